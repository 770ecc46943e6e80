/* C functions for the libffi bridge's tests: hand-written ones for the calling-convention cases
 * (structs in registers or memory, unions, long double, sixteen mixed arguments; cts_fixed.h)
 * and a generated corpus of random signatures (cts_generated.h). */
#ifndef CALL_TEST_SUPPORT_H
#define CALL_TEST_SUPPORT_H
#include "cts_generated.h"
#include "cts_fixed.h"
#include "cts_methods.h"
#endif

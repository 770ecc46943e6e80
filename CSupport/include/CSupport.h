/* CSupport: the MiniObjC runtime's data and hot paths in C11.
 * This umbrella header is what Swift imports; each runtime concern has its own header. */
#ifndef MINIOBJC_CSUPPORT_H
#define MINIOBJC_CSUPPORT_H

#include "rt_lock.h"
#include "rt_invoke.h"

#endif

/* The root class NSObject, registered at start-up, and the runtime's start-up itself. */
#ifndef MINIOBJC_RT_NSOBJECT_H
#define MINIOBJC_RT_NSOBJECT_H

#include "rt_types.h"

/* Interns the runtime's own selectors and registers NSObject and Protocol. Runs from a
 * constructor at load time; calling it again does nothing. The layers above call it before
 * they add anything (the value layer's rt_values_install does). Lock: the runtime lock
 * (inside the class functions it calls), once. */
void rt_runtime_ensureInitialized(void);
/* The NSObject class. No lock. */
Class rt_NSObject(void);

#endif

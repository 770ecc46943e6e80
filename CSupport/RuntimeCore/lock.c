/* The runtime lock. objc4 has several (runtimeLock, selLock, cacheUpdateLock); MiniObjC keeps
 * one lock for all mutations of runtime state. It is recursive so that a function holding it
 * may call a public runtime function; no path nests it today, and user code (resolvers,
 * forwarding, -dealloc) never runs under it (lookup.c, associated.c). Where it sits among the
 * other locks: Docs/Locks.md. */
#include "rt_lock.h"
#include <pthread.h>

static pthread_mutex_t runtime_mutex = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

/* Lock: takes the runtime lock. */
void rt_runtime_lock(void) { pthread_mutex_lock(&runtime_mutex); }

/* Lock: releases the runtime lock. */
void rt_runtime_unlock(void) { pthread_mutex_unlock(&runtime_mutex); }

/* The runtime lock. objc4 has several (runtimeLock, selLock, cacheUpdateLock); MiniObjC keeps
 * one recursive lock for all mutations because resolution hooks (+resolveInstanceMethod:) run
 * while a lookup is in progress and may add methods, re-entering the runtime. */
#include "rt_lock.h"
#include <pthread.h>

static pthread_mutex_t runtime_mutex = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;

/* Lock: takes the runtime lock. */
void rt_runtime_lock(void) { pthread_mutex_lock(&runtime_mutex); }

/* Lock: releases the runtime lock. */
void rt_runtime_unlock(void) { pthread_mutex_unlock(&runtime_mutex); }

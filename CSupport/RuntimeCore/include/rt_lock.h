/* The runtime lock: one recursive mutex that serializes every mutation of runtime state
 * (class tables, method lists, caches being refilled). Reads on the dispatch path never take it.
 * No user code runs under it; the order of every lock in the project is in Docs/Locks.md. */
#ifndef MINIOBJC_RT_LOCK_H
#define MINIOBJC_RT_LOCK_H

/* Takes the runtime lock (recursive: a thread holding it may take it again). */
void rt_runtime_lock(void);
/* Releases one level of the runtime lock. */
void rt_runtime_unlock(void);

#endif

/* @synchronized's two entry points, as objc4's <objc/objc-sync.h> declares them (clang's code
 * calls them; hand-written code may too). Each object has a recursive lock made on first use
 * (CSupport/ObjCABI/sync.c). */
#ifndef MINIOBJC_OBJC_SYNC_H
#define MINIOBJC_OBJC_SYNC_H

#include <objc/objc.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    OBJC_SYNC_SUCCESS = 0,
    OBJC_SYNC_NOT_OWNING_THREAD_ERROR = -1, /* an exit by a thread not holding the lock */
    OBJC_SYNC_NOT_INITIALIZED = -2          /* the lock could not be made (out of memory) */
};

/* Takes obj's lock (again, if this thread holds it). Nil: nothing, OBJC_SYNC_SUCCESS. */
int objc_sync_enter(id obj);
/* Undoes one objc_sync_enter of this thread. */
int objc_sync_exit(id obj);

#ifdef __cplusplus
}
#endif

#endif

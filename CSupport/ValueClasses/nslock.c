/* NSLock and NSRecursiveLock: Foundation's mutexes for compiled code, each a pthread mutex.
 *
 * The mutex lives in its own allocation, made on first use and published with a CAS: +alloc
 * makes objects as zeroed memory and a lock used without -init (or sent -lock by two threads
 * at once right after +alloc) still gets exactly one mutex. NSLock's is an error-checking
 * mutex, so misuse gets a message instead of undefined behaviour: locking it again on the
 * thread that holds it, or unlocking it when this thread does not hold it, prints Foundation's
 * complaint ("*** -[NSLock lock]: deadlock (<NSLock: 0x…> '(null)')") on standard error and
 * returns — where Apple's
 * NSLock would then block forever, MiniObjC's does not take the lock. NSRecursiveLock's is a
 * recursive mutex (the holder may lock it again; each -lock needs its -unlock).
 * -lockBeforeDate: waits with pthread_mutex_timedlock until the date (CLOCK_REALTIME, the
 * clock NSDate reads). The two classes get their compiled-code symbols here
 * (RT_CLASS_SYMBOLS). */
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_method.h"
#include "rt_nsdate.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct lock {
    struct rt_object base;
    _Atomic(pthread_mutex_t *) mutex; /* NULL until first use */
    id name;                          /* copied; read and written under nameLock */
    _Atomic(uint32_t) nameLock;       /* rt_values_lock */
};

static Class lock_class, recursive_class;

RT_CLASS_SYMBOLS(NSLock);
RT_CLASS_SYMBOLS(NSRecursiveLock);

/* The lock's mutex, made on first use (error-checking for NSLock, recursive for
 * NSRecursiveLock). NULL only when out of memory. No lock: a CAS publishes it; the loser of a
 * race frees its own. */
static pthread_mutex_t *mutex_of(id self) {
    struct lock *l = (struct lock *)self;
    pthread_mutex_t *m = atomic_load_explicit(&l->mutex, memory_order_acquire);
    if (m) return m;
    pthread_mutex_t *fresh = malloc(sizeof *fresh);
    if (!fresh) return NULL;
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, rt_values_isKind(self, recursive_class) ? PTHREAD_MUTEX_RECURSIVE
                                                                            : PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(fresh, &attr);
    pthread_mutexattr_destroy(&attr);
    pthread_mutex_t *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&l->mutex, &expected, fresh, memory_order_acq_rel,
                                                memory_order_acquire))
        return fresh;
    pthread_mutex_destroy(fresh);
    free(fresh);
    return expected;
}

/* The name's UTF-8 for a message ("(null)" when unnamed). Lock: the name lock while reading;
 * the copy lives in `buffer`. */
static const char *name_text(id self, char *buffer, size_t size) {
    struct lock *l = (struct lock *)self;
    bool locked = rt_values_lock(&l->nameLock);
    const char *utf8 = l->name ? rt_nsstring_UTF8String(l->name) : NULL;
    snprintf(buffer, size, "%s", utf8 ? utf8 : "(null)");
    if (locked) rt_values_unlock(&l->nameLock);
    return buffer;
}

/* Foundation's complaint about misuse, on standard error: "*** -[NSLock lock]: deadlock
 * (<NSLock: 0x…> 'name')", the lock between `before` and `after`. No lock but the name's. */
static void complain(id self, SEL cmd, const char *before, const char *after) {
    char name[128];
    fprintf(stderr, "*** -[%s %s]: %s(<%s: %p> '%s')%s\n*** Break on _NSLockError() to debug.\n",
            rt_object_getClassName(self), rt_sel_getName(cmd), before, rt_object_getClassName(self), (void *)self,
            name_text(self, name, sizeof name), after);
}

/* -lock. Lock: the receiver's mutex, held on return (not when NSLock's holder relocks). */
static void imp_lock(id self, SEL cmd) {
    pthread_mutex_t *m = mutex_of(self);
    if (!m) return;
    if (pthread_mutex_lock(m) == EDEADLK) complain(self, cmd, "deadlock ", "");
}

/* -unlock. Lock: releases the receiver's mutex. */
static void imp_unlock(id self, SEL cmd) {
    pthread_mutex_t *m = mutex_of(self);
    if (!m || pthread_mutex_unlock(m) != EPERM) return;
    /* Not held by this thread: free, or another thread's. Telling which takes a try. */
    if (pthread_mutex_trylock(m) == 0) {
        pthread_mutex_unlock(m);
        complain(self, cmd, "lock ", " unlocked when not locked");
    } else {
        complain(self, cmd, "lock ", " unlocked from thread which did not lock it");
    }
}

/* -tryLock: YES when it took the mutex without waiting (NSRecursiveLock: also when this
 * thread holds it already). Lock: the receiver's mutex, held on YES. */
static rt_BOOL imp_tryLock(id self, SEL cmd) {
    (void)cmd;
    pthread_mutex_t *m = mutex_of(self);
    return m && pthread_mutex_trylock(m) == 0;
}

/* -lockBeforeDate:: waits until the date at most; YES when it took the mutex. A date in the
 * past tries once. Lock: the receiver's mutex, held on YES. */
static rt_BOOL imp_lockBeforeDate(id self, SEL cmd, id limit) {
    pthread_mutex_t *m = mutex_of(self);
    if (!m) return 0;
    double when = rt_nsdate_timeIntervalSinceReferenceDate(limit) + RT_TIME_INTERVAL_SINCE_1970;
    struct timespec ts = {0, 0};
    if (when > 0 && when < 9.2e18) {
        double whole = floor(when);
        ts.tv_sec = (time_t)whole;
        ts.tv_nsec = (long)((when - whole) * 1e9);
        if (ts.tv_nsec >= 1000000000L) ts.tv_nsec = 999999999L;
    } else if (when >= 9.2e18) {
        ts.tv_sec = (time_t)INT64_MAX;
    }
    int r = pthread_mutex_timedlock(m, &ts);
    if (r == EDEADLK) complain(self, cmd, "deadlock ", "");
    return r == 0;
}

/* -name (+0: autoreleased, since another thread may replace it). Lock: the name lock. */
static id imp_name(id self, SEL cmd) {
    (void)cmd;
    struct lock *l = (struct lock *)self;
    bool locked = rt_values_lock(&l->nameLock);
    id name = rt_objc_retain(l->name);
    if (locked) rt_values_unlock(&l->nameLock);
    return rt_objc_autorelease(name);
}

/* -setName: copies the name (a property declared copy). Lock: the name lock while swapping;
 * the old name is released after. */
static void imp_setName(id self, SEL cmd, id name) {
    (void)cmd;
    struct lock *l = (struct lock *)self;
    id copied = rt_values_sendCopy(name);
    bool locked = rt_values_lock(&l->nameLock);
    id old = l->name;
    l->name = copied;
    if (locked) rt_values_unlock(&l->nameLock);
    rt_objc_release(old);
}

/* -dealloc: destroys the mutex (a held one is a bug Foundation leaves undefined; glibc's
 * destroy then just fails). Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct lock *l = (struct lock *)self;
    pthread_mutex_t *m = atomic_exchange_explicit(&l->mutex, NULL, memory_order_acquire);
    if (m) {
        pthread_mutex_destroy(m);
        free(m);
    }
    rt_objc_release(l->name);
    l->name = NULL;
    rt_values_superDealloc(self, lock_class); /* both classes' superclass is NSObject */
}

#define B RT_BOOL_ENC

/* Registers NSLock and NSRecursiveLock and sets their reference variables. Lock: the
 * runtime lock inside the calls. */
void rt_nslock_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_mutex", sizeof(void *), 3, "^v", offsetof(struct lock, mutex)},
        {"_name", sizeof(id), 3, "@\"NSString\"", offsetof(struct lock, name)},
        {"_nameLock", sizeof(uint32_t), 2, "I", offsetof(struct lock, nameLock)},
    };
    static const struct rt_value_method methods[] = {
        {"lock", (IMP)imp_lock, "v16@0:8", false},
        {"unlock", (IMP)imp_unlock, "v16@0:8", false},
        {"tryLock", (IMP)imp_tryLock, B "16@0:8", false},
        {"lockBeforeDate:", (IMP)imp_lockBeforeDate, B "24@0:8@16", false},
        {"name", (IMP)imp_name, "@16@0:8", false},
        {"setName:", (IMP)imp_setName, "v24@0:8@16", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
    };
    size_t nIvars = sizeof ivars / sizeof ivars[0], nMethods = sizeof methods / sizeof methods[0];
    lock_class = rt_values_makeClass(nsobject, "NSLock", ivars, nIvars, methods, nMethods);
    recursive_class = rt_values_makeClass(nsobject, "NSRecursiveLock", ivars, nIvars, methods, nMethods);
    rt_class_ref_NSLock = lock_class;
    rt_class_ref_NSRecursiveLock = recursive_class;
}

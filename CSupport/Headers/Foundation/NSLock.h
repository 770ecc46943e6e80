/* NSLock and NSRecursiveLock for compiled code (CSupport/ValueClasses/nslock.c): pthread
 * mutexes behind Foundation's methods. Imported by <Foundation/Foundation.h>. */
#ifndef MINIOBJC_FOUNDATION_NSLOCK_H
#define MINIOBJC_FOUNDATION_NSLOCK_H

@protocol NSLocking
- (void)lock;
- (void)unlock;
@end

/* Locking it again on the holding thread, or unlocking it elsewhere, prints Foundation's
 * complaint on standard error; the relock then returns without the lock (Apple's blocks). */
@interface NSLock : NSObject <NSLocking>
- (BOOL)tryLock;
- (BOOL)lockBeforeDate:(NSDate *)limit;
@property (copy) NSString *name;
@end

/* The holder may lock it again; each -lock needs its -unlock. */
@interface NSRecursiveLock : NSObject <NSLocking>
- (BOOL)tryLock;
- (BOOL)lockBeforeDate:(NSDate *)limit;
@property (copy) NSString *name;
@end

#endif

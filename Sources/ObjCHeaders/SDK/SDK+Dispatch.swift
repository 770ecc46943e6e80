// The Dispatch part of the stand-in SDK (module Dispatch). As in Apple's `<os/object.h>`,
// each dispatch type is declared by a function-like macro that declares a protocol and
// typedefs an object pointer to it: `dispatch_queue_t` is `NSObject<OS_dispatch_queue> *`,
// so a `dispatch_queue_t` property encodes as `@"NSObject<OS_dispatch_queue>"`.
extension SDK {
    static let dispatch = #"""
#import <Darwin/Darwin.h>
#import <objc/objc.h>

#define OS_OBJECT_HAVE_OBJC_SUPPORT 1
#define OS_OBJECT_USE_OBJC 1
#define OS_OBJECT_SWIFT3 0
#define OS_OBJECT_CLASS(name) OS_##name
#define OS_OBJECT_DECL_PROTOCOL(name, ...) @protocol OS_OBJECT_CLASS(name) __VA_ARGS__ @end
#define OS_OBJECT_DECL_IMPL(name, adhere, ...) \
    OS_OBJECT_DECL_PROTOCOL(name, __VA_ARGS__) \
    typedef adhere<OS_OBJECT_CLASS(name)> * name##_t
#define OS_OBJECT_DECL(name) OS_OBJECT_DECL_IMPL(name, NSObject, <NSObject>)
#define OS_OBJECT_DECL_SUBCLASS(name, super) OS_OBJECT_DECL_IMPL(name, NSObject, <OS_OBJECT_CLASS(super)>)
#define OS_OBJECT_RETURNS_RETAINED __attribute__((__ns_returns_retained__))
#define OS_OBJECT_CONSUMED __attribute__((__ns_consumed__))
#define OS_EXPORT extern
#define OS_NOTHROW
#define OS_WARN_RESULT __attribute__((__warn_unused_result__))
#define OS_SWIFT_UNAVAILABLE(m)

#define DISPATCH_EXPORT extern
#define DISPATCH_NOTHROW
#define DISPATCH_NONNULL1
#define DISPATCH_NONNULL2
#define DISPATCH_NONNULL3
#define DISPATCH_NONNULL_ALL
#define DISPATCH_MALLOC
#define DISPATCH_PURE
#define DISPATCH_CONST
#define DISPATCH_WARN_RESULT __attribute__((__warn_unused_result__))
#define DISPATCH_RETURNS_RETAINED OS_OBJECT_RETURNS_RETAINED
#define DISPATCH_INLINE static __inline__
#define DISPATCH_ALWAYS_INLINE __attribute__((__always_inline__))
#define DISPATCH_EXPECT(x, v) (x)
#define DISPATCH_NOESCAPE __attribute__((__noescape__))
#define DISPATCH_SWIFT3_UNAVAILABLE(m)
#define DISPATCH_DECL(name) OS_OBJECT_DECL_SUBCLASS(name, dispatch_object)
#define DISPATCH_DECL_SUBCLASS(name, base) OS_OBJECT_DECL_SUBCLASS(name, base)

OS_OBJECT_DECL(dispatch_object);
DISPATCH_DECL(dispatch_queue);
DISPATCH_DECL_SUBCLASS(dispatch_queue_global, dispatch_queue);
DISPATCH_DECL_SUBCLASS(dispatch_queue_serial, dispatch_queue);
DISPATCH_DECL_SUBCLASS(dispatch_queue_main, dispatch_queue_serial);
DISPATCH_DECL_SUBCLASS(dispatch_queue_concurrent, dispatch_queue);
DISPATCH_DECL(dispatch_queue_attr);
DISPATCH_DECL(dispatch_group);
DISPATCH_DECL(dispatch_semaphore);
DISPATCH_DECL(dispatch_source);
DISPATCH_DECL(dispatch_data);
DISPATCH_DECL(dispatch_io);
DISPATCH_DECL(dispatch_workloop);

typedef void (^dispatch_block_t)(void);
typedef void (*dispatch_function_t)(void *);
typedef uint64_t dispatch_time_t;
typedef intptr_t dispatch_once_t;
typedef long dispatch_queue_priority_t;
typedef unsigned long dispatch_source_mask_t;
typedef const struct dispatch_source_type_s *dispatch_source_type_t;
typedef unsigned int qos_class_t;
typedef qos_class_t dispatch_qos_class_t;
enum {
    QOS_CLASS_USER_INTERACTIVE = 0x21, QOS_CLASS_USER_INITIATED = 0x19, QOS_CLASS_DEFAULT = 0x15,
    QOS_CLASS_UTILITY = 0x11, QOS_CLASS_BACKGROUND = 0x09, QOS_CLASS_UNSPECIFIED = 0x00
};
#define DISPATCH_TIME_NOW (0ull)
#define DISPATCH_TIME_FOREVER (~0ull)
#define NSEC_PER_SEC 1000000000ull
#define NSEC_PER_MSEC 1000000ull
#define USEC_PER_SEC 1000000ull
#define NSEC_PER_USEC 1000ull
#define DISPATCH_QUEUE_PRIORITY_HIGH 2
#define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
#define DISPATCH_QUEUE_PRIORITY_LOW (-2)
#define DISPATCH_QUEUE_PRIORITY_BACKGROUND INT16_MIN
#define DISPATCH_QUEUE_SERIAL NULL
#define DISPATCH_QUEUE_CONCURRENT (&_dispatch_queue_attr_concurrent)
#define DISPATCH_SOURCE_TYPE_TIMER (&_dispatch_source_type_timer)
struct dispatch_queue_attr_s;
struct dispatch_source_type_s;
DISPATCH_EXPORT struct dispatch_queue_attr_s _dispatch_queue_attr_concurrent;
DISPATCH_EXPORT const struct dispatch_source_type_s _dispatch_source_type_timer;

DISPATCH_EXPORT dispatch_queue_main_t dispatch_get_main_queue(void);
DISPATCH_EXPORT dispatch_queue_global_t dispatch_get_global_queue(intptr_t identifier, uintptr_t flags);
DISPATCH_EXPORT dispatch_queue_t dispatch_queue_create(const char *label, dispatch_queue_attr_t attr);
DISPATCH_EXPORT const char *dispatch_queue_get_label(dispatch_queue_t queue);
DISPATCH_EXPORT dispatch_queue_attr_t dispatch_queue_attr_make_with_qos_class(dispatch_queue_attr_t attr, dispatch_qos_class_t qos_class, int relative_priority);
DISPATCH_EXPORT void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_sync(dispatch_queue_t queue, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_barrier_async(dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_barrier_sync(dispatch_queue_t queue, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t work);
DISPATCH_EXPORT void dispatch_once(dispatch_once_t *predicate, DISPATCH_NOESCAPE dispatch_block_t block);
DISPATCH_EXPORT void dispatch_apply(size_t iterations, dispatch_queue_t queue, DISPATCH_NOESCAPE void (^block)(size_t));
DISPATCH_EXPORT dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
DISPATCH_EXPORT dispatch_time_t dispatch_walltime(const struct timespec *when, int64_t delta);
DISPATCH_EXPORT dispatch_group_t dispatch_group_create(void);
DISPATCH_EXPORT void dispatch_group_enter(dispatch_group_t group);
DISPATCH_EXPORT void dispatch_group_leave(dispatch_group_t group);
DISPATCH_EXPORT void dispatch_group_async(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
DISPATCH_EXPORT intptr_t dispatch_group_wait(dispatch_group_t group, dispatch_time_t timeout);
DISPATCH_EXPORT dispatch_semaphore_t dispatch_semaphore_create(intptr_t value);
DISPATCH_EXPORT intptr_t dispatch_semaphore_wait(dispatch_semaphore_t dsema, dispatch_time_t timeout);
DISPATCH_EXPORT intptr_t dispatch_semaphore_signal(dispatch_semaphore_t dsema);
DISPATCH_EXPORT dispatch_source_t dispatch_source_create(dispatch_source_type_t type, uintptr_t handle, uintptr_t mask, dispatch_queue_t queue);
DISPATCH_EXPORT void dispatch_source_set_timer(dispatch_source_t source, dispatch_time_t start, uint64_t interval, uint64_t leeway);
DISPATCH_EXPORT void dispatch_source_set_event_handler(dispatch_source_t source, dispatch_block_t handler);
DISPATCH_EXPORT void dispatch_source_cancel(dispatch_source_t source);
DISPATCH_EXPORT void dispatch_resume(dispatch_object_t object);
DISPATCH_EXPORT void dispatch_suspend(dispatch_object_t object);
DISPATCH_EXPORT void *dispatch_get_specific(const void *key);
DISPATCH_EXPORT void dispatch_queue_set_specific(dispatch_queue_t queue, const void *key, void *context, dispatch_function_t destructor);
"""#
}

// The unified logging part of the stand-in SDK (module os, `<os/log.h>` and the other `os/…`
// paths except `<os/lock.h>`, which is Darwin's). Logging libraries keep an `os_log_t` and
// map their levels to `os_log_type_t`, so those two decide layouts: `os_log_t` is an OS
// object (`NSObject<OS_os_log> *`, declared with Dispatch's `OS_OBJECT_DECL`, as Apple's
// `<os/object.h>` does for both), and `os_log_type_t` is an enum with a fixed `uint8_t` base,
// encoded `C`. The logging macros expand to calls of one declared function, so a header that
// uses them in an inline function still compiles; their formatting is not modelled.
extension SDK {
    static let osLog = #"""
#import <Darwin/Darwin.h>
#import <dispatch/dispatch.h>

#define OS_ENUM(_name, _type, ...) typedef enum : _type { __VA_ARGS__ } _name##_t
#define OS_LOG_AVAILABILITY
#define OS_LOG_FORMAT_ERRORS
#define OS_LOG_NOTAILCALL
#define OS_OBJECT_GLOBAL_OBJECT(type, object) ((__bridge type)(void *)&(object))

OS_OBJECT_DECL(os_log);
OS_ENUM(os_log_type, uint8_t,
    OS_LOG_TYPE_DEFAULT = 0x00,
    OS_LOG_TYPE_INFO = 0x01,
    OS_LOG_TYPE_DEBUG = 0x02,
    OS_LOG_TYPE_ERROR = 0x10,
    OS_LOG_TYPE_FAULT = 0x11
);
struct os_log_s;
extern struct os_log_s _os_log_default;
extern struct os_log_s _os_log_disabled;
#define OS_LOG_DEFAULT OS_OBJECT_GLOBAL_OBJECT(os_log_t, _os_log_default)
#define OS_LOG_DISABLED OS_OBJECT_GLOBAL_OBJECT(os_log_t, _os_log_disabled)
extern const char *const OS_LOG_CATEGORY_POINTS_OF_INTEREST;
extern const char *const OS_LOG_CATEGORY_DYNAMIC_TRACING;
extern const char *const OS_LOG_CATEGORY_DYNAMIC_STACK_TRACING;

extern os_log_t os_log_create(const char *subsystem, const char *category) OS_OBJECT_RETURNS_RETAINED;
extern bool os_log_type_enabled(os_log_t oslog, os_log_type_t type);
extern bool os_log_info_enabled(os_log_t log);
extern bool os_log_debug_enabled(os_log_t log);
extern void _os_log_impl(void *dso, os_log_t log, os_log_type_t type, const char *format, uint8_t *buf, uint32_t size);
extern void *__dso_handle;
#define os_log_with_type(log, type, format, ...) \
    _os_log_impl(&__dso_handle, (log), (type), (format), (uint8_t *)0, 0)
#define os_log(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_DEFAULT, format)
#define os_log_info(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_INFO, format)
#define os_log_debug(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_DEBUG, format)
#define os_log_error(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_ERROR, format)
#define os_log_fault(log, format, ...) os_log_with_type(log, OS_LOG_TYPE_FAULT, format)

typedef uint64_t os_signpost_id_t;
#define OS_SIGNPOST_ID_NULL ((os_signpost_id_t)0)
#define OS_SIGNPOST_ID_INVALID ((os_signpost_id_t)~0)
#define OS_SIGNPOST_ID_EXCLUSIVE ((os_signpost_id_t)0xEEEEB0B5B2B2EEEE)
OS_ENUM(os_signpost_type, uint8_t,
    OS_SIGNPOST_EVENT = 0x00,
    OS_SIGNPOST_INTERVAL_BEGIN = 0x01,
    OS_SIGNPOST_INTERVAL_END = 0x02
);
extern os_signpost_id_t os_signpost_id_generate(os_log_t log);
extern os_signpost_id_t os_signpost_id_make_with_pointer(os_log_t log, const void *ptr);
extern bool os_signpost_enabled(os_log_t log);

OS_OBJECT_DECL(os_activity);
OS_ENUM(os_activity_flag, uint32_t,
    OS_ACTIVITY_FLAG_DEFAULT = 0,
    OS_ACTIVITY_FLAG_DETACHED = 0x1,
    OS_ACTIVITY_FLAG_IF_NONE_PRESENT = 0x2
);
typedef uint64_t os_activity_id_t;
typedef struct os_activity_scope_state_s {
    uint64_t opaque[2];
} *os_activity_scope_state_t;
extern void os_activity_scope_enter(os_activity_t activity, os_activity_scope_state_t state);
extern void os_activity_scope_leave(os_activity_scope_state_t state);
"""#
}

/* NSException: three strong ivars, set once by -initWithName:reason:userInfo: and read by any
 * thread. Also the maker the core calls when a raise on a throwing thread needs an object
 * (rt_exception_installMaker): the pending record's kind becomes Foundation's name, and its
 * fields Foundation's reason, in the Swift layer's words (ObjCException.reason) plus, for an
 * unrecognized selector, the receiver's address as objc4 prints it.
 *
 * +raise:format:, +raise:format:arguments: and -raise are real throws (objc_exception_throw)
 * on every thread, also in a Swift process where the runtime's own raises stay pending: their
 * caller is compiled code, which expects them not to return. Not here: -callStackSymbols. */
#include "rt_nsexception.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_strings_private.h"
#include <stdio.h>
#include <string.h>

struct exception {
    struct rt_object base;
    id name, reason, userInfo; /* strong */
};

static Class exception_class;
id NSGenericException, NSRangeException, NSInvalidArgumentException, NSInternalInconsistencyException,
    NSMallocException, NSUndefinedKeyException, NSParseErrorException, NSCharacterConversionException,
    NSDestinationInvalidException, NSObjectInaccessibleException, NSObjectNotAvailableException;

/* No lock. */
Class rt_NSException(void) { return exception_class; }

/* Sets the ivars of a fresh exception (retained; values an earlier -init… set are released).
 * No lock: nobody else sees it yet. */
static void fill(struct exception *e, id name, id reason, id userInfo) {
    id old[3] = {e->name, e->reason, e->userInfo};
    e->name = rt_objc_retain(name);
    e->reason = rt_objc_retain(reason);
    e->userInfo = rt_objc_retain(userInfo);
    for (int i = 0; i < 3; i++) rt_objc_release(old[i]);
}

/* No lock. */
id rt_nsexception_create(id name, id reason, id userInfo) {
    if (!exception_class) return NULL;
    struct exception *e = (struct exception *)rt_class_createInstance(exception_class, 0);
    if (e) fill(e, name, reason, userInfo);
    return (id)e;
}

/* -initWithName:reason:userInfo:. No lock. */
static id imp_init(id self, SEL cmd, id name, id reason, id userInfo) {
    (void)cmd;
    if (self) fill((struct exception *)self, name, reason, userInfo);
    return self;
}

/* +exceptionWithName:reason:userInfo:: autoreleased; a subclass gets an instance of itself.
 * No lock. */
static id imp_exceptionWith(id self, SEL cmd, id name, id reason, id userInfo) {
    (void)cmd;
    struct exception *e = (struct exception *)rt_class_createInstance((Class)self, 0);
    if (e) fill(e, name, reason, userInfo);
    return rt_objc_autorelease((id)e);
}

/* No lock. */
static id imp_name(id self, SEL cmd) { (void)cmd; return ((struct exception *)self)->name; }
/* No lock. */
static id imp_reason(id self, SEL cmd) { (void)cmd; return ((struct exception *)self)->reason; }
/* No lock. */
static id imp_userInfo(id self, SEL cmd) { (void)cmd; return ((struct exception *)self)->userInfo; }

/* -description: the reason, as Foundation answers (the name when there is no reason).
 * No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct exception *e = (struct exception *)self;
    return e->reason ? e->reason : e->name;
}

/* Throws `exception` (through the core's thrower: objc_exception_throw when the compiled-code
 * layer is present). Without a thrower there is nothing to unwind with, and the exception is
 * recorded as pending instead (RT_EXC_THROWN: its class, name and reason), as a throw that
 * reached a Swift caller is. No lock. */
void rt_nsexception_throw(id exception) {
    rt_exception_throwObject(exception);
    struct exception *e = (struct exception *)exception;
    const char *name = e->name ? rt_nsstring_UTF8String(e->name) : NULL;
    const char *reason = e->reason ? rt_nsstring_UTF8String(e->reason) : NULL;
    rt_exception_raiseNamed(RT_EXC_THROWN, rt_object_getClassName(exception),
                            name ? name : rt_object_getClassName(exception), reason ? reason : "", 0, 0);
}

/* -raise. No lock. */
static void imp_raise(id self, SEL cmd) {
    (void)cmd;
    rt_nsexception_throw(self);
}

/* +raise:format:arguments:: an exception of the receiver class named `name` with the
 * formatted reason, thrown. A nil format raises NSInvalidArgumentException instead (the
 * reason cannot be made), as Foundation does. Lock: none held; see rt_format_appendv. */
static void imp_raiseFormatArguments(id self, SEL cmd, id name, id format, va_list ap) {
    id reason = rt_nsstring_newWithFormat(format, ap, false, self, cmd);
    if (!reason) return;
    struct exception *e = (struct exception *)rt_class_createInstance((Class)self, 0);
    if (e) fill(e, name, reason, NULL);
    rt_objc_release(reason);
    if (!e) return;
    rt_objc_autorelease((id)e);
    rt_nsexception_throw((id)e);
}

/* +raise:format:. Lock: as +raise:format:arguments:. */
static void imp_raiseFormat(id self, SEL cmd, id name, id format, ...) {
    va_list ap;
    va_start(ap, format);
    imp_raiseFormatArguments(self, cmd, name, format, ap);
    va_end(ap);
}

/* -dealloc. Lock: none (the last reference is gone). */
static void imp_dealloc(id self, SEL cmd) {
    (void)cmd;
    struct exception *e = (struct exception *)self;
    rt_objc_release(e->name);
    rt_objc_release(e->reason);
    rt_objc_release(e->userInfo);
    e->name = e->reason = e->userInfo = NULL;
    rt_values_superDealloc(self, exception_class);
}

/* Foundation's name for each kind the runtime raises. No lock (pure). */
static id name_for(rt_exception_kind kind) {
    switch (kind) {
    case RT_EXC_RANGE: return NSRangeException;
    case RT_EXC_UNKNOWN_KEY:
    case RT_EXC_UNKNOWN_KEY_SET: return NSUndefinedKeyException;
    default: return NSInvalidArgumentException;
    }
}

/* The core's maker: a raise's record as an NSException (+1). No lock. */
static id make_from_record(const rt_exception_info *info) {
    char reason[900];
    const char *k = info->key, *c = info->className;
    switch (info->kind) {
    case RT_EXC_UNRECOGNIZED_SELECTOR:
        snprintf(reason, sizeof reason, "%c[%s %s]: unrecognized selector sent to %s %p",
                 strcmp(info->detail, "class") == 0 ? '+' : '-', c, k, info->detail, (void *)info->receiver);
        break;
    case RT_EXC_RANGE:
        if (info->detail[0]) /* a string's range, worded by the string layer */
            snprintf(reason, sizeof reason, "-[%s %s]: %s", c, k, info->detail);
        else if (info->count == 0)
            snprintf(reason, sizeof reason, "-[%s %s]: index %llu beyond bounds for empty array", c, k,
                     (unsigned long long)info->index);
        else
            snprintf(reason, sizeof reason, "-[%s %s]: index %llu beyond bounds [0 .. %llu]", c, k,
                     (unsigned long long)info->index, (unsigned long long)(info->count - 1));
        break;
    case RT_EXC_UNKNOWN_KEY:
    case RT_EXC_UNKNOWN_KEY_SET:
        snprintf(reason, sizeof reason,
                 "[<%s> %s]: this class is not key value coding-compliant for the key %s.", c,
                 info->kind == RT_EXC_UNKNOWN_KEY_SET ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:", k);
        break;
    case RT_EXC_NIL_VALUE:
        snprintf(reason, sizeof reason, "[<%s> setNilValueForKey]: could not set nil as the value for the key %s.", c, k);
        break;
    case RT_EXC_UNSUPPORTED_TYPE:
        snprintf(reason, sizeof reason,
                 "[<%s> valueForKey:]: the key %s has type '%s', which key-value coding cannot box or unbox", c, k,
                 info->detail);
        break;
    default:
        snprintf(reason, sizeof reason, "-[%s %s]: %s", c, k, info->detail);
        break;
    }
    id text = rt_nsstring_create(reason, strlen(reason));
    id e = rt_nsexception_create(name_for(info->kind), text, NULL);
    rt_objc_release(text);
    return e;
}

/* Registers NSException, makes the names and installs the maker. Lock: the runtime lock
 * inside the calls. */
void rt_nsexception_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_name", sizeof(id), 3, "@\"NSString\"", offsetof(struct exception, name)},
        {"_reason", sizeof(id), 3, "@\"NSString\"", offsetof(struct exception, reason)},
        {"_userInfo", sizeof(id), 3, "@\"NSDictionary\"", offsetof(struct exception, userInfo)},
    };
    static const struct rt_value_method methods[] = {
        {"initWithName:reason:userInfo:", (IMP)imp_init, "@40@0:8@16@24@32", false},
        {"name", (IMP)imp_name, "@16@0:8", false},
        {"reason", (IMP)imp_reason, "@16@0:8", false},
        {"userInfo", (IMP)imp_userInfo, "@16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"raise", (IMP)imp_raise, "v16@0:8", false},
        {"dealloc", (IMP)imp_dealloc, "v16@0:8", false},
        {"exceptionWithName:reason:userInfo:", (IMP)imp_exceptionWith, "@40@0:8@16@24@32", true},
        {"raise:format:", (IMP)imp_raiseFormat, "v32@0:8@16@24", true},
        {"raise:format:arguments:", (IMP)imp_raiseFormatArguments, "v40@0:8@16@24[1{__va_list_tag=II^v^v}]32", true},
    };
    NSGenericException = rt_values_immortalString("NSGenericException");
    NSRangeException = rt_values_immortalString("NSRangeException");
    NSInvalidArgumentException = rt_values_immortalString("NSInvalidArgumentException");
    NSInternalInconsistencyException = rt_values_immortalString("NSInternalInconsistencyException");
    NSMallocException = rt_values_immortalString("NSMallocException");
    NSUndefinedKeyException = rt_values_immortalString("NSUnknownKeyException");
    NSParseErrorException = rt_values_immortalString("NSParseErrorException");
    NSCharacterConversionException = rt_values_immortalString("NSCharacterConversionException");
    NSDestinationInvalidException = rt_values_immortalString("NSDestinationInvalidException");
    NSObjectInaccessibleException = rt_values_immortalString("NSObjectInaccessibleException");
    NSObjectNotAvailableException = rt_values_immortalString("NSObjectNotAvailableException");
    exception_class = rt_values_makeClass(nsobject, "NSException", ivars, sizeof ivars / sizeof ivars[0], methods,
                                          sizeof methods / sizeof methods[0]);
    if (exception_class) rt_exception_installMaker(make_from_record);
}

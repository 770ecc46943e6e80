/* The ways to make an NSString (and, through the same methods, an NSMutableString): from
 * UTF-8, from another string, from a format, from bytes in an encoding. A class method
 * answers an instance of its receiver's kind (NSMutableString's +stringWithFormat: is
 * mutable); an -init… keeps a mutable string +alloc made and fills it, and replaces an
 * immutable one (its object was sized for no bytes) with a filled NSString, as a class
 * cluster's placeholder does. UTF-8 input that is not well-formed gives nil, as Foundation's
 * -initWithUTF8String: does. */
#include "rt_strings_private.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_method.h"
#include "rt_nsdata.h"
#include "rt_nsmutablestring.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdlib.h>
#include <string.h>

/* NSStringEncoding values Foundation defines; MiniObjC converts these three. */
enum { ENC_ASCII = 1, ENC_UTF8 = 4, ENC_LATIN1 = 5 };

/* No lock. */
id rt_strings_initWith(id self, const char *utf8, size_t length) {
    if (!self) return NULL;
    if (rt_object_isNSMutableString(self)) {
        if (!rt_nsmutablestring_setBytes(self, utf8, length)) {
            rt_objc_release(self);
            return NULL;
        }
        return self;
    }
    rt_objc_release(self);
    return rt_nsstring_create(utf8, length);
}

/* An -init… that has no string to give: the placeholder goes. No lock. */
static id init_failed(id self) {
    rt_objc_release(self);
    return NULL;
}

/* -init: the empty string. No lock. */
static id imp_init(id self, SEL cmd) {
    (void)cmd;
    return rt_strings_initWith(self, "", 0);
}

/* +string: the empty string of the receiver's kind, autoreleased. No lock. */
static id imp_string(id self, SEL cmd) {
    (void)cmd;
    return rt_objc_autorelease(rt_strings_createLike((Class)self, "", 0));
}

/* -initWithUTF8String:: nil for NULL or for bytes that are not UTF-8. No lock. */
static id imp_initWithUTF8String(id self, SEL cmd, const char *utf8) {
    (void)cmd;
    size_t n = utf8 ? strlen(utf8) : 0;
    if (!utf8 || !rt_utf8_isValid(utf8, n)) return init_failed(self);
    return rt_strings_initWith(self, utf8, n);
}

/* +stringWithUTF8String:. No lock. */
static id imp_stringWithUTF8String(id self, SEL cmd, const char *utf8) {
    (void)cmd;
    size_t n = utf8 ? strlen(utf8) : 0;
    if (!utf8 || !rt_utf8_isValid(utf8, n)) return NULL;
    return rt_objc_autorelease(rt_strings_createLike((Class)self, utf8, n));
}

/* -initWithString:: a nil or non-string argument raises NSInvalidArgumentException. No lock. */
static id imp_initWithString(id self, SEL cmd, id other) {
    size_t n;
    const char *bytes = rt_strings_argument(self, cmd, other, &n);
    if (!bytes) return init_failed(self);
    return rt_strings_initWith(self, bytes, n);
}

/* +stringWithString:. No lock. */
static id imp_stringWithString(id self, SEL cmd, id other) {
    size_t n;
    const char *bytes = rt_strings_argument(self, cmd, other, &n);
    return bytes ? rt_objc_autorelease(rt_strings_createLike((Class)self, bytes, n)) : NULL;
}

/* -initWithFormat:arguments:: a nil format raises NSInvalidArgumentException. Lock: none
 * held; the `%@` objects' -description takes what it takes. */
static id imp_initWithFormatArguments(id self, SEL cmd, id format, va_list ap) {
    id made = rt_nsstring_newWithFormat(format, ap, false, self, cmd);
    if (!made) return init_failed(self);
    size_t n;
    const char *bytes = rt_nsstring_getUTF8(made, &n);
    id result = rt_strings_initWith(self, bytes, n);
    rt_objc_release(made);
    return result;
}

/* -initWithFormat:. Lock: as -initWithFormat:arguments:. */
static id imp_initWithFormat(id self, SEL cmd, id format, ...) {
    va_list ap;
    va_start(ap, format);
    id result = imp_initWithFormatArguments(self, cmd, format, ap);
    va_end(ap);
    return result;
}

/* Whether a class is NSMutableString or a subclass. No lock. */
static bool is_mutable_class(Class cls) {
    Class mutableClass = rt_NSMutableString();
    for (Class c = cls; c && mutableClass; c = rt_class_getSuperclass(c))
        if (c == mutableClass) return true;
    return false;
}

/* No lock. */
id rt_strings_createLike(Class receiverClass, const char *utf8, size_t length) {
    return is_mutable_class(receiverClass) ? rt_nsmutablestring_create(utf8, length)
                                           : rt_nsstring_create(utf8, length);
}

/* +stringWithFormat:. Lock: as -initWithFormat:arguments:. */
static id imp_stringWithFormat(id self, SEL cmd, id format, ...) {
    va_list ap;
    va_start(ap, format);
    id made = rt_nsstring_newWithFormat(format, ap, is_mutable_class((Class)self), self, cmd);
    va_end(ap);
    return rt_objc_autorelease(made);
}

/* The UTF-8 form of bytes in `encoding`; false when they do not convert (not ASCII, not
 * UTF-8, an encoding MiniObjC does not know). No lock. */
static bool to_utf8(const void *bytes, size_t length, uintptr_t encoding, struct rt_strbuf *out) {
    const unsigned char *b = bytes;
    switch (encoding) {
    case ENC_UTF8:
        if (!rt_utf8_isValid(bytes, length)) return false;
        rt_strbuf_append(out, bytes, length);
        return true;
    case ENC_ASCII:
        for (size_t i = 0; i < length; i++)
            if (b[i] >= 0x80) return false;
        rt_strbuf_append(out, bytes, length);
        return true;
    case ENC_LATIN1:
        for (size_t i = 0; i < length; i++) rt_utf8_append(out, b[i]);
        return true;
    default:
        return false;
    }
}

/* -initWithBytes:length:encoding:: nil when the bytes do not convert. No lock. */
static id imp_initWithBytes(id self, SEL cmd, const void *bytes, uintptr_t length, uintptr_t encoding) {
    (void)cmd;
    if (!bytes && length) return init_failed(self);
    __attribute__((cleanup(rt_strbuf_discard))) struct rt_strbuf out = {0};
    if (!to_utf8(bytes, length, encoding, &out) || out.failed) return init_failed(self);
    return rt_strings_initWith(self, out.bytes ? out.bytes : "", out.length);
}

/* -initWithData:encoding:. No lock. */
static id imp_initWithData(id self, SEL cmd, id data, uintptr_t encoding) {
    size_t n;
    const void *bytes = data ? rt_nsdata_getBytes(data, &n) : NULL;
    if (!bytes) return init_failed(self);
    return imp_initWithBytes(self, cmd, bytes, n, encoding);
}

/* -initWithCString:encoding:. No lock. */
static id imp_initWithCString(id self, SEL cmd, const char *text, uintptr_t encoding) {
    if (!text) return init_failed(self);
    return imp_initWithBytes(self, cmd, text, strlen(text), encoding);
}

/* +stringWithCString:encoding:. No lock. */
static id imp_stringWithCString(id self, SEL cmd, const char *text, uintptr_t encoding) {
    id placeholder = rt_class_createInstance((Class)self, 0);
    return placeholder ? rt_objc_autorelease(imp_initWithCString(placeholder, cmd, text, encoding)) : NULL;
}

/* -dataUsingEncoding:: nil when a character has no form in the encoding. No lock. */
static id imp_dataUsingEncoding(id self, SEL cmd, uintptr_t encoding) {
    (void)cmd;
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    __attribute__((cleanup(rt_strbuf_discard))) struct rt_strbuf out = {0};
    if (encoding == ENC_UTF8 || encoding == ENC_ASCII) {
        for (size_t i = 0; encoding == ENC_ASCII && i < n; i++)
            if ((unsigned char)s[i] >= 0x80) return NULL;
        return rt_objc_autorelease(rt_nsdata_create(s, n));
    }
    if (encoding != ENC_LATIN1) return NULL;
    for (size_t i = 0; i < n;) {
        uint32_t c = rt_utf8_decode(s, n, &i);
        if (c > 0xFF) return NULL;
        char byte = (char)c;
        rt_strbuf_append(&out, &byte, 1);
    }
    if (out.failed) return NULL;
    return rt_objc_autorelease(rt_nsdata_create(out.bytes ? out.bytes : "", out.length));
}

/* -cStringUsingEncoding:: NUL-terminated bytes in the encoding, valid as long as the current
 * autorelease pool (UTF-8: the string's own bytes); NULL when a character has no form in it.
 * No lock. */
static const char *imp_cStringUsingEncoding(id self, SEL cmd, uintptr_t encoding) {
    if (encoding == ENC_UTF8) return rt_nsstring_UTF8String(self);
    id data = imp_dataUsingEncoding(self, cmd, encoding);
    size_t n;
    const char *bytes = data ? rt_nsdata_getBytes(data, &n) : NULL;
    if (!bytes) return NULL;
    __attribute__((cleanup(rt_strbuf_discard))) struct rt_strbuf copy = {0};
    rt_strbuf_append(&copy, bytes, n);
    rt_strbuf_append(&copy, "", 1); /* the NUL, inside the data */
    if (copy.failed || !copy.bytes) return NULL;
    id terminated = rt_objc_autorelease(rt_nsdata_create(copy.bytes, copy.length));
    return terminated ? rt_nsdata_bytes(terminated) : NULL;
}

/* -lengthOfBytesUsingEncoding:: the UTF-8 byte count (0 for other encodings). No lock. */
static uintptr_t imp_lengthOfBytes(id self, SEL cmd, uintptr_t encoding) {
    (void)cmd;
    return encoding == ENC_UTF8 ? rt_nsstring_byteLength(self) : 0;
}

/* Lock: the runtime lock inside the calls. */
void rt_nsstring_create_install(Class string) {
    static const struct rt_value_method methods[] = {
        {"init", (IMP)imp_init, "@16@0:8", false},
        {"initWithUTF8String:", (IMP)imp_initWithUTF8String, "@24@0:8r*16", false},
        {"initWithString:", (IMP)imp_initWithString, "@24@0:8@16", false},
        {"initWithFormat:", (IMP)imp_initWithFormat, "@24@0:8@16", false},
        {"initWithFormat:arguments:", (IMP)imp_initWithFormatArguments, "@32@0:8@16[1{__va_list_tag=II^v^v}]24",
         false},
        {"initWithBytes:length:encoding:", (IMP)imp_initWithBytes, "@40@0:8r^v16Q24Q32", false},
        {"dataUsingEncoding:", (IMP)imp_dataUsingEncoding, "@24@0:8Q16", false},
        {"initWithData:encoding:", (IMP)imp_initWithData, "@32@0:8@16Q24", false},
        {"initWithCString:encoding:", (IMP)imp_initWithCString, "@32@0:8r*16Q24", false},
        {"cStringUsingEncoding:", (IMP)imp_cStringUsingEncoding, "r*24@0:8Q16", false},
        {"lengthOfBytesUsingEncoding:", (IMP)imp_lengthOfBytes, "Q24@0:8Q16", false},
        {"string", (IMP)imp_string, "@16@0:8", true},
        {"stringWithUTF8String:", (IMP)imp_stringWithUTF8String, "@24@0:8r*16", true},
        {"stringWithString:", (IMP)imp_stringWithString, "@24@0:8@16", true},
        {"stringWithFormat:", (IMP)imp_stringWithFormat, "@24@0:8@16", true},
        {"stringWithCString:encoding:", (IMP)imp_stringWithCString, "@32@0:8r*16Q24", true},
    };
    Class meta = rt_class_getMetaClass(string);
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_replaceMethod(methods[i].classMethod ? meta : string, rt_sel_registerName(methods[i].name),
                               methods[i].imp, methods[i].types);
}

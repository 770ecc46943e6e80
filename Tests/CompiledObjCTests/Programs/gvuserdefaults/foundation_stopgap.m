/* STOPGAP, test-only (see foundation_stopgap.h): ASCII-only stand-ins, added at load time
 * only where the runtime has no method of that name, so the real ones win once merged.
  * Built without ARC. Also objc_enumerationMutation, which the runtime lacks on this branch. */
#import "foundation_stopgap.h"
#import <objc/runtime.h>
#include <stdarg.h>

/* %@ %s %d %i %u %ld %lu %lld %llu %f %g %c %% — enough for the sources under test. */
static NSString *format_va(NSString *format, va_list ap) {
    const char *f = [format UTF8String];
    size_t cap = 256, len = 0;
    char *out = malloc(cap);
    for (const char *p = f; *p; p++) {
        char piece[512];
        int n = 0;
        if (*p != '%') {
            piece[0] = *p;
            n = 1;
        } else {
            const char *start = p++;
            while (*p == 'l' || *p == 'h' || *p == 'z' || (*p >= '0' && *p <= '9') || *p == '.' || *p == '-') p++;
            char spec[32];
            size_t sl = (size_t)(p - start + 1) < sizeof spec ? (size_t)(p - start + 1) : sizeof spec - 1;
            memcpy(spec, start, sl);
            spec[sl] = 0;
            int longs = 0;
            for (const char *q = start; q < p; q++) longs += *q == 'l';
            switch (*p) {
            case '@': {
                id o = va_arg(ap, id);
                n = snprintf(piece, sizeof piece, "%s", o ? [[o description] UTF8String] : "(null)");
                break;
            }
            case 's': n = snprintf(piece, sizeof piece, spec, va_arg(ap, const char *)); break;
            case 'd': case 'i': case 'u': case 'c': case 'x':
                if (longs) n = snprintf(piece, sizeof piece, spec, va_arg(ap, long long));
                else n = snprintf(piece, sizeof piece, spec, va_arg(ap, int));
                break;
            case 'f': case 'g': n = snprintf(piece, sizeof piece, spec, va_arg(ap, double)); break;
            case '%': piece[0] = '%'; n = 1; break;
            default: n = 0; break;
            }
            if (!*p) break;
        }
        if (n < 0) n = 0;
        if ((size_t)n >= sizeof piece) n = sizeof piece - 1;
        if (len + (size_t)n + 1 > cap) {
            cap = (len + (size_t)n + 1) * 2;
            out = realloc(out, cap);
        }
        memcpy(out + len, piece, (size_t)n);
        len += (size_t)n;
    }
    out[len] = 0;
    NSString *s = [NSString stringWithUTF8String:out];
    free(out);
    return s;
}

static id imp_stringWithFormat(id self, SEL _cmd, NSString *format, ...) {
    (void)self; (void)_cmd;
    va_list ap;
    va_start(ap, format);
    NSString *s = format_va(format, ap);
    va_end(ap);
    return s;
}

static void imp_raiseFormat(id self, SEL _cmd, NSString *name, NSString *format, ...) {
    (void)self; (void)_cmd;
    va_list ap;
    va_start(ap, format);
    NSString *reason = format_va(format, ap);
    va_end(ap);
    @throw [NSException exceptionWithName:name reason:reason userInfo:nil];
}

static id imp_substringToIndex(NSString *self, SEL _cmd, NSUInteger index) {
    (void)_cmd;
    const char *u = [self UTF8String];
    size_t n = strlen(u) < index ? strlen(u) : index;
    char *copy = strndup(u, n);
    NSString *s = [NSString stringWithUTF8String:copy];
    free(copy);
    return s;
}

static id imp_uppercaseString(NSString *self, SEL _cmd) {
    (void)_cmd;
    char *copy = strdup([self UTF8String]);
    for (char *p = copy; *p; p++) *p = (char)toupper((unsigned char)*p);
    NSString *s = [NSString stringWithUTF8String:copy];
    free(copy);
    return s;
}

static id imp_replace(NSString *self, SEL _cmd, NSRange range, NSString *with) {
    (void)_cmd;
    const char *u = [self UTF8String], *w = [with UTF8String];
    size_t n = strlen(u), loc = range.location < n ? range.location : n;
    size_t end = loc + range.length < n ? loc + range.length : n;
    char *out = malloc(n + strlen(w) + 1);
    memcpy(out, u, loc);
    strcpy(out + loc, w);
    strcat(out, u + end);
    NSString *s = [NSString stringWithUTF8String:out];
    free(out);
    return s;
}

static id imp_dictionaryWithCapacity(Class self, SEL _cmd, NSUInteger capacity) {
    (void)_cmd; (void)capacity;
    return [self dictionary];
}

/* clang's NSFastEnumerationState: state, itemsPtr, mutationsPtr, extra[5]. */
struct stopgap_enum_state {
    unsigned long state;
    id *items;
    unsigned long *mutations;
    unsigned long extra[5];
};

static NSUInteger imp_countByEnumerating(NSDictionary *self, SEL _cmd, struct stopgap_enum_state *state, id *buffer,
                                         NSUInteger length) {
    (void)_cmd;
    NSArray *keys = [self allKeys];
    NSUInteger count = [keys count], start = state->state, n = 0;
    while (start + n < count && n < length) {
        buffer[n] = [keys objectAtIndex:start + n];
        n++;
    }
    state->state = start + n;
    state->items = buffer;
    state->mutations = &state->extra[4];
    return n;
}

static NSString *stopgap_fromSelector(SEL selector) {
    return selector ? [NSString stringWithUTF8String:sel_getName(selector)] : nil;
}

__attribute__((weak)) NSString *NSStringFromSelector(SEL selector) { return stopgap_fromSelector(selector); }
__attribute__((weak)) SEL NSSelectorFromString(NSString *name) {
    return name ? sel_registerName([name UTF8String]) : (SEL)0;
}

static void add(Class cls, const char *name, IMP imp, const char *types) {
    SEL sel = sel_registerName(name);
    if (!class_getInstanceMethod(cls, sel)) class_addMethod(cls, sel, imp, types);
}

__attribute__((constructor)) static void stopgap_install(void) {
    Class str = objc_getClass("NSString"), dict = objc_getClass("NSDictionary");
    Class mdict = objc_getClass("NSMutableDictionary"), exc = objc_getClass("NSException");
    add(object_getClass((id)str), "stringWithFormat:", (IMP)imp_stringWithFormat, "@24@0:8@16");
    add(str, "substringToIndex:", (IMP)imp_substringToIndex, "@24@0:8Q16");
    add(str, "uppercaseString", (IMP)imp_uppercaseString, "@16@0:8");
    add(str, "stringByReplacingCharactersInRange:withString:", (IMP)imp_replace, "@40@0:8{_NSRange=QQ}16@32");
    add(object_getClass((id)mdict), "dictionaryWithCapacity:", (IMP)imp_dictionaryWithCapacity, "@24@0:8Q16");
    add(dict, "countByEnumeratingWithState:objects:count:", (IMP)imp_countByEnumerating, "Q40@0:8^v16^@24Q32");
    add(object_getClass((id)exc), "raise:format:", (IMP)imp_raiseFormat, "v32@0:8@16@24");
}

/* clang's fast enumeration calls this when the mutations word moved; the runtime has none on
 * this branch ("collections" adds mutation detection). Weak: the runtime's wins once it has one. */
__attribute__((weak)) void objc_enumerationMutation(id collection) {
    @throw [NSException exceptionWithName:NSGenericException
                                   reason:[NSString stringWithUTF8String:"a collection was mutated while being enumerated"]
                                 userInfo:nil];
    (void)collection;
}

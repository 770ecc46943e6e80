// Fallbacks for pending_foundation.h: added to the runtime's classes at load time only where
// the runtime has no method of that name (class_addMethod never replaces), and weak C
// functions (a strong definition in the process wins). Not for reuse: see the header.
#import <objc/runtime.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((weak)) NSString *NSStringFromClass(Class cls) {
    return cls ? [NSString stringWithUTF8String:class_getName(cls)] : nil;
}

__attribute__((weak)) NSString *NSStringFromSelector(SEL sel) {
    return sel ? [NSString stringWithUTF8String:sel_getName(sel)] : nil;
}

/* printf with %@ (an object's -description); the length modifiers FBKVOController uses. */
static NSString *format(NSString *format, va_list args) {
    const char *f = [format UTF8String];
    size_t cap = 256, used = 0;
    char *out = malloc(cap);
    out[0] = 0;
    while (*f) {
        char piece[512];
        const char *start = f;
        if (*f != '%') {
            while (*f && *f != '%') f++;
            snprintf(piece, sizeof piece, "%.*s", (int)(f - start), start);
        } else {
            f++;
            while (*f && strchr("-+ #0123456789.", *f)) f++;
            while (*f && strchr("hljztL", *f)) f++;
            char spec[32];
            snprintf(spec, sizeof spec, "%.*s", (int)(f - start + 1), start);
            char conversion = *f ? *f++ : 0;
            int longs = (int)(strchr(spec, 'l') ? 1 : 0) + (int)(strchr(spec, 'z') || strchr(spec, 't') || strchr(spec, 'j'));
            switch (conversion) {
            case '@': {
                id object = va_arg(args, id);
                snprintf(piece, sizeof piece, "%s", object ? [[object description] UTF8String] : "(null)");
                break;
            }
            case 'd': case 'i':
                if (longs) snprintf(piece, sizeof piece, "%ld", va_arg(args, long));
                else snprintf(piece, sizeof piece, "%d", va_arg(args, int));
                break;
            case 'u': case 'x': case 'X': case 'o': {
                char s2[32];
                snprintf(s2, sizeof s2, "%%l%c", conversion);
                if (longs) snprintf(piece, sizeof piece, s2, va_arg(args, unsigned long));
                else snprintf(piece, sizeof piece, s2, (unsigned long)va_arg(args, unsigned));
                break;
            }
            case 'f': case 'g': case 'e': snprintf(piece, sizeof piece, spec, va_arg(args, double)); break;
            case 'p': snprintf(piece, sizeof piece, "%p", va_arg(args, void *)); break;
            case 's': snprintf(piece, sizeof piece, "%s", va_arg(args, const char *)); break;
            case 'c': snprintf(piece, sizeof piece, "%c", va_arg(args, int)); break;
            case '%': strcpy(piece, "%"); break;
            default: piece[0] = 0; break;
            }
        }
        size_t n = strlen(piece);
        if (used + n + 1 > cap) {
            while (used + n + 1 > cap) cap *= 2;
            out = realloc(out, cap);
        }
        memcpy(out + used, piece, n + 1);
        used += n;
    }
    NSString *result = [NSString stringWithUTF8String:out];
    free(out);
    return result;
}

static id imp_stringWithFormat(id self, SEL _cmd, NSString *f, ...) {
    (void)_cmd;
    va_list args;
    va_start(args, f);
    NSString *text = format(f, args);
    va_end(args);
    return [self isSubclassOfClass:[NSMutableString class]] ? [NSMutableString stringWithString:text] : text;
}

static void imp_appendFormat(NSMutableString *self, SEL _cmd, NSString *f, ...) {
    (void)_cmd;
    va_list args;
    va_start(args, f);
    NSString *text = format(f, args);
    va_end(args);
    [self appendString:text];
}

static id imp_arrayWithCapacity(id self, SEL _cmd, NSUInteger capacity) {
    (void)_cmd;
    (void)capacity;
    return [self array];
}

/* -countByEnumeratingWithState:objects:count: over -count / -objectAtIndex: (NSArray) or a
 * snapshot array kept in extra[0] (NSSet); no mutation detection. */
static NSUInteger enumerateArray(NSArray *array, NSFastEnumerationState *state, id __unsafe_unretained *buffer,
                                 NSUInteger len) {
    NSUInteger count = array.count, n = 0;
    while (state->state < count && n < len) buffer[n++] = [array objectAtIndex:state->state++];
    state->itemsPtr = buffer;
    state->mutationsPtr = &state->extra[4];
    return n;
}

static NSUInteger imp_arrayEnumerate(NSArray *self, SEL _cmd, NSFastEnumerationState *state,
                                     id __unsafe_unretained *buffer, NSUInteger len) {
    (void)_cmd;
    return enumerateArray(self, state, buffer, len);
}

static NSUInteger imp_setEnumerate(NSSet *self, SEL _cmd, NSFastEnumerationState *state,
                                   id __unsafe_unretained *buffer, NSUInteger len) {
    (void)_cmd;
    if (state->state == 0 && state->extra[0] == 0) {
        NSArray *all = [self allObjects]; /* autoreleased: lives through the loop */
        state->extra[0] = (unsigned long)(__bridge void *)all;
    }
    return enumerateArray((__bridge NSArray *)(void *)state->extra[0], state, buffer, len);
}

static void imp_setEnumerateBlock(NSSet *self, SEL _cmd, void (^block)(id, BOOL *)) {
    (void)_cmd;
    NSArray *all = [self allObjects];
    BOOL stop = NO;
    for (NSUInteger i = 0; i < all.count && !stop; i++) block([all objectAtIndex:i], &stop);
}

/* Through the C API only: this may run before the loader has registered this image's
 * selectors and class references. */
__attribute__((constructor)) static void addMissingMethods(void) {
    Class string = objc_getClass("NSString"), mutableString = objc_getClass("NSMutableString");
    Class mutableArray = objc_getClass("NSMutableArray"), array = objc_getClass("NSArray"), set = objc_getClass("NSSet");
    const char *enumerate = "countByEnumeratingWithState:objects:count:";
    class_addMethod(object_getClass(string), sel_registerName("stringWithFormat:"), (IMP)imp_stringWithFormat, "@24@0:8@16");
    class_addMethod(mutableString, sel_registerName("appendFormat:"), (IMP)imp_appendFormat, "v24@0:8@16");
    class_addMethod(object_getClass(mutableArray), sel_registerName("arrayWithCapacity:"), (IMP)imp_arrayWithCapacity,
                    "@24@0:8Q16");
    class_addMethod(array, sel_registerName(enumerate), (IMP)imp_arrayEnumerate, "Q40@0:8^v16^@24Q32");
    class_addMethod(set, sel_registerName(enumerate), (IMP)imp_setEnumerate, "Q40@0:8^v16^@24Q32");
    class_addMethod(set, sel_registerName("enumerateObjectsUsingBlock:"), (IMP)imp_setEnumerateBlock, "v24@0:8@?16");
}

/* NSString's methods that take an NSCharacterSet (nscharacterset.c): trimming, finding the
 * first (or last) member, splitting at members. Membership is tested per code point, so a
 * character beyond U+FFFF is one member test (Foundation tests it the same way); ranges are
 * UTF-16 units. A nil or non-set argument raises NSInvalidArgumentException. */
#include "rt_strings_private.h"
#include "rt_exception.h"
#include "rt_method.h"
#include "rt_nsarray.h"
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_selector.h"
#include <stdlib.h>

enum { BACKWARDS = 4 };

/* The set argument, or NULL after raising NSInvalidArgumentException. No lock. */
static id set_argument(id self, SEL cmd, id set) {
    if (set && rt_object_isNSCharacterSet(set)) return set;
    rt_exception_raise(RT_EXC_INVALID_ARGUMENT, self, rt_sel_getName(cmd),
                       set ? "the argument is not a character set" : "nil argument", 0, 0);
    return NULL;
}

/* -stringByTrimmingCharactersInSet:: members removed from both ends. No lock. */
static id imp_trimming(id self, SEL cmd, id set) {
    if (!set_argument(self, cmd, set)) return NULL;
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    size_t start = 0, end = 0; /* [start, end): the bytes kept */
    bool seenKept = false;
    for (size_t i = 0; i < n;) {
        size_t at = i;
        uint32_t c = rt_utf8_decode(s, n, &i);
        if (rt_nscharacterset_contains(set, c)) continue;
        if (!seenKept) start = at;
        seenKept = true;
        end = i;
    }
    return rt_objc_autorelease(rt_nsstring_create(s + start, seenKept ? end - start : 0));
}

/* -rangeOfCharacterFromSet:options:: the first member's range (the last with
 * NSBackwardsSearch), {NSNotFound, 0} when none. No lock. */
static struct rt_range imp_rangeOfCharacterOptions(id self, SEL cmd, id set, uintptr_t options) {
    struct rt_range found = {RT_NOT_FOUND, 0};
    if (!set_argument(self, cmd, set)) return found;
    size_t n, unit = 0;
    const char *s = rt_nsstring_getUTF8(self, &n);
    for (size_t i = 0; i < n;) {
        uint32_t c = rt_utf8_decode(s, n, &i);
        size_t width = c >= 0x10000 ? 2 : 1;
        if (rt_nscharacterset_contains(set, c)) {
            found = (struct rt_range){unit, width};
            if (!(options & BACKWARDS)) break;
        }
        unit += width;
    }
    return found;
}

/* -rangeOfCharacterFromSet:. No lock. */
static struct rt_range imp_rangeOfCharacter(id self, SEL cmd, id set) {
    return imp_rangeOfCharacterOptions(self, cmd, set, 0);
}

/* -componentsSeparatedByCharactersInSet:: the pieces between members (empty pieces kept, as
 * Foundation keeps them). Lock: none held. */
static id imp_componentsSeparatedBySet(id self, SEL cmd, id set) {
    if (!set_argument(self, cmd, set)) return NULL;
    size_t n;
    const char *s = rt_nsstring_getUTF8(self, &n);
    size_t capacity = 8, count = 0, start = 0;
    id *pieces = malloc(capacity * sizeof *pieces);
    if (!pieces) return NULL;
    for (size_t i = 0; i <= n;) {
        size_t at = i;
        bool cut = i == n;
        if (!cut) cut = rt_nscharacterset_contains(set, rt_utf8_decode(s, n, &i));
        if (!cut) continue;
        if (count == capacity) {
            id *grown = realloc(pieces, 2 * capacity * sizeof *pieces);
            if (!grown) break;
            pieces = grown;
            capacity *= 2;
        }
        pieces[count++] = rt_nsstring_create(s + start, at - start);
        start = i;
        if (at == n) break;
    }
    id array = rt_nsarray_create(pieces, count, false);
    for (size_t k = 0; k < count; k++) rt_objc_release(pieces[k]);
    free(pieces);
    return rt_objc_autorelease(array);
}

/* Lock: the runtime lock inside the calls. */
void rt_nsstring_charsets_install(Class string) {
    static const struct rt_value_method methods[] = {
        {"stringByTrimmingCharactersInSet:", (IMP)imp_trimming, "@24@0:8@16", false},
        {"rangeOfCharacterFromSet:", (IMP)imp_rangeOfCharacter, RT_RANGE_ENC "24@0:8@16", false},
        {"rangeOfCharacterFromSet:options:", (IMP)imp_rangeOfCharacterOptions, RT_RANGE_ENC "32@0:8@16Q24", false},
        {"componentsSeparatedByCharactersInSet:", (IMP)imp_componentsSeparatedBySet, "@24@0:8@16", false},
    };
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        rt_class_addMethod(string, rt_sel_registerName(methods[i].name), methods[i].imp, methods[i].types);
}

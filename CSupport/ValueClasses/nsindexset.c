/* NSIndexSet: sorted, disjoint, non-adjacent ranges of indexes in the object's indexed bytes
 * (one allocation, as NSData keeps its bytes). Immutable, so any thread may read it.
 *
 * Minimal on purpose: what a key-value observer reads from a to-many change (-count,
 * -firstIndex, -lastIndex, -containsIndex:, the neighbours of an index, -getIndexes:...,
 * equality, -description) and the factories to make one. No NSMutableIndexSet. */
#include "rt_nsindexset.h"
#include "rt_class.h"
#include "rt_exception.h"
#include "rt_hash.h"
#include "rt_object.h"
#include "rt_selector.h"
#include "rt_values_private.h"
#include <stdlib.h>
#include <string.h>

/* NSRange's layout ({_NSRange=QQ}), passed by value as two integer registers. */
struct indexset {
    struct rt_object base;
    size_t rangeCount;
    size_t count;
};

static Class indexset_class;

/* No lock. */
Class rt_NSIndexSet(void) { return indexset_class; }
/* No lock. */
bool rt_object_isNSIndexSet(id obj) { return rt_values_isKind(obj, indexset_class); }

/* No lock. */
static struct indexset *as_set(id obj) { return rt_object_isNSIndexSet(obj) ? (struct indexset *)obj : NULL; }
/* No lock. */
static struct rt_range *ranges_of(struct indexset *s) { return rt_object_getIndexedIvars((id)s); }

/* No lock (pure). */
static int compare_indexes(const void *a, const void *b) {
    uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
    return x < y ? -1 : x > y;
}

/* A new set (+1) of ranges already sorted, disjoint and non-adjacent. No lock. */
static id make_from_ranges(const struct rt_range *ranges, size_t n) {
    struct indexset *s = (struct indexset *)rt_class_createInstance(indexset_class, n * sizeof(struct rt_range));
    if (!s) return NULL;
    s->rangeCount = n;
    for (size_t i = 0; i < n; i++) s->count += ranges[i].length;
    if (n) memcpy(ranges_of(s), ranges, n * sizeof(struct rt_range));
    return (id)s;
}

/* No lock. */
id rt_nsindexset_create(const uintptr_t *indexes, size_t count) {
    if (count && !indexes) return NULL;
    for (size_t i = 0; i < count; i++)
        if (indexes[i] >= RT_NSNOTFOUND) {
            rt_exception_raiseNamed(RT_EXC_INVALID_ARGUMENT, "NSIndexSet", "indexSetWithIndexes:",
                                    "an index of NSNotFound or above cannot be stored", i, count);
            return NULL;
        }
    if (count == 0) return make_from_ranges(NULL, 0);
    if (count > SIZE_MAX / sizeof(struct rt_range)) return NULL;
    uintptr_t *sorted = malloc(count * sizeof(uintptr_t));
    struct rt_range *ranges = malloc(count * sizeof(struct rt_range));
    if (!sorted || !ranges) {
        free(sorted);
        free(ranges);
        return NULL;
    }
    memcpy(sorted, indexes, count * sizeof(uintptr_t));
    qsort(sorted, count, sizeof(uintptr_t), compare_indexes);
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        uintptr_t x = sorted[i];
        if (n && x < ranges[n - 1].location + ranges[n - 1].length) continue;  /* a duplicate */
        if (n && x == ranges[n - 1].location + ranges[n - 1].length) ranges[n - 1].length++;
        else ranges[n++] = (struct rt_range){x, 1};
    }
    id made = make_from_ranges(ranges, n);
    free(sorted);
    free(ranges);
    return made;
}

/* No lock. */
size_t rt_nsindexset_count(id obj) {
    struct indexset *s = as_set(obj);
    return s ? s->count : 0;
}

/* No lock. */
size_t rt_nsindexset_copyIndexes(id obj, uintptr_t *buffer, size_t capacity) {
    struct indexset *s = as_set(obj);
    if (!s || !buffer) return 0;
    size_t n = 0;
    struct rt_range *r = ranges_of(s);
    for (size_t i = 0; i < s->rangeCount; i++)
        for (uintptr_t k = 0; k < r[i].length; k++) {
            if (n == capacity) return n;
            buffer[n++] = r[i].location + k;
        }
    return n;
}

/* -count. No lock. */
static uintptr_t imp_count(id self, SEL cmd) {
    (void)cmd;
    return rt_nsindexset_count(self);
}

/* -firstIndex / -lastIndex: NSNotFound when empty. No lock. */
static uintptr_t imp_firstIndex(id self, SEL cmd) {
    (void)cmd;
    struct indexset *s = as_set(self);
    return s && s->rangeCount ? ranges_of(s)[0].location : RT_NSNOTFOUND;
}
/* No lock. */
static uintptr_t imp_lastIndex(id self, SEL cmd) {
    (void)cmd;
    struct indexset *s = as_set(self);
    if (!s || !s->rangeCount) return RT_NSNOTFOUND;
    struct rt_range last = ranges_of(s)[s->rangeCount - 1];
    return last.location + last.length - 1;
}

/* -containsIndex:. No lock. */
static rt_BOOL imp_containsIndex(id self, SEL cmd, uintptr_t index) {
    (void)cmd;
    struct indexset *s = as_set(self);
    if (!s) return 0;
    struct rt_range *r = ranges_of(s);
    for (size_t i = 0; i < s->rangeCount; i++)
        if (index >= r[i].location && index - r[i].location < r[i].length) return 1;
    return 0;
}

/* The smallest index >= `from`, or NSNotFound. No lock. */
static uintptr_t first_at_or_after(struct indexset *s, uintptr_t from) {
    struct rt_range *r = ranges_of(s);
    for (size_t i = 0; i < s->rangeCount; i++) {
        if (from < r[i].location) return r[i].location;
        if (from - r[i].location < r[i].length) return from;
    }
    return RT_NSNOTFOUND;
}

/* The largest index <= `from`, or NSNotFound. No lock. */
static uintptr_t last_at_or_before(struct indexset *s, uintptr_t from) {
    struct rt_range *r = ranges_of(s);
    for (size_t i = s->rangeCount; i-- > 0;) {
        if (from >= r[i].location + r[i].length) return r[i].location + r[i].length - 1;
        if (from >= r[i].location) return from;
    }
    return RT_NSNOTFOUND;
}

/* -indexGreaterThanIndex: and friends. No lock. */
static uintptr_t imp_indexGreaterThan(id self, SEL cmd, uintptr_t i) {
    (void)cmd;
    struct indexset *s = as_set(self);
    return s && i < RT_NSNOTFOUND - 1 ? first_at_or_after(s, i + 1) : RT_NSNOTFOUND;
}
/* No lock. */
static uintptr_t imp_indexGreaterThanOrEqual(id self, SEL cmd, uintptr_t i) {
    (void)cmd;
    struct indexset *s = as_set(self);
    return s ? first_at_or_after(s, i) : RT_NSNOTFOUND;
}
/* No lock. */
static uintptr_t imp_indexLessThan(id self, SEL cmd, uintptr_t i) {
    (void)cmd;
    struct indexset *s = as_set(self);
    return s && i > 0 ? last_at_or_before(s, i - 1) : RT_NSNOTFOUND;
}
/* No lock. */
static uintptr_t imp_indexLessThanOrEqual(id self, SEL cmd, uintptr_t i) {
    (void)cmd;
    struct indexset *s = as_set(self);
    return s ? last_at_or_before(s, i) : RT_NSNOTFOUND;
}

/* -getIndexes:maxCount:inIndexRange:: copies up to `max` indexes inside *range (the whole
 * set for a NULL range) and, as Foundation does, moves *range past the last one copied.
 * No lock. */
static uintptr_t imp_getIndexes(id self, SEL cmd, uintptr_t *buffer, uintptr_t max, struct rt_range *range) {
    (void)cmd;
    struct indexset *s = as_set(self);
    if (!s || !buffer) return 0;
    uintptr_t lo = range ? range->location : 0;
    uintptr_t end = range ? (range->length > UINTPTR_MAX - lo ? UINTPTR_MAX : lo + range->length) : UINTPTR_MAX;
    uintptr_t n = 0, next = first_at_or_after(s, lo);
    while (n < max && next != RT_NSNOTFOUND && next < end) {
        buffer[n++] = next;
        next = next + 1 < RT_NSNOTFOUND ? first_at_or_after(s, next + 1) : RT_NSNOTFOUND;
    }
    if (range && n) {
        uintptr_t moved = buffer[n - 1] + 1;
        range->length = end - moved;
        range->location = moved;
    }
    return n;
}

/* -isEqual: / -isEqualToIndexSet:: the same ranges. No lock. */
static rt_BOOL imp_isEqual(id self, SEL cmd, id other) {
    (void)cmd;
    if (self == other) return 1;
    struct indexset *a = as_set(self), *b = as_set(other);
    if (!a || !b || a->rangeCount != b->rangeCount) return 0;
    return a->rangeCount == 0 || memcmp(ranges_of(a), ranges_of(b), a->rangeCount * sizeof(struct rt_range)) == 0;
}

/* -hash: FNV-1a of the ranges. No lock. */
static uintptr_t imp_hash(id self, SEL cmd) {
    (void)cmd;
    struct indexset *s = as_set(self);
    return s ? (uintptr_t)rt_hash_bytes(ranges_of(s), s->rangeCount * sizeof(struct rt_range)) : 0;
}

/* -description: "<NSIndexSet: 0x…>[number of indexes: 3 (in 2 ranges), indexes: (0-1 5)]",
 * as Foundation prints it; autoreleased. No lock. */
static id imp_description(id self, SEL cmd) {
    (void)cmd;
    struct indexset *s = as_set(self);
    struct rt_strbuf b = {0};
    size_t ranges = s ? s->rangeCount : 0;
    rt_strbuf_appendf(&b, "<NSIndexSet: %p>[number of indexes: %zu (in %zu range%s), indexes: (",
                      (void *)self, s ? s->count : 0, ranges, ranges == 1 ? "" : "s");
    for (size_t i = 0; i < ranges; i++) {
        struct rt_range r = ranges_of(s)[i];
        if (r.length == 1) rt_strbuf_appendf(&b, "%s%zu", i ? " " : "", (size_t)r.location);
        else rt_strbuf_appendf(&b, "%s%zu-%zu", i ? " " : "", (size_t)r.location, (size_t)(r.location + r.length - 1));
    }
    rt_strbuf_appendC(&b, ")]");
    return rt_strbuf_finish(&b);
}

/* -copyWithZone:: immutable, so itself. No lock. */
static id imp_copyWithZone(id self, SEL cmd, void *zone) {
    (void)cmd;
    (void)zone;
    return rt_objc_retain(self);
}

/* +indexSet, +indexSetWithIndex:, +indexSetWithIndexesInRange:, autoreleased. No lock. */
static id imp_indexSet(id self, SEL cmd) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(make_from_ranges(NULL, 0));
}
/* An index of NSNotFound or above raises NSInvalidArgumentException (pending). No lock. */
static id imp_indexSetWithIndex(id self, SEL cmd, uintptr_t index) {
    (void)self;
    (void)cmd;
    return rt_objc_autorelease(rt_nsindexset_create(&index, 1));
}
/* A range reaching NSNotFound raises NSInvalidArgumentException (pending). No lock. */
static id imp_indexSetWithIndexesInRange(id self, SEL cmd, struct rt_range range) {
    (void)self;
    if (range.length && (range.location >= RT_NSNOTFOUND || range.length > RT_NSNOTFOUND - range.location)) {
        rt_exception_raiseNamed(RT_EXC_INVALID_ARGUMENT, "NSIndexSet", rt_sel_getName(cmd),
                                "the range reaches NSNotFound", range.location, range.length);
        return NULL;
    }
    return rt_objc_autorelease(make_from_ranges(&range, range.length ? 1 : 0));
}

#define B RT_BOOL_ENC

/* Registers NSIndexSet. Lock: the runtime lock inside the calls. */
void rt_nsindexset_install(Class nsobject) {
    static const struct rt_value_ivar ivars[] = {
        {"_rangeCount", sizeof(size_t), 3, "Q", offsetof(struct indexset, rangeCount)},
        {"_count", sizeof(size_t), 3, "Q", offsetof(struct indexset, count)},
    };
    static const struct rt_value_method methods[] = {
        {"count", (IMP)imp_count, "Q16@0:8", false},
        {"firstIndex", (IMP)imp_firstIndex, "Q16@0:8", false},
        {"lastIndex", (IMP)imp_lastIndex, "Q16@0:8", false},
        {"containsIndex:", (IMP)imp_containsIndex, B "24@0:8Q16", false},
        {"indexGreaterThanIndex:", (IMP)imp_indexGreaterThan, "Q24@0:8Q16", false},
        {"indexGreaterThanOrEqualToIndex:", (IMP)imp_indexGreaterThanOrEqual, "Q24@0:8Q16", false},
        {"indexLessThanIndex:", (IMP)imp_indexLessThan, "Q24@0:8Q16", false},
        {"indexLessThanOrEqualToIndex:", (IMP)imp_indexLessThanOrEqual, "Q24@0:8Q16", false},
        {"getIndexes:maxCount:inIndexRange:", (IMP)imp_getIndexes, "Q40@0:8^Q16Q24^{_NSRange=QQ}32", false},
        {"isEqual:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"isEqualToIndexSet:", (IMP)imp_isEqual, B "24@0:8@16", false},
        {"hash", (IMP)imp_hash, "Q16@0:8", false},
        {"description", (IMP)imp_description, "@16@0:8", false},
        {"copyWithZone:", (IMP)imp_copyWithZone, "@24@0:8" ZONE "16", false},
        {"indexSet", (IMP)imp_indexSet, "@16@0:8", true},
        {"indexSetWithIndex:", (IMP)imp_indexSetWithIndex, "@24@0:8Q16", true},
        {"indexSetWithIndexesInRange:", (IMP)imp_indexSetWithIndexesInRange, "@32@0:8{_NSRange=QQ}16", true},
    };
    indexset_class = rt_values_makeClass(nsobject, "NSIndexSet", ivars, sizeof ivars / sizeof ivars[0],
                                         methods, sizeof methods / sizeof methods[0]);
}

/* objc4's sel_* functions for compiled code, over the core's selector table.
 *
 * A SEL compiled code holds is usually not the canonical selector: `@selector(x)` is the
 * address of a record in the image whose first word the loader made the canonical SEL
 * (rt_sel_canonical). The core's functions read through that word, so a record and the
 * canonical selector name the same selector; but the two pointers differ, so compiled code
 * must compare selectors with sel_isEqual, not `==` (as libobjc2 also asks). The functions
 * that return a SEL return the canonical one — the one methods receive as _cmd. */
#include "rt_abi_private.h"
#include "rt_selector.h"

/* The selector's name; "<null selector>" for NULL, as objc4. No lock. */
const char *sel_getName(SEL sel) { return rt_sel_getName(sel); }

/* The canonical selector of `name`, interning it on first use. Lock: none when interned, the
 * runtime lock to intern. */
SEL sel_registerName(const char *name) { return rt_sel_registerName(name); }

/* The same as sel_registerName, as in objc4. Lock: as sel_registerName. */
SEL sel_getUid(const char *name) { return rt_sel_getUid(name); }

/* Whether the two name one selector (an image's record and the canonical SEL compare
 * equal). No lock. */
rt_BOOL sel_isEqual(SEL a, SEL b) { return rt_sel_isEqual(a, b) ? 1 : 0; }

/* Whether `sel` is (or stands for) an interned selector. No lock. */
rt_BOOL sel_isMapped(SEL sel) {
    if (!sel) return 0;
    SEL canonical = rt_sel_canonical(sel);
    if (!canonical) return 0;
    return rt_sel_lookupExisting(rt_sel_getName(canonical)) == canonical ? 1 : 0;
}

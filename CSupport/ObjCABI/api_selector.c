/* objc4's sel_* functions for compiled code, over the core's selector table.
 *
 * A SEL compiled code holds is usually not the canonical selector: `@selector(x)` is the
 * address of a record in the image (one per linked executable or library) whose first word
 * the loader made the canonical SEL (rt_sel_canonical). The core's functions read through
 * that word, so any record and the canonical selector name the same selector.
 *
 * Code written for Apple's runtime also compares SELs with `==` (YYModel's tests do), so the
 * functions here and the others that hand compiled code a SEL as a value (NSSelectorFromString,
 * method_getName, method_getDescription, protocol_getMethodDescription,
 * protocol_copyMethodDescriptionList) return rt_sel_valueForCompiledCode: the first image's
 * `@selector` record for the name, the canonical selector when no image has one. So
 * `sel_registerName("x") == @selector(x)` holds in the first image loaded that uses
 * `@selector(x)` — a program, or an `objcrt test` bundle; the core's lookup passes the same
 * SEL to +resolveInstanceMethod:, +resolveClassMethod: and -forwardingTargetForSelector:.
 * What still differs by pointer: the `@selector(x)` of a second image (a library using the
 * same name), `_cmd` (objc_msgSend hands methods the canonical selector, which Swift IMPs rely
 * on), and the SEL of -methodSignatureForSelector: and NSInvocation on the forwarding path
 * (canonical); sel_isEqual is right for all. Swift and the core call rt_* and keep seeing
 * canonical selectors. */
#include "rt_abi_private.h"
#include "rt_selector.h"

/* The selector's name; "<null selector>" for NULL, as objc4. No lock. */
const char *sel_getName(SEL sel) { return rt_sel_getName(sel); }

/* The selector of `name` as compiled code sees it (see above), interning it on first use.
 * Lock: none when interned, the runtime lock to intern. */
SEL sel_registerName(const char *name) { return rt_sel_valueForCompiledCode(rt_sel_registerName(name)); }

/* The same as sel_registerName, as in objc4. Lock: as sel_registerName. */
SEL sel_getUid(const char *name) { return rt_sel_valueForCompiledCode(rt_sel_getUid(name)); }

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

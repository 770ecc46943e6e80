/* Selectors: names interned once, compared by pointer. */
#ifndef MINIOBJC_RT_SELECTOR_H
#define MINIOBJC_RT_SELECTOR_H

#include "rt_types.h"

/* Interns `name` and returns its unique selector; the same name always gives the same
 * pointer. NULL name → NULL. Lock: none when the name is already interned (lock-free
 * read), the runtime lock to insert a new name. */
SEL rt_sel_registerName(const char *name);
/* The same for `length` bytes that need not be NUL-terminated (Swift strings' UTF-8);
 * NULL if the bytes contain a NUL. Lock: as rt_sel_registerName. */
SEL rt_sel_registerNameWithLength(const char *name, size_t length);
/* Same as rt_sel_registerName (Apple keeps both names). Lock: as rt_sel_registerName. */
SEL rt_sel_getUid(const char *name);
/* The selector's name; "<null selector>" for NULL. No lock. */
const char *rt_sel_getName(SEL sel);
/* Equality of the canonical selectors (compiled code may pass its image's records). No lock. */
bool rt_sel_isEqual(SEL a, SEL b);
/* Whether `p` is the address of a canonical selector record (and not, say, a selector name
 * a compiled image's record still holds). Lock: the runtime lock. */
bool rt_sel_isCanonical(const void *p);
/* The selector named `name` if it was ever interned, else NULL. No lock. */
SEL rt_sel_lookupExisting(const char *name);
/* How many selectors are interned. Lock: the runtime lock. */
size_t rt_sel_count(void);
/* The longest selector name the table takes; a longer one is refused (NULL). */
#define RT_SEL_MAX_LENGTH 0xffffffu
/* The object the value layer published for the selector (NSStringFromSelector's immortal
 * NSString), or NULL. No lock. */
void *rt_sel_nameObject(SEL sel);
/* Publishes `object` (immortal) as the selector's name object unless one is there already;
 * returns the one that is there after the call. No lock (compare-and-swap). */
void *rt_sel_publishNameObject(SEL sel, void *object);
/* The SEL handed to compiled code as a value for `sel` (canonical or an image's record):
 * the first `@selector` record an image registered for the name (so it is `==` to that
 * image's `@selector(x)`), else the canonical selector. For the objc4 / Foundation functions
 * compiled code calls; the core and Swift keep canonical selectors. NULL → NULL. No lock. */
SEL rt_sel_valueForCompiledCode(SEL sel);
/* Makes `record` (an image's `@selector` record, already canonicalized) the name's value
 * for compiled code, unless one was published before. No lock (compare-and-swap). */
void rt_sel_publishImageValue(SEL record);
/* RT_SEL_FAMILY_* of the selector (alloc / new / copy / mutableCopy / init). No lock. */
uint32_t rt_sel_getFamily(SEL sel);

#endif

/* The string layer's private helpers, shared by the NSString method files (nsstring_*.c),
 * NSMutableString's editors, NSException and NSAssertionHandler. Not visible to Swift.
 *
 * Index units. NSString keeps UTF-8 bytes but answers in UTF-16 code units, as Foundation
 * does: -length, -characterAtIndex:, every NSRange and index argument and result count
 * UTF-16 units (a 4-byte UTF-8 sequence is a surrogate pair, two units). The byte walk that
 * maps one to the other counts exactly as -length does (every byte that is not a
 * continuation byte starts a character; a lead byte of 0xF0 or more starts two units), so
 * lengths and ranges agree even on malformed bytes. A boundary that falls between the two
 * halves of a surrogate pair moves back to the start of the pair: UTF-8 cannot hold half a
 * pair, so MiniObjC never splits one (Foundation would make a lone surrogate). */
#ifndef MINIOBJC_RT_STRINGS_PRIVATE_H
#define MINIOBJC_RT_STRINGS_PRIVATE_H

#include "rt_values_private.h"
#include <stdarg.h>

/* NSRange's layout ({_NSRange=QQ}): two integer registers when passed or returned by value
 * (the same struct nsindexset.c declares for itself). */
struct rt_range {
    uintptr_t location;
    uintptr_t length;
};
typedef struct rt_range rt_nsrange;
#define RT_RANGE_ENC "{_NSRange=QQ}"
#define RT_NOT_FOUND ((uintptr_t)INTPTR_MAX)

/* Appends `format` (`length` bytes of UTF-8) with its arguments, printf's rules plus `%@`
 * (an object's -description, "(null)" for nil) and Foundation's `%C` `%S` `%D` `%U` `%O`.
 * Lock: none held; each `%@` object's -description takes what it takes. */
void rt_format_appendv(struct rt_strbuf *out, const char *format, size_t length, va_list ap);
/* Simple Unicode case mapping of one code point (nsstring_units.c says which). No lock. */
uint32_t rt_unicode_upper(uint32_t c);
uint32_t rt_unicode_lower(uint32_t c);

/* Frees a buffer's bytes: the cleanup of a buffer a `%@` object's -description may unwind
 * past (a compiled -description can @throw). No lock. */
void rt_strbuf_discard(struct rt_strbuf *b);
/* The formatted text of the NSString `format`, as a new string (+1), mutable or not; NULL and
 * a raised NSInvalidArgumentException naming `owner`/`cmd` for a nil or non-string format.
 * Lock: as rt_format_appendv. */
id rt_nsstring_newWithFormat(id format, va_list ap, bool isMutable, id owner, SEL cmd);

/* The byte offset of UTF-16 unit `unit` in `s[0..<n]` (n for unit ≥ the length); a unit
 * inside a surrogate pair maps to the pair's first byte. No lock (pure). */
size_t rt_utf8_offsetOfUnit(const char *s, size_t n, size_t unit);
/* The count of UTF-16 units in `s[0..<n]`, as -length counts them. No lock (pure). */
size_t rt_utf8_unitCount(const char *s, size_t n);
/* Whether `s[0..<n]` is well-formed UTF-8 (no overlongs, no surrogates, ≤ U+10FFFF).
 * No lock (pure). */
bool rt_utf8_isValid(const char *s, size_t n);
/* Decodes the code point at `s[*i]` and advances `*i` past it; a malformed sequence reads as
 * U+FFFD and advances one byte. No lock (pure). */
uint32_t rt_utf8_decode(const char *s, size_t n, size_t *i);
/* Appends code point `c` as UTF-8 (a surrogate or a value above U+10FFFF as U+FFFD).
 * No lock. */
void rt_utf8_append(struct rt_strbuf *b, uint32_t c);

/* The bytes of an NSString argument, or NULL after raising NSInvalidArgumentException
 * ("nil argument" / "the argument is not a string") for `self` and `cmd`. No lock. */
const char *rt_strings_argument(id self, SEL cmd, id string, size_t *length);
/* `range` checked against a string of `units` UTF-16 units and turned into byte offsets of
 * `s[0..<n]`; false after raising NSRangeException in Foundation's words. No lock. */
bool rt_strings_byteRange(id self, SEL cmd, rt_nsrange range, const char *s, size_t n, size_t *from,
                          size_t *to);
/* A new string (+1) of the receiver's kind for a creating method: NSMutableString (or a
 * subclass) when `receiverClass` is one, else an immutable NSString. No lock. */
id rt_strings_createLike(Class receiverClass, const char *utf8, size_t length);
/* What an -init… of NSString does with the object +alloc made: a mutable string (or a
 * subclass) takes the bytes and is returned; an immutable placeholder is released and a
 * filled NSString (+1) returned. No lock (the object is not shared yet). */
id rt_strings_initWith(id self, const char *utf8, size_t length);
/* The UTF-16 range of `needle` in `range` of the string (all of it when NULL), honouring
 * NSCaseInsensitiveSearch, NSBackwardsSearch and NSAnchoredSearch; {RT_NOT_FOUND, 0} when
 * absent. Raises for a nil needle (NSInvalidArgumentException) or a range beyond the string
 * (NSRangeException). No lock. */
rt_nsrange rt_strings_search(id string, SEL cmd, id needle, uintptr_t options, const rt_nsrange *range);
/* Sets a mutable string's bytes (an -init… of NSMutableString); false when out of memory.
 * Lock: the string's own. */
bool rt_nsmutablestring_setBytes(id string, const char *utf8, size_t length);

/* Installers for the files above, called by rt_strings_install. Lock: the runtime lock
 * inside the calls. */
void rt_nsstring_compare_install(Class string);
void rt_nsstring_derive_install(Class string, Class array);
void rt_nsstring_create_install(Class string);
void rt_nsstring_numbers_install(Class string);
void rt_nsassertion_install(Class nsobject);
void rt_nscharacterset_install(Class nsobject);
void rt_nsstring_charsets_install(Class string);

/* NSCharacterSet (nscharacterset.c): whether `set` holds code point `c`, and whether an
 * object is a character set. No lock. */
bool rt_nscharacterset_contains(id set, uint32_t c);
/* A new whitespace-and-newline set (+1), NSScanner's default set to skip. No lock. */
id rt_nscharacterset_newWhitespaceAndNewlines(void);
/* NSScanner (nsscanner.c). Lock: the runtime lock inside the calls. */
void rt_nsscanner_install(Class nsobject);
/* strtod in the C locale, whatever locale the program set ('.' is the decimal point).
 * No lock. */
double rt_strings_strtod(const char *text);
bool rt_object_isNSCharacterSet(id obj);

#endif

/* @"…" literals that are not small objects: 32-byte records in the image's
 * __objc_constant_string section, `{isa, flags, length, size, hash, data}`.
 *
 * The second word of every MiniObjC object is its retain-count word, and here it holds the
 * flags and the length. The loader ORs the immortal bit into the flags (retain and release
 * then never touch the word, and the length above it stays readable), points isa at the
 * runtime class of the same name, and turns UTF-16 literals (clang emits those for non-ASCII
 * text) into UTF-8, which is what MiniObjC's strings hold. */
#include "rt_abi_private.h"
#include <stdlib.h>
#include <string.h>

#define ENCODING_MASK 3u
#define ENCODING_UTF16 2u

/* UTF-16 code units → a new NUL-terminated UTF-8 buffer (lone surrogates become U+FFFD).
 * No lock. NULL when memory runs out. */
static char *utf8_from_utf16(const uint16_t *units, size_t count, size_t *outLength) {
    char *out = malloc(count * 3 + 1);
    if (!out) return NULL;
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t c = units[i];
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < count && units[i + 1] >= 0xDC00 && units[i + 1] < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (units[i + 1] - 0xDC00);
            i++;
        } else if (c >= 0xD800 && c < 0xE000) {
            c = 0xFFFD;
        }
        if (c < 0x80) {
            out[n++] = (char)c;
        } else if (c < 0x800) {
            out[n++] = (char)(0xC0 | (c >> 6));
            out[n++] = (char)(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out[n++] = (char)(0xE0 | (c >> 12));
            out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
            out[n++] = (char)(0x80 | (c & 0x3F));
        } else {
            out[n++] = (char)(0xF0 | (c >> 18));
            out[n++] = (char)(0x80 | ((c >> 12) & 0x3F));
            out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
            out[n++] = (char)(0x80 | (c & 0x3F));
        }
    }
    out[n] = '\0';
    *outLength = n;
    return out;
}

/* Lock: the loader lock. */
void rt_loader_fixConstantStrings(struct rt_image *image) {
    struct abi_init *init = image->init;
    for (struct abi_constant_string *s = init->stringsBegin; s < init->stringsEnd; s++) {
        if (!s->isa) continue; /* the section's null entry */
        Class cls = rt_loader_classFor((const struct abi_class *)s->isa);
        if (!cls) {
            const char *name = ((const struct abi_class *)s->isa)->name;
            fprintf(stderr, "objc[%d]: %s: a constant string's class %s is not loaded; the string is unusable\n",
                    (int)getpid(), image->path, name ? name : "?");
            continue;
        }
        if ((s->flags & ENCODING_MASK) == ENCODING_UTF16) {
            size_t length = 0;
            char *utf8 = utf8_from_utf16(s->data, s->size / 2, &length);
            if (utf8) { /* kept for the life of the process, as the image's own bytes are */
                s->data = utf8;
                s->size = (uint32_t)length;
                s->flags &= ~ENCODING_MASK;
            }
        }
        s->flags |= (uint32_t)RT_RC_IMMORTAL;
        s->isa = cls;
    }
}

/* Property records and attribute lookup by letter (property_copyAttributeValue).
 * Attribute strings are kept raw; ObjCEncoding parses them. The scanner below only splits
 * at top-level commas, skipping quoted class names and bracketed type encodings. */
#include "rt_property.h"
#include "rt_lock.h"
#include "rt_core_private.h"
#include <string.h>

/* Lock: caller holds the runtime lock. */
static struct rt_property *find_own(Class cls, const char *name) {
    for (uint32_t i = 0; i < cls->properties.count; i++) {
        struct rt_property *p = cls->properties.items[i];
        if (strcmp(p->name, name) == 0) return p;
    }
    return NULL;
}

/* Lock: caller holds the runtime lock. */
static rt_status add_locked(Class cls, const char *name, const char *attributes) {
    struct rt_property *p = calloc(1, sizeof *p);
    char *n = rt_strdup(name), *a = rt_strdup(attributes);
    if (!p || !n || !a || !rt_list_append(&cls->properties, p)) {
        free(p);
        free(n);
        free(a);
        return RT_ERR_INVALID_ARGUMENT;
    }
    p->name = n;
    atomic_store_explicit(&p->attributes, a, memory_order_release);
    return RT_OK;
}

/* Lock: the runtime lock. */
rt_status rt_class_addProperty(Class cls, const char *name, const char *attributes) {
    if (!cls || !name || !*name || !attributes) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = (cls->flags & RT_CLASS_DISPOSED) ? RT_ERR_CLASS_DISPOSED
                   : find_own(cls, name)              ? RT_ERR_DUPLICATE
                                                      : add_locked(cls, name, attributes);
    rt_runtime_unlock();
    return st;
}

/* Old attribute strings of replaced properties: callers may still hold them, so they are
 * kept (a replace is rare; the cost is one string per replace). */
static struct rt_list replaced_attributes;

/* Lock: the runtime lock. */
rt_status rt_class_replaceProperty(Class cls, const char *name, const char *attributes) {
    if (!cls || !name || !*name || !attributes) return RT_ERR_INVALID_ARGUMENT;
    rt_runtime_lock();
    rt_status st = RT_OK;
    struct rt_property *p = find_own(cls, name);
    if (cls->flags & RT_CLASS_DISPOSED) {
        st = RT_ERR_CLASS_DISPOSED;
    } else if (!p) {
        st = add_locked(cls, name, attributes);
    } else {
        char *a = rt_strdup(attributes);
        if (!a) {
            st = RT_ERR_INVALID_ARGUMENT;
        } else {
            const char *old = atomic_exchange_explicit(&p->attributes, a, memory_order_acq_rel);
            rt_list_append(&replaced_attributes, (void *)old);
        }
    }
    rt_runtime_unlock();
    return st;
}

/* Lock: the runtime lock. */
rt_property_t *rt_class_copyPropertyList(Class cls, unsigned int *outCount) {
    if (outCount) *outCount = 0;
    if (!cls) return NULL;
    rt_runtime_lock();
    unsigned int n = cls->properties.count;
    rt_property_t *list = n ? malloc(n * sizeof(rt_property_t)) : NULL;
    if (list) {
        memcpy(list, cls->properties.items, n * sizeof(rt_property_t));
        if (outCount) *outCount = n;
    }
    rt_runtime_unlock();
    return list;
}

/* Lock: the runtime lock. */
rt_property_t rt_class_getProperty(Class cls, const char *name) {
    if (!cls || !name) return NULL;
    rt_runtime_lock();
    struct rt_property *p = NULL;
    for (Class c = cls; c && !p; c = c->superclass) p = find_own(c, name);
    rt_runtime_unlock();
    return p;
}

/* No lock. */
const char *rt_property_getName(rt_property_t property) { return property ? property->name : NULL; }

/* No lock. */
const char *rt_property_getAttributes(rt_property_t property) {
    return property ? atomic_load_explicit(&property->attributes, memory_order_acquire) : NULL;
}

/* Length of one attribute entry: up to the next comma outside quotes and brackets. No lock. */
static size_t entry_length(const char *s) {
    int depth = 0;
    bool quoted = false;
    size_t i = 0;
    for (; s[i]; i++) {
        char c = s[i];
        if (c == '"') quoted = !quoted;
        else if (quoted) continue;
        else if (c == '{' || c == '(' || c == '[') depth++;
        else if ((c == '}' || c == ')' || c == ']') && depth > 0) depth--;
        else if (c == ',' && depth == 0) break;
    }
    return i;
}

/* No lock. */
char *rt_attributes_copyValue(const char *attributes, const char *attributeName) {
    if (!attributes || !attributeName || !*attributeName) return NULL;
    size_t nameLength = strlen(attributeName);
    const char *s = attributes;
    while (*s) {
        size_t n = entry_length(s);
        if (n >= nameLength && strncmp(s, attributeName, nameLength) == 0) {
            char *value = malloc(n - nameLength + 1);
            if (!value) return NULL;
            memcpy(value, s + nameLength, n - nameLength);
            value[n - nameLength] = '\0';
            return value;
        }
        s += n;
        if (*s == ',') s++;
    }
    return NULL;
}

/* No lock. */
char *rt_property_copyAttributeValue(rt_property_t property, const char *attributeName) {
    return rt_attributes_copyValue(rt_property_getAttributes(property), attributeName);
}

/* No lock. */
void rt_free(void *pointer) { free(pointer); }

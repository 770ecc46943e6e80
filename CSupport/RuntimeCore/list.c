/* Small helpers shared by the runtime's records: growable pointer lists and string copies.
 * Lock: none of their own; callers hold the runtime lock for lists they share. */
#include "rt_core_private.h"
#include <string.h>

/* Lock: caller's. */
static bool grow(struct rt_list *list) {
    if (list->count < list->capacity) return true;
    uint32_t capacity = list->capacity ? list->capacity * 2 : 4;
    void **items = realloc(list->items, capacity * sizeof(void *));
    if (!items) return false;
    list->items = items;
    list->capacity = capacity;
    return true;
}

/* Lock: caller's. */
bool rt_list_append(struct rt_list *list, void *item) {
    if (!grow(list)) return false;
    list->items[list->count++] = item;
    return true;
}

/* Lock: caller's. */
bool rt_list_prepend(struct rt_list *list, void *item) {
    if (!grow(list)) return false;
    memmove(&list->items[1], &list->items[0], list->count * sizeof(void *));
    list->items[0] = item;
    list->count++;
    return true;
}

/* Lock: caller's. */
void rt_list_free(struct rt_list *list) {
    free(list->items);
    list->items = NULL;
    list->count = list->capacity = 0;
}

/* No lock. */
char *rt_strdup(const char *s) {
    if (!s) return NULL;
    size_t n = strlen(s) + 1;
    char *copy = malloc(n);
    if (copy) memcpy(copy, s, n);
    return copy;
}

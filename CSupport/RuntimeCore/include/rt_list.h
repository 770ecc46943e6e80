/* The growable pointer list behind a class's ivars, properties and protocols (list.c; the
 * struct is in rt_types.h, where the class record embeds it). Public (under include/) so the
 * tests reach it directly; nothing above the core uses it. */
#ifndef MINIOBJC_RT_LIST_H
#define MINIOBJC_RT_LIST_H

#include "rt_types.h"
#include <stdbool.h>

/* Appends `item`, doubling the capacity (from 4) when full. False only when out of memory,
 * the list unchanged. Lock: whatever protects the list (callers hold the runtime lock). */
bool rt_list_append(struct rt_list *list, void *item);
/* Inserts `item` first (category properties go before the class's own). False only when out
 * of memory, the list unchanged. Lock: whatever protects the list. */
bool rt_list_prepend(struct rt_list *list, void *item);
/* Frees the items array (not the items) and leaves an empty list that can be reused. Lock:
 * whatever protects the list. */
void rt_list_free(struct rt_list *list);

#endif

/* The instance layouts of NSArray, NSDictionary and NSSet (and their mutable subclasses),
 * shared by the file that owns each class and the files that add method groups to all three
 * (fast enumeration, block enumeration). Private to the value layer (not under include/).
 *
 * `mutations` counts the changes of a mutable container: every mutator bumps it under the
 * container's lock. Fast enumeration hands compiled code a pointer to it (the state's
 * `mutationsPtr`), and clang's loop compares it with the value it saw first, calling
 * objc_enumerationMutation when it moved. It is a plain word because compiled code reads it
 * with a plain load; only a mutation from another thread during the loop — a race in the
 * program itself, as on Apple's Foundation — can make that read unordered. */
#ifndef MINIOBJC_RT_COLLECTIONS_PRIVATE_H
#define MINIOBJC_RT_COLLECTIONS_PRIVATE_H

#include "rt_types.h"
#include <stddef.h>
#include <stdint.h>

/* NSArray: the elements, each retained. */
struct array {
    struct rt_object base;
    id *items;
    size_t count;
    size_t capacity;
    _Atomic(uint32_t) lock;
    unsigned long mutations;
};

/* NSDictionary: insertion-ordered entries plus an open-addressing index of their positions. */
struct entry {
    id key;
    id value;
    uintptr_t hash;
};

struct dict {
    struct rt_object base;
    struct entry *entries;
    size_t count;
    size_t capacity;
    uint32_t *index;       /* entry position + 1; 0 = empty */
    size_t indexCapacity;  /* a power of two, or 0 before the first insert */
    _Atomic(uint32_t) lock;
    unsigned long mutations;
};

/* NSSet: the same layout with one object per entry. */
struct member {
    id obj;
    uintptr_t hash;
};

struct set {
    struct rt_object base;
    struct member *members;
    size_t count;
    size_t capacity;
    uint32_t *index;       /* member position + 1; 0 = empty */
    size_t indexCapacity;  /* a power of two, or 0 before the first insert */
    _Atomic(uint32_t) lock;
    unsigned long mutations;
};

/* NSFastEnumerationState, as clang lays it out (Foundation.h declares the same). */
struct rt_fast_state {
    unsigned long state;
    id *itemsPtr;
    unsigned long *mutationsPtr;
    unsigned long extra[5];
};

/* Whether an NSArray's elements are in the `struct array` storage: its class is NSArray or
 * NSMutableArray, or a subclass overriding neither -count nor -objectAtIndex: (KVO's
 * to-many proxies and compiled class clusters override them). No lock. */
bool rt_collections_arrayStorageIsOurs(id array);
/* The elements of any NSArray, each retained, in a malloc'd buffer (`*out`, NULL when empty;
 * the caller releases each and frees it); read from the storage under its lock, or through
 * -count and -objectAtIndex: for a subclass with its own storage. Lock: the array's own while
 * copying, else whatever its methods take. */
size_t rt_collections_copyArray(id array, id **out);

/* Adds `objects` to a set +alloc made (not shared yet): -initWithObjects:count: and the
 * factories built on it (collection_factories.c). False and a pending exception on a nil
 * member. No lock for an immutable set; a mutable one's own per member. */
bool rt_nsset_fill(id set, const id *objects, size_t count);

/* Raises `name` (an NSString constant such as NSRangeException) with `reason`: an
 * NSException thrown on a throwing thread (compiled code's), a pending RT_EXC_THROWN record
 * naming it otherwise (collection_enumeration.c). No lock. */
void rt_collections_raise(id name, const char *reason);
/* Raises NSGenericException "Collection <Class: 0x…> was mutated while being enumerated.",
 * Foundation's words: thrown on a throwing thread (compiled code's), pending otherwise
 * (collection_enumeration.c). No lock. */
void rt_collections_raiseMutated(id collection);

/* Throws NSGenericException "Collection <…> was mutated while being enumerated." whatever
 * the thread's raise mode; returns only when no thrower is installed. The default of
 * objc_enumerationMutation (CSupport/ObjCABI/enumeration_mutation.c, which refers to it
 * weakly: the runtime-only library has no Foundation). No lock. */
void rt_values_throwEnumerationMutation(id collection);

/* Installs the method groups kept apart from the classes' own files: fast enumeration
 * (collection_enumeration.c), block enumeration and sorting (collection_blocks.c), derived
 * arrays and the variadic and capacity factories (collection_factories.c). Run after NSArray,
 * NSDictionary and NSSet are registered. Lock: the runtime lock inside the calls. */
void rt_collection_enumeration_install(void);
void rt_collection_blocks_install(void);
void rt_collection_factories_install(void);
void rt_nsarray_derived_install(void);
/* NSDictionary's -isEqual:, -hash, -description (nsdictionary_derived.c). Lock: the runtime lock inside. */
void rt_nsdictionary_derived_install(void);

#endif

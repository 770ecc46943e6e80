/* The keys of a KVO change dictionary, as the data symbols compiled code reads
 * (`change[NSKeyValueChangeNewKey]`). MiniObjC's KVO is the Swift layer
 * (Sources/KeyValueObserving), which builds the dictionary with the same texts
 * (KeyValueChangeKey: "kind", "new", "old", "indexes", "notificationIsPrior" — Foundation's
 * values too); these symbols are their only definition for compiled code, and a test
 * (KVOFromCompiledCodeTests) checks the two agree. Immortal, as the exception names. */
#include "rt_nsstring.h"
#include "rt_object.h"
#include "rt_pointer_collections.h"
#include <string.h>

id NSKeyValueChangeKindKey, NSKeyValueChangeNewKey, NSKeyValueChangeOldKey, NSKeyValueChangeIndexesKey,
    NSKeyValueChangeNotificationIsPriorKey;

/* An immortal NSString. No lock (start-up). */
static id constant(const char *text) {
    id s = rt_nsstring_create(text, strlen(text));
    if (s) atomic_fetch_or_explicit(&s->rc, RT_RC_IMMORTAL, memory_order_relaxed);
    return s;
}

/* No lock (start-up, before compiled code runs). */
void rt_kvo_change_keys_install(void) {
    NSKeyValueChangeKindKey = constant("kind");
    NSKeyValueChangeNewKey = constant("new");
    NSKeyValueChangeOldKey = constant("old");
    NSKeyValueChangeIndexesKey = constant("indexes");
    NSKeyValueChangeNotificationIsPriorKey = constant("notificationIsPrior");
}

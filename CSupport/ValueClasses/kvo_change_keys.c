/* The keys of a KVO change dictionary, as the data symbols compiled code reads
 * (`change[NSKeyValueChangeNewKey]`). MiniObjC's KVO is the Swift layer
 * (Sources/KeyValueObserving), which builds the dictionary with the same texts
 * (KeyValueChangeKey: "kind", "new", "old", "indexes", "notificationIsPrior" — Foundation's
 * values too); these symbols are their only definition for compiled code, and a test
 * (KVOFromCompiledCodeTests) checks the two agree. Immortal, as the exception names. */
#include "rt_pointer_collections.h"
#include "rt_values_private.h"

id NSKeyValueChangeKindKey, NSKeyValueChangeNewKey, NSKeyValueChangeOldKey, NSKeyValueChangeIndexesKey,
    NSKeyValueChangeNotificationIsPriorKey;

/* No lock (start-up, before compiled code runs). */
void rt_kvo_change_keys_install(void) {
    NSKeyValueChangeKindKey = rt_values_immortalString("kind");
    NSKeyValueChangeNewKey = rt_values_immortalString("new");
    NSKeyValueChangeOldKey = rt_values_immortalString("old");
    NSKeyValueChangeIndexesKey = rt_values_immortalString("indexes");
    NSKeyValueChangeNotificationIsPriorKey = rt_values_immortalString("notificationIsPrior");
}

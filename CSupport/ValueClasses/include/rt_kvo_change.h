/* KVO's change dictionary, built in C for the Swift layer (Sources/KeyValueObserving): an
 * Objective-C observer — FBKVOController among them — is sent one with every notification. */
#ifndef MINIOBJC_RT_KVO_CHANGE_H
#define MINIOBJC_RT_KVO_CHANGE_H

#include "rt_types.h"

/* A new NSDictionary (+1) of a change, its pairs in this order, each present when its value
 * is non-NULL: FBKVONotificationKeyPathKey → `keyPath` (a KVOController block's change),
 * NSKeyValueChangeKindKey → `kind` (required), NSKeyValueChangeNewKey → `newValue`,
 * NSKeyValueChangeOldKey → `oldValue`, NSKeyValueChangeIndexesKey → `indexes`,
 * NSKeyValueChangeNotificationIsPriorKey → `prior`. The keys are immortal strings whose hashes
 * are kept, so nothing is copied, hashed or compared. NULL (nothing pending) when memory runs
 * out or `kind` is NULL. No lock. */
id rt_kvo_changeDictionary(id keyPath, id kind, id newValue, id oldValue, id indexes, id prior);

#endif

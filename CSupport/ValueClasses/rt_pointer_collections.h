/* The installers of the value layer's pointer collections and KVO's change keys (files of
 * this wave, kept out of the shared headers): values.c calls them after NSString, NSArray,
 * NSDictionary and NSSet are installed. */
#ifndef MINIOBJC_RT_POINTER_COLLECTIONS_H
#define MINIOBJC_RT_POINTER_COLLECTIONS_H

#include "rt_types.h"

/* Lock: the runtime lock inside the calls. */
void rt_nsmaptable_install(Class nsobject);
/* Lock: the runtime lock inside the calls. */
void rt_nshashtable_install(Class nsobject);
/* Makes the NSKeyValueChange…Key strings. No lock (start-up). */
void rt_kvo_change_keys_install(void);
/* Called by compiled for-in loops when the collection changed under them
 * (enumeration_mutation.c). No lock. */
void objc_enumerationMutation(id collection);

#endif

/* rt_value_getKind: one walk up the class chain, each class compared with the value classes,
 * most derived first (NSMutableString is met before NSString). The table is filled once at
 * start-up, after every value class is registered, and only read afterwards. */
#include "rt_value_kind.h"
#include "rt_nsarray.h"
#include "rt_nsattributedstring.h"
#include "rt_nsblock.h"
#include "rt_nsdata.h"
#include "rt_nsdate.h"
#include "rt_nsdecimalnumber.h"
#include "rt_nsdictionary.h"
#include "rt_nsmutabledata.h"
#include "rt_nsmutablestring.h"
#include "rt_nsnull.h"
#include "rt_nsnumber.h"
#include "rt_nsset.h"
#include "rt_nsstring.h"
#include "rt_nsurl.h"
#include "rt_nsvalue.h"
#include "rt_object.h"
#include "rt_values_private.h"

struct entry {
    Class cls;
    rt_value_kind kind;
};

/* The common kinds first: most values are strings and numbers. */
static struct entry table[20];
static size_t table_count;

/* Lock: none (start-up, before other threads exist). */
void rt_valuekind_install(void) {
    const struct entry entries[] = {
        {rt_NSString(), RT_VALUE_STRING},
        {rt_NSNumber(), RT_VALUE_NUMBER},
        {rt_NSNull(), RT_VALUE_NULL},
        {rt_NSDictionary(), RT_VALUE_DICTIONARY},
        {rt_NSArray(), RT_VALUE_ARRAY},
        {rt_NSDate(), RT_VALUE_DATE},
        {rt_NSMutableString(), RT_VALUE_MUTABLE_STRING},
        {rt_NSDecimalNumber(), RT_VALUE_DECIMAL_NUMBER},
        {rt_NSMutableArray(), RT_VALUE_MUTABLE_ARRAY},
        {rt_NSMutableDictionary(), RT_VALUE_MUTABLE_DICTIONARY},
        {rt_NSSet(), RT_VALUE_SET},
        {rt_NSMutableSet(), RT_VALUE_MUTABLE_SET},
        {rt_NSData(), RT_VALUE_DATA},
        {rt_NSMutableData(), RT_VALUE_MUTABLE_DATA},
        {rt_NSURL(), RT_VALUE_URL},
        {rt_NSValue(), RT_VALUE_VALUE},
        {rt_NSAttributedString(), RT_VALUE_ATTRIBUTED_STRING},
        {rt_NSBlock(), RT_VALUE_BLOCK},
    };
    table_count = 0;
    for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++)
        if (entries[i].cls) table[table_count++] = entries[i];
}

/* No lock. */
rt_value_kind rt_value_kindOfClass(Class cls) {
    for (Class c = cls; c; c = c->superclass)
        for (size_t i = 0; i < table_count; i++)
            if (table[i].cls == c) return table[i].kind;
    return RT_VALUE_OTHER;
}

/* No lock. */
rt_value_kind rt_value_getKind(id obj) {
    if (!obj) return RT_VALUE_NIL;
    if (rt_object_isClass(obj)) return RT_VALUE_CLASS;
    return rt_value_kindOfClass(rt_object_getClass(obj));
}

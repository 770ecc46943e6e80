/* Which value class an object belongs to, found in one walk up its class chain — what model
 * mapping asks of every value it reads (YYModel asks -isKindOfClass: once per class). */
#ifndef MINIOBJC_RT_VALUE_KIND_H
#define MINIOBJC_RT_VALUE_KIND_H

#include "rt_types.h"

/* The most derived value class an object is an instance of. */
typedef enum rt_value_kind {
    RT_VALUE_NIL = 0,
    RT_VALUE_OTHER,            /* any other object (a model, an NSObject, ...) */
    RT_VALUE_CLASS,            /* a class object */
    RT_VALUE_STRING,
    RT_VALUE_MUTABLE_STRING,
    RT_VALUE_NUMBER,
    RT_VALUE_DECIMAL_NUMBER,
    RT_VALUE_NULL,
    RT_VALUE_ARRAY,
    RT_VALUE_MUTABLE_ARRAY,
    RT_VALUE_DICTIONARY,
    RT_VALUE_MUTABLE_DICTIONARY,
    RT_VALUE_SET,
    RT_VALUE_MUTABLE_SET,
    RT_VALUE_DATA,
    RT_VALUE_MUTABLE_DATA,
    RT_VALUE_DATE,
    RT_VALUE_URL,
    RT_VALUE_VALUE,            /* NSValue */
    RT_VALUE_ATTRIBUTED_STRING,
    RT_VALUE_BLOCK,
} rt_value_kind;

/* The kind of `obj` (RT_VALUE_NIL for NULL). No lock (class links are immutable). */
rt_value_kind rt_value_getKind(id obj);
/* The kind instances of `cls` have (RT_VALUE_OTHER for a non-value class). No lock. */
rt_value_kind rt_value_kindOfClass(Class cls);

#endif

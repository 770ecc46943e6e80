/* NSNull: the one object that stands for "nothing" inside collections. */
#ifndef MINIOBJC_RT_NSNULL_H
#define MINIOBJC_RT_NSNULL_H

#include "rt_types.h"

/* The NSNull class. No lock. */
Class rt_NSNull(void);
/* The singleton (+[NSNull null]); immortal, so retain / release do nothing. No lock. */
id rt_nsnull_null(void);
/* Whether `obj` is the NSNull singleton (or an NSNull subclass instance). No lock. */
bool rt_object_isNSNull(id obj);

#endif

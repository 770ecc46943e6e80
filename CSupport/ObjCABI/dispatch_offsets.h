/* The field offsets objc_msgSend's assembly reads (dispatch_x86_64.S). dispatch.c checks
 * each against the C structs at compile time, so a change of rt_types.h that moves one
 * fails the build instead of the dispatch. Included by assembly: macros only. */
#ifndef MINIOBJC_DISPATCH_OFFSETS_H
#define MINIOBJC_DISPATCH_OFFSETS_H

#define RT_OBJECT_ISA 0        /* struct rt_object.isa */
#define RT_CLASS_CACHE 32      /* struct rt_class.cache */
#define RT_CACHE_MASK 0        /* struct rt_cache.mask (32 bits) */
#define RT_CACHE_BUCKETS 16    /* struct rt_cache.buckets */
#define RT_METHOD_NAME 0       /* struct rt_method.name */
#define RT_METHOD_IMP 8        /* struct rt_method.imp */
#define RT_CACHE_INDEX_SHIFT 4 /* rt_cache_index: selector address >> 4 */

#endif

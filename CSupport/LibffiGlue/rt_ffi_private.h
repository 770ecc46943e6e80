/* The libffi glue's one private header, shared by its .c files (invoke.c, ffi_types.c,
 * closure.c, forward.c): the layout of rt_cif, which needs ffi.h. Swift and the other layers
 * never see this header, so none of them needs libffi's headers. */
#ifndef MINIOBJC_RT_FFI_PRIVATE_H
#define MINIOBJC_RT_FFI_PRIVATE_H

#include "rt_invoke.h"
#include <ffi.h>

/* Owns every allocation of one type tree, so a failed build frees everything at once and a
 * cached cif keeps its trees for good. */
typedef struct rt_arena_block rt_arena_block;
typedef struct rt_arena {
    rt_arena_block *head;
} rt_arena;

/* Zeroed, 16-byte aligned memory owned by the arena, or NULL. No lock (an arena has one owner). */
void *rt_arena_alloc(rt_arena *arena, size_t size);
/* Frees every block. No lock. */
void rt_arena_free(rt_arena *arena);

struct rt_cif {
    ffi_cif cif;
    uint32_t arg_count;
    uint32_t return_kind;    /* rt_ffi_kind of the return type (aggregates: STRUCT/UNION) */
    int narrow_return;       /* 1 when libffi widens the return to ffi_arg */
    int aggregate_arguments; /* 1 when an argument is a struct / union / complex */
    ffi_type *rtype;
    ffi_type **atypes;
    size_t *offsets;         /* argument offsets in a frame */
    size_t frame_size;
    size_t return_size;
    size_t return_alignment;
    size_t node_count;
    rt_type_node *nodes;     /* a copy of the description, to detect key conflicts */
    size_t *node_sizes;      /* per node, as libffi laid it out */
    size_t *node_alignments;
    char *key;
    rt_arena arena;          /* owns everything above except the struct itself */
};

/* Builds the ffi_type trees of a whole signature (return tree then arg_count trees) into
 * `out`, allocating from out->arena. Fills rtype, atypes, node sizes / alignments. Returns
 * RT_INVOKE_OK or an error with *bad_index set. No lock (touches only `out`). */
rt_invoke_status rt_ffi_build_signature(struct rt_cif *out, const rt_type_node *nodes, size_t node_count,
                                        uint32_t arg_count, int32_t *bad_index);

/* The return type to prepare the cif with. libffi 3.4 (x86-64) mis-returns an aggregate
 * whose only scalar is a long double (class X87: the value comes back in st0, like a bare
 * long double); such a type is prepared as ffi_type_longdouble, which has the same 16 bytes.
 * Everything else is returned unchanged. No lock. */
ffi_type *rt_ffi_return_type_for_call(ffi_type *rtype);

/* 1 when `kind` is an integer kind narrower than ffi_arg (libffi widens such returns). No lock. */
int rt_ffi_kind_is_narrow_integer(uint32_t kind);

#endif

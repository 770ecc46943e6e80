/* Blocks' C interface, as <Block.h> declares it with every blocks runtime (Apple's,
 * libBlocksRuntime, libobjc2): MiniObjC's runtime is the blocks runtime of the programs
 * `objcrt cc` links (CSupport/ObjCABI/blocks.c). */
#ifndef MINIOBJC_BLOCK_H
#define MINIOBJC_BLOCK_H

#ifdef __cplusplus
extern "C" {
#endif

/* A heap copy of a stack block (retained if it is one already; a global block as is). */
void *_Block_copy(const void *block);
/* Drops a heap block's reference; nothing for stack and global blocks. */
void _Block_release(const void *block);
/* The compiler's helpers: one captured variable copied to / released from a heap block. */
void _Block_object_assign(void *dest, const void *object, const int flags);
void _Block_object_dispose(const void *object, const int flags);
/* The block's type encoding from its descriptor, or NULL. */
const char *_Block_signature(void *block);

extern void *_NSConcreteStackBlock[32];
extern void *_NSConcreteGlobalBlock[32];
extern void *_NSConcreteMallocBlock[32];

#ifdef __cplusplus
}
#endif

#define Block_copy(block) ((__typeof(block))_Block_copy((const void *)(block)))
#define Block_release(block) _Block_release((const void *)(block))

#endif

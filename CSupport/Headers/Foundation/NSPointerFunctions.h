/* The NSPointerFunctionsOptions NSMapTable and NSHashTable accept on MiniObjC: how a slot
 * holds its object (memory) and how two objects compare (personality). Only these exist;
 * other options (opaque or malloc memory, C-string or struct personalities) make
 * -init…Options: return nil with NSInvalidArgumentException. */
#ifndef MINIOBJC_NSPOINTERFUNCTIONS_H
#define MINIOBJC_NSPOINTERFUNCTIONS_H

typedef NSUInteger NSPointerFunctionsOptions;
enum {
    /* Retained while stored (the default). */
    NSPointerFunctionsStrongMemory = 0UL << 0,
    /* A zeroing weak reference (the runtime's weak table): the entry goes when the object does. */
    NSPointerFunctionsWeakMemory = 5UL << 0,
    /* The same as NSPointerFunctionsWeakMemory on MiniObjC (on Apple, the pre-ARC name). */
    NSPointerFunctionsZeroingWeakMemory __attribute__((deprecated("use NSPointerFunctionsWeakMemory"))) = 1UL << 0,
    /* Compared with -isEqual: and -hash (the default). */
    NSPointerFunctionsObjectPersonality = 0UL << 8,
    /* Compared by address (pointer identity). */
    NSPointerFunctionsOpaquePersonality = 1UL << 8,
    /* Compared by address, described with -description. */
    NSPointerFunctionsObjectPointerPersonality = 2UL << 8,
    /* Stores a -copy (strong memory only). */
    NSPointerFunctionsCopyIn = 1UL << 16,
};

#endif

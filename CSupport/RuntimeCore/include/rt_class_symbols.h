/* The symbols compiled Objective-C links against for a class the runtime (or its value
 * layer) makes at run time. clang refers to a class `Foo` defined elsewhere by two symbols:
 * `._OBJC_CLASS_Foo` (a subclass's record points at it as its superclass) and
 * `._OBJC_REF_CLASS_Foo` (the variable code loads the class from, `[Foo alloc]`). MiniObjC's
 * classes are built at start-up, not emitted by a compiler, so the layer that builds a class
 * exports a stand-in record that carries only the name (the loader finds the runtime class
 * by it) and a reference variable it sets to the class once built. */
#ifndef MINIOBJC_RT_CLASS_SYMBOLS_H
#define MINIOBJC_RT_CLASS_SYMBOLS_H

#include "rt_types.h"

/* Shaped as the first fields of clang's class record; no isa marks it as a stand-in. */
struct rt_class_symbol {
    const void *isa;
    const void *superclass;
    const char *name;
    const void *unused[14];
};

/* Defines both symbols for NAME; `rt_class_ref_NAME` is the reference variable to set. Weak,
 * so a program that defines a class of the same name links (its definitions win) and the
 * loader, not the linker, reports the duplicate — with the runtime linked statically or not. */
#define RT_CLASS_SYMBOLS(NAME)                                                                       \
    const struct rt_class_symbol rt_class_symbol_##NAME __asm__("._OBJC_CLASS_" #NAME)               \
        __attribute__((visibility("default"), weak)) = {.name = #NAME};                             \
    Class rt_class_ref_##NAME __asm__("._OBJC_REF_CLASS_" #NAME) __attribute__((visibility("default"), weak))

#endif

#!/usr/bin/env python3
"""Generates the random-signature corpus for the libffi bridge's tests.

Writes generated.c / include/cts_generated.h (C functions of seeded-random signatures, a typed
caller for each, a digest of each return type) and
../ObjCRuntimeTests/InvocationGeneratedSignatures.swift (the same signatures as the bridge's
FFICallType, and as Objective-C type encodings). Run from this directory:
    python3 generate.py
Every function mixes all of its arguments, field by field, into a 64-bit hash and builds its
return value from that hash, so a wrongly passed argument changes the result. Output is
deterministic (seeded RNG): rerunning reproduces the committed files."""
import random

SEED = 20261121
COUNT = 96

# name -> (C type, encoding, Swift FFICallType, kind)
SCALARS = {
    "i8": ("signed char", "c", ".scalar(.int8)", "int"),
    "u8": ("unsigned char", "C", ".scalar(.uint8)", "int"),
    "i16": ("short", "s", ".scalar(.int16)", "int"),
    "u16": ("unsigned short", "S", ".scalar(.uint16)", "int"),
    "i32": ("int", "i", ".scalar(.int32)", "int"),
    "u32": ("unsigned int", "I", ".scalar(.uint32)", "int"),
    "i64": ("long", "q", ".scalar(.int64)", "int"),
    "u64": ("unsigned long", "Q", ".scalar(.uint64)", "int"),
    "b": ("_Bool", "B", ".scalar(.bool)", "bool"),
    "f": ("float", "f", ".scalar(.float)", "float"),
    "d": ("double", "d", ".scalar(.double)", "double"),
    "ld": ("long double", "D", ".scalar(.longDouble)", "ld"),
    "ptr": ("void *", "^v", ".pointer", "ptr"),
    "str": ("char *", "*", ".scalar(.cString)", "ptr"),
    "obj": ("cts_id", "@", ".scalar(.object)", "ptr"),
    "sel": ("cts_sel", ":", ".scalar(.selector)", "ptr"),
}

# aggregates: name -> (struct|union, [(field name, type name, array count or None)])
AGGREGATES = {
    "G1": ("struct", [("c", "i8", None)]),
    "G2": ("struct", [("x", "f", None), ("y", "f", None)]),
    "G3": ("struct", [("a", "d", None), ("b", "i32", None)]),
    "G4": ("struct", [("a", "i32", 3), ("f", "f", None)]),
    "G5": ("struct", [("a", "i64", None), ("b", "i64", None), ("c", "i64", None)]),
    "G6": ("struct", [("p", "G2", None), ("tag", "i8", None)]),
    "G7": ("struct", [("f", "f", 3)]),
    "G8": ("struct", [("ld", "ld", None)]),
    "G9": ("struct", [("c", "i8", 5)]),
    "G10": ("struct", [("d", "d", None), ("f", "f", None), ("s", "i16", None)]),
    "GU1": ("union", [("i", "i32", None), ("f", "f", None)]),
    "GU2": ("union", [("d", "d", None), ("l", "i64", None)]),
    "GU3": ("union", [("d", "d", None), ("f", "f", 2)]),
    "GU4": ("union", [("c", "i8", 3), ("s", "i16", None)]),
    "GU5": ("union", [("ld", "ld", None)]),
    "GU6": ("union", [("p", "G2", None), ("d", "d", None)]),
    "G11": ("struct", [("u", "GU1", None), ("c", "i8", None)]),
    "G12": ("struct", [("b", "b", None), ("u", "u16", None), ("d", "d", 2)]),
}
ORDER = list(AGGREGATES)  # already dependency-ordered


def ctype(t):
    return SCALARS[t][0] if t in SCALARS else f"{t}"


def enc(t):
    if t in SCALARS:
        return SCALARS[t][1]
    kw, fields = AGGREGATES[t]
    inner = "".join((f"[{n}{enc(ft)}]" if n else enc(ft)) for _, ft, n in fields)
    return ("{%s=%s}" if kw == "struct" else "(%s=%s)") % (t, inner)


def swift(t):
    if t in SCALARS:
        return SCALARS[t][2]
    kw, fields = AGGREGATES[t]
    parts = []
    for _, ft, n in fields:
        parts.append(f".array(count: {n}, element: {swift(ft)})" if n else swift(ft))
    case = "structure" if kw == "struct" else "union"
    return f".{case}(name: \"{t}\", fields: [{', '.join(parts)}])"


def hash_expr(t, v):
    """C expression folding value v of type t into h (statement list)."""
    if t in SCALARS:
        return [f"h = mix(h, hs_{t}({v}));"]
    kw, fields = AGGREGATES[t]
    if kw == "union":
        fields = fields[:1]  # the member the test wrote; the rest overlaps it
    out = []
    for name, ft, n in fields:
        if n:
            for k in range(n):
                out += hash_expr(ft, f"{v}.{name}[{k}]")
        else:
            out += hash_expr(ft, f"{v}.{name}")
    return out


def make_stmts(t, target, seed_expr):
    if t in SCALARS:
        return [f"{target} = mk_{t}({seed_expr});"]
    kw, fields = AGGREGATES[t]
    if kw == "union":
        fields = fields[:1]
    out = []
    for i, (name, ft, n) in enumerate(fields):
        if n:
            for k in range(n):
                out += make_stmts(ft, f"{target}.{name}[{k}]", f"{seed_expr} + {i * 131 + k * 7 + 1}u")
        else:
            out += make_stmts(ft, f"{target}.{name}", f"{seed_expr} + {i * 131 + 1}u")
    return out


PRELUDE = r'''
/* Not every helper is used by every seed's signatures. */
#define HELPER static __attribute__((unused))
static _Thread_local uint64_t last_hash;
uint64_t cts_last_hash(void) { return last_hash; }

static uint64_t mix(uint64_t h, uint64_t v) {
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdull;
}
#define HS_INT(n, T) HELPER uint64_t hs_##n(T v) { return (uint64_t)(int64_t)v; }
HS_INT(i8, signed char) HS_INT(u8, unsigned char) HS_INT(i16, short) HS_INT(u16, unsigned short)
HS_INT(i32, int) HS_INT(u32, unsigned int) HS_INT(i64, long) HS_INT(u64, unsigned long)
HELPER uint64_t hs_b(_Bool v) { return v ? 1 : 0; }
HELPER uint64_t hs_f(float v) { uint32_t b; memcpy(&b, &v, 4); return b; }
HELPER uint64_t hs_d(double v) { uint64_t b; memcpy(&b, &v, 8); return b; }
HELPER uint64_t hs_ld(long double v) {
    uint64_t lo = 0, hi = 0;
    memcpy(&lo, &v, 8);
    memcpy(&hi, (char *)&v + 8, 2); /* the 80-bit value; the rest is padding */
    return mix(lo, hi);
}
HELPER uint64_t hs_ptr(void *v) { return (uint64_t)(uintptr_t)v; }
HELPER uint64_t hs_str(char *v) { return (uint64_t)(uintptr_t)v; }
HELPER uint64_t hs_obj(cts_id v) { return (uint64_t)(uintptr_t)v; }
HELPER uint64_t hs_sel(cts_sel v) { return (uint64_t)(uintptr_t)v; }

#define MK_INT(n, T) HELPER T mk_##n(uint64_t h) { return (T)(h * 0x2545f4914f6cdd1dull >> 7); }
MK_INT(i8, signed char) MK_INT(u8, unsigned char) MK_INT(i16, short) MK_INT(u16, unsigned short)
MK_INT(i32, int) MK_INT(u32, unsigned int) MK_INT(i64, long) MK_INT(u64, unsigned long)
HELPER _Bool mk_b(uint64_t h) { return (h >> 3) & 1; }
HELPER float mk_f(uint64_t h) { return (float)(int32_t)(h >> 11) / 64.0f; }
HELPER double mk_d(uint64_t h) { return (double)(int64_t)(h >> 5) / 1024.0; }
HELPER long double mk_ld(uint64_t h) { return (long double)(int64_t)h / 3.0L; }
HELPER void *mk_ptr(uint64_t h) { return (void *)(uintptr_t)(h | 1); }
HELPER char *mk_str(uint64_t h) { return (char *)(uintptr_t)(h | 2); }
HELPER cts_id mk_obj(uint64_t h) { return (cts_id)(uintptr_t)(h & ~7ull); }
HELPER cts_sel mk_sel(uint64_t h) { return (cts_sel)(uintptr_t)(h | 4); }
'''


def main():
    rng = random.Random(SEED)
    pool = list(SCALARS) + ORDER
    sigs = []
    for k in range(COUNT):
        ret = "void" if rng.random() < 0.12 else rng.choice(pool)
        n = rng.choice([0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16]) if k % 8 else 16 if k % 16 == 0 else 0
        args = [rng.choice(pool) for _ in range(n)]
        sigs.append((ret, args))

    h = ["/* Generated by generate.py: do not edit. */",
         "#ifndef CTS_GENERATED_H", "#define CTS_GENERATED_H",
         "#include <stddef.h>", "#include <stdint.h>", "",
         "typedef void *cts_id;", "typedef const void *cts_sel;", ""]
    for name in ORDER:
        kw, fields = AGGREGATES[name]
        body = " ".join(f"{ctype(ft)} {fn}{f'[{n}]' if n else ''};" for fn, ft, n in fields)
        h.append(f"typedef {kw} {name} {{ {body} }} {name};")
    h += ["",
          "/* One generated function: its address, a caller that calls it with a compile-time",
          " * signature (args[i] points at argument i), a digest of its return value, and its",
          " * type encoding (return type first, no frame offsets). */",
          "typedef struct cts_case {",
          "    const char *name;",
          "    const void *function;",
          "    void (*typed_call)(void *const *args, void *ret);",
          "    /* The same typed call of any function pointer of this signature (a closure IMP). */",
          "    void (*typed_call_pointer)(const void *function, void *const *args, void *ret);",
          "    uint64_t (*digest)(const void *ret);",
          "    const char *encoding;",
          "} cts_case;",
          "",
          "/* Number of generated cases. */",
          "size_t cts_case_count(void);",
          "/* Case i, or NULL past the end. */",
          "const cts_case *cts_case_at(size_t i);",
          "/* The hash the last void-returning generated function computed on this thread. */",
          "uint64_t cts_last_hash(void);",
          "", "#endif", ""]

    c = ["/* Generated by generate.py: do not edit. No function here takes a lock. */",
         '#include "include/cts_generated.h"', "#include <string.h>", PRELUDE]
    for name in ORDER:
        c.append(f"HELPER uint64_t hs_{name}({name} v) {{ uint64_t h = 0; " + " ".join(hash_expr(name, "v")) + " return h; }")
        c.append(f"HELPER {name} mk_{name}(uint64_t h) {{ {name} r; memset(&r, 0, sizeof r); "
                 + " ".join(make_stmts(name, "r", "h")) + " return r; }")
    for t in list(SCALARS) + ORDER:
        c.append(f"HELPER uint64_t dg_{t}(const void *p) {{ {ctype(t)} v; memcpy(&v, p, sizeof v); return hs_{t}(v); }}")
    for k, (ret, args) in enumerate(sigs):
        params = ", ".join(f"{ctype(a)} a{i}" for i, a in enumerate(args)) or "void"
        rt = "void" if ret == "void" else ctype(ret)
        body = [f"uint64_t h = {k * 1000003 + 17}u;"]
        for i, a in enumerate(args):
            body += hash_expr(a, f"a{i}")
        if ret == "void":
            body.append("last_hash = h;")
        else:
            body.append(f"return mk_{ret}(h);")
        c.append(f"static {rt} f{k}({params}) {{ " + " ".join(body) + " }")
        proto = f"{rt} (*)(" + (", ".join(ctype(a) for a in args) or "void") + ")"
        call = f"(({proto})(uintptr_t)function)(" + ", ".join(f"*({ctype(a)} *)args[{i}]" for i, a in enumerate(args)) + ")"
        store = f"{call};" if ret == "void" else f"{ctype(ret)} r = {call}; memcpy(ret, &r, sizeof r);"
        c.append(f"static void p{k}(const void *function, void *const *args, void *ret) {{ (void)args; (void)ret; {store} }}")
        c.append(f"static void t{k}(void *const *args, void *ret) {{ p{k}((const void *)f{k}, args, ret); }}")
    c.append("static const cts_case cases[] = {")
    for k, (ret, args) in enumerate(sigs):
        e = ("v" if ret == "void" else enc(ret)) + "".join(enc(a) for a in args)
        dg = "NULL" if ret == "void" else f"dg_{ret}"
        c.append(f'    {{"f{k}", (const void *)f{k}, t{k}, p{k}, {dg}, "{e}"}},')
    c.append("};")
    c.append("size_t cts_case_count(void) { return sizeof cases / sizeof cases[0]; }")
    c.append("const cts_case *cts_case_at(size_t i) { return i < cts_case_count() ? &cases[i] : NULL; }")

    s = ["// Generated by Tests/CallTestSupport/generate.py: do not edit.",
         "@testable import ObjCRuntime", "",
         "/// The generated C functions' signatures, index-aligned with `cts_case_at`.",
         "let generatedSignatures: [FFISignature] = ["]
    for ret, args in sigs:
        r = ".scalar(.void)" if ret == "void" else swift(ret)
        s.append(f"    FFISignature(returnType: {r}, arguments: [{', '.join(swift(a) for a in args)}]),")
    s.append("]")

    open("generated.c", "w").write("\n".join(c) + "\n")
    open("include/cts_generated.h", "w").write("\n".join(h))
    open("../ObjCRuntimeTests/InvocationGeneratedSignatures.swift", "w").write("\n".join(s) + "\n")


if __name__ == "__main__":
    main()

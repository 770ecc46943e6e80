#!/usr/bin/env python3
"""Generates the method corpus for the generic send's tests.

Writes methods.c / include/cts_methods.h (C methods — `(id self, SEL _cmd, …)` — of
seeded-random signatures, each recording what it received) and
../ObjCRuntimeTests/MessageSendGeneratedCases.swift (for each method, a Swift call of
`send(_:_:as:)` with arguments of the matching Swift types). Run from this directory:
    python3 generate_methods.py
Every method stores each argument it received in a canonical 64-bit form (integers extended
by their own signedness, a float's or a double's bits, an address, a struct folded), mixes
them into a hash and builds its return value from the hash, so the test can check every
argument and the result. Half of the signatures fit the send's register path (at most six
integer-class words and eight floating-point values, scalar types only); the others have
structs, long doubles, or too many arguments, and take the libffi path. Output is
deterministic (seeded RNG): rerunning reproduces the committed files."""
import random

SEED = 20260517
COUNT = 64

# name -> (C type, encoding, Swift type, class: w = integer register, f = floating point, x = libffi only)
TYPES = {
    "i8": ("signed char", "c", "Int8", "w"),
    "u8": ("unsigned char", "C", "UInt8", "w"),
    "i16": ("short", "s", "Int16", "w"),
    "u16": ("unsigned short", "S", "UInt16", "w"),
    "i32": ("int", "i", "Int32", "w"),
    "u32": ("unsigned int", "I", "UInt32", "w"),
    "i64": ("long", "q", "Int", "w"),
    "u64": ("unsigned long", "Q", "UInt64", "w"),
    "b": ("_Bool", "B", "Bool", "w"),
    "f": ("float", "f", "Float", "f"),
    "d": ("double", "d", "Double", "f"),
    "ptr": ("void *", "^v", "UnsafeMutableRawPointer?", "w"),
    "str": ("const char *", "*", "UnsafePointer<CChar>", "w"),
    "obj": ("cts_id", "@", "ObjCObject", "w"),
    "sel": ("cts_sel", ":", "Selector", "w"),
    "ld": ("long double", "D", "LongDouble", "x"),
    "G2": ("G2", "{G2=ff}", "ObjCValue", "x"),
    "G5": ("G5", "{G5=qqq}", "ObjCValue", "x"),
}
REGISTER_ARGS = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "b", "f", "d", "ptr", "str", "obj", "sel"]
RETURNS = ["v", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "b", "f", "d", "ptr"]

# C: the canonical 64-bit form of argument `a` of type t.
def c_canonical(t, a):
    return {
        "i8": f"(uint64_t)(int64_t){a}", "i16": f"(uint64_t)(int64_t){a}", "i32": f"(uint64_t)(int64_t){a}",
        "i64": f"(uint64_t)(int64_t){a}",
        "u8": f"(uint64_t){a}", "u16": f"(uint64_t){a}", "u32": f"(uint64_t){a}", "u64": f"(uint64_t){a}",
        "b": f"(uint64_t)({a} ? 1 : 0)",
        "f": f"cts_m_float_bits({a})", "d": f"cts_m_double_bits({a})",
        "ptr": f"(uint64_t)(uintptr_t){a}", "str": f"(uint64_t)(uintptr_t){a}",
        "obj": f"(uint64_t)(uintptr_t){a}", "sel": f"(uint64_t)(uintptr_t){a}",
        "ld": f"cts_m_long_double_bits({a})",
        "G2": f"cts_m_g2_bits({a})", "G5": f"cts_m_g5_bits({a})",
    }[t]

# C: the return value built from the hash h.
def c_return(r):
    return {
        "i8": "(signed char)h", "u8": "(unsigned char)h", "i16": "(short)h", "u16": "(unsigned short)h",
        "i32": "(int)h", "u32": "(unsigned int)h", "i64": "(long)h", "u64": "(unsigned long)h",
        "b": "(h & 1) != 0", "f": "(float)(h >> 40)", "d": "(double)(h >> 11)",
        "ptr": "(void *)(uintptr_t)h",
    }[r]

# Swift: an expression making a random value of type t (rng is a SplitMix64, fixture a MethodFixture).
def swift_random(t):
    return {
        "i8": "Int8(truncatingIfNeeded: rng.next())", "u8": "UInt8(truncatingIfNeeded: rng.next())",
        "i16": "Int16(truncatingIfNeeded: rng.next())", "u16": "UInt16(truncatingIfNeeded: rng.next())",
        "i32": "Int32(truncatingIfNeeded: rng.next())", "u32": "UInt32(truncatingIfNeeded: rng.next())",
        "i64": "Int(truncatingIfNeeded: rng.next())", "u64": "rng.next()",
        "b": "rng.next() & 1 == 1",
        "f": "Float(Int32(truncatingIfNeeded: rng.next() >> 40)) / 8",
        "d": "Double(Int64(truncatingIfNeeded: rng.next()) >> 11) / 16",
        "ptr": "UnsafeMutableRawPointer(bitPattern: UInt(rng.next() | 1))",
        "str": "fixture.cString(rng.next())", "obj": "fixture.object(rng.next())",
        "sel": "fixture.selector(rng.next())", "ld": "randomLongDouble(&rng)",
        "G2": "ObjCValue.bytes(of: G2(x: Float(Int32(truncatingIfNeeded: rng.next() >> 40)), y: Float(Int16(truncatingIfNeeded: rng.next()))))",
        "G5": "ObjCValue.bytes(of: G5(a: Int(truncatingIfNeeded: rng.next()), b: Int(truncatingIfNeeded: rng.next()), c: Int(truncatingIfNeeded: rng.next())))",
    }[t]

# Swift: the result's canonical bits, and the expected ones from the hash h.
def swift_result(r):
    if r in ("i8", "i16", "i32", "i64"):
        return "UInt64(bitPattern: Int64(result))", f"UInt64(bitPattern: Int64({TYPES[r][2]}(truncatingIfNeeded: h)))"
    if r in ("u8", "u16", "u32", "u64"):
        return "UInt64(result)", f"UInt64({TYPES[r][2]}(truncatingIfNeeded: h))"
    return {
        "b": ("result ? 1 : 0", "h & 1"),
        "f": ("UInt64(result.bitPattern)", "UInt64(Float(h >> 40).bitPattern)"),
        "d": ("result.bitPattern", "Double(h >> 11).bitPattern"),
        "ptr": ("UInt64(UInt(bitPattern: result))", "h"),
        "v": ("cts_method_last_hash()", "h"),
    }[r]


def make_signature(rng, index):
    boxed = index % 2 == 1
    if not boxed:
        words = rng.randint(0, 6)
        floats = rng.randint(0, 8 if index % 8 == 0 else 3)
        args = [rng.choice([t for t in REGISTER_ARGS if TYPES[t][3] == "w"]) for _ in range(words)]
        args += [rng.choice(["f", "d"]) for _ in range(floats)]
        rng.shuffle(args)
    else:
        kind = index // 2 % 3
        if kind == 0:    # too many words for the registers
            args = [rng.choice(REGISTER_ARGS) for _ in range(rng.randint(7, 10))]
            while sum(TYPES[t][3] == "w" for t in args) <= 6:
                args.append(rng.choice(["i64", "obj", "u8"]))
        elif kind == 1:  # a struct or a long double among scalars
            args = [rng.choice(REGISTER_ARGS) for _ in range(rng.randint(0, 4))]
            args.insert(rng.randint(0, len(args)), rng.choice(["ld", "G2", "G5"]))
        else:            # too many floating-point values
            args = [rng.choice(["f", "d"]) for _ in range(9)] + [rng.choice(REGISTER_ARGS) for _ in range(rng.randint(0, 2))]
            rng.shuffle(args)
    ret = rng.choice(RETURNS)
    return ret, args


def encoding(ret, args):
    r = "v" if ret == "v" else TYPES[ret][1]
    return r + "@:" + "".join(TYPES[t][1] for t in args)


def main():
    rng = random.Random(SEED)
    cases = [make_signature(rng, i) for i in range(COUNT)]

    h = ["/* Generated by generate_methods.py: do not edit. */",
         "#ifndef CTS_METHODS_H", "#define CTS_METHODS_H",
         "#include <stddef.h>", "#include <stdint.h>", '#include "cts_generated.h"', "",
         "/* One generated method: its IMP, its selector's name and its type encoding. */",
         "typedef struct cts_method {", "    const char *selector;", "    const void *imp;",
         "    const char *encoding;", "} cts_method;", "",
         "/* Number of generated methods. */", "size_t cts_method_count(void);",
         "/* Method i, or NULL past the end. */", "const cts_method *cts_method_at(size_t i);",
         "/* How many arguments (after self and _cmd) the last generated method called on this thread",
         " * received, and argument i of them in canonical form. */",
         "size_t cts_method_argument_count(void);", "uint64_t cts_method_argument(size_t i);",
         "/* The hash the last generated method called on this thread computed (what a void one returns). */",
         "uint64_t cts_method_last_hash(void);", "", "#endif", ""]

    c = ["/* Generated by generate_methods.py: do not edit. */",
         '#include "cts_methods.h"', "#include <string.h>", "",
         "static _Thread_local uint64_t seen[16];", "static _Thread_local size_t seen_count;",
         "static _Thread_local uint64_t last_hash;", "",
         "static uint64_t cts_m_float_bits(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }",
         "static uint64_t cts_m_double_bits(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }",
         "/* The value's bytes: 10 on x86-64 (the rest is padding), all 16 elsewhere. */",
         "static uint64_t cts_m_long_double_bits(long double x) {",
         "    uint64_t w[2] = {0, 0};",
         "#if defined(__x86_64__)",
         "    memcpy(w, &x, 10);",
         "#else",
         "    memcpy(w, &x, 16);",
         "#endif",
         "    return w[0] ^ w[1];",
         "}",
         "static uint64_t cts_m_g2_bits(G2 g) { uint64_t b; memcpy(&b, &g, 8); return b; }",
         "static uint64_t cts_m_g5_bits(G5 g) { return (uint64_t)g.a + (uint64_t)g.b * 3 + (uint64_t)g.c * 5; }",
         "",
         "static uint64_t mix(size_t n) {",
         "    uint64_t h = 0xcbf29ce484222325u;",
         "    for (size_t i = 0; i < n; i++) h = (h ^ seen[i]) * 0x100000001b3u;",
         "    last_hash = h;",
         "    return h;",
         "}", ""]

    swift = ["// Generated by Tests/CallTestSupport/generate_methods.py: do not edit.",
             "import CallTestSupport", "import ObjCRuntime", "",
             "/// For each generated method (index-aligned with `cts_method_at`): whether its arguments fit",
             "/// the send's registers, and a send of it with random arguments of the matching Swift types.",
             "let generatedSends: [GeneratedSend] = ["]

    for i, (ret, args) in enumerate(cases):
        rtype = "void" if ret == "v" else TYPES[ret][0]
        params = ", ".join(["cts_id self", "cts_sel _cmd"] + [f"{TYPES[t][0]} a{k}" for k, t in enumerate(args)])
        c.append(f"static {rtype} m{i}({params}) {{")
        c.append("    (void)self; (void)_cmd;")
        for k, t in enumerate(args):
            c.append(f"    seen[{k}] = {c_canonical(t, f'a{k}')};")
        c.append(f"    seen_count = {len(args)};")
        if ret == "v":
            c.append(f"    (void)mix({len(args)});")
        else:
            c.append(f"    uint64_t h = mix({len(args)});")
            c.append(f"    return {c_return(ret)};")
        c.append("}")

        registers = all(TYPES[t][3] != "x" for t in args) \
            and sum(TYPES[t][3] == "w" for t in args) <= 6 and sum(TYPES[t][3] == "f" for t in args) <= 8
        selector = f"m{i}" + ":" * len(args)
        lets = "".join(f"        let a{k}: {TYPES[t][2]} = {swift_random(t)}\n" for k, t in enumerate(args))
        sent = "[" + ", ".join(f"canonical(a{k})" for k in range(len(args))) + "]"
        call_args = "".join(f", a{k}" for k in range(len(args)))
        rtype_swift = "Void" if ret == "v" else TYPES[ret][2]
        got, want = swift_result(ret)
        result_let = "" if ret == "v" else "let result = "
        swift.append(f"    GeneratedSend(registers: {'true' if registers else 'false'}) {{ receiver, fixture, rng in")
        swift.append(lets.rstrip("\n") if lets else "        _ = rng.next()")
        swift.append(f'        {result_let}try receiver.send("{selector}"{call_args}, as: {rtype_swift}.self)')
        swift.append(f"        let h = methodHash({sent})")
        swift.append(f"        return GeneratedSend.Outcome(sent: {sent}, result: {got}, expected: {want})")
        swift.append("    },")

    c.append("")
    c.append("static const cts_method methods[] = {")
    for i, (ret, args) in enumerate(cases):
        selector = f"m{i}" + ":" * len(args)
        c.append(f'    {{"{selector}", (const void *)m{i}, "{encoding(ret, args)}"}},')
    c.append("};")
    c.append("")
    c.append("size_t cts_method_count(void) { return sizeof methods / sizeof methods[0]; }")
    c.append("const cts_method *cts_method_at(size_t i) { return i < cts_method_count() ? &methods[i] : NULL; }")
    c.append("size_t cts_method_argument_count(void) { return seen_count; }")
    c.append("uint64_t cts_method_argument(size_t i) { return i < seen_count ? seen[i] : 0; }")
    c.append("uint64_t cts_method_last_hash(void) { return last_hash; }")
    c.append("")
    swift.append("]")
    swift.append("")

    open("include/cts_methods.h", "w").write("\n".join(h))
    open("methods.c", "w").write("\n".join(c))
    open("../ObjCRuntimeTests/MessageSendGeneratedCases.swift", "w").write("\n".join(swift))


if __name__ == "__main__":
    main()

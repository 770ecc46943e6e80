#!/usr/bin/env python3
"""Writes the ObjCHeaders fixtures: random Objective-C headers and what clang makes of them.

For each random file the script writes `random_NN.m` (an `#import <Foundation/Foundation.h>`
followed by protocols, interfaces, categories, extensions and `@implementation`s) and
`random_NN.expected.json`, extracted from the LLVM IR that

    clang -target x86_64-apple-macos12 -fobjc-arc -S -emit-llvm -o - random_NN.m

produces (with -fmodules), with `-I` pointing at MiniObjC's own stand-in SDK as
`sdk_standin.py` writes it from Sources/ObjCHeaders/SDK/*.swift. The expected file records, per class, category
and protocol, every property attribute string (OBJC_PROP_NAME_ATTR_), every method type
string (OBJC_METH_VAR_TYPE_) keyed by selector through the method-list structures, and every
ivar's name, type and offset (OBJC_IVAR_$_).

It also writes `types.m` / `types.expected.json` (the @encode, sizeof and _Alignof of the
prelude types and of random C structs, unions and enums) and compiles the GVUserDefaults
category (`GVUserDefaultsExample.m`) the same way.

clang_ir.py compiles and reads the IR; random_headers.py makes the random files.

Usage: python3 generate_fixtures.py [--seed N] [--files N]   (run from anywhere)
"""
import argparse, atexit, json, os, random, re, shutil, subprocess, tempfile

import sdk_standin
from clang_ir import (ARM64, CLANG, CLANG_FLAGS, HERE, IR, REF, TARGET, compile_ir, decode_c_string,
                      expected_from_ir, names_from_ir)
from random_headers import POINTERS, SCALARS, STRUCTS, Gen, random_file


# ---------------------------------------------------------------- the type-size fixture

def types_fixture(rng):
    gen = Gen(rng, 99)
    for _ in range(12):
        gen.make_struct()
    for _ in range(3):
        gen.make_enum()
    names = SCALARS + STRUCTS + POINTERS + ["id", "Class", "SEL", "NSString *", "id<NSCopying>",
                                             "void (^)(void)", "int (*)(int, double)", "int[4]",
                                             "CGRect[2]", "char[3][5]"] + gen.structs + gen.enums
    lines = ["#import <Foundation/Foundation.h>"] + gen.decls
    lines.append("const char *encodings[] = {")
    lines += ["    @encode(%s)," % n for n in names]
    lines += ["};", "unsigned long sizes[] = {"]
    lines += ["    sizeof(%s), _Alignof(%s)," % (n, n) for n in names]
    lines.append("};")
    return "\n".join(lines) + "\n", gen.decls, names


def parse_types_ir(ir_text, names):
    strings = {}
    for line in ir_text.splitlines():
        m = re.match(REF + r' = .*? constant \[\d+ x i8\] c"(.*)", align', line)
        if m:
            strings[m.group(1).strip('"')] = decode_c_string(m.group(2))
    enc_line = next(l for l in ir_text.splitlines() if l.startswith("@encodings ="))
    encs = [strings[r.strip('"')] for r in re.findall(r"ptr " + REF, enc_line)]
    size_line = next(l for l in ir_text.splitlines() if l.startswith("@sizes ="))
    nums = [int(x) for x in re.findall(r"i64 (\d+)", size_line)]
    out = []
    for i, n in enumerate(names):
        out.append({"type": n, "encoding": encs[i], "size": nums[2 * i], "alignment": nums[2 * i + 1]})
    return out


# Hand-written headers clang rejects (or, for readonly + setter=, warns about and MiniObjC
# rejects). The fixture records clang's first diagnostic: line, column and message.
ERROR_CASES = {
 "weak_copy": "@interface A : NSObject\n@property (weak, copy) NSString *a;\n@end\n",
 "readonly_setter": "@interface A : NSObject\n@property (nonatomic, readonly, setter=putA:) int a;\n@end\n",
 "readonly_readwrite": "@interface A : NSObject\n@property (readonly, readwrite) int a;\n@end\n",
 "copy_scalar": "@interface A : NSObject\n@property (copy) int a;\n@end\n",
 "weak_scalar": "@interface A : NSObject\n  @property (nonatomic, weak) double a;\n@end\n",
 "atomic_nonatomic": "@interface A : NSObject\n@property (atomic, nonatomic) id a;\n@end\n",
 "assign_strong": "@interface A : NSObject\n@property (assign, strong) id a;\n@end\n",
 "unknown_type": "@interface A : NSObject\n@property (nonatomic) Foo *x;\n@end\n",
 "missing_semicolon": "@interface A : NSObject\n@property int a\n@end\n",
 "missing_end": "@interface A : NSObject\n@property int a;\n",
 "unknown_protocol": "@interface A : NSObject <Nope>\n@end\n",
 "unknown_superclass": "@interface A : Nope\n@end\n",
 "category_unknown_class": "@interface Nope (Cat)\n@end\n",
 "synthesize_unknown": "@interface A : NSObject\n@end\n@implementation A\n@synthesize b;\n@end\n",
 "unknown_attribute": "@interface A : NSObject\n@property (fancy) int a;\n@end\n",
 "bitfield_too_wide": "struct S {\n    int a : 40;\n};\n",
 "unterminated_comment": "@interface A : NSObject\n/* open\n@end\n",
 "interface_by_value": "@interface A : NSObject\n@property NSString s;\n@end\n",
 "weak_nonnull": "@interface A : NSObject\n@property (weak, nonnull) id a;\n@end\n",
 "unclosed_paren": "@interface A : NSObject\n- (void)foo:(int x;\n@end\n",
 "unknown_param_type": "@interface A : NSObject\n- (void)foo:(Bar *)x;\n@end\n",
 "copy_retain": "@interface A : NSObject\n@property (nonatomic, retain, copy) NSString *a;\n@end\n",
 # A synthesized getter named into an owned-result family (new / copy / mutableCopy / alloc);
 # clang checks when it synthesizes, so each has an @implementation.
 "owned_getter_new": "@interface A : NSObject\n@property (nonatomic, strong) NSString *newTitle;\n@end\n@implementation A\n@end\n",
 "owned_getter_copy_readonly": "@interface A : NSObject\n@property (nonatomic, readonly) NSString *copy;\n@end\n@implementation A\n@end\n",
 "owned_getter_custom": "@interface A : NSObject\n@property (nonatomic, copy, getter=copyName) NSString *name;\n@end\n@implementation A\n@end\n",
 "owned_getter_class": "@interface A : NSObject\n@property (nonatomic) Class allocClass;\n@end\n@implementation A\n@end\n",
 "owned_getter_dynamic": "@interface A : NSObject\n@property (nonatomic) id mutableCopyItems;\n@end\n@implementation A\n@dynamic mutableCopyItems;\n@end\n",
 "owned_getter_extension": "@interface A : NSObject\n@end\n@interface A ()\n@property (nonatomic, copy) NSString *copyValue;\n@end\n@implementation A\n@end\n",
 "struct_holds_itself": "struct S { int n; struct S s; };\n@interface A : NSObject\n- (struct S *)p;\n@end\n",
 "struct_holds_array_of_itself": "struct T { struct T t[2]; };\n",
 "structs_hold_each_other": "struct A2;\nstruct B2 { struct A2 a; };\nstruct A2 { struct B2 b; };\n",
 "union_holds_itself": "union V { union V v; };\n",
 "ivar_of_declared_struct": "struct F;\n@interface A : NSObject { struct F f; }\n@end\n",
 "typedef_of_declared_struct": "typedef struct G G;\nstruct H { int x; G g; };\n",
 "field_of_declared_enum": "enum E;\nstruct Q { enum E e; };\n",
 "void_field": "struct W { void v; };\n",
 "function_field": "struct K { int f(int); };\n",
 "flexible_array_not_last": "struct M { int flex[]; int n; };\n",
 "bound_not_object": "@interface Box<T : int> : NSObject\n@end\n",
 "bound_conflict": "@interface Box<T : NSString *> : NSObject\n@end\n@interface Box<U : NSArray *> (C)\n@end\n",
 "alias_conflict": "@compatibility_alias Text NSString;\n@compatibility_alias Text NSString;\n",
 "alignment_not_power_of_two": "struct A3 { int x __attribute__((aligned(3))); };\n",
 "vector_of_struct": "struct P { int x; };\ntypedef struct P PV __attribute__((ext_vector_type(2)));\n",
 "vector_size_not_multiple": "typedef float F5 __attribute__((vector_size(10)));\n",
}


def error_fixture(inc):
    out = []
    for name, body in ERROR_CASES.items():
        src = "#import <Foundation/Foundation.h>\n" + body
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, name + ".m")
            open(path, "w").write(src)
            r = subprocess.run([CLANG, "-target", TARGET] + CLANG_FLAGS + ["-I", inc, "-fsyntax-only", path],
                               capture_output=True, text=True)
        diag = None
        for line in r.stderr.splitlines():
            m = re.match(r"^.*?\.m:(\d+):(\d+): (error|warning): (.*?)( \[-W[^\]]*\])?$", line)
            if m:
                diag = m
                break
        if diag is None:
            raise SystemExit("clang accepted error case " + name)
        out.append({"name": name, "source": src, "line": int(diag.group(1)), "column": int(diag.group(2)),
                    "severity": diag.group(3), "message": diag.group(4)})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261121)
    ap.add_argument("--files", type=int, default=8)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    inc = tempfile.mkdtemp(prefix="miniobjc-sdk-")
    atexit.register(shutil.rmtree, inc, ignore_errors=True)
    sdk_standin.write(inc)
    totals = {"properties": 0, "methods": 0}
    for i in range(args.files):
        src, classes, cats, protos, counts = random_file(i, rng)
        ir = IR(compile_ir(src, inc))
        exp = expected_from_ir(ir, classes, cats, protos)
        name = "random_%02d" % i
        open(os.path.join(HERE, name + ".m"), "w").write(src)
        with open(os.path.join(HERE, name + ".expected.json"), "w") as f:
            json.dump(exp, f, indent=1, sort_keys=True)
        if True:  # the same headers for arm64, where BOOL is bool and long double is double
            arm = expected_from_ir(IR(compile_ir(src, inc, ARM64)), classes, cats, protos)
            with open(os.path.join(HERE, name + ".arm64.expected.json"), "w") as f:
                json.dump(arm, f, indent=1, sort_keys=True)
        for k in totals:
            totals[k] += counts[k]
    src, decls, names = types_fixture(rng)
    entries = parse_types_ir(compile_ir(src, inc), names)
    open(os.path.join(HERE, "types.h"), "w").write("#import <Foundation/Foundation.h>\n" + "\n".join(decls) + "\n")
    with open(os.path.join(HERE, "types.expected.json"), "w") as f:
        json.dump(entries, f, indent=1)
    with open(os.path.join(HERE, "errors.expected.json"), "w") as f:
        json.dump(error_fixture(inc), f, indent=1)
    for hand in sorted(os.listdir(HERE)):
        if not (hand.startswith("hand_") and hand.endswith(".m")):
            continue
        src = open(os.path.join(HERE, hand)).read()
        for target, suffix in [(TARGET, ".expected.json"), (ARM64, ".arm64.expected.json")]:
            ir = IR(compile_ir(src, inc, target))
            exp = expected_from_ir(ir, *names_from_ir(ir, src))
            with open(os.path.join(HERE, hand[:-2] + suffix), "w") as f:
                json.dump(exp, f, indent=1, sort_keys=True)
    example = os.path.join(HERE, "GVUserDefaultsExample.m")
    if os.path.exists(example):
        ir = IR(compile_ir(open(example).read(), inc))
        exp = expected_from_ir(ir, ["GVUserDefaults"], [("GVUserDefaults", "Info")], [])
        with open(os.path.join(HERE, "GVUserDefaultsExample.expected.json"), "w") as f:
            json.dump(exp, f, indent=1, sort_keys=True)
    print("declared properties: %d, declared methods: %d, type entries: %d"
          % (totals["properties"], totals["methods"], len(entries)))


if __name__ == "__main__":
    main()

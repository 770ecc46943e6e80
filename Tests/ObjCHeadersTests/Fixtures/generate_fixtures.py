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

Usage: python3 generate_fixtures.py [--seed N] [--files N]   (run from anywhere)
"""
import argparse, atexit, json, os, random, re, shutil, subprocess, sys, tempfile

import sdk_standin

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CLANG = "/opt/swift/usr/bin/clang"
TARGET = "x86_64-apple-macos12"
# ARC, and modules on as in Xcode projects (`@import` works; SDK modules are built on their own).
MODULE_CACHE = tempfile.mkdtemp(prefix="miniobjc-modules-")
atexit.register(shutil.rmtree, MODULE_CACHE, ignore_errors=True)  # importers (generate_corpus) too
CLANG_FLAGS = ["-fobjc-arc", "-fmodules", "-fmodules-cache-path=" + MODULE_CACHE]


# ---------------------------------------------------------------- clang and its IR

def compile_ir(source, include_dir, target=TARGET):
    with tempfile.NamedTemporaryFile("w", suffix=".m", delete=False) as f:
        f.write(source)
        path = f.name
    try:
        r = subprocess.run([CLANG, "-target", target] + CLANG_FLAGS + ["-w", "-I", include_dir,
                            "-S", "-emit-llvm", "-o", "-", path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        open("/tmp/failed_fixture.m", "w").write(source)
        raise SystemExit("clang failed")
    return r.stdout


def decode_c_string(body):
    out = bytearray()
    i = 0
    while i < len(body):
        if body[i] == "\\":
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        else:
            out += body[i].encode()
            i += 1
    return out.rstrip(b"\0").decode("utf-8", "replace")


REF = r'@("[^"]+"|[\w.$]+)'


class IR:
    def __init__(self, text):
        self.strings, self.globals, self.ivar_offsets = {}, {}, {}
        for line in text.splitlines():
            # An empty string (a vector type's encoding) is a zeroinitializer.
            m = re.match(REF + r' = .*? constant \[\d+ x i8\] (?:c"(.*)"|zeroinitializer), section', line)
            if m:
                self.strings[m.group(1).strip('"')] = decode_c_string(m.group(2) or "")
                continue
            m = re.match(r'@"OBJC_IVAR_\$_([^"]+)" = .*(?:constant|global) i(?:32|64) (\d+)', line)
            if m:
                self.ivar_offsets["OBJC_IVAR_$_" + m.group(1)] = int(m.group(2))
                continue
            m = re.match(REF + r' = ', line)
            if m:
                self.globals[m.group(1).strip('"')] = line

    def s(self, ref):
        return self.strings[ref.strip('"')]

    def methods(self, name):
        line = self.globals.get(name)
        if not line:
            return {}
        return {self.s(a): self.s(b) for a, b in
                re.findall(r"%struct\._objc_method \{ ptr " + REF + ", ptr " + REF, line)}

    def props(self, name):
        line = self.globals.get(name)
        if not line:
            return {}
        return {self.s(a): self.s(b) for a, b in
                re.findall(r"%struct\._prop_t \{ ptr " + REF + ", ptr " + REF, line)}

    def pointers(self, name):
        """The pointer fields of a metadata structure, in order (None for null): a class's
        or protocol's lists are found through them, since a class and a protocol of the
        same name share the `_OBJC_$_PROP_LIST_<name>` spelling."""
        line = self.globals.get(name)
        if not line:
            return []
        body = line.split("{", 2)[-1]
        return [None if p == "null" else p[1:].strip('"') for p in re.findall(r'ptr (null|@"[^"]+"|@[\w.$]+)', body)]

    def field(self, structure, index):
        ptrs = self.pointers(structure)
        return ptrs[index] if index < len(ptrs) and ptrs[index] else ""

    def ivars(self, name):
        line = self.globals.get(name)
        if not line:
            return []
        return [[self.s(n), self.s(t), self.ivar_offsets[o.strip('"')]] for o, n, t in
                re.findall(r"%struct\._ivar_t \{ ptr " + REF + ", ptr " + REF + ", ptr " + REF, line)]


def expected_from_ir(ir, classes, categories, protocols):
    out = {"classes": {}, "categories": {}, "protocols": {}}
    # class_ro_t: ivarLayout, name, baseMethods, baseProtocols, ivars, weakIvarLayout, baseProperties.
    for c in classes:
        out["classes"][c] = {
            "properties": ir.props(ir.field("_OBJC_CLASS_RO_$_" + c, 6)),
            "classProperties": ir.props(ir.field("_OBJC_METACLASS_RO_$_" + c, 6)),
            "instanceMethods": ir.methods("_OBJC_$_INSTANCE_METHODS_" + c),
            "classMethods": ir.methods("_OBJC_$_CLASS_METHODS_" + c),
            "ivars": ir.ivars("_OBJC_$_INSTANCE_VARIABLES_" + c),
        }
    for c, cat in categories:
        key = c + "_$_" + cat
        out["categories"][c + "(" + cat + ")"] = {
            "properties": ir.props("_OBJC_$_PROP_LIST_" + key),
            "classProperties": ir.props("_OBJC_$_CLASS_PROP_LIST_" + key),
            "instanceMethods": ir.methods("_OBJC_$_CATEGORY_INSTANCE_METHODS_" + key),
            "classMethods": ir.methods("_OBJC_$_CATEGORY_CLASS_METHODS_" + key),
        }
    for p in protocols:
        if "_OBJC_PROTOCOL_$_" + p not in ir.globals:
            continue  # clang emits a protocol only when something adopts or references it
        # protocol_t: isa, name, protocols, 4 method lists, instanceProperties; then after two
        # integers extendedMethodTypes, demangledName, classProperties.
        out["protocols"][p] = {
            "properties": ir.props(ir.field("_OBJC_PROTOCOL_$_" + p, 7)),
            "classProperties": ir.props(ir.field("_OBJC_PROTOCOL_$_" + p, 10)),
            "instanceMethods": ir.methods("_OBJC_$_PROTOCOL_INSTANCE_METHODS_" + p),
            "classMethods": ir.methods("_OBJC_$_PROTOCOL_CLASS_METHODS_" + p),
            "optionalInstanceMethods": ir.methods("_OBJC_$_PROTOCOL_INSTANCE_METHODS_OPT_" + p),
            "optionalClassMethods": ir.methods("_OBJC_$_PROTOCOL_CLASS_METHODS_OPT_" + p),
        }
    return out


def names_from_ir(ir, source):
    """Classes, categories and protocols that clang emitted metadata for (protocols only
    when the source itself declares them, not the prelude's)."""
    classes, categories, protocols = [], [], []
    for g, line in ir.globals.items():
        if g.startswith("_OBJC_$_CATEGORY_") and "%struct._category_t {" not in line:
            continue
        m = re.match(r"_OBJC_CLASS_RO_\$_(\w+)$", g)
        if m:
            classes.append(m.group(1))
        m = re.match(r"_OBJC_\$_CATEGORY_(\w+?)_\$_(\w+)$", g)
        if m:
            categories.append((m.group(1), m.group(2)))
        m = re.match(r"_OBJC_PROTOCOL_\$_(\w+)$", g)
        if m and re.search(r"@protocol\s+" + m.group(1) + r"\b(?!\s*[;,])", source):
            protocols.append(m.group(1))
    return classes, categories, protocols


ARM64 = "arm64-apple-macos12"


# ---------------------------------------------------------------- the random type pool

class T:
    """A type as a declarator: `prefix NAME suffix`; kind drives which attributes fit."""

    def __init__(self, prefix, suffix="", kind="scalar", weak=False):
        self.prefix, self.suffix, self.kind, self.weak = prefix, suffix, kind, weak

    def decl(self, name):
        sep = "" if self.prefix.endswith(("*", "^", "(")) else " "
        return self.prefix + sep + name + self.suffix

    def abstract(self):
        return self.prefix + self.suffix

    @property
    def retainable(self):
        return self.kind in ("object", "block", "class")


SCALARS = ["char", "signed char", "unsigned char", "short", "unsigned short", "short int",
           "unsigned short int", "int", "unsigned int", "unsigned", "signed", "long", "long int",
           "unsigned long", "long unsigned int", "long long", "unsigned long long", "float", "double",
           "long double", "_Bool", "BOOL", "NSInteger", "NSUInteger", "CGFloat", "NSTimeInterval",
           "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
           "size_t", "intptr_t", "uintptr_t", "ssize_t", "__int128", "unsigned __int128",
           "_Complex double", "_Complex float", "const int", "SEL", "int_fast16_t", "uint_least8_t"]
STRUCTS = ["CGRect", "CGPoint", "CGSize", "NSRange", "struct CGRect", "struct _NSRange"]
POINTERS = ["int *", "const char *", "char *", "void *", "const void *", "CGRect *",
            "const CGRect *", "NSRange *", "NSRangePointer", "char **", "const char **", "BOOL *",
            "SEL *", "double *", "uint8_t *", "const int *", "int **", "char * const",
            "const char * const", "CGPoint *", "long *", "unsigned long long *"]
OBJECTS = ["NSString *", "NSMutableString *", "NSNumber *", "NSArray *", "NSArray<NSString *> *",
           "NSMutableArray<NSNumber *> *", "NSDictionary<NSString *, id> *", "NSMutableDictionary *",
           "NSSet<NSDate *> *", "NSData *", "NSDate *", "NSURL *", "NSNull *", "NSValue *", "id",
           "id<NSCopying>", "id<NSCopying, NSCoding>", "NSObject<NSCoding> *", "__kindof NSString *",
           "NSObject *", "NSString * _Nullable", "NSArray<NSArray<NSString *> *> *",
           "__kindof NSArray<NSString *> *", "id _Nonnull", "NSDictionary<NSString *, NSArray<id> *> *"]
BLOCKS = [("void (^", ")(void)"), ("int (^", ")(int, NSString *)"), ("NSString *(^", ")(id)"),
          ("void (^", ")(BOOL, id)"), ("CGRect (^", ")(CGRect)"), ("id (^", ")(void)"),
          ("void (^", ")(NSInteger, ...)")]
FNPTRS = [("void (*", ")(void)"), ("int (*", ")(int, double)"), ("CGRect (*", ")(CGRect, id)"),
          ("void (*", ")(int, ...)"), ("const char *(*", ")(void)"), ("id (*", ")(id, SEL)"),
          ("void (**", ")(int)")]


class Gen:
    def __init__(self, rng, index):
        self.rng, self.index, self.n = rng, index, 0
        self.structs, self.enums, self.decls = [], [], []

    def fresh(self, stem):
        self.n += 1
        return "%s%d_%d" % (stem, self.index, self.n)

    # C aggregates -------------------------------------------------------
    def field_type(self, depth):
        r = self.rng.random()
        if r < 0.45:
            return self.rng.choice(["char", "short", "int", "long", "long long", "float", "double",
                                    "unsigned char", "BOOL", "NSInteger", "uint16_t", "CGFloat",
                                    "long double", "__int128", "_Complex float", "_Bool"])
        if r < 0.6:
            return self.rng.choice(["void *", "char *", "const char *", "int *", "id", "Class", "SEL",
                                    "CGRect *", "double *"])
        if r < 0.7 and self.structs:
            return self.rng.choice(self.structs)
        if r < 0.78:
            return self.rng.choice(["CGPoint", "NSRange", "CGRect", "CGSize"])
        return None  # an array, bitfield or nested aggregate, chosen by the caller

    def struct_body(self, depth, name_hint):
        fields = []
        for i in range(self.rng.randint(1, 6)):
            fname = "f%d" % i
            ft = self.field_type(depth)
            if ft == "id" or ft == "Class":
                ft = "__unsafe_unretained " + ft
            if ft is not None:
                if self.rng.random() < 0.1 and ft.endswith("*") is False and "(" not in ft:
                    fields.append("%s %s[%d];" % (ft, fname, self.rng.randint(1, 4)))
                else:
                    fields.append(T(ft).decl(fname) + ";")
                continue
            r = self.rng.random()
            if r < 0.5:
                bt = self.rng.choice(["unsigned int", "int", "unsigned char", "unsigned short",
                                      "long long", "unsigned long long", "_Bool", "char"])
                bits = {"unsigned int": 32, "int": 32, "unsigned char": 8, "unsigned short": 16,
                        "long long": 64, "unsigned long long": 64, "_Bool": 1, "char": 8}[bt]
                w = self.rng.randint(0 if self.rng.random() < 0.15 else 1, bits)
                if w == 0:
                    fields.append("%s : 0;" % bt)
                elif self.rng.random() < 0.15:
                    fields.append("%s : %d;" % (bt, w))
                else:
                    fields.append("%s %s : %d;" % (bt, fname, w))
            elif r < 0.7:
                fields.append("%s %s[%d];" % (self.rng.choice(["char", "int", "double", "short"]),
                                              fname, self.rng.randint(1, 5)))
            elif depth < 2:
                kw = self.rng.choice(["struct", "union"])
                inner = self.struct_body(depth + 1, None)
                fields.append("%s { %s } %s;" % (kw, " ".join(inner), fname))
            else:
                fields.append("int %s;" % fname)
        if name_hint and self.rng.random() < 0.3:
            fields.append("struct %s *next;" % name_hint)
        return fields

    def make_struct(self):
        kw = "union" if self.rng.random() < 0.2 else "struct"
        style = self.rng.randint(0, 2)
        name = self.fresh("GS" if kw == "struct" else "GU")
        if style == 0:  # tag only
            body = self.struct_body(0, name if kw == "struct" else None)
            self.decls.append("%s %s { %s };" % (kw, name, " ".join(body)))
            self.structs.append("%s %s" % (kw, name))
        elif style == 1:  # tag and typedef
            body = self.struct_body(0, name if kw == "struct" else None)
            self.decls.append("typedef %s %s { %s } %s;" % (kw, name, " ".join(body), name))
            self.structs.append(name)
        else:  # anonymous, typedef only
            body = self.struct_body(0, None)
            self.decls.append("typedef %s { %s } %s;" % (kw, " ".join(body), name))
            self.structs.append(name)

    def make_enum(self):
        name = self.fresh("GE")
        style = self.rng.randint(0, 3)
        underlying = self.rng.choice(["NSInteger", "int", "uint8_t", "short"])
        low = 0 if style == 3 or (style == 0 and underlying == "uint8_t") else -3
        vals = ", ".join("%sV%d%s" % (name, i, (" = %d" % self.rng.randint(low, 40)) if self.rng.random() < 0.3 else "")
                         for i in range(self.rng.randint(1, 4)))
        if style == 0:
            self.decls.append("typedef NS_ENUM(%s, %s) { %s };" % (underlying, name, vals))
            self.enums.append(name)
        elif style == 1:
            opts = ", ".join("%sO%d = 1 << %d" % (name, i, i) for i in range(3))
            self.decls.append("typedef NS_OPTIONS(NSUInteger, %s) { %s };" % (name, opts))
            self.enums.append(name)
        elif style == 2:
            self.decls.append("enum %s { %s };" % (name, vals))
            self.enums.append("enum " + name)
        else:
            self.decls.append("typedef enum : unsigned char { %s } %s;" % (vals, name))
            self.enums.append(name)

    # types for properties and methods -----------------------------------
    def any_type(self, classes, protocols, allow_void=False):
        r = self.rng.random()
        if allow_void and r < 0.15:
            return T("void", kind="void")
        r = self.rng.random()
        if r < 0.30:
            o = self.rng.choice(OBJECTS + ["%s *" % c for c in classes] + ["id<%s>" % p for p in protocols])
            return T(o, kind="object", weak=True)
        if r < 0.34:
            return T("Class", kind="class")
        if r < 0.42:
            p, s = self.rng.choice(BLOCKS)
            return T(p, s, kind="block", weak=True)
        if r < 0.62:
            return T(self.rng.choice(SCALARS))
        if r < 0.66 and self.enums:
            return T(self.rng.choice(self.enums))
        if r < 0.76:
            return T(self.rng.choice(STRUCTS + self.structs), kind="struct")
        if r < 0.90:
            ps = POINTERS + [s + " *" for s in self.structs] + [s + " **" for s in self.structs[:2]]
            return T(self.rng.choice(ps), kind="pointer")
        p, s = self.rng.choice(FNPTRS)
        return T(p, s, kind="fnptr")

    def param_type(self, classes, protocols):
        r = self.rng.random()
        if r < 0.06:
            return T(self.rng.choice(["int", "char", "CGPoint", "double", "BOOL"]), "[%d]" % self.rng.randint(1, 6), kind="array")
        if r < 0.08:
            return T(self.rng.choice(["int", "const char *"]), "[]", kind="array")
        if r < 0.10:
            return T("void", "(int)", kind="function")
        if r < 0.13:
            return T(self.rng.choice(["NSString **", "id *", "NSError2 **"]).replace("NSError2", "NSData"), kind="outobj")
        return self.any_type(classes, protocols)


def qualifier_for(rng, t):
    if rng.random() < 0.85:
        return ""
    if t.kind in ("pointer", "outobj"):
        return rng.choice(["in ", "out ", "inout "])
    if t.kind == "object":
        return rng.choice(["bycopy ", "byref "])
    return ""


def selector_parts(rng, stem, nargs):
    if nargs == 0:
        return [stem]
    words = ["with", "and", "for", "at", "using", "from", "into", "of", ""]
    parts = [stem]
    for i in range(1, nargs):
        parts.append(rng.choice(words) + "arg%d" % i)
    return parts


class Method:
    def __init__(self, gen, classes, protocols, is_class, stem):
        rng = gen.rng
        self.is_class = is_class
        nargs = rng.choice([0, 0, 1, 1, 2, 2, 3, 4])
        self.ret = gen.any_type(classes, protocols, allow_void=True)
        if rng.random() < 0.08:
            self.ret = T("instancetype", kind="object")
        self.oneway = self.ret.kind == "void" and rng.random() < 0.2
        self.parts = selector_parts(rng, stem, nargs)
        self.params = [gen.param_type(classes, protocols) for _ in range(nargs)]
        self.quals = [qualifier_for(rng, t) for t in self.params]
        self.variadic = nargs > 0 and rng.random() < 0.06

    @property
    def selector(self):
        return "".join(p + ":" for p in self.parts) if self.params else self.parts[0]

    def text(self):
        s = ("+ " if self.is_class else "- ") + "(" + ("oneway " if self.oneway else "") + self.ret.abstract() + ")"
        if not self.params:
            return s + self.parts[0]
        bits = []
        for i, (p, t) in enumerate(zip(self.parts, self.params)):
            bits.append("%s:(%s%s)a%d" % (p, self.quals[i], t.abstract(), i))
        return s + " ".join(bits) + (", ..." if self.variadic else "")


class Prop:
    """One random @property with the attribute combination it was given."""

    def __init__(self, gen, classes, protocols, name, allow_class=True, force_class=False):
        rng = gen.rng
        self.name = name
        self.type = gen.any_type(classes, protocols)
        t = self.type
        attrs = []
        self.is_class = force_class or (allow_class and rng.random() < 0.08)
        if self.is_class:
            attrs.append("class")
        self.readonly = False
        r = rng.random()
        if r < 0.25:
            attrs.append("readonly")
            self.readonly = True
        elif r < 0.35:
            attrs.append("readwrite")
        r = rng.random()
        if r < 0.4:
            attrs.append("nonatomic")
        elif r < 0.5:
            attrs.append("atomic")
        own = None
        if t.retainable:
            choices = [None, None, "strong", "retain", "copy", "assign", "unsafe_unretained"]
            if t.weak and "_Nonnull" not in t.prefix:
                choices.append("weak")
            own = rng.choice(choices)
        elif rng.random() < 0.3:
            own = "assign"
        if own:
            attrs.append(own)
            if own == "retain" and rng.random() < 0.2:
                attrs.append("strong")
        self.weak = own == "weak"
        if rng.random() < 0.2:
            attrs.append("getter=get%s" % name.capitalize())
        if not self.readonly and rng.random() < 0.2:
            attrs.append("setter=put%s:" % name.capitalize())
        if t.kind in ("object", "block", "pointer", "class") and "_N" not in t.prefix and "**" not in t.prefix and "SEL" not in t.prefix and rng.random() < 0.35:
            opts = ["nullable", "null_unspecified"]
            if not self.weak:
                opts.append("nonnull")
                if not self.readonly and t.kind in ("object", "class"):
                    opts.append("null_resettable")
            attrs.append(rng.choice(opts))
        rng.shuffle(attrs)
        self.attrs = attrs

    def text(self):
        a = " (" + ", ".join(self.attrs) + ")" if self.attrs or self.rng_paren else ""
        return "@property%s %s;" % (a, self.type.decl(self.name))

    rng_paren = False

    def getter(self):
        for a in self.attrs:
            if a.startswith("getter="):
                return a[7:]
        return self.name

    def setter(self):
        for a in self.attrs:
            if a.startswith("setter="):
                return a[7:]
        return "set" + self.name[0].upper() + self.name[1:] + ":"

    def accessor_defs(self):
        plus = "+ " if self.is_class else "- "
        out = [plus + "(" + self.type.abstract() + ")" + self.getter() + " { }"]
        if not self.readonly:
            out.append(plus + "(void)" + self.setter() + "(" + self.type.abstract() + ")v { }")
        return out


def ivar_decl(gen, classes, i):
    rng = gen.rng
    r = rng.random()
    name = gen.fresh("iv")
    if r < 0.3:
        bt = rng.choice(["unsigned int", "int", "unsigned char", "BOOL", "unsigned short", "long long"])
        bits = {"unsigned int": 32, "int": 32, "unsigned char": 8, "BOOL": 1, "unsigned short": 16, "long long": 64}[bt]
        return "%s %s : %d;" % (bt, name, rng.randint(1, bits))
    if r < 0.45:
        return rng.choice(["__weak ", "__strong ", "__unsafe_unretained ", ""]) + rng.choice(["id ", "NSString *", "NSArray<NSNumber *> *", "id<NSCopying> "]) + name + ";"
    if r < 0.55:
        return "%s %s[%d];" % (rng.choice(["char", "int", "double", "CGPoint"]), name, rng.randint(1, 5))
    t = gen.any_type(classes, [])
    if t.retainable:
        return t.decl(name) + ";"
    if t.kind in ("struct", "scalar", "pointer", "fnptr"):
        return t.decl(name) + ";"
    return "int %s;" % name


def random_file(index, rng):
    gen = Gen(rng, index)
    for _ in range(rng.randint(2, 4)):
        gen.make_struct()
    for _ in range(rng.randint(1, 3)):
        gen.make_enum()
    lines = ["#import <Foundation/Foundation.h>", ""]
    protocols = [gen.fresh("GProto") for _ in range(rng.randint(1, 2))]
    classes = [gen.fresh("GClass") for _ in range(rng.randint(3, 4))]
    lines += ["@class %s;" % ", ".join(classes), "@protocol %s;" % ", ".join(protocols), ""]
    lines += gen.decls
    lines.append("")
    counts = {"properties": 0, "methods": 0}
    proto_props = {}
    if rng.random() < 0.5:
        lines.append("NS_ASSUME_NONNULL_BEGIN")
        assume = True
    else:
        assume = False
    # protocols
    for p in protocols:
        lines.append("@protocol %s <NSObject>" % p)
        proto_props[p] = []
        for section in ["", "@optional", "@required"]:
            if section:
                lines.append(section)
            for _ in range(rng.randint(1, 3)):
                pr = Prop(gen, classes, protocols, gen.fresh("pp"))
                lines.append(pr.text())
                counts["properties"] += 1
                if not section == "@optional" and not pr.is_class:
                    proto_props[p].append(pr)
            for _ in range(rng.randint(1, 3)):
                m = Method(gen, classes, protocols, rng.random() < 0.3, gen.fresh("pm"))
                lines.append(m.text() + ";")
                counts["methods"] += 1
        lines += ["@end", ""]
    impls = []
    cats = []
    for ci, c in enumerate(classes):
        sup = "NSObject" if ci == 0 or rng.random() < 0.5 else classes[rng.randint(0, ci - 1)]
        adopted = [p for p in protocols if rng.random() < 0.5]
        head = "@interface %s : %s" % (c, sup) + (" <%s>" % ", ".join(adopted) if adopted else "")
        lines.append(head)
        if rng.random() < 0.8:
            lines.append("{")
            for i in range(rng.randint(1, 6)):
                if rng.random() < 0.15:
                    lines.append(rng.choice(["@public", "@private", "@protected", "@package"]))
                lines.append("    " + ivar_decl(gen, classes, i))
            lines.append("}")
        props, methods = [], []
        for _ in range(rng.randint(6, 12)):
            pr = Prop(gen, classes, protocols, gen.fresh("p"))
            props.append(pr)
            lines.append(pr.text())
        for _ in range(rng.randint(6, 12)):
            m = Method(gen, classes, protocols, rng.random() < 0.3, gen.fresh("m"))
            methods.append(m)
            lines.append(m.text() + ";")
        lines += ["@end", ""]
        # a class extension with a few more
        if rng.random() < 0.5:
            lines.append("@interface %s ()" % c)
            if rng.random() < 0.3:
                lines += ["{", "    " + ivar_decl(gen, classes, 90), "}"]
            for _ in range(rng.randint(1, 3)):
                pr = Prop(gen, classes, protocols, gen.fresh("p"))
                props.append(pr)
                lines.append(pr.text())
            m = Method(gen, classes, protocols, rng.random() < 0.3, gen.fresh("m"))
            methods.append(m)
            lines.append(m.text() + ";")
            lines += ["@end", ""]
        counts["properties"] += len(props)
        counts["methods"] += len(methods)
        # the implementation
        body = ["@implementation %s" % c]
        if rng.random() < 0.3:
            body += ["{", "    " + ivar_decl(gen, classes, 99), "}"]
        for pr in props:
            r = rng.random()
            if pr.is_class:
                if r < 0.5:
                    body.append("@dynamic %s;" % pr.name)
                else:
                    body += pr.accessor_defs()
            elif r < 0.12:
                body.append("@synthesize %s;" % pr.name)
            elif r < 0.24:
                body.append("@synthesize %s = %s;" % (pr.name, rng.choice(["_", "my_", "x"]) + pr.name + "_ivar"))
            elif r < 0.40:
                body.append("@dynamic %s;" % pr.name)
        for p in adopted:
            for pr in proto_props[p][:1]:
                if rng.random() < 0.5 and not any(x.name == pr.name for x in props):
                    body.append("@synthesize %s;" % pr.name)
                    proto_props[p] = []
        for m in methods:
            body.append(m.text() + " { }")
        body += ["@end", ""]
        impls += body
        # a category with @dynamic properties, as GVUserDefaults users write them
        if rng.random() < 0.6:
            cat = gen.fresh("Cat")
            cats.append((c, cat))
            lines.append("@interface %s (%s)" % (c, cat))
            cprops, cmethods = [], []
            for _ in range(rng.randint(2, 5)):
                pr = Prop(gen, classes, protocols, gen.fresh("cp"))
                cprops.append(pr)
                lines.append(pr.text())
            for _ in range(rng.randint(1, 4)):
                m = Method(gen, classes, protocols, rng.random() < 0.3, gen.fresh("cm"))
                cmethods.append(m)
                lines.append(m.text() + ";")
            lines += ["@end", ""]
            counts["properties"] += len(cprops)
            counts["methods"] += len(cmethods)
            impls.append("@implementation %s (%s)" % (c, cat))
            for pr in cprops:
                if rng.random() < 0.7:
                    impls.append("@dynamic %s;" % pr.name)
                else:
                    impls += pr.accessor_defs()
            for m in cmethods:
                impls.append(m.text() + " { }")
            impls += ["@end", ""]
    if assume:
        lines.append("NS_ASSUME_NONNULL_END")
        lines.append("")
    source = "\n".join(lines + impls) + "\n"
    return source, classes, cats, protocols, counts


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

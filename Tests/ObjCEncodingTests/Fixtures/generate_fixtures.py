#!/usr/bin/env python3
"""Makes the ObjCEncoding fixture corpus with clang as the oracle.

  python3 generate_fixtures.py [--clang PATH] [--seed N]

Writes, beside this script:
  types.jsonl       random C types: @encode in the GNU dialect (-fobjc-runtime=gcc) and the
                    Apple dialect (-fobjc-runtime=macosx), sizeof and _Alignof, all from programs
                    compiled and run on this machine (x86-64 System V).
  properties.jsonl  property attribute strings read from clang's IR for
                    -target x86_64-apple-macos12 -fobjc-arc, with the attributes declared.
  methods.jsonl     method type encodings (plain and protocol-extended) from the same IR, with
                    the number of arguments declared.
  ivars.jsonl       instance variable type strings (struct members named, Apple bitfields) with
                    the size and alignment clang records in the ivar list.
Deterministic for a given seed and clang.
"""
import argparse, json, os, random, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

PRIMS = [
    "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
    "long", "unsigned long", "long long", "unsigned long long", "float", "double", "long double",
    "_Bool", "__int128", "unsigned __int128", "void *", "char *", "const char *", "id", "SEL",
    "Class", "int (*)(int)", "void (^)(int)", "_Complex float", "_Complex double",
    "_Complex long double", "_Atomic int", "_Atomic long long", "_Atomic char", "enum E0",
    "NSObject *", "const int *", "double **", "int *const",
]
BITFIELD_TYPES = [("int", 32), ("unsigned int", 32), ("char", 8), ("unsigned char", 8),
                  ("short", 16), ("unsigned short", 16), ("long long", 64),
                  ("unsigned long long", 64), ("_Bool", 1), ("enum E0", 32)]

PRELUDE = """#include <stdio.h>
#include <stddef.h>
@class NSObject;
enum E0 { E0a, E0b, E0c };
"""

def declarator(ctype, name):
    """Places `name` into a C type spelling (handles function-pointer and block spellings)."""
    # An anonymous aggregate's body may itself hold '[' or '(*)': only look after it.
    head_len = ctype.rindex("}") + 1 if "}" in ctype else 0
    head, tail = ctype[:head_len], ctype[head_len:]
    for token in ("(*)", "(^)"):
        if token in tail:
            return head + tail.replace(token, token[:2] + name + ")", 1)
    if "[" in tail:
        i = tail.index("[")
        return head + tail[:i] + " " + name + tail[i:]
    return ctype + " " + name


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.decls = []   # struct/union definitions, in dependency order
        self.n = 0

    def fresh(self, prefix):
        self.n += 1
        return f"{prefix}{self.n}"

    def field_type(self, depth, owner):
        r = self.rng.random()
        if depth >= 3 or r < 0.55:
            return self.rng.choice(PRIMS)
        if r < 0.65:
            return self.aggregate(depth + 1)
        if r < 0.75:
            inner = self.field_type(depth + 1, owner)
            if "(" in inner or "[" in inner or "{" in inner:
                inner = self.rng.choice(PRIMS[:16])
            return f"{inner}[{self.rng.randint(1, 5)}]"
        if r < 0.83 and owner:
            return f"{owner} *"                 # self-reference: ^{S}
        if r < 0.88 and self.decls:
            return f"struct {self.rng.choice(self.known_structs or ['Opaque'])} **"
        if r < 0.93:
            return "const " + self.rng.choice(["int", "double", "char", "long long"])
        return self.aggregate(depth + 1)

    known_structs = []

    def aggregate(self, depth, want_union=None):
        is_union = self.rng.random() < 0.25 if want_union is None else want_union
        kw = "union" if is_union else "struct"
        anonymous = depth > 1 and self.rng.random() < 0.3
        name = self.fresh("U" if is_union else "S")
        lines = []
        for i in range(self.rng.randint(1, 6)):
            if self.rng.random() < 0.2:
                bt, width = self.rng.choice(BITFIELD_TYPES)
                lines.append(f"{bt} f{i} : {self.rng.randint(1, width)};")
            else:
                t = self.field_type(depth, f"{kw} {name}")
                lines.append(declarator(t, f"f{i}") + ";")
        body = "{ " + " ".join(lines) + " }"
        if anonymous:
            return f"{kw} {body}"
        self.decls.append(f"{kw} {name} {body};")
        if not is_union:
            self.known_structs.append(name)
        return f"{kw} {name}"

    def top_type(self):
        r = self.rng.random()
        if r < 0.12:
            return self.rng.choice(PRIMS)
        if r < 0.22:
            inner = self.aggregate(1)
            return self.rng.choice([f"{inner} *", f"const {inner} *", f"{inner}[{self.rng.randint(0, 4)}]",
                                    f"{inner} **"])
        if r < 0.3:
            return f"{self.rng.choice(PRIMS[:16])}[{self.rng.randint(1, 9)}][{self.rng.randint(1, 4)}]"
        return self.aggregate(1)


def run(cmd, **kw):
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode != 0:
        sys.exit(f"command failed: {' '.join(cmd)}\n{p.stderr[:4000]}")
    return p.stdout


def make_types(clang, rng, count, tmp):
    g = Gen(rng)
    tops = [g.top_type() for _ in range(count)]
    src = [PRELUDE] + g.decls + [f"typedef {declarator(t, f'T{i}')};" for i, t in enumerate(tops)]
    src.append("int main(void) {")
    for i in range(len(tops)):
        src.append(f'  printf("{i}\\t%s\\t%zu\\t%zu\\n", @encode(T{i}), sizeof(T{i}), _Alignof(T{i}));')
    src.append("  return 0;\n}")
    path = os.path.join(tmp, "types.m")
    with open(path, "w") as f:
        f.write("\n".join(src))
    results = {}
    for runtime in ("gcc", "macosx"):
        exe = os.path.join(tmp, f"types_{runtime}")
        run([clang, "-x", "objective-c", "-fblocks", f"-fobjc-runtime={runtime}", "-w", path, "-o", exe])
        for line in run([exe]).splitlines():
            i, enc, size, align = line.split("\t")
            results.setdefault(int(i), {})[runtime] = (enc, int(size), int(align))
    out = []
    for i, t in enumerate(tops):
        gnu, apple = results[i]["gcc"], results[i]["macosx"]
        assert gnu[1:] == apple[1:]
        out.append({"c": t, "gnu": gnu[0], "apple": apple[0], "size": gnu[1], "alignment": gnu[2]})
    return out, g.decls


OBJ_TYPES = ["NSString *", "NSArray *", "id", "id<P0>", "NSObject<P0, P1> *", "void (^)(int)",
             "Class", "NSString<P1> *", "id (^)(id, int)"]
C_TYPES = ["int", "unsigned int", "char", "BOOL", "_Bool", "long", "unsigned long", "long long",
           "float", "double", "long double", "short", "unsigned char", "SEL", "char *", "const char *",
           "void *", "struct Pt", "struct Pt *", "struct Rect", "union Num", "int (*)(int)",
           "__int128", "_Complex double", "NSInteger", "CGFloat"]

OBJC_PRELUDE = """typedef signed char BOOL;
typedef long NSInteger;
typedef double CGFloat;
struct Pt { double x, y; };
struct Rect { struct Pt origin; struct Pt size; };
union Num { int i; double d; };
@protocol P0 @end
@protocol P1 @end
__attribute__((objc_root_class)) @interface NSObject { Class isa; } @end
@implementation NSObject @end
@interface NSString : NSObject @end
@interface NSArray : NSObject @end
"""


def property_decl(rng, name):
    is_obj = rng.random() < 0.5
    t = rng.choice(OBJ_TYPES if is_obj else C_TYPES)
    is_block = "(^)" in t
    attrs, exp = [], {"readonly": False, "copy": False, "retain": False, "weak": False,
                      "nonatomic": False, "dynamic": False, "getter": None, "setter": None, "optional": False}
    if rng.random() < 0.5:
        attrs.append("nonatomic"); exp["nonatomic"] = True
    elif rng.random() < 0.3:
        attrs.append("atomic")
    if rng.random() < 0.3:
        attrs.append("readonly"); exp["readonly"] = True
    elif rng.random() < 0.2:
        attrs.append("readwrite")
    if is_obj:
        own = rng.choice(["", "strong", "copy", "weak", "assign", "retain", "unsafe_unretained"])
        if t == "Class" and own in ("copy",):
            own = "strong"
        if own:
            attrs.append(own)
        if own == "copy":
            exp["copy"] = True
        elif own == "weak":
            exp["weak"] = True
        elif is_block and own in ("", "strong"):
            # ARC gives strong block properties copy semantics ('C'), except when readonly.
            exp["copy"] = not exp["readonly"]
            exp["retain"] = False
        elif own == "retain":
            exp["retain"] = True
        elif own in ("", "strong", "retain"):
            # clang's '&' depends on more than the spelling (block properties, readonly): not checked.
            exp["retain"] = None
    else:
        if rng.random() < 0.3:
            attrs.append("assign")
    if rng.random() < 0.25:
        g = f"get_{name}"; attrs.append(f"getter={g}"); exp["getter"] = g
    if rng.random() < 0.25:
        s = f"put_{name}:"; attrs.append(f"setter={s}"); exp["setter"] = s
    decl = f"@property ({', '.join(attrs)}) {declarator(t, name)};" if attrs else f"@property {declarator(t, name)};"
    return decl, t, exp


RET_TYPES = ["void", "int", "id", "NSString *", "double", "float", "char", "BOOL", "struct Rect", "struct Pt",
             "long double", "unsigned long long", "SEL", "Class", "char *", "union Num", "_Bool", "__int128",
             "oneway void", "short", "_Complex double", "void (^)(int)", "struct Pt *"]
ARG_TYPES = ["int", "id", "NSString *", "double", "float", "char", "BOOL", "struct Rect", "struct Pt", "long double",
             "unsigned short", "SEL", "Class", "const char *", "union Num", "_Bool", "__int128", "void *",
             "in id", "out id *", "inout int *", "bycopy id", "byref id", "short", "unsigned char",
             "_Complex float", "void (^)(int)", "id (^)(id, int)", "int (*)(int)", "NSObject<P0> *",
             "struct Rect *", "long", "int[4]", "const struct Pt *"]


def method_decl(rng, index):
    ret = rng.choice(RET_TYPES)
    if ret == "oneway void":
        ret_spelling = "oneway void"
    else:
        ret_spelling = ret
    n = rng.randint(0, 6)
    if n == 0:
        sel = f"m{index}"
        decl = f"- ({ret_spelling}){sel}"
        args = []
    else:
        args = [rng.choice(ARG_TYPES) for _ in range(n)]
        parts = []
        for k, a in enumerate(args):
            qual = ""
            for q in ("in ", "out ", "inout ", "bycopy ", "byref "):
                if a.startswith(q):
                    qual, a = q, a[len(q):]
            label = f"m{index}" if k == 0 else f"a{k}"
            if "(^)" in a or "(*)" in a:
                typename = a.replace("(^)", "(^)").replace("(*)", "(*)")
            parts.append(f"{label}:({qual}{a})x{k}")
        decl = f"- ({ret_spelling})" + " ".join(parts)
        sel = "".join((f"m{index}" if k == 0 else f"a{k}") + ":" for k in range(n))
    return decl, sel, 2 + n, ret, args


def parse_ir_strings(ir):
    strings = {}
    for m in re.finditer(r'^@("?[\w.$\\]+"?) = [^\n]*?c"((?:[^"\\]|\\[0-9A-Fa-f]{2}|\\\\)*)"', ir, re.M):
        raw = m.group(2)
        b = bytearray()
        i = 0
        while i < len(raw):
            if raw[i] == "\\" and raw[i + 1] == "\\":
                b.append(0x5c); i += 2
            elif raw[i] == "\\":
                b.append(int(raw[i + 1:i + 3], 16)); i += 3
            else:
                b += raw[i].encode(); i += 1
        strings[m.group(1)] = b.rstrip(b"\0").decode("utf-8", errors="replace")
    return strings


def make_objc(clang, rng, nprops, nmethods, tmp):
    props, methods = [], []
    src = [OBJC_PRELUDE]
    classes = []
    pi = mi = 0
    cls = 0
    while pi < nprops or mi < nmethods:
        cname = f"C{cls}"; cls += 1
        body, impl = [], []
        for _ in range(8):
            if pi >= nprops:
                break
            name = f"p{pi}"; pi += 1
            decl, t, exp = property_decl(rng, name)
            r = rng.random()
            if r < 0.15:
                exp["dynamic"] = True; exp["ivar"] = None
                impl.append(f"@dynamic {name};")
            elif r < 0.3:
                exp["ivar"] = f"iv_{name}"
                impl.append(f"@synthesize {name} = iv_{name};")
            else:
                exp["ivar"] = f"_{name}"
            body.append(decl)
            props.append({"name": name, "decl": decl, "ctype": t, "expect": exp})
        for _ in range(10):
            if mi >= nmethods:
                break
            decl, sel, nargs, ret, args = method_decl(rng, mi); mi += 1
            body.append(decl + ";")
            impl.append(decl + " { __builtin_trap(); }")
            methods.append({"selector": sel, "decl": decl, "arguments": nargs})
        src.append(f"@interface {cname} : NSObject\n" + "\n".join(body) + "\n@end")
        src.append(f"@implementation {cname}\n" + "\n".join(impl) + "\n@end")
    # A protocol with optional properties (the `?` attribute) and extended method types.
    proto_props, proto_methods = [], []
    pbody = ["@optional"]
    for k in range(40):
        name = f"q{k}"
        decl, t, exp = property_decl(rng, name)
        exp["optional"] = True; exp["ivar"] = None
        pbody.append(decl)
        proto_props.append({"name": name, "decl": decl, "ctype": t, "expect": exp})
    pbody.append("@required")
    for k in range(60):
        decl, sel, nargs, ret, args = method_decl(rng, 10000 + k)
        pbody.append(decl + ";")
        proto_methods.append({"selector": sel, "decl": decl, "arguments": nargs})
    src.append("@protocol PX\n" + "\n".join(pbody) + "\n@end")
    src.append("@interface CX : NSObject <PX> @end\n@implementation CX @end")
    path = os.path.join(tmp, "objc.m")
    with open(path, "w") as f:
        f.write("\n\n".join(src))
    ir = run([clang, "-target", "x86_64-apple-macos12", "-fobjc-arc", "-fblocks", "-w", "-S", "-emit-llvm",
              "-o", "-", path])
    strings = parse_ir_strings(ir)
    # Property lists: { ptr @name, ptr @attributes } pairs.
    attr_of = {}
    for m in re.finditer(r'\{ ptr @(OBJC_PROP_NAME_ATTR_[.\d]*), ptr @(OBJC_PROP_NAME_ATTR_[.\d]*) \}', ir):
        attr_of[strings[m.group(1)]] = strings[m.group(2)]
    out_props = []
    for p in props + proto_props:
        if p["name"] not in attr_of:
            sys.exit(f"no attribute string for {p['name']}")
        p["attributes"] = attr_of[p["name"]]
        out_props.append(p)
    # Method lists: { ptr @name, ptr @types, ptr @imp }.
    types_of = {}
    for m in re.finditer(r'\{ ptr @(OBJC_METH_VAR_NAME_[.\d]*), ptr @(OBJC_METH_VAR_TYPE_[.\d]*), ptr [^}]*\}', ir):
        types_of.setdefault(strings[m.group(1)], strings[m.group(2)])
    out_methods = []
    for m in methods + proto_methods:
        if m["selector"] not in types_of:
            sys.exit(f"no type string for {m['selector']}")
        out_methods.append(dict(m, types=types_of[m["selector"]], extended=False))
    # The protocol's extended method types, in declaration order of its required methods.
    ext = re.search(r'@"_OBJC_\$_PROTOCOL_METHOD_TYPES_PX" = [^\n]*\[([^\n]*)\]', ir)
    if ext:
        names = re.findall(r'ptr @(OBJC_METH_VAR_TYPE_[.\d]*)', ext.group(1))
        # Required instance methods come first; optional properties add accessor methods after.
        for m, gname in zip(proto_methods, names):
            out_methods.append(dict(m, types=strings[gname], extended=True))
    return out_props, out_methods


def make_ivars(clang, rng, count, tmp):
    """Instance variables of random types: clang writes their type strings with member names
    (`{Pt="x"d"y"d}`) and records each ivar's size and log2 alignment in the ivar list."""
    g = Gen(rng)
    types = [g.top_type() if rng.random() < 0.8 else rng.choice(PRIMS) for _ in range(count)]
    src = [OBJC_PRELUDE.replace("@interface NSObject { Class isa; }", "@interface NSObject { Class isa; }")]
    src.append("enum E0 { E0a, E0b, E0c };")
    src += g.decls
    per_class = 25
    for c in range(0, count, per_class):
        body = " ".join(declarator(t, f"iv{i}") + ";" for i, t in enumerate(types[c:c + per_class], start=c))
        src.append(f"@interface IV{c} : NSObject {{ {body} }} @end\n@implementation IV{c} @end")
    path = os.path.join(tmp, "ivars.m")
    with open(path, "w") as f:
        f.write("\n".join(src))
    ir = run([clang, "-target", "x86_64-apple-macos12", "-fobjc-arc", "-fblocks", "-w", "-S", "-emit-llvm",
              "-o", "-", path])
    strings = parse_ir_strings(ir)
    found = {}
    for m in re.finditer(r'%struct._ivar_t \{ ptr @"OBJC_IVAR_\$_IV\d+\.(iv\d+)", ptr @([\w.]+), ptr @([\w.]+), '
                         r'i32 (\d+), i32 (\d+) \}', ir):
        found[m.group(1)] = (strings[m.group(3)], int(m.group(4)), int(m.group(5)))
    out = []
    for i, t in enumerate(types):
        enc, align_log2, size = found[f"iv{i}"]
        out.append({"c": t, "ivar": enc, "size": size, "alignment": 1 << align_log2})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clang", default="/opt/swift/usr/bin/clang")
    ap.add_argument("--seed", type=int, default=20261121)
    ap.add_argument("--types", type=int, default=640)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        types, decls = make_types(args.clang, rng, args.types, tmp)
        props, methods = make_objc(args.clang, rng, 340, 340, tmp)
        ivars = make_ivars(args.clang, rng, 300, tmp)
    with open(os.path.join(HERE, "ivars.jsonl"), "w") as f:
        for v in ivars:
            f.write(json.dumps(v) + "\n")
    with open(os.path.join(HERE, "types.jsonl"), "w") as f:
        for t in types:
            f.write(json.dumps(t) + "\n")
    with open(os.path.join(HERE, "type_declarations.h"), "w") as f:
        f.write("/* The struct and union definitions behind types.jsonl (generated). */\n")
        f.write("\n".join(decls) + "\n")
    with open(os.path.join(HERE, "properties.jsonl"), "w") as f:
        for p in props:
            f.write(json.dumps(p) + "\n")
    seen = set()
    with open(os.path.join(HERE, "methods.jsonl"), "w") as f:
        for m in methods:
            f.write(json.dumps(m) + "\n")
            seen.add(m["types"])
    print(f"{len(types)} types, {len(ivars)} ivars, {len(props)} properties, {len(methods)} methods "
          f"({len(seen)} distinct method encodings)")


if __name__ == "__main__":
    main()

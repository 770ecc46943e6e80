"""Random Objective-C headers for the fixtures: a pool of C and Objective-C types, and
`random_file(index, rng)`, which writes one translation unit of protocols, interfaces,
categories, extensions and `@implementation`s from them, and says which classes, categories
and protocols it declared."""


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

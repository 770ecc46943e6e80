"""clang and its IR, for the fixture scripts: compiling a translation unit to LLVM IR for a
macOS target and reading back what clang emitted for each class, category and protocol —
property attribute strings, method type strings keyed by selector, ivars with their offsets.
`generate_fixtures.py` and `generate_corpus.py` both use it."""
import atexit, os, re, shutil, subprocess, sys, tempfile

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

#!/usr/bin/env python3
"""Expected outputs for the real-world header corpus (Fixtures/Corpus, see its README).

For every header H under Corpus/<Library>/ and Corpus/Written/, and for each of two
environments — x86_64-apple-macos12 and arm64-apple-ios15 — this asks clang what it emits
for H's own classes, categories and protocols, with `-fobjc-arc -fmodules`, `-I Corpus` and
`-I` MiniObjC's stand-in SDK (sdk_standin.py, written from Sources/ObjCHeaders/SDK):

1. `clang -E` gives H's text with macros expanded; the lines that come from H itself (by the
   line markers) hold its `@interface`s, categories and `@protocol`s and their method
   declarations.
2. A translation unit imports H, gives each class and category an empty `@implementation`,
   and references each protocol with `@protocol(P)` in a function marked `used` (clang drops
   an unused static function at -O0, and the protocols' metadata with it), so that clang
   emits their metadata; a protocol it still does not emit stops the script.
   From its IR come the property lists, which name the accessors.
3. A second unit also defines every method H declares (attributes dropped, empty bodies) —
   except property accessors, whose definition would stop auto-synthesis — so that the
   method lists hold every declared method's type encoding.

The result, `Corpus/Expected/<Library>/<Header>.<environment>.json`, has the shape of the
other fixtures' expected files (generate_fixtures.py), and ClangCorpusTests demands that
MiniObjC's `HeaderCompiler` (reading H with the same include path) produces the same
strings.

Usage: python3 generate_corpus.py [HEADER ...]   (default: every corpus header)
"""
import atexit, json, os, re, shutil, subprocess, sys, tempfile

import sdk_standin
from clang_ir import CLANG, CLANG_FLAGS, IR, expected_from_ir

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "Corpus")
EXPECTED = os.path.join(CORPUS, "Expected")
ENVIRONMENTS = [("x86_64-macos", "x86_64-apple-macos12"), ("arm64-ios", "arm64-apple-ios15")]
SKIP_DIRS = {"LICENSES", "Expected"}
# Headers clang itself rejects in one environment, as their authors ship them.
ONLY = {
    # iOS/tvOS only: on macOS its closing NS_ASSUME_NONNULL_END is outside the `#if` that imports Foundation.
    "AFNetworking/AFImageDownloader.h": ["arm64-ios"],
    # Not self-contained: it imports nothing, and its protocol names IGListKit and UIKit types, so it
    # compiles only where IGListSectionController.h includes it (after their declarations).
    "IGListKit/IGListTransitionDelegate.h": [],
    # Not self-contained either: its inline functions use NS_INLINE and Foundation, which the FLEX headers
    # that include it import first.
    "FLEX/FLEXMacros.h": [],
}


def corpus_headers():
    out = []
    for lib in sorted(os.listdir(CORPUS)):
        d = os.path.join(CORPUS, lib)
        if lib in SKIP_DIRS or not os.path.isdir(d):
            continue
        out += [os.path.join(lib, f) for f in sorted(os.listdir(d)) if f.endswith(".h")]
    return out


def sdk_paths():
    """Every <...> path the corpus names, so the stand-in SDK forwards each to its module."""
    paths = set()
    for rel in corpus_headers():
        text = open(os.path.join(CORPUS, rel), errors="replace").read()
        paths |= set(re.findall(r"[<\"]([\w./+-]+\.h)[>\"]", text))
    return paths


def run(args, what):
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stderr[-4000:])
        raise SystemExit("clang failed: " + what)
    return r.stdout


def clang(target, sdk, extra):
    return [CLANG, "-target", target] + CLANG_FLAGS + ["-w", "-I", CORPUS, "-I", sdk] + extra


# ---------------------------------------------------------------- H's own declarations

def own_text(preprocessed, header_path):
    """The lines of `clang -E` output that come from the header itself."""
    real = os.path.realpath(header_path)
    keep, lines = False, []
    for line in preprocessed.splitlines():
        m = re.match(r'# \d+ "([^"]+)"', line)
        if m:
            keep = os.path.realpath(m.group(1)) == real
            continue
        if keep:
            lines.append(line)
    return "\n".join(lines)


def strip_attributes(text):
    """Drops every `__attribute__((…))` group (a definition cannot carry some of them), except
    `objc_ownership(…)`, which is what `__unsafe_unretained` and the other ownership
    qualifiers expand to: it is part of the type (`id __unsafe_unretained []`)."""
    out, i = [], 0
    while True:
        j = text.find("__attribute__", i)
        if j < 0:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:j])
        k = text.find("(", j)
        depth = 0
        while k < len(text):
            if text[k] == "(":
                depth += 1
            elif text[k] == ")":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        group = text[j:k + 1]
        if re.match(r"__attribute__\s*\(\(\s*objc_ownership\s*\(\s*\w+\s*\)\s*\)\)$", group):
            out.append(group)
        i = k + 1


def containers(text):
    """[(kind, class, category, [method declaration texts])] for the @interface blocks
    (kind "class" or "category"; extensions are folded into their class) and
    [protocol names] for the @protocol definitions."""
    blocks, protocols, class_bounds = [], [], {}
    # clang names a category on an alias after the class the alias stands for.
    aliases = dict(re.findall(r"@compatibility_alias\s+(\w+)\s+(\w+)\s*;", text))
    for m in re.finditer(r"@(interface|protocol)\b", text):
        rest = text[m.end():]
        name = re.match(r"\s*(\w+)", rest)
        if not name:
            continue
        after = rest[name.end():]
        if m.group(1) == "protocol":
            if re.match(r"\s*[;,]", after):
                continue  # a forward declaration
            protocols.append(name.group(1))
            continue
        j, params = 0, []
        if after.lstrip().startswith("<"):  # generic parameters (or, for a class, protocols)
            j = after.index("<")
            start, depth = j, 0
            while j < len(after):
                depth += after[j] == "<"
                depth -= after[j] == ">"
                j += 1
                if depth == 0:
                    break
            # `<__covariant ValueType : id<P>, KeyType>`: each name, and its bound if any.
            params = type_parameters(after[start + 1:j - 1])
        cat = re.match(r"\s*\(\s*(\w*)\s*\)", after[j:])
        end = text.find("@end", m.end())
        body = text[m.end():end]
        kind = "category" if cat and cat.group(1) else "class"
        category = cat.group(1) if cat and cat.group(1) else None
        if cat is None:
            class_bounds[name.group(1)] = [b for _, b in params]
        else:  # a category may rename the parameters; unbounded ones take the class's bounds
            inherited = class_bounds.get(name.group(1), [])
            params = [(p, b or (inherited[i] if i < len(inherited) else None)) for i, (p, b) in enumerate(params)]
        # Type parameters are not in scope in an @implementation: each is written as what it
        # stands for, its bound or `id` (the encodings are the same).
        methods = method_declarations(body)
        for p, bound in params:
            methods = [re.sub(r"\b%s\b" % p, bound or "id", d) for d in methods]
        blocks.append((kind, aliases.get(name.group(1), name.group(1)), category, methods))
    return blocks, protocols


def type_parameters(text):
    """[(name, bound or None)] of a type parameter list's inside (`__covariant T : NSString *, U`)."""
    out, depth, part = [], 0, ""
    for ch in text + ",":
        if ch == "," and depth == 0:
            m = re.match(r"\s*(?:(?:__covariant|__contravariant)\s+)?(\w+)\s*(?::\s*(.*?))?\s*$", part, re.S)
            if m:
                out.append((m.group(1), m.group(2)))
            part = ""
            continue
        depth += ch in "<(" 
        depth -= ch in ">)"
        part += ch
    return out


def method_declarations(body):
    """`- (T)a:(T)x b:(T)y` texts of the methods declared in an @interface body."""
    out = []
    # Skip the ivar block.
    depth = 0
    clean = []
    for ch in body:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0:
            clean.append(ch)
    body = "".join(clean)
    for m in re.finditer(r"(?m)^\s*([-+])\s*\(", body):
        start = m.start(1)
        depth, k = 0, start
        while k < len(body):
            c = body[k]
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            elif c == ";" and depth == 0:
                break
            k += 1
        out.append(strip_attributes(body[start:k]).strip())
    return out


def selector_of(decl):
    """The selector of a method declaration text."""
    sign = decl[0]
    # Drop every parenthesized type, however deeply nested (`(id __attribute__((objc_ownership(…))) *)`).
    s, depth = [], 0
    for ch in decl[1:]:
        depth += ch == "("
        if depth == 0:
            s.append(ch)
        elif ch == ")":
            depth -= 1
            if depth == 0:
                s.append(" ")
    s = "".join(s)
    parts = re.findall(r"(\w*)\s*:", s)
    if parts:
        return sign, "".join(p + ":" for p in parts)
    return sign, re.match(r"\s*(\w+)", s).group(1)


# ---------------------------------------------------------------- translation units

def unit(header_rel, blocks, protocols, accessors, with_methods):
    lines = ['#import "%s"' % header_rel, ""]
    for kind, cls, cat, methods in blocks:
        lines.append("@implementation %s%s" % (cls, " (%s)" % cat if cat else ""))
        if with_methods:
            seen = set()
            for decl in methods:
                key = selector_of(decl)
                if key in seen or key in accessors.get((cls, cat), set()):
                    continue
                seen.add(key)
                lines.append(decl + " { }")
        lines += ["@end", ""]
    if protocols:
        # `used`: clang drops an unreferenced static function at -O0, and with it the
        # protocols' metadata.
        lines.append("__attribute__((used)) static void miniobjc_corpus_references(void) {")
        lines += ["    (void)@protocol(%s);" % p for p in protocols]
        lines.append("}")
    return "\n".join(lines) + "\n"


def compile_unit(source, target, sdk):
    with tempfile.NamedTemporaryFile("w", suffix=".m", dir=CORPUS, delete=False) as f:
        f.write(source)
        path = f.name
    try:
        return IR(run(clang(target, sdk, ["-S", "-emit-llvm", "-o", "-", path]), path + "\n" + source))
    finally:
        os.unlink(path)


def accessor_selectors(ir, blocks):
    """(class, category) -> {(sign, selector)} of the accessors of its emitted properties."""
    out = {}
    for kind, cls, cat, _ in blocks:
        key = cls + ("_$_" + cat if cat else "")
        sels = set()
        for list_name, sign in [("_OBJC_$_PROP_LIST_", "-"), ("_OBJC_$_CLASS_PROP_LIST_", "+")]:
            for name, attrs in ir.props(list_name + key).items():
                getter, setter = name, "set" + name[:1].upper() + name[1:] + ":"
                for a in attrs.split(","):
                    if a.startswith("G"):
                        getter = a[1:]
                    if a.startswith("S"):
                        setter = a[1:]
                sels |= {(sign, getter), (sign, setter)}
        out[(cls, cat)] = out.get((cls, cat), set()) | sels
    return out


def expected_for(header_rel, target, sdk):
    header_path = os.path.join(CORPUS, header_rel)
    pre = run(clang(target, sdk, ["-x", "objective-c", "-E", header_path]), header_rel)
    blocks, protocols = containers(own_text(pre, header_path))
    classes = sorted({cls for kind, cls, cat, _ in blocks if kind == "class"})
    categories = sorted({(cls, cat) for kind, cls, cat, _ in blocks if kind == "category"})
    merged = {}
    for kind, cls, cat, methods in blocks:
        merged.setdefault((kind, cls, cat), []).extend(methods)
    blocks = [(k, c, cat, m) for (k, c, cat), m in merged.items()]
    rel = os.path.relpath(header_path, CORPUS)
    first = compile_unit(unit(rel, blocks, protocols, {}, False), target, sdk)
    accessors = accessor_selectors(first, blocks)
    second = compile_unit(unit(rel, blocks, protocols, accessors, True), target, sdk)
    expected = expected_from_ir(second, classes, categories, protocols)
    # Every protocol the header defines is referenced, so clang must have emitted each.
    missing = [p for p in protocols if p not in expected["protocols"]]
    if missing:
        raise SystemExit("%s: clang emitted no metadata for protocol(s) %s" % (header_rel, ", ".join(missing)))
    return expected


def main():
    headers = sys.argv[1:] or corpus_headers()
    sdk = tempfile.mkdtemp(prefix="miniobjc-sdk-")
    atexit.register(shutil.rmtree, sdk, ignore_errors=True)
    sdk_standin.write(sdk, sdk_paths())
    counts = {"headers": 0, "attributes": 0, "methods": 0}
    for rel in headers:
        for suffix, target in ENVIRONMENTS:
            if suffix not in ONLY.get(rel, [suffix]):
                continue
            exp = expected_for(rel, target, sdk)
            out = os.path.join(EXPECTED, rel[:-2] + "." + suffix + ".json")
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "w") as f:
                json.dump(exp, f, indent=1, sort_keys=True)
            if suffix == "x86_64-macos":
                for group in exp.values():
                    for entry in group.values():
                        counts["attributes"] += len(entry["properties"]) + len(entry["classProperties"])
                        counts["methods"] += sum(len(entry.get(k, {})) for k in
                                                 ["instanceMethods", "classMethods", "optionalInstanceMethods", "optionalClassMethods"])
        counts["headers"] += 1
    print("corpus: %(headers)d headers, %(attributes)d attribute strings and %(methods)d method encodings (x86_64 macOS)" % counts)


if __name__ == "__main__":
    main()

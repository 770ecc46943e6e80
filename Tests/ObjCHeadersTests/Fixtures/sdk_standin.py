#!/usr/bin/env python3
"""MiniObjC's stand-in SDK, written out for clang.

The SDK's single source is Sources/ObjCHeaders/SDK/*.swift: `SDK.modules` lists each module
as `Module("Name", "umbrella/path.h", [other paths and "Prefix/*" patterns], [part, ...])`
and every part is a `static let part = #\"\"\"...\"\"\"#` raw string. `write(dir, extra)`
puts each module's text at its umbrella path under `dir`, a forwarding header
(`#import <umbrella>`) at each exact path the module lists and at each path in `extra` that a
module's pattern covers, and a `module.modulemap` naming every module, so that
`clang -fmodules -I dir` sees what MiniObjC's front-end sees for `#import <...>` and
`@import Name;`.

Usage as a script: python3 sdk_standin.py DIR [PATH ...]   (writes the directory)
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
SDK_DIR = os.path.join(ROOT, "Sources", "ObjCHeaders", "SDK")

MODULE = re.compile(r'Module\("(\w+)", "([^"]+)", \[([^\]]*)\], \[([^\]]*)\]\)')
PART = re.compile(r'static let (\w+) = #"""\n(.*?)\n"""#', re.S)


def modules():
    """[(name, umbrella, [paths], text)] in SDK order."""
    parts, table = {}, None
    for f in sorted(os.listdir(SDK_DIR)):
        src = open(os.path.join(SDK_DIR, f)).read()
        for name, text in PART.findall(src):
            parts[name] = text
        if "static let modules" in src:
            table = src
    out = []
    for name, umbrella, paths, part_names in MODULE.findall(table):
        paths = re.findall(r'"([^"]+)"', paths)
        texts = [parts[p.strip()] for p in part_names.split(",") if p.strip()]
        out.append((name, umbrella, paths, "\n".join(texts)))
    return out


def selects(module, path):
    _, umbrella, paths, _ = module
    if path == umbrella:
        return True
    for p in paths:
        if (p.endswith("/*") and path.startswith(p[:-1])) or p == path:
            return True
    return False


def write(directory, extra_paths=()):
    mods = modules()
    lines = []
    for name, umbrella, paths, text in mods:
        path = os.path.join(directory, umbrella)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text + "\n")
        lines.append('module %s [system] {\n  header "%s"\n  export *\n}\n' % (name, umbrella))
    forwarded = set()
    for m in mods:
        for p in m[2]:
            if not p.endswith("/*"):
                forwarded.add((p, m[1]))
    for p in extra_paths:
        for m in mods:
            if selects(m, p) and p != m[1]:
                forwarded.add((p, m[1]))
                break
    for p, umbrella in sorted(forwarded):
        path = os.path.join(directory, p)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write("#import <%s>\n" % umbrella)
    with open(os.path.join(directory, "module.modulemap"), "w") as f:
        f.write("".join(lines))
    return mods


if __name__ == "__main__":
    write(sys.argv[1], sys.argv[2:])

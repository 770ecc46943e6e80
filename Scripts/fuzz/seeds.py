#!/usr/bin/env python3
"""Writes the seed corpus of one ParserFuzz target into a directory, one input per file.

    python3 Scripts/fuzz/seeds.py TARGET DIR

Seeds come from the test fixtures, so the fuzzer starts from inputs clang (or Python's
plistlib / json) produced and from the inputs the tests feed the parsers: encodings,
signatures and attribute strings from Tests/ObjCEncodingTests/Fixtures, headers from
Tests/ObjCHeadersTests/Fixtures; property lists from the string literals of the
DynamicDefaults tests (XML and old-style text as the tests write them, XML ones that plistlib
reads also as binary) and plistlib's output for the sample values below (the same kinds as
Tests/PlistTestSupport/PlistSamples.swift); JSON from the string literals of the
ModelMapping tests and of the model benchmarks' fixture (Sources/objcrt/Bench), well-formed
or not, and json's output for the same samples.
"""
import datetime
import glob
import json
import os
import plistlib
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
ENCODING = os.path.join(ROOT, "Tests", "ObjCEncodingTests", "Fixtures")
HEADERS = os.path.join(ROOT, "Tests", "ObjCHeadersTests", "Fixtures")
# The plist codecs' own tests, the defaults store's tests and `objcrt defaults`'s (objcrtTests)
# all feed property lists to them.
PLIST_TESTS = [os.path.join(ROOT, "Tests", d)
               for d in ("PropertyListsTests", "PlistTestSupport", "DynamicDefaultsTests", "objcrtTests")]
MODEL_TESTS = os.path.join(ROOT, "Tests", "ModelMappingTests")
BENCH = os.path.join(ROOT, "Sources", "objcrt", "Bench")


def swift_strings(path):
    """The string literals of a Swift file as the compiler reads them: escapes applied, a
    multi-line literal's indentation (its closing delimiter's) removed, raw strings (#"…"#)
    taken as written. An interpolation becomes `x` inside a JSON-style quoted string and `1`
    elsewhere, so templates still give well-formed documents."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    out, i, n = [], 0, len(src)
    while i < n:
        if src.startswith("//", i):
            i = src.find("\n", i)
            i = n if i < 0 else i
            continue
        if src.startswith("/*", i):
            i = src.find("*/", i + 2)
            i = n if i < 0 else i + 2
            continue
        m = re.compile(r'(#*)("""|")').match(src, i)
        if not m or (m.group(1) == "" and src[i] != '"'):
            i += 1
            continue
        hashes, quote = m.group(1), m.group(2)
        close = quote + hashes
        escape = "\\" + hashes
        j, text = m.end(), []
        while j < n and not src.startswith(close, j):
            if src.startswith(escape, j):
                j += len(escape)
                c = src[j] if j < n else ""
                if c == "(":
                    depth, k = 1, j + 1
                    while k < n and depth:
                        depth += {"(": 1, ")": -1}.get(src[k], 0)
                        k += 1
                    line = "".join(text).rsplit("\n", 1)[-1]
                    text.append("x" if line.count('"') % 2 else "1")
                    j = k
                    continue
                if c == "u" and src.startswith("{", j + 1):
                    end = src.index("}", j)
                    text.append(chr(int(src[j + 2:end], 16)))
                    j = end + 1
                    continue
                if c == "\n":  # a line continuation in a multi-line literal
                    j += 1
                    continue
                text.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(c, c))
                j += 1
                continue
            if quote == '"' and src[j] == "\n":
                break  # not a string literal after all (a lone quote character)
            text.append(src[j])
            j += 1
        body = "".join(text)
        if quote == '"""':
            lines = body.split("\n")[1:]      # the opening line is empty
            indent = lines[-1] if lines and lines[-1].strip() == "" else ""
            body = "\n".join(l[len(indent):] if l.startswith(indent) else l.lstrip() for l in lines[:-1])
        out.append(body)
        i = j + len(close)
    return out


def literals(folders, pattern="*.swift"):
    found = []
    for folder in ([folders] if isinstance(folders, str) else folders):
        for path in sorted(glob.glob(os.path.join(folder, "**", pattern), recursive=True)):
            found += swift_strings(path)
    return found


def jsonl(name, *fields):
    out = []
    with open(os.path.join(ENCODING, name)) as f:
        for line in f:
            record = json.loads(line)
            out += [record[k] for k in fields if k in record]
    return out


def encodings():
    return jsonl("types.jsonl", "gnu", "apple") + jsonl("ivars.jsonl", "ivar")


def signatures():
    return jsonl("methods.jsonl", "types")


def attributes():
    return jsonl("properties.jsonl", "attributes")


def headers():
    seeds = []
    for path in sorted(glob.glob(os.path.join(HEADERS, "*.m")) + glob.glob(os.path.join(HEADERS, "*.h"))):
        with open(path) as f:
            seeds.append(f.read())
    with open(os.path.join(HEADERS, "errors.expected.json")) as f:
        seeds += [case["source"] for case in json.load(f)]
    return seeds


SAMPLES = [
    {"string": "h\u00e9llo <&> \"q\" 'a' \U0001F389 \t tab", "empty": "", "negative": -42,
     "int64max": 2**63 - 1, "int64min": -2**63, "uint64max": 2**64 - 1, "zero": 0,
     "real": 2.67, "negReal": -0.5, "tiny": 1e-300, "huge": 1.7976931348623157e308,
     "yes": True, "no": False, "data": bytes([0, 1, 2, 255]), "bigData": bytes(range(200)),
     "date": datetime.datetime(2024, 1, 31, 12, 0, 0),
     "array": [1, "two", [3.5, False]], "dict": {"nested": {"deep": 1, "list": []}},
     "emptyArray": [], "emptyDict": {}, "long string key \x7f": "x" * 300},
    {"launchCount": 7, "nickName": "bob", "lastLogin": datetime.datetime(2001, 1, 1), "ratio": 0.25},
    {"k": [{"a": [[], {}]}, "\u00e9\u00e8", 12345678901234]},
    ["only", "an", "array", 1, 2.0, True],
    {},
]


def xml_from_tests():
    return [t for t in literals(PLIST_TESTS)
            if t.lstrip().startswith("<") and any(tag in t for tag in ("<plist", "<dict", "<array", "<string", "<?xml"))]


def plist_xml():
    return [plistlib.dumps(v, fmt=plistlib.FMT_XML, sort_keys=True) for v in SAMPLES] + xml_from_tests()


def plist_binary():
    seeds = [plistlib.dumps(v, fmt=plistlib.FMT_BINARY, sort_keys=True) for v in SAMPLES]
    for text in xml_from_tests():
        try:
            seeds.append(plistlib.dumps(plistlib.loads(text.encode()), fmt=plistlib.FMT_BINARY))
        except Exception:
            pass  # a sample plistlib does not read (hex integers, bare roots, malformed on purpose)
    return seeds


def openstep_text(v):
    """Old-style text as `defaults read` prints it (types other than strings print as text)."""
    if isinstance(v, dict):
        return "{" + "".join(f" {openstep_text(k)} = {openstep_text(x)};" for k, x in sorted(v.items())) + " }"
    if isinstance(v, list):
        return "(" + ", ".join(openstep_text(x) for x in v) + ")"
    if isinstance(v, bytes):
        return "<" + v.hex() + ">"
    if isinstance(v, bool):
        return "1" if v else "0"
    s = str(v)
    if s and all(c.isalnum() or c in "_.$:/-" for c in s):
        return s
    return '"' + "".join("\\" + c if c in '"\\' else (f"\\U{ord(c):04x}" if ord(c) > 126 else c) for c in s) + '"'


def openstep():
    seeds = [openstep_text(v).encode() for v in SAMPLES]
    # The typed values GNUstep's writer uses, and the forms the tests name.
    seeds += [b'{ a = (1, "two", <0aff>, { b = c; }); d = <*I12>; e = <*R2.5>; f = <*BY>; g = <*D2024-01-31 12:00:00 +0000>; }',
              b'{ name = bob; "quoted key" = "a \\"b\\"\\n\\U00e9"; list = (1, two, "3",); data = <0aFF 10>; }',
              b'// comment\n/* block */ ( a, b )', b'"just a string"']
    # Every literal of the old-style tests (documents and the malformed ones), and the
    # dictionaries and arrays the other tests write as text (the CLI's `defaults write`).
    seeds += literals(PLIST_TESTS, "OpenStepTests.swift")
    seeds += [t for t in literals(PLIST_TESTS) if t.lstrip()[:1] in ("{", "(") and "=" in t]
    return seeds


def json_seeds():
    seeds = []
    for v in SAMPLES:
        plain = json.loads(json.dumps(v, default=lambda x: x.isoformat() if isinstance(x, datetime.datetime) else list(x)))
        seeds.append(json.dumps(plain, sort_keys=True).encode())
    seeds += [b'{"name": "Harry Pottery", "count": 256, "ratio": 10.5, "flag": true, "child": {"name": "x", "list": [1, 2]}, "map": {"a": null}}',
              b'[1, -0, 1e308, 0.1, "\\ud83c\\udf89", "\\u0000", {"count": "12"}]', b'{"number": 18446744073709551615}']
    # The documents the model tests and the model benchmarks map, well-formed or not.
    texts = literals(MODEL_TESTS) + literals(BENCH, "GitHubUserFixture.swift")
    seeds += [t for t in texts if t.lstrip()[:1] in ("{", "[")]
    return seeds


TARGETS = {
    "encoding": encodings,
    "signature": signatures,
    "attributes": attributes,
    "header": headers,
    "plist-xml": plist_xml,
    "plist-binary": plist_binary,
    "plist-openstep": openstep,
    "json": json_seeds,
}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in TARGETS:
        sys.exit("usage: seeds.py TARGET DIR  (TARGET: " + ", ".join(TARGETS) + ")")
    target, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    seeds = TARGETS[target]()
    for i, seed in enumerate(dict.fromkeys(s.encode() if isinstance(s, str) else s for s in seeds)):
        with open(os.path.join(out, f"seed-{i:04}"), "wb") as f:
            f.write(seed)


if __name__ == "__main__":
    main()

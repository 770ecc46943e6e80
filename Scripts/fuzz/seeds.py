#!/usr/bin/env python3
"""Writes the seed corpus of one ParserFuzz target into a directory, one input per file.

    python3 Scripts/fuzz/seeds.py TARGET DIR

Seeds come from the test fixtures, so the fuzzer starts from inputs clang (or Python's
plistlib / json) produced: encodings, signatures and attribute strings from
Tests/ObjCEncodingTests/Fixtures, headers from Tests/ObjCHeadersTests/Fixtures, property
lists and JSON written by plistlib / json from the sample values below (the same kinds as
Tests/PlistTestSupport/PlistSamples.swift), old-style plists printed from them.
"""
import datetime
import glob
import json
import os
import plistlib
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
ENCODING = os.path.join(ROOT, "Tests", "ObjCEncodingTests", "Fixtures")
HEADERS = os.path.join(ROOT, "Tests", "ObjCHeadersTests", "Fixtures")


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


def plists(fmt):
    return [plistlib.dumps(v, fmt=fmt, sort_keys=True) for v in SAMPLES]


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
    return seeds


def json_seeds():
    seeds = []
    for v in SAMPLES:
        plain = json.loads(json.dumps(v, default=lambda x: x.isoformat() if isinstance(x, datetime.datetime) else list(x)))
        seeds.append(json.dumps(plain, sort_keys=True).encode())
    seeds += [b'{"name": "Harry Pottery", "count": 256, "ratio": 10.5, "flag": true, "child": {"name": "x", "list": [1, 2]}, "map": {"a": null}}',
              b'[1, -0, 1e308, 0.1, "\\ud83c\\udf89", "\\u0000", {"count": "12"}]', b'{"number": 18446744073709551615}']
    return seeds


TARGETS = {
    "encoding": encodings,
    "signature": signatures,
    "attributes": attributes,
    "header": headers,
    "plist-xml": lambda: plists(plistlib.FMT_XML),
    "plist-binary": lambda: plists(plistlib.FMT_BINARY),
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

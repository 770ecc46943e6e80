#!/usr/bin/env bash
# Builds the ObjCEncoding libFuzzer target with AddressSanitizer and runs it for SECONDS
# (default 40) from a seed corpus made of the clang fixtures. Exits non-zero on a crash.
#   Scripts/fuzz-encoding.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-40}"
swift build --scratch-path .build-fuzz --sanitize=fuzzer --sanitize=address \
    -Xswiftc -DENCODING_FUZZ --product EncodingFuzz 2>&1 | tail -n 3
bin="$(swift build --scratch-path .build-fuzz --sanitize=fuzzer --sanitize=address \
    -Xswiftc -DENCODING_FUZZ --product EncodingFuzz --show-bin-path)/EncodingFuzz"

corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
# Seeds: every encoding, signature and attribute string of the fixtures, one per file.
python3 - "$corpus" <<'PY'
import json, os, sys
here = "Tests/ObjCEncodingTests/Fixtures"
out = sys.argv[1]
seeds = []
for line in open(os.path.join(here, "types.jsonl")):
    t = json.loads(line); seeds += [t["gnu"], t["apple"]]
for line in open(os.path.join(here, "ivars.jsonl")):
    seeds.append(json.loads(line)["ivar"])
for line in open(os.path.join(here, "methods.jsonl")):
    seeds.append(json.loads(line)["types"])
for line in open(os.path.join(here, "properties.jsonl")):
    seeds.append(json.loads(line)["attributes"])
for i, s in enumerate(sorted(set(seeds))):
    with open(os.path.join(out, f"seed{i}"), "w") as f:
        f.write(s)
PY
ASAN_OPTIONS=detect_leaks=0 "$bin" "$corpus" -dict=Scripts/encoding-fuzz.dict \
    -max_total_time="$seconds" -max_len=512 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="${TMPDIR:-/tmp}/encoding-fuzz-" 2>&1 | tail -n 12

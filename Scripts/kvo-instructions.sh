#!/usr/bin/env bash
# Counts the instructions of one observed set (`kvo.observed_setter`: an integer setter with
# one `.new` closure observer) with valgrind's callgrind: the inclusive cost of the `q`
# notifying setter divided by its calls — the send's own lookup is not included, the
# original setter, the getter and the observer's closure are. Instruction counts stay put
# when other processes load the machine, which timings do not.
#   Scripts/kvo-instructions.sh [path/to/objcrt [benchmark [rounds]]]
# (defaults: the release build, kvo.observed_setter, 5 rounds). Another benchmark of the same
# integer setter — kvo.controller_block_setter — needs more rounds (400): under valgrind its
# first call is slow enough that calibration settles on a handful of sets per round.
# Valgrind 3.19 cannot read Swift 6.3's DWARF 5, so a copy without debug info is profiled.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/release/objcrt}"
bench="${2:-kvo.observed_setter}"
rounds="${3:-5}"
[ -x "$bin" ] || { echo "build it first: swift build -c release --product objcrt" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$bin" "$work/objcrt"
valgrind --tool=callgrind --callgrind-out-file="$work/out" \
    "$work/objcrt" bench --filter "$bench" --rounds "$rounds" >/dev/null 2>&1
callgrind_annotate --threshold=100 --inclusive=yes --tree=caller "$work/out" 2>/dev/null > "$work/tree"
python3 - "$work/tree" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().splitlines()
for i, line in enumerate(lines):
    # The C-convention entry of the `q` setter (setLongLongValueAndNotify, mangled).
    if re.search(r'\*  \?\?\?:\$s17KeyValueObserving\w*setLonge\w*AndNotify\w*_To \[', line):
        total = int(line.split()[0].replace(',', ''))
        calls, j = 0, i - 1
        while j >= 0 and '<' in lines[j]:
            calls += int(re.search(r'\(([\d,]+)x\)', lines[j]).group(1).replace(',', ''))
            j -= 1
        print(f"{total / calls:.0f} instructions per observed set ({total:,} over {calls:,} sets)")
        sys.exit(0)
sys.exit("the notifying setter was not found in the profile")
PY

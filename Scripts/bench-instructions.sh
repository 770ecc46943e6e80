#!/usr/bin/env bash
# Instructions per operation of any `objcrt bench` row and its baseline, counted by valgrind's
# callgrind on the release build: only what runs inside the harness's measuredSubject /
# measuredBaseline (BenchHarness.swift) is collected — the timed rounds, with their loop, as
# the time is — and divided by the operations those rounds made (fixed by --iterations).
# Instruction counts stay put when other processes load the machine, which timings do not;
# the machine's own caches and branch predictors are not modelled (cycles are not counted).
#   Scripts/bench-instructions.sh NAME [iterations [rounds]]    (defaults: 20000, 3)
# e.g. Scripts/bench-instructions.sh send.api_sendInt. The threaded rows (…_threads_N,
# class.add_method_while_sending) cannot be counted this way: their work runs on the worker
# pool's threads, outside the measuring function's frame. The compiled.* rows run in a program
# of their own and are not counted here either, except compiled.yymodel_* and
# compiled.modelmapping_*, whose compiled library is loaded and timed inside objcrt. Valgrind 3.19 cannot read Swift 6.3's DWARF 5, so a copy without debug info
# is profiled.
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: Scripts/bench-instructions.sh NAME [iterations [rounds]]}"
iterations="${2:-20000}"
rounds="${3:-3}"
bin="${OBJCRT:-.build/release/objcrt}"
[ -x "$bin" ] || { echo "build it first: swift build -c release --product objcrt" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is not installed" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$bin" "$work/objcrt"
count() { # $1: the measured function; prints collected instructions and the bench's JSON line
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect="*$1*" \
        --callgrind-out-file="$work/$1.out" \
        "$work/objcrt" bench --json --exact --filter "$name" --iterations "$iterations" --rounds "$rounds" \
        > "$work/$1.json" 2> "$work/$1.log" || { cat "$work/$1.log" >&2; exit 1; }
}
count measuredSubject
count measuredBaseline
python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
def total(fn):
    # Every thread writes its own part (out, out-01, ...); each part's "totals:" line counts it.
    n = 0
    for f in os.listdir(work):
        if f.startswith(fn + ".out"):
            for line in open(os.path.join(work, f)):
                if line.startswith("totals:"):
                    n += int(line.split()[1])
    return n
rows = [json.loads(l) for l in open(os.path.join(work, "measuredSubject.json")) if l.startswith("{")]
if len(rows) != 1:
    sys.exit(f"expected one benchmark row, got {len(rows)}: is the name exact?")
row = rows[0]
s, b = total("measuredSubject"), total("measuredBaseline")
if s == 0 or b == 0:
    sys.exit(f"{row['name']}: no instructions counted inside the measuring functions (a threaded row?)")
si, bi = s / row["subject_ops"], b / row["baseline_ops"]
print(f"{row['name']}: {si:.1f} instructions per op; {row['baseline']}: {bi:.1f}; ratio {si / bi:.2f}")
PY

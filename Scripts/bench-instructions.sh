#!/usr/bin/env bash
# Instructions per operation of every `objcrt bench` row a filter selects, and of each row's
# baseline, counted by valgrind's callgrind on the release build in one run: callgrind dumps
# (and resets) its counters each time the harness's measuredSubject / measuredBaseline
# (BenchHarness.swift) returns; the harness calls each once, uncounted here, after warm-up and
# calibration, so each later dump is one timed round — its loop included, as the time is, on
# every thread (a threaded row's workers run while the main thread waits inside the round) —
# and is divided by the operations the round made. (Callgrind's --zero-before and
# --toggle-collect were seen to miss a function's first calls, so neither is used.) Instruction counts stay put
# when other processes load the machine, which timings do not; the machine's caches, branch
# predictors and cores are not modelled (cycles are not counted, and valgrind runs one thread
# at a time, so a threaded row's count is its instructions with little of its contention).
#   Scripts/bench-instructions.sh [--exact] [--iterations N] [--rounds R] FILTER
# FILTER is a name prefix as `objcrt bench --filter` takes it (--exact: a whole name), e.g.
#   Scripts/bench-instructions.sh send.          every send.* row
#   Scripts/bench-instructions.sh --exact --iterations 1 model.from_json_10k
# Without --iterations a round is calibrated as `objcrt bench` does (to 20 ms of valgrind's
# time): the count divides by the operations actually made, so it is exact either way.
# A threaded row (…_threads_N, send.cached_7threads, class.add_method_while_sending) divides
# by N threads' operations (class.add_method_while_sending: 7 senders', the mutator's
# instructions included); kvo.*_8threads share n among 8 threads but do at least 512 sets a
# round, so count them with --iterations 4096 or more. The compiled.* rows run in a program of their own and are not
# counted, except compiled.yymodel_* / compiled.modelmapping_*, whose library objcrt hosts.
# Valgrind 3.19 cannot read Swift 6.3's DWARF 5, so a copy without debug info is profiled.
set -euo pipefail
cd "$(dirname "$0")/.."
exact=() iterations=() rounds=2
while [ $# -gt 0 ]; do
    case "$1" in
        --exact) exact=(--exact); shift ;;
        --iterations) iterations=(--iterations "$2"); shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^set /p' "$0" | sed -n 's/^# \{0,1\}//p'; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) break ;;
    esac
done
filter="${1:?usage: Scripts/bench-instructions.sh [--exact] [--iterations N] [--rounds R] FILTER}"
# The earlier form, NAME [iterations [rounds]], still works.
[ $# -ge 2 ] && iterations=(--iterations "$2")
[ $# -ge 3 ] && rounds="$3"
bin="${OBJCRT:-.build/release/objcrt}"
[ -x "$bin" ] || { echo "build it first: swift build -c release --product objcrt" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind is not installed" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$bin" "$work/objcrt"
XDG_CONFIG_HOME="$work/xdg" valgrind --tool=callgrind \
    --dump-after='*measuredSubject*' --dump-after='*measuredBaseline*' \
    --callgrind-out-file="$work/cg.out" \
    "$work/objcrt" bench --json --filter "$filter" "${exact[@]}" "${iterations[@]}" --rounds "$rounds" \
    > "$work/rows.jsonl" 2> "$work/valgrind.log" || { tail -n 30 "$work/valgrind.log" >&2; exit 1; }
python3 - "$work" "$rounds" <<'PY'
import json, os, re, sys
work, rounds = sys.argv[1], int(sys.argv[2])
# The dumps in order: cg.out.1, cg.out.2, ... (cg.out itself is the rest, at exit).
dumps = []
for f in os.listdir(work):
    m = re.fullmatch(r"cg\.out\.(\d+)", f)
    if not m:
        continue
    trigger, total = "", 0
    for line in open(os.path.join(work, f)):
        if line.startswith("desc: Trigger:"):
            trigger = "subject" if "measuredSubject" in line else "baseline"
        elif line.startswith("totals:"):
            total = int(line.split()[1])
    dumps.append((int(m.group(1)), trigger, total))
dumps.sort()
rows = [json.loads(l) for l in open(os.path.join(work, "rows.jsonl")) if l.startswith("{")]
# In-process rows first, in order, each with 2 + 2 * rounds dumps (a warm-up per side, then the
# rounds, subject and baseline alternating); the compiled rows after them have none.
per_row = 2 + 2 * rounds
counted = rows[: len(dumps) // per_row]
if len(dumps) != per_row * len(counted):
    sys.exit(f"{len(dumps)} dumps for {len(counted)} rows of {rounds} rounds: the harness changed?")

def threads(name):
    """Threads doing a row's operations at once: its ops are per thread."""
    m = re.search(r"_threads_(\d+)$", name)
    if m:
        return int(m.group(1))
    # (kvo.*_8threads divide n among their threads: their ops are sets, as one thread's.)
    return 7 if name in ("class.add_method_while_sending", "send.cached_7threads") else 1

if not counted:
    sys.exit(f"no row counted (rows seen: {', '.join(r['name'] for r in rows) or 'none'})")
width = max(len(r["name"]) for r in counted) + 2
for i, row in enumerate(counted):
    mine = dumps[i * per_row + 2 : (i + 1) * per_row]
    if any(t != ("subject" if k % 2 == 0 else "baseline") for k, (_, t, _) in enumerate(mine)):
        sys.exit(f"{row['name']}: dumps out of order")
    s = sum(d[2] for d in mine[0::2]) / (row["subject_ops"] * threads(row["name"]))
    b = sum(d[2] for d in mine[1::2]) / (row["baseline_ops"] * threads(row["baseline"]))
    print(f"{row['name']:<{width}} {s:>14,.1f} instructions per op   vs {row['baseline']} {b:,.1f}   ratio {s / b:.2f}")
for row in rows[len(counted):]:
    print(f"{row['name']:<{width}} not counted (runs in a program of its own)")
PY

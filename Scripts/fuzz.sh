#!/usr/bin/env bash
# Fuzzes one of MiniObjC's parsers with libFuzzer + AddressSanitizer.
#   Scripts/fuzz.sh TARGET [SECONDS]  # one target for SECONDS of fuzzing (default 60), after the build
#   Scripts/fuzz.sh all [SECONDS]     # every target in turn; SECONDS (default 280) is the whole
#                                     # run's budget, build included (CI: 280, within 5 minutes)
# TARGET: encoding, signature, attributes, header, plist-xml, plist-binary, plist-openstep, json.
# With `all`, what the build leaves of the budget is shared by weight, each target's share
# worked out just before it runs from the time then left: the header front-end runs about a
# thousand inputs a second where the others run twenty thousand, so it gets three shares.
# Builds ParserFuzz once (scratch path .build-fuzz), seeds each target from the test fixtures
# (Scripts/fuzz/seeds.py) and keeps what the fuzzer finds in .build-fuzz/corpus/TARGET, so
# later runs start where earlier ones stopped. A crash, leak, hang or violated invariant
# leaves its input in .build-fuzz/artifacts/ and makes the script exit 1; replay it with
#   swift run ParserFuzz TARGET FILE
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(encoding signature attributes header plist-xml plist-binary plist-openstep json)
target="${1:-}"
start=$SECONDS
if [ -z "$target" ]; then
    echo "usage: Scripts/fuzz.sh TARGET|all [SECONDS]  (TARGET: ${targets[*]})" >&2
    exit 2
fi
if [ "$target" = all ]; then
    run=("${targets[@]}")
    budget="${2:-280}"
else
    # shellcheck disable=SC2076
    if [[ ! " ${targets[*]} " =~ " $target " ]]; then
        echo "unknown target '$target'; use one of: ${targets[*]} or all" >&2
        exit 2
    fi
    run=("$target")
    seconds="${2:-60}"
fi

weight() { [ "$1" = header ] && echo 3 || echo 1; }
# Seconds each target costs beyond its fuzzing time: seeds, start-up, libFuzzer's last second.
overhead=2

# Release: the header target runs ten times as many inputs per second as in a debug build,
# and -O keeps every overflow and bounds trap. The coverage option is spelled out because
# the Swift driver drops the coverage that --sanitize=fuzzer implies when it also emits a
# module (it would leave libFuzzer blind to all Swift code).
build=(swift build -c release --scratch-path .build-fuzz --sanitize=fuzzer --sanitize=address
       -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
       -Xswiftc -DPARSER_FUZZ --product ParserFuzz)
"${build[@]}" 2>&1 | tail -n 2
bin="$("${build[@]}" --show-bin-path)/ParserFuzz"

failed=()
for i in "${!run[@]}"; do
    t="${run[$i]}"
    if [ "$target" = all ]; then
        left=$(( budget - (SECONDS - start) ))
        weights=0
        for u in "${run[@]:$i}"; do weights=$(( weights + $(weight "$u") )); done
        share=$(( (left - overhead * (${#run[@]} - i)) * $(weight "$t") / weights ))
        # A slow build can eat the budget; every target still gets a few seconds.
        [ "$share" -ge 3 ] || share=3
    else
        share=$seconds
    fi
    corpus=".build-fuzz/corpus/$t" seeds=".build-fuzz/seeds/$t" artifacts=".build-fuzz/artifacts"
    mkdir -p "$corpus" "$artifacts"
    rm -rf "$seeds"
    python3 Scripts/fuzz/seeds.py "$t" "$seeds"
    case "$t" in
        encoding|signature|attributes) dict=Scripts/fuzz/encoding.dict max_len=512 ;;
        header) dict=Scripts/fuzz/header.dict max_len=16384 ;;
        plist-binary) dict="" max_len=4096 ;;
        *) dict="Scripts/fuzz/$t.dict" max_len=4096 ;;
    esac
    echo "== fuzz $t for ${share} s (corpus $(ls "$corpus" | wc -l) + $(ls "$seeds" | wc -l) seeds)"
    log="$artifacts/$t.log"
    # Leak checking is per input: libFuzzer reruns an input that allocated more than it
    # freed and fails if LeakSanitizer finds the difference unreachable. The check at exit
    # is off: it sees only the parsers' caches, which hold values through Swift enums whose
    # pointers carry tag bits LeakSanitizer does not recognise (Docs/FuzzingAndSanitizers.md).
    if PARSER_FUZZ_TARGET="$t" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=leak_check_at_exit=0 "$bin" "$corpus" "$seeds" ${dict:+-dict=$dict} \
        -max_total_time="$share" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/$t-" >"$log" 2>&1; then
        grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" | tr '\n' ' '
        echo
    else
        failed+=("$t")
        tail -n 40 "$log"
        echo "!! $t failed; input saved under $artifacts/ (replay: swift run ParserFuzz $t FILE)"
    fi
done
echo "== fuzzing took $(( SECONDS - start )) s${budget:+ of a $budget s budget}"
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzzing failed: ${failed[*]}" >&2
    exit 1
fi

#!/usr/bin/env bash
# Fuzzes one of MiniObjC's parsers with libFuzzer + AddressSanitizer for SECONDS (default 60).
#   Scripts/fuzz.sh TARGET [SECONDS]
#   Scripts/fuzz.sh all [SECONDS]     # every target in turn, SECONDS shared evenly (CI: 240)
# TARGET: encoding, signature, attributes, header, plist-xml, plist-binary, plist-openstep, json.
# Builds ParserFuzz once (scratch path .build-fuzz), seeds each target from the test fixtures
# (Scripts/fuzz/seeds.py) and keeps what the fuzzer finds in .build-fuzz/corpus/TARGET, so
# later runs start where earlier ones stopped. A crash, leak, hang or violated invariant
# leaves its input in .build-fuzz/artifacts/ and makes the script exit 1; replay it with
#   swift run ParserFuzz TARGET FILE
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(encoding signature attributes header plist-xml plist-binary plist-openstep json)
target="${1:-}"
seconds="${2:-60}"
if [ -z "$target" ]; then
    echo "usage: Scripts/fuzz.sh TARGET|all [SECONDS]  (TARGET: ${targets[*]})" >&2
    exit 2
fi
if [ "$target" = all ]; then
    run=("${targets[@]}")
    share=$(( seconds / ${#targets[@]} ))
    [ "$share" -ge 1 ] || share=1
else
    # shellcheck disable=SC2076
    if [[ ! " ${targets[*]} " =~ " $target " ]]; then
        echo "unknown target '$target'; use one of: ${targets[*]} or all" >&2
        exit 2
    fi
    run=("$target")
    share=$seconds
fi

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
for t in "${run[@]}"; do
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
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzzing failed: ${failed[*]}" >&2
    exit 1
fi

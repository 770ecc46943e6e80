#!/usr/bin/env bash
# MiniObjC against its peers, in one table: GCC's Objective-C runtime (libobjc) and GNUstep
# Foundation (installed with apt-get when missing, if run as root), and swift-corelibs-
# foundation through `objcrt bench`'s own baselines. Builds the baseline programs and the
# release objcrt, runs peers and `objcrt bench` alternately RUNS times (default 3) so a slow
# minute on a shared host hits both, and prints the Markdown table of Docs/Performance.md.
#   Benchmarks/compare.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"

have_peers() {
    command -v gnustep-config >/dev/null 2>&1 || return 1
    printf '#include <objc/runtime.h>\nint main(void){return 0;}\n' \
        | gcc -x objective-c - -lobjc -o /dev/null >/dev/null 2>&1
}
if ! have_peers; then
    if [ "$(id -u)" = 0 ]; then
        echo "== installing GCC's libobjc and GNUstep Base (apt-get)" >&2
        apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gobjc libobjc-12-dev libgnustep-base-dev gnustep-make >&2
    else
        echo "the peers are missing: run as root, or apt-get install gobjc libobjc-12-dev libgnustep-base-dev gnustep-make" >&2
        exit 1
    fi
fi

echo "== building objcrt (release)" >&2
swift build -c release --product objcrt 2>&1 | tail -n 1 >&2
objcrt="$(swift build -c release --show-bin-path)/objcrt"

# GNUstep's libobjc2, the reference runtime of clang's GNUstep 2.0 ABI, when built
# (Benchmarks/libobjc2/build.sh from checkouts you provide): the compiled.* rows' peer.
libobjc2_prefix="${LIBOBJC2_PREFIX:-$HOME/.cache/miniobjc/libobjc2}"
have_libobjc2() { [ -e "$libobjc2_prefix/lib/libobjc.so" ]; }
have_libobjc2 || echo "libobjc2 is not built (Benchmarks/libobjc2/build.sh): its rows will be n/a" >&2

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq 1 "$runs"); do
    echo "== run $r of $runs" >&2
    Benchmarks/gnu-libobjc/run.sh >>"$out/peers.jsonl"
    Benchmarks/gnustep/run.sh >>"$out/peers.jsonl"
    if have_libobjc2; then Benchmarks/libobjc2/run.sh >>"$out/peers.jsonl"; fi
    Benchmarks/blocksruntime/run.sh >>"$out/peers.jsonl" || echo "libBlocksRuntime peer failed: its row will be n/a" >&2
    XDG_CONFIG_HOME="$out/xdg" "$objcrt" bench --json >>"$out/objcrt.jsonl"
done

# The versions measured: the peers' Debian packages, and the Swift that built objcrt.
version() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || echo unknown; }
echo "Date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "Machine: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1), $(nproc) cores, $(uname -sm); load average (1, 5, 15 min) before the runs $load_before, after them $(cut -d' ' -f1-3 /proc/loadavg)"
echo "Peers: GCC libobjc $(version libobjc-12-dev), GNUstep Base $(version libgnustep-base-dev); $(swift --version 2>/dev/null | head -n 1), release build"
have_libobjc2 && echo "libobjc2: $(tr '\n' ' ' <"$libobjc2_prefix/SOURCES")"
echo "Command: Benchmarks/compare.sh $runs"
echo
python3 Benchmarks/compare_table.py "$out/peers.jsonl" "$out/objcrt.jsonl"

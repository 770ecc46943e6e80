#!/usr/bin/env bash
# Builds bench.m with clang for the GNUstep 2.0 ABI against the libobjc2 that ./build.sh
# installed, and runs it: one JSON line per benchmark on stdout.
#   LIBOBJC2_PREFIX  where build.sh installed libobjc2 (default $HOME/.cache/miniobjc/libobjc2)
#   CC               the compiler (default /opt/swift/usr/bin/clang)
set -euo pipefail
cd "$(dirname "$0")"
prefix="${LIBOBJC2_PREFIX:-$HOME/.cache/miniobjc/libobjc2}"
cc="${CC:-/opt/swift/usr/bin/clang}"
if [ ! -e "$prefix/lib/libobjc.so" ] || [ ! -e "$prefix/include/objc/objc-arc.h" ]; then
    echo "libobjc2 is not installed in $prefix: run Benchmarks/libobjc2/build.sh first" >&2
    exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$cc" -O2 -std=gnu11 -fobjc-runtime=gnustep-2.0 -fblocks -Wall -Wextra \
    -I "$prefix/include" bench.m -L "$prefix/lib" -Wl,-rpath,"$prefix/lib" -lobjc \
    -o "$out/bench"
"$out/bench"

#!/usr/bin/env bash
# Builds bench.c with the toolchain's clang against the toolchain's libBlocksRuntime (the one
# its libdispatch links) and runs it: one JSON line per benchmark on stdout.
#   CC  the compiler (default /opt/swift/usr/bin/clang); the library is beside it, in
#       ../lib/swift/linux, and Block.h in ../lib/swift/Block
set -euo pipefail
cd "$(dirname "$0")"
cc="${CC:-/opt/swift/usr/bin/clang}"
usr="$(dirname "$(dirname "$cc")")"
lib="$usr/lib/swift/linux"
if [ ! -e "$lib/libBlocksRuntime.so" ]; then
    echo "no libBlocksRuntime.so in $lib" >&2
    exit 1
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$cc" -O2 -std=gnu11 -fblocks -Wall -Wextra -I "$usr/lib/swift/Block" bench.c \
    -L "$lib" -Wl,-rpath,"$lib" -lBlocksRuntime -o "$out/bench"
"$out/bench"

#!/usr/bin/env bash
# Builds GNUstep's Objective-C runtime (libobjc2) from a source checkout you provide and
# installs it under a private prefix, for the libobjc2 peer benchmark (run.sh).
#
#   LIBOBJC2_SRC=/path/to/libobjc2 ROBINMAP_SRC=/path/to/robin-map Benchmarks/libobjc2/build.sh
#
# Nothing is downloaded: LIBOBJC2_SRC is a checkout of https://github.com/gnustep/libobjc2 and
# ROBINMAP_SRC one of https://github.com/Tessil/robin-map (the hash map libobjc2 uses, which its
# CMakeLists would otherwise fetch from the network). Environment:
#   LIBOBJC2_PREFIX  where to install (default $HOME/.cache/miniobjc/libobjc2)
#   LIBOBJC2_BUILD   build directory (default $LIBOBJC2_PREFIX/build)
#   CC, CXX          compilers (default the Swift toolchain's /opt/swift/usr/bin/clang[++])
#   LIBOBJC2_TESTS   1 (default) to build libobjc2's own tests and run them with ctest; 0 skips
# Needs cmake and ninja (apt-get install cmake ninja-build).
set -euo pipefail

: "${LIBOBJC2_SRC:?set LIBOBJC2_SRC to a checkout of github.com/gnustep/libobjc2}"
: "${ROBINMAP_SRC:?set ROBINMAP_SRC to a checkout of github.com/Tessil/robin-map}"
prefix="${LIBOBJC2_PREFIX:-$HOME/.cache/miniobjc/libobjc2}"
build="${LIBOBJC2_BUILD:-$prefix/build}"
cc="${CC:-/opt/swift/usr/bin/clang}"
cxx="${CXX:-/opt/swift/usr/bin/clang++}"
tests="${LIBOBJC2_TESTS:-1}"

for f in "$LIBOBJC2_SRC/CMakeLists.txt" "$ROBINMAP_SRC/CMakeLists.txt"; do
    [ -f "$f" ] || { echo "missing $f" >&2; exit 1; }
done
for tool in cmake ninja; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install cmake ninja-build" >&2; exit 1; }
done

if [ "$tests" = 1 ]; then test_flag=ON; else test_flag=OFF; fi
mkdir -p "$build"
cmake -S "$LIBOBJC2_SRC" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DGNUSTEP_INSTALL_TYPE=NONE \
    -DFETCHCONTENT_SOURCE_DIR_ROBINMAP="$ROBINMAP_SRC" \
    -DFETCHCONTENT_FULLY_DISCONNECTED=ON \
    -DTESTS="$test_flag" >"$build/configure.log" 2>&1 \
    || { tail -n 40 "$build/configure.log" >&2; exit 1; }
ninja -C "$build" >"$build/build.log" 2>&1 || { tail -n 40 "$build/build.log" >&2; exit 1; }
ninja -C "$build" install >"$build/install.log" 2>&1 || { tail -n 40 "$build/install.log" >&2; exit 1; }

# Which sources were built, when they are git checkouts (an exported tree has no history).
{
    for src in "$LIBOBJC2_SRC" "$ROBINMAP_SRC"; do
        printf '%s %s\n' "$src" "$(git -C "$src" rev-parse HEAD 2>/dev/null || echo 'not a git checkout')"
    done
} >"$prefix/SOURCES"

if [ "$tests" = 1 ]; then
    # ctest exits non-zero when any test fails; the summary line says how many.
    (cd "$build" && ctest -j "$(nproc)" --output-on-failure >"$build/ctest.log" 2>&1) || true
    grep -E 'tests passed|tests failed' "$build/ctest.log" >&2 || tail -n 20 "$build/ctest.log" >&2
fi
echo "libobjc2 installed in $prefix" >&2

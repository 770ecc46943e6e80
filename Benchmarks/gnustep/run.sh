#!/usr/bin/env bash
# Builds and runs the GNUstep Foundation baseline.
# Needs `apt-get install libgnustep-base-dev gnustep-make`. The defaults it writes go to a
# temporary GNUSTEP_USER_ROOT, so the user's own defaults are untouched.
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
# shellcheck disable=SC2046
gcc -O2 -std=gnu11 -x objective-c baseline.m $(gnustep-config --objc-flags) \
    $(gnustep-config --base-libs) -o "$out/baseline" 2>"$out/build.log" || { cat "$out/build.log" >&2; exit 1; }
HOME="$out" GNUSTEP_USER_ROOT="$out/GNUstep" "$out/baseline"
rm -rf "$out"

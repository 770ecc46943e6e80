#!/usr/bin/env bash
# Builds and runs the GCC libobjc baseline. Needs `apt-get install gobjc libobjc-12-dev`.
set -euo pipefail
cd "$(dirname "$0")"
out=$(mktemp -d)
gcc -O2 -std=gnu11 -x objective-c baseline.m -lobjc -o "$out/baseline"
"$out/baseline"
rm -rf "$out"

#!/usr/bin/env bash
# Counts the declarations each Swift module of Sources/ exports: every declaration written with
# `public` or `open` (a type, a member, an initializer, a typealias; `public private(set)` counts
# once). Members a public type gets implicitly — enum cases, protocol requirements — are not
# counted: they are written once, with their type. `package` declarations are not counted:
# only the package's own modules and tests see them. Docs/Architecture.md ("The public face")
# keeps the numbers before and after issue 24; rerun this after changing what a module exports.
#   Scripts/public-api-count.sh          one line per module, then the total
#   Scripts/public-api-count.sh Module   the module's public declarations, one per line
set -euo pipefail
cd "$(dirname "$0")/.."
# A declaration line: optional attributes (@inlinable, @discardableResult, @_…), then the modifier.
pattern='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*(public|open)([[:space:]]|\()'
if [ $# -eq 1 ]; then
    grep -rnE "$pattern" "Sources/$1" --include='*.swift' | grep -vE ':[[:space:]]*(public|open)[[:space:]]+import[[:space:]]'
    exit 0
fi
total=0
for dir in Sources/*/; do
    module=$(basename "$dir")
    n=$(grep -rhE "$pattern" "$dir" --include='*.swift' | grep -cvE '^[[:space:]]*(public|open)[[:space:]]+import[[:space:]]' || true)
    printf '%-18s %5d\n' "$module" "$n"
    total=$((total + n))
done
printf '%-18s %5d\n' total "$total"

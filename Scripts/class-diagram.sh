#!/usr/bin/env bash
# Draws the isa / superclass / metaclass diagram of Docs/ObjectsClassesMetaclasses.md from the
# live runtime: `objcrt dump --dot` of the demo hierarchy (an instance of Dog, Dog, Animal,
# NSObject and their metaclasses), rendered by Graphviz into Docs/isa-superclass.svg. Installs
# Graphviz with apt-get when `dot` is missing (as root). Rerun after changing how classes are
# wired or how the graph is printed, and commit the SVG with the change.
#   Scripts/class-diagram.sh [OUTPUT.svg]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-Docs/isa-superclass.svg}"

if ! command -v dot >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then
        echo "== installing Graphviz (apt-get)" >&2
        apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz >&2
    else
        echo "Graphviz is missing: run as root, or apt-get install graphviz" >&2
        exit 1
    fi
fi

swift build --product objcrt 2>&1 | tail -n 1 >&2
objcrt="$(swift build --show-bin-path)/objcrt"
"$objcrt" dump --dot --demo-classes --class Dog --instances | dot -Tsvg -o "$out"
echo "wrote $out" >&2

#!/usr/bin/env bash
# Builds the DocC documentation of MiniObjC with warnings as errors, offline: one archive per
# library module (its catalog is Sources/<Module>/<Module>.docc) and one for the reader's map
# (Docs/MiniObjC.docc: the chapters that span modules, and links to every module).
#   Scripts/docc.sh            # archives in .build-docc/archives/
# A broken symbol link, a missing article or image, or a malformed doc comment fails it.
# The Markdown chapters stay in Docs/ (read there on their own, and named by path from code
# and tests); each catalog holds symbolic links to the chapters it publishes as articles.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

# Dependency order: a module's archive can link into those built before it.
modules=(CivilTime ObjCEncoding ObjCRuntime ObjCHeaders PropertyLists DynamicDefaults KeyValueObserving ModelMapping)
scratch=.build-docc
graphs="$PWD/$scratch/symbol-graphs"
archives="$scratch/archives"

docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
    # The toolchain ships docc beside swift.
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
[ -x "$docc" ] || { echo "docc not found (it comes with the Swift toolchain, beside swift)" >&2; exit 1; }

# The compiler writes each module's symbol graph while it builds it, so the graphs live in the
# scratch path with the build they describe. Extension blocks keep a module's extensions of
# another module's types (KVO's and ModelMapping's methods on ObjCObject) in its archive. A graph missing for an up-to-date module (a
# deleted folder) means a clean build.
for m in "${modules[@]}"; do
    if [ ! -f "$graphs/$m.symbols.json" ]; then rm -rf "$scratch"; break; fi
done
mkdir -p "$graphs"
# The leaf targets pull in the rest (ObjCHeaders is one since no library above depends on it);
# the executables and ArgumentParser are not needed.
for t in ObjCHeaders DynamicDefaults KeyValueObserving ModelMapping; do
    swift build --scratch-path "$scratch" --target "$t" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -emit-extension-block-symbols 2>&1 | tail -n 1
done
echo "== symbol graphs built in $(( SECONDS - start )) s"

rm -rf "$archives"
mkdir -p "$archives"
deps=()
convert() { # NAME CATALOG [SYMBOL-GRAPH-DIR]
    local name="$1" catalog="$2" graphdir="${3:-}"
    "$docc" convert "$catalog" ${graphdir:+--additional-symbol-graph-dir "$graphdir"} \
        --fallback-display-name "$name" --fallback-bundle-identifier "org.miniobjc.$name" \
        --output-path "$archives/$name.doccarchive" --warnings-as-errors \
        --enable-experimental-external-link-support "${deps[@]}" >"$archives/$name.log" 2>&1 \
        || { cat "$archives/$name.log" >&2; echo "!! DocC: $name failed (log above)" >&2; exit 1; }
    deps+=(--dependency "$PWD/$archives/$name.doccarchive")
    echo "== $name: $(find "$archives/$name.doccarchive/data/documentation" -name '*.json' | wc -l) pages"
}
for m in "${modules[@]}"; do
    # Found by name, wherever the module's sources move inside Sources/.
    catalog="$(find Sources -type d -name "$m.docc" | head -n 1)"
    [ -n "$catalog" ] || { echo "no catalog $m.docc under Sources/" >&2; exit 1; }
    # Only this module's graphs: its own, and its extensions of other modules' types.
    stage="$scratch/stage/$m"
    rm -rf "$stage" && mkdir -p "$stage"
    cp "$graphs/$m.symbols.json" "$stage/"
    for g in "$graphs/$m@"*.symbols.json; do [ -f "$g" ] && cp "$g" "$stage/"; done
    convert "$m" "$catalog" "$stage"
done
convert MiniObjC Docs/MiniObjC.docc
echo "== DocC: ${#modules[@]} modules and the reader's map, no warnings, in $(( SECONDS - start )) s (archives in $archives/)"

#!/usr/bin/env python3
"""The side-by-side table of Benchmarks/compare.sh: MiniObjC's benchmarks against their peers.

    python3 Benchmarks/compare_table.py RESULTS.jsonl...

Each input line is one JSON object from `objcrt bench --json` ({"name", "ns_per_op",
"baseline", "baseline_ns_per_op"}) or from a peer program ({"name", "ns_per_op"}). A name seen
in several runs is summarised by its median. A row whose benchmark is missing prints n/a (a
peer that did not run, or a benchmark renamed without updating ROWS below).
"""
import json
import statistics
import sys

# (operation, MiniObjC benchmark names — the first present is used, peer benchmark, peer, goal)
# A peer of None is the MiniObjC benchmark's own baseline from the same `objcrt bench` run.
ROWS = [
    ("cached send", ["send.cached"], "gnu.send.cached", "GCC libobjc objc_msg_lookup + call", 0.6),
    ("selector interning", ["selector.intern_existing"], "gnu.selector.intern_existing", "GCC libobjc sel_registerName", 0.5),
    ("encoding size + alignment", ["encoding.size_align"], "gnu.encoding.size_align", "GCC libobjc objc_sizeof_type + objc_alignof_type", 0.5),
    ("signature parse", ["signature.parse"], "gnustep.signature.parse", "GNUstep NSMethodSignature", 0.25),
    ("forwarded send (-forwardInvocation:)", ["send.forwarded"], "gnustep.send.forwarded", "GNUstep NSInvocation forwarding", None),
    ("KVO-observed setter", ["kvo.observed_setter"], "gnustep.kvo.observed_setter", "GNUstep KVO", 0.05),
    ("defaults get (integer)", ["defaults.get_int"], "gnustep.userdefaults.get_int", "GNUstep NSUserDefaults", 0.1),
    ("defaults get (integer)", ["defaults.get_int"], "foundation.userdefaults.get_int", "swift-corelibs-foundation UserDefaults", None),
    ("defaults set (integer)", ["defaults.set_int"], "gnustep.userdefaults.set_int", "GNUstep NSUserDefaults", 0.02),
    ("defaults set (integer)", ["defaults.set_int"], "foundation.userdefaults.set_int", "swift-corelibs-foundation UserDefaults", None),
    ("model from dictionary (10k)", ["model.from_dictionary_10k"], None, "hand-written code", None),
    ("model from JSON (10k)", ["model.from_json_10k"], None, "JSONDecoder (Codable)", None),
    ("model to JSON (10k)", ["model.to_json_10k"], None, "JSONEncoder (Codable)", None),
    ("model from JSON (10k)", ["model.from_json_10k"], "compiled.yymodel_from_json_10k", "YYModel.m itself, compiled, on MiniObjC", 1.0),
    ("compiled YYModel.m from dictionary (10k)", ["compiled.yymodel_from_dictionary_10k"], None, "hand-written compiled Objective-C", 1.3),
    ("closure IMP call (integer)", ["imp.closure_call"], None, "a direct C call", 10),
    ("closure IMP call (object)", ["imp.closure_call_object"], None, "a direct C call", 10),
    ("synthesized getter (NSInteger)", ["header.synthesized_get_int"], None, "a direct C call", 4),
    ("synthesized setter (NSInteger)", ["header.synthesized_set_int"], None, "a direct C call", 4),
    ("threads: a loop sharing nothing (the control), 2 threads", ["call.direct_threads_2"], None, "one thread", None),
    ("threads: cached send, 2 threads", ["send.cached_threads_2"], None, "one thread", 1.2),
    ("threads: selector interning, 2 threads", ["selector.intern_threads_2"], None, "one thread", 1.2),
    ("threads: KVO-observed setter (8 objects), 2 threads", ["kvo.observed_setter_threads_2"], None, "one thread", 1.2),
    ("threads: model from JSON (class info shared), 2 threads", ["model.from_json_threads_2"], None, "one thread", 1.2),
    ("threads: defaults get (one store), 2 threads", ["defaults.get_threads_2"], None, "one thread", 1.2),
    ("threads: defaults set (one store), 2 threads", ["defaults.set_threads_2"], None, "one thread", None),
    ("threads: 7 senders while a thread adds methods", ["class.add_method_while_sending"], None, "the 7 senders alone", 2.0),
    ("compiled: cached objc_msgSend", ["compiled.send_cached"], None, "a direct C call in the program", 2.0),
    ("compiled: cached objc_msgSend", ["compiled.send_cached"], "libobjc2.compiled.send_cached", "libobjc2 objc_msgSend (gnustep-2.0)", 0.7),
    ("compiled: @try, no throw", ["compiled.try_no_throw"], "compiled.send_cached", "the same send without @try", 1.1),
    ("compiled: super send", ["compiled.send_super"], None, "a direct C call in the program", 2.5),
    ("compiled: super send", ["compiled.send_super"], "libobjc2.compiled.send_super", "libobjc2 send + objc_msg_lookup_super", None),
    ("compiled: class message", ["compiled.class_message"], None, "a direct C call in the program", 2.5),
    ("compiled: alloc + init + release", ["compiled.alloc_init_release"], "libobjc2.compiled.alloc_init_release", "libobjc2", 0.8),
    ("compiled: objc_retain + objc_release", ["compiled.retain_release"], None, "a direct C call in the program", 3.0),
    ("compiled: objc_retain + objc_release", ["compiled.retain_release"], "libobjc2.compiled.retain_release", "libobjc2", 0.8),
    ("compiled: objc_retain + objc_release", ["compiled.retain_release"], "compiled.atomic_pair_floor", "two bare locked RMWs in two calls (the floor)", None),
    ("compiled: objc_storeStrong", ["compiled.arc_store_strong"], None, "a direct C call in the program", 3.0),
    ("compiled: objc_storeStrong", ["compiled.arc_store_strong"], "libobjc2.compiled.arc_store_strong", "libobjc2", 0.8),
    ("compiled: autoreleased return to an ARC caller", ["compiled.autorelease_return_handoff"], "compiled.retain_release", "MiniObjC objc_retain + objc_release", 1.5),
    ("compiled: autoreleased return to an ARC caller", ["compiled.autorelease_return_handoff"], "libobjc2.compiled.autorelease_return_handoff", "libobjc2 (thread-local hand-off)", None),
    ("compiled: call a global block", ["compiled.block_call"], None, "a direct C call in the program", 1.5),
    ("compiled: _Block_copy + _Block_release", ["compiled.block_copy_release"], "blocksruntime.block_copy_release", "the toolchain's libBlocksRuntime", 0.5),
]


def load(paths):
    """Figures by name (benchmarks, peers, and baselines measured beside a benchmark), and
    each benchmark's (baseline name, figure) pairs."""
    samples, baselines = {}, {}
    for path in paths:
        with open(path) as f:
            for line in f:
                line = line.strip()
                if not line.startswith("{"):
                    continue
                j = json.loads(line)
                samples.setdefault(j["name"], []).append(j["ns_per_op"])
                if "baseline" in j:
                    baselines.setdefault(j["name"], []).append((j["baseline"], j["baseline_ns_per_op"]))
                    if j["baseline"] != "call.direct":
                        samples.setdefault(j["baseline"], []).append(j["baseline_ns_per_op"])
    return samples, baselines


def fmt(ns):
    if ns is None:
        return "n/a"
    if ns >= 1_000_000:
        return f"{ns / 1_000_000:.1f} ms"
    if ns >= 1000:
        return f"{ns / 1000:.2f} µs"
    return f"{ns:.1f} ns" if ns >= 10 else f"{ns:.2f} ns"


def main():
    samples, baselines = load(sys.argv[1:])
    runs = len(samples.get("send.cached", []))
    print("| operation | MiniObjC benchmark | MiniObjC | peer | peer's time | ratio | goal |")
    print("| --- | --- | ---: | --- | ---: | ---: | --- |")
    for operation, ours, peer_name, peer, goal in ROWS:
        name = next((n for n in ours if n in samples), None)
        mine = statistics.median(samples[name]) if name else None
        if peer_name is None:
            pairs = baselines.get(name, []) if name else []
            theirs = statistics.median(p[1] for p in pairs) if pairs else None
            peer_label = f"{peer} (`{pairs[0][0]}`, same run)" if pairs else peer
        else:
            theirs = statistics.median(samples[peer_name]) if peer_name in samples else None
            peer_label = f"{peer} (`{peer_name}`)"
        ratio = mine / theirs if mine is not None and theirs else None
        if goal is None:
            verdict = "—"
        elif ratio is None:
            verdict = f"≤ {goal}×"
        else:
            verdict = f"≤ {goal}× " + ("met" if ratio <= goal else "**not met**")
        print(f"| {operation} | `{name or ours[0]}` | {fmt(mine)} | {peer_label} | {fmt(theirs)} | "
              f"{'n/a' if ratio is None else f'{ratio:.3g}×'} | {verdict} |")
    print()
    print(f"Medians of {runs} run(s) per figure; peers and `objcrt bench` alternate run by run.")


if __name__ == "__main__":
    main()

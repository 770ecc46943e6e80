/// The benchmark groups `objcrt bench` runs, in order. Add a group here when a module
/// gains benchmarks; each group's file holds the benchmarks of one module, named
/// `<area>.<operation>`.
let benchGroups: [@Sendable () -> [BenchPair]] = [
    baselineBenchmarks,
    encodingBenchmarks,
    headerBenchmarks,
    headerParseBenchmarks,
    runtimeBenchmarks,
    ffiBenchmarks,
    defaultsBenchmarks,
    kvoBenchmarks,
    compiledKVOControllerBenchmarks,
    modelBenchmarks,
    hostedYYModelBenchmarks,
    jsonSerializationBenchmarks,
    threadBenchmarks,
]

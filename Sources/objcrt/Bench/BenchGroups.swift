/// The benchmark groups `objcrt bench` runs, in order. Add a group here when a module
/// gains benchmarks; each group's file names its benchmarks after the issue that fixed them.
let benchGroups: [@Sendable () -> [BenchPair]] = [
    baselineBenchmarks,
    encodingBenchmarks,
    headerBenchmarks,
    headerParseBenchmarks,
    runtimeBenchmarks,
    ffiBenchmarks,
    defaultsBenchmarks,
    kvoBenchmarks,
    modelBenchmarks,
]

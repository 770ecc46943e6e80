/// `call.direct`: the reference every dispatch benchmark is compared with — a C-convention
/// function called through a pointer the optimizer cannot see through, in a dependent chain.
typealias LongToLong = @convention(c) (Int) -> Int

private let incFunction: LongToLong = { $0 &+ 1 }

/// The direct-call baseline, shared by the dispatch benchmarks.
func callDirectCase() -> BenchCase {
    BenchCase(name: "call.direct") { n in
        let f = opaque(incFunction)
        var x = 0
        for _ in 0..<n { x = f(x) }
        return UInt64(bitPattern: Int64(x))
    }
}

func baselineBenchmarks() -> [BenchPair] {
    // A sanity pair: the baseline against itself shows the harness's noise floor (ratio ~1).
    [BenchPair(subject: BenchCase(name: "harness.noise", body: callDirectCase().body), baseline: callDirectCase())]
}

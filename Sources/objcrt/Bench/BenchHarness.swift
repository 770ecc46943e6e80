#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One measured operation. `body(n)` performs the operation `n` times and returns a value
/// derived from every iteration, so the optimizer cannot drop the work.
struct BenchCase: Sendable {
    let name: String
    let body: @Sendable (Int) -> UInt64
}

/// A benchmark and the baseline it is compared with. Both are measured in the same run,
/// interleaved round by round, so machine noise hits both alike.
struct BenchPair: Sendable {
    let subject: BenchCase
    let baseline: BenchCase
}

/// The figures `objcrt bench` prints for one pair.
struct BenchResult: Sendable {
    let name: String
    let nsPerOp: Double
    let baseline: String
    let baselineNsPerOp: Double
    var ratio: Double { baselineNsPerOp > 0 ? nsPerOp / baselineNsPerOp : 0 }
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Hides a value from constant folding: the optimizer cannot see through a non-inlined call.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Measures with a monotonic clock; calibrates the iteration count so one round lasts about
/// `roundSeconds`, then takes the median of `rounds` interleaved rounds.
struct BenchHarness: Sendable {
    var rounds = 7
    var roundSeconds = 0.02

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Nanoseconds per operation for one round of `n` iterations.
    func time(_ c: BenchCase, _ n: Int) -> Double {
        let start = Self.now()
        blackHole(c.body(n))
        return Double(Self.now() - start) / Double(n)
    }

    /// Iterations that make one round last about `roundSeconds`.
    func calibrate(_ c: BenchCase) -> Int {
        var n = 1
        while true {
            let start = Self.now()
            blackHole(c.body(n))
            let elapsed = Double(Self.now() - start) / 1e9
            if elapsed >= roundSeconds / 4 || n >= 1 << 30 {
                let scaled = Double(n) * roundSeconds / max(elapsed, 1e-9)
                return max(1, min(Int(scaled), 1 << 30))
            }
            n *= 4
        }
    }

    func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    func run(_ pair: BenchPair) -> BenchResult {
        let nSubject = calibrate(pair.subject)
        let nBaseline = calibrate(pair.baseline)
        var subject: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<rounds {
            subject.append(time(pair.subject, nSubject))
            baseline.append(time(pair.baseline, nBaseline))
        }
        return BenchResult(name: pair.subject.name, nsPerOp: median(subject),
                           baseline: pair.baseline.name, baselineNsPerOp: median(baseline))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One measured operation. `body(n)` performs the operation `n` times and returns a value
/// derived from every iteration, so the optimizer cannot drop the work.
@usableFromInline struct BenchCase: Sendable {
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
    /// Operations over all timed rounds (calibration not included).
    let subjectOps: Int
    let baselineOps: Int
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

/// A subject's timed rounds, under a name of their own: `Scripts/bench-instructions.sh` counts
/// the instructions executed from the end of one such call to the end of the next, on every
/// thread (callgrind dumps its counters when it returns), so it must stay a real, separate
/// function, with a symbol a stripped release binary keeps (public linkage).
@inline(never) @usableFromInline
func measuredSubject(_ c: BenchCase, _ n: Int) -> UInt64 {
    // A call after the body's, so the body is not a tail call (it must run inside this
    // frame for callgrind to count it), and a constant apart from measuredBaseline's, so the
    // two are not folded into one function.
    opaque(c.body(n)) &+ 1
}

/// A baseline's timed rounds (see measuredSubject).
@inline(never) @usableFromInline
func measuredBaseline(_ c: BenchCase, _ n: Int) -> UInt64 { opaque(c.body(n)) &+ 2 }

/// Measures with a monotonic clock; calibrates the iteration count so one round lasts about
/// `roundSeconds` (or takes a fixed `iterations`), then takes the median of `rounds`
/// interleaved rounds.
struct BenchHarness: Sendable {
    var rounds = 7
    var roundSeconds = 0.02
    /// A fixed count per round instead of calibration: what an instruction count needs (under
    /// valgrind, time says little), and the figure it divides by.
    var iterations: Int? = nil

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Nanoseconds per operation for one round of `n` iterations of the subject.
    func timeSubject(_ c: BenchCase, _ n: Int) -> Double {
        let start = Self.now()
        blackHole(measuredSubject(c, n))
        return Double(Self.now() - start) / Double(n)
    }

    /// The same for the baseline.
    func timeBaseline(_ c: BenchCase, _ n: Int) -> Double {
        let start = Self.now()
        blackHole(measuredBaseline(c, n))
        return Double(Self.now() - start) / Double(n)
    }

    /// Iterations that make one round last about `roundSeconds`.
    func calibrate(_ c: BenchCase) -> Int {
        var n = 1
        // The time of the round at n / 4 once a round reached a quarter of roundSeconds.
        var reached: Double? = nil
        while true {
            let start = Self.now()
            blackHole(c.body(n))
            let elapsed = Double(Self.now() - start) / 1e9
            if elapsed >= roundSeconds / 4 || n >= 1 << 30 {
                // A round can be long for a reason that does not grow with n — waking a
                // threaded row's workers on a loaded machine takes milliseconds — and scaling
                // from it would settle on a few operations per round, timing the wake-up. So
                // one round at 4n must take at least twice as long before the time is
                // believed to be the operations'.
                let believed = reached.map { elapsed >= 2 * $0 } ?? false
                if believed || n >= 1 << 28 || elapsed >= 8 * roundSeconds {
                    let scaled = Double(n) * roundSeconds / max(elapsed, 1e-9)
                    return max(1, min(Int(scaled), 1 << 30))
                }
                reached = elapsed
            }
            n *= 4
        }
    }

    func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    func run(_ pair: BenchPair) -> BenchResult {
        // A warm-up first: state made on first use (the 10,000 users of the model rows take
        // seconds) must not be timed by calibration, which would then settle on one operation
        // per round, nor by a fixed count's first round.
        blackHole(pair.subject.body(1))
        blackHole(pair.baseline.body(1))
        let nSubject = iterations ?? calibrate(pair.subject)
        let nBaseline = iterations ?? calibrate(pair.baseline)
        // One operation through each measuring function: the instruction count's dump after
        // each (Scripts/bench-instructions.sh) takes everything since the last dump — the
        // warm-up, calibration — and is skipped; each timed round's dump then holds the round.
        blackHole(measuredSubject(pair.subject, 1))
        blackHole(measuredBaseline(pair.baseline, 1))
        var subject: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<rounds {
            subject.append(timeSubject(pair.subject, nSubject))
            baseline.append(timeBaseline(pair.baseline, nBaseline))
        }
        return BenchResult(name: pair.subject.name, nsPerOp: median(subject),
                           baseline: pair.baseline.name, baselineNsPerOp: median(baseline),
                           subjectOps: nSubject * rounds, baselineOps: nBaseline * rounds)
    }
}

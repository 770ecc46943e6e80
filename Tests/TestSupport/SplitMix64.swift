/// SplitMix64: the one seeded generator of the test suites. A fixed seed gives the same
/// sequence on every run and every machine, so a failing random input reproduces.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state; each `next()` advances it by a fixed odd constant.
    public var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 when `n` is 0 or 1), by remainder: cheap, and its slight bias
    /// does not matter for test inputs.
    public mutating func next(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
}

// Behaviour of CSupport/RuntimeCore/longdouble.c through the Swift type LongDouble: C's
// `long double` carried as 16 bytes and converted to and from `double` in C.
import ObjCRuntime
import Testing

@Suite struct LongDoubleTests {
    /// Every double is a long double, so double → long double → double gives the same bits,
    /// signed zero, infinities, subnormals and NaN included.
    @Test func everyDoubleRoundTripsExactly() {
        let values: [Double] = [0, -0.0, 1, -1, 0.1, .pi, 1e300, -1e-300, .greatestFiniteMagnitude,
                                .leastNormalMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity,
                                Double(Int64.max), 9_007_199_254_740_992]
        for d in values {
            #expect(LongDouble(d).doubleValue.bitPattern == d.bitPattern, "\(d)")
        }
        #expect(LongDouble(Double.nan).doubleValue.isNaN)
        #expect(LongDouble(-0.0).doubleValue.sign == .minus)
    }

    /// Values that differ as doubles differ as long doubles, and equal ones hash alike.
    @Test func equalityFollowsTheValue() {
        // Two separate C conversions of equal doubles: one element in a set.
        let values: Set<LongDouble> = [LongDouble(1.5), LongDouble(0.75 * 2), LongDouble(1.25)]
        #expect(values.count == 2)
        #expect(values.contains(LongDouble(3.0 / 2.0)))
        #expect(LongDouble(1.5) != LongDouble(1.25))
        #expect(LongDouble(0.0) != LongDouble(-0.0), "equality is by representation: the sign bit differs")
    }

    #if arch(x86_64) || arch(i386)
    /// On x86-64 the C conversion writes the 80-bit extended value (the 6 padding bytes are
    /// whatever the C compiler left, which equality ignores); it agrees with Swift's Float80.
    @Test func x86ExtendedLayoutMatchesFloat80() {
        for d in [1.0, -2.5, Double.leastNonzeroMagnitude, 6.02e23, .infinity] {
            let l = LongDouble(d)
            #expect(l.float80 == Float80(d), "\(d)")
            #expect(l == LongDouble(Float80(d)), "\(d)")
        }
    }

    /// Narrowing to double rounds to nearest and overflows to infinity, as a C cast does.
    @Test func x86NarrowingRoundsLikeACCast() {
        let justAboveOne = Float80(1) + Float80(sign: .plus, exponent: -60, significand: 1)
        #expect(LongDouble(justAboveOne).doubleValue == 1.0)
        let halfwayUp = Float80(1) + Float80(sign: .plus, exponent: -52, significand: 1) * 0.75
        #expect(LongDouble(halfwayUp).doubleValue == 1.0 + Double.ulpOfOne, "rounds to the nearer double")
        #expect(LongDouble(Float80.greatestFiniteMagnitude).doubleValue == .infinity)
        #expect(LongDouble(-Float80.greatestFiniteMagnitude).doubleValue == -.infinity)
        #expect(LongDouble(Float80(sign: .plus, exponent: -16_000, significand: 1)).doubleValue == 0)
    }

    /// Equality and hashing read the ten significant bytes only: whatever a producer left in
    /// the padding does not make two equal values differ.
    @Test func x86PaddingIsIgnored() {
        let clean = LongDouble(3.25)
        let dirty = LongDouble(bytes: (clean.bytes.0, clean.bytes.1 | 0xABCD_EF01_2345_0000))
        #expect(dirty == clean)
        #expect(dirty.hashValue == clean.hashValue)
        #expect(dirty.doubleValue == 3.25, "the C conversion ignores the padding too")
    }
    #endif
}

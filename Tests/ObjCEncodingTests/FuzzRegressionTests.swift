import Testing
@testable import ObjCEncoding

/// Inputs the libFuzzer target found that once broke an invariant or trapped.
struct FuzzRegressionTests {
    /// A huge Apple bitfield width: the signature once clamped the argument size to 32 bits.
    @Test func hugeBitfieldSizeIsNotClamped() throws {
        let s = try MethodSignature.parse("@{5=b09222233720368576717}@0:")
        #expect(s.arguments.count == 3)
        let big = try ObjCType.parse("{5=b09222233720368576717}")
        #expect(big.size == 1_152_779_215_046_072_096)
        #expect(s.arguments[0].size == big.size)
    }

    /// An Apple bitfield of Int.max bits once overflowed the straddle check (a trap).
    @Test func maximalBitfieldWidthIsAnErrorNotATrap() {
        let input = "{S244={S245=^?L***************************b9223372036854775807D}"
        #expect(throws: EncodingError.self) { try ObjCType.parse(input) }
        do {
            _ = try ObjCType.layout(ofEncoding: input)
        } catch {
            #expect(error.kind == .truncated || error.kind == .overflow, "\(error)")
        }
        let closed = "{S={T=b9223372036854775807D}}"
        do {
            _ = try ObjCType.parse(closed)
            Issue.record("accepted a struct larger than the address space")
        } catch {
            #expect(error.kind == .overflow, "\(error)")
        }
    }
}

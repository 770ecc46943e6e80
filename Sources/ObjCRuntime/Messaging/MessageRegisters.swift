/// The extra arguments of a message (after self and `_cmd`) laid out as the C calling
/// conventions pass them, when registers alone can carry them.
///
/// On x86-64 (System V) and AArch64 (AAPCS64) integer-class and floating-point arguments are
/// given out independently, each in order: the n-th integer-class argument goes to the n-th
/// integer slot whatever floating-point arguments come between, and the same the other way.
/// A callee reads only the registers its prototype names. So any method whose extra
/// arguments are at most six integer-class words and at most eight floating-point values can
/// be called through one C prototype, `(id, SEL, w0 … w5, d0 … d7)` — the words in order, the
/// floating-point values in order, unused ones zero. On x86-64 words 4 and 5 are the first
/// stack slots, exactly where a callee with five or six integer arguments after self and
/// `_cmd` reads them; on AArch64 all fourteen are registers. Integers are extended to 64
/// bits (clang relies on callers extending narrow integers); a `float` is the low 32 bits
/// of its register. Anything else — a struct by value, a `long double`, more arguments —
/// is ``boxedOnly``, and the send builds a libffi call from the method's encoding instead.
///
/// Filled by inlined code from the argument types, so after specialization the counts are
/// constants and the registers plain values: ``MessageCall`` picks a shape with exactly the
/// arguments needed.
@usableFromInline
struct MessageRegisters {
    @usableFromInline var w0, w1, w2, w3, w4, w5: UInt64
    @usableFromInline var d0, d1, d2, d3, d4, d5, d6, d7: Double
    /// Integer-class arguments so far.
    @usableFromInline var words: Int
    /// Floating-point arguments so far.
    @usableFromInline var floats: Int
    /// An argument registers cannot carry: the send goes through libffi.
    @usableFromInline var boxedOnly: Bool

    // Every field is set here rather than given a default value: a default is a function
    // of this module, which callers elsewhere would have to call instead of seeing a
    // constant — and the constants are what let the counts fold away.
    @inlinable init() {
        (w0, w1, w2, w3, w4, w5) = (0, 0, 0, 0, 0, 0)
        (d0, d1, d2, d3, d4, d5, d6, d7) = (0, 0, 0, 0, 0, 0, 0, 0)
        words = 0
        floats = 0
        boxedOnly = false
    }

    /// Puts the next argument in its register (by a switch on a count that is a constant
    /// once inlined, so the store becomes a plain value).
    @inlinable @inline(__always)
    mutating func append<A: MessageArgument>(_ argument: A) {
        switch A._messagePassing {
        case .word:
            let bits = argument._messageBits
            switch words {
            case 0: w0 = bits
            case 1: w1 = bits
            case 2: w2 = bits
            case 3: w3 = bits
            case 4: w4 = bits
            case 5: w5 = bits
            default: boxedOnly = true
            }
            words += 1
        case .floatingPoint:
            let value = Double(bitPattern: argument._messageBits)
            switch floats {
            case 0: d0 = value
            case 1: d1 = value
            case 2: d2 = value
            case 3: d3 = value
            case 4: d4 = value
            case 5: d5 = value
            case 6: d6 = value
            case 7: d7 = value
            default: boxedOnly = true
            }
            floats += 1
        case .boxed:
            boxedOnly = true
        }
    }
}

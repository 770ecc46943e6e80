/// An integer value with the C type it has in a constant expression — `int`, `unsigned int`,
/// `long` or `unsigned long` (LP64: `long long` is `long`) — so that `1 << 40` is computed in
/// `int`, as clang does, and an enum whose values come from it stays 4 bytes, while
/// `1UL << 40` makes it 8. Smaller types promote to `int` before any arithmetic.
///
/// The preprocessor computes every `#if` in the widest type instead (`intmax_t`); it uses
/// `ConditionParser` in that mode and never builds typed values.
struct CIntegerValue {
    enum Kind: Int, Comparable {
        case int, unsignedInt, long, unsignedLong

        var isUnsigned: Bool { self == .unsignedInt || self == .unsignedLong }
        var bits: Int64 { self == .int || self == .unsignedInt ? 32 : 64 }

        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// The value, kept in range for `kind` (an `unsigned long` past `Int64.max` keeps its bits).
    private(set) var value: Int64
    let kind: Kind

    init(_ value: Int64, _ kind: Kind) {
        self.kind = kind
        switch kind {
        case .int: self.value = Int64(Int32(truncatingIfNeeded: value))
        case .unsignedInt: self.value = Int64(UInt32(truncatingIfNeeded: value))
        case .long, .unsignedLong: self.value = value
        }
    }

    /// The type of an integer literal: the first of `int`, `unsigned int` (octal and hex
    /// only), `long`, `unsigned long` that holds it, narrowed by its `u` / `l` suffixes.
    static func literal(_ spelling: String, value: Int64) -> CIntegerValue {
        if spelling.hasPrefix("'") || spelling.hasPrefix("L'") || spelling.hasPrefix("u'") || spelling.hasPrefix("U'") {
            return CIntegerValue(value, .int)
        }
        let suffix = spelling.reversed().prefix { "uUlL".contains($0) }
        let unsigned = suffix.contains { $0 == "u" || $0 == "U" }
        let long = suffix.contains { $0 == "l" || $0 == "L" }
        let decimal = !(spelling.hasPrefix("0") && spelling.count > 1)
        let magnitude = UInt64(bitPattern: value)
        let candidates: [Kind]
        switch (unsigned, long) {
        case (false, false): candidates = decimal ? [.int, .long, .unsignedLong] : [.int, .unsignedInt, .long, .unsignedLong]
        case (true, false): candidates = [.unsignedInt, .unsignedLong]
        case (false, true): candidates = [.long, .unsignedLong]
        case (true, true): candidates = [.unsignedLong]
        }
        let kind = candidates.first { k in
            switch k {
            case .int: return magnitude <= UInt64(Int32.max)
            case .unsignedInt: return magnitude <= UInt64(UInt32.max)
            case .long: return magnitude <= UInt64(Int64.max)
            case .unsignedLong: return true
            }
        } ?? .unsignedLong
        return CIntegerValue(value, kind)
    }

    /// A cast to an integer type `bytes` wide: the value is converted to it, then promoted
    /// (`(unsigned char)300` is 44, an `int`).
    static func cast(_ v: CIntegerValue, bytes: Int, unsigned: Bool) -> CIntegerValue {
        switch (bytes, unsigned) {
        case (1, false): return CIntegerValue(Int64(Int8(truncatingIfNeeded: v.value)), .int)
        case (1, true): return CIntegerValue(Int64(UInt8(truncatingIfNeeded: v.value)), .int)
        case (2, false): return CIntegerValue(Int64(Int16(truncatingIfNeeded: v.value)), .int)
        case (2, true): return CIntegerValue(Int64(UInt16(truncatingIfNeeded: v.value)), .int)
        case (4, false): return CIntegerValue(v.value, .int)
        case (4, true): return CIntegerValue(v.value, .unsignedInt)
        case (_, false): return CIntegerValue(v.value, .long)
        default: return CIntegerValue(v.value, .unsignedLong)
        }
    }

    /// The type both operands of an arithmetic operator are converted to.
    static func common(_ a: Kind, _ b: Kind) -> Kind {
        // `long` holds every `unsigned int`, so long + unsigned int is long.
        max(a, b)
    }

    static func truth(_ b: Bool) -> CIntegerValue { CIntegerValue(b ? 1 : 0, .int) }

    /// `a op b` with C's conversions; nil when the result is not a constant (division by zero).
    static func binary(_ op: String, _ a: CIntegerValue, _ b: CIntegerValue) -> CIntegerValue? {
        if op == "<<" || op == ">>" {
            // The result has the left operand's type; a count past its width folds to 0 here
            // (clang folds it too, as a GNU extension, to a value of the same width).
            guard b.value >= 0, b.value < a.kind.bits else { return CIntegerValue(0, a.kind) }
            if op == "<<" { return CIntegerValue(a.value << b.value, a.kind) }
            return a.kind.isUnsigned ? CIntegerValue(Int64(bitPattern: UInt64(bitPattern: a.value) >> UInt64(b.value)), a.kind)
                : CIntegerValue(a.value >> b.value, a.kind)
        }
        let kind = common(a.kind, b.kind)
        let x = CIntegerValue(a.value, kind).value, y = CIntegerValue(b.value, kind).value
        let ux = UInt64(bitPattern: x), uy = UInt64(bitPattern: y)
        switch op {
        case "||": return truth(x != 0 || y != 0)
        case "&&": return truth(x != 0 && y != 0)
        case "==": return truth(x == y)
        case "!=": return truth(x != y)
        case "<": return truth(kind.isUnsigned ? ux < uy : x < y)
        case ">": return truth(kind.isUnsigned ? ux > uy : x > y)
        case "<=": return truth(kind.isUnsigned ? ux <= uy : x <= y)
        case ">=": return truth(kind.isUnsigned ? ux >= uy : x >= y)
        case "|": return CIntegerValue(x | y, kind)
        case "^": return CIntegerValue(x ^ y, kind)
        case "&": return CIntegerValue(x & y, kind)
        case "+": return CIntegerValue(x &+ y, kind)
        case "-": return CIntegerValue(x &- y, kind)
        case "*": return CIntegerValue(x &* y, kind)
        case "/", "%":
            guard y != 0 else { return nil }
            if kind.isUnsigned { return CIntegerValue(Int64(bitPattern: op == "/" ? ux / uy : ux % uy), kind) }
            return CIntegerValue(op == "/" ? x.dividedReportingOverflow(by: y).partialValue
                                 : x.remainderReportingOverflow(dividingBy: y).partialValue, kind)
        default: return nil
        }
    }
}

/// Evaluates an integer constant expression — a `#if` condition after macro expansion, an
/// enum value, an array size, a bitfield width — with C's operators and precedence.
///
/// In `.preprocessor` mode every value is `intmax_t` (unsigned with a `u` suffix) and an
/// identifier left after expansion is 0, as C says for `#if`. In `.c` mode values have C
/// types (`CIntegerValue`: `1 << 40` is an `int`), casts written as `(i4)`-style tokens by
/// the parser convert, and an identifier is an error. Division by zero is an error in both,
/// except where the operand is not evaluated (`0 && 1/0`).
struct ConditionParser {
    enum Mode {
        case preprocessor
        case c
    }

    var tokens: [Token]
    var location: SourceLocation
    var mode: Mode
    var i = 0
    private var depth = 0
    /// Above zero inside an operand that is not evaluated (`0 && …`, the untaken `?:` arm).
    private var unevaluated = 0

    init(tokens: [Token], location: SourceLocation, mode: Mode = .preprocessor) {
        self.tokens = tokens
        self.location = location
        self.mode = mode
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// A whole conditional expression (`a ? b : c` binds loosest).
    mutating func expression(_ minPrec: Int = 0) throws -> Int64 {
        try typedExpression(minPrec).value
    }

    private mutating func typedExpression(_ minPrec: Int) throws -> CIntegerValue {
        let condition = try binary(minPrec)
        guard minPrec == 0, i < tokens.count, tokens[i].isPunct("?") else { return condition }
        i += 1
        if condition.value == 0 { unevaluated += 1 }
        let yes = try typedExpression(0)
        if condition.value == 0 { unevaluated -= 1 }
        guard i < tokens.count, tokens[i].isPunct(":") else {
            throw HeaderError("expected ':' in the conditional expression", at: tokens.last?.location ?? location)
        }
        i += 1
        if condition.value != 0 { unevaluated += 1 }
        let no = try typedExpression(0)
        if condition.value != 0 { unevaluated -= 1 }
        let kind = CIntegerValue.common(yes.kind, no.kind)
        return CIntegerValue(condition.value != 0 ? yes.value : no.value, kind)
    }

    private mutating func binary(_ minPrec: Int) throws -> CIntegerValue {
        var lhs = try unary()
        while i < tokens.count, tokens[i].kind == .punct, let prec = Self.precedence[tokens[i].text], prec > minPrec {
            let op = tokens[i].text
            i += 1
            let rhsStart = i < tokens.count ? tokens[i] : nil
            // The right operand of `&&` / `||` is not evaluated when the left decides.
            let decided = (op == "&&" && lhs.value == 0) || (op == "||" && lhs.value != 0)
            if decided { unevaluated += 1 }
            let rhs = try binary(prec)
            if decided { unevaluated -= 1 }
            guard let result = CIntegerValue.binary(op, lhs, rhs) else {
                if unevaluated > 0 { lhs = CIntegerValue(0, lhs.kind); continue }
                switch mode {
                case .preprocessor:
                    throw HeaderError("\(op == "/" ? "division" : "remainder") by zero in preprocessor expression",
                                      at: rhsStart?.location ?? location)
                case .c:
                    throw HeaderError("expression is not an integer constant expression (it divides by zero)", at: location)
                }
            }
            lhs = result
        }
        return lhs
    }

    private mutating func unary() throws -> CIntegerValue {
        guard i < tokens.count else { throw HeaderError("expected value in expression", at: tokens.last?.location ?? location) }
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw HeaderError("expression is nested too deeply", at: tokens[i].location) }
        let t = tokens[i]
        i += 1
        if t.isPunct("!") { return CIntegerValue.truth(try unary().value == 0) }
        if t.isPunct("-") { let v = try unary(); return CIntegerValue(0 &- v.value, v.kind) }
        if t.isPunct("+") { return try unary() }
        if t.isPunct("~") { let v = try unary(); return CIntegerValue(~v.value, v.kind) }
        if t.kind == .punct, let cast = Self.castTarget(t.text) {
            return CIntegerValue.cast(try unary(), bytes: cast.bytes, unsigned: cast.unsigned)
        }
        if t.isPunct("(") {
            let v = try typedExpression(0)
            guard i < tokens.count, tokens[i].isPunct(")") else { throw HeaderError("expected ')' in expression", at: t.location) }
            i += 1
            return v
        }
        if t.kind == .number {
            guard let v = CLiteral.integer(t.text) else {
                throw HeaderError("'\(t.text)' is not an integer constant", at: t.location)
            }
            switch mode {
            case .preprocessor:
                let unsigned = t.text.reversed().prefix { "uUlL".contains($0) }.contains { $0 == "u" || $0 == "U" }
                return CIntegerValue(v, unsigned ? .unsignedLong : .long)
            case .c:
                return CIntegerValue.literal(t.text, value: v)
            }
        }
        if t.kind == .identifier {
            if mode == .c {
                if i < tokens.count, tokens[i].isPunct("(") {
                    throw HeaderError("MiniObjC cannot evaluate '\(t.text)(…)' in a constant expression; write the value", at: t.location)
                }
                throw HeaderError("use of undeclared identifier '\(t.text)'", at: t.location)
            }
            if i < tokens.count, tokens[i].isPunct("(") {
                var depth = 0
                while i < tokens.count {
                    if tokens[i].isPunct("(") { depth += 1 }
                    if tokens[i].isPunct(")") { depth -= 1; if depth == 0 { i += 1; break } }
                    i += 1
                }
            }
            return CIntegerValue(0, .long)
        }
        throw HeaderError("invalid token '\(t.text)' in expression", at: t.location)
    }

    /// The spelling of a cast token the parser writes for `(T)` in a C constant expression:
    /// `(cast i4)` for a signed 4-byte type, `(cast u8)` for an unsigned 8-byte one.
    static func castToken(bytes: Int, unsigned: Bool) -> String { "(cast \(unsigned ? "u" : "i")\(bytes))" }

    private static func castTarget(_ text: String) -> (bytes: Int, unsigned: Bool)? {
        guard text.hasPrefix("(cast "), text.count > 8, let bytes = Int(text.dropFirst(7).dropLast()) else { return nil }
        return (bytes, text.dropFirst(6).first == "u")
    }
}

/// C integer literal values (decimal, hex, octal, binary, with `u` / `l` suffixes, or a
/// character literal). Values past `Int64.max` keep their bits (`0xFFFFFFFFFFFFFFFFull` is -1).
enum CLiteral {
    static func integer(_ spelling: String) -> Int64? {
        var s = Substring(spelling)
        if s.hasPrefix("'") || s.hasPrefix("L'") || s.hasPrefix("u'") || s.hasPrefix("U'") {
            return character(s.drop { $0 != "'" })
        }
        while let last = s.last, "uUlL".contains(last) { s = s.dropLast() }
        let digits: Substring
        let radix: Int
        if s.hasPrefix("0x") || s.hasPrefix("0X") { digits = s.dropFirst(2); radix = 16 }
        else if s.hasPrefix("0b") || s.hasPrefix("0B") { digits = s.dropFirst(2); radix = 2 }
        else if s.count > 1, s.hasPrefix("0") { digits = s.dropFirst(); radix = 8 }
        else { digits = s; radix = 10 }
        guard let v = UInt64(digits, radix: radix) else { return nil }
        return Int64(bitPattern: v)
    }

    /// `'a'`, `'\n'`, and multi-character constants such as `'abcd'` (big-endian packed, as
    /// clang computes them for four-character codes).
    private static func character(_ quoted: Substring) -> Int64? {
        var body = Array(quoted.dropFirst().dropLast().unicodeScalars)
        var value: Int64 = 0
        var count = 0
        while !body.isEmpty {
            var c = body.removeFirst().value
            if c == 92, !body.isEmpty {  // backslash
                let e = body.removeFirst()
                switch e {
                case "n": c = 10
                case "t": c = 9
                case "r": c = 13
                case "0": c = 0
                case "a": c = 7
                case "b": c = 8
                case "f": c = 12
                case "v": c = 11
                default: c = e.value
                }
            }
            value = (value << 8) | Int64(c & 0xFF)
            count += 1
        }
        guard count > 0 else { return nil }
        return count == 1 ? Int64(Int8(truncatingIfNeeded: value)) : Int64(Int32(truncatingIfNeeded: value))
    }
}

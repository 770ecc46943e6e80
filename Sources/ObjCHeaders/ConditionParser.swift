/// Evaluates an integer constant expression — a `#if` condition after macro expansion, an
/// enum value, an array size — with C's operators and precedence. Identifiers that are left
/// are 0, as C says for `#if`; a `name(…)` the preprocessor did not resolve is 0 too.
struct ConditionParser {
    var tokens: [Token]
    var location: SourceLocation
    var i = 0
    private var depth = 0

    init(tokens: [Token], location: SourceLocation) {
        self.tokens = tokens
        self.location = location
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// A whole conditional expression (`a ? b : c` binds loosest).
    mutating func expression(_ minPrec: Int = 0) throws -> Int64 {
        let condition = try binary(minPrec)
        guard minPrec == 0, i < tokens.count, tokens[i].isPunct("?") else { return condition }
        i += 1
        let yes = try expression(0)
        guard i < tokens.count, tokens[i].isPunct(":") else {
            throw HeaderError("expected ':' in the conditional expression", at: tokens.last?.location ?? location)
        }
        i += 1
        let no = try expression(0)
        return condition != 0 ? yes : no
    }

    private mutating func binary(_ minPrec: Int) throws -> Int64 {
        var lhs = try unary()
        while i < tokens.count, tokens[i].kind == .punct, let prec = Self.precedence[tokens[i].text], prec > minPrec {
            let op = tokens[i].text
            i += 1
            let rhs = try binary(prec)
            switch op {
            case "||": lhs = (lhs != 0 || rhs != 0) ? 1 : 0
            case "&&": lhs = (lhs != 0 && rhs != 0) ? 1 : 0
            case "|": lhs |= rhs
            case "^": lhs ^= rhs
            case "&": lhs &= rhs
            case "==": lhs = lhs == rhs ? 1 : 0
            case "!=": lhs = lhs != rhs ? 1 : 0
            case "<": lhs = lhs < rhs ? 1 : 0
            case ">": lhs = lhs > rhs ? 1 : 0
            case "<=": lhs = lhs <= rhs ? 1 : 0
            case ">=": lhs = lhs >= rhs ? 1 : 0
            case "<<": lhs = rhs >= 0 && rhs < 64 ? lhs << rhs : 0
            case ">>": lhs = rhs >= 0 && rhs < 64 ? lhs >> rhs : 0
            case "+": lhs = lhs &+ rhs
            case "-": lhs = lhs &- rhs
            case "*": lhs = lhs &* rhs
            case "/": lhs = rhs == 0 ? 0 : lhs.dividedReportingOverflow(by: rhs).partialValue
            default: lhs = rhs == 0 ? 0 : lhs.remainderReportingOverflow(dividingBy: rhs).partialValue
            }
        }
        return lhs
    }

    private mutating func unary() throws -> Int64 {
        guard i < tokens.count else { throw HeaderError("expected value in expression", at: tokens.last?.location ?? location) }
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw HeaderError("expression is nested too deeply", at: tokens[i].location) }
        let t = tokens[i]
        i += 1
        if t.isPunct("!") { return try unary() == 0 ? 1 : 0 }
        if t.isPunct("-") { return 0 &- (try unary()) }
        if t.isPunct("+") { return try unary() }
        if t.isPunct("~") { return ~(try unary()) }
        if t.isPunct("(") {
            let v = try expression(0)
            guard i < tokens.count, tokens[i].isPunct(")") else { throw HeaderError("expected ')' in expression", at: t.location) }
            i += 1
            return v
        }
        if t.kind == .number {
            guard let v = CLiteral.integer(t.text) else {
                throw HeaderError("'\(t.text)' is not an integer constant", at: t.location)
            }
            return v
        }
        if t.kind == .identifier {
            if i < tokens.count, tokens[i].isPunct("(") {
                var depth = 0
                while i < tokens.count {
                    if tokens[i].isPunct("(") { depth += 1 }
                    if tokens[i].isPunct(")") { depth -= 1; if depth == 0 { i += 1; break } }
                    i += 1
                }
            }
            return 0
        }
        throw HeaderError("invalid token '\(t.text)' in expression", at: t.location)
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

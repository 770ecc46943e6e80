/// Integer constant expressions in declarations — enum values, array sizes, bitfield widths,
/// `aligned(N)` — gathered from the token stream (enumerators, `sizeof`, casts resolved here)
/// and evaluated by `ConditionParser` in C's types.
extension HeaderParser {
    /// Evaluates an integer constant expression that ends before one of `terminators` (at
    /// parenthesis depth 0), with C's types (`ConditionParser`'s `.c` mode). Enum constants,
    /// `sizeof` / `_Alignof` of a type and casts to integer types are known; any other
    /// identifier is an error, as in clang.
    mutating func constantExpression(until terminators: Set<String>) throws -> Int64 {
        let start = current
        var exprTokens: [Token] = []
        var depth = 0
        while current.kind != .eof {
            let t = current
            if t.isPunct("("), namesType(peek()), !enumConstants.keys.contains(peek().text) {
                // A cast, `(NSUInteger)1 << 40`: it decides the type the rest is computed in.
                advance()
                let type = try parseTypeName()
                try expect(")", "to end the cast")
                exprTokens.append(Token(kind: .punct, text: castSpelling(type), location: t.location))
                continue
            }
            // `unsigned a : 3 __attribute__((aligned(4)))`: an attribute ends the expression.
            if depth == 0, t.isIdent("__attribute__") || t.isIdent("__attribute") { break }
            if t.kind == .punct {
                if depth == 0 && terminators.contains(t.text) { break }
                if t.text == "(" || t.text == "[" { depth += 1 }
                if t.text == ")" || t.text == "]" {
                    if depth == 0 { break }
                    depth -= 1
                }
            }
            if t.kind == .identifier, let v = enumConstants[t.text] {
                if let type = file.types.enumeratorTypes[t.text] {
                    exprTokens.append(Token(kind: .punct, text: castSpelling(CType(.builtin(type))), location: t.location))
                }
                // A negative value is a `-` and a literal, which is how the parser reads it.
                if v < 0 {
                    exprTokens += [Token(kind: .punct, text: "(", location: t.location), Token(kind: .punct, text: "-", location: t.location),
                                   Token(kind: .number, text: String(v.magnitude), location: t.location),
                                   Token(kind: .punct, text: ")", location: t.location)]
                } else {
                    exprTokens.append(Token(kind: .number, text: String(v), location: t.location))
                }
            } else if t.isIdent("__objc_yes") || t.isIdent("__objc_no") {
                // clang's literals behind `YES` / `NO`.
                exprTokens.append(Token(kind: .number, text: t.text == "__objc_yes" ? "1" : "0", location: t.location))
            } else if t.kind == .identifier, ["sizeof", "_Alignof", "__alignof__", "alignof"].contains(t.text) {
                exprTokens.append(try sizeOrAlignment(of: t))
                continue
            } else {
                exprTokens.append(t)
            }
            advance()
        }
        guard !exprTokens.isEmpty else { throw error("expected expression", at: start) }
        var p = ConditionParser(tokens: exprTokens, location: start.location, mode: .c)
        let v = try p.expression(0)
        if p.i < exprTokens.count { throw error("expected a constant expression", at: exprTokens[p.i]) }
        return v
    }

    /// The cast token `ConditionParser` reads for a cast to `type`: its size and signedness
    /// (an enum's underlying type; pointers and other types as `long`).
    func castSpelling(_ type: CType) -> String {
        var b: CBuiltin = .long
        switch type.kind {
        case .builtin(let builtin) where builtin.isInteger: b = builtin
        case .enumeration(let i) where file.types.enums.indices.contains(i): b = file.types.enums[i].underlying
        default: break
        }
        let size = CTypeLayout(table: file.types, target: file.target).builtin(b).size
        let unsigned: Bool
        switch b {
        case .unsignedChar, .unsignedShort, .unsignedInt, .unsignedLong, .unsignedLongLong, .unsignedInt128, .bool: unsigned = true
        default: unsigned = false
        }
        return ConditionParser.castToken(bytes: min(size, 8), unsigned: unsigned)
    }

    /// `sizeof(T)` / `_Alignof(T)` in a constant expression, as a number token.
    mutating func sizeOrAlignment(of keyword: Token) throws -> Token {
        advance()
        guard current.isPunct("("), namesType(peek()) else {
            throw error("MiniObjC evaluates \(keyword.text) of a type only; write \(keyword.text)(type) here", at: keyword)
        }
        advance()
        let type = try parseTypeName()
        try expect(")", "to end \(keyword.text)(…)")
        guard let l = CTypeLayout(table: file.types, target: file.target).layout(type) else {
            throw error("invalid application of '\(keyword.text)' to an incomplete type", at: keyword)
        }
        return Token(kind: .number, text: String(keyword.text == "sizeof" ? l.size : l.alignment), location: keyword.location)
    }

    /// `static const NSInteger Limit = 64;`: clang folds a `const` integer variable with a
    /// constant initializer wherever a constant is needed (`char buffer[Limit]`, an enum
    /// value), so its value is kept beside the enumerators. The cursor is after the `=`; it
    /// is left there, and an initializer that is not a constant records nothing.
    mutating func recordIntegerConstant(_ name: String, type: CType) {
        guard type.isConst, case .builtin(let b) = type.kind, b.isInteger else { return }
        let start = pos
        let saved = (file, enumConstants)
        defer { pos = start }
        guard let v = try? constantExpression(until: [",", ";"]), current.isPunct(",") || current.isPunct(";") else {
            (file, enumConstants) = saved
            return
        }
        let size = CTypeLayout(table: file.types, target: file.target).builtin(b).size
        let unsigned = [.unsignedChar, .unsignedShort, .unsignedInt, .unsignedLong, .unsignedLongLong, .unsignedInt128, .bool].contains(b)
        enumConstants[name] = CIntegerValue.cast(CIntegerValue(v, .long), bytes: min(size, 8), unsigned: unsigned).value
        file.types.enumeratorTypes[name] = b
    }
}

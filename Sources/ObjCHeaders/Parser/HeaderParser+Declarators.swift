/// C declarators: `*const p`, `(*fp)(int)`, `(^block)(id)`, `a[3][4]`, and abstract ones.
extension HeaderParser {
    /// One step that turns the base type into the declared type, in application order.
    enum DeclaratorOp {
        case pointer(isConst: Bool, ownership: ObjCOwnership?)
        case block(isConst: Bool)
        case array(Int?)
        case function([CType], variadic: Bool)
    }

    /// A parsed declarator: the name (nil when abstract) and the steps from the base type.
    struct Declarator {
        var name: String?
        var nameToken: Token?
        var ops: [DeclaratorOp]
        /// Attributes written in the declarator (`int x __attribute__((aligned(8)))`).
        var attributes = LayoutAttributes()
        /// The first `[` after the name, where clang reports a problem with an array's type.
        var arrayToken: Token?
    }

    /// Reads a declarator. With `abstract`, the name is optional (type names in casts and
    /// method signatures); otherwise a missing name is left to the caller to report.
    mutating func parseDeclarator(abstract: Bool, allowsName: Bool = true) throws -> Declarator {
        try enterNesting()
        defer { nesting -= 1 }
        var pointerOps: [DeclaratorOp] = []
        // `void (NS_NOESCAPE ^)(id)`: an attribute may come before the first `*` or `^`.
        var attributes = try parseAttributes()
        while current.isPunct("*") || current.isPunct("^") {
            let isBlock = current.text == "^"
            advance()
            var isConst = false
            var ownership: ObjCOwnership?
            while current.kind == .identifier {
                let w = current.text
                if w == "const" || w == "__const" { isConst = true; advance(); continue }
                if let o = Self.ownershipWords[w] { ownership = o; advance(); continue }
                if w == "__kindof" { throw error("'__kindof' type specifier must precede the declarator") }
                if ["volatile", "restrict", "__restrict", "__restrict__", "_Nullable", "_Nonnull", "_Null_unspecified",
                    "_Nullable_result", "__nullable", "__nonnull", "__null_unspecified", "__volatile__"].contains(w) {
                    advance()
                    continue
                }
                if w == "__attribute__" || w == "__attribute" { try skipAttributes(); continue }
                break
            }
            pointerOps.append(isBlock ? .block(isConst: isConst) : .pointer(isConst: isConst, ownership: ownership))
        }
        var name: String?
        var nameToken: Token?
        var innerOps: [DeclaratorOp] = []
        attributes = attributes.merged(with: try parseAttributes())
        if current.isPunct("("), isNestedDeclaratorStart(abstract: abstract || !allowsName) {
            advance()
            let inner = try parseDeclarator(abstract: abstract, allowsName: allowsName)
            try expect(")", "to close the declarator")
            name = inner.name
            nameToken = inner.nameToken
            innerOps = inner.ops
            attributes = attributes.merged(with: inner.attributes)
        } else if allowsName, current.kind == .identifier {
            nameToken = current
            name = take().text
        }
        var suffixOps: [DeclaratorOp] = []
        var arrayToken: Token?
        while true {
            attributes = attributes.merged(with: try parseAttributes())
            if current.isPunct("[") {
                if arrayToken == nil { arrayToken = current }
                advance()
                // `T a[static const _Nullable 4]`: qualifiers inside the brackets change nothing here.
                while current.kind == .identifier, Self.arrayQualifiers.contains(current.text) { advance() }
                if accept("]") {
                    suffixOps.append(.array(nil))
                } else {
                    let sizeTok = current
                    let n = try constantExpression(until: ["]"])
                    guard n >= 0 else { throw error("array size is negative", at: sizeTok) }
                    try expect("]", "to end the array size")
                    suffixOps.append(.array(Int(n)))
                }
            } else if current.isPunct("(") {
                suffixOps.append(try parseParameterList())
            } else {
                break
            }
        }
        return Declarator(name: name, nameToken: nameToken, ops: pointerOps + suffixOps.reversed() + innerOps,
                          attributes: attributes, arrayToken: arrayToken)
    }

    static let arrayQualifiers: Set<String> = [
        "static", "const", "restrict", "__restrict", "volatile", "_Nullable", "_Nonnull", "_Null_unspecified",
        "__nullable", "__nonnull", "__null_unspecified",
    ]

    /// After `(` in a declarator: a nested declarator (`(*p)`, `(^b)`, `(name)`) rather than
    /// a parameter list.
    func isNestedDeclaratorStart(abstract: Bool) -> Bool {
        let next = peek()
        if next.isPunct("*") || next.isPunct("^") { return true }
        if next.isIdent("__attribute__") { return true }
        if !abstract, next.kind == .identifier, file.types.typedefs[next.text] == nil,
           !Self.basicTypeWords.contains(next.text), !Self.qualifierWords.contains(next.text),
           !["struct", "union", "enum", "id", "Class", "SEL"].contains(next.text),
           !file.types.isClassName(next.text) {
            return true
        }
        return false
    }

    /// `(int a, double)` / `(void)` / `()` / `(int, ...)`.
    mutating func parseParameterList() throws -> DeclaratorOp {
        try expect("(", "to start the parameter list")
        var params: [CType] = []
        var variadic = false
        if accept(")") { return .function([], variadic: false) }
        if current.isIdent("void"), peek().isPunct(")") {
            advance(); advance()
            return .function([], variadic: false)
        }
        repeat {
            if accept("...") { variadic = true; break }
            let spec = try parseDeclSpecifiers()
            let d = try parseDeclarator(abstract: true)
            params.append(try applyDeclarator(d, to: spec))
        } while accept(",")
        try expect(")", "to end the parameter list")
        return .function(params, variadic: variadic)
    }

    /// Builds the declared type from the base type and the declarator's steps.
    func applyDeclarator(_ d: Declarator, to spec: DeclSpec) throws -> CType {
        var t = spec.type
        var pendingInterface = spec.isInterface
        // Measured step by step so that an absurd declarator is refused before it is built.
        var depth = file.types.depth(of: t)
        for op in d.ops {
            switch op {
            case .function(let params, _):
                depth = params.reduce(depth) { max($0, file.types.depth(of: $1)) } + 1
            case .pointer where pendingInterface:
                break
            default:
                depth += 1
            }
            if depth > TypeTable.maxTypeDepth {
                throw error("type is nested too deeply (over \(TypeTable.maxTypeDepth) levels of pointer, array, "
                            + "function, block or struct)", at: d.nameToken ?? current)
            }
            switch op {
            case .pointer(let isConst, let ownership):
                if pendingInterface {
                    // `NSString *`: the class name plus its star is one object pointer type.
                    pendingInterface = false
                    t.isConst = isConst
                    t.typedefName = nil
                    if let ownership { t.ownership = ownership }
                    continue
                }
                var p = CType(.pointer(t), isConst: isConst)
                p.ownership = ownership
                t = p
            case .block(let isConst):
                guard case .function(let f) = t.kind else {
                    throw error("block pointer to non-function type is invalid", at: d.nameToken ?? current)
                }
                t = CType(.block(f), isConst: isConst)
            case .array(let n):
                if pendingInterface { throw interfaceByValue(spec, d) }
                t = CType(.array(t, count: n))
            case .function(let params, let variadic):
                if pendingInterface { throw interfaceByValue(spec, d) }
                t = CType(.function(CFunctionType(result: t, parameters: params, isVariadic: variadic)))
            }
        }
        if pendingInterface && !spec.isTypedef { throw interfaceByValue(spec, d) }
        if let o = spec.type.ownership, t.ownership == nil, t.isRetainable { t.ownership = o }
        return t
    }

    private func interfaceByValue(_ spec: DeclSpec, _ d: Declarator) -> HeaderError {
        var name = "?"
        if case .object(let o) = spec.type.kind { name = o.className ?? "id" }
        return HeaderError("interface type cannot be statically allocated (did you mean '\(name) *'?)",
                           at: d.nameToken?.location ?? spec.location)
    }
}

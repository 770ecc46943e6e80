/// The GNU attributes and C11 specifiers that change a type's layout — `packed`,
/// `aligned(N)`, `_Alignas`, `vector_size(N)`, `ext_vector_type(N)` — read where they are
/// written; every other attribute is skipped, as it changes no encoding, size or offset.
extension HeaderParser {
    /// The layout-relevant attributes written in one place.
    struct LayoutAttributes {
        /// `__attribute__((packed))`.
        var isPacked = false
        /// The largest `aligned(N)` / `_Alignas(N)`, in bytes.
        var alignment: Int?
        /// `ext_vector_type(N)` (elements) or `vector_size(N)` (bytes), with the attribute's
        /// token for errors.
        var vector: (kind: VectorAttribute, at: Token)?

        enum VectorAttribute {
            case elements(Int)
            case bytes(Int)
        }

        /// Both sets: the specifiers' attributes apply to each declarator, which adds its own.
        func merged(with other: LayoutAttributes) -> LayoutAttributes {
            var m = self
            m.isPacked = isPacked || other.isPacked
            if let a = other.alignment { m.alignment = max(alignment ?? 0, a) }
            if let v = other.vector { m.vector = v }
            return m
        }
    }

    /// Reads `__attribute__((…))`, `_Alignas(…)`, `__declspec(…)`, `__asm__(…)` and
    /// `__extension__` annotations, returning what they say about layout.
    mutating func parseAttributes() throws -> LayoutAttributes {
        var attributes = LayoutAttributes()
        while current.kind == .identifier {
            switch current.text {
            case "__attribute__", "__attribute":
                advance()
                guard current.isPunct("("), peek().isPunct("(") else {
                    if current.isPunct("(") { try skipBalanced() }
                    continue
                }
                let open = current
                advance()
                advance()
                try parseAttributeList(into: &attributes)
                guard accept(")"), accept(")") else { throw error("expected ')' to end the attribute list", at: open) }
            case "_Alignas", "alignas":
                let keyword = take()
                guard current.isPunct("(") else { throw error("expected '(' after '\(keyword.text)'") }
                advance()
                let alignment = try alignmentArgument(keyword, allowsType: true)
                try expect(")", "to end \(keyword.text)(…)")
                attributes.alignment = max(attributes.alignment ?? 0, alignment)
            case "__declspec", "__asm__", "__asm", "asm":
                advance()
                if current.isPunct("(") { try skipBalanced() }
            case "__extension__", "__unused":
                advance()
            default:
                return attributes
            }
        }
        return attributes
    }

    /// The attributes between `__attribute__((` and `))`, separated by commas.
    private mutating func parseAttributeList(into attributes: inout LayoutAttributes) throws {
        while !current.isPunct(")") {
            if current.kind == .eof { throw error("expected ')' to end the attribute list") }
            if accept(",") { continue }
            let nameToken = take()
            // `__packed__` and `packed` are the same attribute.
            var name = Substring(nameToken.text)
            if name.hasPrefix("__"), name.hasSuffix("__"), name.count > 4 { name = name.dropFirst(2).dropLast(2) }
            guard current.isPunct("(") else {
                switch name {
                case "packed": attributes.isPacked = true
                // Without an argument: the target's largest useful alignment, 16 on both.
                case "aligned": attributes.alignment = max(attributes.alignment ?? 0, 16)
                default: break
                }
                continue
            }
            switch name {
            case "aligned":
                advance()
                let alignment = try alignmentArgument(nameToken, allowsType: false)
                try expect(")", "to end aligned(…)")
                attributes.alignment = max(attributes.alignment ?? 0, alignment)
            case "vector_size", "ext_vector_type":
                advance()
                let n = try constantExpression(until: [")"])
                try expect(")", "to end \(name)(…)")
                guard n > 0, n <= 1 << 20 else { throw error(n == 0 ? "zero vector size" : "vector size too large", at: nameToken) }
                attributes.vector = (name == "vector_size" ? .bytes(Int(n)) : .elements(Int(n)), nameToken)
            default:
                try skipBalanced()
            }
        }
    }

    /// The argument of `aligned(N)` or `_Alignas(N)` / `_Alignas(type)`, in bytes; the
    /// cursor is after the `(`.
    private mutating func alignmentArgument(_ keyword: Token, allowsType: Bool) throws -> Int {
        if allowsType, startsTypeName(), !enumConstants.keys.contains(current.text) {
            let type = try parseTypeName()
            guard let l = CTypeLayout(table: file.types, target: file.target).layout(type) else {
                throw error("invalid application of '\(keyword.text)' to an incomplete type", at: keyword)
            }
            return l.alignment
        }
        let n = try constantExpression(until: [")"])
        guard n > 0, n & (n - 1) == 0 else { throw error("requested alignment is not a power of 2", at: keyword) }
        guard n <= 1 << 28 else { throw error("requested alignment must be 268435456 bytes or smaller", at: keyword) }
        return Int(n)
    }

    /// `t` with a vector attribute applied: a vector of its arithmetic type.
    func applyingVector(_ attributes: LayoutAttributes, to t: CType) throws -> CType {
        guard let (kind, at) = attributes.vector else { return t }
        guard case .builtin(let element) = t.kind, element != .bool else {
            throw error("invalid vector element type \(file.types.quoted(t))", at: at)
        }
        let elementSize = CTypeLayout(table: file.types, target: file.target).builtin(element).size
        let count: Int
        switch kind {
        case .elements(let n): count = n
        case .bytes(let n):
            guard n % elementSize == 0 else { throw error("vector size not an integral multiple of component size", at: at) }
            count = n / elementSize
        }
        return CType(.vector(element, count: count), isConst: t.isConst)
    }

    /// The `#pragma pack` value in effect at the current token (none inside the SDK, whose
    /// modules are compiled on their own, as clang's are).
    var packAlignmentHere: Int? {
        guard !inSDK else { return nil }
        return packChanges.last { $0.at <= pos }?.alignment
    }
}

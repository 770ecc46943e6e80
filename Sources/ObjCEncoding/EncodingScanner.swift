/// The one grammar of type encodings, over UTF-8 bytes, shared by every parser in this module.
///
/// Recursive descent with an explicit depth counter: each nesting construct checks the depth
/// first, so input nested deeper than `ObjCType.maximumNestingDepth` is an error long before
/// the stack is at risk. Every read is bounds-checked against `end`; there is no terminator
/// to run past (GCC's libobjc reads beyond the string on a lone `{`).
///
/// Layout is computed while scanning, so array sizes that overflow `Int` are reported with
/// the offset of their `[`.
struct EncodingScanner<B: TypeBuilder> {
    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    var pos: Int
    let dialect: ObjCType.Dialect
    let builder: B
    /// The one-byte lookup (`ScalarTypeCode.all` as a table), read once per scan.
    let codes: CodeTable

    init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0, end: Int? = nil, dialect: ObjCType.Dialect, builder: B) {
        self.bytes = bytes
        self.end = end ?? bytes.count
        self.pos = start
        self.dialect = dialect
        self.builder = builder
        self.codes = HostABI.codes
    }

    // MARK: errors (built only when thrown)

    // Messages are autoclosures and the builders are never inlined, so the string work stays
    // out of the scanning functions (it cost registers and stack in the fast path).
    @inline(never)
    func fail(_ kind: EncodingError.Kind, at offset: Int, _ message: @autoclosure () -> String) -> EncodingError {
        EncodingError(kind, at: offset, message())
    }

    func describeByte(at i: Int) -> String {
        let b = bytes[i]
        if b >= 0x20 && b < 0x7f { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x\(String(b, radix: 16))"
    }

    @inline(never)
    func truncated(_ what: @autoclosure () -> String) -> EncodingError {
        EncodingError(.truncated, at: end, "the encoding ends inside \(what())")
    }

    // MARK: lexing

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// Reads a decimal number at `pos`; nil (and `pos` unchanged) when no digit is there.
    @inline(__always)
    mutating func number() throws(EncodingError) -> Int? {
        guard pos < end, Self.isDigit(bytes[pos]) else { return nil }
        let start = pos
        var value = 0
        while pos < end, Self.isDigit(bytes[pos]) {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int(bytes[pos] &- UInt8(ascii: "0")))
            if o1 || o2 { throw fail(.overflow, at: start, "the number starting here does not fit in a 64-bit integer") }
            value = a
            pos += 1
        }
        return value
    }

    // MARK: types

    /// Parses one type at `pos`. `fieldClose` is the closing byte of the enclosing aggregate
    /// when this type is a member of one whose members carry names (`{S="a"@"b"i}`), where
    /// a quote after `@` may begin the next member's name rather than a class name.
    mutating func type(depth: Int, fieldClose: UInt8? = nil) throws(EncodingError) -> (B.Node, TypeLayout?) {
        guard depth < ObjCType.maximumNestingDepth else {
            throw fail(.tooDeep, at: pos, "types nest deeper than \(ObjCType.maximumNestingDepth) levels")
        }
        guard pos < end else { throw truncated(depth == 0 ? "an empty type" : "a type") }
        let start = pos
        let code = bytes[pos]
        pos += 1
        // One-byte types first, without the switch's indirect jump: most types are one byte.
        if codes.isPrimitive(code) {
            return (builder.primitive(code), codes.primitive(code))
        }
        switch code {
        case UInt8(ascii: "^"):
            guard pos < end else { throw truncated("a pointer '^' (the pointee type is missing)") }
            let (inner, _) = try type(depth: depth + 1, fieldClose: fieldClose)
            return (builder.pointer(inner), HostABI.pointer)
        case UInt8(ascii: "@"):
            return try objectType(start: start, depth: depth, fieldClose: fieldClose)
        case UInt8(ascii: "["):
            guard let count = try number() else {
                if pos >= end { throw truncated("an array '[' (the element count is missing)") }
                throw fail(.badNumber, at: pos, "an array needs an element count after '[', found \(describeByte(at: pos))")
            }
            let (element, elementLayout) = try type(depth: depth + 1)
            try close(UInt8(ascii: "]"), opened: start, what: "array")
            var layout: TypeLayout?
            if let e = elementLayout {
                guard let l = HostABI.array(count, e) else {
                    throw fail(.overflow, at: start, "an array of \(count) elements of \(e.size) bytes is larger than the address space")
                }
                layout = l
            }
            return (builder.array(count: count, element), layout)
        case UInt8(ascii: "{"):
            return try aggregate(start: start, isUnion: false, depth: depth)
        case UInt8(ascii: "("):
            return try aggregate(start: start, isUnion: true, depth: depth)
        case UInt8(ascii: "b"):
            return try bitfield(start: start)
        case ObjCType.complexPrefix:
            guard pos < end else { throw truncated("a complex type 'j' (the element type is missing)") }
            let (inner, l) = try type(depth: depth + 1)
            return (builder.complex(inner), l.flatMap(HostABI.complex))
        case ObjCType.atomicPrefix:
            guard pos < end else { throw truncated("an atomic type 'A' (the value type is missing)") }
            let (inner, l) = try type(depth: depth + 1, fieldClose: fieldClose)
            return (builder.atomic(inner), l.map(HostABI.atomic))
        case _ where codes.isQualifier(code):
            while pos < end, codes.isQualifier(bytes[pos]) { pos += 1 }
            let qualifiers = start ..< pos
            guard pos < end else { throw truncated("a qualified type (the type after the qualifiers is missing)") }
            let (inner, l) = try type(depth: depth + 1, fieldClose: fieldClose)
            return (builder.qualified(qualifiers, inner), l)
        default:
            pos = start
            if code == UInt8(ascii: "]") || code == UInt8(ascii: "}") || code == UInt8(ascii: ")")
                || code == UInt8(ascii: ">") {
                throw fail(.unbalanced, at: start, "\(describeByte(at: start)) closes nothing (a type was expected here)")
            }
            throw fail(.unknownCode, at: start, "\(describeByte(at: start)) is not a type encoding code")
        }
    }

    /// A type that is one byte — a sized primitive, or `@` not followed by a class name or
    /// block marker — consumed and laid out; nil (nothing consumed) for anything else, which
    /// `type` must read. The shortcut the signature scanner takes for most arguments.
    @inline(__always)
    mutating func oneByteType() -> TypeLayout? {
        let code = bytes[pos]
        if let l = codes.primitive(code) {
            pos += 1
            return l
        }
        if code == UInt8(ascii: "@"), pos + 1 == end || (bytes[pos + 1] != UInt8(ascii: "\"") && bytes[pos + 1] != UInt8(ascii: "?")) {
            pos += 1
            return HostABI.pointer
        }
        return nil
    }

    /// Expects `closer` at `pos`.
    mutating func close(_ closer: UInt8, opened: Int, what: String) throws(EncodingError) {
        guard pos < end else { throw truncated("the \(what) opened at offset \(opened)") }
        guard bytes[pos] == closer else {
            throw fail(.unbalanced, at: pos,
                       "expected '\(Character(Unicode.Scalar(closer)))' to close the \(what) opened at offset \(opened), found \(describeByte(at: pos))")
        }
        pos += 1
    }

    /// `@`, `@"Class"`, `@"<P>"`, `@"Class<P1><P2>"`, `@?`, `@?<…>`.
    mutating func objectType(start: Int, depth: Int, fieldClose: UInt8?) throws(EncodingError) -> (B.Node, TypeLayout?) {
        let layout = HostABI.pointer
        if pos < end, bytes[pos] == UInt8(ascii: "?") {
            pos += 1
            guard pos < end, bytes[pos] == UInt8(ascii: "<") else { return (builder.block(signature: nil), layout) }
            let open = pos
            pos += 1
            guard depth + 1 < ObjCType.maximumNestingDepth else {
                throw fail(.tooDeep, at: open, "types nest deeper than \(ObjCType.maximumNestingDepth) levels")
            }
            // The extended block signature: return type and arguments, each optionally followed by an offset.
            var count = 0
            while true {
                guard pos < end else { throw truncated("the block signature opened at offset \(open)") }
                if bytes[pos] == UInt8(ascii: ">") { break }
                _ = try type(depth: depth + 1)
                if pos < end, bytes[pos] == UInt8(ascii: "-") {
                    pos += 1
                    if try number() == nil {
                        if pos >= end { throw truncated("the block signature opened at offset \(open)") }
                        throw fail(.badNumber, at: pos, "an offset must follow '-'")
                    }
                } else {
                    _ = try number()
                }
                count += 1
            }
            if count == 0 { throw fail(.invalid, at: pos, "a block signature '<…>' needs at least a return type") }
            let signature = open + 1 ..< pos
            pos += 1
            return (builder.block(signature: signature), layout)
        }
        guard pos < end, bytes[pos] == UInt8(ascii: "\"") else { return (builder.object(quoted: nil), layout) }
        let quote = pos
        var close = pos + 1
        while close < end, bytes[close] != UInt8(ascii: "\"") { close += 1 }
        guard close < end else { throw truncated("the class name opened by the quote at offset \(quote)") }
        if let fieldClose {
            // In a struct with member names, `@"x"i` is an untyped object followed by member "x".
            let after = close + 1
            if after < end, bytes[after] != UInt8(ascii: "\""), bytes[after] != fieldClose {
                return (builder.object(quoted: nil), layout)
            }
        }
        try checkClassName(quote + 1 ..< close)
        pos = close + 1
        return (builder.object(quoted: quote + 1 ..< close), layout)
    }

    /// `Name`, `Name<P>…`, `<P>…`: protocol names in angle brackets, nothing after them.
    func checkClassName(_ r: Range<Int>) throws(EncodingError) {
        var i = r.lowerBound
        while i < r.upperBound, bytes[i] != UInt8(ascii: "<") {
            if bytes[i] == UInt8(ascii: ">") { throw fail(.unbalanced, at: i, "'>' without '<' in a class name") }
            i += 1
        }
        while i < r.upperBound {
            guard bytes[i] == UInt8(ascii: "<") else {
                throw fail(.invalid, at: i, "only '<Protocol>' may follow the protocols of a class name")
            }
            let open = i
            i += 1
            while i < r.upperBound, bytes[i] != UInt8(ascii: ">") {
                if bytes[i] == UInt8(ascii: "<") { throw fail(.unbalanced, at: i, "'<' inside a protocol name") }
                i += 1
            }
            guard i < r.upperBound else { throw fail(.unbalanced, at: open, "the protocol name opened here has no '>'") }
            i += 1
        }
    }

    /// `{name=members}`, `{name}`, `(name=members)`, `(name)`.
    mutating func aggregate(start: Int, isUnion: Bool, depth: Int) throws(EncodingError) -> (B.Node, TypeLayout?) {
        let closer = isUnion ? UInt8(ascii: ")") : UInt8(ascii: "}")
        // The word for messages, made only when one is: a String here would be retained and
        // released on every call (a tenth of a short encoding's cost).
        var what: String { isUnion ? "union" : "struct" }
        let nameStart = pos
        while pos < end, bytes[pos] != UInt8(ascii: "="), bytes[pos] != closer {
            let b = bytes[pos]
            // A bracket of the other kind here means the name was never closed: say so early.
            if b == UInt8(ascii: "}") || b == UInt8(ascii: ")") || b == UInt8(ascii: "]") {
                throw fail(.unbalanced, at: pos, "expected '=' or '\(Character(Unicode.Scalar(closer)))' after the \(what) name, found \(describeByte(at: pos))")
            }
            pos += 1
        }
        guard pos < end else { throw truncated("the \(what) opened at offset \(start)") }
        let name = nameStart ..< pos
        if bytes[pos] == closer {
            pos += 1
            return (builder.aggregate(isUnion: isUnion, name: name, fields: nil), nil)
        }
        pos += 1 // '='
        var fields = builder.makeFields()
        var layout = AggregateLayoutBuilder(isUnion: isUnion)
        var named: Bool?
        while true {
            guard pos < end else { throw truncated("the \(what) opened at offset \(start)") }
            if bytes[pos] == closer { pos += 1; break }
            var fieldName: Range<Int>?
            if bytes[pos] == UInt8(ascii: "\"") {
                let quote = pos
                var close = pos + 1
                while close < end, bytes[close] != UInt8(ascii: "\"") { close += 1 }
                guard close < end else { throw truncated("the member name opened by the quote at offset \(quote)") }
                fieldName = quote + 1 ..< close
                pos = close + 1
                guard pos < end else { throw truncated("the \(what) opened at offset \(start)") }
                if bytes[pos] == closer {
                    throw fail(.invalid, at: pos, "the member name at offset \(quote) has no type")
                }
            }
            if named == nil { named = fieldName != nil }
            let memberStart = pos
            // Most members are one-letter types: lay them out here without a recursive call.
            if let l = codes.primitive(bytes[pos]) {
                let code = bytes[pos]
                pos += 1
                layout.add(l)
                if layout.overflowed {
                    throw fail(.overflow, at: memberStart, "the \(what) opened at offset \(start) is larger than the address space")
                }
                builder.add(builder.primitive(code), name: fieldName, to: &fields)
                continue
            }
            if bytes[pos] == UInt8(ascii: "b") {
                builder.add(try bitfieldMember(start: pos, layout: &layout), name: fieldName, to: &fields)
                continue
            }
            let (node, l) = try type(depth: depth + 1, fieldClose: named == true ? closer : nil)
            layout.add(l)
            if layout.overflowed {
                throw fail(.overflow, at: memberStart, "the \(what) opened at offset \(start) is larger than the address space")
            }
            builder.add(node, name: fieldName, to: &fields)
        }
        let result = layout.finish()
        if layout.overflowed {
            throw fail(.overflow, at: start, "the \(what) opened here is larger than the address space")
        }
        return (builder.aggregate(isUnion: isUnion, name: name, fields: fields), result)
    }

    /// A bitfield outside a struct (an ivar's type); `pos` is just after the `b`.
    mutating func bitfield(start: Int) throws(EncodingError) -> (B.Node, TypeLayout?) {
        var scratch = AggregateLayoutBuilder(isUnion: false)
        let (node, bits, offset) = try bitfieldCore(start: start, layout: &scratch)
        return (node, HostABI.standaloneBitfield(bits: bits, offset: offset))
    }

    /// A bitfield member at `start` (its `b`): laid out into the enclosing aggregate.
    mutating func bitfieldMember(start: Int, layout: inout AggregateLayoutBuilder) throws(EncodingError) -> B.Node {
        pos = start + 1
        let (node, _, _) = try bitfieldCore(start: start, layout: &layout)
        if layout.overflowed { throw fail(.overflow, at: start, "the bitfield here lies beyond the address space") }
        return node
    }

    /// After the `b`: Apple `b<bits>` or GNU `b<offset><type><bits>`, told apart by shape
    /// (a base type code followed by a digit makes it GNU). A GNU bitfield's position comes
    /// from the string; an Apple one's from the layout rule (`addAppleBitfield`).
    mutating func bitfieldCore(start: Int, layout: inout AggregateLayoutBuilder) throws(EncodingError) -> (B.Node, Int, Int?) {
        guard let first = try number() else {
            if pos >= end { throw truncated("a bitfield 'b' (its width is missing)") }
            throw fail(.badNumber, at: pos, "a bitfield needs a width after 'b', found \(describeByte(at: pos))")
        }
        let isGNU = pos + 1 < end && codes.isBitfieldBase(bytes[pos]) && Self.isDigit(bytes[pos + 1])
        if isGNU && dialect == .apple {
            throw fail(.invalid, at: start, "a GNU bitfield (b<offset><type><bits>) in an encoding read as Apple's")
        }
        if !isGNU && dialect == .gnu {
            if pos >= end { throw truncated("a GNU bitfield (its type and width are missing)") }
            throw fail(.invalid, at: start, "an Apple bitfield (b<bits>) in an encoding read as GNU's")
        }
        if isGNU {
            let baseCode = bytes[pos]
            pos += 1
            guard let bits = try number() else { throw fail(.badNumber, at: pos, "a GNU bitfield needs a width") }
            if let base = codes.primitive(baseCode) { layout.addGNUBitfield(offset: first, bits: bits, base: base) }
            return (builder.bitfield(bits: bits, offset: first, baseCode: baseCode), bits, first)
        }
        layout.addAppleBitfield(bits: first)
        return (builder.bitfield(bits: first, offset: nil, baseCode: nil), first, nil)
    }
}

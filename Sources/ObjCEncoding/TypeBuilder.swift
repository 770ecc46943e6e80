/// What the encoding scanner produces for each piece of grammar it recognises.
///
/// The scanner (`EncodingScanner`) owns the grammar, the error reporting and the layout; a
/// builder only decides what to make of each piece. `TreeBuilder` makes `ObjCType` trees;
/// `NoBuilder` makes nothing, which turns the same scanner into the non-allocating fast path
/// behind `ObjCType.layout(ofEncoding:)`. Ranges index the input's UTF-8 bytes.
protocol TypeBuilder {
    associatedtype Node
    associatedtype Fields

    func primitive(_ code: UInt8) -> Node
    /// `quoted` is the text between the quotes of `@"…"`, already checked.
    func object(quoted: Range<Int>?) -> Node
    func block(signature: Range<Int>?) -> Node
    func pointer(_ pointee: Node) -> Node
    func array(count: Int, _ element: Node) -> Node
    func makeFields() -> Fields
    func add(_ field: Node, name: Range<Int>?, to fields: inout Fields)
    func aggregate(isUnion: Bool, name: Range<Int>, fields: Fields?) -> Node
    func bitfield(bits: Int, offset: Int?, baseCode: UInt8?) -> Node
    func complex(_ inner: Node) -> Node
    func atomic(_ inner: Node) -> Node
    func qualified(_ qualifiers: Range<Int>, _ inner: Node) -> Node
}

/// Builds nothing: the scanner then only validates and computes layout.
struct NoBuilder: TypeBuilder {
    @inline(__always) func primitive(_ code: UInt8) {}
    @inline(__always) func object(quoted: Range<Int>?) {}
    @inline(__always) func block(signature: Range<Int>?) {}
    @inline(__always) func pointer(_ pointee: Void) {}
    @inline(__always) func array(count: Int, _ element: Void) {}
    @inline(__always) func makeFields() {}
    @inline(__always) func add(_ field: Void, name: Range<Int>?, to fields: inout Void) {}
    @inline(__always) func aggregate(isUnion: Bool, name: Range<Int>, fields: Void?) {}
    @inline(__always) func bitfield(bits: Int, offset: Int?, baseCode: UInt8?) {}
    @inline(__always) func complex(_ inner: Void) {}
    @inline(__always) func atomic(_ inner: Void) {}
    @inline(__always) func qualified(_ qualifiers: Range<Int>, _ inner: Void) {}
}

/// Builds `ObjCType` trees.
struct TreeBuilder: TypeBuilder {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The one-byte lookup, read once per parse.
    let codes = HostABI.codes

    func text(_ r: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[r]), as: UTF8.self)
    }

    func primitive(_ code: UInt8) -> ObjCType {
        codes.oneLetterType(code)
    }

    func object(quoted: Range<Int>?) -> ObjCType {
        guard let q = quoted else { return .object(className: nil, protocols: []) }
        // The scanner has checked the shape `Name<P1><P2>`; split it.
        var firstAngle = q.upperBound
        for i in q where bytes[i] == UInt8(ascii: "<") { firstAngle = i; break }
        var protocols: [String] = []
        var i = firstAngle
        while i < q.upperBound {
            var j = i + 1
            while j < q.upperBound, bytes[j] != UInt8(ascii: ">") { j += 1 }
            protocols.append(text(i + 1 ..< j))
            i = j + 1
        }
        let name: String? = (firstAngle == q.lowerBound && !protocols.isEmpty) ? nil : text(q.lowerBound ..< firstAngle)
        return .object(className: name, protocols: protocols)
    }

    func block(signature: Range<Int>?) -> ObjCType { .block(signature: signature.map(text)) }
    func pointer(_ pointee: ObjCType) -> ObjCType { .pointer(pointee) }
    func array(count: Int, _ element: ObjCType) -> ObjCType { .array(count: count, element: element) }
    func makeFields() -> [ObjCType.Field] { [] }
    func add(_ field: ObjCType, name: Range<Int>?, to fields: inout [ObjCType.Field]) {
        fields.append(ObjCType.Field(name: name.map(text), type: field))
    }
    func aggregate(isUnion: Bool, name: Range<Int>, fields: [ObjCType.Field]?) -> ObjCType {
        let n = text(name)
        let tagName: String? = n == "?" ? nil : n
        return isUnion ? .union(name: tagName, fields: fields) : .structure(name: tagName, fields: fields)
    }
    func bitfield(bits: Int, offset: Int?, baseCode: UInt8?) -> ObjCType {
        .bitfield(bits: bits, offset: offset, base: baseCode.map(primitive))
    }
    func complex(_ inner: ObjCType) -> ObjCType { .complex(inner) }
    func atomic(_ inner: ObjCType) -> ObjCType { .atomic(inner) }
    func qualified(_ qualifiers: Range<Int>, _ inner: ObjCType) -> ObjCType {
        var qs: [ObjCType.Qualifier] = []
        for i in qualifiers {
            if let q = ObjCType.Qualifier(rawValue: Character(Unicode.Scalar(bytes[i]))) { qs.append(q) }
        }
        return .qualified(qs, inner)
    }
}

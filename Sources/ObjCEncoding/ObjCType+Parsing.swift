/// Reading encodings: the tree parser and the non-allocating layout fast path.
extension ObjCType {
    /// Parses one complete type encoding (`{CGRect={CGPoint=dd}{CGSize=dd}}`, `^{S}`, `b128i3`).
    ///
    /// Apple and GNU bitfields are told apart by their shape; use `parse(_:dialect:)` to
    /// require one. Throws an `EncodingError` carrying the byte offset of the problem for
    /// truncated input, unknown codes, unbalanced brackets or quotes, bad or overflowing
    /// numbers (including array sizes that overflow), nesting deeper than
    /// `maximumNestingDepth`, and bytes after the type.
    public static func parse(_ text: String) throws(EncodingError) -> ObjCType {
        try parse(text, dialect: .automatic)
    }

    /// Parses one complete type encoding, accepting only the given bitfield dialect.
    public static func parse(_ text: String, dialect: Dialect) throws(EncodingError) -> ObjCType {
        try withUTF8Bytes(text) { bytes -> Result<ObjCType, EncodingError> in
            var scanner = EncodingScanner(bytes: bytes, dialect: dialect, builder: TreeBuilder(bytes: bytes))
            return Result { () throws(EncodingError) -> ObjCType in
                let (node, _) = try scanner.type(depth: 0)
                try scanner.expectEnd()
                return node
            }
        }.get()
    }

    /// Size and alignment of an encoding without building a tree: the fast path (what
    /// `NSGetSizeAndAlignment` / GNU `objc_sizeof_type` do). Returns nil for a valid encoding
    /// that has no layout (an opaque struct `{S}`, `?`); throws exactly the errors `parse`
    /// throws for the same input.
    public static func layout(ofEncoding text: String, dialect: Dialect = .automatic) throws(EncodingError) -> TypeLayout? {
        var failure: EncodingError?
        let layout = withUTF8Bytes(text) { bytes -> TypeLayout? in
            var scanner = EncodingScanner(bytes: bytes, dialect: dialect, builder: NoBuilder())
            do throws(EncodingError) {
                let (_, layout) = try scanner.type(depth: 0)
                try scanner.expectEnd()
                return layout
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        return layout
    }
}

extension EncodingScanner {
    /// Nothing may follow a complete type.
    @inline(__always)
    func expectEnd() throws(EncodingError) {
        if pos < end {
            throw fail(.trailingGarbage, at: pos, "unexpected \(describeByte(at: pos)) after a complete type")
        }
    }
}

/// Runs `body` over the UTF-8 bytes of `text`, without copying when the string is native.
@inline(__always)
func withUTF8Bytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let r = text.utf8.withContiguousStorageIfAvailable(body) { return r }
    return Array(text.utf8).withUnsafeBufferPointer(body)
}

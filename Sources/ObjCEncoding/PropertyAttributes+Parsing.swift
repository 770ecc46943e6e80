/// Reading property attribute strings.
extension PropertyAttributes {
    /// Parses a property attribute string. Attributes are separated by commas; the `T` and
    /// `t` values are type encodings read with the type grammar (so a comma inside a struct
    /// name cannot split them), the `G`, `S`, `V` values run to the next comma.
    ///
    /// Throws `EncodingError` for an empty string or attribute, an unknown letter, a letter
    /// given twice, a flag with a value (`Rx`), an empty `G`/`S`/`V` value, or a bad type.
    public static func parse(_ text: String) throws(EncodingError) -> PropertyAttributes {
        try withUTF8Bytes(text) { bytes -> Result<PropertyAttributes, EncodingError> in
            Result { () throws(EncodingError) -> PropertyAttributes in try scan(bytes) }
        }.get()
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(EncodingError) -> PropertyAttributes {
        var result = PropertyAttributes()
        let end = bytes.count
        if end == 0 { throw EncodingError(.truncated, at: 0, "an empty property attribute string") }
        var seen = Set<UInt8>()
        var pos = 0
        func text(_ r: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[r]), as: UTF8.self)
        }
        while true {
            guard pos < end else { throw EncodingError(.truncated, at: end, "the attribute string ends with a comma") }
            let letterAt = pos
            let letter = bytes[pos]
            pos += 1
            if letter == UInt8(ascii: ",") {
                throw EncodingError(.invalid, at: letterAt, "an empty attribute (two commas in a row, or a leading comma)")
            }
            if seen.contains(letter) {
                throw EncodingError(.invalid, at: letterAt, "the attribute '\(Character(Unicode.Scalar(letter)))' is given twice")
            }
            seen.insert(letter)
            switch letter {
            case UInt8(ascii: "T"), UInt8(ascii: "t"):
                var scanner = EncodingScanner(bytes: bytes, start: pos, dialect: .automatic, builder: TreeBuilder(bytes: bytes))
                let (type, _) = try scanner.type(depth: 0)
                let encoding = text(pos ..< scanner.pos)
                if letter == UInt8(ascii: "T") {
                    result.typeEncoding = encoding
                    result.type = type
                } else {
                    result.oldTypeEncoding = encoding
                }
                pos = scanner.pos
            case UInt8(ascii: "G"), UInt8(ascii: "S"), UInt8(ascii: "V"):
                let start = pos
                while pos < end, bytes[pos] != UInt8(ascii: ",") { pos += 1 }
                if start == pos {
                    throw EncodingError(.truncated, at: start, "the '\(Character(Unicode.Scalar(letter)))' attribute needs a name")
                }
                let value = text(start ..< pos)
                switch letter {
                case UInt8(ascii: "G"): result.getter = value
                case UInt8(ascii: "S"): result.setter = value
                default: result.ivar = value
                }
            case UInt8(ascii: "?"): result.isOptional = true
            case UInt8(ascii: "R"): result.isReadOnly = true
            case UInt8(ascii: "C"): result.isCopy = true
            case UInt8(ascii: "&"): result.isRetain = true
            case UInt8(ascii: "W"): result.isWeak = true
            case UInt8(ascii: "D"): result.isDynamic = true
            case UInt8(ascii: "N"): result.isNonatomic = true
            case UInt8(ascii: "P"): result.isGarbageCollected = true
            default:
                let shown = letter >= 0x20 && letter < 0x7f ? "'\(Character(Unicode.Scalar(letter)))'" : "byte 0x\(String(letter, radix: 16))"
                throw EncodingError(.unknownCode, at: letterAt, "\(shown) is not a property attribute (expected one of T ? R C & W D N G S V P t)")
            }
            if pos == end { return result }
            guard bytes[pos] == UInt8(ascii: ",") else {
                throw EncodingError(.trailingGarbage, at: pos, "expected ',' after the '\(Character(Unicode.Scalar(letter)))' attribute")
            }
            pos += 1
        }
    }
}

/// Entry points of the property-list codecs.
public enum PropertyList {
    /// Which format `bytes` are in, judged from the first bytes (binary header, XML markup,
    /// anything else is old-style text).
    public static func detectFormat(_ bytes: [UInt8]) -> PlistFormat {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        var k = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while k < bytes.count, bytes[k] == 32 || bytes[k] == 9 || bytes[k] == 10 || bytes[k] == 13 { k += 1 }
        if k + 1 < bytes.count, bytes[k] == UInt8(ascii: "<") {
            let next = bytes[k + 1]
            // `<0a1b>` and `<*I1>` are old-style data and typed values; markup starts with a letter, ? or !.
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") || (next >= 97 && next <= 122) { return .xml }
        }
        return .openStep
    }

    /// Decodes a property list in any of the three formats.
    /// - Throws: ``PlistError`` with the offset of the first problem.
    public static func decode(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
        try decode(bytes, as: detectFormat(bytes))
    }

    /// Where UTF-8 decoding of `bytes` first fails, so the error points at the bad byte.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let unit): offset += unit.count
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }

    /// Decodes bytes that must be in `format`.
    public static func decode(_ bytes: [UInt8], as format: PlistFormat) throws(PlistError) -> PlistValue {
        switch format {
        case .binary: return try PlistBinaryReader.read(bytes)
        case .xml: return try PlistXMLReader.read(bytes)
        case .openStep:
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw PlistError(.openStep, offset: firstInvalidUTF8(bytes), "text is not valid UTF-8")
            }
            return try OpenStepParser.parse(text)
        }
    }

    /// Encodes `value`. The old-style format is the `defaults read` text (it cannot carry
    /// the types of numbers, booleans, dates or data back in: those print as text).
    public static func encode(_ value: PlistValue, format: PlistFormat = .xml) -> [UInt8] {
        switch format {
        case .xml: return PlistXMLWriter.write(value)
        case .binary: return PlistBinaryWriter.write(value)
        case .openStep: return Array((OpenStepPrinter.print(value) + "\n").utf8)
        }
    }

    /// Parses old-style text (`{ a = 1; }`, `(x, y)`, `<0aff>`, `"text"`, bare words).
    public static func parseOpenStep(_ text: String) throws(PlistError) -> PlistValue {
        try OpenStepParser.parse(text)
    }

    /// A command-line argument value as Foundation reads it: text starting with
    /// `{`, `[`, `(`, `<` or `"` is parsed as a property list (XML included); when that fails, or
    /// for any other text, the value is the string itself.
    public static func argumentValue(_ text: String) -> PlistValue {
        guard let first = text.utf8.first, "{[(<\"".utf8.contains(first) else { return .string(text) }
        if let v = try? decode(Array(text.utf8)) { return v }
        return .string(text)
    }

    /// The text `defaults read` prints for a value (old-style syntax, macOS layout).
    public static func describe(_ value: PlistValue) -> String { OpenStepPrinter.print(value) }

    /// Integer text (decimal or `0x` hex, signed, full `Int64` and `UInt64` range), or `nil`.
    public static func integer(_ text: String) -> PlistValue? { PlistXMLReader.integer(text) }

    /// Real-number text (`2.5`, `1e-3`, `inf`, `nan`), or `nil`.
    public static func real(_ text: String) -> Double? { PlistXMLReader.real(text.trimmingSpaces()) }

    /// A date in ISO 8601 (`2024-01-31T12:00:00Z`, date-only allowed) or the form `defaults read`
    /// prints (`2024-01-31 12:00:00 +0000`), or `nil`.
    public static func date(_ text: String) -> PlistDate? {
        let t = text.trimmingSpaces()
        return PlistDate(iso8601: t) ?? OpenStepPrinter.parseDate(t)
    }
}

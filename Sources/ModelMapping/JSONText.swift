import ObjCRuntime

/// JSON text to and from ``BridgedValue``, hand-written rather than Foundation's
/// `JSONSerialization`: on Linux that answers `NSNumber`s whose Swift bridging blurs
/// integers, doubles and booleans, it reports no byte offsets, and this module otherwise
/// needs no Foundation. Integers that fit become `q` numbers (`Q` above `Int64.max`), other
/// numbers `d`, `true` / `false` bools; nesting is limited to ``JSONText/nestingLimit``.
public enum JSONText {
    /// How deep arrays and objects may nest in text that is read or written.
    public static let nestingLimit = 512

    /// Parses one JSON value (surrounding whitespace allowed).
    /// - Throws: ``ModelMappingError/invalidJSON(message:offset:)``.
    public static func parse(_ text: String) throws(ModelMappingError) -> BridgedValue {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.i == reader.bytes.count else { throw reader.fail("unexpected text after the value") }
        return value
    }

    /// Writes a value as JSON text, object keys sorted (so output is stable).
    /// - Throws: ``ModelMappingError/unsupportedValue(_:)`` for data, dates, NSValues and
    ///   non-finite numbers (JSON has none of them), `.nestingTooDeep`.
    public static func string(from value: BridgedValue, pretty: Bool = false) throws(ModelMappingError) -> String {
        var out = ""
        try write(value, into: &out, pretty: pretty, indent: 0)
        return out
    }

    private static func write(_ value: BridgedValue, into out: inout String, pretty: Bool,
                              indent: Int) throws(ModelMappingError) {
        guard indent < nestingLimit else { throw .nestingTooDeep(limit: nestingLimit) }
        let newline = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        let close = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
        switch value {
        case .string(let s): writeString(s, into: &out)
        case .signed(let v, _): out += String(v)
        case .unsigned(let v, _): out += String(v)
        case .double(let v, let code):
            guard v.isFinite else { throw .unsupportedValue("JSON has no \(v)") }
            // A float keeps its own shortest spelling (0.1f, not 0.100000001490116).
            out += code == "f" ? "\(Float(v))" : "\(v)"
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let elements):
            out += "["
            for (n, element) in elements.enumerated() {
                out += (n == 0 ? "" : ",") + newline
                try write(element, into: &out, pretty: pretty, indent: indent + 1)
            }
            out += (elements.isEmpty ? "" : close) + "]"
        case .dictionary(let pairs):
            out += "{"
            for (n, key) in pairs.keys.sorted().enumerated() {
                out += (n == 0 ? "" : ",") + newline
                writeString(key, into: &out)
                out += pretty ? ": " : ":"
                try write(pairs[key] ?? .null, into: &out, pretty: pretty, indent: indent + 1)
            }
            out += (pairs.isEmpty ? "" : close) + "}"
        case .data: throw .unsupportedValue("JSON has no data values (NSData)")
        case .date: throw .unsupportedValue("JSON has no date values (NSDate); map dates to strings first")
        case .value(_, let type): throw .unsupportedValue("JSON has no NSValue (\(type))")
        }
    }

    /// `s` as a JSON string literal, quotes included. Control characters become `\u` escapes,
    /// so any text, even a line read from a binary file, yields valid JSON.
    public static func quoted(_ s: String) -> String {
        var out = ""
        writeString(s, into: &out)
        return out
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func fail(_ message: String) -> ModelMappingError { .invalidJSON(message: message, offset: i) }

        mutating func skipSpace() {
            // A switch, not `[…].contains`: this runs between every token of the input.
            while i < bytes.count {
                switch bytes[i] {
                case 0x20, 0x09, 0x0A, 0x0D: i += 1
                default: return
                }
            }
        }

        mutating func literal(_ word: String, _ value: BridgedValue) throws(ModelMappingError) -> BridgedValue {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else {
                throw fail("unknown literal (expected \(word))")
            }
            i += w.count
            return value
        }

        mutating func value(depth: Int) throws(ModelMappingError) -> BridgedValue {
            guard depth < JSONText.nestingLimit else { throw .nestingTooDeep(limit: JSONText.nestingLimit) }
            guard i < bytes.count else { throw fail("unexpected end of input") }
            switch bytes[i] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw fail("unexpected character")
            }
        }

        mutating func object(depth: Int) throws(ModelMappingError) -> BridgedValue {
            i += 1
            var pairs: [String: BridgedValue] = [:]
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .dictionary(pairs) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                i += 1
                skipSpace()
                pairs[key] = try value(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .dictionary(pairs) }
                throw fail("expected ',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(ModelMappingError) -> BridgedValue {
            i += 1
            var elements: [BridgedValue] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements) }
            while true {
                skipSpace()
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(elements) }
                throw fail("expected ',' or ']'")
            }
        }

        mutating func hex4() throws(ModelMappingError) -> UInt32 {
            guard i + 4 <= bytes.count else { throw fail("truncated \\u escape") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[i]
                let d: UInt8
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
                default: throw fail("bad hex digit in \\u escape")
                }
                v = v * 16 + UInt32(d)
                i += 1
            }
            return v
        }

        mutating func string() throws(ModelMappingError) -> String {
            i += 1
            var buffer: [UInt8] = []
            while true {
                guard i < bytes.count else { throw fail("unterminated string") }
                let c = bytes[i]
                if c == UInt8(ascii: "\"") { i += 1; break }
                if c < 0x20 { throw fail("control character in string") }
                if c != UInt8(ascii: "\\") { buffer.append(c); i += 1; continue }
                i += 1
                guard i < bytes.count else { throw fail("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(e)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard i + 2 <= bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail("lone high surrogate")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("bad low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw fail("lone low surrogate")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("bad \\u escape") }
                    buffer.append(contentsOf: String(scalar).utf8)
                default: throw fail("unknown escape")
                }
            }
            guard let s = String(validating: buffer, as: UTF8.self) else { throw fail("string is not valid UTF-8") }
            return s
        }

        mutating func number() throws(ModelMappingError) -> BridgedValue {
            let start = i
            func digits() -> Int {
                let s = i
                while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
                return i - s
            }
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            let intStart = i
            let n = digits()
            guard n > 0 else { throw fail("expected a digit") }
            if n > 1 && bytes[intStart] == UInt8(ascii: "0") {
                i = intStart
                throw fail("leading zero in number")
            }
            var integral = true
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                integral = false
                i += 1
                guard digits() > 0 else { throw fail("expected a digit after '.'") }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                integral = false
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { throw fail("expected a digit in the exponent") }
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            if integral {
                if let v = Int64(text) { return .signed(v, objCType: "q") }
                if let v = UInt64(text) { return .unsigned(v, objCType: "Q") }
            }
            guard let v = Double(text), v.isFinite else {
                i = start
                throw fail("number out of range")
            }
            return .double(v, objCType: "d")
        }
    }
}

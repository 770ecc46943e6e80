/// Reads the old-style (OpenStep / NeXT) property-list syntax, the one `defaults` accepts on
/// the command line and Foundation applies to `-key value` arguments:
/// `{ key = value; }`, `( a, b )`, `<0fa1 22>` data, `"quoted \"strings\""` and bare words.
/// Every scalar is a string, as in the original format; GNUstep's typed forms
/// `<*I12>`, `<*R2.5>`, `<*BY>`, `<*BN>` and `<*D2024-01-01 00:00:00 +0000>` give integers,
/// reals, booleans and dates. `[a, b]` is accepted as an array too.
struct OpenStepParser {
    private let b: [UInt8]
    private var i = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { b = bytes }

    /// Parses one value that fills the whole text.
    static func parse(_ text: String) throws(PlistError) -> PlistValue {
        var p = OpenStepParser(Array(text.utf8))
        try p.skip()
        let v = try p.value()
        try p.skip()
        guard p.i == p.b.count else { throw p.fail("unexpected text after the value") }
        return v
    }

    private func fail(_ message: String, _ at: Int? = nil) -> PlistError {
        PlistError(.openStep, offset: at ?? i, message)
    }

    /// Skips whitespace and `//` and `/* */` comments.
    private mutating func skip() throws(PlistError) {
        while i < b.count {
            let c = b[i]
            if c == 32 || c == 9 || c == 10 || c == 13 { i += 1; continue }
            if c == UInt8(ascii: "/"), i + 1 < b.count {
                if b[i + 1] == UInt8(ascii: "/") {
                    while i < b.count, b[i] != 10 { i += 1 }
                    continue
                }
                if b[i + 1] == UInt8(ascii: "*") {
                    let start = i
                    i += 2
                    while i + 1 < b.count, !(b[i] == UInt8(ascii: "*") && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                    guard i + 1 < b.count else { throw fail("unterminated comment", start) }
                    i += 2
                    continue
                }
            }
            return
        }
    }

    static func isBare(_ c: UInt8) -> Bool {
        (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c == UInt8(ascii: "+")
            || c == UInt8(ascii: "/") || c == UInt8(ascii: ":") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "-")
    }

    private mutating func expect(_ c: UInt8, _ what: String) throws(PlistError) {
        try skip()
        guard i < b.count, b[i] == c else { throw fail("expected \(what)") }
        i += 1
    }

    private mutating func value() throws(PlistError) -> PlistValue {
        guard i < b.count else { throw fail("unexpected end of text; expected a value") }
        depth += 1
        defer { depth -= 1 }
        guard depth <= PlistXMLReader.maxDepth else { throw fail("nesting deeper than \(PlistXMLReader.maxDepth) levels") }
        let c = b[i]
        switch c {
        case UInt8(ascii: "{"):
            i += 1
            var d: [String: PlistValue] = [:]
            while true {
                try skip()
                guard i < b.count else { throw fail("unterminated dictionary; expected '}'") }
                if b[i] == UInt8(ascii: "}") { i += 1; return .dictionary(d) }
                let keyAt = i
                guard case .string(let key) = try value() else { throw fail("dictionary key must be a string", keyAt) }
                try expect(UInt8(ascii: "="), "'=' after the key \"\(key)\"")
                try skip()
                d[key] = try value()
                try skip()
                if i < b.count, b[i] == UInt8(ascii: ";") { i += 1; continue }
                guard i < b.count, b[i] == UInt8(ascii: "}") else { throw fail("expected ';' after the value of \"\(key)\"") }
            }
        case UInt8(ascii: "("), UInt8(ascii: "["):
            let close = c == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
            i += 1
            var a: [PlistValue] = []
            while true {
                try skip()
                guard i < b.count else { throw fail("unterminated array; expected '\(Character(Unicode.Scalar(close)))'") }
                if b[i] == close { i += 1; return .array(a) }
                a.append(try value())
                try skip()
                if i < b.count, b[i] == UInt8(ascii: ",") { i += 1; continue }
                guard i < b.count, b[i] == close else { throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))' in array") }
            }
        case UInt8(ascii: "<"):
            return try angle()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quoted())
        default:
            let start = i
            while i < b.count, Self.isBare(b[i]) { i += 1 }
            guard i > start else { throw fail("unexpected character '\(Character(Unicode.Scalar(c)))'") }
            return .string(String(decoding: b[start..<i], as: UTF8.self))
        }
    }

    /// `<hex data>` or a GNUstep typed scalar `<*Tvalue>`.
    private mutating func angle() throws(PlistError) -> PlistValue {
        let start = i
        i += 1
        if i < b.count, b[i] == UInt8(ascii: "*") {
            i += 1
            guard i < b.count else { throw fail("unterminated <*…> value", start) }
            let type = b[i]
            i += 1
            let s = i
            while i < b.count, b[i] != UInt8(ascii: ">") { i += 1 }
            guard i < b.count else { throw fail("unterminated <*…> value", start) }
            let text = String(decoding: b[s..<i], as: UTF8.self).trimmingSpaces()
            i += 1
            switch type {
            case UInt8(ascii: "I"):
                guard let v = PlistXMLReader.integer(text) else { throw fail("'\(text)' is not an integer", s) }
                return v
            case UInt8(ascii: "R"):
                guard let v = PlistXMLReader.real(text) else { throw fail("'\(text)' is not a real number", s) }
                return .real(v)
            case UInt8(ascii: "B"):
                guard text == "Y" || text == "N" else { throw fail("boolean must be <*BY> or <*BN>", s) }
                return .bool(text == "Y")
            case UInt8(ascii: "D"):
                guard let d = OpenStepPrinter.parseDate(text) ?? PlistDate(iso8601: text) else {
                    throw fail("'\(text)' is not a date (YYYY-MM-DD HH:MM:SS +0000)", s)
                }
                return .date(d)
            default:
                throw fail("unknown typed value <*\(Character(Unicode.Scalar(type)))…>", start)
            }
        }
        var bytes: [UInt8] = []
        var high: UInt8?
        while true {
            guard i < b.count else { throw fail("unterminated data; expected '>'", start) }
            let c = b[i]
            if c == UInt8(ascii: ">") { i += 1; break }
            i += 1
            if c == 32 || c == 9 || c == 10 || c == 13 { continue }
            guard let v = Self.hexValue(c) else { throw fail("'\(Character(Unicode.Scalar(c)))' is not a hex digit in data", i - 1) }
            if let h = high { bytes.append(h << 4 | v); high = nil } else { high = v }
        }
        guard high == nil else { throw fail("data has an odd number of hex digits", start) }
        return .data(bytes)
    }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: return c - 48
        case 65...70: return c - 55
        case 97...102: return c - 87
        default: return nil
        }
    }

    /// A quoted string with C-style escapes, `\ooo` octal and `\Uxxxx` UTF-16 units.
    private mutating func quoted() throws(PlistError) -> String {
        let quote = b[i]
        let start = i
        i += 1
        var units: [UInt16] = []
        var raw: [UInt8] = []
        func flush() {
            units += String(decoding: raw, as: UTF8.self).utf16
            raw.removeAll(keepingCapacity: true)
        }
        while true {
            guard i < b.count else { throw fail("unterminated string", start) }
            let c = b[i]
            i += 1
            if c == quote { break }
            guard c == UInt8(ascii: "\\") else { raw.append(c); continue }
            guard i < b.count else { throw fail("unterminated string", start) }
            let e = b[i]
            i += 1
            switch e {
            case UInt8(ascii: "n"): raw.append(10)
            case UInt8(ascii: "t"): raw.append(9)
            case UInt8(ascii: "r"): raw.append(13)
            case UInt8(ascii: "a"): raw.append(7)
            case UInt8(ascii: "b"): raw.append(8)
            case UInt8(ascii: "f"): raw.append(12)
            case UInt8(ascii: "v"): raw.append(11)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var v: UInt16 = 0
                var n = 0
                while n < 4, i < b.count, let h = Self.hexValue(b[i]) { v = v << 4 | UInt16(h); i += 1; n += 1 }
                guard n > 0 else { throw fail("\\U needs hex digits", i) }
                flush()
                units.append(v)
            case 48...55:
                var v = UInt16(e - 48)
                var n = 1
                while n < 3, i < b.count, b[i] >= 48, b[i] <= 55 { v = v << 3 | UInt16(b[i] - 48); i += 1; n += 1 }
                flush()
                units.append(v & 0xFF)
            default: raw.append(e)
            }
        }
        flush()
        return String(decoding: units, as: UTF16.self)
    }
}

/// Reads XML property lists (Apple's `PropertyList-1.0.dtd`, as written by macOS, plistlib and
/// ``PlistXMLWriter``). A small hand-written XML scanner: it knows exactly the elements a plist
/// uses, so every byte sequence either yields a value or a ``PlistError`` with its offset.
struct PlistXMLReader {
    private let b: [UInt8]
    private var i = 0
    private var depth = 0
    /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
    static let maxDepth = 512

    private init(_ bytes: [UInt8]) { b = bytes }

    /// Parses a whole document.
    static func read(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
        var r = PlistXMLReader(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { r.i = 3 }
        try r.skipMisc()
        let (name, empty, at) = try r.openTag()
        let value: PlistValue
        if name == "plist" {
            guard !empty else { throw PlistError(.xml, offset: at, "the <plist> element is empty") }
            try r.skipMisc()
            value = try r.element()
            try r.skipMisc()
            try r.closeTag("plist")
        } else {
            // Apple's reader also takes a bare value element as the root.
            value = try r.value(name, empty: empty, at: at)
        }
        try r.skipMisc()
        guard r.i == bytes.count else { throw PlistError(.xml, offset: r.i, "unexpected content after the end of the property list") }
        return value
    }

    private func fail(_ message: String, _ at: Int? = nil) -> PlistError {
        PlistError(.xml, offset: at ?? i, message)
    }

    private func starts(_ s: StaticString, at k: Int) -> Bool {
        let n = s.utf8CodeUnitCount
        guard k + n <= b.count else { return false }
        let p = s.utf8Start
        for j in 0..<n where b[k + j] != p[j] { return false }
        return true
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() throws(PlistError) {
        while i < b.count {
            if Self.isSpace(b[i]) { i += 1; continue }
            if starts("<!--", at: i) {
                try skip(past: "-->", what: "comment")
            } else if starts("<?", at: i) {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!DOCTYPE", at: i) {
                let start = i
                var bracket = 0
                while i < b.count {
                    let c = b[i]
                    i += 1
                    if c == UInt8(ascii: "[") { bracket += 1 }
                    if c == UInt8(ascii: "]") { bracket -= 1 }
                    if c == UInt8(ascii: ">") && bracket <= 0 { break }
                    if i == b.count { throw fail("unterminated DOCTYPE", start) }
                }
            } else {
                return
            }
        }
    }

    private mutating func skip(past end: StaticString, what: String) throws(PlistError) {
        let start = i
        while i < b.count {
            if starts(end, at: i) { i += end.utf8CodeUnitCount; return }
            i += 1
        }
        throw fail("unterminated \(what)", start)
    }

    /// Reads `<name attrs…>` or `<name …/>`; returns the name, whether it was empty, and its offset.
    private mutating func openTag() throws(PlistError) -> (String, Bool, Int) {
        let at = i
        guard i < b.count else { throw fail("unexpected end of input; expected an element") }
        guard b[i] == UInt8(ascii: "<") else { throw fail("expected an element, found text") }
        i += 1
        let nameStart = i
        while i < b.count, !Self.isSpace(b[i]), b[i] != UInt8(ascii: ">"), b[i] != UInt8(ascii: "/") { i += 1 }
        let name = String(decoding: b[nameStart..<i], as: UTF8.self)
        if name.isEmpty { throw fail("expected an element name", nameStart) }
        var quote: UInt8 = 0
        while i < b.count {
            let c = b[i]
            if quote != 0 {
                if c == quote { quote = 0 }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: ">") {
                i += 1
                return (name, false, at)
            } else if c == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: ">") {
                i += 2
                return (name, true, at)
            }
            i += 1
        }
        throw fail("unterminated <\(name)> tag", at)
    }

    private mutating func closeTag(_ name: String) throws(PlistError) {
        let at = i
        guard starts("</", at: i) else { throw fail("expected </\(name)>") }
        i += 2
        let nameStart = i
        while i < b.count, b[i] != UInt8(ascii: ">"), !Self.isSpace(b[i]) { i += 1 }
        let found = String(decoding: b[nameStart..<i], as: UTF8.self)
        while i < b.count, Self.isSpace(b[i]) { i += 1 }
        guard found == name, i < b.count, b[i] == UInt8(ascii: ">") else {
            throw fail("expected </\(name)>, found </\(found)>", at)
        }
        i += 1
    }

    /// The next element, as a value.
    private mutating func element() throws(PlistError) -> PlistValue {
        let (name, empty, at) = try openTag()
        return try value(name, empty: empty, at: at)
    }

    private mutating func value(_ name: String, empty: Bool, at: Int) throws(PlistError) -> PlistValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw fail("nesting deeper than \(Self.maxDepth) levels", at) }
        switch name {
        case "dict":
            var d: [String: PlistValue] = [:]
            if empty { return .dictionary(d) }
            while true {
                try skipMisc()
                if starts("</", at: i) { try closeTag("dict"); return .dictionary(d) }
                let (k, kEmpty, kAt) = try openTag()
                guard k == "key" else { throw fail("expected <key> in <dict>, found <\(k)>", kAt) }
                let key = kEmpty ? "" : try text("key")
                try skipMisc()
                if starts("</", at: i) { throw fail("<key>\(key)</key> has no value") }
                d[key] = try element()
            }
        case "array":
            var a: [PlistValue] = []
            if empty { return .array(a) }
            while true {
                try skipMisc()
                if starts("</", at: i) { try closeTag("array"); return .array(a) }
                a.append(try element())
            }
        case "string":
            return .string(empty ? "" : try text("string"))
        case "true", "false":
            if !empty {
                try skipMisc()
                try closeTag(name)
            }
            return .bool(name == "true")
        case "integer":
            let t = empty ? "" : try text("integer")
            guard let v = Self.integer(t) else { throw fail("'\(t)' is not an integer", at) }
            return v
        case "real":
            let t = (empty ? "" : try text("real")).trimmingSpaces()
            guard let v = Self.real(t) else { throw fail("'\(t)' is not a real number", at) }
            return .real(v)
        case "date":
            let t = (empty ? "" : try text("date")).trimmingSpaces()
            guard let d = PlistDate(iso8601: t) else { throw fail("'\(t)' is not an ISO 8601 date", at) }
            return .date(d)
        case "data":
            if empty { return .data([]) }
            let start = i
            while i < b.count, b[i] != UInt8(ascii: "<") { i += 1 }
            let slice = b[start..<i]
            try closeTag("data")
            switch Base64.decode(slice) {
            case .success(let bytes): return .data(bytes)
            case .failure(let bad): throw fail("invalid base64 in <data>", bad.index)
            }
        case "key":
            throw fail("<key> outside a <dict>", at)
        default:
            throw fail("unknown element <\(name)>", at)
        }
    }

    /// Character data up to `</name>`, with entities, character references and CDATA decoded.
    private mutating func text(_ name: String) throws(PlistError) -> String {
        var out: [UInt8] = []
        let start = i
        while true {
            guard i < b.count else { throw fail("unterminated <\(name)>", start) }
            let c = b[i]
            if c == UInt8(ascii: "<") {
                if starts("<![CDATA[", at: i) {
                    i += 9
                    let s = i
                    while i < b.count, !starts("]]>", at: i) { i += 1 }
                    guard i < b.count else { throw fail("unterminated CDATA section", s) }
                    out += b[s..<i]
                    i += 3
                    continue
                }
                if starts("<!--", at: i) { try skip(past: "-->", what: "comment"); continue }
                try closeTag(name)
                break
            } else if c == UInt8(ascii: "&") {
                try entity(into: &out)
            } else if c == 13 {
                // XML line-end normalisation: CR LF and lone CR become LF.
                out.append(10)
                i += 1
                if i < b.count, b[i] == 10 { i += 1 }
            } else {
                out.append(c)
                i += 1
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else {
            throw fail("<\(name)> is not valid UTF-8", start)
        }
        return s
    }

    private mutating func entity(into out: inout [UInt8]) throws(PlistError) {
        let at = i
        var j = i + 1
        while j < b.count, j - i < 12, b[j] != UInt8(ascii: ";") { j += 1 }
        guard j < b.count, b[j] == UInt8(ascii: ";") else { throw fail("unterminated entity reference", at) }
        let name = String(decoding: b[(i + 1)..<j], as: UTF8.self)
        i = j + 1
        switch name {
        case "lt": out.append(UInt8(ascii: "<"))
        case "gt": out.append(UInt8(ascii: ">"))
        case "amp": out.append(UInt8(ascii: "&"))
        case "quot": out.append(UInt8(ascii: "\""))
        case "apos": out.append(UInt8(ascii: "'"))
        default:
            var code: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                code = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                code = UInt32(name.dropFirst(), radix: 10)
            }
            guard let c = code, let scalar = Unicode.Scalar(c) else { throw fail("unknown entity &\(name);", at) }
            out += Array(String(Character(scalar)).utf8)
        }
    }

    /// Decimal or `0x` hexadecimal, optionally signed, surrounding spaces allowed; full UInt64 range.
    static func integer(_ text: String) -> PlistValue? {
        var t = Substring(text.trimmingSpaces())
        var negative = false
        if t.hasPrefix("-") { negative = true; t = t.dropFirst() } else if t.hasPrefix("+") { t = t.dropFirst() }
        var radix = 10
        if t.hasPrefix("0x") || t.hasPrefix("0X") { radix = 16; t = t.dropFirst(2) }
        guard !t.isEmpty, let magnitude = UInt64(t, radix: radix) else { return nil }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return .integer(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
        }
        return PlistValue(integer: magnitude)
    }

    /// A real in any spelling Apple, plistlib or C print (`1.5`, `1e-05`, `inf`, `+infinity`, `nan`).
    static func real(_ t: String) -> Double? {
        switch t.lowercased() {
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        case "nan", "+nan", "-nan": return .nan
        default:
            guard !t.isEmpty, t.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || "+-.eE".utf8.contains($0) }) else { return nil }
            return Double(t)
        }
    }
}

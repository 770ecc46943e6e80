/// Prints values the way macOS `defaults read` does (the `description` of Foundation's
/// collections): four-space indentation, a nested collection's opening brace indented to its
/// own level (`key =     {`), sorted keys, strings quoted unless plain letters and digits, `\U` escapes
/// for non-ASCII, numbers bare, booleans as `1` / `0`, dates as `"2024-01-01 00:00:00 +0000"`
/// and data as `{length = 3, bytes = 0x010203}`.
enum OpenStepPrinter {
    /// The text `defaults read` shows for `value`.
    static func print(_ value: PlistValue) -> String {
        var out = ""
        write(value, level: 0, into: &out)
        return out
    }

    private static func indent(_ level: Int) -> String { String(repeating: "    ", count: level) }

    private static func write(_ v: PlistValue, level: Int, into out: inout String) {
        switch v {
        case .dictionary(let d):
            out += indent(level) + "{\n"
            for (k, e) in d.sorted(by: { $0.key < $1.key }) {
                out += indent(level + 1) + quote(k) + " = "
                write(e, level: level + 1, into: &out)
                out += ";\n"
            }
            out += indent(level) + "}"
        case .array(let a):
            out += indent(level) + "(\n"
            for (n, e) in a.enumerated() {
                out += indent(level + 1)
                write(e, level: level + 1, into: &out)
                out += n == a.count - 1 ? "\n" : ",\n"
            }
            out += indent(level) + ")"
        case .string(let s): out += quote(s)
        case .integer(let n): out += "\(n)"
        case .unsignedInteger(let n): out += "\(n)"
        case .real(let d): out += realText(d)
        case .bool(let b): out += b ? "1" : "0"
        case .date(let d): out += "\"" + d.iso8601(separator: " ", zone: " +0000") + "\""
        case .data(let bytes):
            var hex = ""
            for byte in bytes {
                let h = String(byte, radix: 16)
                hex += (h.count < 2 ? "0" : "") + h
            }
            out += "{length = \(bytes.count), bytes = 0x\(hex)}"
        }
    }

    /// Integral reals print without a fraction, as `-[NSNumber description]` does.
    static func realText(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return "\(Int64(d))" }
        return PlistXMLWriter.realText(d)
    }

    /// A string as a bare word when it can be one, otherwise quoted with escapes.
    static func quote(_ s: String) -> String {
        // macOS quotes everything but plain ASCII letters and digits (`AppleLocale = "en_US";`).
        let bare = !s.isEmpty && s.utf8.allSatisfy { c in
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
        }
        if bare { return s }
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where u.value < 0x20 || u.value == 0x7F:
                let o = String(u.value, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - o.count) + o
            case _ where u.value > 0x7F:
                for unit in String(u).utf16 {
                    let h = String(unit, radix: 16)
                    out += "\\U" + String(repeating: "0", count: 4 - h.count) + h
                }
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// Parses the `YYYY-MM-DD HH:MM:SS +0000` form this printer writes (UTC offsets allowed).
    static func parseDate(_ text: String) -> PlistDate? {
        let parts = text.split(separator: " ")
        guard parts.count == 3, let base = PlistDate(iso8601: parts[0] + "T" + parts[1] + "Z") else { return nil }
        let zone = Array(parts[2].utf8)
        guard zone.count == 5, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"),
              let hh = Int(String(decoding: zone[1...2], as: UTF8.self)),
              let mm = Int(String(decoding: zone[3...4], as: UTF8.self)) else { return nil }
        let offset = Double(hh * 3600 + mm * 60) * (zone[0] == UInt8(ascii: "-") ? -1 : 1)
        return PlistDate(secondsSinceReferenceDate: base.secondsSinceReferenceDate - offset)
    }
}

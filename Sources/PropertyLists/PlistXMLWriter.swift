/// Writes XML property lists in the layout plistlib and macOS use (tab indentation, sorted
/// dictionary keys, base64 data wrapped in lines), so files diff cleanly and load everywhere.
enum PlistXMLWriter {
    /// The whole document, UTF-8.
    static func write(_ value: PlistValue) -> [UInt8] {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
        element(value, level: 0, into: &out)
        out += "</plist>\n"
        return Array(out.utf8)
    }

    private static func indent(_ level: Int, _ out: inout String) {
        for _ in 0..<level { out += "\t" }
    }

    private static func element(_ v: PlistValue, level: Int, into out: inout String) {
        indent(level, &out)
        switch v {
        case .string(let s): out += "<string>" + escape(s) + "</string>\n"
        case .integer(let n): out += "<integer>\(n)</integer>\n"
        case .unsignedInteger(let n): out += "<integer>\(n)</integer>\n"
        case .real(let d): out += "<real>" + realText(d) + "</real>\n"
        case .bool(let b): out += b ? "<true/>\n" : "<false/>\n"
        case .date(let d): out += "<date>" + d.iso8601() + "</date>\n"
        case .data(let bytes):
            out += "<data>\n"
            for line in Base64.encode(bytes, lineLength: max(16, 76 - 8 * level)) where !line.isEmpty {
                indent(level, &out)
                out += line + "\n"
            }
            indent(level, &out)
            out += "</data>\n"
        case .array(let a):
            if a.isEmpty { out += "<array/>\n"; return }
            out += "<array>\n"
            for e in a { element(e, level: level + 1, into: &out) }
            indent(level, &out)
            out += "</array>\n"
        case .dictionary(let d):
            if d.isEmpty { out += "<dict/>\n"; return }
            out += "<dict>\n"
            for (k, e) in d.sorted(by: { $0.key < $1.key }) {
                indent(level + 1, &out)
                out += "<key>" + escape(k) + "</key>\n"
                element(e, level: level + 1, into: &out)
            }
            indent(level, &out)
            out += "</dict>\n"
        }
    }

    /// Shortest text that reads back to the same Double in Swift, Python and C.
    static func realText(_ d: Double) -> String {
        if d.isNaN { return "nan" }
        if d.isInfinite { return d < 0 ? "-inf" : "inf" }
        return "\(d)"
    }

    /// Escapes markup characters. Control characters XML 1.0 cannot carry are written as
    /// character references, which this reader accepts (strict XML parsers such as expat refuse
    /// them, as they refuse Apple's own files holding such strings).
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case _ where u.value < 0x20 && u != "\n" && u != "\t":
                out += "&#\(u.value);"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}

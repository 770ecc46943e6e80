/// Base64 for `<data>` in XML property lists: decoding skips whitespace (plistlib and Apple
/// wrap lines), encoding wraps like plistlib so diffs of the files stay readable.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Encodes `bytes`, breaking lines every `lineLength` characters (0 = one line).
    static func encode(_ bytes: [UInt8], lineLength: Int = 0) -> [String] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 3 <= bytes.count {
            let v = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], alphabet[Int(v >> 6 & 63)], alphabet[Int(v & 63)]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let v = UInt32(bytes[i]) << 16
            out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let v = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], alphabet[Int(v >> 6 & 63)], UInt8(ascii: "=")]
        }
        guard lineLength > 0, out.count > lineLength else { return [String(decoding: out, as: UTF8.self)] }
        var lines: [String] = []
        var start = 0
        while start < out.count {
            let end = min(out.count, start + lineLength)
            lines.append(String(decoding: out[start..<end], as: UTF8.self))
            start = end
        }
        return lines
    }

    /// Where base64 text went wrong: the index (into the decoded slice's base) of the bad byte.
    struct BadByte: Error { let index: Int }

    /// Decodes base64 text, ignoring whitespace. Fails with the index of the first bad byte.
    static func decode(_ text: ArraySlice<UInt8>) -> Result<[UInt8], BadByte> {
        var out: [UInt8] = []
        out.reserveCapacity(text.count * 3 / 4)
        var acc: UInt32 = 0
        var n = 0
        var padding = 0
        for (k, c) in zip(text.indices, text) {
            let v: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(c - 65)
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(c - 97 + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(c - 48 + 52)
            case UInt8(ascii: "+"), UInt8(ascii: "-"): v = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): v = 63
            case UInt8(ascii: "="): padding += 1; continue
            case 9, 10, 13, 32: continue
            default: return .failure(BadByte(index: k))
            }
            if padding > 0 { return .failure(BadByte(index: k)) }
            acc = acc << 6 | v
            n += 1
            if n == 4 {
                out += [UInt8(acc >> 16 & 255), UInt8(acc >> 8 & 255), UInt8(acc & 255)]
                acc = 0
                n = 0
            }
        }
        switch n {
        case 0: break
        case 2: out.append(UInt8(acc >> 4 & 255))
        case 3: out += [UInt8(acc >> 10 & 255), UInt8(acc >> 2 & 255)]
        default: return .failure(BadByte(index: text.endIndex))
        }
        return .success(out)
    }
}

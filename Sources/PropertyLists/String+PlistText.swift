extension String {
    /// The string without leading and trailing ASCII whitespace (what the readers allow around
    /// numbers and dates).
    func trimmingSpaces() -> String {
        let u = Array(utf8)
        var s = 0, e = u.count
        func space(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }
        while s < e, space(u[s]) { s += 1 }
        while e > s, space(u[e - 1]) { e -= 1 }
        if s == 0 && e == u.count { return self }
        return String(decoding: u[s..<e], as: UTF8.self)
    }

    /// `0xNN` for a byte (the binary reader's error messages name markers this way).
    init(format2 byte: UInt8) {
        let hex = String(byte, radix: 16)
        self = "0x" + (hex.count < 2 ? "0" : "") + hex
    }
}

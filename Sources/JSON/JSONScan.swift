/// The byte scans the JSON reader runs over strings, and that a reader of other UTF-8 input
/// (ModelMapping's string conversions) shares: so "valid UTF-8" means one thing.
package enum JSONScan {
    /// The index of the first 8-byte word from `start` that may hold a byte a string scan must
    /// look at (`"`, `\\`, below 0x20, 0x80 and above), or the last whole word's end. The
    /// tests are the classic word-at-a-time ones: a byte below `n` (n ≤ 128) leaves its high
    /// bit in `(w - n·0x01…) & ~w & 0x80…`; a byte equal to `b` is a zero byte of `w ^ b·0x01…`.
    /// They may report a byte that is not there (a borrow), never miss one: the caller's byte
    /// loop decides.
    @inlinable @inline(__always)
    package static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var k = start
        while k + 8 <= bytes.count {
            let w = UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self)
            let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
            let control = (w &- ones &* 0x20) & ~w
            let hasQuote = (quote &- ones) & ~quote, hasBackslash = (backslash &- ones) & ~backslash
            if (control | hasQuote | hasBackslash | w) & highs != 0 { break }
            k += 8
        }
        return k
    }

    /// Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or values past
    /// U+10FFFF), checked a byte at a time with an ASCII fast path.
    @inlinable
    package static func isValidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        while k < b.count {
            let c = b[k]
            if c < 0x80 { k += 1; continue }
            let need: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; high = 0x9F
            case 0xF0: need = 3; low = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; high = 0x8F
            default: return false
            }
            guard k + need < b.count, b[k + 1] >= low && b[k + 1] <= high else { return false }
            var j = 2
            while j <= need {
                guard b[k + j] >= 0x80 && b[k + j] <= 0xBF else { return false }
                j += 1
            }
            k += need + 1
        }
        return true
    }
}

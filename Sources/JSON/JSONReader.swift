#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one JSON reader: RFC 8259 text → values made by a ``JSONBuilder`` — ``JSONValue``s
/// (`JSONValue(parsing:)`) or, in ModelMapping, runtime objects as `NSJSONSerialization` makes
/// them, with no tree in between. Integers that fit are `integer`, those above `Int64.max`
/// `unsignedInteger`, other numbers `double`; a number whose digits the nearest double would
/// not give back (more than 15 significant digits) is offered to the builder as text first
/// (`longNumber`, ModelMapping's NSDecimalNumber). Hand-written rather than Foundation's
/// reader, which on Linux blurs integers, doubles and booleans and reports no error offsets.
///
/// One pass over the bytes; strings without escapes are handed to the builder straight from the
/// input. Elements wait on two stacks shared by all nesting levels until their container is
/// made, so no Swift array is allocated per container. Errors carry the byte offset; nesting is
/// limited to ``JSONValue/nestingLimit``; every value made before an error is released.
///
/// `@inlinable` throughout so that a builder in another module gets a reader specialized for it
/// (`json.reader_10k` reads into runtime objects at the speed it had inside ModelMapping). For
/// that the reader, its builder protocol, the writer and the byte scans are SPI
/// (`@_spi(JSONBuilding) public`: out of the module's documented face, imported as
/// `@_spi(JSONBuilding) import JSON`) rather than `package`: Swift 6 does not specialize an
/// `@inlinable` `package` generic in a client module, and the unspecialized reader, going
/// through the builder's witness table per value, made `model.from_json_10k` about twice as
/// slow against its `codable.decode_10k` baseline.
@_spi(JSONBuilding) public struct JSONReader<Builder: JSONBuilder>: ~Copyable {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// Input known to be valid UTF-8 (a Swift `String`'s bytes) skips the check.
    @usableFromInline let trustedUTF8: Bool
    @usableFromInline let builder: Builder
    @usableFromInline var i = 0
    @usableFromInline var keys: [Builder.Key] = []
    @usableFromInline var values: [Builder.Value] = []
    @usableFromInline var scratch: [UInt8] = []

    @inlinable
    init(bytes: UnsafeBufferPointer<UInt8>, trustedUTF8: Bool, builder: Builder) {
        self.bytes = bytes
        self.trustedUTF8 = trustedUTF8
        self.builder = builder
        keys.reserveCapacity(32)
        values.reserveCapacity(32)
    }

    deinit {
        for k in keys { builder.release(k) }
        for v in values { builder.release(v) }
    }

    /// Reads one JSON value (surrounding white space allowed) with `builder`; the value is the
    /// caller's (+1 for a builder of counted objects).
    @inlinable
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, trustedUTF8: Bool,
                             builder: Builder) throws(JSONError) -> Builder.Value {
        var reader = JSONReader(bytes: bytes, trustedUTF8: trustedUTF8, builder: builder)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.i == bytes.count else {
            builder.release(value)
            throw reader.fail("unexpected text after the value")
        }
        return value
    }

    /// Reads the text of a Swift string (valid UTF-8 by construction).
    @inlinable
    public static func read(_ text: String, builder: Builder) throws(JSONError) -> Builder.Value {
        var text = text
        do {
            return try text.withUTF8 { try read($0, trustedUTF8: true, builder: builder) }
        } catch let error as JSONError {
            throw error
        } catch {
            throw .invalid(message: "\(error)", offset: 0)
        }
    }

    @inlinable
    func fail(_ message: String) -> JSONError { .invalid(message: message, offset: i) }

    @inlinable
    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    /// A value the builder made, or the error of one it could not make.
    @inlinable
    func made<T>(_ value: T?) throws(JSONError) -> T {
        guard let value else { throw .outOfMemory }
        return value
    }

    @inlinable
    mutating func value(depth: Int) throws(JSONError) -> Builder.Value {
        guard depth < JSONValue.nestingLimit else { throw .nestingTooDeep(limit: JSONValue.nestingLimit) }
        guard i < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""):
            let builder = builder
            return try string { builder.string($0) }
        case UInt8(ascii: "t"): try literal("true"); return try made(builder.bool(true))
        case UInt8(ascii: "f"): try literal("false"); return try made(builder.bool(false))
        case UInt8(ascii: "n"): try literal("null"); return try made(builder.null())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character")
        }
    }

    @inlinable
    mutating func literal(_ word: StaticString) throws(JSONError) {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count, memcmp(bytes.baseAddress! + i, word.utf8Start, n) == 0 else {
            throw fail("unknown literal (expected \(word))")
        }
        i += n
    }

    @inlinable
    mutating func object(depth: Int) throws(JSONError) -> Builder.Value {
        i += 1
        let keyBase = keys.count, valueBase = values.count
        defer { release(fromKeys: keyBase, values: valueBase) }
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return try made(builder.object(keys: UnsafeBufferPointer(start: nil, count: 0),
                                           values: UnsafeBufferPointer(start: nil, count: 0)))
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let builder = builder
            keys.append(try string { builder.key($0) })
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            i += 1
            skipSpace()
            values.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw fail("unterminated object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; break }
            throw fail("expected ',' or '}'")
        }
        let builder = builder
        let object = keys[keyBase...].withUnsafeBufferPointer { k in
            values[valueBase...].withUnsafeBufferPointer { builder.object(keys: k, values: $0) }
        }
        return try made(object)
    }

    @inlinable
    mutating func array(depth: Int) throws(JSONError) -> Builder.Value {
        i += 1
        let valueBase = values.count
        defer { release(fromKeys: keys.count, values: valueBase) }
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return try made(builder.array(UnsafeBufferPointer(start: nil, count: 0)))
        }
        while true {
            skipSpace()
            values.append(try value(depth: depth + 1))
            skipSpace()
            guard i < bytes.count else { throw fail("unterminated array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; break }
            throw fail("expected ',' or ']'")
        }
        let builder = builder
        return try made(values[valueBase...].withUnsafeBufferPointer { builder.array($0) })
    }

    /// The containers took their elements: the stacks' references go.
    @inlinable
    mutating func release(fromKeys keyBase: Int, values valueBase: Int) {
        for k in keys[keyBase...] { builder.release(k) }
        for v in values[valueBase...] { builder.release(v) }
        keys.removeSubrange(keyBase...)
        values.removeSubrange(valueBase...)
    }

    /// A string, made by `make` from its UTF-8 bytes (a key or a value).
    @inlinable
    mutating func string<T>(_ make: (UnsafeBufferPointer<UInt8>) -> T?) throws(JSONError) -> T {
        i += 1
        let start = i
        // The common case: no escape, so the string is made from the input bytes directly.
        // Plain ASCII is skipped eight bytes at a time; the bytes loop below takes over at the
        // first word that may hold a quote, a backslash, a control character or a non-ASCII
        // byte, and remembers whether it saw one of those (only then is UTF-8 checked).
        i = JSONScan.skipPlainASCII(bytes, from: i)
        var high: UInt8 = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 { break }
            high |= c
            i += 1
        }
        guard i < bytes.count else { throw fail("unterminated string") }
        if bytes[i] == UInt8(ascii: "\"") {
            let text = UnsafeBufferPointer(rebasing: bytes[start..<i])
            if high >= 0x80 { try checkUTF8(text, at: start) }
            i += 1
            return try made(make(text))
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; break }
            if c < 0x20 { throw fail("control character in string") }
            if c != UInt8(ascii: "\\") { scratch.append(c); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw fail("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(e)
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"): try unicodeEscape()
            default: throw fail("unknown escape")
            }
        }
        let checked: Bool = scratch.withUnsafeBufferPointer { JSONScan.isValidUTF8($0) }
        guard checked else {
            i = start
            throw fail("string is not valid UTF-8")
        }
        return try made(scratch.withUnsafeBufferPointer { make($0) })
    }

    @inlinable
    mutating func unicodeEscape() throws(JSONError) {
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
        scratch.append(contentsOf: UTF8.encode(scalar)!)
    }

    @inlinable
    mutating func hex4() throws(JSONError) -> UInt32 {
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

    @inlinable
    func checkUTF8(_ text: UnsafeBufferPointer<UInt8>, at start: Int) throws(JSONError) {
        guard !trustedUTF8, !JSONScan.isValidUTF8(text) else { return }
        throw .invalid(message: "string is not valid UTF-8", offset: start)
    }

    @inlinable
    mutating func number() throws(JSONError) -> Builder.Value {
        let start = i
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        let intStart = i
        var magnitude: UInt64 = 0
        var overflow = false
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
            let (m, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(UInt64(bytes[i] - UInt8(ascii: "0")))
            overflow = overflow || o1 || o2
            magnitude = s
            i += 1
        }
        let digits = i - intStart
        guard digits > 0 else { throw fail("expected a digit") }
        if digits > 1 && bytes[intStart] == UInt8(ascii: "0") {
            i = intStart
            throw fail("leading zero in number")
        }
        var integral = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            integral = false
            i += 1
            guard skipDigits() > 0 else { throw fail("expected a digit after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            integral = false
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard skipDigits() > 0 else { throw fail("expected a digit in the exponent") }
        }
        if integral && !overflow {
            if !negative, magnitude > UInt64(Int64.max) { return try made(builder.unsignedInteger(magnitude)) }
            if !negative { return try made(builder.integer(Int64(magnitude))) }
            if magnitude <= UInt64(Int64.max) + 1 {
                return try made(builder.integer(Int64(bitPattern: 0 &- magnitude)))
            }
        }
        // strtod wants a NUL-terminated copy of just this number.
        let length = i - start
        let d: Double = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
            for k in 0..<length { buffer[k] = CChar(bitPattern: bytes[start + k]) }
            buffer[length] = 0
            return strtod(buffer.baseAddress!, nil)
        }
        guard d.isFinite else {
            i = start
            throw fail("number out of range")
        }
        // A double gives back any 15 significant digits; only a longer literal can need more.
        if length > 15, significantDigits(start, length) > 15,
           let long = builder.longNumber(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]), nearest: d) {
            return long
        }
        return try made(builder.double(d))
    }

    /// The digits of the literal at `start` from its first to its last non-zero digit, before
    /// any exponent.
    @inlinable
    func significantDigits(_ start: Int, _ length: Int) -> Int {
        var first = -1, last = -1, count = 0
        for k in start..<(start + length) {
            let b = bytes[k]
            if b == UInt8(ascii: "e") || b == UInt8(ascii: "E") { break }
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { continue }
            if b != UInt8(ascii: "0") {
                if first < 0 { first = count }
                last = count
            }
            count += 1
        }
        return first < 0 ? 0 : last - first + 1
    }

    @inlinable
    mutating func skipDigits() -> Int {
        let s = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i - s
    }
}

/// The byte scans the JSON reader runs over strings, and that a reader of other UTF-8 input
/// (ModelMapping's string conversions) shares: so "valid UTF-8" means one thing.
@_spi(JSONBuilding) public enum JSONScan {
    /// The index of the first 8-byte word from `start` that may hold a byte a string scan must
    /// look at (`"`, `\\`, below 0x20, 0x80 and above), or the last whole word's end. The
    /// tests are the classic word-at-a-time ones: a byte below `n` (n ≤ 128) leaves its high
    /// bit in `(w - n·0x01…) & ~w & 0x80…`; a byte equal to `b` is a zero byte of `w ^ b·0x01…`.
    /// They may report a byte that is not there (a borrow), never miss one: the caller's byte
    /// loop decides.
    @inlinable @inline(__always)
    public static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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
    public static func isValidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
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

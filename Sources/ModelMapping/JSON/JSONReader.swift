#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ObjCRuntime

/// JSON text → runtime objects, as `NSJSONSerialization` makes them: NSDictionary, NSArray,
/// NSString, NSNumber (`q` for integers that fit, `Q` above `Int64.max`, `d` otherwise, `B`
/// for `true` / `false`) and NSNull. A number whose digits the nearest double would not give
/// back (more than 15 significant digits that are not the double's shortest form, integers
/// past `UInt64` included) is an NSDecimalNumber holding them, up to its 38 digits. Hand-written rather than Foundation's reader, which on
/// Linux blurs integers, doubles and booleans and reports no error offsets.
///
/// One pass over the bytes; strings without escapes are copied straight from the input into
/// their NSString. Elements wait on two stacks shared by all nesting levels until their
/// container is made, so no Swift array is allocated per container. Errors carry the byte
/// offset; nesting is limited to ``JSONText/nestingLimit``; every object made before an
/// error is released.
struct JSONReader: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Input known to be valid UTF-8 (a Swift `String`'s bytes) skips the check.
    private let trustedUTF8: Bool
    /// NSJSONReadingMutableContainers / MutableLeaves: arrays and dictionaries, strings made
    /// mutable (what `NSJSONSerialization` asks for; ModelMapping's own reading never does).
    private let mutableContainers: Bool
    private let mutableLeaves: Bool
    private var i = 0
    private var keys: [UnmanagedObject] = []
    private var values: [UnmanagedObject] = []
    private var scratch: [UInt8] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, trustedUTF8: Bool, mutableContainers: Bool, mutableLeaves: Bool) {
        self.bytes = bytes
        self.trustedUTF8 = trustedUTF8
        self.mutableContainers = mutableContainers
        self.mutableLeaves = mutableLeaves
        keys.reserveCapacity(32)
        values.reserveCapacity(32)
    }

    deinit {
        for k in keys { k.release() }
        for v in values { v.release() }
    }

    /// Reads one JSON value (surrounding white space allowed) into a new object (+1).
    /// `mutableContainers` / `mutableLeaves` make NSMutableArray / NSMutableDictionary and
    /// NSMutableString instead.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, trustedUTF8: Bool, mutableContainers: Bool = false,
                     mutableLeaves: Bool = false) throws(ModelMappingError) -> UnmanagedObject {
        var reader = JSONReader(bytes: bytes, trustedUTF8: trustedUTF8, mutableContainers: mutableContainers,
                                mutableLeaves: mutableLeaves)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.i == bytes.count else {
            value.release()
            throw reader.fail("unexpected text after the value")
        }
        return value
    }

    /// Reads the text of a Swift string.
    static func read(_ text: String) throws(ModelMappingError) -> UnmanagedObject {
        var text = text
        do {
            return try text.withUTF8 { try read($0, trustedUTF8: true) }
        } catch let error as ModelMappingError {
            throw error
        } catch {
            throw .invalidJSON(message: "\(error)", offset: 0)
        }
    }

    private func fail(_ message: String) -> ModelMappingError { .invalidJSON(message: message, offset: i) }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private func made(_ object: UnmanagedObject?) throws(ModelMappingError) -> UnmanagedObject {
        guard let object else { throw .runtime("out of memory reading JSON") }
        return object
    }

    private mutating func value(depth: Int) throws(ModelMappingError) -> UnmanagedObject {
        guard depth < JSONText.nestingLimit else { throw .nestingTooDeep(limit: JSONText.nestingLimit) }
        guard i < bytes.count else { throw fail("unexpected end of input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return try string(mutable: mutableLeaves)
        case UInt8(ascii: "t"): try literal("true"); return try made(.makeNumber(signed: 1, type: NaturalCode.bool))
        case UInt8(ascii: "f"): try literal("false"); return try made(.makeNumber(signed: 0, type: NaturalCode.bool))
        case UInt8(ascii: "n"): try literal("null"); return try made(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(ModelMappingError) {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count, memcmp(bytes.baseAddress! + i, word.utf8Start, n) == 0 else {
            throw fail("unknown literal (expected \(word))")
        }
        i += n
    }

    private mutating func object(depth: Int) throws(ModelMappingError) -> UnmanagedObject {
        i += 1
        let keyBase = keys.count, valueBase = values.count
        defer { release(fromKeys: keyBase, values: valueBase) }
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return try made(.makeDictionary(keys: UnsafeBufferPointer(start: nil, count: 0),
                                            values: UnsafeBufferPointer(start: nil, count: 0), mutable: mutableContainers))
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            keys.append(try string(mutable: false))
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
        let mutable = mutableContainers
        let dictionary = keys[keyBase...].withUnsafeBufferPointer { k in
            values[valueBase...].withUnsafeBufferPointer { UnmanagedObject.makeDictionary(keys: k, values: $0, mutable: mutable) }
        }
        return try made(dictionary)
    }

    private mutating func array(depth: Int) throws(ModelMappingError) -> UnmanagedObject {
        i += 1
        let valueBase = values.count
        defer { release(fromKeys: keys.count, values: valueBase) }
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return try made(.makeArray(UnsafeBufferPointer(start: nil, count: 0), mutable: mutableContainers))
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
        let mutable = mutableContainers
        return try made(values[valueBase...].withUnsafeBufferPointer { UnmanagedObject.makeArray($0, mutable: mutable) })
    }

    /// The containers retained their elements: the stacks' references go.
    private mutating func release(fromKeys keyBase: Int, values valueBase: Int) {
        for k in keys[keyBase...] { k.release() }
        for v in values[valueBase...] { v.release() }
        keys.removeSubrange(keyBase...)
        values.removeSubrange(valueBase...)
    }

    /// A string (+1); keys are never mutable, a value is with NSJSONReadingMutableLeaves.
    private mutating func string(mutable: Bool) throws(ModelMappingError) -> UnmanagedObject {
        i += 1
        let start = i
        // The common case: no escape, so the NSString is made from the input bytes directly.
        // Plain ASCII is skipped eight bytes at a time; the bytes loop below takes over at the
        // first word that may hold a quote, a backslash, a control character or a non-ASCII
        // byte, and remembers whether it saw one of those (only then is UTF-8 checked).
        i = JSONReader.skipPlainASCII(bytes, from: i)
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
            return try made(.makeString(UnsafeRawBufferPointer(text), mutable: mutable))
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
        let checked: Bool = scratch.withUnsafeBufferPointer { JSONReader.isValidUTF8($0) }
        guard checked else {
            i = start
            throw fail("string is not valid UTF-8")
        }
        return try made(scratch.withUnsafeBytes { UnmanagedObject.makeString($0, mutable: mutable) })
    }

    /// The index of the first 8-byte word from `start` that may hold a byte a string scan must
    /// look at (`"`, `\\`, below 0x20, 0x80 and above), or the last whole word's end. The
    /// tests are the classic word-at-a-time ones: a byte below `n` (n ≤ 128) leaves its high
    /// bit in `(w - n·0x01…) & ~w & 0x80…`; a byte equal to `b` is a zero byte of `w ^ b·0x01…`.
    /// They may report a byte that is not there (a borrow), never miss one: the caller's byte
    /// loop decides.
    @inline(__always)
    static func skipPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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

    private mutating func unicodeEscape() throws(ModelMappingError) {
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

    private mutating func hex4() throws(ModelMappingError) -> UInt32 {
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

    private func checkUTF8(_ text: UnsafeBufferPointer<UInt8>, at start: Int) throws(ModelMappingError) {
        guard !trustedUTF8, !JSONReader.isValidUTF8(text) else { return }
        throw .invalidJSON(message: "string is not valid UTF-8", offset: start)
    }

    /// Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or values past
    /// U+10FFFF), checked a byte at a time with an ASCII fast path.
    static func isValidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
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

    private mutating func number() throws(ModelMappingError) -> UnmanagedObject {
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
            if !negative, magnitude > UInt64(Int64.max) { return try made(.makeNumber(unsigned: magnitude, type: NaturalCode.unsigned)) }
            if !negative { return try made(.makeNumber(signed: Int64(magnitude), type: NaturalCode.signed)) }
            if magnitude <= UInt64(Int64.max) + 1 {
                return try made(.makeNumber(signed: Int64(bitPattern: 0 &- magnitude), type: NaturalCode.signed))
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
        if length > 15, significantDigits(start, length) > 15, let decimal = decimal(start, length, nearest: d) {
            return decimal
        }
        return try made(.makeNumber(double: d, type: NaturalCode.double))
    }

    /// The digits of the literal at `start` from its first to its last non-zero digit, before
    /// any exponent.
    private func significantDigits(_ start: Int, _ length: Int) -> Int {
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

    /// The literal as an NSDecimalNumber (+1) when the nearest double `d` would give other
    /// digits back and the decimal keeps them (at most 38 digits, exponent in its range), so a
    /// decimal the writer printed reads back unchanged; nil to read a double.
    private func decimal(_ start: Int, _ length: Int, nearest d: Double) -> UnmanagedObject? {
        guard let exact = UnmanagedObject.makeDecimalNumber(
            UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]))) else {
            return nil
        }
        // NaN: the exponent is beyond the decimal's range; a distant double: digits were lost
        // below it. Either way the double is the better reading.
        var keeps = !exact.isNotANumber && (exact.doubleValue - d).magnitude <= 2 * d.ulp
        if keeps, let boxed = UnmanagedObject.makeNumber(double: d, type: NaturalCode.double) {
            // The double's own shortest digits, as a decimal: equal means nothing is lost.
            let viaDouble = UnmanagedObject.makeDecimalNumber(number: boxed)
            boxed.release()
            keeps = viaDouble?.decimalString != exact.decimalString
            viaDouble?.release()
        }
        if keeps { return exact }
        exact.release()
        return nil
    }

    private mutating func skipDigits() -> Int {
        let s = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i - s
    }
}

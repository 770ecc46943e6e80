/// JSON text as bytes, written front to back: the one writer behind ``JSONValue/text(pretty:)``
/// and, in ModelMapping, the model writer and the runtime-object writers, so every JSON the
/// project prints is spelled alike (`\u00XX` for control characters, Swift's shortest form for
/// doubles). `@inlinable`: those writers call it per value and stay as fast as they were when
/// it was theirs.
///
/// `pretty` indents by two spaces and puts `": "` between keys and values. A value that turns
/// out to have no JSON form can be taken back: remember ``count`` and ``truncate(to:)``.
///
/// `escapesSlashes` writes `"/"` as `\/`, and `foundationStyle` spells the rest as Apple's
/// NSJSONSerialization does (its writer for compiled code, `FoundationJSONWriter`): `\b` and
/// `\f` for backspace and form feed, and when pretty `" : "` between keys and values and an
/// empty container split over two lines (`[`, a blank line, `]`).
@_spi(JSONBuilding) public struct JSONWriter {
    public var bytes: [UInt8] = []
    public let pretty: Bool
    public var foundationStyle = false
    public var escapesSlashes = false
    @usableFromInline var depth = 0

    @inlinable
    public init(pretty: Bool = false, capacity: Int = 256) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// Bytes written so far.
    @inlinable
    public var count: Int { bytes.count }

    /// Takes back everything written after `count` bytes.
    @inlinable
    public mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    /// The text (always valid UTF-8: every string written was).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: structure

    /// `{` or `[`.
    @inlinable
    public mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
    }

    /// `}` or `]`; `empty` when nothing was written inside (no newline then).
    @inlinable
    public mutating func close(_ bracket: UInt8, empty: Bool) {
        depth -= 1
        if pretty && empty && foundationStyle { bytes.append(0x0A) }
        if pretty && (!empty || foundationStyle) { newline() }
        bytes.append(bracket)
    }

    /// Before an element or a key: a comma after the first, and the line break of pretty text.
    @inlinable
    public mutating func separator(first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        if pretty { newline() }
    }

    /// A key and its colon (`"key":`, or `"key": ` when pretty).
    @inlinable
    public mutating func key(_ quotedKeyWithColon: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: quotedKeyWithColon)
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// A key given as text.
    @inlinable
    public mutating func key(_ text: String) {
        string(text)
        colon()
    }

    /// A key given as UTF-8 bytes (escaped as any string).
    @inlinable
    public mutating func key(utf8: UnsafeBufferPointer<UInt8>) {
        string(utf8)
        colon()
    }

    @usableFromInline
    mutating func colon() {
        if pretty && foundationStyle { bytes.append(UInt8(ascii: " ")) }
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    @usableFromInline
    mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<depth { bytes.append(0x20); bytes.append(0x20) }
    }

    // MARK: values

    @inlinable
    public mutating func null() { bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }

    /// One append of the chosen word's bytes. (Written as two branches, each appending an array
    /// literal, the fuzzer's release build — `-sanitize-coverage=…,trace-cmp` with ASan, this
    /// function inlined into ModelMapping — wrote `false` for true and `true` for false; this
    /// form writes the right word there and everywhere.)
    @inlinable
    public mutating func bool(_ b: Bool) {
        bytes.append(contentsOf: (b ? "true" : "false").utf8)
    }

    @inlinable
    public mutating func int(_ v: Int64) {
        if v < 0 {
            bytes.append(UInt8(ascii: "-"))
            uint(UInt64(bitPattern: 0 &- v))
        } else {
            uint(UInt64(v))
        }
    }

    @inlinable
    public mutating func uint(_ v: UInt64) {
        // At most 20 digits, made backwards in a stack buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var n = 0
            var rest = v
            repeat {
                buffer[19 - n] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                n += 1
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[(20 - n)...]))
        }
    }

    /// A finite double; a `float` (`f` numbers) keeps its own shortest spelling.
    @inlinable
    public mutating func double(_ v: Double, isFloat: Bool) {
        bytes.append(contentsOf: (isFloat ? "\(Float(v))" : "\(v)").utf8)
    }

    /// Text already in JSON number syntax (a decimal number's digits).
    @inlinable
    public mutating func numberText(_ utf8: some Sequence<UInt8>) { bytes.append(contentsOf: utf8) }

    /// A string literal, quotes included. Control characters become `\u` escapes, so any
    /// text yields valid JSON.
    @inlinable
    public mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        for i in 0..<utf8.count {
            let c = utf8[i]
            guard c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\")
                || (c == UInt8(ascii: "/") && escapesSlashes) else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
            start = i + 1
            switch c {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case UInt8(ascii: "/"): bytes.append(contentsOf: [0x5C, UInt8(ascii: "/")])
            case 0x08 where foundationStyle: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C where foundationStyle: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          hex[Int(c >> 4)], hex[Int(c & 15)]])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        bytes.append(UInt8(ascii: "\""))
    }

    @inlinable
    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { string($0) }
    }

    /// `"key"` as bytes, for keys written many times.
    public static func quotedKey(_ key: String) -> [UInt8] {
        var writer = JSONWriter()
        writer.string(key)
        return writer.bytes
    }
}

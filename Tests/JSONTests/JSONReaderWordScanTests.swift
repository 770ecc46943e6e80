import JSON
import Testing

/// The reader skips plain ASCII in strings eight bytes at a time (`JSONScan.skipPlainASCII`):
/// whatever a string holds at whatever offset — its closing quote, an escape, a control
/// character, a non-ASCII character, a byte that is not UTF-8 — must come out as the byte
/// loop alone would read it, at every position against the 8-byte words.
@Suite struct JSONReaderWordScanTests {
    static func parse(_ bytes: [UInt8]) throws -> JSONValue { try JSONValue(parsing: bytes) }

    static func quoted(_ body: [UInt8]) -> [UInt8] { [UInt8(ascii: "[")] + [UInt8(ascii: "\"")] + body + Array("\"]".utf8) }

    @Test func everyEndingIsFoundAtEveryOffset() throws {
        for n in 0...19 {
            let prefix = String(repeating: "a", count: n)
            #expect(try Self.parse(Self.quoted(Array(prefix.utf8))) == .array([.string(prefix)]), "plain, \(n)")
            #expect(try Self.parse(Self.quoted(Array((prefix + #"\"x"#).utf8))) == .array([.string(prefix + "\"x")]), "escaped quote, \(n)")
            #expect(try Self.parse(Self.quoted(Array((prefix + #"\\"#).utf8))) == .array([.string(prefix + "\\")]), "backslash, \(n)")
            #expect(try Self.parse(Self.quoted(Array((prefix + "é~\u{7F}z").utf8))) == .array([.string(prefix + "é~\u{7F}z")]), "non-ASCII, \(n)")
            #expect(try Self.parse(Self.quoted(Array((prefix + "😀").utf8) + Array(prefix.utf8)))
                == .array([.string(prefix + "😀" + prefix)]), "4-byte character, \(n)")
            // A control character and a byte that is not UTF-8 are errors at their own offset
            // (or, for the bad byte, at the start of its string).
            do {
                _ = try Self.parse(Self.quoted(Array(prefix.utf8) + [0x01, 0x61]))
                Issue.record("control character accepted at \(n)")
            } catch let JSONError.invalid(_, offset) {
                #expect(offset == 2 + n, "control character, \(n)")
            }
            do {
                _ = try Self.parse(Self.quoted(Array(prefix.utf8) + [0xFF] + Array(prefix.utf8)))
                Issue.record("0xFF accepted at \(n)")
            } catch let JSONError.invalid(_, offset) {
                #expect(offset == 2, "bad UTF-8, \(n)")
            }
            do {
                _ = try Self.parse(Array(("[\"" + prefix).utf8))
                Issue.record("unterminated string accepted at \(n)")
            } catch let JSONError.invalid(message, _) {
                #expect(message == "unterminated string", "unterminated, \(n)")
            }
        }
    }

    /// Bytes that only look special to the word test (a borrow across bytes: `!` 0x21 next to
    /// a `#` 0x23, `[` 0x5B, `]` 0x5D, the space 0x20) are plain text.
    @Test func nearMissesAreText() throws {
        let text = "!#![]] ]!#\u{7E}\u{20}\u{21}\u{23}\u{5B}\u{5D}!#![]] ]!#"
        #expect(try Self.parse(Self.quoted(Array(text.utf8))) == .array([.string(text)]))
    }
}

import JSON
import Testing

/// The JSON module's value: read in order, numbers by kind, written back as the same text;
/// errors at the byte where the text went wrong.
@Suite struct JSONValueTests {
    @Test func membersKeepTheirOrderAndTextRoundTrips() throws {
        let text = #"{"b":1,"a":[true,false,null,-2,3.5,"x"],"b":{}}"#
        let value = try JSONValue(parsing: text)
        #expect(value == .object([("b", .int(1)),
                                  ("a", .array([.bool(true), .bool(false), .null, .int(-2), .double(3.5), .string("x")])),
                                  ("b", .object([]))]))
        #expect(value.text() == text)
        #expect(value.description == text)
        #expect(value["b"] == .int(1), "the first member of a repeated key")
        #expect(value["missing"] == nil)
        #expect(JSONValue.int(1)["b"] == nil)
        let spaced = try JSONValue(parsing: " {\n \"b\" : 1 ,\t\"a\":[ true,false,null,-2,3.5,\"x\" ] , \"b\":{ } } ")
        #expect(spaced == value)
    }

    @Test func orderIsPartOfEquality() {
        let ab = JSONValue.object([("a", .int(1)), ("b", .int(2))])
        let ba = JSONValue.object([("b", .int(2)), ("a", .int(1))])
        #expect(ab != ba)
        #expect(Set([ab, ab, ba]).count == 2)
        #expect(JSONValue.int(1) != .double(1))
    }

    @Test func numbersKeepTheirKind() throws {
        #expect(try JSONValue(parsing: "-9223372036854775808") == .int(Int.min))
        #expect(try JSONValue(parsing: "9223372036854775807") == .int(Int.max))
        #expect(try JSONValue(parsing: "9223372036854775808") == .unsigned(9_223_372_036_854_775_808))
        #expect(try JSONValue(parsing: "18446744073709551615") == .unsigned(UInt64.max))
        #expect(try JSONValue(parsing: "18446744073709551616") == .double(18446744073709551616.0), "past UInt64: a double")
        #expect(try JSONValue(parsing: "1e30") == .double(1e30))
        #expect(try JSONValue(parsing: "-0.25E-2") == .double(-0.0025))
        #expect(try JSONValue(parsing: "3.14159265358979323846") == .double(3.141592653589793), "a long number: its nearest double")
        #expect(JSONValue.unsigned(UInt64.max).text() == "18446744073709551615")
        #expect(JSONValue.int(Int.min).text() == "-9223372036854775808")
        #expect(JSONValue.double(1).text() == "1.0")
        #expect(JSONValue.double(1e30).text() == "1e+30")
        #expect(JSONValue.double(.nan).text() == "null", "JSON cannot spell NaN")
        #expect(JSONValue.double(-.infinity).text() == "null")
    }

    @Test func stringsEscapeBothWays() throws {
        let value = try JSONValue(parsing: #"["\u00e9\ud83d\ude00\n\"\\\/\b\f\r\t"]"#)
        #expect(value == .array([.string("é😀\n\"\\/\u{08}\u{0C}\r\t")]))
        #expect(value.text() == #"["é😀\n\"\\/\u0008\u000c\r\t"]"#)
        #expect(JSONValue.string("\u{01}").text() == #""\u0001""#)
        #expect(JSONValue.quoted("a\"b") == #""a\"b""#)
    }

    @Test func prettyTextIndentsByTwo() {
        let value = JSONValue.object([("a", .array([.int(1), .int(2)])), ("e", .object([])), ("z", .array([]))])
        #expect(value.text(pretty: true) == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"e\": {},\n  \"z\": []\n}")
    }

    @Test func errorsSayWhereTheTextWentWrong() {
        func error(_ text: String) -> JSONError? {
            do { _ = try JSONValue(parsing: text); return nil } catch { return error }
        }
        #expect(error("") == .invalid(message: "unexpected end of input", offset: 0))
        #expect(error("[1,]") == .invalid(message: "unexpected character", offset: 3))
        #expect(error(#"{"a" 1}"#) == .invalid(message: "expected ':'", offset: 5))
        #expect(error("[1] x") == .invalid(message: "unexpected text after the value", offset: 4))
        #expect(error("01") == .invalid(message: "leading zero in number", offset: 0))
        #expect(error("tru") == .invalid(message: "unknown literal (expected true)", offset: 0))
        #expect(error(#""\ud800""#) == .invalid(message: "lone high surrogate", offset: 7))
        #expect(throws: JSONError.invalid(message: "string is not valid UTF-8", offset: 1)) {
            try JSONValue(parsing: [0x22, 0xFF, 0x22])
        }
    }

    @Test func nestingIsLimited() throws {
        let limit = JSONValue.nestingLimit
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try JSONValue(parsing: deepest).text() == deepest)
        let deeper = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(throws: JSONError.nestingTooDeep(limit: limit)) { try JSONValue(parsing: deeper) }
    }
}

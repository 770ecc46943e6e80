import Testing
import PlistTestSupport
@testable import PropertyLists

@Suite struct OpenStepTests {
    @Test func parsesTheOldStyleSyntax() throws {
        let text = """
        { name = bob; "quoted key" = "a \\"b\\"\\n\\U00e9"; list = (1, two, "3",); data = <0aFF 10>;
          /* comment */ nested = { x = (); }; // line comment
          typed = (<*I-12>, <*R2.5>, <*BY>, <*BN>, <*D2024-01-31 12:00:00 +0000>) }
        """
        #expect(try PropertyList.parseOpenStep(text) == [
            "name": "bob", "quoted key": "a \"b\"\né", "list": ["1", "two", "3"], "data": .data([10, 255, 16]),
            "nested": ["x": []], "typed": [-12, 2.5, true, false, .date(PlistSamples.date)],
        ])
    }

    @Test(arguments: ["{ a = b", "( a b )", "<0g>", "<abc>", "\"open", "{ = b; }", "{ a b; }", "<*X1>", "a b"])
    func reportsErrors(_ text: String) {
        #expect(throws: PlistError.self) { try PropertyList.parseOpenStep(text) }
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() {
        // "{ a = é" with the é's continuation byte replaced by a space: byte 6 starts a broken sequence.
        let bytes: [UInt8] = Array("{ a = ".utf8) + [0xC3, 0x20, 0x3B, 0x7D]
        #expect(throws: PlistError(.openStep, offset: 6, "text is not valid UTF-8")) {
            try PropertyList.decode(bytes, as: .openStep)
        }
        #expect(PropertyList.firstInvalidUTF8(Array("héllo".utf8)) == 6)
    }

    @Test func argumentValuesFollowFoundation() {
        #expect(PropertyList.argumentValue("plain") == "plain")
        #expect(PropertyList.argumentValue("12") == "12")
        #expect(PropertyList.argumentValue("(a, b)") == ["a", "b"])
        #expect(PropertyList.argumentValue("[a, b]") == ["a", "b"])
        #expect(PropertyList.argumentValue("{k = v;}") == ["k": "v"])
        #expect(PropertyList.argumentValue("\"quoted\"") == "quoted")
        #expect(PropertyList.argumentValue("<00ff>") == .data([0, 255]))
        #expect(PropertyList.argumentValue("<plist><integer>3</integer></plist>") == 3)
        #expect(PropertyList.argumentValue("(unclosed") == "(unclosed")
    }

    @Test func printsLikeMacOSDefaults() {
        let v: PlistValue = ["b": ["x": [1, "two words"]], "a": 2.0, "c": true, "d": .data([1, 2]), "e": "é", "": "-"]
        #expect(PropertyList.describe(v) == """
        {
            "" = "-";
            a = 2;
            b =     {
                x =         (
                    1,
                    "two words"
                );
            };
            c = 1;
            d = {length = 2, bytes = 0x0102};
            e = "\\U00e9";
        }
        """)
    }

    @Test func printedStringsParseBack() throws {
        let v: PlistValue = ["a b": ["x\"y", "\\", "é🎉", "tab\there", "ctl\u{1}"], "plain": "word"]
        #expect(try PropertyList.parseOpenStep(PropertyList.describe(v)) == v)
    }
}

import Testing
import PlistTestSupport
@testable import PropertyLists

@Suite struct XMLCodecTests {
    @Test func roundTripsEveryKind() throws {
        let bytes = PropertyList.encode(PlistSamples.everything, format: .xml)
        #expect(PropertyList.detectFormat(bytes) == .xml)
        #expect(try PropertyList.decode(bytes) == PlistSamples.everything)
    }

    @Test func writesPlistlibLayout() {
        let text = String(decoding: PropertyList.encode(["b": 1, "a": "x<y"], format: .xml), as: UTF8.self)
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>a</key>
        \t<string>x&lt;y</string>
        \t<key>b</key>
        \t<integer>1</integer>
        </dict>
        </plist>

        """)
    }

    @Test func readsEntitiesCDATACommentsAndEmptyElements() throws {
        let xml = """
        <?xml version="1.0"?><!-- hi --><plist version="1.0"><dict>
        <key>e</key><string>&lt;&amp;&gt;&quot;&apos;&#65;&#x42;</string>
        <key>c</key><string><![CDATA[<raw & text>]]></string>
        <key>s</key><string/>
        <key>a</key><array/>
        <key>d</key><dict/>
        <key>h</key><integer>0x1F</integer>
        <key>n</key><integer> -7 </integer>
        <key>r</key><real>1e3</real>
        <key>inf</key><real>+infinity</real>
        <key>t</key><true></true>
        <key>dt</key><date>2001-01-01T00:00:00Z</date>
        <key>bytes</key><data>
          AAEC
          /w==
        </data>
        </dict></plist>
        """
        let v = try PropertyList.decode(Array(xml.utf8))
        #expect(v == [
            "e": "<&>\"'AB", "c": "<raw & text>", "s": "", "a": [], "d": [:], "h": 31, "n": -7,
            "r": 1000.0, "inf": .real(.infinity), "t": true,
            "dt": .date(PlistDate(secondsSinceReferenceDate: 0)), "bytes": .data([0, 1, 2, 255]),
        ])
    }

    @Test func readsABareRootValue() throws {
        #expect(try PropertyList.decode(Array("<array><integer>1</integer></array>".utf8)) == [1])
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key></dict></plist>", "has no value"),
        ("<plist><dict><string>a</string></dict></plist>", "expected <key>"),
        ("<plist><integer>12x</integer></plist>", "is not an integer"),
        ("<plist><integer>99999999999999999999</integer></plist>", "is not an integer"),
        ("<plist><real>abc</real></plist>", "is not a real"),
        ("<plist><date>yesterday</date></plist>", "is not an ISO 8601 date"),
        ("<plist><data>!!</data></plist>", "invalid base64"),
        ("<plist><string>a</plist>", "expected </string>"),
        ("<plist><foo/></plist>", "unknown element <foo>"),
        ("<plist><string>&bogus;</string></plist>", "unknown entity"),
        ("<plist><true/></plist> trailing", "unexpected content"),
        ("<plist><string>abc", "unterminated"),
    ])
    func reportsErrorsWithOffsets(input: String, message: String) {
        do {
            _ = try PropertyList.decode(Array(input.utf8))
            Issue.record("\(input) was accepted")
        } catch {
            #expect(error.format == .xml)
            #expect(error.message.contains(message), "\(error)")
            #expect(error.offset >= 0 && error.offset <= input.utf8.count)
        }
    }

    @Test func refusesHostileNesting() {
        let deep = String(repeating: "<array>", count: 100_000)
        #expect(throws: PlistError.self) { try PropertyList.decode(Array(("<plist>" + deep).utf8)) }
    }

    @Test func controlCharactersSurviveAsCharacterReferences() throws {
        let v: PlistValue = ["k\u{1}": "a\u{0}b\rc"]
        #expect(try PropertyList.decode(PropertyList.encode(v, format: .xml)) == v)
    }
}

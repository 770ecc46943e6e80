import Testing
import PlistTestSupport
@testable import PropertyLists

/// Inputs `Scripts/fuzz.sh plist-*` found that once trapped a reader or made a file the
/// store could not read back (Docs/FuzzingAndSanitizers.md).
@Suite struct PlistFuzzRegressionTests {
    /// Written as XML and read back, then written again: the same bytes (what a domain file
    /// goes through on every save).
    private func survivesXML(_ value: PlistValue) throws {
        let once = PropertyList.encode(value, format: .xml)
        let again = try PropertyList.decode(once, as: .xml)
        #expect(PropertyList.encode(again, format: .xml) == once)
    }

    /// plist-binary: a binary date 3·10^18 s away (year 95066217490) was written to XML
    /// as an 11-digit year the XML reader refused, so the domain file could not be read back.
    @Test(arguments: [3e18, -3e18])
    func farDatesSurviveXML(unixTime: Double) throws {
        let value = PlistValue.dictionary(["when": .date(PlistDate(unixTime: unixTime))])
        let binary = PropertyList.encode(value, format: .binary)
        try survivesXML(try PropertyList.decode(binary, as: .binary))
        let text = PlistDate(unixTime: unixTime).iso8601()
        #expect(text.hasPrefix(unixTime > 0 ? "95066217490-" : "-95066213551-"), "\(text)")
        #expect(PlistDate(iso8601: text) != nil)
    }

    /// plist-openstep: `<*D-0241>` is year -241, which the writer printed as `-241-01-01…`,
    /// three digits the XML reader refused. Negative years are now padded to four digits.
    @Test func shortNegativeYearSurvivesXML() throws {
        let value = try PropertyList.parseOpenStep("<*D-0241>")
        guard case .date(let d) = value else {
            Issue.record("expected a date, got \(value)")
            return
        }
        #expect(d.iso8601() == "-0241-01-01T00:00:00Z")
        try survivesXML(value)
    }

    /// The year forms the reader takes: four to eleven digits, with an optional sign
    /// (Apple's reader takes any count); twelve digits would overflow the seconds.
    @Test func yearDigitCounts() {
        #expect(PlistDate(iso8601: "12345-01-01T00:00:00Z") != nil)
        #expect(PlistDate(iso8601: "-0001-01-01T00:00:00Z") != nil)
        #expect(PlistDate(iso8601: "99999999999-12-31T23:59:59Z") != nil)
        #expect(PlistDate(iso8601: "999999999999-01-01T00:00:00Z") == nil)
        #expect(PlistDate(iso8601: "241-01-01T00:00:00Z") == nil)
    }

    /// plist-binary: an 8-byte object reference above Int.max trapped converting it to Int.
    /// It is an out-of-range reference like any other.
    @Test func hugeObjectReferenceIsAnError() {
        var file = Array("bplist00".utf8)
        file += [0xA1] + [UInt8](repeating: 0xFF, count: 8)     // object 0: array of one reference
        file += [0x08]                                           // offset table: object 0 at 8
        file += [UInt8](repeating: 0, count: 6) + [1, 8]        // offset size 1, reference size 8
        file += [0, 0, 0, 0, 0, 0, 0, 1]                         // one object
        file += [0, 0, 0, 0, 0, 0, 0, 0]                         // top object 0
        file += [0, 0, 0, 0, 0, 0, 0, 17]                        // offset table at 17
        #expect(throws: PlistError(.binary, offset: 9, "object reference 18446744073709551615 is out of range (1 objects)")) {
            try PropertyList.decode(file, as: .binary)
        }
    }
}

import Testing
import CivilTime

/// The shared ISO 8601 reader and writer, grammar by grammar. 1_706_702_400 is
/// 2024-01-31 12:00:00 UTC; 1_704_067_200 is 2024-01-01 00:00:00 UTC.
@Suite struct ISO8601Tests {
    private let noon = 1_706_702_400.0
    private let newYear = 1_704_067_200.0

    @Test(arguments: [ISO8601.Grammar.propertyList, .internet])
    func everyGrammarReadsTheFullForm(grammar: ISO8601.Grammar) {
        #expect(ISO8601.parse("2024-01-31T12:00:00Z", grammar: grammar) == noon)
        #expect(ISO8601.parse("2024-01-31T12:00:00", grammar: grammar) == noon, "no zone is UTC")
        #expect(ISO8601.parse("2024-01-31T12:00:00.25Z", grammar: grammar) == noon + 0.25)
        #expect(ISO8601.parse("1969-12-31T23:59:59Z", grammar: grammar) == -1)
        #expect(ISO8601.parse("2001-01-01T00:00:00Z", grammar: grammar) == ReferenceDate.secondsSince1970)
    }

    @Test(arguments: [ISO8601.Grammar.propertyList, .internet])
    func everyGrammarRefusesMalformedText(grammar: ISO8601.Grammar) {
        for bad in ["", "2024-1-31", "2024-01-31T24:00:00Z", "2024-01-31T23:60:00Z", "2024-01-31T23:59:61Z",
                    "2024-01-31T12:00:00.Z", "2024-13-01", "2024-00-10", "2024-01-32", "2024-01-00",
                    "2024-01-31T12:00:00Zjunk", "2024-01-31T", "abcd-01-01", "2024-01-31T12"] {
            #expect(ISO8601.parse(bad, grammar: grammar) == nil, "\(bad)")
        }
    }

    @Test func propertyListsTakeReducedPrecisionAndExpandedYears() {
        let g = ISO8601.Grammar.propertyList
        #expect(ISO8601.parse("2024", grammar: g) == newYear)
        #expect(ISO8601.parse("2024-01", grammar: g) == newYear)
        #expect(ISO8601.parse("2024-01-01", grammar: g) == newYear)
        #expect(ISO8601.parse("2024Z", grammar: g) == newYear)
        #expect(ISO8601.parse("2024-01-31T12:00", grammar: g) == noon)
        #expect(ISO8601.parse("-0001-01-01T00:00:00Z", grammar: g) == -62_198_755_200)
        #expect(ISO8601.parse("12345-01-01T00:00:00Z", grammar: g) != nil)
        #expect(ISO8601.parse("999999999999-01-01T00:00:00Z", grammar: g) == nil, "twelve digits could overflow")
        #expect(ISO8601.parse("241-01-01T00:00:00Z", grammar: g) == nil, "fewer than four digits")
        // Days 1...31 in any month, counting on as Apple's reader does: February 29th of a
        // common year is March 1st.
        #expect(ISO8601.parse("2023-02-29T00:00:00Z", grammar: g) == 1_677_628_800)
        // UTC only: no offsets, no space separator.
        #expect(ISO8601.parse("2024-01-31T12:00:00+00:00", grammar: g) == nil)
        #expect(ISO8601.parse("2024-01-31 12:00:00", grammar: g) == nil)
    }

    @Test func internetDatesTakeZonesAndSpacesButOnlyRealDays() {
        let g = ISO8601.Grammar.internet
        #expect(ISO8601.parse("2024-01-31 12:00:00", grammar: g) == noon)
        for zoned in ["2024-01-31T20:00:00+08:00", "2024-01-31T20:00:00+0800", "2024-01-31T20:00:00+08",
                      "2024-01-31T06:30:00-05:30", "2024-01-31 12:00:00Z"] {
            #expect(ISO8601.parse(zoned, grammar: g) == noon, "\(zoned)")
        }
        #expect(ISO8601.parse("2024-01-31", grammar: g) == noon - 43_200)
        #expect(ISO8601.parse("2024-02-29", grammar: g) != nil, "a leap day")
        for bad in ["2023-02-29", "2024-04-31", "2024", "2024-01", "2024-01-31T12:00", "2024-01-31Z",
                    "12345-01-01", "-0001-01-01", "2024-01-31T12:00:00+24:00", "2024-01-31T12:00:00+08:60"] {
            #expect(ISO8601.parse(bad, grammar: g) == nil, "\(bad)")
        }
    }

    @Test func writesWholeSecondsWithAtLeastFourYearDigits() {
        #expect(ISO8601.format(unixSeconds: 0) == "1970-01-01T00:00:00Z")
        #expect(ISO8601.format(unixSeconds: -1) == "1969-12-31T23:59:59Z")
        #expect(ISO8601.format(unixSeconds: 1_706_702_400, separator: " ", zone: " +0000") == "2024-01-31 12:00:00 +0000")
        #expect(ISO8601.format(unixSeconds: -62_198_755_200) == "-0001-01-01T00:00:00Z")
        #expect(ISO8601.format(unixSeconds: -69_772_406_400) == "-0241-01-01T00:00:00Z")
        #expect(ISO8601.format(unixSeconds: 253_402_300_800) == "10000-01-01T00:00:00Z")
        var bytes: [UInt8] = Array("at ".utf8)
        ISO8601.write(unixSeconds: 0, zone: "+0000", into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "at 1970-01-01T00:00:00+0000")
    }

    @Test func whatIsWrittenReadsBack() {
        // From year -9999 to 11999 in uneven steps (about 37 days), and the extremes the
        // property-list writer clamps to.
        var t: Int64 = -377_705_116_800
        while t < 316_516_204_800 {
            #expect(ISO8601.parse(ISO8601.format(unixSeconds: t), grammar: .propertyList) == Double(t))
            t += 3_196_799
        }
        for extreme: Int64 in [-3_000_000_000_000_000_000, 3_000_000_000_000_000_000] {
            #expect(ISO8601.parse(ISO8601.format(unixSeconds: extreme), grammar: .propertyList) == Double(extreme))
        }
    }
}

import Testing
import PlistTestSupport
@testable import PropertyLists
import MiniObjCTestSupport

/// The calendar arithmetic behind `<date>` and the base64 behind `<data>`.
@Suite struct DateAndBase64Tests {
    @Test(arguments: [
        ("2001-01-01T00:00:00Z", 0.0), ("1970-01-01T00:00:00Z", -978_307_200.0), ("2024-02-29T23:59:59Z", 730_943_999.0),
        ("1900-03-01T12:00:00Z", -3_182_155_200.0), ("0001-01-01T00:00:00Z", -63_113_904_000.0),
    ])
    func isoDatesRoundTrip(text: String, seconds: Double) throws {
        let d = try #require(PlistDate(iso8601: text))
        #expect(d.secondsSinceReferenceDate == seconds)
        #expect(d.iso8601() == text)
    }

    @Test func isoDateVariants() {
        #expect(PlistDate(iso8601: "2024-01-31")?.unixTime == 1_706_659_200)
        #expect(PlistDate(iso8601: "2024-01-31T12:00Z")?.unixTime == 1_706_702_400)
        #expect(PlistDate(iso8601: "2024-01-31T12:00:00.5Z")?.unixTime == 1_706_702_400.5)
        for bad in ["", "24", "2024-13-01", "2024-01-32T00:00:00Z", "2024-01-01T25:00:00Z", "2024-01-01T00:00:00Zjunk", "abcd-01-01"] {
            #expect(PlistDate(iso8601: bad) == nil, "\(bad)")
        }
        #expect(PlistDate(secondsSinceReferenceDate: .nan).iso8601() == "1970-01-01T00:00:00Z")
        #expect(OpenStepPrinter.parseDate("2024-01-31 13:00:00 +0100") == PlistSamples.date)
    }

    @Test func base64RoundTripsEveryLength() throws {
        var rng = SplitMix64(seed: 7)
        for n in 0..<70 {
            let bytes = (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let text = Base64.encode(bytes, lineLength: 16).joined(separator: "\n\t ")
            #expect(try Base64.decode(ArraySlice(text.utf8)).get() == bytes)
        }
        #expect(Base64.encode(Array("Man".utf8)) == ["TWFu"])
        #expect(Base64.encode(Array("Ma".utf8)) == ["TWE="])
        #expect((try? Base64.decode(ArraySlice("TWE=TWFu".utf8)).get()) == nil, "data after padding")
        #expect((try? Base64.decode(ArraySlice("T".utf8)).get()) == nil, "a lone sextet")
    }
}

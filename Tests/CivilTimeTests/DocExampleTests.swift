import CivilTime
import Testing

/// The example of the DocC catalog (`Sources/CivilTime/CivilTime.docc`), run as written there,
/// so the documentation cannot drift from the API.
struct DocExampleTests {
    @Test func civilTimeLandingPageExample() {
        #expect(CivilCalendar.daysSince1970(year: 2001, month: 1, day: 1) == 11_323)
        #expect(CivilCalendar.date(daysSince1970: 0) == (1970, 1, 1))
        #expect(CivilCalendar.isLeapYear(2000))

        #expect(ReferenceDate.secondsSince1970 == 978_307_200)

        #expect(ISO8601.parse("2001-01-01T00:00:00Z", grammar: .propertyList) == 978_307_200)
        #expect(ISO8601.parse("2024", grammar: .propertyList) == 1_704_067_200)
        #expect(ISO8601.parse("2024", grammar: .internet) == nil)
        #expect(ISO8601.parse("2001-01-01 08:00:00+08:00", grammar: .internet) == 978_307_200)
        #expect(ISO8601.format(unixSeconds: 978_307_200) == "2001-01-01T00:00:00Z")
    }
}

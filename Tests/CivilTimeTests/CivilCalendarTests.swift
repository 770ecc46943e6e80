import Testing
import CivilTime

/// The calendar arithmetic behind ISO 8601 dates in property lists and model mapping.
@Suite struct CivilCalendarTests {
    @Test func knownDates() {
        #expect(CivilCalendar.daysSince1970(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilCalendar.daysSince1970(year: 2001, month: 1, day: 1) * 86_400
                == Int64(ReferenceDate.secondsSince1970))
        #expect(CivilCalendar.daysSince1970(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilCalendar.daysSince1970(year: 1969, month: 12, day: 31) == -1)
        #expect(CivilCalendar.daysSince1970(year: 1, month: 1, day: 1) == -719_162)
        #expect(CivilCalendar.date(daysSince1970: -719_162) == (1, 1, 1))
        #expect(CivilCalendar.date(daysSince1970: 11_016) == (2000, 2, 29))
    }

    @Test func everyDayRoundTripsAcrossFourCenturies() {
        // 1600-01-01 ... 2400-12-31 spans leap centuries (1600, 2000, 2400) and common ones.
        var day = CivilCalendar.daysSince1970(year: 1600, month: 1, day: 1)
        for year: Int64 in 1600...2400 {
            for month: Int64 in 1...12 {
                for d in 1...CivilCalendar.daysIn(month: month, year: year) {
                    #expect(CivilCalendar.daysSince1970(year: year, month: month, day: d) == day)
                    let civil = CivilCalendar.date(daysSince1970: day)
                    if civil != (year, month, d) { Issue.record("day \(day) → \(civil)") }
                    day += 1
                }
            }
        }
    }

    @Test func leapYears() {
        #expect(CivilCalendar.isLeapYear(2000) && CivilCalendar.isLeapYear(2024))
        #expect(!CivilCalendar.isLeapYear(1900) && !CivilCalendar.isLeapYear(2023))
        #expect(CivilCalendar.daysIn(month: 2, year: 1900) == 28)
        #expect(CivilCalendar.daysIn(month: 2, year: 2000) == 29)
    }
}

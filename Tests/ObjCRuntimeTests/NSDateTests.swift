// Behaviour of CSupport/ValueClasses/nsdate.c: NSDate.
import ObjCRuntime
import Testing

@Suite struct NSDateTests {
    @Test func dateMeasuresFromTheReferenceDate() throws {
        let d = try vtObject(.date(0))
        #expect(try d.objcDescription() == "2001-01-01 00:00:00 +0000")
        #expect(try d.send("timeIntervalSince1970", as: Double.self) == 978_307_200)
        let later = try vtObject(.date(86_400.5))
        #expect(try later.objcDescription() == "2001-01-02 00:00:00 +0000")
        #expect(try d.send("compare:", later, as: Int.self) == -1)
        #expect(try d.send("isEqual:", vtObject(.date(0)), as: Bool.self))
        let now = try #require(try ObjCClass.nsDate.send("date"))
        #expect(try now.send("timeIntervalSinceReferenceDate", as: Double.self) > 700_000_000, "after 2023")
        #expect(try vtObject(.date(.infinity)).objcDescription().contains("inf"), "unprintable dates do not crash")
    }

    /// The class factories place a date on either epoch; intervals between dates subtract,
    /// equal instants are equal and hash alike, and comparing with a non-date is an error.
    @Test func factoriesIntervalsAndEquality() throws {
        let unixZero = try #require(try ObjCClass.nsDate.send("dateWithTimeIntervalSince1970:", 0.0))
        #expect(try unixZero.send("timeIntervalSinceReferenceDate", as: Double.self) == -978_307_200)
        #expect(try unixZero.objcDescription() == "1970-01-01 00:00:00 +0000")
        let day = try #require(try ObjCClass.nsDate.send("dateWithTimeIntervalSinceReferenceDate:", 86_400.0))
        #expect(try day.send("timeIntervalSinceDate:", unixZero, as: Double.self) == 86_400 + 978_307_200)
        #expect(try unixZero.send("timeIntervalSinceDate:", day, as: Double.self) == -(86_400 + 978_307_200))
        let sameDay = try vtObject(.date(86_400))
        #expect(try day.send("isEqualToDate:", sameDay, as: Bool.self))
        #expect(try day.send("hash", as: Int.self) == sameDay.send("hash", as: Int.self))
        #expect(try !day.send("isEqual:", vtObject(86_400), as: Bool.self), "a number is not a date")
        #expect(try day.send("copy") == day, "immutable: the copy is the date")
        #expect(throws: ObjCException.self) { try day.send("compare:", vtObject("tomorrow"), as: Int.self) }
        #expect(try vtObject(.date(.nan)).send("hash", as: Int.self) == 0, "an unrepresentable instant still hashes")
    }
}

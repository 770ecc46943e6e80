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
}

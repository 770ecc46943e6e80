internal import CivilTime

/// A point in time as property lists store it: seconds since 2001-01-01 00:00:00 UTC
/// (Apple's reference date), as a `Double`.
public struct PlistDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Seconds since 2001-01-01 00:00:00 UTC; negative for earlier dates. This is what binary
    /// plists store, so it is the stored form and `unixTime` is derived from it.
    public var secondsSinceReferenceDate: Double

    /// A date `secondsSinceReferenceDate` seconds after 2001-01-01 00:00:00 UTC.
    public init(secondsSinceReferenceDate: Double) {
        self.secondsSinceReferenceDate = secondsSinceReferenceDate
    }

    /// A date `unixTime` seconds after 1970-01-01 00:00:00 UTC (the Unix epoch).
    public init(unixTime: Double) {
        secondsSinceReferenceDate = unixTime - ReferenceDate.secondsSince1970
    }

    /// The current time, from the real-time clock.
    public static func now() -> PlistDate {
        PlistDate(unixTime: currentUnixTime())
    }

    /// Seconds since 1970-01-01 00:00:00 UTC, as `time(2)` and JSON timestamps count.
    public var unixTime: Double { secondsSinceReferenceDate + ReferenceDate.secondsSince1970 }

    public static func < (a: PlistDate, b: PlistDate) -> Bool {
        a.secondsSinceReferenceDate < b.secondsSinceReferenceDate
    }

    /// ISO 8601 in UTC, whole seconds (`2001-01-01T00:00:00Z`), as XML plists write dates.
    public var description: String { iso8601() }
}

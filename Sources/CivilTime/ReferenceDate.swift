/// Apple's reference date, 2001-01-01 00:00:00 UTC: `NSDate` counts its seconds from it, and
/// so do binary property lists. The one place the offset from the Unix epoch is written.
public enum ReferenceDate {
    /// Seconds from 1970-01-01 00:00:00 UTC (the Unix epoch) to 2001-01-01 00:00:00 UTC.
    public static let secondsSince1970: Double = 978_307_200
}

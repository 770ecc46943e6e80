internal import CivilTime
import ObjCEncoding

/// A point in time as NSDate keeps it: seconds since 2001-01-01 00:00:00 UTC. ObjCRuntime
/// does not depend on Foundation; convert with `Date(timeIntervalSinceReferenceDate:)`.
public struct ObjCDate: Hashable, Comparable, Sendable, BridgedValueConvertible {
    /// Seconds between 1970-01-01 and 2001-01-01 (CivilTime's `ReferenceDate.secondsSince1970`).
    public static let referenceDateSince1970: Double = ReferenceDate.secondsSince1970

    /// Seconds since 2001-01-01 00:00:00 UTC.
    public var timeIntervalSinceReferenceDate: Double

    /// A date `timeIntervalSinceReferenceDate` seconds after 2001-01-01 00:00:00 UTC.
    public init(timeIntervalSinceReferenceDate: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
    }

    /// A date `timeIntervalSince1970` seconds after 1970-01-01 00:00:00 UTC.
    public init(timeIntervalSince1970: Double) {
        timeIntervalSinceReferenceDate = timeIntervalSince1970 - ObjCDate.referenceDateSince1970
    }

    /// Seconds since 1970-01-01 00:00:00 UTC.
    public var timeIntervalSince1970: Double { timeIntervalSinceReferenceDate + ObjCDate.referenceDateSince1970 }

    public static func < (a: ObjCDate, b: ObjCDate) -> Bool {
        a.timeIntervalSinceReferenceDate < b.timeIntervalSinceReferenceDate
    }

    public var bridgedValue: BridgedValue { .date(timeIntervalSinceReferenceDate) }
    public init(bridgedValue bridged: BridgedValue) throws {
        guard case .date(let t) = bridged else {
            throw BridgedValueError.typeMismatch(expected: "a date", found: bridged.kindName)
        }
        timeIntervalSinceReferenceDate = t
    }
}

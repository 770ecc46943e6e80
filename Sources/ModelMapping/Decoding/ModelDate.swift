internal import CivilTime

/// Date strings without Foundation: every format YYModel's `YYNSDateFromString` reads, and the
/// one its JSON writer produces. Times are seconds since 2001-01-01 UTC (NSDate's measure).
/// The ISO 8601 forms are CivilTime's shared reader and writer; what is YYModel's own is the
/// Twitter form and the writer's year range.
///
/// Read (a superset of YYModel's table, which picks a formatter by length):
/// - `2014-01-20` and `2014-01-20 12:24:48` / `2014-01-20T12:24:48`, each with optional
///   fractional seconds (`.000`) — no zone means UTC, as YYModel's formatters are set to GMT;
/// - the same with a zone: `Z`, `+0800`, `+08:00`, `+08` (`2014-01-20T12:24:48.000+12:00`)
///   — `ISO8601.Grammar.internet`;
/// - Twitter / Weibo's `Fri Sep 04 00:12:21 +0800 2015` and `Fri Sep 04 00:12:21.000 +0800 2015`
///   (English day and month names; the day name is not checked against the date).
package enum ModelDate {
    /// Seconds since 2001-01-01 UTC, or nil when the text is none of the formats.
    package static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// ``parse(_:)`` on UTF-8 bytes (an NSString's own, without a Swift string).
    package static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        let startsWithDigit = b.first.map { $0 >= 48 && $0 <= 57 } == true
        let unix = startsWithDigit ? ISO8601.parse(b, grammar: .internet) : twitter(b)
        return unix.map { $0 - ReferenceDate.secondsSince1970 }
    }

    /// `yyyy-MM-dd'T'HH:mm:ss+0000` (YYModel's writer format, here always in UTC). Fractions of
    /// a second are dropped, as that format drops them. Nil for years outside 0...9999.
    package static func format(_ sinceReference: Double) -> String? {
        var out: [UInt8] = []
        guard write(sinceReference, into: &out) else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``format(_:)`` appended to a byte buffer; false (nothing written) when out of range.
    static func write(_ sinceReference: Double, into out: inout [UInt8]) -> Bool {
        let unix = (sinceReference + ReferenceDate.secondsSince1970).rounded(.down)
        guard unix.isFinite, abs(unix) < 1e14, writableSeconds.contains(Int64(unix)) else { return false }
        ISO8601.write(unixSeconds: Int64(unix), zone: "+0000", into: &out)
        return true
    }

    /// The Unix seconds of years 0...9999, the ones the format's four-digit `yyyy` can show.
    private static let writableSeconds: ClosedRange<Int64> =
        CivilCalendar.daysSince1970(year: 0, month: 1, day: 1) * 86_400
        ... CivilCalendar.daysSince1970(year: 10_000, month: 1, day: 1) * 86_400 - 1

    private static let months: [[UInt8]] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        .map { Array($0.utf8) }
    private static let weekdays: [[UInt8]] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map { Array($0.utf8) }

    /// `EEE MMM dd HH:mm:ss[.SSS] Z yyyy`, as Unix seconds.
    private static func twitter(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var s = ISO8601.Scanner(b)
        guard s.name(weekdays) != nil, s.skip(" "), let month = s.name(months), s.skip(" "),
              let day = s.number(digits: 2), s.skip(" "), let time = s.timeOfDay(secondsRequired: true), s.skip(" "),
              let offset = s.zoneOffset(), s.skip(" "), let year = s.number(digits: 4), s.atEnd,
              (1...CivilCalendar.daysIn(month: Int64(month + 1), year: year)).contains(day) else { return nil }
        let days = CivilCalendar.daysSince1970(year: year, month: Int64(month + 1), day: day)
        return Double(days * 86_400 + time.seconds - offset) + time.fraction
    }
}

extension ISO8601.Scanner {
    /// Three letters from `names` (any case): the index.
    fileprivate mutating func name(_ names: [[UInt8]]) -> Int? {
        guard offset + 3 <= bytes.count else { return nil }
        let word = (0..<3).map { bytes[offset + $0] | 0x20 }
        guard let found = names.firstIndex(of: word) else { return nil }
        offset += 3
        return found
    }
}

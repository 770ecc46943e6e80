/// ISO 8601 date and time text in UTC, without Foundation: the one reader and writer behind
/// property lists' `<date>`, the `defaults` tool's dates, and model mapping's JSON dates.
///
/// Readers differ in the forms they take (Apple's property-list reader takes `2024` alone;
/// a JSON API sends `2024-01-31 12:00:00+08:00`), so ``parse(_:grammar:)-(UnsafeBufferPointer<UInt8>,_)``
/// is told which by a ``Grammar``. Every grammar reads `YYYY-MM-DDTHH:MM:SS`, with optional
/// fractional seconds, and no zone means UTC. The writer writes whole seconds.
public enum ISO8601 {
    /// Which forms a reader takes beyond `YYYY-MM-DDTHH:MM:SS[.fff]`.
    public struct Grammar: Sendable, Equatable {
        /// Years of four to eleven digits with an optional minus sign (ISO 8601's expanded
        /// years: every year ``ISO8601/write(unixSeconds:separator:zone:into:)`` can write),
        /// rather than exactly four digits.
        public var expandedYears: Bool
        /// Reduced precision: the text may stop after the year or the month (`2024`,
        /// `2024-01`), the time after the minutes (`2024-01-31T12:00`), and a `Z` may follow
        /// any of them. Otherwise a date is `YYYY-MM-DD` and a time has seconds.
        public var reducedPrecision: Bool
        /// A space may separate the date and the time, as well as `T`.
        public var spaceSeparator: Bool
        /// A zone offset may follow a time: `Z`, `+08`, `+0800` or `+08:00` (east of UTC is
        /// positive). Otherwise only `Z`.
        public var zoneOffsets: Bool
        /// The day must exist in its month (`2023-02-30` is refused). Otherwise any day 1...31
        /// is taken and counts on into the next month.
        public var checksDayOfMonth: Bool

        /// A grammar with each choice spelled out.
        public init(expandedYears: Bool, reducedPrecision: Bool, spaceSeparator: Bool, zoneOffsets: Bool,
                    checksDayOfMonth: Bool) {
            self.expandedYears = expandedYears
            self.reducedPrecision = reducedPrecision
            self.spaceSeparator = spaceSeparator
            self.zoneOffsets = zoneOffsets
            self.checksDayOfMonth = checksDayOfMonth
        }

        /// What XML property lists hold, read as Apple's reader reads it: expanded years,
        /// reduced precision, UTC only, days 1...31 in any month.
        public static let propertyList = Grammar(expandedYears: true, reducedPrecision: true, spaceSeparator: false,
                                                 zoneOffsets: false, checksDayOfMonth: false)

        /// What web APIs send in JSON (RFC 3339 and its common variants): `YYYY-MM-DD`, or a
        /// date and a time with seconds separated by `T` or a space, then optionally a zone
        /// offset; four-digit years and real calendar days only.
        public static let internet = Grammar(expandedYears: false, reducedPrecision: false, spaceSeparator: true,
                                             zoneOffsets: true, checksDayOfMonth: true)
    }

    /// Seconds since 1970-01-01 00:00:00 UTC of `text`, or nil when the whole text is not a
    /// date and time in `grammar`.
    public static func parse(_ text: String, grammar: Grammar) -> Double? {
        var text = text
        return text.withUTF8 { parse($0, grammar: grammar) }
    }

    /// ``parse(_:grammar:)-(String,_)`` on UTF-8 bytes.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, grammar g: Grammar) -> Double? {
        var s = Scanner(bytes)
        guard let year = g.expandedYears ? s.expandedYear() : s.number(digits: 4) else { return nil }
        var month: Int64 = 1, day: Int64 = 1
        var time: (seconds: Int64, fraction: Double)?
        if s.skip("-") {
            guard let m = s.number(digits: 2) else { return nil }
            month = m
            if s.skip("-") {
                guard let d = s.number(digits: 2) else { return nil }
                day = d
                if s.skip("T") || (g.spaceSeparator && s.skip(" ")) {
                    guard let t = s.timeOfDay(secondsRequired: !g.reducedPrecision) else { return nil }
                    time = t
                }
            } else if !g.reducedPrecision {
                return nil
            }
        } else if !g.reducedPrecision {
            return nil
        }
        var offset: Int64 = 0
        if !s.atEnd {
            // What follows must be a zone: after a time, or after anything in reduced precision.
            guard time != nil || g.reducedPrecision else { return nil }
            if g.zoneOffsets && time != nil {
                guard let o = s.zoneOffset() else { return nil }
                offset = o
            } else if !s.skip("Z") {
                return nil
            }
        }
        guard s.atEnd, (1...12).contains(month) else { return nil }
        let lastDay = g.checksDayOfMonth ? CivilCalendar.daysIn(month: month, year: year) : 31
        guard (1...lastDay).contains(day) else { return nil }
        let days = CivilCalendar.daysSince1970(year: year, month: month, day: day)
        // Whole seconds in integers, the fraction added once: exact for every whole second.
        return Double(days * 86_400 + (time?.seconds ?? 0) - offset) + (time?.fraction ?? 0)
    }

    /// `YYYY-MM-DDTHH:MM:SS` and `zone` for `unixSeconds` whole seconds since 1970-01-01
    /// 00:00:00 UTC, appended to `out`. Years have at least four digits, and a minus sign below
    /// year 0 (`-0241-01-01T00:00:00Z`), so an expanded-years reader reads back every output.
    public static func write(unixSeconds: Int64, separator: Unicode.Scalar = "T", zone: StaticString = "Z",
                             into out: inout [UInt8]) {
        var days = unixSeconds / 86_400
        var rest = unixSeconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (year, month, day) = CivilCalendar.date(daysSince1970: days)
        if year < 0 { out.append(UInt8(ascii: "-")) }
        appendDecimal(year.magnitude, minimumDigits: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendTwoDigits(month, to: &out)
        out.append(UInt8(ascii: "-"))
        appendTwoDigits(day, to: &out)
        out.append(UInt8(ascii: separator))
        appendTwoDigits(rest / 3600, to: &out)
        out.append(UInt8(ascii: ":"))
        appendTwoDigits(rest / 60 % 60, to: &out)
        out.append(UInt8(ascii: ":"))
        appendTwoDigits(rest % 60, to: &out)
        zone.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// ``write(unixSeconds:separator:zone:into:)`` as a string.
    public static func format(unixSeconds: Int64, separator: Unicode.Scalar = "T", zone: StaticString = "Z") -> String {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        write(unixSeconds: unixSeconds, separator: separator, zone: zone, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` in decimal, zero-padded to `minimumDigits`, without building a string.
    private static func appendDecimal(_ value: UInt64, minimumDigits: Int, to out: inout [UInt8]) {
        var divisor: UInt64 = 1
        var digits = 1
        while digits < minimumDigits || value / divisor >= 10 {
            divisor *= 10
            digits += 1
        }
        var rest = value
        while divisor > 0 {
            out.append(48 + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private static func appendTwoDigits(_ value: Int64, to out: inout [UInt8]) {
        out.append(48 + UInt8(value / 10))
        out.append(48 + UInt8(value % 10))
    }
}

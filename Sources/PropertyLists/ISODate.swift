internal import CivilTime

/// ISO 8601 dates as XML property lists write them (`2001-01-01T00:00:00Z`), with the calendar
/// arithmetic done by the runtime's `CivilCalendar` rather than through Foundation.
enum ISODate {
    /// Whole-second UTC time, `YYYY-MM-DDTHH:MM:SSZ` (fractions are dropped, as plistlib and
    /// Apple's XML writer do). `separator` and `suffix` let the OpenStep printer reuse it.
    static func format(_ date: PlistDate, separator: String = "T", suffix: String = "Z") -> String {
        let t = date.unixTime
        // Dates beyond ±10^11 years have no civil form; clamp rather than trap on conversion.
        let secs = t.isFinite ? Int64(max(-3e18, min(3e18, t.rounded(.down)))) : 0
        var days = secs / 86_400
        var rem = secs % 86_400
        if rem < 0 { rem += 86_400; days -= 1 }
        let (y, m, d) = CivilCalendar.date(daysSince1970: days)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        // At least four digits, with a sign before years below zero (ISO 8601's expanded
        // form): the reader takes four or more digits, so -241 is written -0241.
        let digits = "\(y.magnitude)"
        let year = (y < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return "\(year)-\(two(m))-\(two(d))\(separator)\(two(rem / 3600)):\(two(rem / 60 % 60)):\(two(rem % 60))\(suffix)"
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff]Z` (also the date-only and no-seconds forms, and the
    /// signed and longer years, Apple's reader accepts). Returns `nil` on anything else.
    static func parse(_ text: String) -> PlistDate? {
        let b = Array(text.utf8)
        var i = 0
        func number(_ count: Int) -> Int64? {
            guard i + count <= b.count else { return nil }
            var v: Int64 = 0
            for k in i..<(i + count) {
                guard b[k] >= 48, b[k] <= 57 else { return nil }
                v = v * 10 + Int64(b[k] - 48)
            }
            i += count
            return v
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        var negativeYear = false
        if i < b.count, b[i] == UInt8(ascii: "-") { negativeYear = true; i += 1 }
        // Four digits or more, as Apple's reader takes them: `format` writes every year it
        // can reach (up to 11 digits), and what it writes must read back. Twelve digits
        // would overflow the seconds count, so they are refused.
        var yearDigits = 0
        while i + yearDigits < b.count, b[i + yearDigits] >= 48, b[i + yearDigits] <= 57 { yearDigits += 1 }
        guard yearDigits >= 4, yearDigits <= 11, var year = number(yearDigits) else { return nil }
        if negativeYear { year = -year }
        var month: Int64 = 1, day: Int64 = 1, hour: Int64 = 0, minute: Int64 = 0, second: Int64 = 0
        var fraction = 0.0
        if expect(UInt8(ascii: "-")) {
            guard let m = number(2) else { return nil }
            month = m
            if expect(UInt8(ascii: "-")) {
                guard let d = number(2) else { return nil }
                day = d
                if expect(UInt8(ascii: "T")) {
                    guard let h = number(2), expect(UInt8(ascii: ":")), let mi = number(2) else { return nil }
                    hour = h; minute = mi
                    if expect(UInt8(ascii: ":")) {
                        guard let s = number(2) else { return nil }
                        second = s
                        if expect(UInt8(ascii: ".")) {
                            var scale = 0.1
                            let start = i
                            while i < b.count, b[i] >= 48, b[i] <= 57 {
                                fraction += Double(b[i] - 48) * scale
                                scale /= 10
                                i += 1
                            }
                            if i == start { return nil }
                        }
                    }
                }
            }
        }
        _ = expect(UInt8(ascii: "Z"))
        guard i == b.count, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
              second < 61 else { return nil }
        let days = CivilCalendar.daysSince1970(year: year, month: month, day: day)
        let unix = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
        return PlistDate(unixTime: unix)
    }
}

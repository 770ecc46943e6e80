import ObjCRuntime

/// Date strings, without Foundation: the formats YYModel's `YYNSDateFromString` reads most
/// often, and the one its JSON writer produces.
enum ISODate {
    /// Seconds from 1970-01-01 to 2001-01-01 (NSDate's reference date).
    static let referenceOffset: Double = 978_307_200

    /// Parses `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`, `yyyy-MM-dd'T'HH:mm:ss`, each with optional
    /// fractional seconds and an optional zone (`Z`, `±hh:mm`, `±hhmm`, `±hh`; none means
    /// UTC). Returns seconds since 2001-01-01 UTC, or nil when the text is none of these.
    static func parse(_ text: String) -> Double? {
        let b = Array(text.utf8)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= b.count else { return nil }
            var n = 0
            for k in i..<(i + digits) {
                guard b[k] >= 48 && b[k] <= 57 else { return nil }
                n = n * 10 + Int(b[k] - 48)
            }
            i += digits
            return n
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              (1...12).contains(month), (1...Int(CivilCalendar.daysIn(month: Int64(month), year: Int64(year)))).contains(day) else { return nil }
        var seconds = Double(CivilCalendar.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day))) * 86_400
        if i < b.count {
            guard b[i] == 84 || b[i] == 32 else { return nil } // 'T' or ' '
            i += 1
            guard let h = number(2), expect(58), let m = number(2), expect(58), let s = number(2),
                  h < 24, m < 60, s < 61 else { return nil }
            seconds += Double(h * 3600 + m * 60 + s)
            if i < b.count, b[i] == 46 { // '.'
                i += 1
                var scale = 0.1, fraction = 0.0, any = false
                while i < b.count, b[i] >= 48 && b[i] <= 57 {
                    fraction += Double(b[i] - 48) * scale
                    scale /= 10
                    i += 1
                    any = true
                }
                guard any else { return nil }
                seconds += fraction
            }
            if i < b.count {
                if b[i] == 90 { i += 1 } // 'Z'
                else if b[i] == 43 || b[i] == 45 { // '+' '-'
                    let sign = b[i] == 45 ? -1 : 1
                    i += 1
                    guard let zh = number(2), zh < 24 else { return nil }
                    _ = expect(58)
                    let zm = i < b.count ? number(2) : 0
                    guard let zm, zm < 60 else { return nil }
                    seconds -= Double(sign * (zh * 3600 + zm * 60))
                } else { return nil }
            }
        }
        guard i == b.count else { return nil }
        return seconds - referenceOffset
    }

    /// `yyyy-MM-dd'T'HH:mm:ss+0000` (YYModel's writer format, always in UTC). Fractions of
    /// a second are dropped, as that format drops them.
    static func format(_ sinceReference: Double) -> String? {
        let unix = (sinceReference + referenceOffset).rounded(.down)
        guard unix.isFinite, abs(unix) < 1e14 else { return nil }
        let total = Int(unix)
        let days = total >= 0 ? total / 86_400 : -((-total + 86_399) / 86_400)
        let rest = total - days * 86_400
        let (y, m, d) = CivilCalendar.date(daysSince1970: Int64(days))
        guard (0...9999).contains(y) else { return nil }
        func two<N: BinaryInteger>(_ n: N) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = String(repeating: "0", count: 4 - String(y).count) + String(y)
        return "\(year)-\(two(m))-\(two(d))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))+0000"
    }
}

internal import CivilTime

/// Date strings without Foundation: every format YYModel's `YYNSDateFromString` reads, and the
/// one its JSON writer produces. Times are seconds since 2001-01-01 UTC (NSDate's measure).
///
/// Read (a superset of YYModel's table, which picks a formatter by length):
/// - `2014-01-20` and `2014-01-20 12:24:48` / `2014-01-20T12:24:48`, each with optional
///   fractional seconds (`.000`) — no zone means UTC, as YYModel's formatters are set to GMT;
/// - the same with a zone: `Z`, `+0800`, `+08:00`, `+08` (`2014-01-20T12:24:48.000+12:00`);
/// - Twitter / Weibo's `Fri Sep 04 00:12:21 +0800 2015` and `Fri Sep 04 00:12:21.000 +0800 2015`
///   (English day and month names; the day name is not checked against the date).
public enum ModelDate {
    /// Seconds from 1970-01-01 to 2001-01-01 (NSDate's reference date).
    static let referenceOffset: Double = 978_307_200

    /// Seconds since 2001-01-01 UTC, or nil when the text is none of the formats.
    public static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// ``parse(_:)`` on UTF-8 bytes (an NSString's own, without a Swift string).
    public static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var scanner = Scanner(b: b)
        let result = b.first.map { $0 >= 48 && $0 <= 57 } == true ? scanner.iso() : scanner.twitter()
        guard let result, scanner.i == b.count else { return nil }
        return result - referenceOffset
    }

    /// `yyyy-MM-dd'T'HH:mm:ss+0000` (YYModel's writer format, here always in UTC). Fractions of
    /// a second are dropped, as that format drops them. Nil for years outside 0...9999.
    public static func format(_ sinceReference: Double) -> String? {
        var out: [UInt8] = []
        guard write(sinceReference, into: &out) else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    /// ``format(_:)`` appended to a byte buffer; false (nothing written) when out of range.
    static func write(_ sinceReference: Double, into out: inout [UInt8]) -> Bool {
        let unix = (sinceReference + referenceOffset).rounded(.down)
        guard unix.isFinite, abs(unix) < 1e14 else { return false }
        let total = Int(unix)
        let days = total >= 0 ? total / 86_400 : -((-total + 86_399) / 86_400)
        let rest = total - days * 86_400
        let (y, m, d) = CivilCalendar.date(daysSince1970: Int64(days))
        guard (0...9999).contains(y) else { return false }
        func digits(_ n: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var v = n
            while divisor > 0 {
                out.append(UInt8(48 + v / divisor))
                v %= divisor
                divisor /= 10
            }
        }
        digits(Int(y), 4); out.append(45); digits(Int(m), 2); out.append(45); digits(Int(d), 2)
        out.append(84)
        digits(rest / 3600, 2); out.append(58); digits(rest % 3600 / 60, 2); out.append(58); digits(rest % 60, 2)
        out.append(contentsOf: [43, 48, 48, 48, 48])  // +0000
        return true
    }

    private static let months: [[UInt8]] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        .map { Array($0.utf8) }
    private static let weekdays: [[UInt8]] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map { Array($0.utf8) }

    private struct Scanner {
        let b: UnsafeBufferPointer<UInt8>
        var i = 0

        mutating func number(_ digits: Int) -> Int? {
            guard i + digits <= b.count else { return nil }
            var n = 0
            for k in i..<(i + digits) {
                guard b[k] >= 48 && b[k] <= 57 else { return nil }
                n = n * 10 + Int(b[k] - 48)
            }
            i += digits
            return n
        }

        mutating func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }

        /// Three letters from `names` (any case): the index.
        mutating func name(_ names: [[UInt8]]) -> Int? {
            guard i + 3 <= b.count else { return nil }
            let word = (0..<3).map { b[i + $0] | 0x20 }
            guard let found = names.firstIndex(of: word) else { return nil }
            i += 3
            return found
        }

        /// Unix seconds of a calendar day.
        func day(_ year: Int, _ month: Int, _ day: Int) -> Double? {
            guard (1...12).contains(month),
                  (1...Int(CivilCalendar.daysIn(month: Int64(month), year: Int64(year)))).contains(day) else { return nil }
            return Double(CivilCalendar.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day))) * 86_400
        }

        /// `HH:mm:ss` and an optional fraction.
        mutating func time() -> Double? {
            guard let h = number(2), expect(58), let m = number(2), expect(58), let s = number(2),
                  h < 24, m < 60, s < 61 else { return nil }
            var seconds = Double(h * 3600 + m * 60 + s)
            if i < b.count, b[i] == 46 { // '.'
                i += 1
                var scale = 0.1, any = false
                while i < b.count, b[i] >= 48 && b[i] <= 57 {
                    seconds += Double(b[i] - 48) * scale
                    scale /= 10
                    i += 1
                    any = true
                }
                guard any else { return nil }
            }
            return seconds
        }

        /// `Z`, `±hh`, `±hhmm` or `±hh:mm`: the offset east of UTC in seconds.
        mutating func zone() -> Double? {
            guard i < b.count else { return nil }
            if b[i] == 90 { i += 1; return 0 } // 'Z'
            guard b[i] == 43 || b[i] == 45 else { return nil }
            let sign = b[i] == 45 ? -1.0 : 1.0
            i += 1
            guard let zh = number(2), zh < 24 else { return nil }
            _ = expect(58)
            var zm = 0
            if i < b.count, b[i] >= 48 && b[i] <= 57 {
                guard let minutes = number(2), minutes < 60 else { return nil }
                zm = minutes
            }
            return sign * Double(zh * 3600 + zm * 60)
        }

        /// `yyyy-MM-dd[( |T)HH:mm:ss[.SSS][zone]]`, as Unix seconds.
        mutating func iso() -> Double? {
            guard let year = number(4), expect(45), let month = number(2), expect(45), let d = number(2),
                  var seconds = day(year, month, d) else { return nil }
            guard i < b.count else { return seconds }
            guard b[i] == 84 || b[i] == 32 else { return nil } // 'T' or ' '
            i += 1
            guard let t = time() else { return nil }
            seconds += t
            if i < b.count {
                guard let offset = zone() else { return nil }
                seconds -= offset
            }
            return seconds
        }

        /// `EEE MMM dd HH:mm:ss[.SSS] Z yyyy`, as Unix seconds.
        mutating func twitter() -> Double? {
            guard name(ModelDate.weekdays) != nil, expect(32), let month = name(ModelDate.months), expect(32),
                  let d = number(2), expect(32), let t = time(), expect(32), let offset = zone(), expect(32),
                  let year = number(4), let base = day(year, month + 1, d) else { return nil }
            return base + t - offset
        }
    }
}

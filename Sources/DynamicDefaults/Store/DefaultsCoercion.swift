import PropertyLists

/// The typed reads of `NSUserDefaults`, rule by rule. Apple's `integerForKey:` and friends
/// send `-integerValue` / `-boolValue` / `-doubleValue` to whatever object is stored, so a
/// number and a string holding a number both read as that number; any other value reads as
/// zero / `false` / `nil`. `stringForKey:` returns strings as they are and numbers as their
/// `-stringValue`.
public enum DefaultsCoercion {
    /// `integerForKey:`: integers as they are, reals truncated toward zero (2.67 → 2, clamped
    /// to `Int`'s range, NaN → 0), booleans 1 / 0, strings by `-[NSString integerValue]`.
    @inlinable
    public static func integer(_ v: PlistValue?) -> Int {
        switch v {
        case .integer(let i)?: return Int(truncatingIfNeeded: i)
        case .unsignedInteger(let u)?: return Int(truncatingIfNeeded: u)
        case .real(let d)?: return clampToInt(d)
        case .bool(let b)?: return b ? 1 : 0
        case .string(let s)?: return stringIntegerValue(s)
        default: return 0
        }
    }

    /// The unsigned reading (`unsignedLongLongValue`): negative integers keep their bit pattern,
    /// as a C cast would; strings are read as unsigned decimal.
    public static func unsignedInteger(_ v: PlistValue?) -> UInt64 {
        switch v {
        case .integer(let i)?: return UInt64(bitPattern: i)
        case .unsignedInteger(let u)?: return u
        case .real(let d)?:
            if d.isNaN || d <= -1 { return d.isNaN ? 0 : UInt64(bitPattern: Int64(clampToInt(d))) }
            return d >= 18_446_744_073_709_551_615.0 ? UInt64.max : UInt64(d)
        case .bool(let b)?: return b ? 1 : 0
        case .string(let s)?:
            let (negative, magnitude, _) = scanInteger(s)
            return negative ? UInt64(bitPattern: -Int64(truncatingIfNeeded: magnitude)) : magnitude
        default: return 0
        }
    }

    /// `doubleForKey:`: reals, integers and booleans as numbers, strings by `-doubleValue`
    /// (the longest leading decimal number; none → 0).
    public static func double(_ v: PlistValue?) -> Double {
        switch v {
        case .real(let d)?: return d
        case .integer(let i)?: return Double(i)
        case .unsignedInteger(let u)?: return Double(u)
        case .bool(let b)?: return b ? 1 : 0
        case .string(let s)?: return stringDoubleValue(s)
        default: return 0
        }
    }

    /// `boolForKey:`: booleans as they are, numbers non-zero, strings by `-[NSString boolValue]`:
    /// after leading whitespace, an optional sign and leading zeros, true when the next
    /// character is `Y`, `y`, `T`, `t` or a digit 1–9 ("YES", "true", "1" → true; "NO", "0" → false).
    public static func bool(_ v: PlistValue?) -> Bool {
        switch v {
        case .bool(let b)?: return b
        case .integer(let i)?: return i != 0
        case .unsignedInteger(let u)?: return u != 0
        case .real(let d)?: return d != 0 && !d.isNaN
        case .string(let s)?: return stringBoolValue(s)
        default: return false
        }
    }

    /// `stringForKey:`: strings as they are, numbers as `-stringValue` (booleans "1" / "0",
    /// integral reals without a fraction); other kinds `nil`.
    public static func string(_ v: PlistValue?) -> String? {
        switch v {
        case .string(let s)?: return s
        case .integer(let i)?: return "\(i)"
        case .unsignedInteger(let u)?: return "\(u)"
        case .real(let d)?: return PropertyList.describe(.real(d))
        case .bool(let b)?: return b ? "1" : "0"
        default: return nil
        }
    }

    /// `stringArrayForKey:`: an array whose elements are all strings, else `nil`.
    public static func stringArray(_ v: PlistValue?) -> [String]? {
        guard case .array(let a)? = v else { return nil }
        var out: [String] = []
        out.reserveCapacity(a.count)
        for e in a {
            guard case .string(let s) = e else { return nil }
            out.append(s)
        }
        return out
    }

    /// `URLForKey:` without Foundation's URL type: a string that already has a scheme
    /// (`https://…`) is returned as is; any other string is a file path, `~` expanded and made
    /// absolute, returned as a `file://` URL string.
    public static func url(_ v: PlistValue?, home: String?, workingDirectory: String?) -> String? {
        guard case .string(let s)? = v, !s.isEmpty else { return nil }
        if let colon = s.firstIndex(of: ":"), s[colon...].hasPrefix("://"),
           s[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) {
            return s
        }
        var path = s
        if path == "~" || path.hasPrefix("~/"), let home { path = home + path.dropFirst() }
        if !path.hasPrefix("/"), let cwd = workingDirectory { path = cwd + "/" + path }
        return "file://" + path
    }

    @usableFromInline
    static func clampToInt(_ d: Double) -> Int {
        if d.isNaN { return 0 }
        if d >= 9_223_372_036_854_775_807.0 { return Int.max }
        if d <= -9_223_372_036_854_775_808.0 { return Int.min }
        return Int(d)
    }

    /// Leading whitespace, optional sign, decimal digits; saturates at the 64-bit limits.
    static func scanInteger(_ s: String) -> (negative: Bool, magnitude: UInt64, digits: Int) {
        var it = s.utf8.makeIterator()
        var c = it.next()
        while let ch = c, ch == 32 || ch == 9 || ch == 10 || ch == 13 { c = it.next() }
        var negative = false
        if c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { negative = c == UInt8(ascii: "-"); c = it.next() }
        var magnitude: UInt64 = 0
        var digits = 0
        while let ch = c, ch >= 48, ch <= 57 {
            let (m, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(UInt64(ch - 48))
            magnitude = (o1 || o2) ? UInt64.max : a
            digits += 1
            c = it.next()
        }
        return (negative, magnitude, digits)
    }

    @usableFromInline
    static func stringIntegerValue(_ s: String) -> Int {
        let (negative, magnitude, _) = scanInteger(s)
        if negative { return magnitude > UInt64(Int.max) ? Int.min : -Int(magnitude) }
        return magnitude > UInt64(Int.max) ? Int.max : Int(magnitude)
    }

    static func stringDoubleValue(_ s: String) -> Double {
        let u = Array(s.utf8)
        var i = 0
        while i < u.count, u[i] == 32 || u[i] == 9 || u[i] == 10 || u[i] == 13 { i += 1 }
        let start = i
        if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < u.count, u[i] >= 48, u[i] <= 57 { i += 1; digits += 1 }
        if i < u.count, u[i] == UInt8(ascii: ".") {
            i += 1
            while i < u.count, u[i] >= 48, u[i] <= 57 { i += 1; digits += 1 }
        }
        guard digits > 0 else { return 0 }
        var end = i
        if i < u.count, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < u.count, u[j] == UInt8(ascii: "-") || u[j] == UInt8(ascii: "+") { j += 1 }
            let expStart = j
            while j < u.count, u[j] >= 48, u[j] <= 57 { j += 1 }
            if j > expStart { end = j }
        }
        var text = String(decoding: u[start..<end], as: UTF8.self)
        if text.hasSuffix(".") { text += "0" }
        if text.hasPrefix(".") || text.hasPrefix("-.") || text.hasPrefix("+.") {
            text = text.replacingFirstDot()
        }
        return Double(text) ?? 0
    }

    static func stringBoolValue(_ s: String) -> Bool {
        var it = s.utf8.makeIterator()
        var c = it.next()
        while let ch = c, ch == 32 || ch == 9 || ch == 10 || ch == 13 { c = it.next() }
        if c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { c = it.next() }
        while c == UInt8(ascii: "0") { c = it.next() }
        guard let ch = c else { return false }
        return ch == UInt8(ascii: "Y") || ch == UInt8(ascii: "y") || ch == UInt8(ascii: "T")
            || ch == UInt8(ascii: "t") || (ch >= 49 && ch <= 57)
    }
}

extension String {
    /// `.5` → `0.5`, `-.5` → `-0.5` (Swift's `Double(String)` wants a leading digit).
    fileprivate func replacingFirstDot() -> String {
        if hasPrefix(".") { return "0" + self }
        return String(prefix(1)) + "0" + dropFirst()
    }
}

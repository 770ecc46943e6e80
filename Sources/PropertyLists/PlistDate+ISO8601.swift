internal import CivilTime

extension PlistDate {
    /// The date `text` names in ISO 8601 as XML property lists hold it (CivilTime's
    /// `ISO8601.Grammar.propertyList`: `2024-01-31T12:00:00Z`, the reduced forms `2024-01-31`
    /// and `2024-01-31T12:00`, signed and longer years), or nil.
    init?(iso8601 text: String) {
        guard let unix = ISO8601.parse(text, grammar: .propertyList) else { return nil }
        self.init(unixTime: unix)
    }

    /// Whole-second UTC time, `YYYY-MM-DDTHH:MM:SSZ` (fractions are dropped, as plistlib and
    /// Apple's XML writer do). `separator` and `zone` let the old-style printer write its
    /// `YYYY-MM-DD HH:MM:SS +0000`.
    func iso8601(separator: Unicode.Scalar = "T", zone: StaticString = "Z") -> String {
        let t = unixTime
        // Dates beyond ±10^11 years have no civil form; clamp rather than trap on conversion.
        let seconds = t.isFinite ? Int64(max(-3e18, min(3e18, t.rounded(.down)))) : 0
        return ISO8601.format(unixSeconds: seconds, separator: separator, zone: zone)
    }
}

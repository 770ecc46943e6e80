import Testing
import MiniObjCTestSupport

/// Programs/foundation/dates/: NSDateFormatter, NSLocale and NSTimeZone as compiled code sends
/// them (`CSupport/ValueClasses/nsdateformatter.c`, `date_pattern.c`, `date_pattern_parse.c`,
/// `nslocale.c`, `nstimezone.c`) — YYModel's date formats read and written in several zones,
/// the parse rules of Apple's en_US_POSIX formatter (whole string, checked values, zone forms),
/// every supported pattern letter, fixed-offset zones and the local zone from TZ, and one
/// formatter shared by five threads. Each `<name>.m` runs standalone with `objcrt run
/// -fobjc-arc` (under CI's sanitizer too) and must exit 0 printing exactly `<name>.expected`.
@Suite struct FoundationDatesTests {
    static let folder = CompiledPrograms.programs + "/foundation/dates"
    static let programs: [String] = directoryEntries(folder).filter { $0.hasSuffix(".m") }

    @Test(arguments: programs)
    func standaloneProgram(_ file: String) {
        CompiledPrograms.expectOutput(Self.folder + "/" + file, ["-fobjc-arc"])
    }

    @Test func theFolderHasItsPrograms() {
        #expect(Set(Self.programs).isSuperset(of: [
            "yymodel_formats.m", "parse_rules.m", "format_fields.m", "zones_locales.m", "shared_formatter.m",
        ]))
    }

    /// A pattern letter MiniObjC does not support is an error, said once on stderr when the
    /// format is set, and both conversions answer nil — never a crash.
    @Test func anUnsupportedPatternLetterIsReportedOnce() {
        let result = CompiledPrograms.objcrt(["run", "-fobjc-arc", Self.folder + "/parse_rules.m"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(result.stderr.contains(#"*** NSDateFormatter: date format "yyyy-MM-dd QQ": unsupported pattern letter 'Q'"#))
        #expect(result.stderr.contains(#"date format "yyyy-MM-dd ww": unsupported pattern letter 'w'"#))
    }
}

#if canImport(Glibc)
import Glibc
#endif
import ObjCRuntime
import Testing
import MiniObjCTestSupport

/// Programs/foundation/strings/: the string and exception Foundation compiled code sends —
/// formats (every printf conversion checked against the C library's snprintf, plus `%@` and
/// Foundation's own), NSString's and NSMutableString's methods in UTF-16 units, NSException's
/// +raise:format:, the name functions, NSLog, NSAssert through NSAssertionHandler
/// (`CSupport/ValueClasses/nsstring*.c`, `nsmutablestring.c`, `nsexception.c`,
/// `nsassertion.c`, `foundation_functions.c`). Each `<name>.m` runs standalone with
/// `objcrt run -fobjc-arc` (ARC, as the seed libraries build; under CI's sanitizer too) and must exit 0 printing exactly `<name>.expected`.
@Suite struct FoundationStringsTests {
    static let folder = CompiledPrograms.programs + "/foundation/strings"
    static let programs: [String] = directoryEntries(folder).filter { $0.hasSuffix(".m") }

    @Test(arguments: programs)
    func standaloneProgram(_ file: String) {
        CompiledPrograms.expectOutput(Self.folder + "/" + file, ["-fobjc-arc"])
    }

    @Test func theFolderHasItsPrograms() {
        #expect(Set(Self.programs).isSuperset(of: [
            "format_printf.m", "format_foundation.m", "string_methods.m", "mutable_string.m",
            "exceptions_and_names.m", "assertions.m", "assertions_blocked.m", "nslog.m", "character_sets.m", "scanner.m",
        ]))
    }

    /// Every NSLog line: the objc4-style prefix (date, time to the millisecond, program,
    /// pid:tid), the message, exactly one newline; 150 lines from three threads, none torn.
    @Test func nslogWritesOnePrefixedLinePerCall() throws {
        let result = CompiledPrograms.objcrt(["run", "-fobjc-arc", Self.folder + "/nslog.m"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 5 + 150)
        let prefix = try Regex(#"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} [^ \[]+\[(\d+):(\d+)\] (.*)$"#)
        var messages: [String] = []
        var threadIDs: Set<Substring> = []
        for line in lines {
            guard let match = try prefix.wholeMatch(in: String(line)) else {
                Issue.record("not an NSLog line: \(line)")
                continue
            }
            messages.append(String(match.output[3].substring ?? ""))
            if let tid = match.output[2].substring { threadIDs.insert(tid) }
        }
        #expect(Array(messages.prefix(5)) == [
            "plain", "object (1, two) number 42 float 2.50", "ends with a newline",
            "via NSLogv c-string (null)", "(null)",
        ])
        for t in 0..<3 {
            for i in 0..<50 {
                #expect(messages.contains("thread \(t) line \(i) padding-padding-padding"))
            }
        }
        #expect(threadIDs.count == 4, "the main thread and three others")
    }

    /// A failed assertion logs where it failed before it throws: "-[Class selector]" or
    /// "+[…]" for a method, "signature()" for a function, then the file and line.
    @Test func aFailedAssertionLogsWhereItFailed() {
        let result = CompiledPrograms.objcrt(["run", "-fobjc-arc", Self.folder + "/assertions.m"])
        #expect(result.status == 0, "\(result.stderr)")
        for expected in ["*** Assertion failure in -[Checker check:], ", "assertions.m:38\n",
                         "*** Assertion failure in +[Checker classCheck], ",
                         "*** Assertion failure in void checkedFunction(int)(), "] {
            #expect(result.stderr.contains(expected), "\(expected) in \(result.stderr)")
        }
        #expect(result.stderr.split(separator: "\n").count == 12, "one line per failure: \(result.stderr)")
    }

    /// The hosted plugin (Programs/foundation/strings_hosted/plugin.m), built and loaded once per
    /// process (see TwoDoorsTests).
    static let pluginAddress: UInt = {
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libhostedstrings.so"
        // -fobjc-arc-exceptions: its methods throw through ARC frames on purpose, which must
        // release their locals as the exception passes (LeakSanitizer in CI).
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fobjc-arc", "-fobjc-arc-exceptions", "-fPIC", "-shared",
                                             CompiledPrograms.programs + "/foundation/strings_hosted/plugin.m",
                                             "-o", library])
        guard built.status == 0 else { return 0 }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    static func text(_ object: ObjCObject?) -> String? {
        guard let object, let bytes = try? object.send("UTF8String", as: UnsafePointer<CChar>?.self) else { return nil }
        return String(cString: bytes)
    }

    /// In a Swift process the explicit throws are real throws: compiled code catches them.
    @Test func explicitThrowsAreCaughtByCompiledCodeInASwiftProcess() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let cls = try ObjCClass.named("HostedStrings")
        #expect(Self.text(try cls.send("caughtRaise")) == "NSInvalidArgumentException: bad value 7")
        #expect(Self.text(try cls.send("caughtAssertion"))
                == "NSInternalInconsistencyException: Invalid parameter not satisfying: value >= 0")
        #expect(Self.text(try cls.send("caughtRaiseMethod")) == "Mine: raised")
        #expect(Self.text(try cls.send("format:", 2.5)) == "2.500|(1)|   ab|-1")
        #expect(!ObjCException.isPending)
    }

    /// A +raise:format: nobody in compiled code catches arrives in Swift as an ObjCException
    /// (the catch barrier of the send); a range error the string layer raises stays pending,
    /// as the runtime's own raises do in a Swift process.
    @Test func uncaughtThrowsAndRuntimeRaisesReachSwift() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let cls = try ObjCClass.named("HostedStrings")
        #expect(throws: ObjCException(.thrown(name: "NSGenericException", reason: "code 12"), className: "NSException")) {
            _ = try cls.send("uncaughtRaise:", Int32(12))
        }
        #expect(throws: ObjCException(.indexOutOfRange(index: 9, count: 3), className: "NSTaggedPointerString",
                                      selector: "substringFromIndex:")) {
            _ = try cls.send("rangeInCompiledCode")
        }
        #expect(!ObjCException.isPending)
    }
}

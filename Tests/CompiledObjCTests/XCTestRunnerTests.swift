import MiniObjCTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `objcrt test`: XCTest files compiled with MiniObjC's runner into a bundle and run inside
/// the objcrt process (Programs/xctest/). Each log is compared line by line with its
/// `.expected`, timestamps and durations masked; the exit status is XCTest's (0 only when
/// every test passed).
@Suite struct XCTestRunnerTests {
    static let folder = CompiledPrograms.programs + "/xctest"

    /// The log with what changes from run to run masked: a suite's date, a test's and a
    /// suite's seconds, the files' folder in failure lines.
    static func masked(_ log: String) -> [String] {
        log.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var text = String(line).replacing(folder + "/", with: "")
            if text.hasPrefix("Test Suite '"), let at = text.firstRange(of: #/ (started|passed|failed) at /#) {
                text = String(text[..<at.upperBound]) + "<date>"
            }
            if text.hasPrefix("Test Case '") || text.hasPrefix("\t Executed ") {
                text = text.replacing(#/\d+\.\d{3}/#, with: "<t>")
            }
            return text
        }
    }

    /// Runs `objcrt test` with `arguments` and compares the masked log with `expected`.
    func expectLog(_ arguments: [String], _ expected: String, status: Int32,
                   sourceLocation: SourceLocation = #_sourceLocation) {
        let result = CompiledPrograms.objcrt(["test"] + arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        let got = Self.masked(result.stdout), want = CompiledPrograms.read(Self.folder + "/" + expected)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in want.enumerated() {
            #expect(index < got.count && got[index] == line, "line \(index + 1): \(index < got.count ? got[index] : "(none)")",
                    sourceLocation: sourceLocation)
        }
        #expect(got.count == want.count, "\(got.count) lines, \(want.count) expected", sourceLocation: sourceLocation)
    }

    /// Passing and failing assertions of every kind with and without messages, XCTest's
    /// failure lines, alphabetical order of classes and methods, setUp/tearDown order, thrown
    /// objects and NSExceptions (-raise too), an exception escaping a test, continueAfterFailure,
    /// a setUp that throws, an inherited test; exit status 1.
    @Test func aSuiteWithFailuresPrintsXCTestsLogAndExitsOne() {
        expectLog([Self.folder + "/suite.m"], "suite.expected", status: 1)
    }

    /// The same file without ARC: the macros and the runner do not depend on it.
    @Test func theSuiteRunsTheSameWithoutARC() {
        expectLog(["-fno-objc-arc", Self.folder + "/suite.m"], "suite.expected", status: 1)
    }

    /// Every test passes: exit status 0. Two files in one bundle; -D reaches clang; the Swift
    /// layers are started (KVO's methods on NSObject, an observation from compiled code).
    @Test func aPassingBundleExitsZero() {
        expectLog([Self.folder + "/passing.m", Self.folder + "/passing_more.m", "-DANSWER=42"], "passing.expected", status: 0)
    }

    /// `--filter Class/testMethod,Class`: only those run, under 'Selected tests'; the class's
    /// +setUp and +tearDown still run around them.
    @Test func filterRunsOnlyTheNamedTests() {
        expectLog([Self.folder + "/suite.m", "--filter", "Order/testB,Zebra"], "filtered.expected", status: 0)
    }

    /// A runtime raise (an index out of range) stays pending in objcrt's Swift process; nothing
    /// catches it, so the runner reports it as the test's unexpected failure.
    @Test func aRuntimeRaiseThatStaysPendingFailsItsTest() {
        expectLog([Self.folder + "/pending.m"], "pending.expected", status: 1)
    }

    /// `objcrt run --host`: a program with main runs in the same host (KVO from compiled code
    /// through the Swift layer); its arguments arrive and main's value is the exit status.
    /// (Called without CI's sanitizer: a hosted program runs in objcrt, which has none.)
    @Test func runHostRunsMainInsideObjcrt() throws {
        let tool = try #require(CompiledPrograms.objcrt)
        let result = CompiledPrograms.run(tool, ["run", "--host", "-fobjc-arc", Self.folder + "/hosted_main.m", "one", "two"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(Self.folder + "/hosted_main.expected"))
    }

    /// XCTestRun (XCTestBundleSupport.swift) — what a seed-library suite asserts on: the
    /// failure lines and the bundle's summary.
    @Test func aRunListsItsFailuresAndSummary() {
        let failing = CompiledPrograms.xctest([Self.folder + "/pending.m"])
        #expect(failing.status == 1)
        #expect(failing.failures.count == 1)
        #expect(failing.failures.first?.hasPrefix("<unknown>:0: error: -[PendingTests testIndexOutOfRange] : failed: ") == true)
        #expect(failing.summary?.hasPrefix("Executed 2 tests, with 1 failure (1 unexpected) in ") == true)

        let passing = CompiledPrograms.xctest([Self.folder + "/passing.m", Self.folder + "/passing_more.m", "-DANSWER=42"])
        #expect(passing.status == 0, "\(passing.failures) \(passing.errors)")
        #expect(passing.failures.isEmpty)
        #expect(passing.summary?.hasPrefix("Executed 4 tests, with 0 failures (0 unexpected) in ") == true)
    }

    /// -ldispatch links the toolchain's libdispatch into the bundle; its blocks are MiniObjC's.
    @Test func aBundleUsesLibdispatch() {
        let run = CompiledPrograms.xctest([Self.folder + "/dispatch.m", "-ldispatch"])
        #expect(run.status == 0, "\(run.failures) \(run.errors)")
        #expect(run.summary?.hasPrefix("Executed 1 test, with 0 failures (0 unexpected) in ") == true)
    }

    @Test func helpDescribesTheCommand() {
        let help = CompiledPrograms.objcrt(["test", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--filter <filter>"))
    }

    @Test func aFilterThatSelectsNothingExitsTwo() {
        let result = CompiledPrograms.objcrt(["test", Self.folder + "/suite.m", "--filter", "NoSuchClass"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("objcrt test: no test matches the filter"))
        #expect(result.stdout.isEmpty)
    }

    /// `--sanitize` instruments the bundle, which runs inside objcrt: an objcrt without that
    /// sanitizer's runtime refuses with a message (in CI's sanitized passes objcrt has it, and
    /// the seed suites run instrumented); an unknown sanitizer is refused either way.
    @Test func sanitizeNeedsAnObjcrtBuiltWithIt() {
        let unknown = CompiledPrograms.objcrt(["test", "--sanitize=memory", Self.folder + "/passing.m"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--sanitize takes address or thread"))
        if CompiledPrograms.sanitizer == nil {
            let refused = CompiledPrograms.objcrt(["test", "--sanitize=address", Self.folder + "/passing.m"])
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("needs an objcrt built with it"))
        }
    }

    @Test func badInputGetsAMessageAndANonZeroStatus() {
        let missing = CompiledPrograms.objcrt(["test", Self.folder + "/no_such_file.m"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("objcrt test: cannot read"))

        let none = CompiledPrograms.objcrt(["test"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("objcrt test: no test files"))

        let broken = CompiledPrograms.objcrt(["test", Self.folder + "/bad_syntax.m"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("error:"))
        #expect(broken.stderr.contains("objcrt test: the test files do not compile"))

        let unloadable = CompiledPrograms.objcrt(["test", Self.folder + "/unresolved.m"])
        #expect(unloadable.status == 1)
        #expect(unloadable.stderr.contains("objcrt test: the test bundle does not load"))
        #expect(unloadable.stderr.contains("miniobjc_no_such_function"))

        let empty = CompiledPrograms.objcrt(["test", Self.folder + "/no_tests.m"])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("objcrt test: no test found"))
    }
}

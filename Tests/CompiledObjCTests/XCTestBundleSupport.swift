/// What one `objcrt test` run says, for suites that run a test bundle (the seed libraries'
/// own tests) and turn its XCTest failures into `swift test` failures.
struct XCTestRun {
    /// The exit status: 0 when every test passed, 1 when one failed, 2 when none was found.
    var status: Int32
    /// XCTest's log (standard output).
    var log: String
    /// objcrt's and clang's messages (standard error).
    var errors: String

    /// Every failure line of the log ("file:line: error: -[Class test] : …").
    var failures: [String] {
        log.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    /// The last "Executed N tests, with M failures …" line: the whole bundle's count.
    var summary: String? {
        log.split(separator: "\n").last { $0.hasPrefix("\t Executed ") }.map { String($0.dropFirst(2)) }
    }
}

extension CompiledPrograms {
    /// `objcrt test` with these files and flags — with CI's sanitizer when one is set
    /// (`MINIOBJC_COMPILED_SANITIZE`, given together with `swift test --sanitize=…`, which builds
    /// the objcrt the bundle runs inside with the same one).
    static func xctest(_ arguments: [String], environment: [String: String] = [:]) -> XCTestRun {
        let result = objcrt(["test"] + (sanitizer.map { ["--sanitize=\($0)"] } ?? []) + arguments, environment: environment)
        return XCTestRun(status: result.status, log: result.stdout, errors: result.stderr)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import MiniObjCTestSupport
import Testing

/// What a compiled program printed and how it ended.
struct ProgramResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Builds and runs Objective-C programs with the `objcrt` executable `swift test` built
/// beside this test bundle — the same driver a user runs.
enum CompiledPrograms {
    /// This folder (the programs are under Programs/).
    static let programs: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        return parts.joined(separator: "/") + "/Programs"
    }()

    /// The `objcrt` this `swift test` built (MiniObjCTestSupport finds it).
    static let objcrt: String? = objcrtPath()

    /// A fresh temporary folder for one test's outputs.
    static func temporaryDirectory() -> String { makeTempDirectory("compiled-objc") }

    /// Runs `path` with `arguments`, capturing both streams (MiniObjCTestSupport's spawn).
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) -> ProgramResult {
        let dir = temporaryDirectory()
        defer { removeTree(dir) }
        let out = dir + "/stdout", err = dir + "/stderr"
        guard let pid = spawn(path, arguments, env: environment, outputPath: out, errorPath: err) else {
            return ProgramResult(status: -1, stdout: "", stderr: "spawn failed: \(path)")
        }
        let status = waitFor(pid)
        return ProgramResult(status: status, stdout: read(out), stderr: read(err))
    }

    /// The sanitizer CI's sanitizer passes ask for (`MINIOBJC_COMPILED_SANITIZE`, set by
    /// .ci/run): the compiled programs and their runtime are built with it too.
    static let sanitizer: String? = getenv("MINIOBJC_COMPILED_SANITIZE").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }

    /// `objcrt` with these arguments (`cc` and `run` get `--sanitize=` when CI asks for it).
    static func objcrt(_ arguments: [String], environment: [String: String] = [:]) -> ProgramResult {
        guard let tool = objcrt else { return ProgramResult(status: -1, stdout: "", stderr: "objcrt not built") }
        var args = arguments
        if let s = sanitizer, let first = args.first, first == "cc" || first == "run" {
            args.insert("--sanitize=\(s)", at: 1)
        }
        return run(tool, args, environment: environment)
    }

    /// `objcrt run [arguments] program` must exit 0 printing exactly `expected` (by default the
    /// program's own `.expected`, beside it): the check every folder of programs makes.
    @discardableResult
    static func expectOutput(_ program: String, _ arguments: [String] = [], expected: String? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) -> ProgramResult {
        let result = objcrt(["run"] + arguments + [program])
        let label = "\(program.split(separator: "/").last ?? "") \(arguments)"
        #expect(result.status == 0, "\(label): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout == read(expected ?? String(program.dropLast(2)) + ".expected"), "\(label)",
                sourceLocation: sourceLocation)
        return result
    }

    /// A file's text ("" when missing).
    static func read(_ path: String) -> String {
        readFile(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

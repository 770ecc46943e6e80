#if canImport(Glibc)
import Glibc
#endif
import MiniObjCTestSupport

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

    /// Runs `path` with `arguments`, capturing both streams.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) -> ProgramResult {
        let dir = temporaryDirectory()
        let out = dir + "/stdout", err = dir + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var envStrings: [String] = []
        var e = environ
        while let entry = e.pointee { envStrings.append(String(cString: entry)); e += 1 }
        envStrings += environment.map { "\($0.key)=\($0.value)" }
        let envp = envStrings.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else {
            return ProgramResult(status: -1, stdout: "", stderr: "spawn failed: \(path)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProgramResult(status: code, stdout: read(out), stderr: read(err))
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

    /// A file's text ("" when missing).
    static func read(_ path: String) -> String {
        guard let f = fopen(path, "rb") else { return "" }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The process runner every suite that starts a child process shares: `objcrt` and its
// commands (objcrtTests), the defaults store's helper processes (DynamicDefaultsTests).

/// How a finished child process ended.
public struct ProcessResult: Sendable {
    /// The exit status, 128 + the signal number when killed, -1 when it could not be started.
    public var status: Int32
    /// Standard output and standard error, interleaved as written.
    public var output: String
}

/// Runs `path args` to completion with `env` added to the inherited environment and standard
/// input from `inputPath` when given; its status and combined output.
@discardableResult
public func run(_ path: String, _ args: [String], env: [String: String] = [:], inputPath: String? = nil) -> ProcessResult {
    let dir = makeTempDirectory("miniobjc-run")
    defer { removeTree(dir) }
    let out = dir + "/output"
    guard let pid = spawn(path, args, env: env, outputPath: out, inputPath: inputPath) else {
        return ProcessResult(status: -1, output: "spawn failed: \(path)")
    }
    let status = waitFor(pid)
    let output = readFile(out).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return ProcessResult(status: status, output: output)
}

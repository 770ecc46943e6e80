#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DynamicDefaults
import PropertyLists
import MiniObjCTestSupport

func readFileBytes(_ path: String) -> [UInt8]? {
    try? PlistFile.readBytes(path)
}

func writeFileBytes(_ path: String, _ bytes: [UInt8]) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return }
    bytes.withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
    close(fd)
}

func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

func fileMode(_ path: String) -> UInt32? {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    return UInt32(st.st_mode) & 0o777
}

func sleepMilliseconds(_ ms: Int) {
    usleep(UInt32(ms) * 1000)
}

/// Waits until `condition` holds, up to `timeoutMs`; returns whether it did. The default is
/// generous because it only matters when the condition never holds: CI runs these tests
/// under ThreadSanitizer on a loaded 2-core machine.
func waitUntil(timeoutMs: Int = 10_000, _ condition: () -> Bool) -> Bool {
    var waited = 0
    while waited < timeoutMs {
        if condition() { return true }
        sleepMilliseconds(5)
        waited += 5
    }
    return condition()
}

/// The result of a finished child process.
struct ProcessResult {
    var status: Int32
    var output: String
}

/// Runs a command to completion and returns its status and combined output.
@discardableResult
func run(_ path: String, _ args: [String], env: [String: String] = [:], inputPath: String? = nil) -> ProcessResult {
    let out = "/tmp/dynamicdefaults-out-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    defer { unlink(out) }
    guard let pid = spawn(path, args, env: env, outputPath: out, inputPath: inputPath) else { return ProcessResult(status: -1, output: "spawn failed") }
    let status = waitFor(pid)
    let output = readFileBytes(out).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return ProcessResult(status: status, output: output)
}

/// `python3`, when the machine has it.
func python3Path() -> String? {
    ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"].first { access($0, X_OK) == 0 }
}

/// Removes a test directory after flushing every live store's pending writes, so a store that
/// outlives the test (generated accessors keep theirs) does not recreate it at exit.
func flushStoresAndRemove(_ dir: String) {
    ExitFlusher.flushAll()
    removeTree(dir)
}

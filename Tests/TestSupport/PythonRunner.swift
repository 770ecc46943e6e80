#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Running Python (plistlib, for the compatibility tests) from the tests: a script written
// to a private directory, the interpreter's exit status and output.

/// `python3`, when the machine has it.
public func python3Path() -> String? {
    ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"].first { access($0, X_OK) == 0 }
}

/// How a Python script ended.
public struct PythonResult {
    /// The exit status (127 when the interpreter could not be started).
    public var status: Int32
    /// Standard output and standard error, interleaved.
    public var output: String
}

/// Runs `script` with the interpreter at `python`, the script written to a file in `dir` (so it
/// needs no shell quoting; `dir` is a `makeTempDirectory` path, which needs none either).
public func runPython(_ python: String, _ script: String, in dir: String) -> PythonResult {
    let scriptPath = dir + "/script.py"
    guard let f = fopen(scriptPath, "w") else { return PythonResult(status: 127, output: "cannot write \(scriptPath)") }
    let bytes = Array(script.utf8)
    _ = fwrite(bytes, 1, bytes.count, f)
    fclose(f)
    guard let pipe = popen("'\(python)' '\(scriptPath)' 2>&1", "r") else {
        return PythonResult(status: 127, output: "cannot start \(python)")
    }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, pipe)
        if n == 0 { break }
        output += buffer[0..<n]
    }
    let status = pclose(pipe)
    return PythonResult(status: (status >> 8) & 0xFF, output: String(decoding: output, as: UTF8.self))
}

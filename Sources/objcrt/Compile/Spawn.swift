#if canImport(Glibc)
import Glibc
#endif

/// Running other programs (clang, a compiled program) with inherited standard streams, so
/// their diagnostics and output reach the user unchanged.
enum Spawn {
    /// Runs `path` with `arguments` and waits; returns its exit status (128 + signal when a
    /// signal ended it, 127 when it could not be started).
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var env: [UnsafeMutablePointer<CChar>?] = []
        var merged: [String: String] = [:]
        var e = environ
        while let entry = e.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") { merged[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            e += 1
        }
        for (k, v) in environment { merged[k] = v }
        env = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, path, nil, nil, argv, env)
        guard status == 0 else { return 127 }
        var result: Int32 = 0
        while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
        if (result & 0x7f) == 0 { return (result >> 8) & 0xff }
        return 128 + (result & 0x7f)
    }

    /// Replaces this process with `path` (for `objcrt run`: the program's exit status and
    /// signals are the command's). Returns only when exec fails.
    static func exec(_ path: String, _ arguments: [String]) -> Never {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        printError("objcrt: cannot run \(path): \(String(cString: strerror(errno)))")
        exit(127)
    }

    /// Whether `path` names an executable file.
    static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// The first `name` on PATH, or nil.
    static func which(_ name: String) -> String? {
        guard let path = getenv("PATH") else { return nil }
        for dir in String(cString: path).split(separator: ":") where isExecutable("\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
        return nil
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Running other programs (clang, ar, a compiled program) with the terminal's standard streams,
/// so their diagnostics and output reach the user unchanged — or standard output into a file.
enum Spawn {
    /// Runs `path` (a path, or a name looked up on PATH) with `arguments` and waits; returns its exit status (128 +
    /// the signal when a signal ended it, 127 when it could not be started). `environment`
    /// adds to this process's, `directory` is where it runs, `output` receives its standard
    /// output.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                    directory: String? = nil, output: String? = nil) -> Int32 {
        var variables: [String: String] = [:]
        var e = environ
        while let entry = e.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") { variables[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            e += 1
        }
        for (k, v) in environment { variables[k] = v }
        // Everything the child needs is made before fork: between fork and exec it may only
        // make system calls.
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let resolved = path.contains("/") ? path : which(path) ?? path
        let dir = directory.flatMap { strdup($0) }, out = output.flatMap { strdup($0) }
        guard let file = strdup(resolved) else { return 127 }
        defer {
            (argv + envp + [dir, out, file]).forEach { free($0) }
        }
        let child = fork()
        if child == 0 {
            if let dir, chdir(dir) != 0 { _exit(127) }
            if let out {
                let fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                if fd < 0 || dup2(fd, 1) < 0 { _exit(127) }
            }
            execve(file, argv, envp)
            _exit(127)
        }
        guard child > 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
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

    /// `mkdir -p`: creates `path` and its missing parents; false when it cannot.
    static func makeDirectories(_ path: String) -> Bool {
        var partial = ""
        for part in path.split(separator: "/") {
            partial += "/" + part
            if mkdir(partial, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    /// A small text file's contents, nil when it cannot be read.
    static func readFile(_ path: String) -> String? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Replaces a small text file (written beside it, then renamed); false when it cannot.
    static func writeFile(_ path: String, _ text: String) -> Bool {
        let temporary = path + ".\(getpid())"
        guard let f = fopen(temporary, "w") else { return false }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, f)
        let closed = fclose(f) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Removes a folder of plain files (objects a build made), and the folder.
    static func removeFlatDirectory(_ path: String) {
        for name in listDirectory(path) { unlink(path + "/" + name) }
        rmdir(path)
    }
}

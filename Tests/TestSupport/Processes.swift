#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts `path args` with `env` added to the inherited environment, standard output sent to
/// `outputPath` and standard error to `errorPath` (nil: into the same file, interleaved as
/// written), standard input from `inputPath` when given. Returns the pid, or nil when
/// spawning failed.
public func spawn(_ path: String, _ args: [String], env: [String: String] = [:], outputPath: String,
                  errorPath: String? = nil, inputPath: String? = nil) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if let errorPath {
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }
    if let inputPath { posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0) }
    var environment: [String] = []
    // The inherited environment, from /proc (the C `environ` global is off limits in Swift 6).
    for entry in (readFile("/proc/self/environ") ?? []).split(separator: 0) {
        let s = String(decoding: entry, as: UTF8.self)
        let name = s.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        if env[name] == nil { environment.append(s) }
    }
    for (k, v) in env { environment.append("\(k)=\(v)") }
    let argv = ([path] + args).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
        for p in argv { free(p) }
        for p in envp { free(p) }
    }
    var pid: pid_t = 0
    let rc = posix_spawn(&pid, path, &actions, nil, argv, envp)
    return rc == 0 ? pid : nil
}

/// Waits for `pid`; the exit status, or 128 + signal number when killed.
public func waitFor(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
}

/// A whole file's bytes, or nil when it cannot be read.
public func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    return bytes
}

/// Writes `bytes` to `path` (created with mode 0600, or truncated); whether every byte was
/// written.
@discardableResult
public func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
}

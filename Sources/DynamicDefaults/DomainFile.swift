#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Identity of a file's contents as far as `stat` can tell: a rename replaces the inode, an
/// in-place write changes the size or the modification time.
struct FileSignature: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    var mtimeSeconds: Int64
    var mtimeNanoseconds: Int64
}

/// One defaults domain on disk: `<directory>/<domain>.plist`, with its lock file
/// `<directory>/<domain>.plist.lock`. All the file system work of the store is here: reading
/// (any plist format), atomic replacement (temporary file in the same directory, `fsync`,
/// `rename`, `fsync` of the directory), the cross-process `flock`, and keeping corrupt files.
struct DomainFile: Sendable {
    let directory: String
    let domain: String

    var path: String { directory + "/" + domain + ".plist" }
    var lockPath: String { path + ".lock" }

    /// Checks that `name` can be a file name: not empty, no `/`, no NUL, not `.` or `..`.
    static func validate(domain name: String) throws {
        let reason: String?
        if name.isEmpty { reason = "the name is empty" }
        else if name.utf8.contains(UInt8(ascii: "/")) { reason = "it contains '/'" }
        else if name.utf8.contains(0) { reason = "it contains a NUL byte" }
        else if name == "." || name == ".." { reason = "it is '\(name)'" }
        else if name.utf8.count > 200 { reason = "it is longer than 200 bytes" }
        else { reason = nil }
        if let reason { throw DefaultsError.invalidDomainName(name, reason: reason) }
    }

    /// The signature of the domain file, or `nil` when it does not exist.
    func signature() -> FileSignature? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return FileSignature(inode: UInt64(st.st_ino), size: Int64(st.st_size),
                             mtimeSeconds: Int64(st.st_mtim.tv_sec), mtimeNanoseconds: Int64(st.st_mtim.tv_nsec))
    }

    /// The raw bytes of `path`, or `nil` when the file does not exist.
    static func readBytes(_ path: String) throws -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw DefaultsError.io(path: path, operation: "open", errno: errno)
        }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { readFD(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw DefaultsError.io(path: path, operation: "read", errno: errno)
            }
            if n == 0 { break }
            out += chunk[0..<n]
        }
        return out
    }

    /// Decodes a domain file's bytes; the top level must be a dictionary.
    static func decodeDomain(_ bytes: [UInt8], path: String) throws -> [String: PlistValue] {
        // An empty file is what a crash between create and write leaves on other systems; it
        // holds no defaults, and treating it as empty loses nothing.
        if bytes.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 9 || $0 == 13 }) { return [:] }
        let value: PlistValue
        do {
            value = try PropertyList.decode(bytes)
        } catch let e as PlistError {
            throw DefaultsError.corruptFile(path: path, e)
        }
        guard case .dictionary(let d) = value else {
            throw DefaultsError.corruptFile(path: path, PlistError(.unknown, offset: 0, "the top level is a \(value.kindName), not a dictionary"))
        }
        return d
    }

    /// The domain's contents; `[:]` when there is no file.
    /// - Throws: ``DefaultsError/corruptFile(path:_:)`` naming the file, or ``DefaultsError/io(path:operation:errno:)``.
    func read() throws -> [String: PlistValue] {
        guard let bytes = try Self.readBytes(path) else { return [:] }
        return try Self.decodeDomain(bytes, path: path)
    }

    /// Creates the directory (and its parents) with mode 0700 when missing.
    func ensureDirectory() throws {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw DefaultsError.io(path: prefix, operation: "mkdir", errno: errno)
            }
        }
    }

    /// Runs `body` holding an exclusive `flock` on the domain's lock file, so that a
    /// read–merge–write by another process cannot interleave with ours.
    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        try ensureDirectory()
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw DefaultsError.io(path: lockPath, operation: "open", errno: errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw DefaultsError.io(path: lockPath, operation: "flock", errno: errno) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Replaces the file with `contents` atomically: readers see the old file or the new one,
    /// never a mix, and a crash at any moment leaves one of the two (plus at most a stray
    /// temporary file, which is never read).
    func writeAtomically(_ contents: [String: PlistValue], format: PlistFormat = .xml) throws {
        try ensureDirectory()
        try Self.atomicWrite(PropertyList.encode(.dictionary(contents), format: format), to: path)
    }

    /// Writes `bytes` to `path` through a temporary file in the same directory: write, `fsync`,
    /// `rename` over `path`, `fsync` the directory. Mode 0600.
    static func atomicWrite(_ bytes: [UInt8], to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var suffix = UInt64(currentUnixTime() * 1e6) ^ UInt64(getpid()) << 40
        var fd: Int32 = -1
        var tmp = ""
        for _ in 0..<100 {
            tmp = (dir.isEmpty ? "" : dir) + "/." + base + ".tmp-\(getpid())-\(suffix & 0xFFFFFF)"
            fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
            suffix = suffix &* 6_364_136_223_846_793_005 &+ 1
        }
        guard fd >= 0 else { throw DefaultsError.io(path: tmp, operation: "create", errno: errno) }
        var ok = false
        defer {
            if !ok { unlink(tmp) }
        }
        do {
            defer { close(fd) }
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { raw in write(fd, raw.baseAddress.map { $0 + written }, raw.count - written) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw DefaultsError.io(path: tmp, operation: "write", errno: errno)
                }
                written += n
            }
            // Mode 0600 even when the umask would allow more: defaults can hold secrets.
            fchmod(fd, 0o600)
            guard fsync(fd) == 0 else { throw DefaultsError.io(path: tmp, operation: "fsync", errno: errno) }
        }
        guard rename(tmp, path) == 0 else { throw DefaultsError.io(path: path, operation: "rename", errno: errno) }
        ok = true
        syncDirectory(dir.isEmpty ? "/" : dir)
    }

    /// Makes a rename or unlink in the directory durable.
    func syncDirectory() { Self.syncDirectory(directory) }

    static func syncDirectory(_ directory: String) {
        let dfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            fsync(dfd)
            close(dfd)
        }
    }

    /// Deletes the domain file (not an error when it is absent).
    func remove() throws {
        if unlink(path) != 0 && errno != ENOENT {
            throw DefaultsError.io(path: path, operation: "unlink", errno: errno)
        }
        syncDirectory()
    }

    /// Moves a corrupt file aside as `<domain>.plist.corrupt-<unix time>` so its bytes are kept
    /// when the store has to write a new one. Returns the new path.
    @discardableResult
    func moveAsideCorrupt() throws -> String {
        var target = path + ".corrupt-\(Int64(currentUnixTime()))"
        var n = 1
        while access(target, F_OK) == 0 {
            target = path + ".corrupt-\(Int64(currentUnixTime()))-\(n)"
            n += 1
        }
        guard rename(path, target) == 0 else { throw DefaultsError.io(path: path, operation: "rename", errno: errno) }
        syncDirectory()
        return target
    }

    /// The domains that have a file in `directory` (`<name>.plist`; lock, temporary and
    /// corrupt-copy files are not domains).
    static func domainNames(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                let bytes = raw.prefix { $0 != 0 }
                return String(decoding: bytes, as: UTF8.self)
            }
            guard name.hasSuffix(".plist"), !name.hasPrefix("."), name.utf8.count > 6 else { continue }
            names.append(String(name.dropLast(6)))
        }
        return names.sorted()
    }
}

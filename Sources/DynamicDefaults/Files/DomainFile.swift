#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyLists

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
    static func readBytes(_ path: String) throws(DefaultsError) -> [UInt8]? {
        do {
            return try PlistFile.readBytes(path)
        } catch {
            throw DefaultsError(error)
        }
    }

    /// Decodes a domain file's bytes; the top level must be a dictionary.
    static func decodeDomain(_ bytes: [UInt8], path: String) throws(DefaultsError) -> [String: PlistValue] {
        // An empty file is what a crash between create and write leaves on other systems; it
        // holds no defaults, and treating it as empty loses nothing.
        if bytes.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 9 || $0 == 13 }) { return [:] }
        let value: PlistValue
        do {
            value = try PropertyList.decode(bytes)
        } catch {
            throw .corruptFile(path: path, error)
        }
        guard case .dictionary(let d) = value else {
            throw DefaultsError.corruptFile(path: path, PlistError(.unknown, offset: 0, "the top level is a \(value.kindName), not a dictionary"))
        }
        return d
    }

    /// The domain's contents; `[:]` when there is no file.
    /// - Throws: ``DefaultsError/corruptFile(path:_:)`` naming the file, or ``DefaultsError/io(path:operation:errno:)``.
    func read() throws(DefaultsError) -> [String: PlistValue] {
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

    /// Replaces the file with `contents` atomically (``PlistFile/replace(_:with:)``): readers
    /// see the old file or the new one, never a mix.
    func writeAtomically(_ contents: [String: PlistValue], format: PlistFormat = .xml) throws {
        try ensureDirectory()
        do {
            try PlistFile.write(.dictionary(contents), to: path, format: format)
        } catch {
            throw DefaultsError(error)
        }
    }

    /// Makes a rename or unlink in the directory durable.
    func syncDirectory() { PlistFile.syncDirectory(directory) }

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
        let now = Int64(PlistDate.now().unixTime)
        var target = path + ".corrupt-\(now)"
        var n = 1
        while access(target, F_OK) == 0 {
            target = path + ".corrupt-\(now)-\(n)"
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Property-list files: read in any of the three formats, written atomically. Also the two
/// file steps underneath, for callers that decode or encode the bytes themselves.
public enum PlistFile {
    /// Reads and decodes a file in any of the three formats.
    /// - Throws: ``PlistFileError/io(path:operation:errno:)`` when it cannot be read (a missing
    ///   file is `ENOENT`), ``PlistFileError/notPropertyList(path:_:)`` when it is not a property list.
    public static func read(_ path: String) throws(PlistFileError) -> PlistValue {
        guard let bytes = try readBytes(path) else {
            throw .io(path: path, operation: "open", errno: ENOENT)
        }
        do {
            return try PropertyList.decode(bytes)
        } catch {
            throw .notPropertyList(path: path, error)
        }
    }

    /// Encodes `value` and replaces `path` atomically (mode 0600).
    /// - Throws: ``PlistFileError/io(path:operation:errno:)``.
    public static func write(_ value: PlistValue, to path: String, format: PlistFormat = .xml) throws(PlistFileError) {
        try replace(path, with: PropertyList.encode(value, format: format))
    }

    /// The raw bytes of `path`, or `nil` when the file does not exist.
    /// - Throws: ``PlistFileError/io(path:operation:errno:)`` for any other failure.
    public static func readBytes(_ path: String) throws(PlistFileError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw PlistFileError.io(path: path, operation: "open", errno: errno)
        }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { readFD(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw PlistFileError.io(path: path, operation: "read", errno: errno)
            }
            if n == 0 { break }
            out += chunk[0..<n]
        }
        return out
    }

    /// Replaces `path` with `bytes` atomically: readers see the old file or the new one, never
    /// a mix, and a crash at any moment leaves one of the two (plus at most a stray temporary
    /// file, `.<name>.tmp-…`). The steps: write a temporary file in the same directory, `fsync`,
    /// `rename` it over `path`, `fsync` the directory. Mode 0600.
    /// - Throws: ``PlistFileError/io(path:operation:errno:)``; `path` is then unchanged.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(PlistFileError) {
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
        guard fd >= 0 else { throw PlistFileError.io(path: tmp, operation: "create", errno: errno) }
        var ok = false
        defer {
            if !ok { unlink(tmp) }
        }
        do {
            defer { close(fd) }
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { raw in writeFD(fd, raw.baseAddress.map { $0 + written }, raw.count - written) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw PlistFileError.io(path: tmp, operation: "write", errno: errno)
                }
                written += n
            }
            // Mode 0600 even when the umask would allow more: defaults can hold secrets.
            fchmod(fd, 0o600)
            guard fsync(fd) == 0 else { throw PlistFileError.io(path: tmp, operation: "fsync", errno: errno) }
        }
        guard rename(tmp, path) == 0 else { throw PlistFileError.io(path: path, operation: "rename", errno: errno) }
        ok = true
        syncDirectory(dir.isEmpty ? "/" : dir)
    }

    /// Makes a rename or unlink in `directory` durable (`fsync` of the directory), as
    /// ``replace(_:with:)`` does after its rename. Best effort: a directory that cannot be
    /// opened is left as it is.
    public static func syncDirectory(_ directory: String) {
        let dfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            fsync(dfd)
            close(dfd)
        }
    }
}

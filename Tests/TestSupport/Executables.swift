#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `objcrt` executable `swift test` builds beside the test bundle
/// (`.build/<config>/objcrt`), found by walking up from the test executable (which may sit
/// inside a `.xctest` bundle directory), else under the current directory's `.build`.
public func objcrtPath() -> String? {
    var buf = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buf, buf.count - 1)
    var candidates: [String] = []
    if n > 0 {
        var dir = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for _ in 0..<4 {
            guard let slash = dir.lastIndex(of: "/") else { break }
            dir = String(dir[..<slash])
            candidates.append(dir + "/objcrt")
        }
    }
    var cwd = [CChar](repeating: 0, count: 4096)
    if getcwd(&cwd, cwd.count) != nil {
        let here = String(decoding: cwd.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        candidates += [here + "/.build/debug/objcrt", here + "/.build/release/objcrt"]
    }
    return candidates.first { access($0, X_OK) == 0 }
}

/// The names in a directory, sorted, without `.` and `..` (none when it cannot be read).
public func directoryEntries(_ path: String) -> [String] {
    guard let d = opendir(path) else { return [] }
    defer { closedir(d) }
    var out: [String] = []
    while let e = readdir(d) {
        let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { out.append(name) }
    }
    return out.sorted()
}

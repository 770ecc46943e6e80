#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh private directory `/tmp/<tag>-XXXXXX` for one test.
public func makeTempDirectory(_ tag: String = "miniobjc") -> String {
    var template = Array("/tmp/\(tag)-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buf -> String? in
        guard let base = buf.baseAddress, let p = mkdtemp(base) else { return nil }
        return String(cString: p)
    }
    return made ?? "/tmp/\(tag)-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
}

/// Removes `path` and everything under it (test cleanup). Symbolic links are removed, never
/// followed.
public func removeTree(_ path: String) {
    var st = stat()
    guard lstat(path, &st) == 0 else { return }
    if (st.st_mode & S_IFMT) == S_IFDIR {
        if let d = opendir(path) {
            var names: [String] = []
            while let e = readdir(d) {
                let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(d)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

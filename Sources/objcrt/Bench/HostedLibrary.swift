// The hosted benchmark rows' one way to put compiled code into this process: compile the
// sources into a shared library (`objcrt cc --no-link-runtime -O2 -fPIC`, libdispatch) and
// dlopen it, so its sends land in objcrt's own runtime (objcrt is linked --export-dynamic).
#if canImport(Glibc)
import Glibc
#endif

enum HostedLibrary {
    /// Builds `sources` (each compiled with `flags`) into `/tmp/objcrt-bench-<name>-<pid>/`,
    /// runs `beforeLoading` (a Swift layer the library's class references name — nil, or why
    /// it failed), and loads the library. Nil, after one stderr line "<rows>: <why>; skipped",
    /// when anything fails. The folder is removed once loaded, unless `OBJCRT_BENCH_KEEP` is
    /// set (so `perf report` can name the library's functions).
    static func load(rows: String, name: String, sources: [String], flags: [String],
                     beforeLoading: () -> String? = { nil }) -> UnsafeMutableRawPointer? {
        func skip(_ why: String) -> UnsafeMutableRawPointer? {
            printError("\(rows): \(why); skipped")
            return nil
        }
        guard let clang = ClangDriver.findClang() else { return skip("no clang on PATH") }
        let library = RuntimeLibrary(root: RuntimeLibrary.packageRoot(), variant: .foundation, sanitizer: nil)
        let driver = ClangDriver(clang: clang, library: library, linkRuntime: false, sharedRuntime: false, dispatch: true)
        let dir = "/tmp/objcrt-bench-\(name)-\(getpid())"
        mkdir(dir, 0o700)
        defer { if getenv("OBJCRT_BENCH_KEEP") == nil { removeFiles(in: dir) } }
        var objects: [String] = []
        for source in sources {
            let object = dir + "/\(objects.count).o"
            guard (try? driver.compile(["-O2", "-fPIC"] + flags + ["-c", source, "-o", object])) == 0 else {
                return skip("\(source) did not build")
            }
            objects.append(object)
        }
        let path = dir + "/lib\(name).so"
        guard (try? driver.compile(["-shared", "-fPIC"] + objects + ["-o", path])) == 0 else {
            return skip("the library did not link")
        }
        if let why = beforeLoading() { return skip(why) }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL) else {
            return skip("the library does not load into objcrt (\(dlerror().map { String(cString: $0) } ?? "?")); "
                        + "objcrt must be linked --export-dynamic to host compiled code")
        }
        return handle
    }

    /// Removes the files of a flat folder, then the folder.
    static func removeFiles(in dir: String) {
        guard let d = opendir(dir) else { return }
        while let entry = readdir(d) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { unlink(dir + "/" + name) }
        }
        closedir(d)
        rmdir(dir)
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The runtime a compiled program links: MiniObjC's C layers built with the toolchain's
/// clang, from this package's own sources, into `.build/objcrt-cc/<variant>/` as
/// `libminiobjc.a` and `libminiobjc.so` — rebuilt when a source is newer. (SwiftPM builds the
/// same C targets for the Swift modules; a program outside SwiftPM needs them as one library,
/// with or without the value classes, and with a sanitizer when asked.)
///
/// Programs link the static one by default: a call into a shared library goes through the
/// PLT and across images, which on this machine costs a cached send more than the whole rest
/// of objc_msgSend (4.5 ns against 2.1 ns, `objcrt bench`'s compiled.send_cached). The
/// executable then exports the runtime's symbols (`-rdynamic`), so the shared libraries it
/// loads — built by `objcrt cc -shared`, which links no runtime — use the same one.
struct RuntimeLibrary {
    /// Which layers go in.
    enum Variant: String {
        /// The runtime and its Foundation: NSObject and the value classes.
        case foundation
        /// The runtime alone: the program brings its root classes and NSConstantString.
        case runtimeOnly = "runtime-only"
    }

    let root: String
    let variant: Variant
    /// `-fsanitize=` value the library is built with (nil: none).
    let sanitizer: String?

    /// The package root: from this file's path at build time, or `MINIOBJC_ROOT`.
    static func packageRoot() -> String {
        if let env = getenv("MINIOBJC_ROOT") { return String(cString: env) }
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // Sources/objcrt/Compile/RuntimeLibrary.swift
        return parts.joined(separator: "/")
    }

    /// Where compiled programs find `<objc/runtime.h>` and `<Foundation/Foundation.h>`.
    var headers: String { root + "/CSupport/Headers" }

    /// The folder of the library.
    var directory: String {
        root + "/.build/objcrt-cc/" + variant.rawValue + (sanitizer.map { "-" + $0.replacingAll(",", with: "-") } ?? "")
    }

    var layers: [String] {
        switch variant {
        case .foundation: return ["RuntimeCore", "ValueClasses", "LibffiGlue", "ObjCABI"]
        case .runtimeOnly: return ["RuntimeCore", "LibffiGlue", "ObjCABI"]
        }
    }

    /// Every source and header of the layers: a change to any rebuilds the library.
    func sources() -> (compiled: [String], all: [String]) {
        var compiled: [String] = [], all: [String] = []
        for layer in layers {
            for dir in ["/CSupport/\(layer)", "/CSupport/\(layer)/include"] {
                for name in listDirectory(root + dir) {
                    let path = root + dir + "/" + name
                    if name.hasSuffix(".c") || name.hasSuffix(".S") { compiled.append(path) }
                    if name.hasSuffix(".c") || name.hasSuffix(".S") || name.hasSuffix(".h") { all.append(path) }
                }
            }
        }
        return (compiled.sorted(), all)
    }

    /// The static library programs link by default (`--whole-archive`, so every layer's
    /// start-up constructor comes along), and the shared one (`--shared-runtime`).
    var staticLibrary: String { directory + "/libminiobjc.a" }
    var sharedLibrary: String { directory + "/libminiobjc.so" }

    /// Builds both libraries if missing or older than a source; returns an error message on
    /// failure (clang's diagnostics went to standard error). Lock: a lock file in the
    /// directory, so parallel `objcrt cc` runs build them once.
    func ensureBuilt(clang: String) -> String? {
        let (compiled, all) = sources()
        guard !compiled.isEmpty else { return "objcrt cc: no runtime sources under \(root)/CSupport (set MINIOBJC_ROOT to the package)" }
        if !Spawn.makeDirectories(directory) { return "objcrt cc: cannot create \(directory)" }
        let lockFD = open(directory + "/.lock", O_CREAT | O_RDWR, 0o644)
        if lockFD >= 0 { flock(lockFD, LOCK_EX) }
        defer { if lockFD >= 0 { flock(lockFD, LOCK_UN); close(lockFD) } }
        // One clang run compiles every file into one folder, so two files of one name (in two
        // layers) would overwrite each other's object: refused, naming them.
        var seen: [String: String] = [:]
        for path in compiled {
            let name = String(path.split(separator: "/").last ?? "")
            if let other = seen[name] { return "objcrt cc: two runtime sources share the name \(name) (\(other), \(path)); rename one" }
            seen[name] = path
        }
        // Rebuilt when a source is newer than the libraries, or one was added or removed since
        // they were built (the list they were built from is kept beside them).
        let listFile = directory + "/sources.list"
        let list = compiled.joined(separator: "\n") + "\n"
        let newest = all.map(modificationTime).max() ?? 0
        let built = min(modificationTime(staticLibrary), modificationTime(sharedLibrary))
        if built >= newest, built > 0, Spawn.readFile(listFile) == list { return nil }

        // -fexceptions: cleanups in the C layers run when an Objective-C exception unwinds
        // through them (forwarding.c's invocation), as in the package's own build.
        var flags = ["-std=c11", "-D_GNU_SOURCE", "-fPIC", "-O2", "-g", "-w", "-fexceptions"]
        if variant == .runtimeOnly { flags.append("-DRT_RUNTIME_ONLY") }
        if let s = sanitizer { flags += ["-fsanitize=\(s)", "-fno-omit-frame-pointer"] }
        for layer in layers { flags += ["-I", root + "/CSupport/\(layer)/include"] }
        // Each layer's private header sits beside its .c files; clang finds it there (quoted
        // includes search the including file's folder first). One clang run compiles every
        // file into a fresh folder (no two layers share a file name).
        let objects = directory + "/objects.\(getpid())"
        Spawn.removeFlatDirectory(objects)
        if !Spawn.makeDirectories(objects) { return "objcrt cc: cannot create \(objects)" }
        defer { Spawn.removeFlatDirectory(objects) }
        let compile = Spawn.run(clang, ["-c"] + flags + compiled, directory: objects)
        if compile != 0 { return "objcrt cc: building the MiniObjC runtime failed (see clang's messages above)" }
        let objectFiles = listDirectory(objects).filter { $0.hasSuffix(".o") }.sorted().map { objects + "/" + $0 }
        let tempStatic = staticLibrary + ".\(getpid())", tempShared = sharedLibrary + ".\(getpid())"
        unlink(tempStatic)
        guard let archiver = Spawn.which("ar") ?? Spawn.which("llvm-ar"),
              Spawn.run(archiver, ["rcs", tempStatic] + objectFiles) == 0
        else { return "objcrt cc: archiving the runtime failed (is binutils' ar or llvm-ar on PATH?)" }
        var linkShared = ["-shared", "-o", tempShared] + objectFiles + ["-lffi", "-lpthread", "-ldl", "-lm"]
        if let s = sanitizer { linkShared.insert("-fsanitize=\(s)", at: 0) }
        if Spawn.run(clang, linkShared) != 0 { return "objcrt cc: linking the shared runtime failed (see above)" }
        if rename(tempStatic, staticLibrary) != 0 || rename(tempShared, sharedLibrary) != 0 {
            return "objcrt cc: cannot move the runtime into \(directory)"
        }
        if !Spawn.writeFile(listFile, list) { return "objcrt cc: cannot write \(listFile)" }
        return nil
    }
}

/// Seconds since the epoch of the last change, 0 when missing.
func modificationTime(_ path: String) -> Int {
    var st = stat()
    return stat(path, &st) == 0 ? Int(st.st_mtim.tv_sec) * 1_000_000_000 + Int(st.st_mtim.tv_nsec) : 0
}

/// The names in a directory (none when it cannot be read).
func listDirectory(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation in this module's tools).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}

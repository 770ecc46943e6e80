import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif

/// `objcrt cc`: clang for MiniObjC — the GNUstep 2.0 ABI on ELF, MiniObjC's headers, and its
/// runtime linked in. Every argument it does not know is clang's, passed on in order.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cc",
        abstract: "Compile Objective-C for the MiniObjC runtime (clang, GNUstep 2.0 ABI).",
        discussion: """
            Takes clang's flags (-c, -O0…-O3, -D, -U, -I, -fobjc-arc, -fblocks, -fobjc-exceptions, \
            .m/.c/.o files and libraries) as clang would, adds -fobjc-runtime=gnustep-2.0 and \
            MiniObjC's headers, and links libminiobjc.so (built from the package's C sources on \
            first use, into .build/objcrt-cc/; linked statically, with the executable exporting \
            its symbols, so -shared libraries it loads use the same runtime). A compile error shows clang's diagnostics and exits \
            non-zero. Options of its own come before clang's arguments.
            """
    )

    @OptionGroup var options: CompileOptions

    @Argument(parsing: .captureForPassthrough, help: "clang's arguments: files and flags.")
    var clangArguments: [String] = []

    func run() throws {
        let driver = try options.driver()
        if options.printFlags {
            print("CFLAGS=" + driver.compileFlags.joined(separator: " "))
            print("LDFLAGS=" + driver.linkFlags.joined(separator: " "))
            return
        }
        guard !clangArguments.isEmpty else {
            printError("objcrt cc: no input files (try: objcrt cc hello.m -o hello)")
            throw ExitCode(2)
        }
        let status = try driver.compile(clangArguments)
        if status != 0 { throw ExitCode(status) }
    }
}

/// `objcrt run hello.m [args]`: compile to a temporary executable and run it; its output and
/// exit status are the command's (a signal that ends it, 128 + the signal's number).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Compile Objective-C with `objcrt cc` and run it: objcrt run [-fobjc-arc …] hello.m [arguments]."
    )

    @OptionGroup var options: CompileOptions

    @Flag(name: .customLong("host"), help: "Run the program inside objcrt, with its Swift layers (KVO …), instead of as a process of its own (Docs/SeedLibrariesCompiled.md).")
    var host = false

    @Argument(parsing: .captureForPassthrough,
              help: "clang's flags and the source files (.m, .c, .o); the first argument that is neither starts the program's arguments.")
    var arguments: [String] = []

    func run() throws {
        let sources = arguments.prefix { $0.hasSuffix(".m") || $0.hasSuffix(".c") || $0.hasSuffix(".o") || $0.hasPrefix("-") }
        let programArguments = Array(arguments.dropFirst(sources.count))
        guard !sources.isEmpty else {
            printError("objcrt run: no source file (try: objcrt run hello.m)")
            throw ExitCode(2)
        }
        let driver = try options.driver()
        if host {
            let status = try HostedProgram.run(driver: driver, sanitizer: options.sanitize, sources: Array(sources),
                                               arguments: programArguments)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let exe = "/tmp/objcrt-run-\(getpid())"
        let status = try driver.compile(Array(sources) + ["-o", exe])
        if status != 0 { throw ExitCode(status) }
        let code = Spawn.run(exe, programArguments)
        unlink(exe)
        if code != 0 { throw ExitCode(code) }
    }
}

/// The options `cc` and `run` share.
struct CompileOptions: ParsableArguments {
    @Flag(name: .customLong("runtime-only"), help: "Link the runtime alone, without MiniObjC's Foundation (the program brings its root class and NSConstantString).")
    var runtimeOnly = false

    @Flag(name: .customLong("print-flags"), help: "Print the compile and link flags (for a Makefile or CMake) and exit.")
    var printFlags = false

    @Flag(name: .customLong("no-link-runtime"), help: "Do not link the runtime (implied by -shared: a library uses the runtime of the program that loads it).")
    var noLinkRuntime = false

    @Flag(name: .customLong("shared-runtime"), help: "Link libminiobjc.so instead of the static runtime (every send then crosses into the library).")
    var sharedRuntime = false

    @Option(name: .customLong("sanitize"), help: "Build the runtime and the program with -fsanitize=VALUE (address, thread, undefined).")
    var sanitize: String?

    @Flag(name: .customLong("dispatch"), help: "Also compile and link against the toolchain's libdispatch (lib/swift/dispatch, lib/swift/linux); implied by -ldispatch. Blocks handed to it are MiniObjC's: the runtime's _Block_copy interposes libBlocksRuntime's.")
    var dispatch = false

    @Option(name: .customLong("clang"), help: "The clang to use (default: the one beside swift, from PATH, or $OBJCRT_CLANG).")
    var clang: String?

    func driver() throws -> ClangDriver {
        guard let clangPath = clang ?? ClangDriver.findClang() else {
            printError("objcrt cc: no clang found: put the Swift toolchain's bin folder on PATH or pass --clang")
            throw ExitCode(2)
        }
        let library = RuntimeLibrary(root: RuntimeLibrary.packageRoot(), variant: runtimeOnly ? .runtimeOnly : .foundation,
                                     sanitizer: sanitize)
        return ClangDriver(clang: clangPath, library: library, linkRuntime: !noLinkRuntime, sharedRuntime: sharedRuntime,
                           dispatch: dispatch)
    }
}

/// Turns `objcrt cc` arguments into one clang command.
struct ClangDriver {
    let clang: String
    let library: RuntimeLibrary
    let linkRuntime: Bool
    let sharedRuntime: Bool
    /// Whether the toolchain's libdispatch and its headers are wanted (`--dispatch`, or
    /// `-ldispatch` among clang's arguments).
    var dispatch: Bool

    /// `$OBJCRT_CLANG`, else the first clang on PATH (the Swift toolchain's, beside swift).
    static func findClang() -> String? {
        getenv("OBJCRT_CLANG").map { String(cString: $0) } ?? Spawn.which("clang")
    }

    /// The driver the demo and the benchmarks use: the runtime with its Foundation, linked
    /// statically, no sanitizer. Nil (and a message on standard error) without a clang.
    static func standard(for purpose: String) -> ClangDriver? {
        guard let clang = findClang() else {
            printError("\(purpose): no clang on PATH (put the Swift toolchain's bin folder there)")
            return nil
        }
        return ClangDriver(clang: clang,
                           library: RuntimeLibrary(root: RuntimeLibrary.packageRoot(), variant: .foundation, sanitizer: nil),
                           linkRuntime: true, sharedRuntime: false, dispatch: false)
    }

    var compileFlags: [String] {
        // Blocks are always on (clang enables them by default only on Darwin): the runtime is
        // also the blocks runtime (CSupport/ObjCABI/blocks.c).
        var flags = ["-fobjc-runtime=gnustep-2.0", "-fblocks", "-I", library.headers]
        // After the system's: the toolchain's folder also holds headers of its own modules.
        if dispatch { flags += ["-idirafter", toolchainLib + "/lib/swift"] }
        if let s = library.sanitizer { flags += ["-fsanitize=\(s)", "-fno-omit-frame-pointer"] }
        return flags
    }

    var linkFlags: [String] {
        guard linkRuntime else { return [] }
        if sharedRuntime { return ["-L", library.directory, "-lminiobjc", "-Wl,-rpath," + library.directory] }
        // gold warns once per sanitizer helper it cannot export under -rdynamic; lld does not.
        var linker = library.sanitizer?.contains("address") == true ? ["-fuse-ld=lld"] : []
        // The toolchain's ThreadSanitizer intercepts libdispatch, so it needs the toolchain's
        // libdispatch and blocks runtime linked in (lib/swift/linux beside clang's bin). The
        // blocks functions and _NSConcrete* classes the runtime exports (-rdynamic) interpose
        // libBlocksRuntime's, so libdispatch copies and releases MiniObjC blocks.
        if dispatch || library.sanitizer?.contains("thread") == true {
            let lib = toolchainLib + "/lib/swift/linux"
            linker += ["-L", lib, "-ldispatch", "-lBlocksRuntime", "-Wl,-rpath," + lib]
        }
        return linker + ["-Wl,--whole-archive", library.staticLibrary, "-Wl,--no-whole-archive", "-rdynamic",
                         "-lffi", "-lpthread", "-ldl", "-lm"]
    }

    /// The toolchain's `usr` folder: clang's bin folder's parent.
    var toolchainLib: String {
        var parts = clang.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/")
    }

    /// Whether clang will link an executable (no -c, -S, -E, -fsyntax-only, and no -shared:
    /// a shared library takes the runtime of the program that loads it).
    static func links(_ arguments: [String]) -> Bool {
        !arguments.contains { ["-c", "-S", "-E", "-fsyntax-only", "-M", "-MM", "-shared"].contains($0) }
    }

    /// Builds the runtime if needed, then runs clang; returns clang's exit status.
    func compile(_ arguments: [String]) throws -> Int32 {
        var driver = self
        if arguments.contains("-ldispatch") { driver.dispatch = true }
        return try driver.compileAs(arguments)
    }

    /// Builds the runtime if needed, then runs clang with these flags. Returns clang's exit status.
    private func compileAs(_ arguments: [String]) throws -> Int32 {
        let linking = ClangDriver.links(arguments) && linkRuntime
        if linking, let message = library.ensureBuilt(clang: clang) {
            printError(message)
            throw ExitCode(1)
        }
        return Spawn.run(clang, compileFlags + arguments + (linking ? linkFlags : []))
    }
}

import ArgumentParser
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#endif

/// `objcrt test A.m B.m … [--filter Class/testMethod]`: compiles XCTest files with MiniObjC's
/// XCTest runner (CSupport/XCTest/XCTest.m) into one shared object, loads it into this process
/// — whose runtime and Swift layers (KVO, …) it then uses — and runs its tests. The exit status
/// is the runner's: 0 when every test passed, 1 when one failed, 2 when nothing was selected;
/// 1 with a message when the files do not compile or the bundle does not load.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Compile XCTest files and run their tests inside objcrt: objcrt test A.m B.m [--filter Class/testMethod].",
        discussion: """
            The files are compiled as Xcode builds tests (-fobjc-arc, -fblocks; pass -fno-objc-arc to \
            turn ARC off) with the same headers as `objcrt cc`, plus <XCTest/XCTest.h>; other clang flags \
            (-I, -D, -O…, libraries) are passed on. Output is XCTest's log; classes and test methods run \
            in alphabetical order. --filter takes Class or Class/testMethod, several separated by commas. \
            --sanitize=address|thread compiles the bundle with that sanitizer; it runs inside objcrt, so \
            objcrt itself must be built with the same one (swift build --sanitize=…).
            """
    )

    @Option(name: .customLong("filter"), help: "Run only these tests: Class or Class/testMethod, comma-separated.")
    var filter: String?

    @Option(name: .customLong("bundle-name"), help: "The bundle's suite name in the log (default: the first file's name, .xctest).")
    var bundleName: String?

    @Flag(name: .customLong("dispatch"), help: "Compile and link against the toolchain's libdispatch (implied by -ldispatch).")
    var dispatch = false

    @Option(name: .customLong("clang"), help: "The clang to use (default: the one beside swift, from PATH, or $OBJCRT_CLANG).")
    var clang: String?

    @Option(name: .customLong("sanitize"), help: "Compile the bundle with -fsanitize=VALUE (address or thread); objcrt must be built with the same.")
    var sanitize: String?

    @Argument(parsing: .captureForPassthrough, help: "The test files (.m, .c, .o) and clang's flags.")
    var arguments: [String] = []

    func run() throws {
        // Captured arguments skip ArgumentParser's own --help handling.
        if arguments.first == "--help" || arguments.first == "-h" {
            print(Self.helpMessage())
            return
        }
        // The command's own options may also follow the files (ArgumentParser hands everything
        // after the first file to clang's list).
        var clangArguments: [String] = [], filter = self.filter, bundleName = self.bundleName, dispatch = self.dispatch
        var sanitize = self.sanitize
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--filter", let value = rest.popFirst() { filter = value }
            else if argument.hasPrefix("--filter=") { filter = String(argument.dropFirst("--filter=".count)) }
            else if argument == "--bundle-name", let value = rest.popFirst() { bundleName = value }
            else if argument == "--dispatch" { dispatch = true }
            else if argument.hasPrefix("--sanitize=") { sanitize = String(argument.dropFirst("--sanitize=".count)) }
            else { clangArguments.append(argument) }
        }
        let sources = clangArguments.filter { !$0.hasPrefix("-") && ($0.hasSuffix(".m") || $0.hasSuffix(".c") || $0.hasSuffix(".o")) }
        guard let first = sources.first else {
            printError("objcrt test: no test files (try: objcrt test MyTests.m)")
            throw ExitCode(2)
        }
        for source in sources where access(source, R_OK) != 0 {
            printError("objcrt test: cannot read \(source)")
            throw ExitCode(2)
        }
        if filter?.isEmpty == true {
            printError("objcrt test: --filter needs Class or Class/testMethod")
            throw ExitCode(2)
        }
        var sanitizerFlags: [String] = []
        if let sanitize {
            // The bundle's instrumentation calls the sanitizer's runtime, which only an objcrt built
            // with the same sanitizer has (a shared object does not bring its own).
            let runtimeSymbol = ["address": "__asan_init", "thread": "__tsan_init"][sanitize]
            guard let runtimeSymbol else {
                printError("objcrt test: --sanitize takes address or thread, not '\(sanitize)'")
                throw ExitCode(2)
            }
            guard dlsym(UnsafeMutableRawPointer(bitPattern: 0), runtimeSymbol) != nil else {
                printError("objcrt test: --sanitize=\(sanitize) needs an objcrt built with it (swift build --sanitize=\(sanitize)): "
                           + "the bundle runs inside objcrt")
                throw ExitCode(2)
            }
            sanitizerFlags = ["-fsanitize=\(sanitize)", "-fno-omit-frame-pointer"]
        }
        guard let clangPath = clang ?? ClangDriver.findClang() else {
            printError("objcrt test: no clang found: put the Swift toolchain's bin folder on PATH or pass --clang")
            throw ExitCode(2)
        }
        let root = RuntimeLibrary.packageRoot()
        let runner = root + "/CSupport/XCTest/XCTest.m"
        guard access(runner, R_OK) == 0 else {
            printError("objcrt test: the XCTest runner is missing: \(runner) (set MINIOBJC_ROOT to the package)")
            throw ExitCode(2)
        }
        let driver = ClangDriver(clang: clangPath, library: RuntimeLibrary(root: root, variant: .foundation, sanitizer: nil),
                                 linkRuntime: false, sharedRuntime: false, dispatch: dispatch || clangArguments.contains("-ldispatch"))

        let directory = makeTemporaryDirectory()
        defer { Spawn.removeFlatDirectory(directory) }
        let runnerObject = directory + "/XCTest.o", bundle = directory + "/tests.so"
        // The runner is always ARC (it is written for it); the test files take the user's flags
        // after the defaults, so -fno-objc-arc wins. ARC code is built exception-safe
        // (-fobjc-arc-exceptions, which Xcode leaves off): in a test an exception is normal flow
        // (XCTAssertThrows, a failed NSAssert), and ARC frames it passes release their locals
        // instead of leaking them.
        guard try driver.compile(["-c", "-fPIC", "-fobjc-arc", "-fobjc-arc-exceptions", "-O1"] + sanitizerFlags
                                 + [runner, "-o", runnerObject]) == 0 else {
            printError("objcrt test: compiling the XCTest runner failed (see clang's messages above)")
            throw ExitCode(1)
        }
        var dispatchLink: [String] = []
        if driver.dispatch {
            let lib = driver.toolchainLib + "/lib/swift/linux"
            dispatchLink = ["-L", lib, "-Wl,-rpath," + lib]
            if !clangArguments.contains("-ldispatch") { dispatchLink.append("-ldispatch") }
        }
        let compiled = try driver.compile(["-shared", "-fPIC", "-fobjc-arc", "-fobjc-arc-exceptions"] + sanitizerFlags
                                          + clangArguments + dispatchLink
                                          + [runnerObject, "-o", bundle])
        guard compiled == 0 else {
            printError("objcrt test: the test files do not compile (see clang's messages above)")
            throw ExitCode(1)
        }

        let name = bundleName ?? (baseName(first) + ".xctest")
        let status = TestHost.run(bundle: bundle, bundleName: name, filter: filter)
        fflush(nil)
        if status != 0 { throw ExitCode(status) }
    }

    /// "Tests/FooTests.m" → "FooTests".
    private func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }

    /// A fresh private folder under /tmp for the bundle.
    private func makeTemporaryDirectory() -> String {
        var template = Array("/tmp/objcrt-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? "/tmp/objcrt-test-\(getpid())"
        }
    }
}

/// Loads a test bundle into this process and calls its runner.
enum TestHost {
    /// The runner's entry: `int MiniObjCXCTestMain(const char *bundleName, const char *filter)`,
    /// called through the catch barrier — the IMP in the sixth integer argument's place — so no
    /// Objective-C exception can unwind into these Swift frames.
    typealias BarrierEntry = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int, Int, Int,
                                             UnsafeMutableRawPointer?) -> Int32

    /// Starts the Swift layers, loads `bundle` (its classes register as it loads), runs its
    /// tests; returns the exit status (1 with a message when the bundle does not load).
    static func run(bundle: String, bundleName: String, filter: String?) -> Int32 {
        startHostLayers()
        guard let handle = dlopen(bundle, RTLD_NOW | RTLD_GLOBAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            printError("objcrt test: the test bundle does not load: \(reason)")
            return 1
        }
        if let raised = ObjCException.takePending() {
            printError("objcrt test: loading the test bundle raised: \(raised)")
            return 1
        }
        guard let entry = dlsym(handle, "MiniObjCXCTestMain") else {
            printError("objcrt test: the test bundle has no XCTest runner (MiniObjCXCTestMain)")
            return 1
        }
        let call = unsafeBitCast(ExceptionBarrier.entry, to: BarrierEntry.self)
        let status = bundleName.withCString { name in
            if let filter { return filter.withCString { call(name, $0, 0, 0, 0, entry) } }
            return call(name, nil, 0, 0, 0, entry)
        }
        fflush(nil)
        if let escaped = ObjCException.takePending() {
            printError("objcrt test: the XCTest runner ended by an exception: \(escaped)")
            return 1
        }
        return status
    }
}

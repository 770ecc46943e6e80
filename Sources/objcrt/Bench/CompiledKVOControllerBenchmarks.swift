// compiled.kvocontroller_block_setter: facebook/KVOController's FBKVOController.m, compiled,
// against MiniObjC's Swift KVOController.
import KeyValueObserving
#if canImport(Glibc)
import Glibc
#endif

/// Builds Benchmarks/compiled/kvocontroller_bench.m with the original FBKVOController.m into a
/// shared library (`objcrt cc -O2 --no-link-runtime`), loads it into this process — which
/// exports the runtime, so the library's sends land in it, and whose Swift KVO gives NSObject
/// `-addObserver:…` — and times its observed setter beside kvo.controller_block_setter.
/// Skipped, with a message, when no clang is on PATH or the library does not build.
func compiledKVOControllerBenchmarks() -> [BenchPair] {
    guard let library = CompiledKVOControllerLibrary.functions, let baseline = kvoControllerBlockSetterCase() else { return [] }
    /// `n` sets through one of the library's loops, every notification checked.
    func row(_ name: String, _ body: @escaping CompiledKVOControllerLibrary.Setter) -> BenchCase {
        BenchCase(name: name) { n in
            let delivered = body(UInt64(n))
            if delivered != UInt64(n) {
                printError("\(name): \(UInt64(n) &- delivered) notifications lost")
                exit(3)
            }
            return delivered
        }
    }
    return [
        BenchPair(subject: row("compiled.kvocontroller_block_setter", library.blockSetter), baseline: baseline),
        // The KVO delivery alone, to a compiled observer: what of the row above is not FBKVOController's.
        BenchPair(subject: row("compiled.kvo_observer_setter", library.observerSetter), baseline: baseline),
    ]
}

/// Whether a header of `folder` mentions `text`.
private func foundationDeclares(_ text: String, in folder: String) -> Bool {
    guard let dir = opendir(folder) else { return false }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard name.hasSuffix(".h") else { continue }
        if CompiledBenchmarks.readLines(folder + "/" + name).contains(where: { $0.contains(text) }) { return true }
    }
    return false
}

private enum CompiledKVOControllerLibrary {
    typealias Setter = @convention(c) (UInt64) -> UInt64

    struct Functions: @unchecked Sendable {
        let blockSetter: Setter
        let observerSetter: Setter
    }

    /// The library's `kvoc_bench_block_setter` (after its set-up observed once) and
    /// `kvoc_bench_observer_setter`; nil when the library cannot be built or loaded.
    static let functions: Functions? = {
        KeyValueObserving.install()
        guard let clang = ClangDriver.findClang() else {
            printError("compiled.kvocontroller_block_setter: no clang on PATH; skipped")
            return nil
        }
        let library = RuntimeLibrary(root: RuntimeLibrary.packageRoot(), variant: .foundation, sanitizer: nil)
        let driver = ClangDriver(clang: clang, library: library, linkRuntime: false, sharedRuntime: false, dispatch: true)
        let root = library.root, third = root + "/Tests/ThirdParty/KVOController"
        let output = "/tmp/objcrt-bench-kvocontroller-\(getpid()).so"
        defer { unlink(output) }
        // FBKVOController.m makes its NSHashTable only for iOS or macOS: built as for macOS.
        let common = ["-O2", "-fPIC", "-shared", "-fobjc-arc", "-D__MAC_OS_X_VERSION_MIN_REQUIRED=101300", "-I", third,
                      third + "/FBKVOController/FBKVOController.m", root + "/Benchmarks/compiled/kvocontroller_bench.m"]
        // Until the rest of issue 20's Foundation (format strings, NSAssert …) is in the
        // headers, FBKVOController.m needs the stand-ins the hosted tests use.
        let pending = root + "/Tests/CompiledObjCTests/Programs/kvocontroller_hosted/pending_foundation"
        let extra = foundationDeclares("appendFormat:", in: library.headers + "/Foundation") ? []
            : ["-include", pending + ".h", pending + ".m"]
        guard (try? driver.compile(common + extra + ["-o", output])) == 0 else {
            printError("compiled.kvocontroller_block_setter: the library did not build; skipped")
            return nil
        }
        guard let handle = dlopen(output, RTLD_NOW | RTLD_GLOBAL),
              let setUp = dlsym(handle, "kvoc_bench_setup"), let run = dlsym(handle, "kvoc_bench_block_setter"),
              let plain = dlsym(handle, "kvoc_bench_observer_setter") else {
            let why = dlerror().map { String(cString: $0) } ?? "no symbol"
            printError("compiled.kvocontroller_block_setter: the library did not load (\(why)); skipped")
            return nil
        }
        guard unsafeBitCast(setUp, to: (@convention(c) () -> Int32).self)() == 1 else {
            printError("compiled.kvocontroller_block_setter: FBKVOController did not observe; skipped")
            return nil
        }
        return Functions(blockSetter: unsafeBitCast(run, to: Setter.self), observerSetter: unsafeBitCast(plain, to: Setter.self))
    }()
}

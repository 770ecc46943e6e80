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
        let root = RuntimeLibrary.packageRoot(), third = root + "/Tests/ThirdParty/KVOController"
        // FBKVOController.m makes its NSHashTable only for iOS or macOS: built as for macOS.
        guard let handle = HostedLibrary.load(
            rows: "compiled.kvocontroller_block_setter", name: "kvocontroller",
            sources: [third + "/FBKVOController/FBKVOController.m", root + "/Benchmarks/compiled/kvocontroller_bench.m"],
            flags: ["-fobjc-arc", "-D__MAC_OS_X_VERSION_MIN_REQUIRED=101300", "-I", third]) else { return nil }
        guard let setUp = dlsym(handle, "kvoc_bench_setup"), let run = dlsym(handle, "kvoc_bench_block_setter"),
              let plain = dlsym(handle, "kvoc_bench_observer_setter") else {
            let why = dlerror().map { String(cString: $0) } ?? "no symbol"
            printError("compiled.kvocontroller_block_setter: the library lacks its entry points (\(why)); skipped")
            return nil
        }
        guard unsafeBitCast(setUp, to: (@convention(c) () -> Int32).self)() == 1 else {
            printError("compiled.kvocontroller_block_setter: FBKVOController did not observe; skipped")
            return nil
        }
        return Functions(blockSetter: unsafeBitCast(run, to: Setter.self), observerSetter: unsafeBitCast(plain, to: Setter.self))
    }()
}

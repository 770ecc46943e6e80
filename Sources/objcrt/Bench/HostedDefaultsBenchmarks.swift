import DynamicDefaults
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#endif

/// `compiled.gvuserdefaults_get_int` / `set_int`: compiled code that needs a Swift layer runs
/// inside this process. DynamicDefaults installs `NSUserDefaults` (over a store in a temporary
/// folder); GVUserDefaults.m and the example's category (Tests/ThirdParty/GVUserDefaults, ARC,
/// libdispatch) with Benchmarks/compiled/gvuserdefaults_bench.m are compiled into a library
/// and loaded here; the library times the original's generated `integerValue` accessor and
/// DynamicDefaults' generated accessor of the same property, both sent from compiled code.
///
/// `objcrt` exports the runtime to the libraries it loads (linked `--export-dynamic`, as
/// `objcrt test` needs); a library that does not load skips the rows with a message.
enum HostedDefaultsBenchmarks {
    struct Row {
        let name: String
        let nsPerOp: Double
        let baseline: String
        let baselineNsPerOp: Double
    }

    static func run(iterations: Int = 200_000) -> [Row]? {
        let root = RuntimeLibrary.packageRoot()
        let third = root + "/Tests/ThirdParty/GVUserDefaults"
        // The store's domain files, for the length of the run.
        let dir = "/tmp/objcrt-bench-gvuserdefaults-store-\(getpid())"
        mkdir(dir, 0o700)
        defer { HostedLibrary.removeFiles(in: dir) }
        var dynamic: DefaultsAccessors?, store: DefaultsStore?
        // NSUserDefaults first (the library's class references name it), then the library.
        guard let handle = HostedLibrary.load(
            rows: "compiled.gvuserdefaults_*", name: "gvuserdefaults",
            sources: [third + "/GVUserDefaults.m", third + "/GVUserDefaults+Properties.m",
                      root + "/Benchmarks/compiled/gvuserdefaults_bench.m"],
            flags: ["-fobjc-arc", "-I", third],
            beforeLoading: {
                guard (try? UserDefaultsClass.install(directory: dir)) != nil, let s = UserDefaultsClass.standardStore,
                      let d = dynamicInstance(store: s) else { return "NSUserDefaults could not be installed" }
                (dynamic, store) = (d, s)
                return nil
            }), let dynamic, let store else { return nil }
        typealias Bench = @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutablePointer<CChar>?, Int) -> Void
        guard let symbol = dlsym(handle, "gvuserdefaults_bench") else { return nil }
        var buffer = [CChar](repeating: 0, count: 4096)
        dynamic.instance.withUnsafePointer { unsafeBitCast(symbol, to: Bench.self)($0, iterations, &buffer, buffer.count) }
        _ = try? store.synchronize()
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "\n").compactMap { parse(String($0)) }
    }

    /// DynamicDefaults' accessors for a class with the example's `integerValue` property, over
    /// the same store (and the same key) as NSUserDefaults' standard object.
    static func dynamicInstance(store: DefaultsStore) -> DefaultsAccessors? {
        let name = "GVBenchDynamic\(getpid())"
        guard let builder = try? ClassBuilder(name: name, superclass: .nsObject),
              (try? builder.addProperty("integerValue", attributes: "Tq,D,N")) != nil,
              let cls = try? builder.register() else { return nil }
        return try? DefaultsAccessors(for: cls, store: store, transformKey: { _ in "NSUserDefaultIntegerValue" })
    }

    static func parse(_ line: String) -> Row? {
        func field(_ key: String) -> Substring? { CompiledBenchmarks.field(key, in: line) }
        guard let name = field("name")?.dropFirst().dropLast(), let ns = field("ns_per_op").flatMap({ Double($0) }),
              let baseline = field("baseline")?.dropFirst().dropLast(),
              let base = field("baseline_ns_per_op").flatMap({ Double($0) }) else { return nil }
        return Row(name: String(name), nsPerOp: ns, baseline: String(baseline), baselineNsPerOp: base)
    }
}

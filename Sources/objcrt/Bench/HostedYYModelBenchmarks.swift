import ModelMapping
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#endif

/// `compiled.yymodel_from_json_10k` / `compiled.yymodel_from_dictionary_10k`: YYModel's own
/// source and its benchmark's GitHubUser model (Tests/ThirdParty/YYModel, unmodified) compiled
/// with ARC and libdispatch, with Benchmarks/compiled/yymodel_bench.m, into a library loaded
/// into this process after ModelMapping's NSJSONSerialization is installed. The library maps
/// the model.*_10k rows' own 10,000 documents (GitHubBench.state: the JSON bytes, and the same
/// NSDictionary objects model.from_dictionary_10k maps), and the rows are timed by the same
/// harness as every Swift row, interleaved with their baselines:
/// - compiled.yymodel_from_json_10k against ModelMapping's model.from_json_10k (Swift);
/// - compiled.yymodel_from_dictionary_10k against compiled.manual_10k, hand-written compiled
///   Objective-C reading the same dictionaries;
/// - compiled.modelmapping_from_json_10k (ModelMapping mapping into the compiled YYGHUser class)
///   against compiled.yymodel_from_json_10k: the same class, the same setters, only the mapper
///   differs.
/// One operation is one pass over the 10,000 documents. Nothing is compiled until a row runs;
/// the library is built in /tmp/objcrt-bench-yymodel-<pid>, removed after loading unless
/// `OBJCRT_BENCH_KEEP` is set (so `perf report` can name its functions).
func hostedYYModelBenchmarks() -> [BenchPair] {
    typealias Entry = @convention(c) (Int) -> UInt64
    func compiled(_ name: String, _ symbol: String) -> BenchCase {
        BenchCase(name: name) { n in
            guard let library = HostedYYModel.library, let entry = dlsym(library, symbol) else { return 0 }
            return unsafeBitCast(entry, to: Entry.self)(n)
        }
    }
    // The same body as ModelBenchmarks' model.from_json_10k, so the two sit in one pair.
    let swiftFromJSON = BenchCase(name: "model.from_json_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        var failures: UInt64 = 0
        for _ in 0..<n {
            for json in s.json {
                do { blackHole(try s.cls.model(withJSONData: json)) } catch { failures &+= 1 }
            }
        }
        return failures
    }
    // ModelMapping into YYModel's own compiled class (its clang-synthesized setters and its
    // +modelCustomPropertyMapper, which ModelMapping asks as YYModel does): the same class on
    // both sides, so only the mappers differ. model.from_json_10k's class has setters made by
    // ObjCHeaders in Swift.
    let swiftIntoCompiledClass = BenchCase(name: "compiled.modelmapping_from_json_10k") { n in
        guard let s = GitHubBench.state, let cls = HostedYYModel.compiledUserClass else { return 0 }
        var failures: UInt64 = 0
        for _ in 0..<n {
            for json in s.json {
                do { blackHole(try cls.model(withJSONData: json)) } catch { failures &+= 1 }
            }
        }
        return failures
    }
    return [
        BenchPair(subject: compiled("compiled.yymodel_from_json_10k", "yymodel_bench_from_json"), baseline: swiftFromJSON),
        BenchPair(subject: swiftIntoCompiledClass, baseline: compiled("compiled.yymodel_from_json_10k", "yymodel_bench_from_json")),
        BenchPair(subject: compiled("compiled.yymodel_from_dictionary_10k", "yymodel_bench_from_dictionary"),
                  baseline: compiled("compiled.manual_10k", "yymodel_bench_manual")),
    ]
}

enum HostedYYModel {
    /// The loaded library with its documents handed in, or nil (said once on stderr).
    nonisolated(unsafe) static let library: UnsafeMutableRawPointer? = load()
    /// YYGHUser, the benchmark's model class as GitHubUser.m compiles it, once the library is in.
    static let compiledUserClass: ObjCClass? = library == nil ? nil : ObjCClass.lookUp("YYGHUser")

    private static func load() -> UnsafeMutableRawPointer? {
        func skip(_ why: String) -> UnsafeMutableRawPointer? {
            printError("compiled.yymodel_*: \(why); skipped")
            return nil
        }
        guard let state = GitHubBench.state else { return skip("the 10,000 documents could not be made") }
        let root = RuntimeLibrary.packageRoot()
        let yy = root + "/Tests/ThirdParty/YYModel"
        let support = yy + "/Benchmark/Support"
        // GitHubUser.{h,m} import the other mappers' umbrella headers and use MacTypes' UInt64:
        // Benchmark/Support stands in for them (UPSTREAM.md).
        guard let handle = HostedLibrary.load(
            rows: "compiled.yymodel_*", name: "yymodel",
            sources: [yy + "/YYModel/NSObject+YYModel.m", yy + "/YYModel/YYClassInfo.m", yy + "/Benchmark/GitHubUser.m",
                      support + "/BenchmarkStandIns.m", root + "/Benchmarks/compiled/yymodel_bench.m"],
            flags: ["-fobjc-arc", "-w", "-I", yy, "-I", yy + "/YYModel", "-I", yy + "/Benchmark",
                    "-I", support, "-include", support + "/MacTypes.h"],
            // NSJSONSerialization first: the library's class references name it.
            beforeLoading: { (try? JSONSerializationClass.install()) == nil ? "NSJSONSerialization could not be installed" : nil })
        else { return nil }
        typealias Prepare = @convention(c) (UnsafePointer<UnsafeMutableRawPointer?>, UnsafePointer<UnsafePointer<UInt8>?>,
                                            UnsafePointer<Int>, Int) -> Void
        typealias Check = @convention(c) () -> Int
        guard let prepare = dlsym(handle, "yymodel_bench_prepare"), let check = dlsym(handle, "yymodel_bench_check") else {
            return skip("the library lacks its entry points")
        }
        let objectPointers: [UnsafeMutableRawPointer?] = state.dictionaries.map { $0.pointer }
        let lengths = state.json.map { $0.count }
        // The bytes are copied into NSData inside prepare, while these buffers are alive.
        let buffers = state.json.map { bytes -> UnsafeMutablePointer<UInt8> in
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
            p.initialize(from: bytes, count: bytes.count)
            return p
        }
        defer { buffers.forEach { $0.deallocate() } }
        let bytePointers: [UnsafePointer<UInt8>?] = buffers.map { UnsafePointer($0) }
        withExtendedLifetime(state.dictionaries) {
            unsafeBitCast(prepare, to: Prepare.self)(objectPointers, bytePointers, lengths, state.json.count)
        }
        let differing = unsafeBitCast(check, to: Check.self)()
        guard differing == 0 else {
            return skip(differing < 0 ? "a document did not map" : "\(differing) documents map differently in YYModel and by hand")
        }
        // ModelMapping into the compiled class gives what it gives into its own: the pair that
        // compares the two mappers on one class must time real mapping, not a thrown error.
        guard let compiledClass = ObjCClass.lookUp("YYGHUser"), let mapped = try? compiledClass.model(withJSONData: state.json[0]),
              let id = try? mapped.send("userID", as: UInt64.self), id != 0,
              id == (try? state.models[0].send("userID", as: UInt64.self)) else {
            return skip("ModelMapping does not map the first document into YYGHUser")
        }
        return handle
    }
}

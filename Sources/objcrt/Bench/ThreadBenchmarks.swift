// How the runtime behaves when threads share it. Each read path is timed with 1, 2, 4 and 8
// threads running it at once, every thread doing the whole count, so a row's ns per op is one
// thread's cost per operation and its ratio is that cost on N threads to the cost on one.
// On a machine with C cores, up to C threads run in parallel (a ratio of 1.0 is perfect
// scaling); beyond C they take turns, so N/C is what time-slicing alone costs and anything
// above it is contention — on this project's 2-core machine, 2 threads is the honest figure
// and 4 and 8 should read about 2× and 4×. `class.add_method_while_sending` is 7 senders while
// an eighth thread adds methods and categories to the class they send to, against the same 7
// senders alone (the eighth thread makes about 20,000 changes a second). `call.direct_threads`
// is the control: a loop that shares nothing, so its ratio is what the machine itself (its
// cores, the hypervisor, the other processes on it) does to N threads in the same run.
import DynamicDefaults
import KeyValueObserving
import ModelMapping
import ObjCRuntime
import Synchronization
internal import CRuntimeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread counts each scaling row compares with one thread.
private let threadCounts = [2, 4, 8]

/// A thread's work: `op(t, n)` performs n operations as thread t and returns a value derived
/// from them (so the work is used).
private typealias ThreadOp = @Sendable (_ thread: Int, _ count: Int) -> UInt64

/// `area_threads_N` against `area_threads_1`, for each N: every thread runs `op` n times.
private func scalingRows(_ area: String, _ pool: WorkerPool, _ op: @escaping ThreadOp) -> [BenchPair] {
    func onThreads(_ k: Int) -> BenchCase {
        // Exactly n per thread: the harness divides the round's time by n. (Handing a round
        // to the threads costs microseconds; calibration grows n far past that.)
        BenchCase(name: "\(area)_threads_\(k)") { n in
            pool.run(threads: k) { t in blackHole(op(t, n)) }
            return UInt64(n)
        }
    }
    let one = onThreads(1)
    return threadCounts.map { BenchPair(subject: onThreads($0), baseline: one) }
}

func threadBenchmarks() -> [BenchPair] {
    let pool = WorkerPool(threads: 8)
    var pairs: [BenchPair] = []
    // The control: call.direct's loop touches nothing shared, so its ratio is what the
    // machine alone (cores, the hypervisor, other processes) does to N threads; a row's ratio
    // is read against it, measured in the same run.
    pairs += scalingRows("call.direct", pool) { _, n in callDirectCase().body(n) }
    if let state = SendBench.state {
        // send.cached's loop: the inlined cache probe and a call of the IMP, one shared object.
        pairs += scalingRows("send.cached", pool) { _, n in sendCachedLoop(state, n) }
    }
    // selector.intern_existing's loop: a name already in the table.
    let name = "observeValueForKeyPath:ofObject:"
    _ = Selector(name)
    pairs += scalingRows("selector.intern", pool) { _, n in
        let s = opaque(name)
        var acc: UInt64 = 0
        for _ in 0..<n { acc &+= UInt64(UInt(bitPattern: Selector(s).rawValue)) }
        return acc
    }
    pairs += addMethodWhileSending(pool)
    // kvo.observed_setter's loop; thread t sets its own observed object.
    if let objects = try? (0..<8).compactMap({ _ in try makeKVOBenchObject() }), objects.count == 8 {
        pairs += scalingRows("kvo.observed_setter", pool) { t, n in
            UInt64(bitPattern: Int64(setLevel(objects[t].observed, n)))
        }
    }
    // One GitHub user's JSON to a model per operation; the class-info cache is shared.
    // (The 10,000 users are made on first use, not when the rows are listed.)
    pairs += scalingRows("model.from_json", pool) { t, n in
        guard let state = GitHubBench.state else { return 0 }
        var failures: UInt64 = 0
        for i in 0..<n {
            let json = state.json[(t &* 1_237 &+ i) % state.json.count]
            if (try? state.cls.model(withJSONData: json)) == nil { failures += 1 }
        }
        return failures
    }
    pairs += defaultsRows(pool)
    return pairs
}

/// `defaults.get_threads_N` and `defaults.set_threads_N`: the generated getter and setter of
/// one accessor class on one store (as `defaults.get_int` / `defaults.set_int`), every thread
/// reading or setting its own key.
private func defaultsRows(_ pool: WorkerPool) -> [BenchPair] {
    let keys = (0..<8).map { "count\($0)" }
    guard let builder = try? ClassBuilder(name: "BenchThreadsInfo_\(getpid())"),
          (try? keys.forEach { _ = try builder.addProperty($0, attributes: "Tq,N,D") }) != nil,
          let cls = try? builder.register(),
          let store = try? DefaultsStore(suiteName: DefaultsBenchFiles.oursDomain + ".threads",
                                         directory: DefaultsBenchFiles.oursDirectory, arguments: []),
          let accessors = try? DefaultsAccessors(for: cls, store: store) else {
        printError("defaults.*_threads: could not build the accessor class")
        return []
    }
    typealias Getter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer) -> Int64
    typealias Setter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int64) -> Void
    // Each key holds a value, so a get reads the store's dictionary (not the fallback of a
    // missing key).
    for (i, key) in keys.enumerated() { store.set(i, forKey: key) }
    let getters = keys.map { Selector($0) }
    let setters = keys.map { Selector("set" + $0.prefix(1).uppercased() + $0.dropFirst() + ":") }
    let gets = scalingRows("defaults.get", pool) { t, n in
        let receiver = accessors.instance.pointer
        let getter = getters[t]
        var sum: Int64 = 0
        for _ in 0..<n {
            var r: UnsafeMutableRawPointer? = receiver
            let imp = MessageSend.lookup(&r, getter)
            sum &+= unsafeBitCast(imp, to: Getter.self)(r, getter.rawValue)
        }
        return UInt64(bitPattern: sum)
    }
    return gets + scalingRows("defaults.set", pool) { t, n in
        let receiver = accessors.instance.pointer
        let setter = setters[t]
        for i in 0..<n {
            var r: UnsafeMutableRawPointer? = receiver
            let imp = MessageSend.lookup(&r, setter)
            unsafeBitCast(imp, to: Setter.self)(r, setter.rawValue, Int64(i))
        }
        return UInt64(n)
    }
}

/// What the senders and the mutator of one `class.add_method_while_sending` round share.
private final class MutationRun: Sendable {
    let sendersLeft = Atomic<Int>(0)
    let wrongResults = Atomic<Int>(0)
}

/// Two IMPs with the same behaviour (x + 1), so a send that finds either is right and one that
/// finds anything else (a torn cache entry) is caught by its result.
private let incA: IncIMP = { _, _, x in x &+ 1 }
private let incB: IncIMP = { _, _, x in 1 &+ x }

/// The class the senders send `-inc:` to and the mutator changes. Unchecked: its pointers are
/// the runtime's, which is thread-safe; `added` is atomic.
private final class MutationTarget: @unchecked Sendable {
    let cls: ObjCClass
    let object: ObjCObject
    let method: ObjCRuntime.Method
    let receiver: id
    let sel: SEL
    let a: ObjCRuntime.IMP, b: ObjCRuntime.IMP
    let added = Atomic<Int>(0)

    init?() {
        guard let builder = try? ClassBuilder(name: "BenchMutated_\(getpid())"),
              let a = unsafeIMP(incA), let b = unsafeIMP(incB),
              (try? builder.addMethod("inc:", types: "q24@0:8q16", imp: a)) != nil,
              let cls = try? builder.register(), let object = try? cls.new(),
              let method = cls.instanceMethod(for: "inc:") else { return nil }
        (self.cls, self.object, self.method, self.a, self.b) = (cls, object, method, a, b)
        receiver = object.pointer.assumingMemoryBound(to: rt_object.self)
        sel = Selector("inc:").rawValue.assumingMemoryBound(to: rt_selector.self)
    }

    /// One sender's n sends, each result checked.
    func send(_ n: Int, _ run: MutationRun) -> UInt64 {
        var x = 0
        for i in 0..<n {
            var r: id? = receiver
            let imp = rt_msg_lookup_inline(&r, sel)
            let y = unsafeBitCast(imp, to: IncIMP.self)(UnsafeMutableRawPointer(r), UnsafeRawPointer(sel), i)
            if y != i &+ 1 { run.wrongResults.add(1, ordering: .relaxed) }
            x &+= y
        }
        run.sendersLeft.subtract(1, ordering: .releasing)
        return UInt64(bitPattern: Int64(x))
    }

    /// Until the senders finish, one change every 50 µs (about 20,000 a second, far more than
    /// a program makes): add a method (up to 2,000 in all; then swap `-inc:`'s IMP between the
    /// two equal ones), and with every 10th added method attach a category. Each change
    /// flushes the class's cache, so the senders miss and refill it. Unpaced, the changes
    /// would hold the runtime lock back to back and every send would queue behind them.
    func mutate(_ run: MutationRun) {
        var step = 0
        var pause = timespec(tv_sec: 0, tv_nsec: 50_000)
        while run.sendersLeft.load(ordering: .acquiring) > 0 {
            step += 1
            let k = added.load(ordering: .relaxed)
            if k < 2_000 {
                _ = try? cls.addMethod(Selector("added\(k):"), types: "q24@0:8q16", imp: a)
                added.store(k + 1, ordering: .relaxed)
                if k % 10 == 0, let category = try? Category(name: "BenchMutation\(getpid())_\(k)") {
                    _ = try? category.addInstanceMethod(Selector("categorized\(k):"), types: "q24@0:8q16", imp: b)
                    try? category.attach(to: cls)
                }
            } else {
                _ = method.setImplementation(step % 2 == 0 ? a : b)
            }
            nanosleep(&pause, nil)
        }
    }
}

/// `class.add_method_while_sending` against `send.cached_7threads`: threads 0…6 send `-inc:`
/// to one object; in the subject, thread 7 meanwhile changes the class (MutationTarget.mutate).
/// A wrong result stops the run. Goal (the issue's): the senders slow by at most 2×.
private func addMethodWhileSending(_ pool: WorkerPool) -> [BenchPair] {
    guard let target = MutationTarget() else {
        printError("class.add_method_while_sending: could not build the class")
        return []
    }
    let senders = 7
    func round(_ name: String, mutating: Bool) -> BenchCase {
        BenchCase(name: name) { n in
            let run = MutationRun()
            run.sendersLeft.store(senders, ordering: .releasing)
            pool.run(threads: mutating ? senders + 1 : senders) { t in
                if t < senders { blackHole(target.send(n, run)) } else { target.mutate(run) }
            }
            let wrong = run.wrongResults.load(ordering: .relaxed)
            if wrong != 0 {
                printError("\(name): \(wrong) sends found a wrong IMP")
                exit(3)
            }
            return UInt64(n)
        }
    }
    return [BenchPair(subject: round("class.add_method_while_sending", mutating: true),
                      baseline: round("send.cached_7threads", mutating: false))]
}

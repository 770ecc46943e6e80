// Issue 11's benchmarks: what isa-swizzling KVO adds to a setter.
import KeyValueObserving
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `- (void)setLevel:(long)x` as a C-convention IMP.
private typealias SetLevelIMP = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Void

/// Notifications one object's observer has received. Touched only by the thread that sets
/// that object (notifications arrive on the setting thread); rounds are separated by thread
/// joins, which order the counts between threads.
private final class NotificationCount: @unchecked Sendable {
    var value = 0
}

/// An observed object (isa swizzled, one closure observer asking for `.new`) with its count,
/// and an unobserved instance of the same class.
private struct KVOBenchObject: @unchecked Sendable {
    let observed: ObjCObject
    let unobserved: ObjCObject
    let count: NotificationCount
    let observation: KeyValueObservation
}

/// The bench class and its `_level` ivar offset, made once (a lazily initialized global, so
/// the C IMPs below can read the offset without capturing anything).
private let kvoBenchClass: (cls: ObjCClass, offset: Int)? = {
    let set: SetLevelIMP = { receiver, _, x in
        guard let receiver, let offset = kvoBenchClass?.offset else { return }
        (receiver + offset).storeBytes(of: x, as: Int.self)
    }
    let get: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int = { receiver, _ in
        guard let receiver, let offset = kvoBenchClass?.offset else { return 0 }
        return (receiver + offset).load(as: Int.self)
    }
    do {
        let builder = try ClassBuilder(name: "BenchKVOLevel_\(getpid())")
        try builder.addIvar("_level", size: 8, log2Alignment: 3, types: "q")
        try builder.addMethod("setLevel:", types: "v24@0:8q16", function: set)
        try builder.addMethod("level", types: "q16@0:8", function: get)
        try builder.addProperty("level", attributes: "Tq,N,V_level")
        let cls = try builder.register()
        guard let ivar = cls.ivar(named: "_level") else { return nil }
        return (cls, ivar.offset)
    } catch {
        printError("kvo benchmarks skipped: \(error)")
        return nil
    }
}()

private func makeKVOBenchObject() throws -> KVOBenchObject? {
    guard let cls = kvoBenchClass?.cls else { return nil }
    let observed = try cls.new()
    let count = NotificationCount()
    let observation = try observed.observe("level", options: [.new]) { _ in count.value += 1 }
    return KVOBenchObject(observed: observed, unobserved: try cls.new(), count: count, observation: observation)
}

/// `n` sends of `[object setLevel:i]` through the runtime, as compiled code makes them (the
/// selector interned once, as the compiler's selector reference is).
@inline(__always)
private func setLevel(_ object: ObjCObject, _ n: Int) -> Int {
    let sel = Selector("setLevel:")
    var x = 0
    for i in 0..<n {
        try? object.withIMP(for: sel, as: SetLevelIMP.self) { f, r, s in f(r, s, i) }
        x &+= i
    }
    return x
}

/// Runs `body(t)` on `count` new threads at once and waits for all of them.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Job: @unchecked Sendable {
        let index: Int
        let body: @Sendable (Int) -> Void
        init(_ index: Int, _ body: @escaping @Sendable (Int) -> Void) { self.index = index; self.body = body }
    }
    var threads: [pthread_t] = []
    for t in 0..<count {
        var thread = pthread_t()
        let job = Unmanaged.passRetained(Job(t, body)).toOpaque()
        let started = pthread_create(&thread, nil, { raw in
            #if canImport(Darwin)
            let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
            #else
            let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
            #endif
            job.body(job.index)
            return nil
        }, job)
        if started == 0 { threads.append(thread) } else { Unmanaged<Job>.fromOpaque(job).release(); body(t) }
    }
    for thread in threads { pthread_join(thread, nil) }
}

/// The 8-thread case: thread t sets object t `n / 8` times (`observed` picks the observed or
/// the unobserved instance). When the objects are observed, every set must have notified:
/// a lost notification stops the run.
private func eightThreads(_ name: String, _ objects: [KVOBenchObject], observed: Bool) -> BenchCase {
    BenchCase(name: name) { n in
        let perThread = max(1, n / objects.count)
        let before = objects.map(\.count.value)
        onThreads(objects.count) { t in
            blackHole(setLevel(observed ? objects[t].observed : objects[t].unobserved, perThread))
        }
        if observed {
            let lost = zip(objects, before).map { perThread - ($0.count.value - $1) }.reduce(0, +)
            if lost != 0 {
                printError("\(name): \(lost) notifications lost")
                exit(3)
            }
        }
        return UInt64(perThread * objects.count)
    }
}

func kvoBenchmarks() -> [BenchPair] {
    let objects: [KVOBenchObject]
    do {
        objects = try (0..<8).compactMap { _ in try makeKVOBenchObject() }
    } catch {
        printError("kvo benchmarks skipped: \(error)")
        return []
    }
    guard let one = objects.first else { return [] }
    return [
        BenchPair(subject: BenchCase(name: "kvo.observed_setter") { n in
                      let before = one.count.value
                      let x = setLevel(opaque(one.observed), n)
                      return UInt64(bitPattern: Int64(x &+ (one.count.value - before)))
                  },
                  baseline: BenchCase(name: "kvo.plain_setter") { n in
                      UInt64(bitPattern: Int64(setLevel(opaque(one.unobserved), n)))
                  }),
        BenchPair(subject: eightThreads("kvo.observed_setter_8threads", objects, observed: true),
                  baseline: eightThreads("kvo.plain_setter_8threads", objects, observed: false)),
    ]
}

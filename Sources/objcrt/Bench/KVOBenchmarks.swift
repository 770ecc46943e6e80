// What isa-swizzling KVO adds to a setter: observed by a closure, by a KVOController block, from 8 threads.
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
/// joins, which order the counts between threads. Unchecked exclusivity: a dynamic
/// exclusivity check (`swift_beginAccess`, about 75 instructions) would be the observer's own
/// cost, measured as if it were KVO's.
final class NotificationCount: @unchecked Sendable {
    @exclusivity(unchecked) var value = 0
}

/// An observed object (isa swizzled, one closure observer asking for `.new`) with its count,
/// and an unobserved instance of the same class.
struct KVOBenchObject: @unchecked Sendable {
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

func makeKVOBenchObject() throws -> KVOBenchObject? {
    guard let cls = kvoBenchClass?.cls else { return nil }
    let observed = try cls.new()
    let count = NotificationCount()
    let observation = try observed.observe("level", options: [.new]) { _ in count.value += 1 }
    return KVOBenchObject(observed: observed, unobserved: try cls.new(), count: count, observation: observation)
}

/// `n` sends of `[object setLevel:i]` through the runtime, as compiled code makes them (the
/// selector interned once, as the compiler's selector reference is).
@inline(__always)
func setLevel(_ object: ObjCObject, _ n: Int) -> Int {
    let sel = Selector("setLevel:")
    var x = 0
    for i in 0..<n {
        try? object.send(sel, i, as: Void.self)
        x &+= i
    }
    return x
}

/// The 8-thread case: thread t sets object t `n / 8` times (`observed` picks the observed or
/// the unobserved instance). When the objects are observed, every set must have notified:
/// a lost notification stops the run. At least 64 sets per thread even for the first
/// calibration rounds (n = 1, 4, …), so that handing the round to the threads never
/// dominates a round and stops the calibration early; the measured rounds are larger.
private func eightThreads(_ name: String, _ objects: [KVOBenchObject], _ pool: WorkerPool, observed: Bool) -> BenchCase {
    BenchCase(name: name) { n in
        let perThread = max(64, n / objects.count)
        let before = objects.map(\.count.value)
        pool.run { t in
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

/// An observed object whose one observer is a KVOController block asking for `.new` (the
/// controller and its observer kept alive with it), and its count.
private struct KVOControllerBenchObject: @unchecked Sendable {
    let observed: ObjCObject
    let count: NotificationCount
    let observer: ObjCObject
    let controller: KVOController
}

private func makeKVOControllerBenchObject() throws -> KVOControllerBenchObject? {
    guard let cls = kvoBenchClass?.cls else { return nil }
    let observed = try cls.new()
    let observer = try ObjCClass.nsObject.new()
    let controller = KVOController(observer: observer)
    let count = NotificationCount()
    try controller.observe(observed, keyPath: "level", options: [.new]) { _, _, _ in count.value += 1 }
    return KVOControllerBenchObject(observed: observed, count: count, observer: observer, controller: controller)
}

func kvoBenchmarks() -> [BenchPair] {
    let objects: [KVOBenchObject]
    let controlled: KVOControllerBenchObject
    do {
        objects = try (0..<8).compactMap { _ in try makeKVOBenchObject() }
        guard let c = try makeKVOControllerBenchObject() else { return [] }
        controlled = c
    } catch {
        printError("kvo benchmarks skipped: \(error)")
        return []
    }
    guard let one = objects.first else { return [] }
    let pool = WorkerPool(threads: objects.count)
    return [
        BenchPair(subject: BenchCase(name: "kvo.observed_setter") { n in
                      let before = one.count.value
                      let x = setLevel(opaque(one.observed), n)
                      return UInt64(bitPattern: Int64(x &+ (one.count.value - before)))
                  },
                  baseline: BenchCase(name: "kvo.plain_setter") { n in
                      UInt64(bitPattern: Int64(setLevel(opaque(one.unobserved), n)))
                  }),
        BenchPair(subject: BenchCase(name: "kvo.controller_block_setter") { n in
                      let before = controlled.count.value
                      let x = setLevel(opaque(controlled.observed), n)
                      let delivered = controlled.count.value - before
                      if delivered != n {
                          printError("kvo.controller_block_setter: \(n - delivered) notifications lost")
                          exit(3)
                      }
                      return UInt64(bitPattern: Int64(x &+ delivered))
                  },
                  baseline: BenchCase(name: "kvo.plain_setter") { n in
                      UInt64(bitPattern: Int64(setLevel(opaque(one.unobserved), n)))
                  }),
        BenchPair(subject: eightThreads("kvo.observed_setter_8threads", objects, pool, observed: true),
                  baseline: eightThreads("kvo.plain_setter_8threads", objects, pool, observed: false)),
    ]
}

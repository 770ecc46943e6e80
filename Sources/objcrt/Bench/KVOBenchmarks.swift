// The KeyValueObserving benchmark: what isa-swizzling KVO adds to a setter.
import KeyValueObserving
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `- (void)setLevel:(long)x` as a C-convention IMP.
private typealias SetLevelIMP = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Void

/// Two instances of one class: one observed (isa swizzled, a do-nothing closure observer
/// asking for old and new values), one not.
private struct KVOBenchState: @unchecked Sendable {
    let observed: ObjCObject
    let unobserved: ObjCObject
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

private func makeKVOBenchState() -> KVOBenchState? {
    guard let cls = kvoBenchClass?.cls else { return nil }
    do {
        let observed = try cls.new()
        let observation = try observed.observe("level", options: [.old, .new]) { _ in }
        return KVOBenchState(observed: observed, unobserved: try cls.new(), observation: observation)
    } catch {
        printError("kvo benchmarks skipped: \(error)")
        return nil
    }
}

/// One `[object setLevel:x]` per iteration, as a message send through the runtime.
private func setterCase(_ name: String, _ object: ObjCObject) -> BenchCase {
    BenchCase(name: name) { n in
        let target = opaque(object)
        var x = 0
        for i in 0..<n {
            try? target.withIMP(for: "setLevel:", as: SetLevelIMP.self) { f, r, s in f(r, s, i) }
            x &+= i
        }
        return UInt64(bitPattern: Int64(x))
    }
}

func kvoBenchmarks() -> [BenchPair] {
    guard let state = makeKVOBenchState() else { return [] }
    withExtendedLifetime(state.observation) {}
    return [BenchPair(subject: setterCase("kvo.set_observed", state.observed),
                      baseline: setterCase("kvo.set_unobserved", state.unobserved))]
}

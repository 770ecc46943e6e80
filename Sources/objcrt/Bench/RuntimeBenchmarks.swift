// The runtime's benchmarks: the cached dispatch fast path and selector interning.
internal import CRuntimeCore
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `- (long)inc:(long)x` as a C-convention IMP.
typealias IncIMP = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int

/// `- (id)same:(id)x` (returns x) as a C-convention IMP.
private typealias SameIMP = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?

/// The benchmark's runtime state: a live object of a class implementing `inc:` and `same:`. The object
/// handle keeps it alive for as long as the benchmark closures exist.
struct SendState: @unchecked Sendable {
    let object: ObjCObject
    let receiver: id
    let sel: SEL
    let selector: Selector
}

/// The class, built once per `objcrt bench` run (the runtime and thread rows share it).
enum SendBench {
    static let state = makeSendState()
}

/// Builds the class. Returns nil (and says why) if the runtime refuses, so a broken runtime
/// shows up as a missing benchmark, not a crash.
private func makeSendState() -> SendState? {
    let inc: IncIMP = { _, _, x in x &+ 1 }
    let same: SameIMP = { _, _, x in x }
    do {
        let builder = try ClassBuilder(name: "BenchCounter_\(getpid())")
        guard let impPointer = unsafeIMP(inc) else { return nil }
        try builder.addMethod("inc:", types: "q24@0:8q16", imp: impPointer)
        guard let sameIMP = unsafeIMP(same) else { return nil }
        try builder.addMethod("same:", types: "@24@0:8@16", imp: sameIMP)
        let cls = try builder.register()
        let object = try cls.new()
        let selector = Selector("inc:")
        return SendState(object: object, receiver: object.pointer.assumingMemoryBound(to: rt_object.self),
                         sel: selector.rawValue.assumingMemoryBound(to: rt_selector.self), selector: selector)
    } catch {
        printError("runtime benchmarks skipped: \(error)")
        return nil
    }
}

/// Interning baseline state: the name as a Swift string and a separate C copy to compare with.
private struct InternState: @unchecked Sendable {
    let name: String
    let copy: UnsafeMutablePointer<CChar>
}

/// send.cached's loop (also the thread rows'): the inlined cache probe and a call of the IMP
/// cast to its C type, in a dependent chain x = inc(obj, sel, x).
@inline(__always)
func sendCachedLoop(_ state: SendState, _ n: Int) -> UInt64 {
    let sel = opaque(state.sel)
    let receiver = opaque(state.receiver)
    var x = 0
    for _ in 0..<n {
        var r: id? = receiver
        let imp = rt_msg_lookup_inline(&r, sel)
        x = unsafeBitCast(imp, to: IncIMP.self)(UnsafeMutableRawPointer(r), UnsafeRawPointer(sel), x)
    }
    withExtendedLifetime(state.object) {}
    return UInt64(bitPattern: Int64(x))
}

func runtimeBenchmarks() -> [BenchPair] {
    var pairs: [BenchPair] = []
    if let state = SendBench.state {
        // The fast path exactly as compiled code would use it: the inlined cache probe
        // (rt_msg_lookup_inline) plus a call through the IMP cast to its C type, in a
        // dependent chain x = inc(obj, sel, x).
        let cached = BenchCase(name: "send.cached") { n in sendCachedLoop(state, n) }
        pairs.append(BenchPair(subject: cached, baseline: callDirectCase()))

        // The same send through the public Swift API, send(_:_:as:), specialized here: one call
        // into ObjCRuntime for lookup, call and the pending-exception check. For information.
        let api = BenchCase(name: "send.api_sendInt") { n in
            let object = opaque(state.object)
            let selector = opaque(state.selector)
            var x = 0
            for _ in 0..<n { x = (try? object.send(selector, x, as: Int.self)) ?? x }
            return UInt64(bitPattern: Int64(x))
        }
        pairs.append(BenchPair(subject: api, baseline: callDirectCase()))

        // An object-returning send through the same API: the argument and the result are
        // owning handles (a retain and a release each way).
        let apiObject = BenchCase(name: "send.api_sendObject") { n in
            let object = opaque(state.object)
            let selector = Selector("same:")
            var x: ObjCObject? = object
            for _ in 0..<n { x = (try? object.send(selector, x)) ?? x }
            return x == nil ? 0 : 1
        }
        pairs.append(BenchPair(subject: apiObject, baseline: callDirectCase()))
    }

    let name = "observeValueForKeyPath:ofObject:"
    _ = Selector(name)  // interned before measuring: this benchmark is about existing names
    guard let copy = strdup(name) else { return pairs }
    let intern = InternState(name: name, copy: copy)
    let interning = BenchCase(name: "selector.intern_existing") { n in
        let s = opaque(intern.name)
        var acc: UInt64 = 0
        for _ in 0..<n { acc &+= UInt64(UInt(bitPattern: Selector(s).rawValue)) }
        return acc
    }
    // Baseline: the part any interning must do — reach the Swift string's C bytes and
    // compare them with the stored name (strcmp), with no hashing and no table.
    let strcmpBaseline = BenchCase(name: "c.strcmp") { n in
        let s = opaque(intern.name)
        let other = opaque(intern.copy)
        var acc: UInt64 = 0
        for _ in 0..<n { acc &+= UInt64(bitPattern: Int64(s.withCString { strcmp($0, other) })) &+ 1 }
        return acc
    }
    pairs.append(BenchPair(subject: interning, baseline: strcmpBaseline))
    return pairs
}

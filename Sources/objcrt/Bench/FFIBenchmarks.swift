internal import CLibffiGlue
import ObjCRuntime

/// `- (long)inc:(long)x` (returns x + 1): the method every dispatch benchmark calls.

/// `- (id)next:(id)x`: an object signature, `(self, _cmd, id) -> id`.
private typealias ObjectIMP = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
private let incIMP: IncIMP = { _, _, x in x &+ 1 }

/// The object and selector the libffi benchmarks send `inc:` to, as plain addresses so the
/// benchmark bodies (which must be Sendable) can carry them. The class is registered once.
private struct IncTarget: Sendable {
    let object: UInt
    let selector: UInt
}

private func makeIncTarget() -> IncTarget? {
    let cls: ObjCClass
    if let existing = ObjCClass.lookUp("BenchFFICounter") {
        cls = existing
    } else {
        guard let builder = try? ClassBuilder(name: "BenchFFICounter"),
              (try? builder.addMethod("inc:", types: "q24@0:8q16", function: incIMP)) != nil,
              let registered = try? builder.register() else { return nil }
        cls = registered
    }
    guard let object = try? cls.createInstance() else { return nil }
    // The benchmark object lives for the process: one handle, kept on purpose.
    _ = Unmanaged.passRetained(object)
    return IncTarget(object: UInt(bitPattern: object.pointer), selector: UInt(bitPattern: Selector("inc:").rawValue))
}

/// A proxy in front of the `inc:` counter that implements nothing but forwarding: its
/// `-methodSignatureForSelector:` answers the counter's signature, its `-forwardInvocation:`
/// sends `-invokeWithTarget:` the counter (a typed IMP looked up once). Made once; nil if the
/// runtime refuses it.
private enum ForwardingProxy {
    typealias InvokeWithTarget = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
    // Written once, before the benchmark runs, and only read afterwards.
    nonisolated(unsafe) static var counter: UnsafeMutableRawPointer?
    nonisolated(unsafe) static var invokeWithTarget: InvokeWithTarget?
    static let invokeWithTargetSelector = Selector("invokeWithTarget:")

    static func make(_ target: IncTarget) -> UInt? {
        typealias Sig = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
        typealias Fwd = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
        let signature: Sig = { _, _, _ in try? ObjCForwarding.methodSignature(types: "q24@0:8q16") }
        let forward: Fwd = { _, _, invocation in
            ForwardingProxy.invokeWithTarget?(invocation, ForwardingProxy.invokeWithTargetSelector.rawValue,
                                              ForwardingProxy.counter)
        }
        guard let invocationClass = ObjCClass.lookUp("NSInvocation"),
              let imp = invocationClass.methodImplementation(for: invokeWithTargetSelector) else { return nil }
        invokeWithTarget = unsafeBitCast(imp, to: InvokeWithTarget.self)
        counter = UnsafeMutableRawPointer(bitPattern: target.object)
        let cls: ObjCClass
        if let existing = ObjCClass.lookUp("BenchForwardingProxy") {
            cls = existing
        } else {
            guard let builder = try? ClassBuilder(name: "BenchForwardingProxy"),
                  (try? builder.addMethod("methodSignatureForSelector:", types: "@24@0:8:16", function: signature)) != nil,
                  (try? builder.addMethod("forwardInvocation:", types: "v24@0:8@16", function: forward)) != nil,
                  let registered = try? builder.register() else { return nil }
            cls = registered
        }
        guard let proxy = try? cls.createInstance() else { return nil }
        // The proxy lives for the process: one handle, kept on purpose.
        _ = Unmanaged.passRetained(proxy)
        return UInt(bitPattern: proxy.pointer)
    }
}

/// The libffi and closure-IMP benchmarks.
/// - `send.dynamic_ffi`: `inc:` through an Invocation made from the runtime method (its cif
///   cached, the argument boxed as an ObjCValue, the result unboxed) against `ffi.raw_call`,
///   a prepared cif and ffi_call of the same IMP in a C loop — what libffi alone costs.
/// - `imp.closure_call`: an IMP made from a typed Swift closure (`(self, Int) -> Int`, a
///   typed C trampoline), called through its code pointer, against `call.direct`.
/// - `imp.closure_call_object`: the same for an object signature (`(self, id) -> id`, the
///   argument and result as pointers, which take the same word trampolines), against
///   `call.direct`. The block returns the next address after its argument, so each call
///   depends on the one before, as in the integer chain; nothing is retained, as an IMP
///   under manual reference counting does not retain what it passes through.
/// - `imp.closure_call_boxed`: the same through `imp_implementationWithBlock(types:)` (a
///   libffi closure that boxes every argument into an array), for information.
/// - `send.forwarded`: `inc:` sent (a typed call of the IMP `rt_msg_lookup` returns) to a
///   proxy that forwards it: the cached "not found", the forwarding hook's
///   `-methodSignatureForSelector:`, the libffi forwarding closure, an NSInvocation,
///   `-forwardInvocation:`, `-invokeWithTarget:` (an `ffi_call`) — against `ffi.raw_call`.
func ffiBenchmarks() -> [BenchPair] {
    guard let target = makeIncTarget() else { return [] }
    let dynamic = BenchCase(name: "send.dynamic_ffi") { n in
        guard let object = UnsafeMutableRawPointer(bitPattern: target.object),
              let invocation = try? Invocation(target: object, selector: "inc:") else { return 0 }
        var x = 0
        for _ in 0..<n {
            try? invocation.setArgument(.int64(Int64(x)), at: 2)
            try? invocation.invoke()
            if case .int64(let r) = invocation.returnValue { x = Int(r) }
        }
        return UInt64(bitPattern: Int64(x))
    }
    let raw = BenchCase(name: "ffi.raw_call") { n in
        let fn = unsafeBitCast(opaque(incIMP), to: UnsafeRawPointer.self)
        let x = rt_ffi_raw_call_chain(fn, UnsafeMutableRawPointer(bitPattern: target.object),
                                      UnsafeMutableRawPointer(bitPattern: target.selector), 0, n)
        return UInt64(bitPattern: Int64(x))
    }
    let closure = BenchCase(name: "imp.closure_call") { n in
        guard let imp = try? imp_implementationWithBlock({ (_: UnsafeMutableRawPointer?, x: Int) in x &+ 1 }) else { return 0 }
        defer { imp_removeBlock(imp) }
        let f = unsafeBitCast(opaque(imp), to: IncIMP.self)
        var x = 0
        for _ in 0..<n { x = f(nil, nil, x) }
        return UInt64(bitPattern: Int64(x))
    }
    let closureObject = BenchCase(name: "imp.closure_call_object") { n in
        guard let imp = try? imp_implementationWithBlock({ (_: UnsafeMutableRawPointer?, x: UnsafeMutableRawPointer?) in
            x.map { $0 + 1 }
        }) else { return 0 }
        defer { imp_removeBlock(imp) }
        let f = unsafeBitCast(opaque(imp), to: ObjectIMP.self)
        // A fake, never dereferenced address: the chain only moves it along.
        var x = UnsafeMutableRawPointer(bitPattern: 0x1000)
        for _ in 0..<n { x = f(nil, nil, x) }
        return UInt64(UInt(bitPattern: x))
    }
    let boxed = BenchCase(name: "imp.closure_call_boxed") { n in
        guard let imp = try? imp_implementationWithBlock(types: "q@:q", { args in
            guard case .int64(let x) = args[2] else { return .int64(0) }
            return .int64(x &+ 1)
        }) else { return 0 }
        defer { imp_removeBlock(imp) }
        let f = unsafeBitCast(opaque(imp), to: IncIMP.self)
        var x = 0
        for _ in 0..<n { x = f(nil, nil, x) }
        return UInt64(bitPattern: Int64(x))
    }
    let forwarded = BenchCase(name: "send.forwarded") { n in
        guard let proxy = ForwardingProxy.make(target).flatMap({ UnsafeMutableRawPointer(bitPattern: $0) }) else { return 0 }
        let inc = Selector("inc:")
        var x = 0
        for _ in 0..<n {
            var receiver: UnsafeMutableRawPointer? = proxy
            let imp = MessageSend.lookup(&receiver, inc)
            x = unsafeBitCast(imp, to: IncIMP.self)(receiver, inc.rawValue, x)
        }
        return UInt64(bitPattern: Int64(x))
    }
    return [BenchPair(subject: dynamic, baseline: raw), BenchPair(subject: forwarded, baseline: raw), BenchPair(subject: closure, baseline: callDirectCase()),
            BenchPair(subject: closureObject, baseline: callDirectCase()), BenchPair(subject: boxed, baseline: callDirectCase())]
}

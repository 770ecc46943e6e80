internal import CRuntimeCore
internal import CValueClasses
internal import CObjCABI

/// The send's machinery below the generic API: look the IMP up, call it through a C
/// prototype chosen from the arguments' registers (``MessageRegisters``) or through libffi,
/// throw what the message raised.
///
/// The inlinable dispatchers pick, from counts that are constants once the generic send is
/// specialized, an entry point that takes exactly the registers needed (one, two or three
/// words, one floating-point value) so the hot sends pass their arguments in registers all
/// the way to the IMP; every other register signature goes through the full prototype
/// `(id, SEL, w0 … w5, d0 … d7)`. The entry points are not inlinable: they reach the C
/// runtime (the inlined cache probe, the pending-exception check), which the public API does
/// not expose.
@usableFromInline
enum MessageCall {
    typealias R = UnsafeMutableRawPointer?
    typealias S = UnsafeRawPointer?
    typealias W = UInt64
    typealias D = Double
    /// The register shapes of the sends, through the catch barrier (rt_exception_barrier.h): the callee's own
    /// arguments, zeros for the words it does not take, the callee last (in %r9).
    typealias BarrierWord = @convention(c) (R, S, W, W, W, UnsafeRawPointer) -> W
    typealias BarrierWordF = @convention(c) (R, S, W, W, W, UnsafeRawPointer, D) -> W
    typealias BarrierFloat = @convention(c) (R, S, W, W, W, UnsafeRawPointer) -> D

    /// rt_exception_barrierForward: every send from Swift calls its IMP through it, so an
    /// Objective-C exception compiled code throws stops there and becomes the pending record
    /// (thrown as ``ObjCException/Kind/thrown(name:reason:)``) instead of unwinding into
    /// Swift frames. One call level, no copying (Docs/FromClangOutputToARunningProgram.md,
    /// "Exceptions and the unwinder").
    @inline(__always)
    static var barrier: UnsafeRawPointer {
        rt_exception_barrierForwardAddress().unsafelyUnwrapped
    }

    /// A call of the full prototype through the copying barrier (eight integer registers
    /// with the stack, eight vector registers).
    @inline(never)
    static func barrierCallAll(_ imp: UnsafeRawPointer, _ t: UnsafeMutableRawPointer, _ s: UnsafeRawPointer,
                               _ g: MessageRegisters) -> rt_barrier_call {
        var call = rt_barrier_call(function: imp,
                                   words: (UInt64(UInt(bitPattern: t)), UInt64(UInt(bitPattern: s)),
                                           g.w0, g.w1, g.w2, g.w3, g.w4, g.w5),
                                   doubles: (g.d0, g.d1, g.d2, g.d3, g.d4, g.d5, g.d6, g.d7),
                                   result: (0, 0), floatResult: (0, 0))
        _ = rt_exception_barrierCall(&call)
        return call
    }

    // MARK: dispatch (inlined into the caller)

    /// A send whose result is in the integer register (or is ignored).
    @inlinable @inline(__always)
    static func word(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ regs: MessageRegisters) throws -> UInt64 {
        if regs.floats == 0 {
            switch regs.words {
            case 0: return try messageWord0(r, s)
            case 1: return try messageWord1(r, s, regs.w0)
            case 2: return try messageWord2(r, s, regs.w0, regs.w1)
            case 3: return try messageWord3(r, s, regs.w0, regs.w1, regs.w2)
            default: break
            }
        } else if regs.floats == 1 && regs.words == 0 {
            return try messageWordF1(r, s, regs.d0)
        }
        return try messageWordAll(r, s, nil, regs)
    }

    /// A send whose result is in the floating-point register (its bits).
    @inlinable @inline(__always)
    static func floatingPoint(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ regs: MessageRegisters) throws -> UInt64 {
        if regs.floats == 0 {
            switch regs.words {
            case 0: return try messageFloat0(r, s)
            case 1: return try messageFloat1(r, s, regs.w0)
            default: break
            }
        }
        return try messageFloatAll(r, s, nil, regs)
    }

    /// A send returning an object the caller owns one reference to (its address's bits).
    @inlinable @inline(__always)
    static func object(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ regs: MessageRegisters) throws -> UInt64 {
        if regs.floats == 0 {
            switch regs.words {
            case 0: return try messageObject0(r, s)
            case 1: return try messageObject1(r, s, regs.w0)
            case 2: return try messageObject2(r, s, regs.w0, regs.w1)
            default: break
            }
        }
        return try messageObjectAll(r, s, nil, regs)
    }

    /// Any signature, through libffi: a call frame typed by the method's encoding (or, for a
    /// forwarded message, by the signature `-methodSignatureForSelector:` gives), the
    /// arguments stored in it as ``Invocation/setArgument(_:at:)`` stores them.
    /// - Throws: what the message raised; ``InvocationError`` when an argument does not fit
    ///   the method's encoding, or their number differs.
    @usableFromInline
    static func boxed(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ superclass: UnsafeMutableRawPointer?,
                      _ arguments: [ObjCValue], objectResult: Bool) throws -> ObjCValue {
        guard objectResult else { return try boxedCall(r, s, superclass, arguments) }
        let sel = Selector(rawValue: s)
        let token = rt_objc_autoreleasePoolPush()
        defer { rt_objc_autoreleasePoolPop(token) }
        let consumes = sel.isInitFamily
        if consumes { rt_objc_retain(r.asID) }
        let value: ObjCValue
        do {
            value = try boxedCall(r, s, superclass, arguments)
        } catch {
            if consumes { rt_objc_release(r.asID) }
            throw error
        }
        if case .object(let p?) = value, !sel.returnsRetained { rt_objc_retain(p.asID) }
        return value
    }

    // MARK: internals

    /// Looks the IMP up (cache probe inlined; for super, from `superclass`), lets `call`
    /// call it with the receiver the lookup leaves (`-forwardingTargetForSelector:` may have
    /// replaced it; nil makes it a message to nil, which returns `zero`), then throws this
    /// thread's pending exception, if the message raised one.
    @inline(__always)
    static func perform<T>(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ superclass: UnsafeMutableRawPointer? = nil,
                           zero: T, _ call: (UnsafeRawPointer, UnsafeMutableRawPointer) -> T) throws -> T {
        let result: T
        if superclass == nil, let imp = rt_msg_probe(r.asID, s.asSEL) {
            // A cache hit neither replaces the receiver nor needs its address (which would
            // put it in memory, behind a stack protector).
            result = call(unsafeBitCast(imp, to: UnsafeRawPointer.self), r)
        } else {
            guard let (imp, target) = lookUp(r, s, superclass) else { return zero }
            result = call(imp, target)
        }
        if rt_exception_isPending() { try throwPendingError() }
        return result
    }

    /// The lookup after a cache miss (or for super): resolution, forwarding; nil when the
    /// message goes to nil (`-forwardingTargetForSelector:` answered nil).
    @inline(never)
    static func lookUp(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ superclass: UnsafeMutableRawPointer?)
        -> (UnsafeRawPointer, UnsafeMutableRawPointer)? {
        var target: id? = r.asID
        let imp: CRuntimeCore.IMP?
        if let superclass {
            var sup = rt_super(receiver: r.asID, super_class: superclass.asClass)
            imp = rt_msg_lookup_super(&sup, s.asSEL)
        } else {
            imp = rt_msg_lookup(&target, s.asSEL)
        }
        guard let target else { return nil }
        return (unsafeBitCast(imp, to: UnsafeRawPointer.self), rawPointer(target))
    }

    /// Runs an object-returning send so that the caller owns one reference to the result:
    /// inside a private autorelease pool (an autoreleased result is neither leaked nor lost),
    /// adopting a retained result (alloc / new / copy / mutableCopy / init families) and
    /// retaining any other before the pool drains. An init method consumes its receiver, so
    /// it gets a reference of its own and the caller's survives.
    static func owningResult(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer,
                             _ send: () throws -> UInt64) throws -> UInt64 {
        let sel = Selector(rawValue: s)
        let token = rt_objc_autoreleasePoolPush()
        defer { rt_objc_autoreleasePoolPop(token) }
        let consumes = sel.isInitFamily
        if consumes { rt_objc_retain(r.asID) }
        let bits: UInt64
        do {
            bits = try send()
        } catch {
            if consumes { rt_objc_release(r.asID) }
            throw error
        }
        if let result = UnsafeMutableRawPointer(bitPattern: UInt(bits)), !sel.returnsRetained {
            rt_objc_retain(result.asID)
        }
        return bits
    }

    static func boxedCall(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ superclass: UnsafeMutableRawPointer?,
                          _ arguments: [ObjCValue]) throws -> ObjCValue {
        var target: id? = r.asID
        let imp: CRuntimeCore.IMP?
        let searched: Class?
        if let superclass {
            var sup = rt_super(receiver: r.asID, super_class: superclass.asClass)
            imp = rt_msg_lookup_super(&sup, s.asSEL)
            searched = superclass.asClass
        } else {
            imp = rt_msg_lookup(&target, s.asSEL)
            searched = target.flatMap { rt_object_getClass($0) }
        }
        guard let target, let searched else { return .void }
        let code = unsafeBitCast(imp, to: UnsafeRawPointer.self)
        guard let types = methodTypes(target, searched, s) else {
            // Nobody implements it and nobody forwards it: the IMP sends
            // -doesNotRecognizeSelector:, which needs self and _cmd only (through the
            // barrier: a compiled override may @throw).
            _ = unsafeBitCast(barrier, to: BarrierWord.self)(rawPointer(target), s, 0, 0, 0, code)
            try throwPendingException()
            throw InvocationError.methodNotFound(className: String(cString: rt_object_getClassName(target)),
                                                 selector: Selector(rawValue: s).name)
        }
        let invocation = try Invocation(implementation: code, types: types)
        guard invocation.argumentCount == arguments.count + 2 else {
            throw InvocationError.argumentCountMismatch(types: types, expected: invocation.argumentCount - 2,
                                                        got: arguments.count)
        }
        try invocation.setArgument(.object(rawPointer(target)), at: 0)
        try invocation.setArgument(.selector(s), at: 1)
        for (i, value) in arguments.enumerated() {
            try invocation.setArgument(value.adapted(to: invocation.slots[i + 2].kind), at: i + 2)
        }
        invocation.invoke(implementation: code)
        try throwPendingException()
        return invocation.returnValue
    }

    /// The encoding of the method `sel` of `cls`, or for a message that will be forwarded,
    /// the signature the receiver's `-methodSignatureForSelector:` gives; nil when neither.
    static func methodTypes(_ receiver: id, _ cls: Class, _ s: UnsafeRawPointer) -> String? {
        if let method = rt_class_getInstanceMethod(cls, s.asSEL), let types = rt_method_getTypeEncoding(method) {
            return String(cString: types)
        }
        let ask = FwdRT.sel.methodSignatureForSelector
        guard let ask, s.asSEL != ask, FwdRT.responds(receiver, ask),
              let signature = FwdRT.sendReturningObject(receiver, ask, selectorArgument: s.asSEL) else { return nil }
        return rt_nsmethodsignature_types(signature).map { String(cString: $0) }
    }
}

extension ObjCValue {
    /// The value for a frame slot of `kind`: a pointer given for an object, class, selector
    /// or C string argument (or the reverse) is the same address, as a C cast would pass it.
    func adapted(to kind: SlotKind) -> ObjCValue {
        let p: UnsafeMutableRawPointer?
        switch self {
        case .pointer(let x), .object(let x), .classObject(let x): p = x
        case .cString(let c): p = c.map { UnsafeMutableRawPointer(mutating: $0) }
        case .selector(let x): p = x.map { UnsafeMutableRawPointer(mutating: $0) }
        default: return self
        }
        switch kind {
        case .scalar(.object): return .object(p)
        case .scalar(.classObject): return .classObject(p)
        case .scalar(.selector): return .selector(p.map { UnsafeRawPointer($0) })
        case .pointer: return .pointer(p)
        case .scalar(.cString): return .cString(p.map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) })
        default: return self
        }
    }
}

extension UnsafeRawPointer {
    @inline(__always) var asSEL: SEL { assumingMemoryBound(to: rt_selector.self) }
}

// The entry points the inlined dispatchers call. Free functions, not static members: a
// static member has a metatype parameter the optimizer strips in a clone, leaving the public
// symbol a thunk — one more call on every send.

@usableFromInline
func messageWord0(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer) throws -> UInt64 {
    try MessageCall.perform(r, s, zero: 0) { imp, t in unsafeBitCast(MessageCall.barrier, to: MessageCall.BarrierWord.self)(t, s, 0, 0, 0, imp) }
}

@usableFromInline
func messageWord1(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ a: UInt64) throws -> UInt64 {
    try MessageCall.perform(r, s, zero: 0) { imp, t in unsafeBitCast(MessageCall.barrier, to: MessageCall.BarrierWord.self)(t, s, a, 0, 0, imp) }
}

@usableFromInline
func messageWord2(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ a: UInt64, _ b: UInt64) throws -> UInt64 {
    try MessageCall.perform(r, s, zero: 0) { imp, t in unsafeBitCast(MessageCall.barrier, to: MessageCall.BarrierWord.self)(t, s, a, b, 0, imp) }
}

@usableFromInline
func messageWord3(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer,
                  _ a: UInt64, _ b: UInt64, _ c: UInt64) throws -> UInt64 {
    try MessageCall.perform(r, s, zero: 0) { imp, t in unsafeBitCast(MessageCall.barrier, to: MessageCall.BarrierWord.self)(t, s, a, b, c, imp) }
}

@usableFromInline
func messageWordF1(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ a: Double) throws -> UInt64 {
    try MessageCall.perform(r, s, zero: 0) { imp, t in unsafeBitCast(MessageCall.barrier, to: MessageCall.BarrierWordF.self)(t, s, 0, 0, 0, imp, a) }
}

/// Any register signature; `superclass` set for a send to super.
@usableFromInline
func messageWordAll(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ superclass: UnsafeMutableRawPointer?,
                    _ g: MessageRegisters) throws -> UInt64 {
    try MessageCall.perform(r, s, superclass, zero: 0) { imp, t in
        MessageCall.barrierCallAll(imp, t, s, g).result.0
    }
}

@usableFromInline
func messageFloat0(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer) throws -> UInt64 {
    try MessageCall.perform(r, s, zero: 0) { imp, t in unsafeBitCast(MessageCall.barrier, to: MessageCall.BarrierFloat.self)(t, s, 0, 0, 0, imp) }.bitPattern
}

@usableFromInline
func messageFloat1(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ a: UInt64) throws -> UInt64 {
    try MessageCall.perform(r, s, zero: 0) { imp, t in unsafeBitCast(MessageCall.barrier, to: MessageCall.BarrierFloat.self)(t, s, a, 0, 0, imp) }.bitPattern
}

@usableFromInline
func messageFloatAll(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ superclass: UnsafeMutableRawPointer?,
                     _ g: MessageRegisters) throws -> UInt64 {
    try MessageCall.perform(r, s, superclass, zero: 0) { imp, t in
        MessageCall.barrierCallAll(imp, t, s, g).floatResult.0
    }.bitPattern
}

@usableFromInline
func messageObject0(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer) throws -> UInt64 {
    try MessageCall.owningResult(r, s) { try messageWord0(r, s) }
}

@usableFromInline
func messageObject1(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ a: UInt64) throws -> UInt64 {
    try MessageCall.owningResult(r, s) { try messageWord1(r, s, a) }
}

@usableFromInline
func messageObject2(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ a: UInt64, _ b: UInt64) throws -> UInt64 {
    try MessageCall.owningResult(r, s) { try messageWord2(r, s, a, b) }
}

@usableFromInline
func messageObjectAll(_ r: UnsafeMutableRawPointer, _ s: UnsafeRawPointer, _ superclass: UnsafeMutableRawPointer?,
                      _ g: MessageRegisters) throws -> UInt64 {
    try MessageCall.owningResult(r, s) { try messageWordAll(r, s, superclass, g) }
}

internal import CRuntimeCore

/// Something a message can be sent to: an object or a class.
public protocol ObjCMessageReceiver {
    /// Low level: the receiver's object pointer.
    var receiverPointer: UnsafeMutableRawPointer { get }
}

extension ObjCObject: ObjCMessageReceiver {
    /// The object pointer.
    @inlinable public var receiverPointer: UnsafeMutableRawPointer { address }

    // Non-generic copies of the hottest sends: calls from other modules reach these
    // directly instead of the generic protocol-extension versions.

    /// `- (long)sel:(long)x`.
    public func sendInt(_ sel: Selector, _ x: Int) throws -> Int {
        var target: id? = raw
        let imp = rt_msg_lookup_inline(&target, sel.raw)
        let result = unsafeBitCast(imp, to: IntFn1.self)(target.map(rawPointer), sel.rawValue, x)
        if rt_exception_isPending() { try throwPendingException() }
        return result
    }

    /// A method returning `long` / `NSInteger` / `NSUInteger` (as bits), no arguments.
    public func sendInt(_ sel: Selector) throws -> Int {
        var target: id? = raw
        let imp = rt_msg_lookup_inline(&target, sel.raw)
        let result = unsafeBitCast(imp, to: IntFn0.self)(target.map(rawPointer), sel.rawValue)
        if rt_exception_isPending() { try throwPendingException() }
        return result
    }
}

extension ObjCClass: ObjCMessageReceiver {
    /// The class pointer (a class is an object).
    @inlinable public var receiverPointer: UnsafeMutableRawPointer { address }
}

// C-convention shapes of the common signatures. `id` and `SEL` travel as raw pointers,
// which have the same ABI.
typealias ObjFn0 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
typealias ObjFn1 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
typealias ObjFn2 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
typealias IntFn0 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int
typealias IntFn1 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int
typealias DoubleFn0 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Double
typealias BoolFn0 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> ObjCBool
typealias BoolFnObj = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> ObjCBool
typealias BoolFnSel = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> ObjCBool
typealias VoidFn0 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
typealias VoidFn1 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
typealias VoidFnInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Void

/// The low-level send every typed helper uses: looks the IMP up (cache fast path inlined),
/// lets `call` invoke it with the (possibly forwarded) receiver, then throws the runtime's
/// pending exception, if the message raised one (`ObjCError.doesNotRecognizeSelector` or
/// an `ObjCValueError`; see `ObjCException`).
@inline(__always)
func performSend<R>(_ receiver: UnsafeMutableRawPointer?, _ sel: Selector,
                    _ call: (IMP, UnsafeMutableRawPointer?, UnsafeRawPointer) -> R) throws -> R {
    var target: id? = receiver?.asID
    let imp = rt_msg_lookup_inline(&target, sel.raw)
    let result = call(unsafeBitCast(imp, to: IMP.self), target.map(rawPointer), UnsafeRawPointer(sel.raw))
    if rt_exception_isPending() { try throwPendingException() }
    return result
}

/// Sends an object-returning message and wraps the result with the right ownership: a
/// retained result (alloc / new / copy / mutableCopy / init families) is adopted, any other
/// is retained inside a private autorelease pool so an autoreleased result is neither
/// leaked nor lost.
func sendObject(_ receiver: UnsafeMutableRawPointer?, _ sel: Selector,
                _ call: (IMP, UnsafeMutableRawPointer?, UnsafeRawPointer) -> UnsafeMutableRawPointer?) throws -> ObjCObject? {
    guard let receiver else { return nil }
    let token = rt_objc_autoreleasePoolPush()
    defer { rt_objc_autoreleasePoolPop(token) }
    // An init method consumes its receiver: give it a reference of its own.
    if sel.isInitFamily { rt_objc_retain(receiver.asID) }
    let result: UnsafeMutableRawPointer?
    do {
        result = try performSend(receiver, sel, call)
    } catch {
        if sel.isInitFamily { rt_objc_release(receiver.asID) }
        throw error
    }
    guard let result else { return nil }
    return sel.returnsRetained ? ObjCObject(adopting: result.asID) : ObjCObject(retaining: result.asID)
}

extension ObjCMessageReceiver {
    /// `[receiver sel:a]` with an object argument (nil allowed).
    @discardableResult
    public func send(_ sel: Selector, _ a: ObjCObject?) throws -> ObjCObject? {
        try withExtendedLifetime(a) {
            try sendObject(receiverPointer, sel) { imp, r, s in
                unsafeBitCast(imp, to: ObjFn1.self)(r, s, a?.pointer)
            }
        }
    }

    /// `[receiver sel:a with:b]` with two object arguments.
    @discardableResult
    public func send(_ sel: Selector, _ a: ObjCObject?, _ b: ObjCObject?) throws -> ObjCObject? {
        try withExtendedLifetime((a, b)) {
            try sendObject(receiverPointer, sel) { imp, r, s in
                unsafeBitCast(imp, to: ObjFn2.self)(r, s, a?.pointer, b?.pointer)
            }
        }
    }

    /// A method returning `void`, no arguments.
    public func sendVoid(_ sel: Selector) throws {
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: VoidFn0.self)(r, s) }
    }

    /// A method returning `void` with one object argument (a setter).
    public func sendVoid(_ sel: Selector, _ a: ObjCObject?) throws {
        try withExtendedLifetime(a) {
            try performSend(receiverPointer, sel) { imp, r, s in
                unsafeBitCast(imp, to: VoidFn1.self)(r, s, a?.pointer)
            }
        }
    }

    /// A method returning `void` with one `long` / `NSInteger` argument.
    public func sendVoid(_ sel: Selector, int a: Int) throws {
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: VoidFnInt.self)(r, s, a) }
    }

    /// A method returning `long` / `NSInteger` / `NSUInteger` (as bits), no arguments.
    public func sendInt(_ sel: Selector) throws -> Int {
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: IntFn0.self)(r, s) }
    }

    /// `- (long)sel:(long)x`.
    public func sendInt(_ sel: Selector, _ x: Int) throws -> Int {
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: IntFn1.self)(r, s, x) }
    }

    /// A method returning `double`, no arguments.
    public func sendDouble(_ sel: Selector) throws -> Double {
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: DoubleFn0.self)(r, s) }
    }

    /// A method returning `BOOL`, no arguments.
    public func sendBool(_ sel: Selector) throws -> Bool {
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: BoolFn0.self)(r, s) } != 0
    }

    /// A method returning `BOOL` with one object argument (`-isEqual:`, `-isKindOfClass:`
    /// with a class's object handle, `-conformsToProtocol:`).
    public func sendBool(_ sel: Selector, _ a: ObjCMessageReceiver?) throws -> Bool {
        try withExtendedLifetime(a) {
            try performSend(receiverPointer, sel) { imp, r, s in
                unsafeBitCast(imp, to: BoolFnObj.self)(r, s, a?.receiverPointer)
            } != 0
        }
    }

    /// A method returning `BOOL` with one selector argument (`-respondsToSelector:`).
    public func sendBool(_ sel: Selector, selector a: Selector) throws -> Bool {
        try performSend(receiverPointer, sel) { imp, r, s in
            unsafeBitCast(imp, to: BoolFnSel.self)(r, s, a.rawValue)
        } != 0
    }

    /// A method returning a class (`-class`, `-superclass`).
    public func sendClass(_ sel: Selector) throws -> ObjCClass? {
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: ObjFn0.self)(r, s) }
            .map { ObjCClass(raw: $0.asClass) }
    }

    /// Any signature: looks up the IMP for `sel`, casts it to `F` (a `@convention(c)` type
    /// whose first parameters are the receiver and the selector) and lets `body` call it
    /// with the receiver and selector it passes in. An exception the message raised
    /// (`-doesNotRecognizeSelector:` included) is thrown after `body` returns. Ownership of
    /// object results is the caller's business.
    public func withIMP<F, R>(for sel: Selector, as type: F.Type,
                              _ body: (F, UnsafeMutableRawPointer?, UnsafeRawPointer) throws -> R) throws -> R {
        // Only the size is checked here (cheap, on every call); unsafeIMP checks the kind.
        guard MemoryLayout<F>.size == MemoryLayout<IMP>.size else {
            throw ObjCError.invalidArgument("\(F.self) is not a C function pointer type")
        }
        var target: id? = receiverPointer.asID
        let imp = rt_msg_lookup_inline(&target, sel.raw)
        let result = try body(unsafeBitCast(imp, to: F.self), target.map(rawPointer), sel.rawValue)
        if rt_exception_isPending() { try throwPendingException() }
        return result
    }

    /// `[receiver sel]` sent to `super`: the search starts at `superclass` (the superclass of
    /// the class whose method is running), as `objc_msgSendSuper` does. Object result, no
    /// arguments.
    @discardableResult
    public func sendSuper(_ sel: Selector, from superclass: ObjCClass) throws -> ObjCObject? {
        var sup = rt_super(receiver: receiverPointer.asID, super_class: superclass.raw)
        let imp = unsafeBitCast(rt_msg_lookup_super(&sup, sel.raw), to: ObjFn0.self)
        let token = rt_objc_autoreleasePoolPush()
        defer { rt_objc_autoreleasePoolPop(token) }
        // As in `sendObject`: an init method consumes its receiver, and the caller's reference
        // must survive it (the result is adopted below).
        if sel.isInitFamily { rt_objc_retain(receiverPointer.asID) }
        let result = imp(receiverPointer, sel.rawValue)
        if rt_exception_isPending() {
            if sel.isInitFamily { rt_objc_release(receiverPointer.asID) }
            try throwPendingException()
        }
        guard let result else { return nil }
        return sel.returnsRetained ? ObjCObject(adopting: result.asID) : ObjCObject(retaining: result.asID)
    }

    /// `- (long)sel:(long)x` sent to `super`.
    public func sendSuperInt(_ sel: Selector, _ x: Int, from superclass: ObjCClass) throws -> Int {
        var sup = rt_super(receiver: receiverPointer.asID, super_class: superclass.raw)
        let imp = unsafeBitCast(rt_msg_lookup_super(&sup, sel.raw), to: IntFn1.self)
        let result = imp(receiverPointer, sel.rawValue, x)
        if rt_exception_isPending() { try throwPendingException() }
        return result
    }
}

/// Messages to a receiver that may be nil: as in Objective-C, a message to nil does nothing
/// and returns zero.
public enum MessageSend {
    /// `[receiver sel]`; nil receiver → nil.
    @discardableResult
    public static func send(_ receiver: ObjCObject?, _ sel: Selector) throws -> ObjCObject? {
        guard let receiver else { return nil }
        return try receiver.send(sel)
    }

    /// `- (long)sel:(long)x`; nil receiver → 0 (through the runtime's nil IMP).
    public static func sendInt(_ receiver: ObjCObject?, _ sel: Selector, _ x: Int) throws -> Int {
        try withExtendedLifetime(receiver) {
            try performSend(receiver?.pointer, sel) { imp, r, s in unsafeBitCast(imp, to: IntFn1.self)(r, s, x) }
        }
    }

    /// Low level: the IMP the runtime would call for (receiver, sel), resolution and
    /// forwarding included (never nil: a nil receiver gets the nil IMP, an unknown selector
    /// the one that reports it). The receiver may be replaced by `-forwardingTargetForSelector:`.
    public static func lookup(_ receiver: inout UnsafeMutableRawPointer?, _ sel: Selector) -> IMP {
        // A cache hit neither replaces the receiver nor needs its address (which would put
        // it in memory, behind a stack protector): the probe alone, then the full lookup.
        if let r = receiver, let imp = rt_msg_probe(r.asID, sel.raw) { return unsafeBitCast(imp, to: IMP.self) }
        return lookupMiss(&receiver, sel)
    }

    /// `lookup` after a cache miss (or for nil): resolution, forwarding, the nil IMP.
    @inline(never)
    private static func lookupMiss(_ receiver: inout UnsafeMutableRawPointer?, _ sel: Selector) -> IMP {
        var target: id? = receiver?.asID
        let imp = rt_msg_lookup(&target, sel.raw)
        receiver = target.map(rawPointer)
        return unsafeBitCast(imp, to: IMP.self)
    }

    /// Low level: the IMP `[super sel]` runs when sent from a method of `superclass`'s
    /// subclass (objc_msgSendSuper semantics); never nil.
    public static func lookupSuper(_ receiver: UnsafeMutableRawPointer, from superclass: ObjCClass,
                                   _ sel: Selector) -> IMP {
        var sup = rt_super(receiver: receiver.asID, super_class: superclass.raw)
        return unsafeBitCast(rt_msg_lookup_super(&sup, sel.raw), to: IMP.self)
    }

    /// Low level: the lookup generation, a number the runtime increases after every change
    /// that can alter what ``lookup(_:_:)`` or ``lookupSuper(_:from:_:)`` answers (a method
    /// added, an IMP replaced or exchanged, a category attached, a cache flushed). Code that
    /// keeps a looked-up IMP stores the generation it looked up in and looks again when the
    /// number has moved — one compare per call instead of a lookup. Read it *before* looking
    /// up: a change made meanwhile then shows as a newer number. Never 0.
    public static var lookupGeneration: UInt64 { rt_lookup_generation() }

    /// Low level: this thread's pending exception if it is a `-doesNotRecognizeSelector:`
    /// (taken), for code that calls IMPs by hand; any other kind stays pending. To take
    /// whatever is pending, use ``ObjCException/takePending()``.
    public static func takePendingError() -> ObjCError? { ObjCError.takePending() }
}

internal import CRuntimeCore
internal import CValueClasses

extension Invocation {
    /// An invocation of the method `selector` as the class of `target` implements it: typed
    /// by the method's encoding, its IMP as ``implementation``, target and selector set.
    /// Reusing it (set arguments, ``invoke()``, read ``returnValue``) calls the same IMP
    /// through the same cached cif with no allocation per call.
    public convenience init(target: UnsafeMutableRawPointer, selector name: String) throws(InvocationError) {
        let object = target.assumingMemoryBound(to: rt_object.self)
        let sel = rt_sel_registerName(name)
        guard let cls = rt_object_getClass(object), let sel,
              let method = rt_class_getInstanceMethod(cls, sel) else {
            let className = rt_object_getClass(object).map { String(cString: rt_class_getName($0)) } ?? "nil"
            throw .methodNotFound(className: className, selector: name)
        }
        try self.init(method: method)
        self.target = target
        self.selector = UnsafeRawPointer(sel)
    }

    /// An invocation of `method`'s current IMP, typed by its encoding (target and selector
    /// still to be set). The method's cif is cached, so making many is cheap.
    public convenience init(method: Method) throws(InvocationError) {
        try self.init(implementation: method.implementation, types: method.typeEncoding)
    }

    /// ``init(target:selector:)`` for runtime handles. The invocation does not retain
    /// `target` (as `NSInvocation` without `-retainArguments`): keep it alive while calling.
    public convenience init(target: ObjCObject, selector: Selector) throws(InvocationError) {
        try self.init(target: target.pointer, selector: selector.name)
    }

    /// An invocation of a runtime method: its IMP, typed by its encoding.
    convenience init(method: CRuntimeCore.Method) throws(InvocationError) {
        guard let types = rt_method_getTypeEncoding(method) else {
            throw .malformedEncoding(encoding: "", message: "the method has no type encoding")
        }
        let imp = rt_method_getImplementation(method).map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
        try self.init(implementation: imp, types: String(cString: types))
    }

    /// Sends the message the frame describes, as `-[NSInvocation invoke]` does: looks up the
    /// IMP that argument 0 (the target) runs for argument 1 (the selector) — cache,
    /// resolution, forwarding target, forwarding — and calls it. A nil target returns zero.
    /// - Throws: ``InvocationError/notAMessage(types:)`` when the signature is not a method's;
    ///   an ``ObjCException`` when the message raised (one nobody handles ends in
    ///   `-doesNotRecognizeSelector:`; the return value is then zero).
    public func send() throws {
        try sendLeavingErrorsPending()
        try throwPendingException()
    }

    /// ``send()`` for `-[NSInvocation invoke]`: an exception the message raised stays pending
    /// for whoever sent the outer message, as it would propagate in Objective-C.
    func sendLeavingErrorsPending() throws(InvocationError) {
        guard slots.count >= 2, slots[0].kind == .scalar(.object) || slots[0].kind == .scalar(.classObject),
              slots[1].kind == .scalar(.selector) else {
            throw .notAMessage(types: layout.key)
        }
        if let nsInvocation {
            // -invoke itself: it leaves a retained target as it is. Through the catch barrier:
            // the IMP it calls may be compiled code that throws.
            typealias ThroughBarrier = @convention(c) (UnsafeMutableRawPointer?, Int, Int, Int, Int, UnsafeRawPointer) -> Void
            unsafeBitCast(MessageCall.barrier, to: ThroughBarrier.self)(nsInvocation, 0, 0, 0, 0,
                                                                        rt_nsinvocation_invokeAddress().unsafelyUnwrapped)
            return
        }
        var receiver = (frame + slots[0].offset).load(as: FwdRT.ID?.self)
        guard receiver != nil, let sel = (frame + slots[1].offset).load(as: FwdRT.SELP?.self),
              let imp = rt_msg_lookup(&receiver, sel) else {
            returnBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: layout.returnBufferSize)
            return
        }
        // -forwardingTargetForSelector: may have chosen another receiver.
        (frame + slots[0].offset).storeBytes(of: receiver, as: FwdRT.ID?.self)
        invoke(implementation: unsafeBitCast(imp, to: UnsafeRawPointer.self))
    }

    /// Sets the target, then ``send()``s (`-[NSInvocation invokeWithTarget:]`).
    /// - Throws: as ``send()``.
    public func send(to target: UnsafeMutableRawPointer?) throws {
        try setTargetForSend(target)
        try send()
    }

    func setTargetForSend(_ target: UnsafeMutableRawPointer?) throws(InvocationError) {
        guard slots.count >= 2 else { throw .notAMessage(types: layout.key) }
        if let nsInvocation {
            // Through the C object, which keeps a retained target retained.
            var t = target
            _ = rt_nsinvocation_setArgument(nsInvocation.assumingMemoryBound(to: rt_object.self), 0, &t)
            return
        }
        (frame + slots[0].offset).storeBytes(of: target, as: UnsafeMutableRawPointer?.self)
    }
}

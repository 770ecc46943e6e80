internal import CLibffiGlue
internal import CRuntimeCore

/// Message forwarding through libffi, the GNUstep way. A message nobody implements — after
/// `+resolveInstanceMethod:` and `-forwardingTargetForSelector:` — reaches the runtime's
/// forwarding hook; the hook asks the receiver for `-methodSignatureForSelector:` and returns
/// the forwarding IMP for that signature: a libffi closure that packs the caller's
/// arguments into an `NSInvocation`, sends `-forwardInvocation:`, and returns whatever
/// return value the invocation holds afterwards. Without a signature the message ends in
/// `-doesNotRecognizeSelector:` as before.
public enum ObjCForwarding {
    /// Installs forwarding: registers NSMethodSignature and NSInvocation, gives NSObject a
    /// `-methodSignatureForSelector:` that answers for every method the receiver has, and sets
    /// the runtime's forwarding hook. Idempotent and thread-safe. Making any method signature
    /// (``methodSignature(types:)``) installs it too; call this at start-up when classes rely
    /// on NSObject's `-methodSignatureForSelector:` (a proxy asking its target).
    public static func install() {
        _ = installed
    }

    private static let installed: Bool = performInstall()

    private static func performInstall() -> Bool {
        guard ForwardingClasses.classes != nil, let root = rt_NSObject() else { return false }
        typealias SignatureFn = @convention(c) (FwdRT.ID?, FwdRT.SELP?, FwdRT.SELP?) -> FwdRT.ID?
        let methodSignature: SignatureFn = { me, _, sel in
            guard let me, let sel, let cls = rt_object_getClass(me),
                  let types = FwdRT.typesOfMethodWithoutResolving(cls, sel) else { return nil }
            return try? ForwardingClasses.signatureObject(types: String(cString: types))
        }
        _ = rt_class_replaceMethod(root, FwdRT.sel.methodSignatureForSelector, FwdRT.imp(methodSignature), "@@::")
        let hook: rt_forward_hook_t = { receiver, sel in ObjCForwarding.forwardingIMP(receiver, sel) }
        rt_set_forward_hook(hook)
        return true
    }

    /// The NSMethodSignature object for a type encoding (one per string, never freed), for
    /// `-methodSignatureForSelector:` implementations written in Swift.
    public static func methodSignature(types: String) throws(InvocationError) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(try ForwardingClasses.signatureObject(types: types))
    }

    /// The type encoding an NSMethodSignature object was made from, or nil for anything else.
    public static func types(ofMethodSignature object: UnsafeMutableRawPointer?) -> String? {
        ForwardingClasses.signatureState(FwdRT.object(object))?.types
    }

    /// The ``Invocation`` behind an NSInvocation object (what `-forwardInvocation:` receives):
    /// inspect and change its arguments, retarget it with ``Invocation/send(to:)``, set its
    /// return value. Nil for anything that is not an NSInvocation.
    public static func invocation(of object: UnsafeMutableRawPointer?) -> Invocation? {
        ForwardingClasses.invocationState(FwdRT.object(object))?.invocation
    }

    /// The hook: a forwarding IMP for the receiver's signature of `sel`, or nil.
    static func forwardingIMP(_ receiver: FwdRT.ID?, _ sel: FwdRT.SELP?) -> CRuntimeCore.IMP? {
        let s = FwdRT.sel
        // Asking an object that cannot answer would miss again and come straight back here.
        guard let receiver, let sel, sel != s.methodSignatureForSelector,
              FwdRT.responds(receiver, s.methodSignatureForSelector),
              let signature = FwdRT.sendReturningObject(receiver, s.methodSignatureForSelector, selectorArgument: sel),
              let state = ForwardingClasses.signatureState(signature) else { return nil }
        return forwardingClosure(for: state.layout)
    }

    /// The per-signature forwarding closure (made once, kept for good).
    static func forwardingClosure(for layout: FFICallLayout) -> CRuntimeCore.IMP? {
        if let code = rt_forward_imp_cached(layout.cif) { return unsafeBitCast(code, to: CRuntimeCore.IMP.self) }
        let context = Unmanaged.passRetained(layout).toOpaque()
        var created = false
        let handler: rt_closure_handler = { context, _, ret, args in
            guard let context, let ret, let args else { return }
            ObjCForwarding.forward(Unmanaged<FFICallLayout>.fromOpaque(context).takeUnretainedValue(), ret, args)
        }
        let code = rt_forward_imp(layout.cif, handler, context, &created)
        if !created { Unmanaged<FFICallLayout>.fromOpaque(context).release() }
        return code.map { unsafeBitCast($0, to: CRuntimeCore.IMP.self) }
    }

    /// The body of every forwarding IMP: frame → NSInvocation → -forwardInvocation: → return value.
    static func forward(_ layout: FFICallLayout, _ ret: UnsafeMutableRawPointer,
                        _ args: UnsafePointer<UnsafeMutableRawPointer?>) {
        guard layout.arguments.count >= 2, let selfSlot = args[0], let cmdSlot = args[1] else { return }
        let receiver = selfSlot.load(as: FwdRT.ID?.self)
        let sel = cmdSlot.load(as: FwdRT.SELP?.self)
        guard let receiver else { return }
        guard let signature = try? ForwardingClasses.signatureObject(types: layout.key),
              let invocationObject = ForwardingClasses.makeInvocation(signatureObject: signature),
              let state = ForwardingClasses.invocationState(invocationObject) else {
            rt_exception_raiseUnrecognizedSelector(receiver, sel)
            return
        }
        state.invocation.loadArguments(from: args)
        if FwdRT.responds(receiver, FwdRT.sel.forwardInvocation) {
            FwdRT.sendVoid(receiver, FwdRT.sel.forwardInvocation, objectArgument: invocationObject)
        } else {
            rt_exception_raiseUnrecognizedSelector(receiver, sel)
        }
        state.invocation.storeReturnValue(to: ret)
        rt_objc_release(invocationObject)
    }
}

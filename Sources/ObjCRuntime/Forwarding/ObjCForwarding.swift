internal import CRuntimeCore
internal import CValueClasses

/// Message forwarding through `-forwardInvocation:`, as the runtime does it in C
/// (`CSupport/ValueClasses/forwarding.c`): a message nobody implements — after
/// `+resolveInstanceMethod:` and `-forwardingTargetForSelector:` — reaches the runtime's
/// forwarding hook, which asks the receiver for `-methodSignatureForSelector:` and returns the
/// forwarding IMP for that signature: a libffi closure that packs the caller's arguments into
/// an `NSInvocation`, sends `-forwardInvocation:`, and returns whatever return value the
/// invocation holds afterwards. Without a signature the message ends in
/// `-doesNotRecognizeSelector:`.
///
/// `NSMethodSignature` and `NSInvocation` are the value layer's C classes, present in every
/// process that links it (compiled programs without Swift too). This type is the Swift door to
/// them: signatures by type string, and ``invocation(of:)`` — an ``Invocation`` over an
/// NSInvocation's own frame, not a copy.
public enum ObjCForwarding {
    /// Makes sure the value layer — NSMethodSignature, NSInvocation, NSObject's
    /// `-methodSignatureForSelector:` and the forwarding hook — is installed. Its load-time
    /// constructor already did (before any Swift code runs), so nothing needs to call this; it
    /// stays for the package's tests that say so explicitly.
    package static func install() {
        rt_values_install()
    }

    /// The NSMethodSignature object for a type encoding (one per string, never freed), for
    /// `-methodSignatureForSelector:` implementations written in Swift.
    /// - Throws: ``InvocationError/malformedEncoding(encoding:message:)`` with the runtime's
    ///   reason when no frame can hold the encoding.
    public static func methodSignature(types: String) throws(InvocationError) -> UnsafeMutableRawPointer {
        // Asked on every forwarded send: the common case (a string seen before) is a lookup,
        // with no buffer for a message that will not be written.
        if let signature = rt_nsmethodsignature_withTypes(types, nil, 0) { return UnsafeMutableRawPointer(signature) }
        var error = [CChar](repeating: 0, count: 256)
        guard let signature = rt_nsmethodsignature_withTypes(types, &error, error.count) else {
            let message = error.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            throw .malformedEncoding(encoding: types, message: message)
        }
        return UnsafeMutableRawPointer(signature)
    }

    /// The type encoding an NSMethodSignature object was made from, or nil for anything else.
    public static func types(ofMethodSignature object: UnsafeMutableRawPointer?) -> String? {
        rt_nsmethodsignature_types(FwdRT.object(object)).map { String(cString: $0) }
    }

    /// The ``Invocation`` over an NSInvocation object (what `-forwardInvocation:` receives):
    /// its arguments and return value are the NSInvocation's own, so reading, changing,
    /// retargeting with ``Invocation/send(to:)`` or setting the return value acts on the
    /// object itself. The ``Invocation`` keeps the object alive. Nil for anything that is not
    /// an NSInvocation, or whose signature the Swift type grammar cannot read.
    public static func invocation(of object: UnsafeMutableRawPointer?) -> Invocation? {
        guard let object, rt_object_isNSInvocation(FwdRT.object(object)) else { return nil }
        return Invocation(wrapping: object)
    }
}

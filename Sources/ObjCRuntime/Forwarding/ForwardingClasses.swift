internal import CRuntimeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runtime classes `NSMethodSignature` and `NSInvocation`: NSObject subclasses whose one
/// ivar (`_state`, unretained `^v`) points at Swift state — the prepared call, and for an
/// invocation the ``Invocation`` holding its frame. Registered on first use.
enum ForwardingClasses {
    struct Classes: @unchecked Sendable {
        let signature: Class
        let invocation: Class
        let signatureState: CRuntimeCore.Ivar
        let invocationState: CRuntimeCore.Ivar
    }

    /// Nil only if the runtime refused the classes (a name already taken by another class).
    static let classes: Classes? = register()

    /// What an NSMethodSignature's ivar points at. Signatures are cached per type string and
    /// never deallocated, so this state is never freed.
    final class SignatureState: @unchecked Sendable {
        let layout: FFICallLayout
        let types: String
        /// C strings for -methodReturnType and -getArgumentTypeAtIndex:, kept for good.
        let returnType: UnsafeMutablePointer<CChar>?
        let argumentTypes: [UnsafeMutablePointer<CChar>?]

        init(layout: FFICallLayout, types: String, returnType: String, argumentTypes: [String]) {
            self.layout = layout
            self.types = types
            self.returnType = strdup(returnType)
            self.argumentTypes = argumentTypes.map { strdup($0) }
        }
    }

    /// What an NSInvocation's ivar points at (retained by the object, released in -dealloc).
    final class InvocationState {
        let invocation: Invocation
        let signatureObject: FwdRT.ID
        init(invocation: Invocation, signatureObject: FwdRT.ID) {
            self.invocation = invocation
            self.signatureObject = signatureObject
        }
    }

    private static let signatures = LockedValue<[String: SignatureHandle]>([:])
    struct SignatureHandle: @unchecked Sendable { let object: FwdRT.ID }

    /// The NSMethodSignature object for `types` (one per string, immortal), or an error when
    /// the encoding is malformed or not callable.
    static func signatureObject(types: String) throws(InvocationError) -> FwdRT.ID {
        // A signature is only useful with forwarding on; making one turns it on.
        ObjCForwarding.install()
        if let hit = signatures.withLock({ $0[types] }) { return hit.object }
        guard let classes else { throw .ffiFailure("the NSMethodSignature class could not be registered") }
        let layout = try FFICallLayout.make(encoding: types)
        let parsed = try FFISignature.parseTypes(types)
        let state = SignatureState(layout: layout, types: types, returnType: parsed.returnEncoding,
                                   argumentTypes: parsed.argumentEncodings)
        let made = signatures.withLock { table -> FwdRT.ID? in
            if let hit = table[types] { return hit.object }
            guard let object = rt_class_createInstance(classes.signature, 0) else { return nil }
            rt_object_getIvarAddress(object, classes.signatureState)?
                .storeBytes(of: Unmanaged.passRetained(state).toOpaque(), as: UnsafeMutableRawPointer.self)
            table[types] = SignatureHandle(object: object)
            return object
        }
        guard let made else { throw .ffiFailure("out of memory allocating an NSMethodSignature") }
        return made
    }

    static func signatureState(_ object: FwdRT.ID?) -> SignatureState? {
        guard let object, let classes, rt_object_getClass(object) == classes.signature,
              let p = rt_object_getIvarAddress(object, classes.signatureState)?.load(as: UnsafeMutableRawPointer?.self)
        else { return nil }
        return Unmanaged<SignatureState>.fromOpaque(p).takeUnretainedValue()
    }

    static func invocationState(_ object: FwdRT.ID?) -> InvocationState? {
        guard let object, let classes, rt_object_getClass(object) == classes.invocation,
              let p = rt_object_getIvarAddress(object, classes.invocationState)?.load(as: UnsafeMutableRawPointer?.self)
        else { return nil }
        return Unmanaged<InvocationState>.fromOpaque(p).takeUnretainedValue()
    }

    /// A new NSInvocation (+1) for a signature object.
    static func makeInvocation(signatureObject: FwdRT.ID) -> FwdRT.ID? {
        guard let classes, let sig = signatureState(signatureObject),
              let object = rt_class_createInstance(classes.invocation, 0) else { return nil }
        let state = InvocationState(invocation: Invocation(layout: sig.layout, implementation: nil),
                                    signatureObject: signatureObject)
        rt_object_getIvarAddress(object, classes.invocationState)?
            .storeBytes(of: Unmanaged.passRetained(state).toOpaque(), as: UnsafeMutableRawPointer.self)
        return object
    }

    private static func register() -> Classes? {
        guard let root = rt_NSObject(),
              let sigClass = makeClass("NSMethodSignature", root),
              let invClass = makeClass("NSInvocation", root) else { return nil }
        ForwardingMethods.addSignatureMethods(sigClass)
        ForwardingMethods.addInvocationMethods(invClass)
        guard rt_objc_registerClassPair(sigClass) == RT_OK, rt_objc_registerClassPair(invClass) == RT_OK,
              let sigIvar = rt_class_getInstanceVariable(sigClass, "_state"),
              let invIvar = rt_class_getInstanceVariable(invClass, "_state") else { return nil }
        return Classes(signature: sigClass, invocation: invClass, signatureState: sigIvar, invocationState: invIvar)
    }

    private static func makeClass(_ name: String, _ superclass: Class) -> Class? {
        if let existing = rt_objc_getClass(name) { return existing }
        var status = RT_OK
        guard let cls = rt_objc_allocateClassPair(superclass, name, 0, &status) else { return nil }
        guard rt_class_addIvar(cls, "_state", MemoryLayout<UnsafeRawPointer>.size, 3, "^v", RT_IVAR_UNRETAINED) == RT_OK
        else { return nil }
        return cls
    }
}

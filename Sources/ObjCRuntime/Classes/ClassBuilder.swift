internal import CRuntimeCore

/// Builds a class at run time: allocate the pair, add ivars (only now), methods, properties
/// and protocols, then register. Methods, properties and protocols can still be added to the
/// registered class through `ObjCClass`; ivars cannot.
public final class ClassBuilder: @unchecked Sendable {
    /// The class being built (registered once `register()` succeeds).
    public let objcClass: ObjCClass

    /// Allocates a class named `name` and its metaclass under `superclass` (default
    /// NSObject); `superclass: nil` with `root: true` makes a new root class.
    /// - Throws: `duplicateClass`, `superclassNotRegistered`, `invalidArgument` (empty name).
    public init(name: String, superclass: ObjCClass? = .nsObject, root: Bool = false,
                extraBytes: Int = 0) throws {
        let parent = root ? nil : superclass
        if !root && superclass == nil {
            throw ObjCError.invalidArgument("a class needs a superclass unless root: true")
        }
        var st = RT_OK
        let cls = name.withCString { rt_objc_allocateClassPair(parent?.raw, $0, max(0, extraBytes), &st) }
        guard let cls else {
            switch st {
            case RT_ERR_DUPLICATE_CLASS: throw ObjCError.duplicateClass(name: name)
            case RT_ERR_CLASS_DISPOSED: throw ObjCError.classDisposed(name: parent?.name ?? "nil")
            case RT_ERR_CLASS_NOT_REGISTERED:
                throw ObjCError.superclassNotRegistered(name: parent?.name ?? "nil")
            default: throw ObjCError.invalidArgument("cannot allocate a class named '\(name)'")
            }
        }
        objcClass = ObjCClass(raw: cls)
    }

    /// Adds an ivar at the next multiple of `1 << log2Alignment` after the existing ones.
    /// `ownership` matters for object ivars (encoding starting with `@`): dealloc releases
    /// strong ones and zeroes weak ones.
    /// - Throws: `ivarAfterRegistration`, `duplicateIvar`, `invalidArgument`.
    @discardableResult
    public func addIvar(_ name: String, size: Int, log2Alignment: Int, types: String,
                        ownership: IvarOwnership = .strong) throws -> ClassBuilder {
        guard size >= 0, (0...12).contains(log2Alignment) else {
            throw ObjCError.invalidArgument("ivar '\(name)': size \(size), log2 alignment \(log2Alignment)")
        }
        let st = name.withCString { n in
            types.withCString {
                rt_class_addIvar(objcClass.raw, n, size, UInt8(log2Alignment), $0, ownership.cValue)
            }
        }
        switch st {
        case RT_OK: return self
        case RT_ERR_CLASS_DISPOSED: throw ObjCError.classDisposed(name: objcClass.name)
        case RT_ERR_CLASS_REGISTERED: throw ObjCError.ivarAfterRegistration(className: objcClass.name, ivar: name)
        case RT_ERR_DUPLICATE: throw ObjCError.duplicateIvar(className: objcClass.name, ivar: name)
        default: throw ObjCError.invalidArgument("ivar '\(name)' of \(objcClass.name) (empty name or encoding?)")
        }
    }

    /// Adds an instance method.
    @discardableResult
    public func addMethod(_ sel: Selector, types: String, imp: IMP) throws -> ClassBuilder {
        try objcClass.addMethod(sel, types: types, imp: imp)
        return self
    }

    /// Adds an instance method from a `@convention(c)` function `(id, SEL, …) -> …`.
    @discardableResult
    public func addMethod<F>(_ sel: Selector, types: String, function: F) throws -> ClassBuilder {
        guard let imp = unsafeIMP(function) else {
            throw ObjCError.invalidArgument("\(F.self) is not a C function pointer type")
        }
        return try addMethod(sel, types: types, imp: imp)
    }

    /// Adds a class method (a method of the metaclass).
    @discardableResult
    public func addClassMethod(_ sel: Selector, types: String, imp: IMP) throws -> ClassBuilder {
        try objcClass.metaclass.addMethod(sel, types: types, imp: imp)
        return self
    }

    /// Adds a class method from a `@convention(c)` function.
    @discardableResult
    public func addClassMethod<F>(_ sel: Selector, types: String, function: F) throws -> ClassBuilder {
        guard let imp = unsafeIMP(function) else {
            throw ObjCError.invalidArgument("\(F.self) is not a C function pointer type")
        }
        return try addClassMethod(sel, types: types, imp: imp)
    }

    /// Adds a property with its raw attribute string.
    @discardableResult
    public func addProperty(_ name: String, attributes: String) throws -> ClassBuilder {
        try objcClass.addProperty(name, attributes: attributes)
        return self
    }

    /// Adopts a protocol.
    @discardableResult
    public func addProtocol(_ proto: ObjCProtocol) throws -> ClassBuilder {
        try objcClass.addProtocol(proto)
        return self
    }

    /// Registers the class: it becomes visible to `ObjCClass.named` and can be instantiated.
    /// - Throws: `classAlreadyRegistered`.
    @discardableResult
    public func register() throws -> ObjCClass {
        let st = rt_objc_registerClassPair(objcClass.raw)
        if st == RT_ERR_CLASS_REGISTERED { throw ObjCError.classAlreadyRegistered(name: objcClass.name) }
        try objcClass.check(st, what: "registering \(objcClass.name)")
        return objcClass
    }

    /// Disposes the pair (registered or not), as ``ObjCClass/dispose()``.
    /// - Throws: `classInUse` while it has live instances or subclasses.
    public func dispose() throws { try objcClass.dispose() }
}

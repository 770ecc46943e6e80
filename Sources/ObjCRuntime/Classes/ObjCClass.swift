internal import CRuntimeCore
internal import CValueClasses

/// A class or metaclass of the runtime. Classes live until disposed, so this is a plain
/// value wrapping the class pointer; two values for one class compare equal.
public struct ObjCClass: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The class pointer, stored untyped so that inlinable code (the generic send) can read
    /// it; `raw` is the same pointer as the C runtime's `Class`.
    @usableFromInline let address: UnsafeMutableRawPointer

    var raw: Class { address.asClass }

    init(raw: Class) { address = rawPointer(raw) }

    /// A class pointer a send returned (no start-up check: the runtime made it).
    @usableFromInline init(address: UnsafeMutableRawPointer) { self.address = address }

    /// Low level: wraps a class pointer (e.g. from an IMP's arguments).
    public init(pointer: UnsafeMutableRawPointer) {
        address = pointer
    }

    /// Low level: the class of an object pointer (its isa), e.g. of an IMP's `self`.
    public init(ofObject object: UnsafeMutableRawPointer) {
        address = rawPointer(rt_object_getClass(object.asID))
    }

    /// Low level: the indexed bytes allocated after the class struct (`extraBytes` of
    /// `ClassBuilder`), or nil when there are none.
    package var indexedBytes: UnsafeMutableRawPointer? { rt_class_getIndexedBytes(raw) }
    /// How many indexed bytes the class was allocated with (`extraBytes` of `ClassBuilder`).
    package var indexedByteCount: Int { rt_class_getIndexedByteCount(raw) }

    /// Low level: the class pointer (also the class object's `id`).
    public var pointer: UnsafeMutableRawPointer { rawPointer(raw) }

    /// The registered class named `name`.
    /// - Throws: `ObjCError.unknownClass`.
    public static func named(_ name: String) throws -> ObjCClass {
        guard let cls = lookUp(name) else { throw ObjCError.unknownClass(name: name) }
        return cls
    }

    /// The registered class named `name`, or nil.
    public static func lookUp(_ name: String) -> ObjCClass? {
        return name.withCString { rt_objc_getClass($0) }.map(ObjCClass.init(raw:))
    }

    /// Every registered class (not metaclasses), in registration order.
    public static var allClasses: [ObjCClass] {
        let n = Int(rt_objc_getClassList(nil, 0))
        var buffer = [Class?](repeating: nil, count: n)
        let got = Int(rt_objc_getClassList(&buffer, Int32(n)))
        return buffer.prefix(min(n, got)).compactMap { $0.map(ObjCClass.init(raw:)) }
    }

    /// The root class, registered at start-up.
    public static var nsObject: ObjCClass {
        return ObjCClass(raw: rt_NSObject())
    }
    /// The runtime's minimal immutable NSString.
    public static var nsString: ObjCClass {
        return ObjCClass(raw: rt_NSString())
    }

    /// The class's name (a metaclass has its class's name).
    public var name: String { String(cString: rt_class_getName(raw)) }
    public var description: String { isMetaClass ? "meta(\(name))" : name }

    /// nil for a root class.
    public var superclass: ObjCClass? { rt_class_getSuperclass(raw).map(ObjCClass.init(raw:)) }
    /// The isa of the class object: for a class its metaclass, for a metaclass the root metaclass.
    public var metaclass: ObjCClass { ObjCClass(raw: rt_class_getMetaClass(raw)) }
    /// Whether this is a metaclass.
    public var isMetaClass: Bool { rt_class_isMetaClass(raw) }
    /// For a metaclass, the class it describes; for a class, itself.
    public var nonMetaClass: ObjCClass { ObjCClass(raw: rt_class_getNonMetaClass(raw)) }
    /// Bytes in an instance, the 16-byte object header included.
    public var instanceSize: Int { Int(rt_class_getInstanceSize(raw)) }
    /// Alignment of the instance layout, in bytes.
    public var instanceAlignment: Int { Int(rt_class_getInstanceAlignment(raw)) }
    /// Whether `register()` has run.
    public var isRegistered: Bool { rt_class_isRegistered(raw) }
    /// Objects whose isa is this class right now.
    public var liveInstanceCount: Int { rt_class_getLiveInstanceCount(raw) }
    /// Direct subclasses (for a root class or a metaclass, metaclasses appear too).
    public var subclasses: [ObjCClass] {
        let n = Int(rt_class_copySubclasses(raw, nil, 0))
        var buffer = [Class?](repeating: nil, count: n)
        let got = Int(rt_class_copySubclasses(raw, &buffer, Int32(n)))
        return buffer.prefix(min(n, got)).compactMap { $0.map(ObjCClass.init(raw:)) }
    }

    /// The class itself as an object handle (classes are immortal; the handle is free).
    public var asObject: ObjCObject { ObjCObject(retaining: UnsafeMutableRawPointer(raw).asID) }

    /// The class's own ivars, in layout order.
    public var ivars: [Ivar] { takeList({ rt_class_copyIvarList(raw, $0) }) { Ivar(raw: $0!) } }
    /// The class's own methods (category methods first). Class methods: `metaclass.methods`.
    public var methods: [Method] { takeList({ rt_class_copyMethodList(raw, $0) }) { Method(raw: $0!) } }
    /// The class's own properties (category ones first).
    public var properties: [Property] {
        takeList({ rt_class_copyPropertyList(raw, $0) }) { Property(raw: $0!) }
    }
    /// Protocols the class itself adopts.
    public var protocols: [ObjCProtocol] {
        takeList({ rt_class_copyProtocolList(raw, $0) }) { ObjCProtocol(raw: $0!) }
    }

    /// An ivar of this class or a superclass.
    public func ivar(named name: String) -> Ivar? {
        name.withCString { rt_class_getInstanceVariable(raw, $0) }.map(Ivar.init(raw:))
    }

    /// The instance method for `sel`, own or inherited (resolution included).
    public func instanceMethod(for sel: Selector) -> Method? {
        rt_class_getInstanceMethod(raw, sel.raw).map(Method.init(raw:))
    }

    /// The class method for `sel`, own or inherited.
    public func classMethod(for sel: Selector) -> Method? {
        rt_class_getClassMethod(raw, sel.raw).map(Method.init(raw:))
    }

    /// A property of this class or a superclass.
    public func property(named name: String) -> Property? {
        name.withCString { rt_class_getProperty(raw, $0) }.map(Property.init(raw:))
    }

    /// The IMP instances would run for `sel` (resolution included), or nil.
    public func methodImplementation(for sel: Selector) -> IMP? {
        toIMP(rt_class_getMethodImplementation(raw, sel.raw))
    }

    /// `+instancesRespondToSelector:` (resolution included, forwarding not).
    public func instancesRespond(to sel: Selector) -> Bool {
        rt_class_respondsToSelector(raw, sel.raw)
    }

    /// Whether this class or a superclass adopts `proto` or a protocol inheriting it.
    public func conforms(to proto: ObjCProtocol) -> Bool {
        rt_class_conformsToProtocolInherited(raw, proto.raw)
    }

    /// Whether this class is `other` or inherits from it.
    public func isSubclass(of other: ObjCClass) -> Bool {
        var c: Class? = raw
        while let k = c {
            if k == other.raw { return true }
            c = rt_class_getSuperclass(k)
        }
        return false
    }

    /// A new instance with zeroed ivars (no `-init` sent), plus `extraBytes` indexed bytes.
    /// - Throws: `classNotRegistered` for an unregistered class, `invalidArgument` for a
    ///   metaclass, `classDisposed` for a disposed one.
    public func createInstance(extraBytes: Int = 0) throws -> ObjCObject {
        guard let obj = rt_class_createInstance(raw, max(0, extraBytes)) else {
            if isDisposed { throw ObjCError.classDisposed(name: name) }
            if isMetaClass { throw ObjCError.invalidArgument("\(description) is a metaclass: instantiate its class") }
            if !isRegistered { throw ObjCError.classNotRegistered(name: name) }
            throw ObjCError.allocationFailed("instance of \(name)")
        }
        return ObjCObject(adopting: obj)
    }

    /// `[[cls alloc] init]` by sending `+new`.
    public func new() throws -> ObjCObject {
        guard let obj = try send("new") else { throw ObjCError.allocationFailed("+new of \(name)") }
        return obj
    }

    /// Adds a method (to the metaclass for a class method: `cls.metaclass.addMethod`).
    /// - Throws: `duplicateMethod` when the class itself already has it.
    public func addMethod(_ sel: Selector, types: String, imp: IMP) throws {
        let st = types.withCString { rt_class_addMethod(raw, sel.raw, toCIMP(imp), $0) }
        if st == RT_ERR_DUPLICATE { throw ObjCError.duplicateMethod(className: name, selector: sel.name) }
        try check(st, what: "adding \(sel.name) to \(name)")
    }

    /// Sets the IMP of the class's own method, or adds the method. Returns the old IMP.
    @discardableResult
    public func replaceMethod(_ sel: Selector, types: String, imp: IMP) -> IMP? {
        toIMP(types.withCString { rt_class_replaceMethod(raw, sel.raw, toCIMP(imp), $0) })
    }

    /// Adds a property (raw attribute string, e.g. `T@"NSString",C,N,V_name`).
    public func addProperty(_ name: String, attributes: String) throws {
        let st = name.withCString { n in attributes.withCString { rt_class_addProperty(raw, n, $0) } }
        if st == RT_ERR_DUPLICATE { throw ObjCError.duplicateProperty(className: self.name, property: name) }
        try check(st, what: "adding property \(name)")
    }

    /// Replaces a property's attributes, or adds it.
    public func replaceProperty(_ name: String, attributes: String) throws {
        let st = name.withCString { n in attributes.withCString { rt_class_replaceProperty(raw, n, $0) } }
        try check(st, what: "replacing property \(name)")
    }

    /// Adopts a protocol.
    public func addProtocol(_ proto: ObjCProtocol) throws {
        let st = rt_class_addProtocol(raw, proto.raw)
        if st == RT_ERR_DUPLICATE { throw ObjCError.duplicateProtocol(name: proto.name) }
        try check(st, what: "adopting \(proto.name)")
    }

    /// Whether the class was disposed (``dispose()``): a handle kept to it still reads its
    /// name and answers empty lists; changes throw ``ObjCError/classDisposed(name:)`` and
    /// messages to it raise the unrecognized-selector ``ObjCException``.
    public var isDisposed: Bool { rt_class_isDisposed(raw) }

    /// Maps a C status to an error. `what` says what was being done.
    func check(_ st: rt_status, what: String) throws {
        switch st {
        case RT_OK: return
        case RT_ERR_DUPLICATE_CLASS: throw ObjCError.duplicateClass(name: name)
        case RT_ERR_CLASS_REGISTERED: throw ObjCError.classAlreadyRegistered(name: name)
        case RT_ERR_CLASS_NOT_REGISTERED: throw ObjCError.classNotRegistered(name: name)
        case RT_ERR_CLASS_IN_USE: throw ObjCError.classInUse(name: name, liveInstances: liveInstanceCount, subclasses: 0)
        case RT_ERR_CLASS_DISPOSED: throw ObjCError.classDisposed(name: name)
        case RT_ERR_IS_METACLASS: throw ObjCError.invalidArgument("\(what): \(name) is a metaclass")
        case RT_ERR_NOT_FOUND: throw ObjCError.invalidArgument("\(what): \(name) is not a class being built")
        default: throw ObjCError.invalidArgument(what)
        }
    }
}

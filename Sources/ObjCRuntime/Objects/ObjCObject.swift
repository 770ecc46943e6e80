internal import CRuntimeCore
internal import CValueClasses

/// An owning handle to a runtime object: it holds one retain, taken when the handle is
/// made and given back when it is deinitialized, so Swift code can neither leak nor
/// over-release. Handles are cheap; two handles to one object compare equal.
public final class ObjCObject: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The object pointer, stored untyped so that inlinable code (the generic send) can read
    /// it; `raw` is the same pointer as the C runtime's `id`.
    @usableFromInline let address: UnsafeMutableRawPointer

    var raw: id { address.asID }

    /// Adopts a +1 reference (the handle releases it).
    init(adopting raw: id) { address = rawPointer(raw) }

    /// Adopts a +1 reference given as a raw pointer (an object result of a send).
    @usableFromInline
    init(adoptingResult pointer: UnsafeMutableRawPointer) { address = pointer }

    /// Retains and wraps.
    convenience init(retaining raw: id) {
        rt_objc_retain(raw)
        self.init(adopting: raw)
    }

    /// Low level: wraps an object pointer, retaining it (for a value you do not own, e.g.
    /// an IMP's `self` argument or a +0 return value).
    public convenience init(retaining pointer: UnsafeMutableRawPointer) {
        self.init(retaining: pointer.asID)
    }

    /// Low level: wraps an object pointer you own (+1), taking over that reference —
    /// e.g. the result of an `alloc`, `new`, `copy` or `init` method called by hand.
    public convenience init(adopting pointer: UnsafeMutableRawPointer) {
        self.init(adopting: pointer.asID)
    }

    deinit { rt_objc_release(raw) }

    /// Low level: `objc_retain` on an object pointer, for code that keeps an object alive
    /// without making a handle (KVO holds an observed object while it tells the observers of
    /// a change). Balance it with ``release(_:)``.
    package static func retain(_ pointer: UnsafeMutableRawPointer) { rt_objc_retain(pointer.asID) }

    /// Low level: `objc_release` on an object pointer (the last release deallocates it).
    package static func release(_ pointer: UnsafeMutableRawPointer) { rt_objc_release(pointer.asID) }

    /// Low level: the object pointer, valid while this handle (or another retain) is alive.
    @inlinable public var pointer: UnsafeMutableRawPointer { address }

    /// Low level: calls `body` with the object pointer, keeping the handle alive meanwhile.
    public func withUnsafePointer<R>(_ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(rawPointer(raw)) }
    }

    /// The object's class (its isa): for a class object, its metaclass.
    public var objcClass: ObjCClass { ObjCClass(raw: rt_object_getClass(raw)) }

    /// Swaps the object's class (isa-swizzling, as KVO does); returns the old class.
    /// - Throws: `invalidArgument` when `cls` is a metaclass or the object is a class.
    @discardableResult
    public func setClass(_ cls: ObjCClass) throws -> ObjCClass {
        if cls.isDisposed { throw ObjCError.classDisposed(name: cls.name) }
        guard let old = rt_object_setClass(raw, cls.raw) else {
            throw ObjCError.invalidArgument("cannot set the class of \(className) to \(cls.name)")
        }
        return ObjCClass(raw: old)
    }

    /// The name of the object's class (for a class object: its own name).
    public var className: String { String(cString: rt_object_getClassName(raw)) }

    /// Whether this object is a class.
    public var isClass: Bool { rt_object_isClass(raw) }

    /// The retain count, this handle's reference included.
    public var retainCount: Int { Int(bitPattern: rt_object_retainCount(raw)) }

    /// `object_copy`: a shallow copy of the same class, strong object ivars retained.
    public func objectCopy() throws -> ObjCObject {
        guard let copy = rt_object_copy(raw, 0) else {
            throw ObjCError.invalidArgument("object_copy of \(className) failed (a class, or out of memory)")
        }
        return ObjCObject(adopting: copy)
    }

    /// Low level: the indexed bytes allocated after the ivars (`extraBytes` at creation).
    package var indexedBytes: UnsafeMutableRawPointer? { rt_object_getIndexedIvars(raw) }

    public static func == (a: ObjCObject, b: ObjCObject) -> Bool { a.raw == b.raw }
    public func hash(into hasher: inout Hasher) { hasher.combine(UnsafeRawPointer(raw)) }

    /// `<ClassName: 0x…>` without sending a message (see `objcDescription()` for -description).
    public var description: String { "<\(className): \(UnsafeRawPointer(raw))>" }

    /// The string an NSString holds, or nil when this is not an NSString.
    public var stringValue: String? { cString(rt_nsstring_UTF8String(raw)) }

    /// A new immutable NSString (+1) holding `value`'s UTF-8 bytes (its own buffer when
    /// contiguous, so no C-string copy), or nil when out of memory.
    static func makeNSString(_ value: String) -> id? {
        var value = value
        return value.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { rt_nsstring_create($0.baseAddress, $0.count) }
        }
    }

    /// A new immutable NSString with the string's UTF-8 bytes.
    public static func string(_ value: String) -> ObjCObject {
        guard let object = makeNSString(value) else { fatalError("out of memory creating an NSString") }
        return ObjCObject(adopting: object)
    }

    /// Sends `-description` and returns the string.
    public func objcDescription() throws -> String {
        try send("description")?.stringValue ?? ""
    }

    /// Whether the object is an instance of `cls` or of a subclass (`-isKindOfClass:` logic,
    /// without sending a message).
    public func isKind(of cls: ObjCClass) -> Bool { unmanaged.isKind(of: cls) }

    /// Whether the object responds to `sel` (resolution included, forwarding not).
    public func responds(to sel: Selector) -> Bool {
        rt_class_respondsToSelector(rt_object_getClass(raw), sel.raw)
    }
}

internal import CRuntimeCore

/// An instance variable: name, raw type encoding, byte offset, size, alignment, ownership.
public struct Ivar: Hashable, @unchecked Sendable, CustomStringConvertible {
    let raw: CRuntimeCore.Ivar

    init(raw: CRuntimeCore.Ivar) { self.raw = raw }

    /// The ivar's name.
    public var name: String { cString(rt_ivar_getName(raw)) ?? "" }
    /// The raw type encoding (parse it with ObjCEncoding).
    public var typeEncoding: String { cString(rt_ivar_getTypeEncoding(raw)) ?? "" }
    /// Byte offset from the start of the object (the 16-byte header comes first).
    public var offset: Int { rt_ivar_getOffset(raw) }
    /// Size in bytes, as given to `addIvar`.
    public var size: Int { Int(rt_ivar_getSize(raw)) }
    /// Alignment as a power of two, as given to `addIvar`.
    public var log2Alignment: Int { Int(rt_ivar_getLog2Alignment(raw)) }
    /// How an object ivar holds its value.
    public var ownership: IvarOwnership { IvarOwnership(rt_ivar_getOwnership(raw)) }
    /// Whether the encoding starts with `@` (an object).
    public var isObject: Bool { rt_ivar_isObject(raw) }

    public var description: String { "\(name) \(typeEncoding) @\(offset)" }

    /// Reads a plain value (not an object) of the ivar's exact size.
    /// - Throws: `ivarTypeMismatch` when `T`'s size differs or the ivar holds an object.
    /// - Throws: `invalidArgument` when the ivar lies outside `object` (it belongs to another class).
    public func value<T: BitwiseCopyable>(in object: ObjCObject, as type: T.Type = T.self) throws -> T {
        try checkFits(in: object)
        return try value(inOwnInstance: object, as: type)
    }

    /// `value(in:as:)` for an object known to hold this ivar (a synthesized accessor found
    /// it on the receiver's class), without the instance-size check and its runtime lock.
    package func value<T: BitwiseCopyable>(inOwnInstance object: ObjCObject, as type: T.Type = T.self) throws -> T {
        try checkPlain(MemoryLayout<T>.size)
        return object.withUnsafePointer { p in
            (p + offset).loadUnaligned(as: T.self)
        }
    }

    /// Writes a plain value (not an object) of the ivar's exact size.
    /// - Throws: `ivarTypeMismatch` when `T`'s size differs or the ivar holds an object.
    /// - Throws: `invalidArgument` when the ivar lies outside `object` (it belongs to another class).
    public func setValue<T: BitwiseCopyable>(_ value: T, in object: ObjCObject) throws {
        try checkFits(in: object)
        try setValue(value, inOwnInstance: object)
    }

    /// `setValue(_:in:)` for an object known to hold this ivar, without the instance-size check.
    package func setValue<T: BitwiseCopyable>(_ value: T, inOwnInstance object: ObjCObject) throws {
        try checkPlain(MemoryLayout<T>.size)
        object.withUnsafePointer { p in
            (p + offset).storeBytes(of: value, as: T.self)
        }
    }

    /// Reads an object ivar (a weak one reads nil once its object deallocates).
    /// - Throws: `ivarTypeMismatch` when the ivar does not hold an object.
    /// - Throws: `invalidArgument` when the ivar lies outside `object` (it belongs to another class).
    public func object(in object: ObjCObject) throws -> ObjCObject? {
        try checkFits(in: object)
        return try self.object(inOwnInstance: object)
    }

    /// `object(in:)` for an object known to hold this ivar, without the instance-size check.
    package func object(inOwnInstance object: ObjCObject) throws -> ObjCObject? {
        guard isObject else { throw ObjCError.ivarTypeMismatch(ivar: name, encoding: typeEncoding, requestedSize: 8) }
        return object.withUnsafePointer { p in
            rt_object_getIvarRetained(p.asID, raw).map { ObjCObject(adopting: $0) }
        }
    }

    /// Writes an object ivar by its ownership (strong retains, weak registers a weak
    /// reference, unretained just stores).
    /// - Throws: `ivarTypeMismatch` when the ivar does not hold an object.
    /// - Throws: `invalidArgument` when the ivar lies outside `object` (it belongs to another class).
    public func setObject(_ value: ObjCObject?, in object: ObjCObject) throws {
        try checkFits(in: object)
        try setObject(value, inOwnInstance: object)
    }

    /// `setObject(_:in:)` for an object known to hold this ivar, without the instance-size check.
    package func setObject(_ value: ObjCObject?, inOwnInstance object: ObjCObject) throws {
        guard isObject else { throw ObjCError.ivarTypeMismatch(ivar: name, encoding: typeEncoding, requestedSize: 8) }
        withExtendedLifetime(value) {
            object.withUnsafePointer { p in rt_object_setIvar(p.asID, raw, value?.raw) }
        }
    }

    /// `setObject(_:inOwnInstance:)` on raw pointers, for a caller whose own caller holds both
    /// objects for the call (a synthesized setter's receiver and argument): no handle is made,
    /// so the setter allocates nothing. False, storing nothing, when the ivar is not an object.
    package func setObject(raw value: UnsafeMutableRawPointer?, inOwnInstance object: UnsafeMutableRawPointer) -> Bool {
        guard isObject else { return false }
        rt_object_setIvar(object.asID, raw, value?.asID)
        return true
    }

    /// `setObject(_:inOwnInstance:)` that hands back a strong ivar's old value (+1) instead of
    /// releasing it, so a caller holding a lock (an atomic property's stripe) can release it
    /// after unlocking: its `-dealloc` may run any code. Nil for weak and unretained ivars.
    /// Low level: a raw pointer, so the setter path allocates nothing.
    package func exchangeObject(_ value: ObjCObject?, inOwnInstance object: ObjCObject) throws -> UnsafeMutableRawPointer? {
        guard isObject else { throw ObjCError.ivarTypeMismatch(ivar: name, encoding: typeEncoding, requestedSize: 8) }
        return withExtendedLifetime(value) {
            object.withUnsafePointer { p in rt_object_exchangeIvar(p.asID, raw, value?.raw).map(rawPointer) }
        }
    }

    /// An ivar of another class may lie past the end of `object`: reading or writing it there
    /// would touch memory the object does not own.
    private func checkFits(in object: ObjCObject) throws {
        let cls = object.objcClass
        guard offset + size <= cls.instanceSize else {
            throw ObjCError.invalidArgument("ivar '\(name)' (offset \(offset), \(size) bytes) lies outside an instance "
                                            + "of '\(cls.name)' (\(cls.instanceSize) bytes); use an ivar of its class")
        }
    }

    private func checkPlain(_ requested: Int) throws {
        if isObject || requested != size {
            throw ObjCError.ivarTypeMismatch(ivar: name, encoding: typeEncoding, requestedSize: requested)
        }
    }
}

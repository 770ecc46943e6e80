import ObjCEncoding
import ObjCRuntime

private typealias R = UnsafeMutableRawPointer?
private typealias C = UnsafeRawPointer?
private typealias GetObj = @convention(c) (R, C) -> UnsafeMutableRawPointer?
private typealias GetCount = @convention(c) (R, C) -> UInt
private typealias ObjArg = @convention(c) (R, C, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
private typealias BoolObj = @convention(c) (R, C, UnsafeMutableRawPointer?) -> ObjCBool
private typealias VoidFn = @convention(c) (R, C) -> Void
private typealias VoidObj = @convention(c) (R, C, UnsafeMutableRawPointer?) -> Void

/// The proxy's target and key, read from its ivars. A Swift error cannot unwind through the
/// C caller, so it is raised as the runtime's pending exception (as Foundation raises from
/// the proxy), and `fallback` is returned.
private func withAccess<T>(_ receiver: R, _ cmd: C, _ fallback: T, _ body: (SetAccess) throws -> T) -> T {
    guard let receiver, let access = MutableSetProxy.access(of: receiver) else { return fallback }
    do { return try body(access) } catch {
        ObjCException.raise(error, receiver: ObjCObject(retaining: receiver),
                            selector: cmd.map { Selector(rawValue: $0) } ?? "mutableSetValueForKey:")
        return fallback
    }
}

/// The members of a set argument, as NSMutableSet's own methods take it: nil is the empty
/// set, anything but an NSSet raises NSInvalidArgumentException.
private func setArgument(_ set: UnsafeMutableRawPointer?, _ r: R, _ c: C) throws -> [ObjCObject] {
    guard let set else { return [] }
    let object = ObjCObject(retaining: set)
    guard object.isKind(of: .nsSet) else {
        throw ObjCException.invalidArgument(className: MutableSetProxy.className,
                                            selector: c.map { Selector(rawValue: $0).name } ?? "",
                                            reason: "set argument is not an NSSet")
    }
    if let access = MutableSetProxy.access(of: set) { return try access.members() }
    return try SetMutation.members(of: object, describing: "the set argument")
}

/// One object argument: nil raises, as NSMutableSet's -addObject: does.
private func element(_ object: UnsafeMutableRawPointer?, _ c: C) throws -> ObjCObject {
    guard let object else {
        throw ObjCException.invalidArgument(className: MutableSetProxy.className,
                                            selector: c.map { Selector(rawValue: $0).name } ?? "",
                                            reason: "attempt to insert nil")
    }
    return ObjCObject(retaining: object)
}

/// An object result owned by the caller (+1), as the copy family returns.
private func retained(_ object: ObjCObject) throws -> UnsafeMutableRawPointer? {
    try object.send("retain", as: UnsafeMutableRawPointer?.self)
}

// MARK: NSSet's methods, read through the target

private let count: GetCount = { r, c in withAccess(r, c, 0) { UInt(try $0.members().count) } }
private let member: ObjArg = { r, c, o in
    withAccess(r, c, nil) { a in
        guard let o else { return nil }
        return autoreleased(try ObjCObject.set(a.members()).send("member:", ObjCObject(retaining: o)))
    }
}
private let containsObject: BoolObj = { r, c, o in (member(r, c, o) != nil).objcBool }
private let anyObject: GetObj = { r, c in withAccess(r, c, nil) { autoreleased(try $0.members().first) } }
private let allObjects: GetObj = { r, c in withAccess(r, c, nil) { autoreleased(try ObjCObject.array($0.members())) } }
/// -isEqual: / -isEqualToSet:: the same members, by NSSet's test.
private let isEqualToSet: BoolObj = { r, c, o in
    withAccess(r, c, false) { a in
        guard let o else { return false }
        let theirs = try setArgument(o, r, c)
        return try ObjCObject.set(a.members()).send("isEqualToSet:", ObjCObject.set(theirs), as: Bool.self)
    }.objcBool
}
private let isEqual: BoolObj = { r, c, o in
    guard let o, ObjCObject(retaining: o).isKind(of: .nsSet) else { return false.objcBool }
    return isEqualToSet(r, c, o)
}
private let hash: GetCount = { r, c in withAccess(r, c, 0) { UInt(try $0.members().count) } }
private let description: GetObj = { r, c in
    withAccess(r, c, nil) { autoreleased(try ObjCObject.set($0.members()).send("description")) }
}
/// -copyWithZone: / -mutableCopyWithZone:: a real set of the current members (+1).
private let copyWithZone: ObjArg = { r, c, _ in withAccess(r, c, nil) { try retained(ObjCObject.set($0.members())) } }
private let mutableCopyWithZone: ObjArg = { r, c, _ in
    withAccess(r, c, nil) { try retained(ObjCObject.set($0.members(), mutable: true)) }
}

// MARK: NSMutableSet's methods, forwarded to the target

private let addObject: VoidObj = { r, c, o in withAccess(r, c, ()) { try $0.apply(.union, [element(o, c)]) } }
private let removeObject: VoidObj = { r, c, o in
    withAccess(r, c, ()) { a in if let o { try a.apply(.minus, [ObjCObject(retaining: o)]) } }
}
private let unionSet: VoidObj = { r, c, s in withAccess(r, c, ()) { try $0.apply(.union, setArgument(s, r, c)) } }
private let minusSet: VoidObj = { r, c, s in withAccess(r, c, ()) { try $0.apply(.minus, setArgument(s, r, c)) } }
private let intersectSet: VoidObj = { r, c, s in withAccess(r, c, ()) { try $0.apply(.intersect, setArgument(s, r, c)) } }
private let setSet: VoidObj = { r, c, s in withAccess(r, c, ()) { try $0.apply(.set, setArgument(s, r, c)) } }
private let removeAllObjects: VoidFn = { r, c in withAccess(r, c, ()) { a in try a.apply(.minus, a.members()) } }
private let addObjectsFromArray: VoidObj = { r, c, array in
    withAccess(r, c, ()) { a in
        let objects = array.flatMap { ObjCObject(retaining: $0).arrayElements } ?? []
        try a.apply(.union, objects)
    }
}

/// `-[NSObject mutableSetValueForKey:]`: a new proxy (autoreleased).
private let mutableSetValueForKey: ObjArg = { r, c, key in
    guard let r else { return nil }
    var result: UnsafeMutableRawPointer?
    raisingKVOError(r, c) {
        result = autoreleased(try MutableSetProxy.make(target: ObjCObject(retaining: r), key: keyPathText(key)))
    }
    return result
}

/// `mutableSetValueForKey:`'s proxy: an `NSMutableSet` subclass, `MiniKVOMutableSet`, whose
/// NSSet and NSMutableSet methods work on the target's unordered to-many property through
/// ``SetAccess`` (its set accessors, its setter or its ivar), so each mutation is seen by the
/// target's observers. Like Foundation's proxy it holds the target strongly and re-reads the
/// property on every call. It inherits NSSet's storage but never uses it: C code that reads
/// an NSSet's storage directly (`ObjCObject.setElements`) sees it empty — send it messages
/// (NSMutableSet's own bulk methods read it through `-allObjects`), or `-copy` it.
enum MutableSetProxy {
    static let className = "MiniKVOMutableSet"

    static let nsObjectMethods: [AddedMethod] = [
        AddedMethod(selector: "mutableSetValueForKey:", types: "@24@0:8@16",
                    imp: unsafeBitCast(mutableSetValueForKey, to: IMP.self)),
    ]

    private static let proxyClass = ToManyProxyClass(name: className, superclass: .nsMutableSet) {
        let bool = ObjCType.objCBool.encoding
        return [
            ("count", "Q16@0:8", unsafeBitCast(count, to: IMP.self)),
            ("member:", "@24@0:8@16", unsafeBitCast(member, to: IMP.self)),
            ("containsObject:", "\(bool)24@0:8@16", unsafeBitCast(containsObject, to: IMP.self)),
            ("anyObject", "@16@0:8", unsafeBitCast(anyObject, to: IMP.self)),
            ("allObjects", "@16@0:8", unsafeBitCast(allObjects, to: IMP.self)),
            ("isEqual:", "\(bool)24@0:8@16", unsafeBitCast(isEqual, to: IMP.self)),
            ("isEqualToSet:", "\(bool)24@0:8@16", unsafeBitCast(isEqualToSet, to: IMP.self)),
            ("hash", "Q16@0:8", unsafeBitCast(hash, to: IMP.self)),
            ("description", "@16@0:8", unsafeBitCast(description, to: IMP.self)),
            ("copyWithZone:", "@24@0:8^{_NSZone=}16", unsafeBitCast(copyWithZone, to: IMP.self)),
            ("mutableCopyWithZone:", "@24@0:8^{_NSZone=}16", unsafeBitCast(mutableCopyWithZone, to: IMP.self)),
            ("addObject:", "v24@0:8@16", unsafeBitCast(addObject, to: IMP.self)),
            ("removeObject:", "v24@0:8@16", unsafeBitCast(removeObject, to: IMP.self)),
            ("unionSet:", "v24@0:8@16", unsafeBitCast(unionSet, to: IMP.self)),
            ("minusSet:", "v24@0:8@16", unsafeBitCast(minusSet, to: IMP.self)),
            ("intersectSet:", "v24@0:8@16", unsafeBitCast(intersectSet, to: IMP.self)),
            ("setSet:", "v24@0:8@16", unsafeBitCast(setSet, to: IMP.self)),
            ("removeAllObjects", "v16@0:8", unsafeBitCast(removeAllObjects, to: IMP.self)),
            ("addObjectsFromArray:", "v24@0:8@16", unsafeBitCast(addObjectsFromArray, to: IMP.self)),
        ]
    }

    /// A proxy for `key` of `target`.
    static func make(target: ObjCObject, key: String) throws -> ObjCObject {
        try proxyClass.make(target: target, key: key)
    }

    /// The target and key of a proxy, or nil when `pointer` is not one.
    static func access(of pointer: UnsafeMutableRawPointer) -> SetAccess? {
        proxyClass.targetAndKey(of: pointer).map { SetAccess(target: $0.target, key: $0.key) }
    }
}

extension ObjCObject {
    /// `-mutableSetValueForKey:`: a mutable set standing for the object's unordered to-many
    /// property `key`. Every change made through it goes to the object — through its set
    /// accessors, its setter or its instance variable (see `SetAccess`) — so the object's
    /// observers see each insertion and removal (or a setting, through the setter).
    /// - Throws: ``KeyValueObservingError/invalidKeyPath(_:)`` for an empty key. An unknown
    ///   key raises (as an undefined-key `ObjCException`) when the proxy is first changed.
    public func mutableSetValue(forKey key: String) throws -> ObjCObject {
        KeyValueObserving.install()
        return try MutableSetProxy.make(target: self, key: key)
    }
}

import ObjCEncoding
import ObjCRuntime

private typealias R = UnsafeMutableRawPointer?
private typealias C = UnsafeRawPointer?
private typealias GetObj = @convention(c) (R, C) -> UnsafeMutableRawPointer?
private typealias GetCount = @convention(c) (R, C) -> UInt
private typealias ObjAt = @convention(c) (R, C, UInt) -> UnsafeMutableRawPointer?
private typealias ObjArg = @convention(c) (R, C, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
private typealias IndexOfObj = @convention(c) (R, C, UnsafeMutableRawPointer?) -> UInt
private typealias BoolObj = @convention(c) (R, C, UnsafeMutableRawPointer?) -> ObjCBool
private typealias VoidFn = @convention(c) (R, C) -> Void
private typealias VoidObj = @convention(c) (R, C, UnsafeMutableRawPointer?) -> Void
private typealias VoidIndex = @convention(c) (R, C, UInt) -> Void
private typealias VoidObjIndex = @convention(c) (R, C, UnsafeMutableRawPointer?, UInt) -> Void
private typealias VoidIndexObj = @convention(c) (R, C, UInt, UnsafeMutableRawPointer?) -> Void
private typealias VoidObjObj = @convention(c) (R, C, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// The proxy's target and key, read from its ivars. A Swift error cannot unwind through the
/// C caller, so it is raised as the runtime's pending exception (as Foundation raises from
/// the proxy), and `fallback` is returned.
private func withAccess<T>(_ receiver: R, _ cmd: C, _ fallback: T, _ body: (ToManyAccess) throws -> T) -> T {
    guard let receiver, let access = MutableArrayProxy.access(of: receiver) else { return fallback }
    do { return try body(access) } catch {
        ObjCException.raise(error, receiver: ObjCObject(retaining: receiver),
                            selector: cmd.map { Selector(rawValue: $0) } ?? "mutableArrayValueForKey:")
        return fallback
    }
}

/// An object result, +0 (autoreleased), as a getter returns it: an IMP written in Swift
/// returns the pointer of a handle about to go away, so the pool keeps the object alive.
func autoreleased(_ object: ObjCObject?) -> UnsafeMutableRawPointer? {
    guard let object else { return nil }
    AutoreleasePool.add(object)
    return object.pointer
}

private func checked(_ index: UInt, _ count: Int, _ receiver: R, _ cmd: C) throws -> Int {
    guard index < UInt(count) else {
        let name = receiver.map { ObjCObject(retaining: $0).className } ?? "NSMutableArray"
        throw ObjCException.indexOutOfRange(className: name, selector: cmd.map { Selector(rawValue: $0).name } ?? "",
                                             index: UInt64(index), count: UInt64(count))
    }
    return Int(index)
}

private func objects(_ array: UnsafeMutableRawPointer?) -> [ObjCObject] {
    array.flatMap { ObjCObject(retaining: $0).arrayElements } ?? []
}

private func indexes(_ set: UnsafeMutableRawPointer?) -> [Int] {
    set.flatMap { ObjCObject(retaining: $0).indexSetIndexes } ?? []
}

private func isEqual(_ a: ObjCObject, _ b: ObjCObject) -> Bool {
    a == b || ((try? a.send("isEqual:", b, as: Bool.self)) ?? false)
}

// MARK: NSArray's methods, read through the target

private let count: GetCount = { r, c in withAccess(r, c, 0) { UInt(try $0.elements().count) } }
private let objectAtIndex: ObjAt = { r, c, i in
    withAccess(r, c, nil) { a in
        let all = try a.elements()
        return autoreleased(all[try checked(i, all.count, r, c)])
    }
}
private let firstObject: GetObj = { r, c in withAccess(r, c, nil) { autoreleased(try $0.elements().first) } }
private let lastObject: GetObj = { r, c in withAccess(r, c, nil) { autoreleased(try $0.elements().last) } }
private let indexOfObject: IndexOfObj = { r, c, o in
    withAccess(r, c, UInt(Int.max)) { a in
        guard let o else { return UInt(Int.max) }
        let object = ObjCObject(retaining: o)
        return try a.elements().firstIndex { isEqual($0, object) }.map(UInt.init) ?? UInt(Int.max)
    }
}
private let containsObject: BoolObj = { r, c, o in
    (indexOfObject(r, c, o) != UInt(Int.max)).objcBool
}
/// -isEqual: / -isEqualToArray:: the same elements, by -isEqual:.
private let isEqualToArray: BoolObj = { r, c, o in
    let equal = withAccess(r, c, false) { a in
        guard let o else { return false }
        let other = ObjCObject(retaining: o)
        let mine = try a.elements()
        let theirs = other.arrayElements ?? (try? MutableArrayProxy.access(of: o)?.elements()) ?? nil
        guard let theirs, theirs.count == mine.count else { return false }
        return zip(mine, theirs).allSatisfy { isEqual($0, $1) }
    }
    return equal.objcBool
}
private let hash: GetCount = { r, c in withAccess(r, c, 0) { UInt(try $0.elements().count) } }
/// -description: the current elements' NSArray description.
private let description: GetObj = { r, c in
    withAccess(r, c, nil) { autoreleased(try ObjCObject.array($0.elements()).send("description")) }
}
/// An object result owned by the caller (+1), as the copy family returns: a `-retain`
/// for the caller on top of the handle's own reference.
private func retained(_ object: ObjCObject) throws -> UnsafeMutableRawPointer? {
    try object.send("retain", as: UnsafeMutableRawPointer?.self)
}

/// -copyWithZone: / -mutableCopyWithZone:: a real array of the current elements (+1).
private let copyWithZone: ObjArg = { r, c, _ in
    withAccess(r, c, nil) { try retained(ObjCObject.array($0.elements())) }
}
private let mutableCopyWithZone: ObjArg = { r, c, _ in
    withAccess(r, c, nil) { try retained(ObjCObject.array($0.elements(), mutable: true)) }
}
private let objectsAtIndexes: ObjArg = { r, c, set in
    withAccess(r, c, nil) { a in
        let all = try a.elements()
        return autoreleased(try ObjCObject.array(indexes(set).map { all[try checked(UInt($0), all.count, r, c)] }))
    }
}

// MARK: NSMutableArray's methods, forwarded to the target's accessors

private let addObject: VoidObj = { r, c, o in
    withAccess(r, c, ()) { a in
        guard let o else { throw nilElement(r, c) }
        try a.insert([ObjCObject(retaining: o)], at: [try a.elements().count])
    }
}
private let insertObjectAtIndex: VoidObjIndex = { r, c, o, i in
    withAccess(r, c, ()) { a in
        guard let o else { throw nilElement(r, c) }
        let n = try a.elements().count
        guard i <= UInt(n) else { _ = try checked(i, n, r, c); return }
        try a.insert([ObjCObject(retaining: o)], at: [Int(i)])
    }
}
private let removeObjectAtIndex: VoidIndex = { r, c, i in
    withAccess(r, c, ()) { a in try a.remove(at: [try checked(i, a.elements().count, r, c)]) }
}
private let removeLastObject: VoidFn = { r, c in
    withAccess(r, c, ()) { a in
        let n = try a.elements().count
        try a.remove(at: [try checked(UInt(max(0, n - 1)), n, r, c)])
    }
}
private let replaceObjectAtIndex: VoidIndexObj = { r, c, i, o in
    withAccess(r, c, ()) { a in
        guard let o else { throw nilElement(r, c) }
        try a.replace(at: [try checked(i, a.elements().count, r, c)], with: [ObjCObject(retaining: o)])
    }
}
private let setObjectAtIndexedSubscript: VoidObjIndex = { r, c, o, i in
    withAccess(r, c, ()) { a in
        guard let o else { throw nilElement(r, c) }
        let n = try a.elements().count
        if i == UInt(n) { try a.insert([ObjCObject(retaining: o)], at: [n]) } else {
            try a.replace(at: [try checked(i, n, r, c)], with: [ObjCObject(retaining: o)])
        }
    }
}
private let removeAllObjects: VoidFn = { r, c in
    withAccess(r, c, ()) { a in
        let n = try a.elements().count
        if n > 0 { try a.remove(at: Array(0..<n)) }
    }
}
private let addObjectsFromArray: VoidObj = { r, c, array in
    withAccess(r, c, ()) { a in
        let more = objects(array)
        let n = try a.elements().count
        if !more.isEmpty { try a.insert(more, at: Array(n..<(n + more.count))) }
    }
}
private let insertObjectsAtIndexes: VoidObjObj = { r, c, array, set in
    withAccess(r, c, ()) { a in
        let more = objects(array), at = indexes(set)
        guard more.count == at.count else { throw countMismatch(r, c, more.count, at.count) }
        if !more.isEmpty { try a.insert(more, at: at) }
    }
}
private let removeObjectsAtIndexes: VoidObj = { r, c, set in
    withAccess(r, c, ()) { a in
        let at = indexes(set), n = try a.elements().count
        for i in at { _ = try checked(UInt(i), n, r, c) }
        if !at.isEmpty { try a.remove(at: at) }
    }
}
private let replaceObjectsAtIndexes: VoidObjObj = { r, c, set, array in
    withAccess(r, c, ()) { a in
        let at = indexes(set), with = objects(array), n = try a.elements().count
        guard with.count == at.count else { throw countMismatch(r, c, with.count, at.count) }
        for i in at { _ = try checked(UInt(i), n, r, c) }
        if !at.isEmpty { try a.replace(at: at, with: with) }
    }
}

private func nilElement(_ r: R, _ c: C) -> ObjCException {
    .invalidArgument(className: r.map { ObjCObject(retaining: $0).className } ?? "NSMutableArray",
                     selector: c.map { Selector(rawValue: $0).name } ?? "", reason: "attempt to insert nil object")
}

private func countMismatch(_ r: R, _ c: C, _ objects: Int, _ indexes: Int) -> ObjCException {
    .invalidArgument(className: r.map { ObjCObject(retaining: $0).className } ?? "NSMutableArray",
                     selector: c.map { Selector(rawValue: $0).name } ?? "",
                     reason: "\(objects) objects for \(indexes) indexes")
}

/// `-[NSObject mutableArrayValueForKey:]`: a new proxy (autoreleased).
private let mutableArrayValueForKey: ObjArg = { r, c, key in
    guard let r else { return nil }
    var result: UnsafeMutableRawPointer?
    raisingKVOError(r, c) {
        let proxy = try MutableArrayProxy.make(target: ObjCObject(retaining: r), key: keyPathText(key))
        result = autoreleased(proxy)
    }
    return result
}

/// `mutableArrayValueForKey:`'s proxy: an `NSMutableArray` subclass, `MiniKVOMutableArray`,
/// whose every NSArray and NSMutableArray method works on the target's to-many property
/// through ``ToManyAccess`` (its accessors, its setter or its ivar), so each mutation is seen
/// by the target's observers. Like Foundation's proxy it holds the target strongly and
/// re-reads the property on every call. It inherits NSArray's storage but never uses it:
/// C code that reads an NSArray's storage directly (`ObjCObject.arrayElements`,
/// `BridgedValue`) sees it empty — send it messages, or `-copy` it (a real NSArray).
enum MutableArrayProxy {
    static let className = "MiniKVOMutableArray"

    static let nsObjectMethods: [AddedMethod] = [
        AddedMethod(selector: "mutableArrayValueForKey:", types: "@24@0:8@16",
                    imp: unsafeBitCast(mutableArrayValueForKey, to: IMP.self)),
    ]

    private static let proxyClass = ToManyProxyClass(name: className, superclass: .nsMutableArray) {
        let bool = ObjCType.objCBool.encoding
        return [
            ("count", "Q16@0:8", unsafeBitCast(count, to: IMP.self)),
            ("objectAtIndex:", "@24@0:8Q16", unsafeBitCast(objectAtIndex, to: IMP.self)),
            ("objectAtIndexedSubscript:", "@24@0:8Q16", unsafeBitCast(objectAtIndex, to: IMP.self)),
            ("firstObject", "@16@0:8", unsafeBitCast(firstObject, to: IMP.self)),
            ("lastObject", "@16@0:8", unsafeBitCast(lastObject, to: IMP.self)),
            ("indexOfObject:", "Q24@0:8@16", unsafeBitCast(indexOfObject, to: IMP.self)),
            ("containsObject:", "\(bool)24@0:8@16", unsafeBitCast(containsObject, to: IMP.self)),
            ("isEqual:", "\(bool)24@0:8@16", unsafeBitCast(isEqualToArray, to: IMP.self)),
            ("isEqualToArray:", "\(bool)24@0:8@16", unsafeBitCast(isEqualToArray, to: IMP.self)),
            ("hash", "Q16@0:8", unsafeBitCast(hash, to: IMP.self)),
            ("description", "@16@0:8", unsafeBitCast(description, to: IMP.self)),
            ("copyWithZone:", "@24@0:8^{_NSZone=}16", unsafeBitCast(copyWithZone, to: IMP.self)),
            ("mutableCopyWithZone:", "@24@0:8^{_NSZone=}16", unsafeBitCast(mutableCopyWithZone, to: IMP.self)),
            ("objectsAtIndexes:", "@24@0:8@16", unsafeBitCast(objectsAtIndexes, to: IMP.self)),
            ("addObject:", "v24@0:8@16", unsafeBitCast(addObject, to: IMP.self)),
            ("insertObject:atIndex:", "v32@0:8@16Q24", unsafeBitCast(insertObjectAtIndex, to: IMP.self)),
            ("removeObjectAtIndex:", "v24@0:8Q16", unsafeBitCast(removeObjectAtIndex, to: IMP.self)),
            ("removeLastObject", "v16@0:8", unsafeBitCast(removeLastObject, to: IMP.self)),
            ("replaceObjectAtIndex:withObject:", "v32@0:8Q16@24", unsafeBitCast(replaceObjectAtIndex, to: IMP.self)),
            ("setObject:atIndexedSubscript:", "v32@0:8@16Q24", unsafeBitCast(setObjectAtIndexedSubscript, to: IMP.self)),
            ("removeAllObjects", "v16@0:8", unsafeBitCast(removeAllObjects, to: IMP.self)),
            ("addObjectsFromArray:", "v24@0:8@16", unsafeBitCast(addObjectsFromArray, to: IMP.self)),
            ("insertObjects:atIndexes:", "v32@0:8@16@24", unsafeBitCast(insertObjectsAtIndexes, to: IMP.self)),
            ("removeObjectsAtIndexes:", "v24@0:8@16", unsafeBitCast(removeObjectsAtIndexes, to: IMP.self)),
            ("replaceObjectsAtIndexes:withObjects:", "v32@0:8@16@24", unsafeBitCast(replaceObjectsAtIndexes, to: IMP.self)),
        ]
    }

    /// A proxy for `key` of `target`.
    static func make(target: ObjCObject, key: String) throws -> ObjCObject {
        try proxyClass.make(target: target, key: key)
    }

    /// The target and key of a proxy, or nil when `pointer` is not one.
    static func access(of pointer: UnsafeMutableRawPointer) -> ToManyAccess? {
        proxyClass.targetAndKey(of: pointer).map { ToManyAccess(target: $0.target, key: $0.key) }
    }
}

extension ObjCObject {
    /// `-mutableArrayValueForKey:`: a mutable array standing for the object's to-many
    /// property `key`. Every change made through it goes to the object — through its indexed
    /// accessors, its setter or its instance variable (see `ToManyAccess`) — so the
    /// object's observers see each insertion, removal and replacement.
    /// - Throws: ``KeyValueObservingError/invalidKeyPath(_:)`` for an empty key. An unknown
    ///   key raises (as an undefined-key `ObjCException`) when the proxy is first used.
    public func mutableArrayValue(forKey key: String) throws -> ObjCObject {
        KeyValueObserving.install()
        return try MutableArrayProxy.make(target: self, key: key)
    }
}

import ObjCRuntime

private typealias ObjectFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void

/// Runs the original accessor as a set mutation of the key `_cmd` overrides: `kind` with the
/// accessor's argument — one object (`single`) or a set of them.
private func notifying(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ argument: UnsafeMutableRawPointer?,
                       _ kind: KeyValueSetMutationKind, single: Bool) {
    guard let receiver, let cmd, let state = NotifyingClassState.of(receiver) else { return }
    let original = unsafeBitCast(MessageSend.lookupSuper(receiver, from: state.original, Selector(rawValue: cmd)),
                                 to: ObjectFn.self)
    guard let info = state.setter(for: cmd) else {
        original(receiver, cmd, argument)
        return
    }
    let objects: [ObjCObject]
    if let argument {
        let object = ObjCObject(retaining: argument)
        // A set argument that cannot be read is passed on as it is: the accessor decides.
        objects = single ? [object] : (try? SetMutation.members(of: object, describing: "the set argument")) ?? []
    } else {
        objects = []
    }
    SetMutationChanges.perform(receiver, key: info.key, SetMutation(kind: kind, objects: objects)) {
        original(receiver, cmd, argument)
    }
}

/// `-add<Key>Object:`.
private let addObject: ObjectFn = { r, c, o in notifying(r, c, o, .union, single: true) }
/// `-add<Key>:`.
private let addObjects: ObjectFn = { r, c, s in notifying(r, c, s, .union, single: false) }
/// `-remove<Key>Object:`.
private let removeObject: ObjectFn = { r, c, o in notifying(r, c, o, .minus, single: true) }
/// `-remove<Key>:`.
private let removeObjects: ObjectFn = { r, c, s in notifying(r, c, s, .minus, single: false) }
/// `-intersect<Key>:`.
private let intersectObjects: ObjectFn = { r, c, s in notifying(r, c, s, .intersect, single: false) }

/// The mutating set accessors of an unordered to-many key (Foundation's KVC-compliance
/// pattern for unordered relationships), which a notifying class overrides so that each call
/// notifies as the set mutation it is — as it overrides a key's setter and indexed accessors.
enum SetAccessors {
    /// The accessors `cls` implements for `key`, each with the override for its shape.
    static func overridable(of cls: ObjCClass, forKey key: String) -> [IndexedAccessors.Accessor] {
        guard !key.isEmpty else { return [] }
        let k = key.capitalizedFirstLetter
        let candidates: [(String, IMP)] = [
            ("add\(k)Object:", unsafeBitCast(addObject, to: IMP.self)),
            ("add\(k):", unsafeBitCast(addObjects, to: IMP.self)),
            ("remove\(k)Object:", unsafeBitCast(removeObject, to: IMP.self)),
            ("remove\(k):", unsafeBitCast(removeObjects, to: IMP.self)),
            ("intersect\(k):", unsafeBitCast(intersectObjects, to: IMP.self)),
        ]
        return candidates.compactMap { name, imp in
            guard let sel = Selector.existing(name), let method = cls.instanceMethod(for: sel) else { return nil }
            return IndexedAccessors.Accessor(selector: sel, types: method.typeEncoding, imp: imp)
        }
    }
}

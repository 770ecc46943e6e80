import ObjCRuntime

/// An unordered to-many property of an object, reached the way Foundation's
/// `mutableSetValueForKey:` proxy reaches it (Apple's "Accessor Search Patterns"). The first
/// pattern the object supports wins:
///
/// 1. the set accessors — at least one of `add<Key>Object:` / `add<Key>:` and one of
///    `remove<Key>Object:` / `remove<Key>:`, with `intersect<Key>:` used when present (the
///    notifying class overrides them, so observers see insertions and removals);
/// 2. the setter `set<Key>:` — the set is read, edited and set back whole (observers see a
///    setting);
/// 3. the instance variable `_<key>` or `<key>` when `+accessInstanceVariablesDirectly`
///    answers YES — replaced by the edited set inside a set-mutation will/did pair (observers
///    see the mutation);
///
/// and otherwise the key is unknown (`NSUnknownKeyException`). The members are read with
/// `-valueForKey:`.
struct SetAccess {
    let target: ObjCObject
    let key: String
    private let k: String

    init(target: ObjCObject, key: String) {
        self.target = target
        self.key = key
        k = key.capitalizedFirstLetter
    }

    private func implemented(_ name: String) -> Selector? { target.implementedSelector(name) }

    /// The current members.
    /// - Throws: what KVC throws, or `BridgedValueError.typeMismatch` when the value is not a set.
    func members() throws -> [ObjCObject] {
        try SetMutation.members(of: target, key: key)
    }

    /// Edits the property as the NSMutableSet method of `kind` would with `objects`.
    func apply(_ kind: KeyValueSetMutationKind, _ objects: [ObjCObject]) throws {
        let addOne = implemented("add\(k)Object:"), addMany = implemented("add\(k):")
        let removeOne = implemented("remove\(k)Object:"), removeMany = implemented("remove\(k):")
        guard addOne != nil || addMany != nil, removeOne != nil || removeMany != nil else {
            return try changeWhole(kind, objects)
        }
        switch kind {
        case .union:
            try send(objects, many: addMany, one: addOne)
        case .minus:
            try send(objects, many: removeMany, one: removeOne)
        case .intersect:
            if let sel = implemented("intersect\(k):") {
                try target.send(sel, ObjCObject.set(objects), as: Void.self)
            } else {
                try send(difference(members(), objects), many: removeMany, one: removeOne)
            }
        case .set:
            let current = try members()
            try send(difference(current, objects), many: removeMany, one: removeOne)
            try send(difference(objects, current), many: addMany, one: addOne)
        }
    }

    /// Sends the set form of an accessor (`many`) once, else the single-object form per object.
    private func send(_ objects: [ObjCObject], many: Selector?, one: Selector?) throws {
        guard !objects.isEmpty else { return }
        if let many {
            try target.send(many, ObjCObject.set(objects), as: Void.self)
        } else if let one {
            for object in objects { try target.send(one, object, as: Void.self) }
        }
    }

    /// The members of `a` not in `b` (by `-hash` / `-isEqual:`, NSSet's own test).
    private func difference(_ a: [ObjCObject], _ b: [ObjCObject]) throws -> [ObjCObject] {
        try SetMutation.edited(a, .minus, ObjCObject.set(b)).setElements ?? []
    }

    /// The property's members edited by the NSMutableSet method of `kind` with `objects`.
    private func edited(_ kind: KeyValueSetMutationKind, _ objects: [ObjCObject]) throws -> ObjCObject {
        try SetMutation.edited(members(), kind, ObjCObject.set(objects))
    }

    /// Patterns 2 and 3: the whole set through the setter, or the instance variable.
    private func changeWhole(_ kind: KeyValueSetMutationKind, _ objects: [ObjCObject]) throws {
        if let setter = implemented("set\(k):") {
            try target.send(setter, edited(kind, objects), as: Void.self)
            return
        }
        guard let ivar = try instanceVariable() else {
            throw ObjCException.undefinedKey(className: target.className, key: key, setting: true)
        }
        let replacement = try edited(kind, objects)
        let store = { _ = try? ivar.setObject(replacement, in: target) }
        let original = NotifyingClasses.original(of: target.objcClass) ?? target.objcClass
        if (try? AutomaticNotification.isOn(for: original, key: key)) ?? true {
            let mutation = SetMutation(kind: kind, objects: objects)
            target.withUnsafePointer { p in SetMutationChanges.perform(p, key: key, mutation, store) }
        } else {
            store()
        }
    }

    /// KVC's ivar search for a set key, when the class allows direct ivar access.
    private func instanceVariable() throws -> Ivar? {
        try target.directObjectIvar(among: ["_\(key)", key])
    }
}

import ObjCRuntime

/// An ordered to-many property of an object, reached the way Foundation's
/// `mutableArrayValueForKey:` proxy reaches it. For each operation the first pattern the
/// object supports wins:
///
/// 1. the indexed accessors — `countOf<Key>` / `objectIn<Key>AtIndex:` to read;
///    `insertObject:in<Key>AtIndex:` or `insert<Key>:atIndexes:`,
///    `removeObjectFrom<Key>AtIndex:` or `remove<Key>AtIndexes:`,
///    `replaceObjectIn<Key>AtIndex:withObject:` or `replace<Key>AtIndexes:with<Key>:` to
///    change (observers see insertions, removals, replacements: the notifying class
///    overrides these accessors);
/// 2. the setter `set<Key>:` — the array is read, changed and set back whole (observers see
///    a setting);
/// 3. the instance variable `_<key>`, `_is<Key>`, `<key>` or `is<Key>` when
///    `+accessInstanceVariablesDirectly` answers YES — changed in place, bracketed by a
///    to-many will/did pair (observers see insertions, removals, replacements);
///
/// and otherwise the key is unknown (`NSUnknownKeyException`). Reading without the indexed
/// getters uses `-valueForKey:`.
struct ToManyAccess {
    let target: ObjCObject
    let key: String
    private let k: String

    init(target: ObjCObject, key: String) {
        self.target = target
        self.key = key
        k = key.capitalizedFirstLetter
    }

    private func implemented(_ name: String) -> Selector? { target.implementedSelector(name) }

    // MARK: Reading

    /// The current elements.
    /// - Throws: what KVC throws, or `BridgedValueError.typeMismatch` when the value is not an array.
    func elements() throws -> [ObjCObject] {
        if let countSel = implemented("countOf\(k)"), let atSel = implemented("objectIn\(k)AtIndex:") {
            let n = try target.send(countSel, as: UInt.self)
            return try (0..<n).map { i in try target.send(atSel, i) ?? .null }
        }
        guard let value = try target.value(forKey: key) else { return [] }
        if let elements = value.arrayElements { return elements }
        // Another array-like object (such as a nested proxy) answers -count / -objectAtIndex:.
        if value.responds(to: "objectAtIndex:") {
            let n = try value.send("count", as: Int.self)
            return try (0..<n).map { try value.send("objectAtIndex:", UInt($0)) ?? .null }
        }
        throw BridgedValueError.typeMismatch(expected: "an array for the key '\(key)'", found: value.className)
    }

    // MARK: Changing

    /// Inserts `objects` at `indexes` (ascending; the positions they occupy afterwards).
    func insert(_ objects: [ObjCObject], at indexes: [Int]) throws {
        if let sel = implemented("insert\(k):atIndexes:") {
            let array = try ObjCObject.array(objects), set = try ObjCObject.indexSet(indexes)
            try target.send(sel, array, set, as: Void.self)
        } else if let sel = implemented("insertObject:in\(k)AtIndex:") {
            for (object, index) in zip(objects, indexes) {
                try target.send(sel, object, UInt(index), as: Void.self)
            }
        } else {
            try changeWhole(.insertion, indexes) { array in
                for (object, index) in zip(objects, indexes) { array.insert(object, at: index) }
            }
        }
    }

    /// Removes the objects at `indexes` (ascending).
    func remove(at indexes: [Int]) throws {
        if let sel = implemented("remove\(k)AtIndexes:") {
            let set = try ObjCObject.indexSet(indexes)
            try target.send(sel, set, as: Void.self)
        } else if let sel = implemented("removeObjectFrom\(k)AtIndex:") {
            for index in indexes.reversed() {
                try target.send(sel, UInt(index), as: Void.self)
            }
        } else {
            try changeWhole(.removal, indexes) { array in
                for index in indexes.reversed() { array.remove(at: index) }
            }
        }
    }

    /// Replaces the objects at `indexes` (ascending) with `objects`.
    func replace(at indexes: [Int], with objects: [ObjCObject]) throws {
        if let sel = implemented("replace\(k)AtIndexes:with\(k):") {
            let set = try ObjCObject.indexSet(indexes), array = try ObjCObject.array(objects)
            try target.send(sel, set, array, as: Void.self)
        } else if let sel = implemented("replaceObjectIn\(k)AtIndex:withObject:") {
            for (object, index) in zip(objects, indexes) {
                try target.send(sel, UInt(index), object, as: Void.self)
            }
        } else if implemented("insertObject:in\(k)AtIndex:") != nil || implemented("insert\(k):atIndexes:") != nil,
                  implemented("removeObjectFrom\(k)AtIndex:") != nil || implemented("remove\(k)AtIndexes:") != nil {
            try remove(at: indexes)
            try insert(objects, at: indexes)
        } else {
            try changeWhole(.replacement, indexes) { array in
                for (object, index) in zip(objects, indexes) { array[index] = object }
            }
        }
    }

    /// Patterns 2 and 3: the whole array through the setter, or the instance variable.
    private func changeWhole(_ kind: KeyValueChangeKind, _ indexes: [Int], _ change: (inout [ObjCObject]) -> Void) throws {
        var array = try elements()
        try checkIndexes(indexes, kind, count: array.count)
        change(&array)
        if let setter = implemented("set\(k):") {
            try target.send(setter, ObjCObject.array(array, mutable: true), as: Void.self)
            return
        }
        guard let ivar = try instanceVariable() else {
            throw ObjCException.undefinedKey(className: target.className, key: key, setting: true)
        }
        let replacement = try ObjCObject.array(array, mutable: true)
        let store = { _ = try? ivar.setObject(replacement, in: target) }
        let original = NotifyingClasses.original(of: target.objcClass) ?? target.objcClass
        if (try? AutomaticNotification.isOn(for: original, key: key)) ?? true {
            target.withUnsafePointer { p in ToManyChanges.perform(p, key: key, kind: kind, indexes: indexes, store) }
        } else {
            store()
        }
    }

    /// Out-of-range indexes raise NSRangeException before anything changes.
    private func checkIndexes(_ indexes: [Int], _ kind: KeyValueChangeKind, count: Int) throws {
        let limit = kind == .insertion ? count + indexes.count : count
        if let bad = indexes.first(where: { $0 < 0 || $0 >= limit }) {
            throw ObjCException.indexOutOfRange(className: target.className, selector: "mutableArrayValueForKey:",
                                                 index: UInt64(max(0, bad)), count: UInt64(count))
        }
    }

    /// KVC's ivar search for the key, when the class allows direct ivar access.
    private func instanceVariable() throws -> Ivar? {
        try target.directObjectIvar(among: ["_\(key)", "_is\(k)", key, "is\(k)"])
    }
}

extension String {
    /// The string with its first character uppercased, as KVC builds accessor names.
    var capitalizedFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

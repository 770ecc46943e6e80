import ObjCRuntime

/// Foundation's `NSKeyValueSetMutationKind`: which NSMutableSet edit an unordered to-many
/// change is, named after the method whose semantics it has.
public enum KeyValueSetMutationKind: UInt, Sendable {
    /// `-unionSet:`: the objects are added.
    case union = 1
    /// `-minusSet:`: the objects are removed.
    case minus = 2
    /// `-intersectSet:`: everything not among the objects is removed.
    case intersect = 3
    /// `-setSet:`: the objects become the whole set.
    case set = 4

    /// The NSMutableSet method with this mutation's semantics.
    var selector: Selector {
        switch self {
        case .union: "unionSet:"
        case .minus: "minusSet:"
        case .intersect: "intersectSet:"
        case .set: "setSet:"
        }
    }

    /// The change kind observers see: an insertion for a union, a removal for a minus or an
    /// intersect, a replacement for a set (Apple's `NSKeyValueObserving.h`).
    public var changeKind: KeyValueChangeKind {
        switch self {
        case .union: .insertion
        case .minus, .intersect: .removal
        case .set: .replacement
        }
    }
}

/// One set mutation: its kind and the objects passed with it (the argument the NSMutableSet
/// method would get). Which objects actually leave and come in depends on the set before the
/// change, so both are worked out when the change begins — as Foundation does — and reported
/// as NSSets: `new` the objects not there before (union, set), `old` those that leave (minus,
/// intersect, set).
struct SetMutation {
    let kind: KeyValueSetMutationKind
    let objects: [ObjCObject]

    /// `old` and `new` for `key` of `object` as it is now (before the change); only those
    /// asked for are worked out. A failure is recorded in ``DeliveryFailures`` and reported
    /// as NSNull: the change goes ahead and its observers are still told.
    func changedObjects(of object: ObjCObject, key: String, old wantsOld: Bool, new wantsNew: Bool)
        -> (old: ChangeValue, new: ChangeValue) {
        let leaves = wantsOld && kind != .union, arrives = wantsNew && (kind == .union || kind == .set)
        guard leaves || arrives else { return (.absent, .absent) }
        do {
            let current = try SetMutation.members(of: object, key: key)
            let before = try ObjCObject.set(current), given = try ObjCObject.set(objects)
            var old = ChangeValue.absent, new = ChangeValue.absent
            if leaves {
                old = .object(kind == .minus ? try Self.edited(objects, .intersect, before)
                                             : try Self.edited(current, .minus, given))
            }
            if arrives { new = .object(try Self.edited(objects, .minus, before)) }
            return (old, new)
        } catch {
            DeliveryFailures.record(.deliveryFailed(keyPath: key, reason: "reading the set: \(error)"))
            return (leaves ? .object(nil) : .absent, arrives ? .object(nil) : .absent)
        }
    }

    /// A new NSMutableSet of `members` edited by the NSMutableSet method of `kind` with the
    /// set `argument`.
    static func edited(_ members: [ObjCObject], _ kind: KeyValueSetMutationKind, _ argument: ObjCObject) throws -> ObjCObject {
        let result = try ObjCObject.set(members, mutable: true)
        try result.send(kind.selector, argument, as: Void.self)
        return result
    }

    /// The members of an unordered to-many property: its value read by KVC, nil being the
    /// empty set; any object answering `-allObjects` (an NSSet, a set proxy) or an NSArray.
    static func members(of object: ObjCObject, key: String) throws -> [ObjCObject] {
        guard let value = try object.value(forKey: key) else { return [] }
        return try members(of: value, describing: "the value of '\(key)'")
    }

    /// The members of a set argument (`what` names it in the error).
    static func members(of value: ObjCObject, describing what: String) throws -> [ObjCObject] {
        if value.responds(to: "allObjects"), let all = try value.send("allObjects")?.arrayElements { return all }
        if let elements = value.arrayElements { return elements }
        throw BridgedValueError.typeMismatch(expected: "a set for \(what)", found: value.className)
    }
}

private typealias SetMutationMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                      UInt, UnsafeMutableRawPointer?) -> Void

/// The arguments of a set-mutation will/did message, checked: a string key, a kind Foundation
/// defines (1 union … 4 set), and an NSSet of objects or nil (the empty set).
private func setMutationArguments(_ key: UnsafeMutableRawPointer?, _ kind: UInt, _ objects: UnsafeMutableRawPointer?)
    throws -> (String, SetMutation) {
    let name = try keyPathText(key)
    guard let k = KeyValueSetMutationKind(rawValue: kind) else {
        throw KeyValueObservingError.invalidChange(
            "\(kind) is not a set mutation kind (1 union, 2 minus, 3 intersect, 4 set)")
    }
    guard let objects else { return (name, SetMutation(kind: k, objects: [])) }
    let set = ObjCObject(retaining: objects)
    guard set.isKind(of: .nsSet) else {
        throw KeyValueObservingError.invalidChange("usingObjects: needs an NSSet, not \(set.className)")
    }
    return (name, SetMutation(kind: k, objects: try SetMutation.members(of: set, describing: "usingObjects:")))
}

/// `-[NSObject willChangeValueForKey:withSetMutation:usingObjects:]`: the first half of an
/// unordered to-many change.
private let willChangeSetIMP: SetMutationMethod = { receiver, cmd, key, kind, objects in
    guard let receiver else { return }
    raisingKVOError(receiver, cmd) {
        let (name, mutation) = try setMutationArguments(key, kind, objects)
        ChangeNotifier.willChange(object: receiver, key: name, kind: mutation.kind.changeKind, setMutation: mutation)
    }
}

/// `-[NSObject didChangeValueForKey:withSetMutation:usingObjects:]`: notifies the observers
/// collected by the matching will half on this thread (its kind and objects are the ones
/// reported).
private let didChangeSetIMP: SetMutationMethod = { receiver, cmd, key, _, _ in
    guard let receiver else { return }
    raisingKVOError(receiver, cmd) { ChangeNotifier.didChange(object: receiver, key: try keyPathText(key)) }
}

/// Unordered to-many changes: a set property's members added or removed, as NSMutableSet's
/// `-unionSet:`, `-minusSet:`, `-intersectSet:` and `-setSet:` would. Observers receive
/// `kind` `.insertion`, `.removal` or `.replacement` and as `old` / `new` NSSets of the
/// objects that left / came in; no `indexes`. Keys depending on the set are told of a
/// `.setting` of their own value.
enum SetMutationChanges {
    /// The NSObject methods: `-willChangeValueForKey:withSetMutation:usingObjects:` and
    /// `-didChangeValueForKey:withSetMutation:usingObjects:`.
    static let nsObjectMethods: [AddedMethod] = [
        AddedMethod(selector: "willChangeValueForKey:withSetMutation:usingObjects:", types: "v40@0:8@16Q24@32",
                    imp: unsafeBitCast(willChangeSetIMP, to: IMP.self)),
        AddedMethod(selector: "didChangeValueForKey:withSetMutation:usingObjects:", types: "v40@0:8@16Q24@32",
                    imp: unsafeBitCast(didChangeSetIMP, to: IMP.self)),
    ]

    /// Runs `body` (a set mutation of `key`) as an unordered to-many change.
    static func perform(_ receiver: UnsafeMutableRawPointer, key: String, _ mutation: SetMutation, _ body: () -> Void) {
        ChangeTransaction.perform(object: receiver, key: key, reader: .keyValueCoding, kind: mutation.kind.changeKind,
                                  setMutation: mutation, body)
    }
}

extension ObjCObject {
    /// Sends `-willChangeValueForKey:withSetMutation:usingObjects:`: the first half of a
    /// change of the unordered to-many property `key` that the object makes itself.
    /// - Throws: the raised `ObjCException` for a bad key or a non-set `objects`.
    public func willChangeValue(forKey key: String, withSetMutation kind: KeyValueSetMutationKind,
                                usingObjects objects: ObjCObject?) throws {
        KeyValueObserving.install()
        try send(Selector("willChangeValueForKey:withSetMutation:usingObjects:"), ObjCObject.string(key), kind.rawValue,
                 objects, as: Void.self)
    }

    /// Sends `-didChangeValueForKey:withSetMutation:usingObjects:`: the observers collected by
    /// the matching will half on this thread are notified.
    public func didChangeValue(forKey key: String, withSetMutation kind: KeyValueSetMutationKind,
                               usingObjects objects: ObjCObject?) throws {
        KeyValueObserving.install()
        try send(Selector("didChangeValueForKey:withSetMutation:usingObjects:"), ObjCObject.string(key), kind.rawValue,
                 objects, as: Void.self)
    }
}

internal import CRuntimeCore
internal import CValueClasses
import ObjCRuntime

/// One change notification, as a Swift closure observer receives it. The same facts are in
/// ``dictionary``, the `NSDictionary` an Objective-C observer receives; that dictionary (and
/// each value object) is only built when read, so an observer that only counts changes costs
/// no dictionary and no boxed value.
public struct ObservedChange: @unchecked Sendable {
    /// Everything, in one object (`ChangeStorage`): a change is one reference.
    var storage: ChangeStorage

    /// The observed object. A change keeps it alive for as long as the change is kept.
    public var object: ObjCObject { storage.object }
    /// The key path that changed.
    public var keyPath: String { storage.keyPath }
    /// `.setting` for a set; `.insertion`, `.removal` or `.replacement` for a to-many change
    /// made through indexed accessors, `mutableArrayValueForKey:` or
    /// `willChange(_:valuesAt:forKey:)`, or a set mutation (set accessors,
    /// `mutableSetValueForKey:`, `willChangeValue(forKey:withSetMutation:usingObjects:)`).
    public var kind: KeyValueChangeKind { storage.kind }
    /// For a to-many change, the indexes that changed (`NSKeyValueChangeIndexesKey`), in
    /// ascending order; nil for a set.
    public var indexes: [Int]? { storage.indexes }
    /// True on the notification sent before the change (`.prior`).
    public var isPrior: Bool { storage.isPrior }
    /// The context given at registration.
    public var context: UnsafeRawPointer? { storage.context }

    var old: ChangeValue { storage.old }
    var new: ChangeValue { storage.new }
    /// Whether ``dictionary`` carries the key path under `FBKVONotificationKeyPathKey`
    /// (a KVOController block's change).
    var includesKeyPathKey: Bool { storage.includesKeyPathKey }

    init(object: ObjCObject, keyPath: String, kind: KeyValueChangeKind = .setting, indexes: [Int]? = nil,
         old: ChangeValue, new: ChangeValue, isPrior: Bool, context: UnsafeRawPointer?,
         includesKeyPathKey: Bool = false) {
        storage = ChangeStorage(object: object, keyPath: keyPath, kind: kind, indexes: indexes, old: old, new: new,
                                isPrior: isPrior, context: context, includesKeyPathKey: includesKeyPathKey)
    }

    init(storage: ChangeStorage) {
        self.storage = storage
    }

    /// Ends this change and hands back its storage (a move: no retain, no release).
    consuming func takeStorage() -> ChangeStorage {
        storage
    }

    /// The value before the change, when `.old` was requested (NSNull for nil; nil when not
    /// requested). For a removal or replacement, an NSArray of the objects that left.
    public var oldValue: ObjCObject? { old.object }
    /// The value after the change, when `.new` was requested (NSNull for nil; nil when not
    /// requested, and on the prior notification). For an insertion or replacement, an
    /// NSArray of the objects that came in.
    public var newValue: ObjCObject? { new.object }

    /// The change dictionary (`kind`, `new`, `old`, `indexes`, `notificationIsPrior`, and
    /// `FBKVONotificationKeyPathKey` for a KVOController block), built on the first read and
    /// kept: every later read of this change returns the same dictionary.
    public var dictionary: ObjCObject {
        (try? makeDictionary()) ?? .null
    }

    /// The change dictionary (``dictionary``), built on the first call and kept.
    /// - Throws: `BridgedValueError` when the runtime cannot allocate it.
    public func makeDictionary() throws -> ObjCObject {
        try storage.dictionary(buildDictionary)
    }

    /// ``makeDictionary()`` as a reference the caller owns (+1), with no handle.
    func makeRetainedDictionary() throws -> UnsafeMutableRawPointer {
        try storage.retainedDictionary(buildDictionary)
    }

    /// A new change dictionary (+1). In C (rt_kvo_changeDictionary): the keys kept with their
    /// hashes, the values passed as runtime references (a number boxed straight in), no pairs
    /// of handles — a compiled observer is sent one with every notification.
    private func buildDictionary() throws -> UnsafeMutableRawPointer {
        ChangeDiagnostics.noteDictionary()
        let k = ChangeKeyObjects.shared
        let kind = try k.kindNumber(kind.rawValue)
        let newObject = new.retainedObject(), oldObject = old.retainedObject()
        defer {
            newObject.map { ObjCObject.release($0) }
            oldObject.map { ObjCObject.release($0) }
        }
        let indexObject = try indexes.map { try ObjCObject.indexSet($0) }
        let prior = isPrior ? try k.yes ?? BridgedValue.bool(true).makeObject() : nil
        let path = includesKeyPathKey ? ObjCObject.string(keyPath) : nil
        let made = withExtendedLifetime((path, kind, indexObject, prior)) {
            rt_kvo_changeDictionary(path?.pointer.kvoID, kind.pointer.kvoID, newObject?.kvoID, oldObject?.kvoID,
                                    indexObject?.pointer.kvoID, prior?.pointer.kvoID)
        }
        guard let made else { throw BridgedValueError.allocationFailed("a change dictionary") }
        return UnsafeMutableRawPointer(made)
    }
}

/// The keys of a change dictionary and its usual values, made once: every message-level
/// notification builds a dictionary (compiled observers, FBKVOController among them, read it),
/// and making its keys and kind anew each time cost an allocation apiece.
private final class ChangeKeyObjects: Sendable {
    static let shared = ChangeKeyObjects()
    let keyPath = ObjCObject.string(KVOController.keyPathKey)
    let kind = ObjCObject.string(KeyValueChangeKey.kind)
    let new = ObjCObject.string(KeyValueChangeKey.new)
    let old = ObjCObject.string(KeyValueChangeKey.old)
    let indexes = ObjCObject.string(KeyValueChangeKey.indexes)
    let notificationIsPrior = ObjCObject.string(KeyValueChangeKey.notificationIsPrior)
    let yes: ObjCObject? = try? BridgedValue.bool(true).makeObject()
    /// NSNumbers for the four kinds (setting, insertion, removal, replacement).
    let kinds: [ObjCObject] = (1...4).compactMap { try? UInt64($0).bridgedValue.makeObject() }

    func kindNumber(_ raw: UInt) throws -> ObjCObject {
        if raw >= 1, raw <= UInt(kinds.count) { return kinds[Int(raw) - 1] }
        return try UInt64(raw).bridgedValue.makeObject()
    }
}

extension UnsafeMutableRawPointer {
    /// The object at this address as the C layer's `id`.
    @inline(__always) var kvoID: id { assumingMemoryBound(to: rt_object.self) }
}

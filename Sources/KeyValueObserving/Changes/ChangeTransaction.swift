import ObjCEncoding
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a change reads the changed key's value (the old one before, the new one after).
enum ValueReader: Sendable {
    /// Key-value coding (`-valueForKey:`, `-valueForKeyPath:`), as Foundation reads it.
    case keyValueCoding
    /// The key's own getter, whose return type has the type code `code`, called directly
    /// through a function pointer of the C type `type` (a typed notifying setter knows both,
    /// and skips KVC's accessor search).
    case getter(Selector, code: UInt8, type: ScalarTypeCode.CType)
}

/// A change between its two halves — Foundation's `willChangeValueForKey:` /
/// `didChangeValueForKey:`, or the body of a notifying setter. ``begin`` collects, from the
/// object's current observation snapshot, the observers of the key and of every key that
/// depends on it, reads the old values they asked for and sends the `.prior` notifications;
/// ``end()`` reads the new values and notifies those observers that are still registered.
/// Nothing is locked between the halves, and nothing is allocated for a key nobody observes.
///
/// A class, not a struct: the halves, the reads and the notifications all work on one
/// instance, where a struct holding arrays and handles would be copied (and its references
/// retained and released) at every step — the difference between a fast and a slow setter.
final class ChangeTransaction {
    /// A key whose value changes with the main key (dependent keys): always a setting.
    private struct Dependent {
        let group: ObjectObservations.KeyGroup
        var old: ChangeValue = .absent
        var new: ChangeValue = .absent
    }

    let object: ObjCObject
    private let main: ObjectObservations.KeyGroup?
    private let reader: ValueReader
    private let kind: KeyValueChangeKind
    /// For a to-many change, the indexes that change.
    private let indexes: [Int]?
    /// For an unordered to-many change, the mutation: its old and new objects are worked out
    /// from the set before the change.
    private let setMutation: SetMutation?
    private var old: ChangeValue = .absent
    private var new: ChangeValue = .absent
    private var dependents: [Dependent]

    private init(object: ObjCObject, main: ObjectObservations.KeyGroup?, reader: ValueReader, kind: KeyValueChangeKind,
                 indexes: [Int]?, setMutation: SetMutation?, dependents: [Dependent]) {
        self.object = object
        self.main = main
        self.reader = reader
        self.kind = kind
        self.indexes = indexes
        self.setMutation = setMutation
        self.dependents = dependents
    }

    /// Runs `body` — the original setter or accessor — as a change of `key` on `object`.
    /// The common case, a key with observers and no dependent keys, runs on this stack frame
    /// with no transaction object; anything else starts one. If `body` raised (a pending
    /// exception), nobody is notified: in Objective-C the exception would have unwound past
    /// `didChangeValueForKey:`.
    /// `getter` is the key's getter IMP when the caller has it (a notifying setter's kept
    /// lookup): the values are then read through it without a lookup. `parking` is
    /// `ChangeStorage.parkingKey` (a setter passes its class state's copy).
    @inline(__always)
    static func perform(object pointer: UnsafeMutableRawPointer, key: String, reader: ValueReader, getter: IMP? = nil,
                        kind: KeyValueChangeKind = .setting, indexes: [Int]? = nil, setMutation: SetMutation? = nil,
                        registry: ObservationRegistry = .shared, parking: pthread_key_t = ChangeStorage.parkingKey,
                        _ body: () -> Void) {
        registry.withObservations(of: UInt(bitPattern: pointer)) { snapshot in
            guard let group = snapshot?._withUnsafeGuaranteedRef({ $0.unretainedGroup(key) }) else {
                body()
                return
            }
            group._withUnsafeGuaranteedRef { group in
                guard group.dependents.isEmpty, kind == .setting else {
                    let change = snapshot?._withUnsafeGuaranteedRef {
                        begin($0, group, pointer, reader: reader, kind: kind, indexes: indexes, setMutation: setMutation)
                    }
                    body()
                    if !ObjCException.isPending { change?.end() }
                    return
                }
                performSetting(group, pointer, key, reader, getter, parking, body)
            }
        }
    }

    /// The common case: a setting of a key with observers and no dependent keys, on this
    /// stack frame. The snapshot holding `group` is valid throughout (the caller reads it).
    /// The changes are delivered in this thread's reusable `ChangeStorage`, which holds the
    /// object alive meanwhile.
    @inline(__always)
    private static func performSetting(_ group: ObjectObservations.KeyGroup, _ pointer: UnsafeMutableRawPointer,
                                       _ key: String, _ reader: ValueReader, _ getter: IMP?, _ parking: pthread_key_t,
                                       _ body: () -> Void) {
        let options = group.options
        let spot = ChangeStorage.parking(parking)
        var storage: ChangeStorage? = ChangeStorage.lend(pointer, keyPath: group.keyPath, from: spot)
        let old: ChangeValue = options.contains(.old) ? ValueReading.read(pointer, key, reader, getter: getter) : .absent
        if options.contains(.prior) { notifySetting(group, &storage, old, .absent, prior: true) }
        body()
        if !ObjCException.isPending {
            let new: ChangeValue = options.contains(.new)
                ? ValueReading.read(pointer, key, reader, getter: getter, knownNotPending: true) : .absent
            notifySetting(group, &storage, old, new, prior: false)
        }
        ChangeStorage.giveBack(&storage, to: spot)
    }

    /// Tells the group's active observers (those asking for `.prior`, for the prior
    /// notification) of a setting, each change in `storage`: refilled while only this setter
    /// holds it, replaced once an observer has kept it.
    private static func notifySetting(_ group: ObjectObservations.KeyGroup, _ storage: inout ChangeStorage?,
                                      _ old: ChangeValue, _ new: ChangeValue, prior: Bool) {
        if prior && !group.options.contains(.prior) { return }
        for ref in group.observerRefs {
            let (active, options, context, keyPathKey) = ref._withUnsafeGuaranteedRef {
                ($0.isActive.load(ordering: .acquiring), $0.options, $0.deliveredContext, $0.includesKeyPathKey)
            }
            guard active, !prior || options.contains(.prior) else { continue }
            if !isKnownUniquelyReferenced(&storage) {
                storage = ChangeStorage.sameObject(as: storage.unsafelyUnwrapped)
            }
            let change = ObservedChange(storage: storage.take().unsafelyUnwrapped)
            // `change` keeps the storage alive: fill it borrowed (no retain around the fill).
            Unmanaged.passUnretained(change.storage)._withUnsafeGuaranteedRef {
                $0.fillSetting(keyPath: group.keyPath, old: options.contains(.old) ? old : .absent,
                               new: prior || !options.contains(.new) ? .absent : new, isPrior: prior, context: context,
                               includesKeyPathKey: keyPathKey)
            }
            ref._withUnsafeGuaranteedRef { ChangeDelivery.deliver(change, to: $0) }
            storage = change.takeStorage()
        }
    }

    /// Starts a change of `key` on `object`; nil when nobody observes the key or a key
    /// depending on it.
    static func begin(object pointer: UnsafeMutableRawPointer, key: String, reader: ValueReader,
                      kind: KeyValueChangeKind = .setting, indexes: [Int]? = nil,
                      setMutation: SetMutation? = nil) -> ChangeTransaction? {
        guard let snapshot = ObservationRegistry.shared.observations(of: UInt(bitPattern: pointer)),
              let group = snapshot.group(key) else { return nil }
        return begin(snapshot, group, pointer, reader: reader, kind: kind, indexes: indexes, setMutation: setMutation)
    }

    private static func begin(_ snapshot: ObjectObservations, _ group: ObjectObservations.KeyGroup,
                              _ pointer: UnsafeMutableRawPointer, reader: ValueReader, kind: KeyValueChangeKind,
                              indexes: [Int]?, setMutation: SetMutation?) -> ChangeTransaction? {
        var dependents: [Dependent] = []
        if !group.dependents.isEmpty {
            // Dependents an open change on this thread already covers are its to notify.
            let covered = OpenDependents.covered(object: UInt(bitPattern: pointer))
            for key in group.dependents where !covered.contains(key) {
                if let g = snapshot.group(key), !g.observers.isEmpty { dependents.append(Dependent(group: g)) }
            }
        }
        let main = group.observers.isEmpty ? nil : group
        if main == nil && dependents.isEmpty { return nil }
        let change = ChangeTransaction(object: ObjCObject(retaining: pointer), main: main,
                                       reader: reader, kind: kind,
                                       indexes: kind == .setting ? nil : indexes,
                                       setMutation: kind == .setting ? nil : setMutation, dependents: dependents)
        if !dependents.isEmpty {
            OpenDependents.open(change, object: UInt(bitPattern: pointer), keys: dependents.map(\.group.keyPath))
        }
        change.readValues(old: true)
        change.notify(prior: true)
        return change
    }

    /// Finishes the change: new values, then the notifications.
    func end() {
        readValues(old: false)
        notify(prior: false)
        if !dependents.isEmpty { OpenDependents.close(self) }
    }

    /// Reads the old (before) or new (after) value of each part whose observers asked for
    /// it. An insertion has no old objects, a removal no new ones; a set mutation's are both
    /// worked out before the change.
    private func readValues(old before: Bool) {
        let option: KeyValueObservingOptions = before ? .old : .new
        if let main, let setMutation {
            if before {
                (old, new) = setMutation.changedObjects(of: object, key: main.keyPath, old: main.options.contains(.old),
                                                        new: main.options.contains(.new))
            }
        } else if let main, main.options.contains(option), kind != (before ? .insertion : .removal) {
            let value = ValueReading.read(object, main.keyPath, reader, at: indexes)
            if before { old = value } else { new = value }
        }
        for i in dependents.indices where dependents[i].group.options.contains(option) {
            let value = ValueReading.read(object, dependents[i].group.keyPath, .keyValueCoding, at: nil)
            if before { dependents[i].old = value } else { dependents[i].new = value }
        }
    }

    /// Sends the prior (before) or the final notification of every part to its active
    /// observers: the main key first, then its dependents, each in registration order.
    private func notify(prior: Bool) {
        if let main { Self.notify(main, object, kind, indexes, old, new, prior: prior) }
        for d in dependents { Self.notify(d.group, object, .setting, nil, d.old, d.new, prior: prior) }
    }

    /// Notifies the group's active observers (those asking for `.prior`, for the prior
    /// notification). `object` is consumed: the last observer's change takes it over
    /// instead of retaining a copy.
    private static func notify(_ group: ObjectObservations.KeyGroup, _ object: consuming ObjCObject,
                               _ kind: KeyValueChangeKind, _ indexes: [Int]?, _ old: ChangeValue,
                               _ new: ChangeValue, prior: Bool) {
        if prior && !group.options.contains(.prior) { return }
        let refs = group.observerRefs
        let last = refs.count - 1
        guard last >= 0 else { return }
        for i in 0..<last { deliver(refs[i], copy object, group.keyPath, kind, indexes, old, new, prior: prior) }
        deliver(refs[last], object, group.keyPath, kind, indexes, old, new, prior: prior)
    }

    @inline(__always)
    private static func deliver(_ ref: Unmanaged<ObservationRecord>, _ object: consuming ObjCObject, _ keyPath: String,
                                _ kind: KeyValueChangeKind, _ indexes: [Int]?, _ old: ChangeValue,
                                _ new: ChangeValue, prior: Bool) {
        let (active, options, context, keyPathKey) = ref._withUnsafeGuaranteedRef {
            ($0.isActive.load(ordering: .acquiring), $0.options, $0.deliveredContext, $0.includesKeyPathKey)
        }
        guard active, !prior || options.contains(.prior) else { return }
        let change = ObservedChange(object: object, keyPath: keyPath, kind: kind, indexes: indexes,
                                    old: options.contains(.old) ? old : .absent,
                                    new: prior || !options.contains(.new) ? .absent : new,
                                    isPrior: prior, context: context, includesKeyPathKey: keyPathKey)
        ref._withUnsafeGuaranteedRef { ChangeDelivery.deliver(change, to: $0) }
    }
}

import ObjCRuntime
import Synchronization

/// The observation info of every observed object, in a side table keyed by the object's
/// address.
///
/// Apple keeps it in a per-object `observationInfo` pointer; KVO written by hand on top of the
/// runtime usually keeps it in an associated object. MiniObjC uses a side table because every
/// observed object is isa-swizzled to its `NSKVONotifying_` class, whose `-dealloc` removes the
/// entry before the memory can be reused, so an address can never name the wrong object.
///
/// The table is split into 64 stripes by address (`RegistryStripe`), so that registrations
/// of different objects rarely meet on a lock. A setter reads its object's snapshot
/// (``ObjectObservations``) without any lock, and uses it unretained until its change is
/// delivered.
final class ObservationRegistry: @unchecked Sendable {
    static let shared = ObservationRegistry()

    private static let stripeCount = 64
    /// The stripes, unretained: the registry and its stripes live for the rest of the
    /// process, and reading a class reference out of an array would retain and release it
    /// on every setter call.
    private let stripes: UnsafeMutableBufferPointer<Unmanaged<RegistryStripe>>
    private let nextID = Atomic<UInt64>(1)

    private init() {
        stripes = .allocate(capacity: Self.stripeCount)
        for i in 0..<Self.stripeCount { stripes.initializeElement(at: i, to: .passRetained(RegistryStripe())) }
    }

    @inline(__always)
    private func stripe(_ object: UInt) -> Unmanaged<RegistryStripe> {
        stripes[Int(truncatingIfNeeded: (object >> 4) ^ (object >> 10)) & (Self.stripeCount - 1)]
    }

    /// Runs `body` with the object's current snapshot (nil when nothing is registered on
    /// it), unretained and valid until `body` returns — through any registration made
    /// meanwhile, an observer's included.
    @inline(__always)
    func withObservations<R>(of object: UInt, _ body: (Unmanaged<ObjectObservations>?) -> R) -> R {
        stripe(object)._withUnsafeGuaranteedRef { $0.read(object, body) }
    }

    /// The object's current snapshot, or nil when nothing is registered on it.
    func observations(of object: UInt) -> ObjectObservations? {
        withObservations(of: object) { $0?.takeUnretainedValue() }
    }

    /// Replaces the object's snapshot (see `RegistryStripe.update`).
    private func update<R>(_ object: UInt, _ change: (ObjectObservations?) -> (ObjectObservations?, R)) -> R {
        stripe(object)._withUnsafeGuaranteedRef { $0.update(object, change) }
    }

    /// Registers and returns the new record.
    func add(object: UInt, keyPath: String, options: KeyValueObservingOptions,
             context: UnsafeRawPointer?, target: ObserverTarget, owner: UInt64 = 0) -> ObservationRecord {
        let record = ObservationRecord(id: nextID.wrappingAdd(1, ordering: .relaxed).oldValue, keyPath: keyPath,
                                       options: options, context: context, target: target, owner: owner)
        update(object) { current in (ObjectObservations(records: (current?.records ?? []) + [record]), ()) }
        return record
    }

    /// A removed registration and the dependency markers it owned.
    struct Removal {
        let record: ObservationRecord
        let markers: [ObservationRecord]
    }

    /// Removes the last registration matching `matches` (Foundation removes the most recent
    /// one), with the markers it owns. Nil when none matches.
    func removeLast(object: UInt, where matches: (ObservationRecord) -> Bool) -> Removal? {
        let removed: [ObservationRecord] = update(object) { current in
            guard let records = current?.records,
                  let i = records.lastIndex(where: { !$0.isMarker && matches($0) }) else { return (current, []) }
            let id = records[i].id
            let (gone, kept) = records.partitioned { $0.id == id || $0.owner == id }
            return (kept.isEmpty ? nil : ObjectObservations(records: kept), gone)
        }
        for r in removed { r.isActive.store(false, ordering: .releasing) }
        guard let record = removed.first(where: { !$0.isMarker }) else { return nil }
        return Removal(record: record, markers: removed.filter(\.isMarker))
    }

    /// Removes one record by identity (closure observations), with the markers it owns.
    func remove(object: UInt, id: UInt64) -> Removal? {
        removeLast(object: object) { $0.id == id }
    }

    /// Drops everything about an object (its `-dealloc`) and returns what was registered.
    @discardableResult
    func removeAll(object: UInt) -> [ObservationRecord] {
        let removed = update(object) { current in (nil, current?.records ?? []) }
        for r in removed { r.isActive.store(false, ordering: .releasing) }
        return removed
    }

    /// The number of registrations on `object` (dependency markers not counted).
    func count(object: UInt) -> Int {
        observations(of: object)?.observationCount ?? 0
    }
}

extension Array {
    /// The elements that match and those that do not, each in order.
    func partitioned(_ matches: (Element) -> Bool) -> (matching: [Element], rest: [Element]) {
        var a: [Element] = [], b: [Element] = []
        for e in self { if matches(e) { a.append(e) } else { b.append(e) } }
        return (a, b)
    }
}

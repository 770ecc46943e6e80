import ObjCRuntime
import Synchronization

/// The observation info of every observed object, in a side table keyed by the object's
/// address.
///
/// Apple keeps it in a per-object `observationInfo` pointer; the seed's hand-made KVO keeps
/// it in an associated object. MiniObjC uses a side table because every observed object is
/// isa-swizzled to its `NSKVONotifying_` class, whose `-dealloc` removes the entry before the
/// memory can be reused, so an address can never name the wrong object.
///
/// The table is split into 64 stripes by address, each behind its own pthread mutex, so
/// setters of different objects on different threads rarely meet on a lock; a setter holds
/// its stripe only to fetch the object's snapshot (``ObjectObservations``).
final class ObservationRegistry: @unchecked Sendable {
    static let shared = ObservationRegistry()

    private typealias Stripe = LockedValue<AddressTable<ObjectObservations>>
    private static let stripeCount = 64
    /// The stripes, unretained: the registry and its stripes live for the rest of the
    /// process, and reading a class reference out of an array would retain and release it
    /// on every setter call.
    private let stripes: UnsafeMutableBufferPointer<Unmanaged<Stripe>>
    private let nextID = Atomic<UInt64>(1)

    private init() {
        stripes = .allocate(capacity: Self.stripeCount)
        for i in 0..<Self.stripeCount { stripes.initializeElement(at: i, to: .passRetained(Stripe(AddressTable()))) }
    }

    @inline(__always)
    private func withStripe<R>(_ object: UInt, _ body: (inout AddressTable<ObjectObservations>) -> R) -> R {
        let i = Int(truncatingIfNeeded: (object >> 4) ^ (object >> 10)) & (Self.stripeCount - 1)
        return stripes[i]._withUnsafeGuaranteedRef { $0.withLock(body) }
    }

    /// The object's current snapshot, or nil when nothing is registered on it.
    @inline(__always)
    func observations(of object: UInt) -> ObjectObservations? {
        withStripe(object) { $0[object] }
    }

    /// Registers and returns the new record.
    func add(object: UInt, keyPath: String, options: KeyValueObservingOptions,
             context: UnsafeRawPointer?, target: ObserverTarget, owner: UInt64 = 0) -> ObservationRecord {
        let record = ObservationRecord(id: nextID.wrappingAdd(1, ordering: .relaxed).oldValue, keyPath: keyPath,
                                       options: options, context: context, target: target, owner: owner)
        withStripe(object) { t in
            t[object] = ObjectObservations(records: (t[object]?.records ?? []) + [record])
        }
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
        let removed: [ObservationRecord] = withStripe(object) { t in
            guard let records = t[object]?.records,
                  let i = records.lastIndex(where: { !$0.isMarker && matches($0) }) else { return [] }
            let id = records[i].id
            let (gone, kept) = records.partitioned { $0.id == id || $0.owner == id }
            t[object] = kept.isEmpty ? nil : ObjectObservations(records: kept)
            return gone
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
        let removed = withStripe(object) { t -> [ObservationRecord] in
            defer { t[object] = nil }
            return t[object]?.records ?? []
        }
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

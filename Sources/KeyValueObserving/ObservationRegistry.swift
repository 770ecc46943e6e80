import ObjCRuntime

/// The observation info of every observed object, in one side table keyed by the object's
/// address, behind one lock.
///
/// Apple keeps it in a per-object `observationInfo` pointer; the seed's hand-made KVO keeps
/// it in an associated object. MiniObjC uses a side table because every observed object is
/// isa-swizzled to its `NSKVONotifying_` class, whose `-dealloc` removes the entry before the
/// memory can be reused, so an address can never name the wrong object.
final class ObservationRegistry: Sendable {
    static let shared = ObservationRegistry()

    private struct State {
        var nextID: UInt64 = 1
        var records: [UInt: [ObservationRecord]] = [:]
        var pending: [PendingKey: [PendingChange]] = [:]
    }

    private let state = LockedValue(State())

    /// Registers and returns the new record.
    func add(object: UInt, keyPath: String, options: KeyValueObservingOptions,
             context: UnsafeRawPointer?, target: ObserverTarget) -> ObservationRecord {
        state.withLock { s in
            let record = ObservationRecord(id: s.nextID, keyPath: keyPath, options: options,
                                           context: context, target: target)
            s.nextID += 1
            s.records[object, default: []].append(record)
            return record
        }
    }

    /// Removes the most recent registration of `observer` for `keyPath` (with `context`
    /// when `matchContext`), as Foundation does. Returns false when there is none.
    func remove(object: UInt, observer: UInt, keyPath: String, context: UnsafeRawPointer?,
                matchContext: Bool) -> Bool {
        state.withLock { s in
            guard var list = s.records[object],
                  let i = list.lastIndex(where: {
                      $0.observerAddress == observer && $0.keyPath == keyPath && (!matchContext || $0.context == context)
                  }) else { return false }
            list.remove(at: i)
            s.records[object] = list.isEmpty ? nil : list
            return true
        }
    }

    /// Removes one record by identity (closure observations).
    func remove(object: UInt, id: UInt64) -> Bool {
        state.withLock { s in
            guard var list = s.records[object], let i = list.firstIndex(where: { $0.id == id }) else { return false }
            list.remove(at: i)
            s.records[object] = list.isEmpty ? nil : list
            return true
        }
    }

    /// Drops everything about an object (its `-dealloc`).
    func removeAll(object: UInt) {
        state.withLock { s in
            s.records[object] = nil
            if !s.pending.isEmpty { s.pending = s.pending.filter { $0.key.object != object } }
        }
    }

    /// The registrations for `keyPath` on `object`, in registration order.
    func records(object: UInt, keyPath: String) -> [ObservationRecord] {
        state.withLock { s in s.records[object]?.filter { $0.keyPath == keyPath } ?? [] }
    }

    /// Whether a record is still registered (a notification in flight skips removed ones).
    func isRegistered(object: UInt, id: UInt64) -> Bool {
        state.withLock { s in s.records[object]?.contains { $0.id == id } ?? false }
    }

    /// The number of registrations on `object`.
    func count(object: UInt) -> Int {
        state.withLock { s in s.records[object]?.count ?? 0 }
    }

    /// Remembers a `willChange` until its `didChange`; a stack per key because a setter may
    /// set the same key again from inside an observer.
    func pushPending(_ change: PendingChange, for key: PendingKey) {
        state.withLock { s in s.pending[key, default: []].append(change) }
    }

    /// The innermost pending change for `key`, removed; nil after an unmatched `didChange`.
    func popPending(for key: PendingKey) -> PendingChange? {
        state.withLock { s in
            guard var stack = s.pending[key], let last = stack.popLast() else { return nil }
            s.pending[key] = stack.isEmpty ? nil : stack
            return last
        }
    }
}

import ObjCRuntime
import PropertyLists
/// What the generated IMPs of one defaults instance consult: its store, and the selector →
/// key mapping (GVUserDefaults' `mapping` dictionary, keyed here by the interned selector
/// pointer — what `_cmd` is — instead of the selector's name). Immutable: re-mapping installs a
/// new table.
final class AccessorTable: Sendable {
    let store: DefaultsStore
    /// Selector pointers and their keys, index for index. A linear scan: a defaults class has a
    /// handful of properties, and comparing words beats hashing them.
    let selectors: [UInt]
    let keys: [DefaultsKey]

    init(store: DefaultsStore, mapping: [(selector: UInt, key: DefaultsKey)]) {
        self.store = store
        selectors = mapping.map(\.selector)
        keys = mapping.map(\.key)
    }

    @inline(__always)
    func key(for selector: UInt) -> DefaultsKey? {
        for i in selectors.indices where selectors[i] == selector { return keys[i] }
        return nil
    }
}

/// Receiver → table, for every defaults instance with generated accessors, behind one lock.
/// Getters read the store while holding it (lock order: registry, then store; a read calls no
/// user code); so do scalar setters for the write itself (`write`), leaving change handlers
/// — which may send accessor messages themselves — until after. The object setter takes the
/// store and key out first: converting its argument reads runtime objects.
enum AccessorRegistry {
    /// Parallel arrays, so the scan compares plain words and touches no reference counts.
    /// Each table is retained here (`Unmanaged`) while registered and released on removal;
    /// readers use it only under the lock.
    private struct Tables {
        var instances: [UInt] = []
        var tables: [Unmanaged<AccessorTable>] = []
    }

    private static let entries = LockedValue(Tables())

    static func install(_ table: AccessorTable, for instance: UnsafeMutableRawPointer) {
        let id = UInt(bitPattern: instance)
        let retained = Unmanaged.passRetained(table)
        let old: Unmanaged<AccessorTable>? = entries.withLock { t in
            if let i = t.instances.firstIndex(of: id) {
                let old = t.tables[i]
                t.tables[i] = retained
                return old
            }
            t.instances.append(id)
            t.tables.append(retained)
            return nil
        }
        old?.release()
    }

    static func remove(_ instance: UnsafeMutableRawPointer) {
        let id = UInt(bitPattern: instance)
        let old: Unmanaged<AccessorTable>? = entries.withLock { t in
            guard let i = t.instances.firstIndex(of: id) else { return nil }
            t.instances.remove(at: i)
            return t.tables.remove(at: i)
        }
        old?.release()
    }

    /// Runs `read` with the store and key for `sel` sent to `receiver`, under the registry lock;
    /// `miss` when the receiver is not a defaults instance or `sel` is not one of its accessors.
    @inline(__always)
    static func read<R>(_ receiver: UnsafeMutableRawPointer?, _ sel: UnsafeRawPointer?, miss: R,
                        _ read: (DefaultsStore, DefaultsKey) -> R) -> R {
        guard let receiver, let sel else { return miss }
        let r = UInt(bitPattern: receiver), s = UInt(bitPattern: sel)
        return entries.withLock { t in
            for i in t.instances.indices where t.instances[i] == r {
                return t.tables[i]._withUnsafeGuaranteedRef { table in
                    guard let key = table.key(for: s) else { return miss }
                    return read(table.store, key)
                }
            }
            return miss
        }
    }

    /// A scalar setter's write: recorded while the registry lock is held (it runs no user
    /// code), so the store is used without being retained — every store is also referenced
    /// weakly (the exit flusher, its timers), which makes each retain and release take
    /// Swift's slow side-table path. Only a write that leaves follow-up work (starting the
    /// flush timer, change handlers) takes the store out, retained, to finish after the lock.
    static func write(_ receiver: UnsafeMutableRawPointer?, _ sel: UnsafeRawPointer?, _ value: PlistValue) {
        let followUp: (DefaultsStore, DefaultsStore.WriteFollowUp)? = read(receiver, sel, miss: nil) { store, key in
            store.record(key.name, .set(value)).map { (store, $0) }
        }
        if let (store, work) = followUp { store.finish(work) }
    }

    /// The store and key for a setter, taken out of the lock.
    @inline(__always)
    static func lookup(_ receiver: UnsafeMutableRawPointer?, _ sel: UnsafeRawPointer?) -> (DefaultsStore, DefaultsKey)? {
        read(receiver, sel, miss: nil) { ($0, $1) }
    }
}

import ObjCRuntime
import PropertyLists
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What the generated IMPs of one defaults instance consult: its store, and the selector →
/// key mapping (GVUserDefaults' `mapping` dictionary, keyed here by the interned selector
/// pointer — what `_cmd` is — instead of the selector's name) with each accessor's type.
/// Immutable: re-mapping installs a new table.
final class AccessorTable: Sendable {
    let store: DefaultsStore
    /// Selector pointers, their keys and accessor types, index for index. A linear scan: a
    /// defaults class has a handful of properties, and comparing words beats hashing them.
    let selectors: [UInt]
    let keys: [DefaultsKey]
    let types: [AccessorType]

    init(store: DefaultsStore, mapping: [(selector: UInt, key: DefaultsKey, type: AccessorType)]) {
        self.store = store
        selectors = mapping.map(\.selector)
        keys = mapping.map(\.key)
        types = mapping.map(\.type)
    }

    /// The position of `selector` in the table, or nil.
    @inline(__always)
    func index(for selector: UInt) -> Int? {
        selectors.withUnsafeBufferPointer { words in words.firstIndex(of: selector) }
    }
}

/// The defaults instances of one class, each with its table: the context of the class's
/// forwarding records (`TypedIMP`), which the shared typed IMPs find from (class, `_cmd`)
/// without a lock. Readers take no lock either: the instances are an immutable snapshot
/// published through an atomic pointer, and a reader announces itself on one of two counters
/// (by the parity of `epoch`) while it holds the snapshot. A writer (install, remove — rare,
/// under `writer`) publishes a new snapshot, then flips `epoch` twice, each time waiting for
/// the counter readers used before the flip to drain, before it releases the old snapshot:
/// after both, no reader can still hold it (one flip is not enough — a reader that read the
/// parity before a flip may have announced itself after the writer looked).
/// Lock order: a reader holds no lock while announced and calls no user code (a store read or
/// a store's `record`), so a writer's wait always ends.
final class ClassAccessors: Sendable {
    /// One snapshot: instance words and their tables, index for index.
    final class Instances: Sendable {
        let instances: [UInt]
        let tables: [AccessorTable]
        init(_ entries: [(UInt, AccessorTable)]) {
            instances = entries.map(\.0)
            tables = entries.map(\.1)
        }
    }

    /// An `Unmanaged<Instances>` (+1), or 0.
    private let current = Atomic<UInt>(0)
    private let epoch = Atomic<Int>(0)
    private let readers0 = Atomic<Int>(0)
    private let readers1 = Atomic<Int>(0)
    private let writer = Mutex<Void>(())

    /// Runs `body` with the table of `receiver`, nil when it has none.
    @inline(__always)
    func withTable<R>(of receiver: UnsafeMutableRawPointer, _ body: (AccessorTable?) -> R) -> R {
        let odd = epoch.load(ordering: .sequentiallyConsistent) & 1 == 1
        if odd { readers1.add(1, ordering: .sequentiallyConsistent) } else { readers0.add(1, ordering: .sequentiallyConsistent) }
        defer { if odd { readers1.subtract(1, ordering: .releasing) } else { readers0.subtract(1, ordering: .releasing) } }
        guard let p = UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent)) else { return body(nil) }
        let r = UInt(bitPattern: receiver)
        return Unmanaged<Instances>.fromOpaque(p)._withUnsafeGuaranteedRef { s in
            // Borrowed from the snapshot, not copied: a copy would retain the table.
            guard let i = s.instances.withUnsafeBufferPointer({ $0.firstIndex(of: r) }) else { return body(nil) }
            return s.tables.withUnsafeBufferPointer { body($0[i]) }
        }
    }

    private func readers(odd: Bool) -> Int {
        odd ? readers1.load(ordering: .sequentiallyConsistent) : readers0.load(ordering: .sequentiallyConsistent)
    }

    /// Replaces the table of `instance` (nil removes it).
    func set(_ table: AccessorTable?, for instance: UnsafeMutableRawPointer) {
        let id = UInt(bitPattern: instance)
        let old: UInt = writer.withLock { _ in
            let oldBits = current.load(ordering: .sequentiallyConsistent)
            var entries: [(UInt, AccessorTable)] = []
            if let p = UnsafeRawPointer(bitPattern: oldBits) {
                let s = Unmanaged<Instances>.fromOpaque(p).takeUnretainedValue()
                entries = zip(s.instances, s.tables).filter { $0.0 != id }
            }
            if let table { entries.append((id, table)) }
            let new = entries.isEmpty ? 0 : UInt(bitPattern: Unmanaged.passRetained(Instances(entries)).toOpaque())
            current.store(new, ordering: .sequentiallyConsistent)
            for _ in 0..<2 {
                let was = epoch.load(ordering: .sequentiallyConsistent)
                epoch.store(was ^ 1, ordering: .sequentiallyConsistent)
                while readers(odd: was & 1 == 1) != 0 { sched_yield() }
            }
            return oldBits
        }
        // Released outside the writer lock: a store's deinit may do anything.
        if let p = UnsafeRawPointer(bitPattern: old) { Unmanaged<Instances>.fromOpaque(p).release() }
    }
}

/// Class → its `ClassAccessors`, for installing and removing (never for a get or a set,
/// which find it through the records). Each is retained forever once made: a record, which
/// is never freed, points at it.
enum AccessorRegistry {
    private static let classes = LockedValue<[ObjCClass: Unmanaged<ClassAccessors>]>([:])

    /// The class's accessors object, made on first use.
    static func accessors(of cls: ObjCClass) -> Unmanaged<ClassAccessors> {
        classes.withLock { table in
            if let found = table[cls] { return found }
            let made = Unmanaged.passRetained(ClassAccessors())
            table[cls] = made
            return made
        }
    }

    static func install(_ table: AccessorTable, for instance: UnsafeMutableRawPointer, of cls: ObjCClass) {
        accessors(of: cls)._withUnsafeGuaranteedRef { $0.set(table, for: instance) }
    }

    static func remove(_ instance: UnsafeMutableRawPointer, of cls: ObjCClass) {
        guard let found = classes.withLock({ $0[cls] }) else { return }
        found._withUnsafeGuaranteedRef { $0.set(nil, for: instance) }
    }

    /// Runs `read` with the store, key and accessor type for `cmd` sent to `receiver`, found
    /// from the record's context without a lock; `miss` when the receiver is not a defaults
    /// instance or `cmd` is not one of its accessors. `read` must run no user code.
    @inline(__always)
    static func read<R>(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ context: UnsafeMutableRawPointer?,
                        miss: R, _ read: (DefaultsStore, DefaultsKey, AccessorType) -> R) -> R {
        guard let receiver, let cmd, let context else { return miss }
        return Unmanaged<ClassAccessors>.fromOpaque(context)._withUnsafeGuaranteedRef { c in
            c.withTable(of: receiver) { table in
                guard let table, let i = table.index(for: UInt(bitPattern: cmd)) else { return miss }
                // The store and the key borrowed, not retained: every store is also referenced
                // weakly (the exit flusher), which sends each of its retains and releases down
                // Swift's side-table path, and the key's text would be retained too.
                return Unmanaged.passUnretained(table.store)._withUnsafeGuaranteedRef { store in
                    table.keys.withUnsafeBufferPointer { keys in read(store, keys[i], table.types[i]) }
                }
            }
        }
    }
}

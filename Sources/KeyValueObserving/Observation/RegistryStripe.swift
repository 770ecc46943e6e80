import ObjCRuntime
import Synchronization

/// One stripe of the observation registry: object address → that object's current snapshot
/// (`ObjectObservations`), read by setters without a lock, replaced by registrations under
/// one.
///
/// A setter's read is the hot path: with a mutex it cost a lock, an unlock, and a retain and
/// a release of the snapshot so that it survives a concurrent replacement — four atomic
/// read-modify-writes, the largest part of an observed set. Here it costs two, in the manner
/// of read-copy-update:
///
/// - The table is immutable. A registration builds a new one (a copy of the stripe's few
///   entries with its change) and publishes it with an atomic exchange, under the writers'
///   lock.
/// - A reader announces itself (`readers` + 1), loads the current table and uses the
///   snapshot it finds *unretained*, for as long as it needs it — through the observers'
///   callbacks — then leaves (`readers` − 1).
/// - What a registration replaced — the old table, and the snapshot it no longer lists — is
///   *retired*: released at once when no reader is in the stripe, else by whoever next finds
///   the stripe empty of readers (the last reader to leave, or the next registration).
///
/// The reader's increment and load and the writer's exchange and check of `readers` are
/// sequentially consistent, so either the writer sees the reader (and retires instead of
/// releasing), or the reader loads the new table. Reading, a setter may register or remove
/// observations itself (an observer's callback): writers never wait for readers, so nothing
/// deadlocks; what they retire is released when the last reader leaves. Retired memory
/// waits only while the stripe has readers without a gap — setters of the same stripe
/// overlapping without end would keep it (64 stripes make that unlikely); it is never lost.
///
/// Releasing happens outside the lock: a snapshot's last release frees its records, and
/// with them the observers' closures, whose captures may run code that registers again.
final class RegistryStripe: @unchecked Sendable {
    /// An immutable table: object address → `Unmanaged<ObjectObservations>` bits. The stripe
    /// owns one reference to each snapshot listed in its current table.
    private final class Table {
        let entries: AddressTable<UInt>
        init(_ entries: AddressTable<UInt>) { self.entries = entries }
    }

    /// What a registration replaced, waiting for the stripe to have no readers.
    private struct Retired {
        var tables: [AnyObject] = []
        var snapshots: [Unmanaged<ObjectObservations>] = []
        var isEmpty: Bool { tables.isEmpty && snapshots.isEmpty }

        /// Releases the snapshots (the tables go with this value).
        func releaseSnapshots() {
            for s in snapshots { s.release() }
        }
    }

    /// A cache line's worth of bytes: `readers` changes twice per set, so no other stripe's
    /// fields may share its line (stripes are allocated one after another).
    private struct CacheLinePadding {
        var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    private let paddingBefore = CacheLinePadding()
    private let readers = Atomic<Int>(0)
    /// The current table (`Unmanaged<Table>` bits, one reference owned here).
    private let current: Atomic<UInt>
    /// Whether `retired` holds anything (read by leaving readers without the lock).
    private let hasRetired = Atomic<Bool>(false)
    private let paddingAfter = CacheLinePadding()
    /// The writers' lock, and what they retired.
    private let writers = LockedValue(Retired())

    init() {
        current = Atomic(UInt(bitPattern: Unmanaged.passRetained(Table(AddressTable())).toOpaque()))
    }

    /// Runs `body` with the object's current snapshot (nil when none is registered),
    /// unretained: it stays valid until `body` returns, whatever registrations happen
    /// meanwhile, on any thread.
    @inline(__always)
    func read<R>(_ object: UInt, _ body: (Unmanaged<ObjectObservations>?) -> R) -> R {
        readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        let table = Unmanaged<Table>.fromOpaque(UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent))!)
        let bits = table._withUnsafeGuaranteedRef { $0.entries[object] }
        let result = body(bits.flatMap(UnsafeRawPointer.init(bitPattern:)).map { Unmanaged.fromOpaque($0) })
        if readers.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue == 0,
           hasRetired.load(ordering: .sequentiallyConsistent) {
            releaseRetired()
        }
        return result
    }

    /// Replaces the object's snapshot: `change` receives the current one (nil when none) and
    /// returns the new one (nil to remove the object) and a result. Runs under the writers'
    /// lock; `change` must not register.
    func update<R>(_ object: UInt, _ change: (ObjectObservations?) -> (ObjectObservations?, R)) -> R {
        let (result, retired) = writers.withLock { retired -> (R, Retired?) in
            let oldBits = current.load(ordering: .relaxed)
            let old = Unmanaged<Table>.fromOpaque(UnsafeRawPointer(bitPattern: oldBits)!)
            var entries = old.takeUnretainedValue().entries
            let previous = entries[object].flatMap(UnsafeRawPointer.init(bitPattern:))
                .map { Unmanaged<ObjectObservations>.fromOpaque($0) }
            let (replacement, result) = change(previous?.takeUnretainedValue())
            if replacement.map(Unmanaged.passUnretained)?.toOpaque() == previous?.toOpaque() { return (result, nil) }
            entries[object] = replacement.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) }
            let table = Unmanaged.passRetained(Table(entries))
            _ = current.exchange(UInt(bitPattern: table.toOpaque()), ordering: .sequentiallyConsistent)
            retired.tables.append(old.takeRetainedValue())
            if let previous { retired.snapshots.append(previous) }
            // Announce before looking: a reader leaving after this look sees the flag.
            hasRetired.store(true, ordering: .sequentiallyConsistent)
            return (result, takeRetiredIfNoReaders(&retired))
        }
        retired?.releaseSnapshots()
        return result
    }

    /// Everything retired, if the stripe has no readers now. Caller holds the writers' lock.
    private func takeRetiredIfNoReaders(_ retired: inout Retired) -> Retired? {
        guard readers.load(ordering: .sequentiallyConsistent) == 0 else { return nil }
        hasRetired.store(false, ordering: .sequentiallyConsistent)
        guard !retired.isEmpty else { return nil }
        defer { retired = Retired() }
        return retired
    }

    /// Releases what writers retired, if the stripe has no readers now.
    @inline(never)
    private func releaseRetired() {
        writers.withLock { takeRetiredIfNoReaders(&$0) }?.releaseSnapshots()
    }
}

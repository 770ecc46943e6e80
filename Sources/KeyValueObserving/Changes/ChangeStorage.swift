import ObjCRuntime
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an `ObservedChange` holds: one object, so that a change is one reference — passed
/// and kept for the price of a pointer — and so that a setter can reuse it from one set to
/// the next on the same thread when no observer kept it.
///
/// The storage owns a runtime reference to the changed object while anyone may use it, so
/// a change an observer keeps keeps its object alive, as a handle would. A setter
/// (`ChangeTransaction.performSetting`) makes no handle and no allocation per set:
///
/// - ``lend(_:keyPath:from:)`` takes this thread's parked storage (or makes one) and retains the
///   object: the storage now owns a reference, which also keeps the object alive through
///   observers that drop every other reference in their callbacks.
/// - Each delivery fills the fields and hands the observer a change holding the storage.
///   Afterwards the setter looks whether it is still the storage's only holder: if not, an
///   observer kept the change, and the storage stays as it is, its reference with it, for
///   as long as the observer keeps it; the setter takes a new storage for what follows.
/// - ``giveBack(_:to:)`` parks a storage nobody kept, after giving up its reference.
///
/// A handle per set cost an allocation, a free and three atomic read-modify-writes; a kept
/// weak handle cost more (a weak reference moves its target's counts to a side table, which
/// makes its every retain and release a locked double-word operation). Reusing the storage
/// costs the object's retain and release.
///
/// The fields change only while the setter holds the only reference, so no other thread
/// can see them change; a storage an observer kept is never written again.
final class ChangeStorage: @unchecked Sendable {
    @exclusivity(unchecked) var keyPath: String
    @exclusivity(unchecked) var kind: KeyValueChangeKind
    @exclusivity(unchecked) var indexes: [Int]?
    @exclusivity(unchecked) var old: ChangeValue
    @exclusivity(unchecked) var new: ChangeValue
    @exclusivity(unchecked) var isPrior: Bool
    @exclusivity(unchecked) var context: UnsafeRawPointer?
    @exclusivity(unchecked) var includesKeyPathKey: Bool
    /// The object. Valid while the storage owns a reference to it or keeps `handle`.
    @exclusivity(unchecked) private(set) var pointer: UnsafeMutableRawPointer
    /// Whether the storage owns a runtime reference to `pointer`, released at deinit.
    @exclusivity(unchecked) private var ownsReference: Bool
    /// A handle the storage keeps instead (changes made outside a setter's fast path), which
    /// ``object`` returns instead of a new one.
    private let handle: ObjCObject?
    /// The change dictionary once built for the current delivery: a runtime reference the
    /// storage owns, as its address (0 when none). Atomic because a change an observer kept
    /// may be read from several threads at once; cleared when the storage is refilled for
    /// another delivery or parked.
    private let cachedDictionary = Atomic<UInt>(0)

    /// Storage for a change of the object `handle` refers to (the handle owns the reference).
    init(object handle: ObjCObject, keyPath: String, kind: KeyValueChangeKind, indexes: [Int]?,
         old: ChangeValue, new: ChangeValue, isPrior: Bool, context: UnsafeRawPointer?, includesKeyPathKey: Bool) {
        pointer = handle.pointer
        ownsReference = false
        self.handle = handle
        self.keyPath = keyPath
        self.kind = kind
        self.indexes = indexes
        self.old = old
        self.new = new
        self.isPrior = isPrior
        self.context = context
        self.includesKeyPathKey = includesKeyPathKey
    }

    /// Storage owning a new reference to the object at `pointer`, its fields to be filled.
    private init(retaining pointer: UnsafeMutableRawPointer, keyPath: String) {
        ObjCObject.retain(pointer)
        self.pointer = pointer
        ownsReference = true
        handle = nil
        self.keyPath = keyPath
        kind = .setting
        indexes = nil
        old = .absent
        new = .absent
        isPrior = false
        context = nil
        includesKeyPathKey = false
    }

    /// A handle on the object (a new one unless the storage keeps one).
    var object: ObjCObject { handle ?? ObjCObject(retaining: pointer) }

    deinit {
        forgetDictionary()
        if ownsReference { ObjCObject.release(pointer) }
    }

    /// Fills the fields of a setting delivered to one observer (storage the caller holds
    /// alone).
    @inline(__always)
    func fillSetting(keyPath: String, old: ChangeValue, new: ChangeValue, isPrior: Bool, context: UnsafeRawPointer?,
                     includesKeyPathKey: Bool) {
        // First: the values below are then stored with no call after them, so the optimizer
        // moves them in without a retain and a release around it.
        forgetDictionary()
        // Comparing first spares a heap key path's release and retain on every set.
        if self.keyPath != keyPath { self.keyPath = keyPath }
        self.old = old
        self.new = new
        self.isPrior = isPrior
        self.context = context
        self.includesKeyPathKey = includesKeyPathKey
    }

    /// The change dictionary of the current delivery: the one built already, else `build()`'s,
    /// kept for the next read. Two threads reading at once may both build one; the first
    /// kept wins and the other is dropped.
    func dictionary(_ build: () throws -> UnsafeMutableRawPointer) rethrows -> ObjCObject {
        ObjCObject(adopting: try retainedDictionary(build))
    }

    /// ``dictionary(_:)`` as a runtime reference the caller owns (+1), with no handle: what a
    /// delivery to an Objective-C observer sends. `build` returns a new dictionary (+1).
    func retainedDictionary(_ build: () throws -> UnsafeMutableRawPointer) rethrows -> UnsafeMutableRawPointer {
        let kept = cachedDictionary.load(ordering: .acquiring)
        if kept != 0 {
            let dictionary = UnsafeMutableRawPointer(bitPattern: kept).unsafelyUnwrapped
            ObjCObject.retain(dictionary)
            return dictionary
        }
        let made = try build()
        ObjCObject.retain(made)  // the storage's reference
        let (stored, other) = cachedDictionary.compareExchange(expected: 0, desired: UInt(bitPattern: made),
                                                               ordering: .acquiringAndReleasing)
        if stored { return made }
        ObjCObject.release(made)
        ObjCObject.release(made)
        let dictionary = UnsafeMutableRawPointer(bitPattern: other).unsafelyUnwrapped
        ObjCObject.retain(dictionary)
        return dictionary
    }

    /// Drops the kept dictionary (storage the caller holds alone, or at deinit). One load
    /// when there is none, which is every set whose observers never read one.
    @inline(__always)
    private func forgetDictionary() {
        if cachedDictionary.load(ordering: .relaxed) != 0 { dropDictionary() }
    }

    @inline(never)
    private func dropDictionary() {
        let kept = cachedDictionary.exchange(0, ordering: .relaxed)
        if kept != 0 { ObjCObject.release(UnsafeMutableRawPointer(bitPattern: kept).unsafelyUnwrapped) }
    }

    // MARK: - Lending, per thread

    /// The per-thread parking spot: one storage, or none while it is lent (a set made inside
    /// an observer's callback then makes its own).
    fileprivate struct Spot {
        var parked: ChangeStorage?
    }

    /// The thread-specific key of the parking spots: made once, copied into every notifying
    /// class's state (reading a lazy global on every set would cost a `swift_once` call).
    static let parkingKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            #if canImport(Darwin)
            let spot = raw.assumingMemoryBound(to: Spot.self)
            #else
            guard let spot = raw?.assumingMemoryBound(to: Spot.self) else { return }
            #endif
            spot.deinitialize(count: 1)
            spot.deallocate()
        }
        return key
    }()

    @inline(__always)
    private static func spot(_ key: pthread_key_t) -> UnsafeMutablePointer<Spot> {
        if let spot = pthread_getspecific(key) { return spot.assumingMemoryBound(to: Spot.self) }
        return newSpot(key)
    }

    @inline(never)
    private static func newSpot(_ key: pthread_key_t) -> UnsafeMutablePointer<Spot> {
        let spot = UnsafeMutablePointer<Spot>.allocate(capacity: 1)
        spot.initialize(to: Spot())
        pthread_setspecific(key, spot)
        return spot
    }

    /// This thread's parking spot (made on first use), for ``lend(_:keyPath:from:)`` and
    /// ``giveBack(_:to:)``.
    struct Parking {
        fileprivate let spot: UnsafeMutablePointer<Spot>
    }

    @inline(__always)
    static func parking(_ key: pthread_key_t) -> Parking { Parking(spot: spot(key)) }

    /// Storage owning a reference to the object at `pointer`, held by the caller alone:
    /// this thread's parked storage, or a new one.
    @inline(__always)
    static func lend(_ pointer: UnsafeMutableRawPointer, keyPath: String, from parking: Parking) -> ChangeStorage {
        guard let storage = parking.spot.pointee.parked.take() else { return ChangeStorage(retaining: pointer, keyPath: keyPath) }
        ObjCObject.retain(pointer)
        storage.pointer = pointer
        storage.ownsReference = true
        return storage
    }

    /// New storage for the same object as `other`, owning a reference of its own (for the
    /// deliveries after an observer kept `other`).
    static func sameObject(as other: ChangeStorage) -> ChangeStorage {
        ChangeStorage(retaining: other.pointer, keyPath: other.keyPath)
    }

    /// Takes back storage from ``lend(_:keyPath:from:)`` after the set's deliveries, leaving
    /// `lent` nil: parks it if the caller is its only holder and this thread has none parked
    /// (a set inside a callback may have parked one); else drops the caller's reference.
    @inline(__always)
    static func giveBack(_ lent: inout ChangeStorage?, to parking: Parking) {
        let spot = parking.spot
        guard isKnownUniquelyReferenced(&lent), spot.pointee.parked == nil, let storage = lent.take() else {
            lent = nil
            return
        }
        let pointer = storage.pointer
        storage.ownsReference = false
        // A parked storage keeps nothing alive: not the object, not the values it reported,
        // not a dictionary.
        if storage.old.boxed != nil { storage.old = .absent }
        if storage.new.boxed != nil { storage.new = .absent }
        storage.forgetDictionary()
        spot.pointee.parked = consume storage
        // Possibly the object's last reference: nothing here touches it afterwards.
        ObjCObject.release(pointer)
    }
}

import ObjCRuntime
import Synchronization

/// (class, selector) → the overridden setter's `SetterInfo`, for a typed notifying setter's
/// first step: one probe instead of walking from `self`'s isa to its notifying class state
/// (two calls per class for the indexed bytes) and scanning that class's setter list.
///
/// Like a method cache, and like objc4's: a fixed table of 256 slots indexed by a hash of the
/// class and selector pointers, each holding a pointer to a `SetterInfo` — which lives for the
/// rest of the process, as its class does — or 0. A slot is written with one atomic store and
/// read with one atomic load, with no lock; a reader trusts a slot only when the info it
/// points to is for exactly its class and selector, so a slot overwritten by another pair
/// (a collision) is just a miss, and the caller finds the info the long way and stores it.
/// Only exact classes are stored: an object whose isa someone swizzled again below the
/// notifying class is always found the long way (`NotifyingClassState.lookUp`).
enum NotifyingSetterCache {
    private static let slotCount = 256

    /// The slots (atomics, allocated once and never freed), published once. Not a lazily
    /// initialized global: reading one of those costs a `swift_once` call on every setter
    /// call, where this costs a load.
    private static let base = Atomic<UInt>(0)

    /// Allocates the slots; called (once, under `NotifyingClasses`' lock) before the first
    /// notifying class exists, so before any notifying setter can run.
    static func prepare() {
        guard base.load(ordering: .acquiring) == 0 else { return }
        let p = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: slotCount)
        for i in 0..<slotCount { (p + i).initialize(to: Atomic(0)) }
        base.store(UInt(bitPattern: p), ordering: .releasing)
    }

    private static var slots: UnsafeMutablePointer<Atomic<UInt>> {
        @inline(__always) get { UnsafeMutablePointer(bitPattern: base.load(ordering: .acquiring)).unsafelyUnwrapped }
    }

    @inline(__always)
    private static func index(_ cls: UInt, _ sel: UInt) -> Int {
        Int(truncatingIfNeeded: ((cls ^ (sel &* 0x9E37_79B9)) >> 4) ^ (sel >> 12)) & (slotCount - 1)
    }

    /// The info of `sel` overridden in the notifying class `cls`, when stored.
    @inline(__always)
    static func info(_ cls: ObjCClass, _ sel: UnsafeRawPointer) -> Unmanaged<SetterInfo>? {
        let c = UInt(bitPattern: cls.pointer), s = UInt(bitPattern: sel)
        guard let p = UnsafeRawPointer(bitPattern: slots[index(c, s)].load(ordering: .acquiring)) else { return nil }
        let info = Unmanaged<SetterInfo>.fromOpaque(p)
        let hit = info._withUnsafeGuaranteedRef { $0.selectorBits == s && $0.classBits == c }
        return hit ? info : nil
    }

    /// Stores `info` (of a setter of its own notifying class) for the next calls.
    static func store(_ info: SetterInfo) {
        slots[index(info.classBits, info.selectorBits)].store(UInt(bitPattern: Unmanaged.passUnretained(info).toOpaque()), ordering: .releasing)
    }
}

import ObjCRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What a notifying setter needs to know about the setter it overrides.
final class SetterInfo: @unchecked Sendable {
    let selector: Selector
    /// The key it changes.
    let key: String
    /// The key as an NSString, for `-willChangeValueForKey:` sent as a message.
    let keyObject: ObjCObject
    /// How the change reads the key's old and new values.
    let reader: ValueReader
    /// `[super set…]`, the getter and the will/did check, kept per lookup generation.
    let lookups = SetterLookups()
    /// The notifying class whose setter this is. Unmanaged: states live for the rest of the
    /// process, and a setter borrows it without a retain and a release (each an atomic).
    let state: Unmanaged<NotifyingClassState>
    /// The notifying class's pointer: a record found for a receiver is this setter's only
    /// when this is the receiver's isa.
    let classBits: UInt

    init(selector: Selector, key: String, reader: ValueReader, state: NotifyingClassState) {
        self.selector = selector
        self.key = key
        self.keyObject = .string(key)
        self.reader = reader
        self.state = .passUnretained(state)
        classBits = UInt(bitPattern: state.notifying.pointer)
    }
}

/// The setters overridden so far in one notifying class: selector words and infos, index for
/// index (a handful per class: a linear scan beats hashing).
final class SetterList: Sendable {
    let selectors: [UInt]
    let infos: [SetterInfo]

    init(selectors: [UInt], infos: [SetterInfo]) {
        self.selectors = selectors
        self.infos = infos
    }
}

/// The Swift side of one `NSKVONotifying_X` class, found from an instance in a few loads:
/// the class is allocated with 16 indexed bytes holding a marker and a pointer to this
/// object. That lets the typed notifying setters be plain C functions shared by every class
/// (one per type code, as Foundation's `_NSSetIntValueAndNotify` …): each finds its class's
/// state from `self`'s isa and its setter from `_cmd`, with no lock.
///
/// The setter list is published through an atomic pointer: a new key replaces the list with
/// a longer copy (under `NotifyingClasses`' lock). Replaced lists are never freed — a setter
/// on another thread may still be scanning one, and there is no cheap way to know when it has
/// left (objc4's method caches have the same problem); a class observed on k keys leaves
/// k(k-1)/2 stale entries behind. Classes, and these states, live for the rest of the process.
final class NotifyingClassState: @unchecked Sendable {
    /// The first indexed word of a notifying class ("KVONOTIF").
    static let marker: UInt64 = 0x4B56_4F4E_4F54_4946
    /// Indexed bytes a notifying class is allocated with: the marker, then the state pointer.
    static let indexedByteCount = 16

    /// The class the notifying class was made from (what `-class` answers).
    let original: ObjCClass
    /// The notifying class itself.
    let notifying: ObjCClass
    private let setterList = Atomic<UInt>(0)
    /// Copies of globals the setters read on every call (a field load instead of a lazy
    /// global's `swift_once` check).
    let registry = ObservationRegistry.shared
    let parkingKey = ChangeStorage.parkingKey
    let willDid = NSObjectKVOMethods.willDid

    init(original: ObjCClass, notifying: ObjCClass) {
        self.original = original
        self.notifying = notifying
    }

    /// Writes the marker and a pointer to this state (kept alive forever) into the notifying
    /// class's indexed bytes. Called once, before the class is registered.
    func attach() {
        let cls = notifying
        guard cls.indexedByteCount >= Self.indexedByteCount, let bytes = cls.indexedBytes else { return }
        bytes.storeBytes(of: Self.marker, as: UInt64.self)
        bytes.storeBytes(of: Unmanaged.passRetained(self).toOpaque(), toByteOffset: 8, as: UnsafeMutableRawPointer.self)
    }

    /// The state of the notifying class `receiver` is an instance of (walking up, in case
    /// someone swizzled the isa again below KVO's), or nil.
    static func of(_ receiver: UnsafeMutableRawPointer) -> NotifyingClassState? {
        unmanaged(of: receiver)?.takeUnretainedValue()
    }

    /// ``of(_:)`` without a retain: states live for the rest of the process, so the typed
    /// setters borrow them.
    @inline(__always)
    static func unmanaged(of receiver: UnsafeMutableRawPointer) -> Unmanaged<NotifyingClassState>? {
        lookUp(receiver)?.state
    }

    /// ``unmanaged(of:)``, and whether `receiver`'s isa is the notifying class itself (what
    /// the state's kept lookups answer for) rather than a class someone made below it.
    @inline(__always)
    static func lookUp(_ receiver: UnsafeMutableRawPointer) -> (state: Unmanaged<NotifyingClassState>, isExact: Bool)? {
        var cls: ObjCClass? = ObjCClass(ofObject: receiver)
        var isExact = true
        while let c = cls {
            if c.indexedByteCount >= indexedByteCount, let bytes = c.indexedBytes,
               bytes.load(as: UInt64.self) == marker {
                return (Unmanaged.fromOpaque(bytes.load(fromByteOffset: 8, as: UnsafeMutableRawPointer.self)), isExact)
            }
            cls = c.superclass
            isExact = false
        }
        return nil
    }

    /// The overridden setter for `cmd`, or nil.
    func setter(for cmd: UnsafeRawPointer) -> SetterInfo? {
        unmanagedSetter(for: cmd)?.takeUnretainedValue()
    }

    /// ``setter(for:)`` without a retain: a list is never freed, so neither are its infos.
    @inline(__always)
    func unmanagedSetter(for cmd: UnsafeRawPointer) -> Unmanaged<SetterInfo>? {
        let bits = setterList.load(ordering: .acquiring)
        guard let list = UnsafeRawPointer(bitPattern: bits) else { return nil }
        let sel = UInt(bitPattern: cmd)
        return Unmanaged<SetterList>.fromOpaque(list)._withUnsafeGuaranteedRef { l in
            for i in l.selectors.indices where l.selectors[i] == sel { return Unmanaged.passUnretained(l.infos[i]) }
            return nil
        }
    }

    /// Publishes a list with `info` added. Caller holds `NotifyingClasses`' lock (one writer).
    func add(_ info: SetterInfo) {
        let old = UnsafeRawPointer(bitPattern: setterList.load(ordering: .acquiring))
            .map { Unmanaged<SetterList>.fromOpaque($0).takeUnretainedValue() }
        let list = SetterList(selectors: (old?.selectors ?? []) + [UInt(bitPattern: info.selector.rawValue)],
                              infos: (old?.infos ?? []) + [info])
        setterList.store(UInt(bitPattern: Unmanaged.passRetained(list).toOpaque()), ordering: .releasing)
    }
}

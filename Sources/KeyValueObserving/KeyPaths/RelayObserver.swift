import ObjCRuntime

private typealias ObserveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                              UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

/// `-[_MiniKVOKeyPathRelay observeValueForKeyPath:ofObject:change:context:]`: a relay's
/// registrations are delivered in Swift (``RelayObserver/target(for:)``), so this runs only
/// when someone sends the message by hand; it does nothing.
private let relayObserveIMP: ObserveFn = { _, _, _, _, _, _ in }

/// The runtime object a ``KeyPathRelay`` registers as the observer of the rest of its path on
/// an intermediate object, through that object's `-addObserver:forKeyPath:options:context:`.
/// When KVO's own `-addObserver:…` (NSObject's) sees one of these as the observer, it makes a
/// registration delivered straight to the relay, as a closure observation is: no change
/// dictionary, no message per notification.
enum RelayObserver {
    private static let observerClass = Result<ObjCClass, any Error> {
        let name = "_MiniKVOKeyPathRelay"
        if let existing = ObjCClass.lookUp(name) { return existing }
        let builder = try ClassBuilder(name: name)
        try builder.addMethod(ObserverCallback.selector, types: ObserverCallback.types, function: relayObserveIMP)
        return try builder.register()
    }

    /// Each live relay by its observer object's address (weakly: a relay going away while a
    /// registration of its is being made is not kept alive by it).
    private static let relays = LockedValue<[UInt: WeakRelay]>([:])

    private struct WeakRelay {
        weak var relay: KeyPathRelay?
    }

    /// A new observer object for a relay.
    static func make() throws -> ObjCObject {
        return try observerClass.get().new()
    }

    static func attach(_ relay: KeyPathRelay, to observer: ObjCObject) {
        relays.withLock { $0[UInt(bitPattern: observer.pointer)] = WeakRelay(relay: relay) }
    }

    static func detach(_ observer: ObjCObject) {
        relays.withLock { $0[UInt(bitPattern: observer.pointer)] = nil }
    }

    /// The registration target for `observer` when it is a relay's observer object: the
    /// relay's own handler, holding the relay weakly; nil for any other observer.
    static func target(for observer: ObjCObject) -> ObserverTarget? {
        guard let cls = try? observerClass.get(), observer.objcClass == cls else { return nil }
        let address = UInt(bitPattern: observer.pointer)
        guard let relay = relays.withLock({ $0[address]?.relay }) else { return nil }
        return .relay(address: address) { [weak relay] change in relay?.tailChanged(change) }
    }
}

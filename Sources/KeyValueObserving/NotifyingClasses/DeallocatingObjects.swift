/// The observed objects whose `-dealloc` this thread is running. The notifying class's
/// `-dealloc` drops an object's registrations before the original `-dealloc` runs (so that
/// its address is free of them before it can be reused); the original one may then remove
/// an observation itself — `[self removeObserver:self forKeyPath:…]`, the usual way an object
/// that observes itself cleans up, as Foundation allows — and finds it gone. Such a removal
/// is not an error: `removeObserver` asks here and returns quietly.
enum DeallocatingObjects {
    private static let addresses = ThreadLocal<[UInt]> { [] }

    /// Runs `body` (the original `-dealloc`) with `address` marked as deallocating on this
    /// thread. Deallocations nest (a dealloc releases other observed objects).
    static func during(_ address: UInt, _ body: () -> Void) {
        addresses.withValue { $0.append(address) }
        body()
        addresses.withValue { list in
            if let i = list.lastIndex(of: address) { list.remove(at: i) }
        }
    }

    /// Whether this thread is running the `-dealloc` of the object at `address`.
    static func contains(_ address: UInt) -> Bool {
        addresses.existing?.contains(address) ?? false
    }
}

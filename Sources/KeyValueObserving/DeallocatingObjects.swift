#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The observed objects whose `-dealloc` this thread is running. The notifying class's
/// `-dealloc` drops an object's registrations before the original `-dealloc` runs (so that
/// its address is free of them before it can be reused); the original one may then remove
/// an observation itself — `[self removeObserver:self forKeyPath:…]`, the usual way an object
/// that observes itself cleans up, as Foundation allows — and finds it gone. Such a removal
/// is not an error: `removeObserver` asks here and returns quietly.
enum DeallocatingObjects {
    /// Runs `body` (the original `-dealloc`) with `address` marked as deallocating on this
    /// thread. Deallocations nest (a dealloc releases other observed objects).
    static func during(_ address: UInt, _ body: () -> Void) {
        let list = addresses()
        list.pointee.append(address)
        body()
        if let i = list.pointee.lastIndex(of: address) { list.pointee.remove(at: i) }
    }

    /// Whether this thread is running the `-dealloc` of the object at `address`.
    static func contains(_ address: UInt) -> Bool {
        guard let raw = pthread_getspecific(key) else { return false }
        return raw.assumingMemoryBound(to: [UInt].self).pointee.contains(address)
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            #if canImport(Darwin)
            let list = raw.assumingMemoryBound(to: [UInt].self)
            #else
            guard let list = raw?.assumingMemoryBound(to: [UInt].self) else { return }
            #endif
            list.deinitialize(count: 1)
            list.deallocate()
        }
        return key
    }()

    private static func addresses() -> UnsafeMutablePointer<[UInt]> {
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: [UInt].self) }
        let list = UnsafeMutablePointer<[UInt]>.allocate(capacity: 1)
        list.initialize(to: [])
        pthread_setspecific(key, list)
        return list
    }
}

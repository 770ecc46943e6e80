#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A per-thread depth count for code that re-enters itself through messages, where no Swift
/// state can be passed along: past ``ModelMapper/nestingLimit`` levels on one thread,
/// ``enter()`` answers false. Each use has its own count.
struct RecursionGuard: Sendable {
    /// The installed model methods (`-hash`, `-isEqual:`), which reach each other through
    /// property values.
    static let modelMethods = RecursionGuard()
    /// Building a meta, which asks the class's `YYModel` methods, which may map models.
    static let metaBuilding = RecursionGuard()

    /// The thread-specific slot holding the depth (as pointer bits).
    private let key: pthread_key_t

    private init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    private var depth: Int { Int(bitPattern: pthread_getspecific(key)) }

    /// One level deeper; false (and no change) at the limit.
    func enter() -> Bool {
        let now = depth
        guard now < ModelMapper.nestingLimit else { return false }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: now + 1))
        return true
    }

    /// Back one level (after a successful ``enter()``).
    func leave() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: depth - 1)) }
}

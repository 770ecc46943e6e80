#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A per-thread depth count for the installed model methods (`-hash`, `-isEqual:`), which
/// reach each other through messages, where no Swift state can be passed along: past
/// ``ModelMapper/nestingLimit`` levels on one thread, ``enter()`` answers false.
enum RecursionGuard {
    /// The thread-specific slot holding the depth (as pointer bits).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static var depth: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// One level deeper; false (and no change) at the limit.
    static func enter() -> Bool {
        guard depth < ModelMapper.nestingLimit else { return false }
        depth += 1
        return true
    }

    /// Back one level (after a successful ``enter()``).
    static func leave() { depth -= 1 }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a `pthread_mutex_t`. Used instead of `Synchronization.Mutex` because
/// ThreadSanitizer intercepts `pthread_mutex_lock`, while the standard library's futex-based
/// `Mutex` is not instrumented and makes every access it guards look like a race in CI's TSan
/// run. Uncontended, a lock and unlock cost a few nanoseconds more than `Mutex`.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `storage` is only touched between lock and unlock of `mutex`.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let storage: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Not reentrant: `body` must not take the
    /// same lock again (user callbacks are therefore always called after it returns).
    @inline(__always)
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }
}

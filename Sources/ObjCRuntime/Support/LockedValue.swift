#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a `pthread_mutex_t`, for the Swift layers' tables and registries (the
/// libffi bridge's caches, synthesized accessors' striped locks, the defaults store).
///
/// Not `Synchronization.Mutex`: on Linux that lock is built on raw futexes, which
/// ThreadSanitizer does not intercept, so every access it guards is reported as a race in
/// CI's TSan run. TSan understands `pthread_mutex_lock`; uncontended, the two cost about the
/// same. Not reentrant: `body` must not take the same lock again.
package final class LockedValue<Value>: @unchecked Sendable {
    // @unchecked: `storage` is only touched between lock and unlock of `mutex`.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let storage: UnsafeMutablePointer<Value>

    /// A lock guarding `value`.
    package init(_ value: Value) {
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

    /// Runs `body` with exclusive access to the value, holding the lock.
    @inlinable @inline(__always)
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }
}

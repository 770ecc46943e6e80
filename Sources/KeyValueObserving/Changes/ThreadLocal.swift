#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value per thread (a pthread key holding a retained box), for the few things KVO keeps
/// per thread off the setters' path: diagnostics counts, the objects being deallocated, the
/// dependents of open changes. The setters' own per-thread storage is `ChangeStorage`'s
/// parking spot, which avoids the box.
final class ThreadLocal<Value>: @unchecked Sendable {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let key: pthread_key_t
    private let initial: @Sendable () -> Value

    init(_ initial: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(raw).release()
            #else
            if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() }
            #endif
        }
        self.key = key
        self.initial = initial
    }

    /// This thread's value (made on first use), changed in place by `body`.
    func withValue<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        try body(&box().value)
    }

    /// This thread's value, or nil when it never made one (no allocation).
    var existing: Value? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().value
    }

    private func box() -> Box {
        if let raw = pthread_getspecific(key) { return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue() }
        let box = Box(initial())
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }
}

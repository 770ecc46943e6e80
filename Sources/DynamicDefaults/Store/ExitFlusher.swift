#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ObjCRuntime

/// Flushes every live store's pending writes when the process exits normally (`exit`, or
/// returning from `main`). A weak registry, so stores still die when their owners let go;
/// an `atexit` hook installed once, with a non-capturing closure as C requires.
enum ExitFlusher {
    private struct WeakStore: @unchecked Sendable {
        // @unchecked: a weak reference to a Sendable class, only read under `live`'s lock.
        weak var store: DefaultsStore?
    }

    private static let live = LockedValue<[ObjectIdentifier: WeakStore]>([:])

    private static let installed: Bool = {
        atexit { ExitFlusher.flushAll() }
        return true
    }()

    static func register(_ store: DefaultsStore) {
        _ = installed
        live.withLock { $0[ObjectIdentifier(store)] = WeakStore(store: store) }
    }

    static func unregister(_ id: ObjectIdentifier) {
        live.withLock { _ = $0.removeValue(forKey: id) }
    }

    /// Flushes every registered store; errors go to each store's `onError` handlers.
    static func flushAll() {
        let stores = live.withLock { $0.values.compactMap(\.store) }
        for s in stores { try? s.flush() }
    }
}

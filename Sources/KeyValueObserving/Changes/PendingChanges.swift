import ObjCRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `willChangeValueForKey:` leaves for the matching `didChangeValueForKey:`: a stack per
/// (thread, object, key), because pairs nest (a setter may set the same key again from
/// inside an observer, or run inside a manual pair). Only the message-level pairs use it; a
/// notifying setter keeps its change on its own stack frame.
enum PendingChanges {
    private struct Key: Hashable {
        let thread: UInt
        let object: UInt
        let key: String
    }

    /// nil entries keep will/did balanced when nobody observed the key at `willChange` time.
    private static let stacks = LockedValue<[Key: [ChangeTransaction?]]>([:])

    static func push(_ change: ChangeTransaction?, object: UInt, key: String) {
        let k = Key(thread: currentThreadID(), object: object, key: key)
        stacks.withLock { $0[k, default: []].append(change) }
    }

    /// The innermost pending change for (this thread, object, key), removed. The outer
    /// optional is nil after a `didChange` with no `willChange`.
    static func pop(object: UInt, key: String) -> ChangeTransaction?? {
        let k = Key(thread: currentThreadID(), object: object, key: key)
        return stacks.withLock { s -> ChangeTransaction?? in
            guard var stack = s[k], let last = stack.popLast() else { return nil }
            s[k] = stack.isEmpty ? nil : stack
            return .some(last)
        }
    }

    /// Drops the pending changes of an object (its `-dealloc`).
    static func removeAll(object: UInt) {
        let dropped = stacks.withLock { s -> [ChangeTransaction?] in
            guard !s.isEmpty else { return [] }
            let keys = s.keys.filter { $0.object == object }
            return keys.flatMap { s.removeValue(forKey: $0) ?? [] }
        }
        // Released outside the lock: a change holds its object's handle and old values.
        withExtendedLifetime(dropped) {}
    }
}

/// The calling thread, as a number.
func currentThreadID() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}

internal import CRuntimeCore

/// Runs `body` inside an autorelease pool of the current thread: objects autoreleased in
/// it are released when it ends.
public func autoreleasepool<R>(_ body: () throws -> R) rethrows -> R {
    let token = rt_objc_autoreleasePoolPush()
    defer { rt_objc_autoreleasePoolPop(token) }
    return try body()
}

/// The current thread's autorelease pools, for code that manages them by hand.
package enum AutoreleasePool {
    /// Opens a pool; pass the token to `pop`.
    package static func push() -> UnsafeMutableRawPointer? { rt_objc_autoreleasePoolPush() }
    /// Releases what was autoreleased since the matching push.
    package static func pop(_ token: UnsafeMutableRawPointer?) { rt_objc_autoreleasePoolPop(token) }
    /// Objects waiting in this thread's pools.
    package static var pendingCount: Int { rt_autoreleasePool_pendingCount() }
    /// Adds `object` to the innermost pool (one extra retain, released at pop), as
    /// `-autorelease` does after a retain.
    package static func add(_ object: ObjCObject) {
        rt_objc_autorelease(rt_objc_retain(object.raw))
    }
}

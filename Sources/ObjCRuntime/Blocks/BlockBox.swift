internal import CValueClasses

/// Block objects from Swift: a heap block of the Block ABI (an `_NSConcreteMallocBlock`, made by
/// `CSupport/ValueClasses/nsblock.c`) that runs a Swift closure. The closure is boxed and the
/// box handed to the block as its context; the block's dispose helper releases the box when
/// the last release frees the block. Blocks of other signatures: `ObjCObject+BlockCalls.swift`.
extension ObjCObject {
    /// A new heap block `void (^)(void)` that runs `body` when called — what `^{ … }` makes
    /// in Objective-C, for `@property (copy) void (^handler)(void)` and friends.
    public static func block(_ body: @escaping @Sendable () -> Void) -> ObjCObject {
        let context = Unmanaged.passRetained(BlockBox(body)).toOpaque()
        guard let made = rt_nsblock_create(invokeBlockBox, context, disposeBlockBox) else {
            Unmanaged<BlockBox>.fromOpaque(context).release()
            fatalError("out of memory creating a block")
        }
        return ObjCObject(adopting: made)
    }

    /// Whether this object is a block (compiled code's or the runtime's).
    public var isBlock: Bool { rt_object_isNSBlock(raw) }

    /// Runs a `void (^)(void)` block (`block()` in Objective-C); ``callBlock(_:)`` calls any.
    /// - Throws: `ObjCError.invalidArgument` when this is not a block.
    public func invokeBlock() throws {
        guard isBlock else { throw ObjCError.invalidArgument("\(className) is not a block") }
        withExtendedLifetime(self) { rt_nsblock_invoke(raw) }
    }
}

/// The closure a Swift-made block runs.
private final class BlockBox: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

// Non-capturing C functions (the only kind a C function pointer can hold); the closure
// arrives through the context pointer.
private func invokeBlockBox(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<BlockBox>.fromOpaque(context).takeUnretainedValue().body()
}

private func disposeBlockBox(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    Unmanaged<BlockBox>.fromOpaque(context).release()
}

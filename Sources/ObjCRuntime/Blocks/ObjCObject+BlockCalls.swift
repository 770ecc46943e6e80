internal import CObjCABI
internal import CRuntimeCore
internal import CValueClasses

/// Blocks of any signature, both ways between Swift and compiled code. Every block has the
/// Block ABI layout clang emits (`CSupport/RuntimeCore/include/rt_block_abi.h`): a block
/// made here is a heap block whose invoke is a libffi closure built from its type encoding,
/// and a block compiled code hands over is called through libffi from the signature in its
/// descriptor.
extension ObjCObject {
    /// A heap block of any signature that compiled code calls like any block: `types` is the
    /// block's type encoding as clang writes it in a descriptor — the return type, the block
    /// itself (`@?`), then the arguments: `i@?` for `int (^)(void)`, `@@?@Q` for
    /// `id (^)(id, NSUInteger)` (offsets optional). `body` gets the arguments after the block,
    /// boxed, and returns the result (`.void` for a void block). The closure lives until the
    /// block's last release.
    /// - Throws: `InvocationError` for an encoding libffi cannot call, or one whose first
    ///   argument is not the block.
    public static func block(types: String, _ body: @escaping IMPBlock) throws(InvocationError) -> ObjCObject {
        let layout = try FFICallLayout.make(encoding: types)
        guard let first = layout.signature.arguments.first, first == .scalar(.object) || first == .pointer else {
            throw .uncallableArgument(index: 0, type: types, reason: "a block's first argument is the block itself (@?)")
        }
        let code = try ClosureIMP.make(layout: layout, block: { arguments in body(Array(arguments.dropFirst())) })
        let made = types.withCString { rt_nsblock_createWithCode(code, $0, UnsafeMutableRawPointer(mutating: code), removeBlockClosure) }
        guard let made else {
            _ = ClosureIMP.remove(code)
            throw .ffiFailure("could not make a block (out of memory, or the block classes are not installed)")
        }
        return ObjCObject(adopting: made)
    }

    /// The block's type encoding from its descriptor (`i12@?0i8`), or nil for an object that
    /// is not a block or a block compiled without one.
    public var blockSignature: String? { rt_nsblock_signature(raw).map { String(cString: $0) } }

    /// Calls this block — one compiled code made or one made in Swift — with `arguments`
    /// (those after the block itself), typed by the signature in its descriptor, and returns
    /// its result (`.void` for a void block).
    /// - Throws: `InvocationError` when this is not a block, the block has no signature, the
    ///   signature cannot be parsed or called (a garbage descriptor), or the arguments do
    ///   not fit it.
    public func callBlock(_ arguments: [ObjCValue] = []) throws(InvocationError) -> ObjCValue {
        guard let invoke = rt_nsblock_invokeFunction(raw) else { throw .noImplementation }
        guard let types = blockSignature else {
            throw .malformedEncoding(encoding: "", message: "the block's descriptor has no signature")
        }
        let invocation = try Invocation(implementation: invoke, types: types)
        guard invocation.argumentCount == arguments.count + 1 else {
            throw .argumentCountMismatch(types: types, expected: invocation.argumentCount - 1, got: arguments.count)
        }
        try invocation.setArgument(.object(address), at: 0)
        for (i, value) in arguments.enumerated() { try invocation.setArgument(value, at: i + 1) }
        withExtendedLifetime(self) { invocation.invoke(implementation: invoke) }
        return invocation.returnValue
    }
}

/// `imp_implementationWithBlock` for a block *object* — one compiled code made, or one from
/// ``ObjCObject/block(types:_:)``: an IMP that calls the block (copied) with the receiver
/// first, as compiled code's `imp_implementationWithBlock` does (the same trampolines, which
/// need no signature: they only move self into `_cmd`'s place and the block into self's). A
/// method `- (R)m:(A)a` takes a block `R (^)(id self, A a)`. It lives until
/// ``imp_removeBlock(_:)``; ``imp_getBlockObject(_:)`` answers the block.
/// - Throws: `InvocationError.noImplementation` when `block` is not a block (or its descriptor
///   is corrupt).
public func imp_implementationWithBlock(_ block: ObjCObject) throws(InvocationError) -> IMP {
    guard block.isBlock, let imp = rt_imp_implementationWithBlock(block.raw) else { throw .noImplementation }
    return unsafeBitCast(imp, to: UnsafeRawPointer.self)
}

/// The block object behind an IMP from ``imp_implementationWithBlock(_:)-(ObjCObject)``, or
/// nil (closure IMPs answer ``imp_getBlock(_:)`` instead).
public func imp_getBlockObject(_ imp: IMP) -> ObjCObject? {
    rt_imp_getBlock(unsafeBitCast(imp, to: CRuntimeCore.IMP.self)).map { ObjCObject(retaining: $0) }
}

/// Frees a block IMP made from a block object. Returns false when `imp` is not one.
func removeBlockObjectIMP(_ imp: IMP) -> Bool {
    rt_imp_removeBlock(unsafeBitCast(imp, to: CRuntimeCore.IMP.self))
}

/// The dispose of a block made by ``ObjCObject/block(types:_:)``: its context is the
/// closure's code address, and removing the closure frees it and releases `body`.
private func removeBlockClosure(_ context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    _ = ClosureIMP.remove(UnsafeRawPointer(context))
}

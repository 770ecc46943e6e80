internal import CRuntimeCore

// `imp_implementationWithBlock` with a typed Swift closure, as Apple's takes a typed block:
// the closure receives self (no _cmd) and the method's arguments as Swift values and
// returns the method's result. For a signature made of up to three word arguments, or one
// double or float, and any one-register return, the IMP is a typed trampoline
// (`CSupport/RuntimeCore/block_trampolines.c`): calling it costs two direct calls and the closure.
// Other signatures — and blocks beyond a shape's 64 trampolines — get a libffi closure
// IMP of the same C type, which boxes the arguments (`ClosureIMP`). Either way the IMP
// lives until `imp_removeBlock`.

/// An IMP that runs `block(self)`: a method `- (R)name`.
@inlinable
public func imp_implementationWithBlock<R: BlockValue>(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?) -> R) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver).boxed }
    let types = R.blockEncoding + "@:"
    switch BlockPassing(R.self) {
    case .word: return try TypedBlocks.make(.w_0, { (s: BlockSelf) in block(s).word }, types, boxed)
    case .double: return try TypedBlocks.make(.d_0, { (s: BlockSelf) in block(s).double }, types, boxed)
    case .float: return try TypedBlocks.make(.f_0, { (s: BlockSelf) in block(s).float }, types, boxed)
    }
}

/// An IMP that runs `block(self)`: a method `- (void)name`.
@inlinable
public func imp_implementationWithBlock(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?) -> Void) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver); return .void }
    return try TypedBlocks.make(.v_0, { (s: BlockSelf) in block(s) }, "v@:", boxed)
}

/// An IMP that runs `block(self, a)`: a method `- (R)name:(A)a`.
@inlinable
public func imp_implementationWithBlock<A: BlockValue, R: BlockValue>(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?, A) -> R) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver, A(boxed: args[2])).boxed }
    let types = R.blockEncoding + "@:" + A.blockEncoding
    switch (BlockPassing(A.self), BlockPassing(R.self)) {
    case (.word, .word): return try TypedBlocks.make(.w_w, { (s: BlockSelf, a: Int) in block(s, A(word: a)).word }, types, boxed)
    case (.word, .double): return try TypedBlocks.make(.d_w, { (s: BlockSelf, a: Int) in block(s, A(word: a)).double }, types, boxed)
    case (.word, .float): return try TypedBlocks.make(.f_w, { (s: BlockSelf, a: Int) in block(s, A(word: a)).float }, types, boxed)
    case (.double, .word): return try TypedBlocks.make(.w_d, { (s: BlockSelf, a: Double) in block(s, A(double: a)).word }, types, boxed)
    case (.double, .double): return try TypedBlocks.make(.d_d, { (s: BlockSelf, a: Double) in block(s, A(double: a)).double }, types, boxed)
    case (.double, .float): return try TypedBlocks.make(.f_d, { (s: BlockSelf, a: Double) in block(s, A(double: a)).float }, types, boxed)
    case (.float, .word): return try TypedBlocks.make(.w_f, { (s: BlockSelf, a: Float) in block(s, A(float: a)).word }, types, boxed)
    case (.float, .double): return try TypedBlocks.make(.d_f, { (s: BlockSelf, a: Float) in block(s, A(float: a)).double }, types, boxed)
    case (.float, .float): return try TypedBlocks.make(.f_f, { (s: BlockSelf, a: Float) in block(s, A(float: a)).float }, types, boxed)
    }
}

/// An IMP that runs `block(self, a)`: a method `- (void)name:(A)a`, a setter.
@inlinable
public func imp_implementationWithBlock<A: BlockValue>(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?, A) -> Void) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver, A(boxed: args[2])); return .void }
    let types = "v@:" + A.blockEncoding
    switch BlockPassing(A.self) {
    case .word: return try TypedBlocks.make(.v_w, { (s: BlockSelf, a: Int) in block(s, A(word: a)) }, types, boxed)
    case .double: return try TypedBlocks.make(.v_d, { (s: BlockSelf, a: Double) in block(s, A(double: a)) }, types, boxed)
    case .float: return try TypedBlocks.make(.v_f, { (s: BlockSelf, a: Float) in block(s, A(float: a)) }, types, boxed)
    }
}

/// An IMP that runs `block(self, a, b)`: a method `- (R)name:(A)a with:(B)b`. A trampoline
/// when both arguments are words; a libffi closure otherwise.
@inlinable
public func imp_implementationWithBlock<A: BlockValue, B: BlockValue, R: BlockValue>(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?, A, B) -> R) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver, A(boxed: args[2]), B(boxed: args[3])).boxed }
    let types = R.blockEncoding + "@:" + A.blockEncoding + B.blockEncoding
    guard BlockPassing(A.self) == .word, BlockPassing(B.self) == .word else { return try imp_implementationWithBlock(types: types, boxed) }
    switch BlockPassing(R.self) {
    case .word: return try TypedBlocks.make(.w_ww, { (s: BlockSelf, a: Int, b: Int) in block(s, A(word: a), B(word: b)).word }, types, boxed)
    case .double: return try TypedBlocks.make(.d_ww, { (s: BlockSelf, a: Int, b: Int) in block(s, A(word: a), B(word: b)).double }, types, boxed)
    case .float: return try TypedBlocks.make(.f_ww, { (s: BlockSelf, a: Int, b: Int) in block(s, A(word: a), B(word: b)).float }, types, boxed)
    }
}

/// An IMP that runs `block(self, a, b)`: a method `- (void)name:(A)a with:(B)b`.
@inlinable
public func imp_implementationWithBlock<A: BlockValue, B: BlockValue>(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?, A, B) -> Void) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver, A(boxed: args[2]), B(boxed: args[3])); return .void }
    let types = "v@:" + A.blockEncoding + B.blockEncoding
    guard BlockPassing(A.self) == .word, BlockPassing(B.self) == .word else { return try imp_implementationWithBlock(types: types, boxed) }
    return try TypedBlocks.make(.v_ww, { (s: BlockSelf, a: Int, b: Int) in block(s, A(word: a), B(word: b)) }, types, boxed)
}

/// An IMP that runs `block(self, a, b, c)`: a trampoline when all three arguments are words.
@inlinable
public func imp_implementationWithBlock<A: BlockValue, B: BlockValue, C: BlockValue, R: BlockValue>(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?, A, B, C) -> R) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver, A(boxed: args[2]), B(boxed: args[3]), C(boxed: args[4])).boxed }
    let types = R.blockEncoding + "@:" + A.blockEncoding + B.blockEncoding + C.blockEncoding
    guard BlockPassing(A.self) == .word, BlockPassing(B.self) == .word, BlockPassing(C.self) == .word else {
        return try imp_implementationWithBlock(types: types, boxed)
    }
    switch BlockPassing(R.self) {
    case .word: return try TypedBlocks.make(.w_www, { (s: BlockSelf, a: Int, b: Int, c: Int) in block(s, A(word: a), B(word: b), C(word: c)).word }, types, boxed)
    case .double: return try TypedBlocks.make(.d_www, { (s: BlockSelf, a: Int, b: Int, c: Int) in block(s, A(word: a), B(word: b), C(word: c)).double }, types, boxed)
    case .float: return try TypedBlocks.make(.f_www, { (s: BlockSelf, a: Int, b: Int, c: Int) in block(s, A(word: a), B(word: b), C(word: c)).float }, types, boxed)
    }
}

/// An IMP that runs `block(self, a, b, c)` and returns nothing.
@inlinable
public func imp_implementationWithBlock<A: BlockValue, B: BlockValue, C: BlockValue>(
    _ block: @escaping @Sendable (_ self: UnsafeMutableRawPointer?, A, B, C) -> Void) throws(InvocationError) -> IMP {
    let boxed: IMPBlock = { args in block(args.receiver, A(boxed: args[2]), B(boxed: args[3]), C(boxed: args[4])); return .void }
    let types = "v@:" + A.blockEncoding + B.blockEncoding + C.blockEncoding
    guard BlockPassing(A.self) == .word, BlockPassing(B.self) == .word, BlockPassing(C.self) == .word else {
        return try imp_implementationWithBlock(types: types, boxed)
    }
    return try TypedBlocks.make(.v_www, { (s: BlockSelf, a: Int, b: Int, c: Int) in block(s, A(word: a), B(word: b), C(word: c)) }, types, boxed)
}

/// The trampoline shapes of `CSupport/RuntimeCore/include/rt_block.h`, in the same order (the raw value is the
/// C enum's): return class, then argument classes after self and _cmd.
@usableFromInline
enum BlockShape: UInt32 {
    case v_0, w_0, d_0, f_0
    case v_w, w_w, d_w, f_w
    case v_d, w_d, d_d, f_d
    case v_f, w_f, d_f, f_f
    case v_ww, w_ww, d_ww, f_ww
    case v_www, w_www, d_www, f_www

    var c: rt_block_shape { rt_block_shape(rawValue: rawValue) }
}

/// Making and tracking typed-trampoline IMPs.
@usableFromInline
enum TypedBlocks {
    /// Puts `body` in a free trampoline of `shape`; when none is free, makes a libffi
    /// closure IMP of `types` that runs `boxed` instead.
    @usableFromInline
    static func make<Body>(_ shape: BlockShape, _ body: Body, _ types: String,
                           _ boxed: @escaping IMPBlock) throws(InvocationError) -> IMP {
        let box = TypedBlockBox(body)
        let context = Unmanaged.passRetained(box).toOpaque()
        guard let code = rt_block_slot_take(shape.c, BlockEntries.entry(shape), context) else {
            Unmanaged<TypedBlockBox<Body>>.fromOpaque(context).release()
            return try imp_implementationWithBlock(types: types, boxed)
        }
        let imp = unsafeBitCast(code, to: IMP.self)
        ClosureIMP.registry.withLock { $0[UInt(bitPattern: imp)] = .trampoline(box, boxed) }
        return imp
    }

    /// Trampolines per shape; blocks beyond them get libffi closures.
    static var slotsPerShape: Int { Int(RT_BLOCK_SLOTS) }

    /// Trampolines of `shape` in use (for tests of slot reuse).
    static func slotsInUse(_ shape: BlockShape) -> Int { Int(rt_block_slots_in_use(shape.c)) }
}

extension Array where Element == ObjCValue {
    /// Argument 0 of a boxed call: self.
    @usableFromInline
    var receiver: UnsafeMutableRawPointer? {
        guard let first else { return nil }
        if case .object(let p) = first { return p }
        return first.rawPointerValue.map { UnsafeMutableRawPointer(mutating: $0) }
    }
}

internal import CLibffiGlue
internal import CRuntimeCore

/// The Swift body of a closure IMP: receives every argument (self and _cmd first, for a
/// method) as boxed values and returns the return value (`.void` for a void signature).
/// Called on whatever thread calls the IMP.
public typealias IMPBlock = @Sendable (_ arguments: [ObjCValue]) -> ObjCValue

/// IMPs made from Swift closures (`imp_implementationWithBlock`): a libffi closure per IMP,
/// whose trampoline calls the closure with the arguments boxed, or — for a typed closure of
/// a common shape — a typed C trampoline (`TypedBlocks.swift`). Each stays alive, with its
/// closure, until ``imp_removeBlock(_:)``.
package enum ClosureIMP {
    /// Closure IMPs made and not yet removed (C's live-closure count, which includes the
    /// forwarding closures), for leak checks.
    package static var liveCount: Int { rt_closure_live_count() }

    /// Closure IMPs made by `imp_implementationWithBlock` and not yet removed.
    package static var registeredCount: Int { registry.withLock { $0.count } }

    /// Whether `imp` is a closure IMP made here and not yet removed — by
    /// `imp_implementationWithBlock` (boxed or typed) or `imp_implementationWithRawHandler`
    /// — rather than a plain C function.
    package static func contains(_ imp: IMP) -> Bool {
        registry.withLock { $0[UInt(bitPattern: imp)] != nil }
    }

    /// Return values a block gave that did not fit its signature; the IMP returned zero
    /// instead. Most recent last, at most 16 kept.
    package static var returnFailures: [InvocationError] { failures.withLock { $0 } }

    /// What keeps each closure IMP alive, by its code address.
    enum Entry {
        /// A libffi closure whose handler boxes the arguments.
        case libffi(ClosureIMPBox)
        /// A typed trampoline slot; its box (a `TypedBlockBox`) and the block as
        /// `imp_getBlock` reports it.
        case trampoline(AnyObject, IMPBlock)
    }

    static let registry = LockedValue<[UInt: Entry]>([:])
    static let failures = LockedValue<[InvocationError]>([])

    static func recordFailure(_ e: InvocationError) {
        failures.withLock {
            $0.append(e)
            if $0.count > 16 { $0.removeFirst($0.count - 16) }
        }
    }

    /// Makes the closure IMP for a prepared layout.
    static func make(layout: FFICallLayout, block: @escaping IMPBlock) throws(InvocationError) -> UnsafeRawPointer {
        try make(layout: layout, body: .boxed(block))
    }

    /// Makes the closure IMP for a prepared layout, with a boxed or a raw body.
    static func make(layout: FFICallLayout, body: ClosureIMPBox.Body) throws(InvocationError) -> UnsafeRawPointer {
        let box = ClosureIMPBox(layout: layout, body: body)
        let context = Unmanaged.passRetained(box).toOpaque()
        var status = RT_INVOKE_OK
        let handler: rt_closure_handler = { context, _, ret, args in
            guard let context, let ret, let args else { return }
            // The closure owns a +1 on its box until imp_removeBlock, so no retain is needed here.
            Unmanaged<ClosureIMPBox>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.handle(ret: ret, args: args) }
        }
        guard let closure = rt_closure_create(layout.cif, handler, context, &status),
              let code = rt_closure_code(closure)
        else {
            Unmanaged<ClosureIMPBox>.fromOpaque(context).release()
            throw .ffiFailure("could not allocate a closure (status \(status.rawValue))")
        }
        box.closure.withLock { $0 = ClosureHandle(raw: closure) }
        registry.withLock { $0[UInt(bitPattern: code)] = .libffi(box) }
        return code
    }

    /// Removes a closure IMP: frees its trampoline and releases its block. Returns false
    /// when `imp` is not a closure IMP made here. The IMP must not be called afterwards.
    static func remove(_ imp: UnsafeRawPointer) -> Bool {
        switch registry.withLock({ $0.removeValue(forKey: UInt(bitPattern: imp)) }) {
        case nil:
            return false
        case .libffi(let box):
            if let handle = box.closure.withLock({ $0 }) { rt_closure_destroy(handle.raw) }
            Unmanaged.passUnretained(box).release()
        case .trampoline(let box, _):
            rt_block_slot_release(unsafeBitCast(imp, to: CRuntimeCore.IMP.self))
            // The slot held the reference passed to it when the IMP was made.
            Unmanaged.passUnretained(box).release()
        }
        return true
    }

    static func block(of imp: UnsafeRawPointer) -> IMPBlock? {
        switch registry.withLock({ $0[UInt(bitPattern: imp)] }) {
        case .libffi(let box):
            if case .boxed(let block) = box.body { block } else { nil }
        case .trampoline(_, let block): block
        case nil: nil
        }
    }
}

/// A C `rt_closure *`, owned by one box.
struct ClosureHandle: @unchecked Sendable {
    let raw: OpaquePointer
}

/// What a closure's `void *` context points at: the layout to unbox with and the body.
final class ClosureIMPBox: Sendable {
    /// What runs on each call: a block taking the arguments boxed
    /// (`imp_implementationWithBlock`), or a raw handler taking them in place
    /// (`imp_implementationWithRawHandler`).
    enum Body {
        case boxed(IMPBlock)
        case raw(RawIMPHandler)
    }

    let layout: FFICallLayout
    let body: Body
    let closure = LockedValue<ClosureHandle?>(nil)

    init(layout: FFICallLayout, body: Body) {
        self.layout = layout
        self.body = body
    }

    /// Runs the body: a raw handler gets the call as it is; a block gets the arguments
    /// boxed, and its result is stored. A result of the wrong kind cannot be reported to a C
    /// caller: the IMP returns zero and the failure is recorded.
    func handle(ret: UnsafeMutableRawPointer, args: UnsafePointer<UnsafeMutableRawPointer?>) {
        let block: IMPBlock
        switch body {
        case .raw(let handler):
            handler(RawIMPCall(signature: PreparedCall(layout: layout), returnValue: ret, arguments: args))
            return
        case .boxed(let b):
            block = b
        }
        let slots = layout.arguments
        // No arguments: the empty array itself (an uninitialized-capacity array of none would
        // write its count into the one shared empty storage — a data race TSan reports).
        let values = slots.isEmpty ? [] : [ObjCValue](unsafeUninitializedCapacity: slots.count) { buffer, count in
            for i in 0..<slots.count {
                buffer.initializeElement(at: i, to: args[i].map { slots[i].load(from: $0) } ?? .void)
            }
            count = slots.count
        }
        let result = block(values)
        let slot = layout.returnSlot
        if slot.kind == .scalar(.void) { return }
        do {
            try slot.store(result, to: ret)
        } catch {
            ret.initializeMemory(as: UInt8.self, repeating: 0, count: slot.size)
            ClosureIMP.recordFailure(InvocationError.from(error, index: nil, type: layout.signature.returnType, slot: slot))
        }
    }
}

/// Removes a closure IMP made by `imp_implementationWithBlock`: frees its trampoline and
/// releases the block — a closure IMP, or one made from a block object. Returns false when
/// `imp` is neither.
@discardableResult
public func imp_removeBlock(_ imp: IMP) -> Bool {
    ClosureIMP.remove(imp) || removeBlockObjectIMP(imp)
}

/// The block behind a closure IMP, or nil when `imp` is not one.
public func imp_getBlock(_ imp: IMP) -> IMPBlock? {
    ClosureIMP.block(of: imp)
}

internal import CLibffiGlue
internal import CRuntimeCore
internal import CValueClasses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A message (or C call) as a value, like `NSInvocation`: a signature, a frame holding every
/// argument, an implementation to call, and room for the return value.
///
/// The frame and the return buffer are allocated once, when the invocation is made; setting
/// arguments and invoking reuse them, so a call through an invocation allocates nothing.
/// Arguments are indexed as in the signature: for a method, 0 is self and 1 is _cmd.
///
/// Not thread-safe (one invocation is one call frame, as with `NSInvocation`); the prepared
/// call it uses is shared and thread-safe.
public final class Invocation {
    let layout: FFICallLayout
    // The per-call state is @usableFromInline so that setArgument / invoke / returnValue
    // inline into the caller: a boxed call then costs a switch and a store on top of libffi.
    @usableFromInline let slots: ContiguousArray<FrameSlot>
    @usableFromInline let returnSlot: FrameSlot
    /// The arguments, at the offsets `rt_cif_arg_offset` gives.
    @usableFromInline let frame: UnsafeMutableRawPointer
    /// `avalues[i]` points at argument i inside `frame` (libffi's argument vector).
    let avalues: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    @usableFromInline let returnBuffer: UnsafeMutableRawPointer
    private var ownedStrings: [UnsafeMutablePointer<CChar>] = []
    /// The NSInvocation whose frame and return buffer these are (retained), or nil when the
    /// invocation owns its own. Arguments of such an invocation are stored through the C
    /// object, which retains and copies them once it was sent `-retainArguments`.
    @usableFromInline let nsInvocation: UnsafeMutableRawPointer?

    // An invocation is used from one thread at a time (see above), so the per-call read need
    // not pay for a dynamic exclusivity check.
    /// The code to call: an IMP, a C function, or a closure IMP's entry point.
    @exclusivity(unchecked)
    public var implementation: IMP?

    init(layout: FFICallLayout, implementation: UnsafeRawPointer?) {
        rt_invoke_note_invocation_made()
        self.layout = layout
        self.slots = ContiguousArray(layout.arguments)
        self.returnSlot = layout.returnSlot
        self.implementation = implementation
        nsInvocation = nil
        frame = .allocate(byteCount: layout.frameSize, alignment: 16)
        frame.initializeMemory(as: UInt8.self, repeating: 0, count: layout.frameSize)
        returnBuffer = .allocate(byteCount: layout.returnBufferSize, alignment: 16)
        returnBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: layout.returnBufferSize)
        let n = layout.arguments.count
        avalues = .allocate(capacity: max(n, 1))
        for (i, slot) in layout.arguments.enumerated() { avalues[i] = frame + slot.offset }
    }

    /// An invocation for a signature built by hand, cached under `key`.
    convenience init(signature: FFISignature, key: String, implementation: UnsafeRawPointer?) throws(InvocationError) {
        self.init(layout: try FFICallLayout.make(key: key, signature: signature), implementation: implementation)
    }

    /// The invocation over an NSInvocation object's own frame and return buffer (what
    /// ``ObjCForwarding/invocation(of:)`` hands out): typed by the object's signature, its
    /// implementation nil (it is sent, not called). Retains the object. Nil when the
    /// signature's types cannot be read in Swift the way C laid the frame out.
    init?(wrapping object: UnsafeMutableRawPointer) {
        let id = object.assumingMemoryBound(to: rt_object.self)
        guard let signature = rt_nsinvocation_signature(id), let cif = rt_nsmethodsignature_cif(signature),
              let types = rt_nsmethodsignature_types(signature),
              let layout = FFICallLayout.over(signatureCIF: cif, types: String(cString: types)),
              let frame = rt_nsinvocation_frame(id), let returnBuffer = rt_nsinvocation_returnBuffer(id) else { return nil }
        self.layout = layout
        self.slots = ContiguousArray(layout.arguments)
        self.returnSlot = layout.returnSlot
        self.implementation = nil
        self.frame = frame
        self.returnBuffer = returnBuffer
        _ = rt_objc_retain(id)
        nsInvocation = object
        let n = layout.arguments.count
        avalues = .allocate(capacity: max(n, 1))
        for (i, slot) in layout.arguments.enumerated() { avalues[i] = frame + slot.offset }
    }

    deinit {
        if let nsInvocation {
            rt_objc_release(nsInvocation.assumingMemoryBound(to: rt_object.self))
        } else {
            frame.deallocate()
            returnBuffer.deallocate()
        }
        avalues.deallocate()
        for s in ownedStrings { free(s) }
    }

    /// Invocations made so far on the calling thread (diagnostics: read it before and after
    /// a call to see whether the call made any). Counted per thread, so invocations other
    /// threads make meanwhile do not show.
    package static var madeOnCurrentThread: Int { rt_invoke_invocations_made_on_thread() }

    /// Number of arguments (for a method, self and _cmd included).
    public var argumentCount: Int { slots.count }

    /// Stores `value` as argument `index`. Integers of any width are accepted when the value
    /// fits; other kinds must match the argument's type.
    @inlinable
    public func setArgument(_ value: ObjCValue, at index: Int) throws(InvocationError) {
        guard index >= 0 && index < slots.count else {
            throw .argumentIndexOutOfRange(index: index, count: slots.count)
        }
        let slot = slots[index]
        if _slowPath(nsInvocation != nil) {
            try setArgumentThroughNSInvocation(value, at: index)
            return
        }
        do {
            try slot.store(value, to: frame + slot.offset)
        } catch {
            throw argumentError(error, index: index)
        }
    }

    /// ``setArgument(_:at:)`` on an invocation over an NSInvocation: the value is built in a
    /// scratch buffer and handed to the C object, so an argument it retains is retained (and
    /// the one it replaces released) exactly as `-setArgument:atIndex:` would.
    @usableFromInline
    func setArgumentThroughNSInvocation(_ value: ObjCValue, at index: Int) throws(InvocationError) {
        let slot = slots[index]
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(slot.size, 16), alignment: 16)
        defer { scratch.deallocate() }
        scratch.initializeMemory(as: UInt8.self, repeating: 0, count: max(slot.size, 16))
        do {
            try slot.store(value, to: scratch)
        } catch {
            throw argumentError(error, index: index)
        }
        _ = rt_nsinvocation_setArgument(nsInvocation?.assumingMemoryBound(to: rt_object.self), UInt32(index), scratch)
    }

    /// The error for a value that did not fit argument `index` (kept out of line).
    @usableFromInline
    func argumentError(_ mismatch: ValueMismatch, index: Int) -> InvocationError {
        InvocationError.from(mismatch, index: index, type: layout.signature.arguments[index], slot: slots[index])
    }

    /// Copies `string` and stores the copy as `char *` argument `index`; the copy lives as
    /// long as this `Invocation` (an NSInvocation that retains its arguments keeps a copy of
    /// its own).
    public func setArgument(string: String, at index: Int) throws(InvocationError) {
        guard let copy = strdup(string) else { throw .ffiFailure("out of memory") }
        ownedStrings.append(copy)
        try setArgument(.cString(UnsafePointer(copy)), at: index)
    }

    /// The slot of argument `index`, or the error naming the valid range.
    private func slot(at index: Int) throws(InvocationError) -> FrameSlot {
        guard index >= 0 && index < slots.count else {
            throw .argumentIndexOutOfRange(index: index, count: slots.count)
        }
        return slots[index]
    }

    /// Argument `index` as a boxed value.
    public func argument(at index: Int) throws(InvocationError) -> ObjCValue {
        let slot = try slot(at: index)
        return slot.load(from: frame + slot.offset)
    }

    /// The raw memory of argument `index` (`argumentSize(at:)` bytes), for code that copies
    /// frames (forwarding) or values the boxed form cannot express.
    public func argumentPointer(at index: Int) throws(InvocationError) -> UnsafeMutableRawPointer {
        frame + (try slot(at: index)).offset
    }

    /// Size in bytes of argument `index` in the frame.
    public func argumentSize(at index: Int) throws(InvocationError) -> Int {
        try slot(at: index).size
    }

    /// The receiver (argument 0) when the signature is a method's; setting it does nothing
    /// when argument 0 is not an object. Not retained.
    public var target: UnsafeMutableRawPointer? {
        get {
            guard let v = try? argument(at: 0) else { return nil }
            if case .object(let p) = v { return p }
            if case .classObject(let p) = v { return p }
            return nil
        }
        set { try? setArgument(.object(newValue), at: 0) }
    }

    /// The selector (argument 1) when the signature is a method's; setting it does nothing
    /// when argument 1 is not a `SEL`.
    public var selector: UnsafeRawPointer? {
        get {
            guard let v = try? argument(at: 1), case .selector(let s) = v else { return nil }
            return s
        }
        set { try? setArgument(.selector(newValue), at: 1) }
    }

    /// Calls `implementation` with the frame's arguments; the result is then in
    /// ``returnValue``.
    @inlinable
    public func invoke() throws(InvocationError) {
        guard let implementation else { throw .noImplementation }
        call(implementation)
    }

    /// The libffi call itself.
    @usableFromInline
    func call(_ imp: IMP) {
        invokeThroughBarrier(layout.cif, imp, returnBuffer, avalues)
    }

    /// Calls `implementation` instead of the invocation's own.
    public func invoke(implementation imp: IMP) {
        call(imp)
    }

    /// The return value of the last call (or the one set with ``setReturnValue(_:)``);
    /// `.void` for a void signature.
    @inlinable
    public var returnValue: ObjCValue { returnSlot.load(from: returnBuffer) }

    /// The return value's raw memory (its natural size, at least 16 bytes allocated).
    public var returnValuePointer: UnsafeMutableRawPointer { returnBuffer }

    /// Size of the return value (0 for void).
    public var returnValueSize: Int { layout.returnSlot.size }

    /// Sets the return value, as `-forwardInvocation:` does before returning.
    public func setReturnValue(_ value: ObjCValue) throws(InvocationError) {
        let slot = layout.returnSlot
        if slot.kind == .scalar(.void) {
            if case .void = value { return }
            throw .wrongValueType(index: nil, expected: "void", got: value.caseName)
        }
        do {
            try slot.store(value, to: returnBuffer)
        } catch {
            throw InvocationError.from(error, index: nil, type: layout.signature.returnType, slot: slot)
        }
    }

    /// Copies every argument from libffi's argument vector (a closure's `args`) into the frame.
    func loadArguments(from args: UnsafePointer<UnsafeMutableRawPointer?>) {
        rt_frame_load(layout.cif, frame, args)
    }

    /// Copies the return value into `destination` (a closure's return slot).
    func storeReturnValue(to destination: UnsafeMutableRawPointer) {
        let size = layout.returnSlot.size
        if size > 0 { destination.copyMemory(from: returnBuffer, byteCount: size) }
    }
}

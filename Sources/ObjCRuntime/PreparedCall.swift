internal import CLibffiGlue

/// A call of one signature prepared once — the cached libffi call interface for a type
/// encoding — and made as often as needed on caller-provided memory: no frame, no boxing,
/// no allocation per call. What an `Invocation` does without the `Invocation`, for a caller
/// that already has its arguments in memory (a closure IMP passing its own arguments on, a
/// getter whose struct result goes straight into a buffer).
///
/// Immutable and `Sendable`: the call interface is never freed, so one prepared call may be
/// used from any number of threads at once.
public struct PreparedCall: Sendable {
    let layout: FFICallLayout

    /// The prepared call for a type encoding such as `v56@0:8{CGRect=…}16` (return type
    /// first; offsets optional). Parsed once per distinct string.
    /// - Throws: ``InvocationError`` when the encoding is malformed or names a type no call
    ///   frame can hold.
    public init(types: String) throws(InvocationError) {
        layout = try FFICallLayout.make(encoding: types)
    }

    init(layout: FFICallLayout) {
        self.layout = layout
    }

    /// Number of arguments (for a method, self and _cmd included).
    public var argumentCount: Int { layout.arguments.count }

    /// Natural size of the return value in bytes (0 for void).
    public var returnSize: Int { layout.returnSlot.size }

    /// Bytes to give ``call(_:returnValue:arguments:)`` for the return value: never less
    /// than 16, so libffi's full-register stores fit.
    public var returnBufferSize: Int { layout.returnBufferSize }

    /// Calls `implementation` with `arguments` — libffi's argument vector: `arguments[i]`
    /// points at argument i, at its natural size — and stores the result, at its natural
    /// size, in `returnValue` (``returnBufferSize`` bytes, 16-byte aligned; may be nil for
    /// void). Nothing is allocated and `arguments` is not modified.
    @inline(__always)
    public func call(_ implementation: IMP, returnValue: UnsafeMutableRawPointer?,
                     arguments: UnsafePointer<UnsafeMutableRawPointer?>) {
        rt_invoke_values(layout.cif, implementation, returnValue, UnsafeMutablePointer(mutating: arguments))
    }
}

/// One call of a raw closure IMP (``imp_implementationWithRawHandler(types:_:)``): the
/// caller's own argument memory and return slot, valid only during the call.
public struct RawIMPCall {
    /// The signature the IMP was made with.
    public let signature: PreparedCall
    /// Where the handler writes the return value, at its natural size (zeroed beforehand).
    public let returnValue: UnsafeMutableRawPointer
    /// libffi's argument vector: `arguments[i]` points at argument i (self and _cmd first,
    /// for a method).
    public let arguments: UnsafePointer<UnsafeMutableRawPointer?>

    /// Argument `index` as a pointer-sized word (self, an object, a selector), or nil when it
    /// is out of range or not pointer-sized.
    public func word(at index: Int) -> UnsafeMutableRawPointer? {
        let slots = signature.layout.arguments
        guard index >= 0, index < slots.count, slots[index].size == MemoryLayout<UnsafeRawPointer>.size,
              let p = arguments[index] else { return nil }
        return p.load(as: UnsafeMutableRawPointer?.self)
    }

    /// Calls `implementation` with this call's own arguments, its result written to this
    /// call's return slot: passing a call on unchanged, as `[super …]` would, with nothing
    /// copied or allocated.
    @inline(__always)
    public func forward(to implementation: IMP) {
        signature.call(implementation, returnValue: returnValue, arguments: arguments)
    }
}

/// The body of a raw closure IMP: given the call's argument vector and return slot, no
/// boxing. Called on whatever thread calls the IMP; must not throw into its C caller.
public typealias RawIMPHandler = @Sendable (_ call: RawIMPCall) -> Void

/// `imp_implementationWithBlock` without the boxing: an IMP (a C function pointer of the
/// signature `types` describes) whose calls hand `handler` the argument vector and return
/// slot as they are. For a closure IMP on a hot path — a handler that inspects a word or
/// two and passes the call on (``RawIMPCall/forward(to:)``) allocates nothing per call,
/// where the boxed form makes an array of every argument. It lives until
/// ``imp_removeBlock(_:)``; ``imp_getBlock(_:)`` answers nil for it (it has no boxed block).
/// - Throws: ``InvocationError`` when the encoding is malformed or uncallable, or libffi
///   cannot make the closure.
public func imp_implementationWithRawHandler(types: String, _ handler: @escaping RawIMPHandler) throws(InvocationError)
    -> IMP {
    try ClosureIMP.make(layout: FFICallLayout.make(encoding: types), body: .raw(handler))
}

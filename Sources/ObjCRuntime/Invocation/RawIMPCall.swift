internal import CLibffiGlue

/// One call of a raw closure IMP (``imp_implementationWithRawHandler(types:_:)``): the
/// caller's own argument memory and return slot, valid only during the call.
package struct RawIMPCall {
    /// The signature the IMP was made with.
    package let signature: PreparedCall
    /// Where the handler writes the return value, at its natural size (zeroed beforehand).
    package let returnValue: UnsafeMutableRawPointer
    /// libffi's argument vector: `arguments[i]` points at argument i (self and _cmd first,
    /// for a method).
    package let arguments: UnsafePointer<UnsafeMutableRawPointer?>

    /// Argument `index` as a pointer-sized word (self, an object, a selector), or nil when it
    /// is out of range or not pointer-sized.
    package func word(at index: Int) -> UnsafeMutableRawPointer? {
        let slots = signature.layout.arguments
        guard index >= 0, index < slots.count, slots[index].size == MemoryLayout<UnsafeRawPointer>.size,
              let p = arguments[index] else { return nil }
        return p.load(as: UnsafeMutableRawPointer?.self)
    }

    /// Calls `implementation` with this call's own arguments, its result written to this
    /// call's return slot: passing a call on unchanged, as `[super …]` would, with nothing
    /// copied or allocated.
    @inline(__always)
    package func forward(to implementation: IMP) {
        signature.call(implementation, returnValue: returnValue, arguments: arguments)
    }
}

/// The body of a raw closure IMP: given the call's argument vector and return slot, no
/// boxing. Called on whatever thread calls the IMP; must not throw into its C caller.
package typealias RawIMPHandler = @Sendable (_ call: RawIMPCall) -> Void

/// `imp_implementationWithBlock` without the boxing: an IMP (a C function pointer of the
/// signature `types` describes) whose calls hand `handler` the argument vector and return
/// slot as they are. For a closure IMP on a hot path — a handler that inspects a word or
/// two and passes the call on (``RawIMPCall/forward(to:)``) allocates nothing per call,
/// where the boxed form makes an array of every argument. It lives until
/// ``imp_removeBlock(_:)``; ``imp_getBlock(_:)`` answers nil for it (it has no boxed block).
/// - Throws: ``InvocationError`` when the encoding is malformed or uncallable, or libffi
///   cannot make the closure.
package func imp_implementationWithRawHandler(types: String, _ handler: @escaping RawIMPHandler) throws(InvocationError)
    -> IMP {
    try ClosureIMP.make(layout: FFICallLayout.make(encoding: types), body: .raw(handler))
}

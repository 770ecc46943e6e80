internal import CLibffiGlue
internal import CObjCABI

/// A call of one signature prepared once — the cached libffi call interface for a type
/// encoding — and made as often as needed on caller-provided memory: no frame, no boxing,
/// no allocation per call. What an `Invocation` does without the `Invocation`, for a caller
/// that already has its arguments in memory (a closure IMP passing its own arguments on, a
/// getter whose struct result goes straight into a buffer).
///
/// Immutable and `Sendable`: the call interface is never freed, so one prepared call may be
/// used from any number of threads at once.
package struct PreparedCall: Sendable {
    let layout: FFICallLayout

    /// The prepared call for a type encoding such as `v56@0:8{CGRect=…}16` (return type
    /// first; offsets optional). Parsed once per distinct string.
    /// - Throws: ``InvocationError`` when the encoding is malformed or names a type no call
    ///   frame can hold.
    package init(types: String) throws(InvocationError) {
        layout = try FFICallLayout.make(encoding: types)
    }

    init(layout: FFICallLayout) {
        self.layout = layout
    }

    /// Number of arguments (for a method, self and _cmd included).
    package var argumentCount: Int { layout.arguments.count }

    /// Natural size of the return value in bytes (0 for void).
    package var returnSize: Int { layout.returnSlot.size }

    /// Bytes to give ``call(_:returnValue:arguments:)`` for the return value: never less
    /// than 16, so libffi's full-register stores fit.
    package var returnBufferSize: Int { layout.returnBufferSize }

    /// Calls `implementation` with `arguments` — libffi's argument vector: `arguments[i]`
    /// points at argument i, at its natural size — and stores the result, at its natural
    /// size, in `returnValue` (``returnBufferSize`` bytes, 16-byte aligned; may be nil for
    /// void). Nothing is allocated and `arguments` is not modified.
    @inline(__always)
    package func call(_ implementation: IMP, returnValue: UnsafeMutableRawPointer?,
                     arguments: UnsafePointer<UnsafeMutableRawPointer?>) {
        invokeThroughBarrier(layout.cif, implementation, returnValue, UnsafeMutablePointer(mutating: arguments))
    }
}

/// rt_invoke_values (the libffi call) through the catch barrier (rt_exception_barrier.h): an
/// Objective-C exception the callee throws stops there and is left pending, for the caller to
/// throw as ``ObjCException``, instead of unwinding into Swift frames.
@usableFromInline
func invokeThroughBarrier(_ cif: OpaquePointer, _ imp: IMP, _ ret: UnsafeMutableRawPointer?,
                          _ avalues: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
    typealias ThroughBarrier = @convention(c) (OpaquePointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                               UnsafeMutablePointer<UnsafeMutableRawPointer?>?, UInt64,
                                               UnsafeRawPointer) -> Void
    let barrier = unsafeBitCast(rt_exception_barrierForwardAddress().unsafelyUnwrapped, to: ThroughBarrier.self)
    barrier(cif, imp, ret, avalues, 0, rt_invoke_values_address().unsafelyUnwrapped)
}

internal import CObjCABI

/// The catch barrier for modules that call IMPs by hand (KVO's notifying setters and its
/// `-dealloc` override, its typed getters): an IMP compiled Objective-C code provides may
/// throw, and an exception must never unwind through Swift frames. Call ``entry`` through a
/// `@convention(c)` type of the callee's shape with zero words up to the sixth integer
/// argument and the IMP there (`%r9`); floating-point arguments follow in their own
/// registers. The callee's result comes back untouched; when an Objective-C exception reached
/// the barrier the result is zero and the exception is the thread's pending record
/// (``ObjCException/takePending()``). Only for callees of at most five integer arguments.
/// (Docs/FromClangOutputToARunningProgram.md, "Exceptions and the unwinder".)
package enum ExceptionBarrier {
    /// rt_exception_barrierForward's address.
    package static var entry: UnsafeRawPointer { MessageCall.barrier }
}

// Behaviour of CSupport/LibffiGlue/ffi_baseline.c: the `ffi.raw_call` benchmark's baseline, a
// chain of calls through one prepared libffi call interface.
import CLibffiGlue
import Dispatch
import Testing

/// x * (*cmd) + (*self): each argument lands in its own place (self and cmd swapped, or x
/// truncated, would change every step of a chain).
private let affine: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int) -> Int = { me, cmd, x in
    x &* cmd!.load(as: Int.self) &+ me!.load(as: Int.self)
}

private let increment: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int) -> Int = { _, _, x in x &+ 1 }

@Suite struct FFIBaselineTests {
    static func chain(_ fn: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int) -> Int,
                      add: Int, multiply: Int, start: Int, count: Int) -> Int {
        var a = add, m = multiply
        return withUnsafeMutablePointer(to: &a) { me in
            withUnsafeMutablePointer(to: &m) { cmd in
                rt_ffi_raw_call_chain(unsafeBitCast(fn, to: UnsafeRawPointer.self), me, cmd, start, count)
            }
        }
    }

    /// Each call's result is the next call's x: 1 → 5 → 13 → 29 for x * 2 + 3.
    @Test func eachResultFeedsTheNextCall() {
        #expect(Self.chain(affine, add: 3, multiply: 2, start: 1, count: 1) == 5)
        #expect(Self.chain(affine, add: 3, multiply: 2, start: 1, count: 3) == 29)
        #expect(Self.chain(affine, add: -7, multiply: 1, start: 0, count: 10) == -70, "long values keep their sign")
        #expect(Self.chain(increment, add: 0, multiply: 0, start: Int.max - 5, count: 5) == Int.max, "a full 64-bit long")
        #expect(Self.chain(increment, add: 0, multiply: 0, start: 0, count: 100_000) == 100_000)
    }

    /// No calls, a negative count or no function: the start comes back unchanged.
    @Test func nothingToCallReturnsTheStart() {
        #expect(Self.chain(affine, add: 3, multiply: 2, start: 42, count: 0) == 42)
        #expect(Self.chain(affine, add: 3, multiply: 2, start: 42, count: -1) == 42)
        #expect(rt_ffi_raw_call_chain(nil, nil, nil, 42, 10) == 42)
    }

    /// The call interface is prepared once, whichever thread comes first; every thread's
    /// chain is its own.
    @Test func threadsShareTheOnePreparedInterface() {
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            #expect(Self.chain(affine, add: i, multiply: 1, start: i, count: 1000) == i + 1000 * i)
        }
    }
}

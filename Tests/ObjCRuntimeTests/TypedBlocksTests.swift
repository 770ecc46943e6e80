// Behaviour of TypedBlocks (Blocks/TypedBlocks.swift) over CSupport/RuntimeCore/block_trampolines.c.
import Testing
import Dispatch
import Synchronization
@testable import ObjCRuntime
import MiniObjCTestSupport

/// Typed `imp_implementationWithBlock`: the block gets self and the arguments as Swift values;
/// common shapes run on typed C trampolines, the rest on libffi closures. Serialized: the
/// tests count trampoline slots, which are process-wide (no other suite makes typed blocks).
@Suite(.serialized) struct TypedBlocksTests {
    typealias P = UnsafeMutableRawPointer?
    typealias Cmd = UnsafeRawPointer?

    /// Runs `body` with an IMP made by `make`, checking it took a trampoline of `shape` and
    /// gave it back on removal.
    private func withTrampoline(_ shape: BlockShape, _ make: () throws -> IMP, _ body: (IMP) -> Void) throws {
        let before = TypedBlocks.slotsInUse(shape)
        let imp = try make()
        #expect(TypedBlocks.slotsInUse(shape) == before + 1, "\(shape) did not use a trampoline")
        body(imp)
        #expect(imp_removeBlock(imp))
        #expect(TypedBlocks.slotsInUse(shape) == before)
    }

    private let me = UnsafeMutableRawPointer(bitPattern: 0x1234_5670)

    @Test func everyShapeCallsItsBlockWithSelfAndArguments() throws {
        let me = me
        // No arguments.
        try withTrampoline(.v_0, { try imp_implementationWithBlock { (_: P) in } }) { imp in
            unsafeBitCast(imp, to: (@convention(c) (P, Cmd) -> Void).self)(me, nil)
        }
        try withTrampoline(.w_0, { try imp_implementationWithBlock { (s: P) in UInt(bitPattern: s) == 0x1234_5670 ? 7 : -1 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd) -> Int).self)(me, nil) == 7)
        }
        try withTrampoline(.d_0, { try imp_implementationWithBlock { (_: P) in 2.5 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd) -> Double).self)(me, nil) == 2.5)
        }
        try withTrampoline(.f_0, { try imp_implementationWithBlock { (_: P) -> Float in 1.25 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd) -> Float).self)(me, nil) == 1.25)
        }
        // One word argument.
        let seen = Mutex<Int>(0)
        try withTrampoline(.v_w, { try imp_implementationWithBlock { (_: P, x: Int) in seen.withLock { $0 = x } } }) { imp in
            unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int) -> Void).self)(me, nil, 99)
            #expect(seen.withLock { $0 } == 99)
        }
        try withTrampoline(.w_w, { try imp_implementationWithBlock { (_: P, x: Int) in x &+ 1 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int) -> Int).self)(me, nil, 41) == 42)
        }
        try withTrampoline(.d_w, { try imp_implementationWithBlock { (_: P, x: Int32) in Double(x) / 2 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int32) -> Double).self)(me, nil, 5) == 2.5)
        }
        try withTrampoline(.f_w, { try imp_implementationWithBlock { (_: P, x: UInt8) in Float(x) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, UInt8) -> Float).self)(me, nil, 200) == 200)
        }
        // One double or float argument.
        try withTrampoline(.v_d, { try imp_implementationWithBlock { (_: P, d: Double) in seen.withLock { $0 = Int(d) } } }) { imp in
            unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Double) -> Void).self)(me, nil, 12.0)
            #expect(seen.withLock { $0 } == 12)
        }
        try withTrampoline(.w_d, { try imp_implementationWithBlock { (_: P, d: Double) in Int(d * 10) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Double) -> Int).self)(me, nil, 4.2) == 42)
        }
        try withTrampoline(.d_d, { try imp_implementationWithBlock { (_: P, d: Double) in d * d } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Double) -> Double).self)(me, nil, 1.5) == 2.25)
        }
        try withTrampoline(.f_d, { try imp_implementationWithBlock { (_: P, d: Double) in Float(d) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Double) -> Float).self)(me, nil, 0.5) == 0.5)
        }
        try withTrampoline(.v_f, { try imp_implementationWithBlock { (_: P, f: Float) in seen.withLock { $0 = Int(f) } } }) { imp in
            unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Float) -> Void).self)(me, nil, 3)
            #expect(seen.withLock { $0 } == 3)
        }
        try withTrampoline(.w_f, { try imp_implementationWithBlock { (_: P, f: Float) in f > 0 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Float) -> Bool).self)(me, nil, 0.5))
        }
        try withTrampoline(.d_f, { try imp_implementationWithBlock { (_: P, f: Float) in Double(f) + 1 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Float) -> Double).self)(me, nil, 0.25) == 1.25)
        }
        try withTrampoline(.f_f, { try imp_implementationWithBlock { (_: P, f: Float) in -f } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Float) -> Float).self)(me, nil, 0.75) == -0.75)
        }
        // Two and three word arguments.
        try withTrampoline(.v_ww, { try imp_implementationWithBlock { (_: P, a: Int, b: P) in seen.withLock { $0 = a + (b == nil ? 0 : 1) } } }) { imp in
            unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int, P) -> Void).self)(me, nil, 10, me)
            #expect(seen.withLock { $0 } == 11)
        }
        try withTrampoline(.w_ww, { try imp_implementationWithBlock { (_: P, a: Int16, b: Int64) in Int(a) * Int(b) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int16, Int64) -> Int).self)(me, nil, -3, 5) == -15)
        }
        try withTrampoline(.d_ww, { try imp_implementationWithBlock { (_: P, a: Int, b: Int) in Double(a) / Double(b) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int, Int) -> Double).self)(me, nil, 1, 4) == 0.25)
        }
        try withTrampoline(.f_ww, { try imp_implementationWithBlock { (_: P, a: Int, b: Int) in Float(a + b) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int, Int) -> Float).self)(me, nil, 1, 2) == 3)
        }
        try withTrampoline(.v_www, { try imp_implementationWithBlock { (_: P, a: Int, b: Int, c: Int) in seen.withLock { $0 = a * 100 + b * 10 + c } } }) { imp in
            unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int, Int, Int) -> Void).self)(me, nil, 1, 2, 3)
            #expect(seen.withLock { $0 } == 123)
        }
        try withTrampoline(.w_www, { try imp_implementationWithBlock { (s: P, a: UInt32, b: UInt32, c: UInt32) in UInt(bitPattern: s) == 0x1234_5670 ? UInt(a + b + c) : 0 } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, UInt32, UInt32, UInt32) -> UInt).self)(me, nil, 1, 2, 3) == 6)
        }
        try withTrampoline(.d_www, { try imp_implementationWithBlock { (_: P, a: Int, b: Int, c: Int) in Double(a + b + c) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int, Int, Int) -> Double).self)(me, nil, 1, 2, 3) == 6)
        }
        try withTrampoline(.f_www, { try imp_implementationWithBlock { (_: P, a: Int, b: Int, c: Int) in Float(a * b * c) } }) { imp in
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int, Int, Int) -> Float).self)(me, nil, 2, 3, 4) == 24)
        }
    }

    /// A narrow C argument owns only the low bytes of its register: whatever the caller left
    /// above them is not part of the value, and a returned narrow value is read the same way.
    @Test func narrowArgumentsReadOnlyTheirOwnBytes() throws {
        let imp8 = try imp_implementationWithBlock { (_: P, x: Int8) in Int16(x) }
        defer { imp_removeBlock(imp8) }
        // Called as if the caller passed a full register with junk above the int8 -2.
        #expect(unsafeBitCast(imp8, to: (@convention(c) (P, Cmd, UInt) -> Int16).self)(nil, nil, 0xDEAD_BEEF_0000_00FE) == -2)
        let imp32 = try imp_implementationWithBlock { (_: P, x: Int32) in x == 5 }
        defer { imp_removeBlock(imp32) }
        #expect(unsafeBitCast(imp32, to: (@convention(c) (P, Cmd, UInt) -> Bool).self)(nil, nil, 0xFFFF_FFFF_0000_0005))
        let boolIMP = try imp_implementationWithBlock { (_: P, b: Bool) in b ? 1 : 0 }
        defer { imp_removeBlock(boolIMP) }
        // A C bool is its low byte; junk above it does not make a Bool invalid.
        #expect(unsafeBitCast(boolIMP, to: (@convention(c) (P, Cmd, UInt) -> Int).self)(nil, nil, 0xFF00) == 0)
        #expect(unsafeBitCast(boolIMP, to: (@convention(c) (P, Cmd, UInt) -> Int).self)(nil, nil, 1) == 1)
    }

    /// Mixed word and floating-point arguments have no trampoline shape: the IMP is a libffi
    /// closure of the same C type, and the block sees the same values.
    @Test func shapesWithoutATrampolineUseLibffi() throws {
        let before = ClosureIMP.liveCount
        let imp = try imp_implementationWithBlock { (_: P, x: Int, d: Double) in Double(x) * d }
        #expect(ClosureIMP.liveCount > before)
        #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int, Double) -> Double).self)(nil, nil, 3, 1.5) == 4.5)
        #expect(imp_removeBlock(imp))
        let f = try imp_implementationWithBlock { (_: P, a: Float, b: Float, c: Float) in a + b + c }
        defer { imp_removeBlock(f) }
        #expect(unsafeBitCast(f, to: (@convention(c) (P, Cmd, Float, Float, Float) -> Float).self)(nil, nil, 1, 2, 3) == 6)
    }

    /// Beyond a shape's 64 trampolines, IMPs fall back to libffi and still work; removed
    /// trampolines are handed out again.
    @Test func exhaustedShapeFallsBackAndSlotsAreReused() throws {
        let before = TypedBlocks.slotsInUse(.w_w)
        var imps: [IMP] = []
        for i in 0..<(TypedBlocks.slotsPerShape + 5) {
            imps.append(try imp_implementationWithBlock { (_: P, x: Int) in x &* 1000 &+ i })
        }
        #expect(TypedBlocks.slotsInUse(.w_w) == TypedBlocks.slotsPerShape)
        for (i, imp) in imps.enumerated() {
            #expect(unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int) -> Int).self)(nil, nil, 3) == 3000 + i)
        }
        for imp in imps { #expect(imp_removeBlock(imp)) }
        #expect(TypedBlocks.slotsInUse(.w_w) == before)
        let again = try imp_implementationWithBlock { (_: P, x: Int) in -x }
        defer { imp_removeBlock(again) }
        #expect(TypedBlocks.slotsInUse(.w_w) == before + 1)
        #expect(unsafeBitCast(again, to: (@convention(c) (P, Cmd, Int) -> Int).self)(nil, nil, 8) == -8)
    }

    /// Installed with class_addMethod, a typed block is a method like any other; removing it
    /// releases what it captured.
    @Test func typedBlockAsAMethodAndItsLifetime() throws {
        final class Tracked: Sendable {
            static let alive = Atomic<Int>(0)
            init() { Self.alive.add(1, ordering: .relaxed) }
            deinit { Self.alive.subtract(1, ordering: .relaxed) }
        }
        var imp: IMP?
        do {
            let t = Tracked()
            imp = try imp_implementationWithBlock { (_: P, x: Int) in withExtendedLifetime(t) { x * 2 } }
        }
        let method = try #require(imp)
        let builder = try ClassBuilder(name: uniqueName("TypedBlockHost"))
        try builder.addMethod("twice:", types: "q24@0:8q16", imp: method)
        let object = try builder.register().new()
        #expect(try object.send("twice:", 21, as: Int.self) == 42)
        #expect(Tracked.alive.load(ordering: .relaxed) == 1)
        do {
            // The block as imp_getBlock reports it: boxed arguments, self and _cmd first.
            let boxed = try #require(imp_getBlock(method))
            #expect(boxed([.object(object.pointer), .selector(nil), .int64(5)]) == .int64(10))
        }
        #expect(imp_removeBlock(method))
        #expect(Tracked.alive.load(ordering: .relaxed) == 0)
        #expect(imp_getBlock(method) == nil)
    }

    /// Threads making, calling and removing typed blocks at once each get their own block.
    @Test func concurrentMakeCallRemove() {
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for i in 0..<300 {
                guard let imp = try? imp_implementationWithBlock({ (_: P, x: Int) in x &+ t &* 1000 &+ i }) else {
                    wrong.add(1, ordering: .relaxed)
                    continue
                }
                if unsafeBitCast(imp, to: (@convention(c) (P, Cmd, Int) -> Int).self)(nil, nil, 1) != 1 + t * 1000 + i {
                    wrong.add(1, ordering: .relaxed)
                }
                if !imp_removeBlock(imp) { wrong.add(1, ordering: .relaxed) }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}

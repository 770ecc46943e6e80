// Behaviour of CSupport/LibffiGlue/closure.c through ClosureIMP (Blocks/ClosureIMP.swift): boxed closure IMPs.
import Testing
import CallTestSupport
import Dispatch
import Synchronization
@testable import ObjCRuntime
import MiniObjCTestSupport

/// Bytes of `t` that carry value (padding and a long double's 6 pad bytes excluded; for a
/// union, the first member — the one the tests write).
func significantBytes(_ t: FFICallType) -> [Bool] {
    var mask = [Bool](repeating: false, count: naturalLayout(t).size)
    func mark(_ t: FFICallType, _ at: Int) {
        switch t {
        case .structure(_, let fields):
            var o = 0
            for f in fields {
                let l = naturalLayout(f)
                o = (o + l.alignment - 1) / l.alignment * l.alignment
                mark(f, at + o)
                o += l.size
            }
        case .union(_, let fields):
            if let f = fields.first { mark(f, at) }
        case .array(let n, let e):
            for k in 0..<n { mark(e, at + k * naturalLayout(e).size) }
        case .scalar(.longDouble):
            for i in 0..<10 { mask[at + i] = true }
        default:
            for i in 0..<naturalLayout(t).size { mask[at + i] = true }
        }
    }
    mark(t, 0)
    return mask
}

/// Value equality that ignores padding inside aggregates.
func sameValue(_ a: ObjCValue, _ b: ObjCValue, as t: FFICallType) -> Bool {
    guard case .bytes(let x) = a, case .bytes(let y) = b else { return a == b }
    guard x.count == y.count else { return false }
    let mask = significantBytes(t)
    return (0..<x.count).allSatisfy { !mask[$0] || x[$0] == y[$0] }
}

/// Closure IMPs: Swift closures called through libffi trampolines, typed and dynamically.
@Suite struct ClosureIMPTests {
    typealias IncFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int

    @Test func methodClosureCalledTypedAndDynamically() throws {
        let imp = try imp_implementationWithBlock(types: "q@:q") { args in
            guard case .int64(let x) = args[2] else { return .int64(-1) }
            return .int64(x + 1)
        }
        defer { imp_removeBlock(imp) }
        let typed = unsafeBitCast(imp, to: IncFn.self)
        #expect(typed(nil, nil, 41) == 42)

        let inv = try Invocation(implementation: imp, types: "q24@0:8q16")
        try inv.setArgument(.int64(-10), at: 2)
        try inv.invoke()
        #expect(inv.returnValue == .int64(-9))
    }

    @Test func handlerSeesSelfAndCmd() throws {
        let seen = LockedValue<[ObjCValue]>([])
        let imp = try imp_implementationWithBlock(types: "v@:") { args in
            seen.withLock { $0 = args }
            return .void
        }
        defer { imp_removeBlock(imp) }
        let me = UnsafeMutableRawPointer(bitPattern: 0x1000)
        let cmd = UnsafeRawPointer(bitPattern: 0x2000)
        unsafeBitCast(imp, to: (@convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void).self)(me, cmd)
        #expect(seen.withLock { $0 } == [.object(me), .selector(cmd)])
    }

    /// Every generated signature as a closure: called dynamically (Invocation) and typed (a
    /// compiled C call through the closure's code pointer); the block must see the arguments
    /// that were passed and the caller must get the value the block returned.
    @Test(arguments: InvocationGeneratedTests.caseIndexes)
    func closuresOfEverySignature(index: Int) throws {
        let c = try #require(cts_case_at(index)).pointee
        let signature = generatedSignatures[index]
        var rng = SplitMix64(seed: UInt64(index) &* 31 &+ 5)
        let reply = randomValue(signature.returnType, &rng)
        let received = LockedValue<[ObjCValue]>([])
        let layout = try FFICallLayout.make(key: "closure:" + String(cString: c.encoding), signature: signature)
        let imp = try ClosureIMP.make(layout: layout) { args in
            received.withLock { $0 = args }
            return reply
        }
        defer { imp_removeBlock(imp) }

        let inv = Invocation(layout: layout, implementation: imp)
        var sent: [ObjCValue] = []
        for (i, t) in signature.arguments.enumerated() {
            sent.append(randomValue(t, &rng))
            try inv.setArgument(sent[i], at: i)
        }
        // Dynamic call.
        try inv.invoke()
        let got = received.withLock { $0 }
        #expect(got.count == sent.count)
        for (i, t) in signature.arguments.enumerated() where i < got.count {
            #expect(sameValue(got[i], sent[i], as: t), "\(String(cString: c.encoding)) argument \(i)")
        }
        #expect(sameValue(inv.returnValue, reply, as: signature.returnType), "\(String(cString: c.encoding)) return")

        // Typed call of the same closure.
        received.withLock { $0 = [] }
        let args = try (0..<signature.arguments.count).map { i -> UnsafeMutableRawPointer? in try inv.argumentPointer(at: i) }
        let typedReturn = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { typedReturn.deallocate() }
        typedReturn.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
        args.withUnsafeBufferPointer { c.typed_call_pointer(imp, $0.baseAddress, typedReturn) }
        let typedGot = received.withLock { $0 }
        for (i, t) in signature.arguments.enumerated() where i < typedGot.count {
            #expect(sameValue(typedGot[i], sent[i], as: t), "typed \(String(cString: c.encoding)) argument \(i)")
        }
        if let digest = c.digest {
            #expect(digest(typedReturn) == digest(inv.returnValuePointer), "typed \(String(cString: c.encoding)) return")
        }
    }

    @Test func typedFastPathStillWorks() throws {
        // A @convention(c) function is an IMP as it is; the dynamic path can call it too.
        let f: IncFn = { _, _, x in x &* 2 }
        #expect(f(nil, nil, 21) == 42)
        let inv = try Invocation(implementation: unsafeBitCast(f, to: UnsafeRawPointer.self), types: "q@:q")
        try inv.setArgument(.int64(21), at: 2)
        try inv.invoke()
        #expect(inv.returnValue == .int64(42))
    }

    /// Removing a closure IMP frees its trampoline and releases its block (and everything the
    /// block captured); nothing is left behind.
    @Test func removedClosuresLeaveNothingBehind() throws {
        final class Tracked: Sendable {
            static let alive = Atomic<Int>(0)
            init() { Self.alive.add(1, ordering: .relaxed) }
            deinit { Self.alive.subtract(1, ordering: .relaxed) }
        }
        let before = ClosureIMP.liveCount
        var imps: [UnsafeRawPointer] = []
        for i in 0..<1000 {
            let t = Tracked()
            imps.append(try imp_implementationWithBlock(types: "i@:") { _ in withExtendedLifetime(t) { .int32(Int32(i)) } })
        }
        #expect(Tracked.alive.load(ordering: .relaxed) == 1000)
        // Other tests make and remove a few closures meanwhile, never hundreds.
        #expect(ClosureIMP.liveCount >= 1000)
        #expect(unsafeBitCast(imps[7], to: (@convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Int32).self)(nil, nil) == 7)
        for imp in imps { #expect(imp_removeBlock(imp)) }
        #expect(Tracked.alive.load(ordering: .relaxed) == 0)
        #expect(ClosureIMP.liveCount < before + 1000)
        #expect(imp_getBlock(imps[0]) == nil)
        #expect(!imp_removeBlock(imps[0]))
    }

    @Test func blockReturningTheWrongKindYieldsZeroAndIsRecorded() throws {
        let imp = try imp_implementationWithBlock(types: "i@:") { _ in .double(1.5) }
        defer { imp_removeBlock(imp) }
        #expect(unsafeBitCast(imp, to: (@convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Int32).self)(nil, nil) == 0)
        #expect(ClosureIMP.returnFailures.contains(.wrongValueType(index: nil, expected: "int", got: "double")))
    }

    @Test func closureCalledFromManyThreads() throws {
        let imp = try imp_implementationWithBlock(types: "q@:qd") { args in
            guard case .int64(let x) = args[2], case .double(let d) = args[3] else { return .int64(0) }
            return .int64(x * Int64(d))
        }
        defer { imp_removeBlock(imp) }
        let f = unsafeBitCast(imp, to: (@convention(c) (UnsafeRawPointer?, UnsafeRawPointer?, Int, Double) -> Int).self)
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for i in 0..<2000 where f(nil, nil, i, Double(t)) != i * t {
                wrong.add(1, ordering: .relaxed)
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}

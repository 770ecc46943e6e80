// Behaviour of CSupport/LibffiGlue/closure.c raw handlers and PreparedCall (Invocation/PreparedCall.swift).
import Testing
@testable import ObjCRuntime

/// Raw closure IMPs (`imp_implementationWithRawHandler`) and prepared calls (`PreparedCall`):
/// a call passed on through libffi with its own argument memory — no boxing, no
/// `Invocation`.
@Suite struct RawClosureIMPTests {
    typealias ScaleFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int, Double) -> Double

    private static let scale: ScaleFn = { _, _, x, factor in Double(x) * factor }

    /// `{Quad=dddd}`.
    struct Quad: BitwiseCopyable {
        var a, b, c, d: Double
    }

    @Test func aRawHandlerSeesItsArgumentsAndForwardsTheCallUnchanged() throws {
        let targetBits = UInt(bitPattern: unsafeBitCast(Self.scale, to: IMP.self))
        let seen = LockedValue<[UInt]>([])
        let imp = try imp_implementationWithRawHandler(types: "d32@0:8q16d24") { call in
            seen.withLock { $0.append(UInt(bitPattern: call.word(at: 0))) }
            #expect(call.word(at: 2) == UnsafeMutableRawPointer(bitPattern: 6))   // the q, as a word
            #expect(call.word(at: 4) == nil)                                       // out of range
            call.forward(to: IMP(bitPattern: targetBits)!)
        }
        #expect(ClosureIMP.contains(imp) && imp_getBlock(imp) == nil)
        let typed = unsafeBitCast(imp, to: ScaleFn.self)
        let receiver = UnsafeMutableRawPointer(bitPattern: 0x1000)
        let before = Invocation.madeOnCurrentThread
        for _ in 0..<5 { #expect(typed(receiver, nil, 6, 2.5) == 15) }
        #expect(Invocation.madeOnCurrentThread == before)
        #expect(seen.withLock { $0 } == Array(repeating: 0x1000, count: 5))
        #expect(imp_removeBlock(imp))
        // Not ClosureIMP.liveCount: other suites make and remove closure IMPs in parallel.
        #expect(!ClosureIMP.contains(imp))
    }

    @Test func aStructPassedByValueReachesTheForwardedImplementation() throws {
        // A 32-byte struct travels in memory: the handler must hand libffi the caller's copy.
        let types = "d48@0:8{Quad=dddd}16"
        let sum = try imp_implementationWithBlock(types: types) { args -> ObjCValue in
            guard case .bytes(let b)? = args.last, let q = ObjCValue.bytes(b).load(as: Quad.self) else { return .double(-1) }
            let weighted: Double = q.a + 2 * q.b + 3 * q.c + 4 * q.d
            return .double(weighted)
        }
        defer { imp_removeBlock(sum) }
        let sumBits = UInt(bitPattern: sum)
        let raw = try imp_implementationWithRawHandler(types: types) { $0.forward(to: IMP(bitPattern: sumBits)!) }
        defer { imp_removeBlock(raw) }
        let invocation = try Invocation(implementation: raw, types: types)
        try invocation.setArgument(.bytes(of: Quad(a: 1, b: 10, c: 100, d: 1000)), at: 2)
        try invocation.invoke()
        #expect(invocation.returnValue == .double(4321))
    }

    @Test func aPreparedCallCallsWithCallerMemory() throws {
        let call = try PreparedCall(types: "d32@0:8q16d24")
        #expect(call.argumentCount == 4 && call.returnSize == 8 && call.returnBufferSize >= 16)
        var receiver: UnsafeMutableRawPointer? = nil
        var cmd: UnsafeRawPointer? = nil
        var x = 7
        var factor = 3.0
        let result = withUnsafeMutablePointer(to: &receiver) { r in
            withUnsafeMutablePointer(to: &cmd) { c in
                withUnsafeMutablePointer(to: &x) { xp in
                    withUnsafeMutablePointer(to: &factor) { fp in
                        let arguments: [UnsafeMutableRawPointer?] = [.init(r), .init(c), .init(xp), .init(fp)]
                        return withUnsafeTemporaryAllocation(byteCount: call.returnBufferSize, alignment: 16) { buffer in
                            arguments.withUnsafeBufferPointer {
                                call.call(unsafeBitCast(Self.scale, to: IMP.self), returnValue: buffer.baseAddress,
                                          arguments: $0.baseAddress!)
                            }
                            return buffer.baseAddress!.load(as: Double.self)
                        }
                    }
                }
            }
        }
        #expect(result == 21)
        #expect(throws: InvocationError.self) { try PreparedCall(types: "v@:{Opaque}") }
    }
}

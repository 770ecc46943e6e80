// Behaviour of Invocation (Invocation/Invocation.swift) typed by ObjC encodings, over CSupport/LibffiGlue/ffi_types.c.
import Testing
import CallTestSupport
import ObjCEncoding
@testable import ObjCRuntime
import MiniObjCTestSupport

/// Invocations typed by Objective-C type encodings (parsed by ObjCEncoding), checked against
/// the generated corpus and against ObjCEncoding's own sizes.
@Suite struct InvocationEncodingTests {
    static let caseIndexes = Array(0..<cts_case_count())

    @Test(arguments: caseIndexes)
    func encodingParsesToTheCorpusSignature(index: Int) throws {
        let c = try #require(cts_case_at(index)).pointee
        let encoding = String(cString: c.encoding)
        let (signature, key) = try FFISignature.parse(encoding)
        #expect(signature == generatedSignatures[index])
        #expect(key == encoding)

        // libffi's sizes (through the C layer) agree with ObjCEncoding's host-ABI sizes.
        let inv = try Invocation(implementation: c.function, types: encoding)
        let parsed = try MethodSignature.parse(encoding)
        for i in 0..<inv.argumentCount {
            #expect(try inv.argumentSize(at: i) == parsed.argumentSize(at: i))
        }
        #expect(inv.returnValueSize == (parsed.returnType == .void ? 0 : parsed.returnValue.size))

        var rng = SplitMix64(seed: UInt64(index) &+ 99)
        for (i, type) in signature.arguments.enumerated() { try inv.setArgument(randomValue(type, &rng), at: i) }
        try inv.invoke()
        let dynamicDigest = c.digest.map { $0(inv.returnValuePointer) } ?? cts_last_hash()
        let args = try (0..<inv.argumentCount).map { i -> UnsafeMutableRawPointer? in try inv.argumentPointer(at: i) }
        let typedReturn = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { typedReturn.deallocate() }
        args.withUnsafeBufferPointer { c.typed_call($0.baseAddress, typedReturn) }
        #expect(dynamicDigest == (c.digest.map { $0(typedReturn) } ?? cts_last_hash()))
    }

    @Test func offsetsAndQualifiersDoNotChangeTheCall() throws {
        typealias IncFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int
        let f: IncFn = cts_inc
        for types in ["q24@0:8q16", "q@:q", "rq@:nq", "q24@0:8Aq16"] {
            let inv = try Invocation(implementation: address(of: f), types: types)
            try inv.setArgument(.int64(9), at: 2)
            try inv.invoke()
            #expect(inv.returnValue == .int64(10), "\(types)")
        }
    }

    @Test func uncallableEncodingsNameTheArgument() {
        func error(_ types: String) -> InvocationError? {
            do { _ = try Invocation(implementation: nil, types: types); return nil } catch { return error }
        }
        #expect(error("v@:b3") == .uncallableArgument(index: 2, type: "bitfield : 3",
                                                    reason: "a bitfield (b3) has no addressable layout libffi can pass"))
        guard case .uncallableArgument(2, _, let r)? = error("v@:?") else { Issue.record("'?' accepted"); return }
        #expect(r.contains("unknown type"))
        guard case .uncallableArgument(3, "int[4]", _)? = error("v@:i[4i]") else { Issue.record("array accepted"); return }
        guard case .uncallableArgument(2, _, let opaque)? = error("v@:{Opaque}") else { Issue.record("opaque accepted"); return }
        #expect(opaque.contains("opaque"))
        guard case .uncallableReturn? = error("?@:") else { Issue.record("'?' return accepted"); return }
        guard case .malformedEncoding(let e, _)? = error("v@:{S=i") else { Issue.record("bad encoding accepted"); return }
        #expect(e == "v@:{S=i")
        guard case .malformedEncoding? = error("") else { Issue.record("empty encoding accepted"); return }
        // Deeper nesting than the C layer accepts is refused with a reason, not a crash.
        let deep = String(repeating: "{S=", count: 80) + "i" + String(repeating: "}", count: 80)
        guard case .uncallableArgument(2, _, let deepReason)? = error("v@:" + deep) else { Issue.record("deep accepted"); return }
        #expect(deepReason.contains("64 levels"))
        // A struct that merely contains a bitfield cannot be laid out by libffi either.
        guard case .uncallableArgument(2, _, _)? = error("v@:{B=b1b7i}") else { Issue.record("bitfield struct accepted"); return }
    }

    @Test func complexNumbers() throws {
        // Complex values travel as their bytes; a closure IMP echoes one back.
        let imp = try imp_implementationWithBlock(types: "jd@:jd") { args in args[2] }
        defer { imp_removeBlock(imp) }
        let inv = try Invocation(implementation: imp, types: "jd@:jd")
        let value = (1.5, -2.25)
        try inv.setArgument(.bytes(withUnsafeBytes(of: value) { Array($0) }), at: 2)
        try inv.invoke()
        guard case .bytes(let b) = inv.returnValue else { Issue.record("no bytes"); return }
        let back = b.withUnsafeBytes { $0.loadUnaligned(as: (Double, Double).self) }
        #expect(back.0 == 1.5 && back.1 == -2.25)
    }
}

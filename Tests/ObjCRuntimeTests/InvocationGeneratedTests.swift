// Behaviour of CSupport/LibffiGlue/invoke.c through Invocation: the generated corpus, dynamic call vs compiled call.
import Testing
import CallTestSupport
@testable import ObjCRuntime
import MiniObjCTestSupport

/// The generated corpus (Tests/CallTestSupport/generate.py): 96 C functions of seeded-random
/// signatures — every scalar kind, structs in registers and in memory, arrays inside structs,
/// nested structs, unions, long double, 0 to 16 arguments. For random argument values the
/// dynamic path (Invocation → libffi) must produce exactly what a compiled, typed call of the
/// same function produces.
@Suite struct InvocationGeneratedTests {
    static let caseIndexes = Array(0..<cts_case_count())

    @Test func corpusMatchesTheSwiftTable() {
        #expect(cts_case_count() == generatedSignatures.count)
    }

    @Test(arguments: caseIndexes)
    func dynamicCallEqualsTypedCall(index: Int) throws {
        let c = try #require(cts_case_at(index)).pointee
        let signature = generatedSignatures[index]
        let encoding = String(cString: c.encoding)
        let invocation = try Invocation(signature: signature, key: "test:" + encoding, implementation: c.function)
        var rng = SplitMix64(seed: UInt64(index) &* 7919 &+ 1)
        for _ in 0..<6 {
            var values: [ObjCValue] = []
            for (i, type) in signature.arguments.enumerated() {
                let v = randomValue(type, &rng)
                values.append(v)
                try invocation.setArgument(v, at: i)
            }
            // Every argument reads back as it was written.
            for (i, v) in values.enumerated() { #expect(try invocation.argument(at: i) == v) }

            try invocation.invoke()
            let dynamicDigest = c.digest.map { $0(invocation.returnValuePointer) } ?? cts_last_hash()

            let args = try (0..<signature.arguments.count).map { i -> UnsafeMutableRawPointer? in
                try invocation.argumentPointer(at: i)
            }
            let typedReturn = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
            defer { typedReturn.deallocate() }
            args.withUnsafeBufferPointer { c.typed_call($0.baseAddress, typedReturn) }
            let typedDigest = c.digest.map { $0(typedReturn) } ?? cts_last_hash()
            #expect(dynamicDigest == typedDigest, "\(String(cString: c.name)) \(encoding)")
        }
    }

    @Test(arguments: caseIndexes)
    func frameLayoutMatchesTheABI(index: Int) throws {
        let c = try #require(cts_case_at(index)).pointee
        let signature = generatedSignatures[index]
        let invocation = try Invocation(signature: signature, key: "test:" + String(cString: c.encoding),
                                        implementation: c.function)
        for (i, type) in signature.arguments.enumerated() {
            #expect(try invocation.argumentSize(at: i) == naturalLayout(type).size)
            let p = UInt(bitPattern: try invocation.argumentPointer(at: i))
            #expect(p % UInt(naturalLayout(type).alignment) == 0)
        }
        #expect(invocation.returnValueSize == naturalLayout(signature.returnType).size)
    }
}

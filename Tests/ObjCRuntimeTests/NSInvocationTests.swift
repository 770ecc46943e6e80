// Behaviour of CSupport/ValueClasses/nsinvocation.c, nsmethodsignature.c, method_types.c and
// forwarding.c seen from Swift: the C classes behind ObjCForwarding and Invocation's wrapper.
import Testing
import CRuntimeCore
import CallTestSupport
import MiniObjCTestSupport
@testable import ObjCRuntime
#if canImport(Glibc)
import Glibc
#endif

/// A proxy in front of the generated methods' target (MessageSendTests): asks the target for
/// signatures and forwards with -invokeWithTarget:.
enum GeneratedProxy {
    typealias ID = UnsafeMutableRawPointer
    typealias SELP = UnsafeRawPointer

    nonisolated(unsafe) static var forwarded = 0

    static let object: ObjCObject = {
        typealias Sig = @convention(c) (ID?, SELP?, SELP?) -> ID?
        let signature: Sig = { _, _, sel in
            let target = MethodFixture.shared.target
            return try? target.send("methodSignatureForSelector:", Selector(rawValue: sel!), as: UnsafeMutableRawPointer?.self)
        }
        typealias Fwd = @convention(c) (ID?, SELP?, ID?) -> Void
        let forward: Fwd = { _, _, invocation in
            GeneratedProxy.forwarded += 1
            let inv = ObjCForwarding.invocation(of: invocation)!
            try? inv.send(to: MethodFixture.shared.target.pointer)
        }
        do {
            let cls = try ClassBuilder(name: "GeneratedForwardingProxy")
                .addMethod("methodSignatureForSelector:", types: "@24@0:8:16", function: signature)
                .addMethod("forwardInvocation:", types: "v24@0:8@16", function: forward)
                .register()
            return try cls.new()
        } catch {
            fatalError("the proxy class: \(error)")
        }
    }()
}

@Suite(.serialized) struct NSInvocationTests {
    /// The 64 seeded-random signatures of MessageSendTests — every integer width, BOOL, float,
    /// double, pointers, objects, selectors, C strings, structs in registers and in memory, long
    /// double, up to 11 arguments — sent to a proxy that implements none of them: each goes
    /// through the C forwarding hook, a libffi forwarding closure, an NSInvocation, and
    /// -invokeWithTarget:, and the target sees exactly the arguments sent.
    @Test(arguments: MessageSendTests.caseIndexes)
    func everyGeneratedSignatureForwards(index: Int) throws {
        let fixture = MethodFixture.shared
        let send = generatedSends[index]
        let selector = String(cString: cts_method_at(index)!.pointee.selector)
        var rng = SplitMix64(seed: UInt64(index) &* 7_919 &+ 3)
        let before = GeneratedProxy.forwarded
        for _ in 0..<4 {
            let outcome = try send.run(GeneratedProxy.object, fixture, &rng)
            let received = (0..<cts_method_argument_count()).map { cts_method_argument($0) }
            #expect(received == outcome.sent, "\(selector) arguments")
            #expect(outcome.result == outcome.expected, "\(selector) result")
        }
        #expect(GeneratedProxy.forwarded == before + 4)
    }

    @Test func malformedEncodingsAreInvalidArgumentsNamingTheProblem() throws {
        let cls = try ObjCClass.named("NSMethodSignature")
        func make(_ types: String) throws -> UnsafeMutableRawPointer? {
            try types.withCString { try cls.send("signatureWithObjCTypes:", $0, as: UnsafeMutableRawPointer?.self) }
        }
        let cases: [(String, String)] = [
            ("v@:b3", "a bitfield has no addressable layout a frame can hold at offset 3 of 'v@:b3'"),
            ("v@:{Opaque}", "struct 'Opaque' is opaque (no field list in the encoding) at offset 3 of 'v@:{Opaque}'"),
            ("v@:[2i]", "a C array is not passed or returned by value (declare a pointer) at offset 3 of 'v@:[2i]'"),
            ("v@:t", "__int128 is not supported by libffi at offset 3 of 'v@:t'"),
            ("v@:x", "'x' is not a type code at offset 3 of 'v@:x'"),
            ("", "an empty type encoding at offset 0 of ''"),
        ]
        for (types, reason) in cases {
            #expect(throws: ObjCException.invalidArgument(className: "NSMethodSignature", selector: "signatureWithObjCTypes:",
                                                          reason: reason)) { _ = try make(types) }
            #expect(throws: InvocationError.malformedEncoding(encoding: types, message: reason)) {
                _ = try ObjCForwarding.methodSignature(types: types)
            }
        }
        // One object per string; strings that differ only in offsets are equal signatures.
        let a = try #require(try make("q24@0:8q16"))
        #expect(try make("q24@0:8q16") == a)
        let b = try #require(try make("q@:q"))
        #expect(a != b)
        #expect(try ObjCObject(retaining: a).send("isEqual:", ObjCObject(retaining: b), as: Bool.self))
    }

    @Test func indexesOutOfRangeAndNullBuffersRaiseAndTouchNothing() throws {
        let signature = try ObjCForwarding.methodSignature(types: "q@:q")
        let sig = ObjCObject(retaining: signature)
        #expect(throws: ObjCException.invalidArgument(className: "NSMethodSignature", selector: "getArgumentTypeAtIndex:",
                                                      reason: "index 3 out of bounds [0, 3)")) {
            _ = try sig.send("getArgumentTypeAtIndex:", UInt(3), as: UnsafePointer<CChar>?.self)
        }
        let inv = try #require(try ObjCClass.named("NSInvocation").send("invocationWithMethodSignature:", sig))
        var sentinel: Int = 0x5eed
        withUnsafeMutablePointer(to: &sentinel) { p in
            #expect(throws: ObjCException.invalidArgument(className: "NSInvocation", selector: "getArgument:atIndex:",
                                                          reason: "index 3 out of bounds [-1, 2]")) {
                try inv.send("getArgument:atIndex:", UnsafeMutableRawPointer(p), 3, as: Void.self)
            }
            #expect(throws: ObjCException.invalidArgument(className: "NSInvocation", selector: "setArgument:atIndex:",
                                                          reason: "index -2 out of bounds [-1, 2]")) {
                try inv.send("setArgument:atIndex:", UnsafeMutableRawPointer(p), -2, as: Void.self)
            }
        }
        #expect(sentinel == 0x5eed)
        #expect(throws: ObjCException.invalidArgument(className: "NSInvocation", selector: "getReturnValue:",
                                                      reason: "the buffer is NULL")) {
            try inv.send("getReturnValue:", UnsafeMutableRawPointer?.none, as: Void.self)
        }
        #expect(throws: ObjCException.invalidArgument(className: "NSInvocation", selector: "invocationWithMethodSignature:",
                                                      reason: "the argument is not an NSMethodSignature")) {
            _ = try ObjCClass.named("NSInvocation").send("invocationWithMethodSignature:", inv)
        }
        #expect(!ObjCException.isPending)
    }

    /// -methodSignatureForSelector: answering with a signature that cannot describe the
    /// message, or with something that is not a signature: the send throws instead of
    /// forwarding through a frame that would read registers the caller never set.
    @Test func signaturesThatDoNotFitTheMessageAreRefused() throws {
        typealias Sig = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
        let wrongCount: Sig = { _, _, _ in try? ObjCForwarding.methodSignature(types: "q@:q") }
        let notASignature: Sig = { me, _, _ in me }
        typealias Fwd = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
        let forward: Fwd = { _, _, _ in }
        let liar = try ClassBuilder(name: "NSInvocationTestsLiar")
            .addMethod("methodSignatureForSelector:", types: "@24@0:8:16", function: wrongCount)
            .addMethod("forwardInvocation:", types: "v24@0:8@16", function: forward).register().new()
        #expect(throws: ObjCException.invalidArgument(
            className: "NSInvocationTestsLiar", selector: "two:args:",
            reason: "the method signature 'q@:q' does not match the message: 3 arguments with self and _cmd, the selector takes 4")) {
            try liar.send("two:args:", 1, 2, as: Int.self)
        }
        let odd = try ClassBuilder(name: "NSInvocationTestsOdd")
            .addMethod("methodSignatureForSelector:", types: "@24@0:8:16", function: notASignature)
            .addMethod("forwardInvocation:", types: "v24@0:8@16", function: forward).register().new()
        #expect(throws: ObjCException.invalidArgument(
            className: "NSInvocationTestsOdd", selector: "anything",
            reason: "-methodSignatureForSelector: returned a NSInvocationTestsOdd, not an NSMethodSignature")) {
            try odd.send("anything", as: Int.self)
        }
    }

    /// The Swift Invocation over an NSInvocation is a view of the object's own frame: what
    /// one side writes the other reads, and the wrapper keeps the object alive.
    @Test func theSwiftInvocationIsAViewOfTheNSInvocationsFrame() throws {
        let sig = ObjCObject(retaining: try ObjCForwarding.methodSignature(types: "d32@0:8d16q24"))
        let object = try #require(try ObjCClass.named("NSInvocation").send("invocationWithMethodSignature:", sig))
        let inv = try #require(ObjCForwarding.invocation(of: object.pointer))
        try inv.setArgument(.double(2.5), at: 2)
        var x = 0.0
        try withUnsafeMutablePointer(to: &x) { try object.send("getArgument:atIndex:", UnsafeMutableRawPointer($0), 2, as: Void.self) }
        #expect(x == 2.5)
        var n = 17
        try withUnsafeMutablePointer(to: &n) { try object.send("setArgument:atIndex:", UnsafeMutableRawPointer($0), 3, as: Void.self) }
        #expect(try inv.argument(at: 3) == .int64(17))
        try inv.setReturnValue(.double(-1))
        var r = 0.0
        try withUnsafeMutablePointer(to: &r) { try object.send("getReturnValue:", UnsafeMutableRawPointer($0), as: Void.self) }
        #expect(r == -1)
        #expect(ObjCForwarding.invocation(of: sig.pointer) == nil)
        #expect(ObjCForwarding.types(ofMethodSignature: sig.pointer) == "d32@0:8d16q24")
        let before = object.retainCount
        var other: Invocation? = ObjCForwarding.invocation(of: object.pointer)
        #expect(object.retainCount == before + 1)
        other = nil
        _ = other
        #expect(object.retainCount == before)
    }

    /// -retainArguments retains object arguments (the target too) and copies C strings; setting
    /// an argument afterwards keeps the new one and lets the old one go; -dealloc releases.
    @Test func retainArgumentsOwnsObjectsAndCopiesStrings() throws {
        let sig = ObjCObject(retaining: try ObjCForwarding.methodSignature(types: "v@:@*"))
        let marker = try ObjCClass.nsObject.new()
        let second = try ObjCClass.nsObject.new()
        let third = try ObjCClass.nsObject.new()
        let fourth = try ObjCClass.nsObject.new()
        let base = marker.retainCount
        let text = strdup("original")!
        defer { free(text) }
        try autoreleasepool {
            let inv = try #require(try ObjCClass.named("NSInvocation").send("invocationWithMethodSignature:", sig))
            try inv.send("setTarget:", marker, as: Void.self)
            var first: UnsafeMutableRawPointer? = marker.pointer
            try withUnsafeMutablePointer(to: &first) { try inv.send("setArgument:atIndex:", UnsafeMutableRawPointer($0), 2, as: Void.self) }
            var p: UnsafeMutablePointer<CChar>? = text
            try withUnsafeMutablePointer(to: &p) { try inv.send("setArgument:atIndex:", UnsafeMutableRawPointer($0), 3, as: Void.self) }
            #expect(marker.retainCount == base)
            #expect(try inv.send("argumentsRetained", as: Bool.self) == false)
            try inv.send("retainArguments", as: Void.self)
            #expect(try inv.send("argumentsRetained", as: Bool.self))
            #expect(marker.retainCount == base + 2)  // target and argument 2
            var kept: UnsafeMutablePointer<CChar>?
            try withUnsafeMutablePointer(to: &kept) { try inv.send("getArgument:atIndex:", UnsafeMutableRawPointer($0), 3, as: Void.self) }
            #expect(kept != text && kept.map { String(cString: $0) } == "original")
            var next: UnsafeMutableRawPointer? = second.pointer
            try withUnsafeMutablePointer(to: &next) { try inv.send("setArgument:atIndex:", UnsafeMutableRawPointer($0), 2, as: Void.self) }
            #expect(marker.retainCount == base + 1)
            // Through the Swift view too: the C object keeps what it retains balanced.
            let view = try #require(ObjCForwarding.invocation(of: inv.pointer))
            try view.setArgument(.object(third.pointer), at: 2)
            #expect(third.retainCount == 2 && second.retainCount == 1)
            view.target = fourth.pointer
            #expect(fourth.retainCount == 2 && marker.retainCount == base)
        }
        #expect(marker.retainCount == base)
        #expect(second.retainCount == 1 && third.retainCount == 1 && fourth.retainCount == 1)
    }
}

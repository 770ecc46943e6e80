// Behaviour of the generic typed send (Messaging/ObjCMessageReceiver+Send.swift) on generated methods.
import Testing
import CallTestSupport
import MiniObjCTestSupport
@testable import ObjCRuntime
#if canImport(Glibc)
import Glibc
#endif

/// One generated method's send (MessageSendGeneratedCases.swift): what it sent in canonical
/// form, the result's canonical bits, and the bits the method should have returned.
struct GeneratedSend: Sendable {
    struct Outcome {
        let sent: [UInt64]
        let result: UInt64
        let expected: UInt64
    }

    /// Whether the arguments fit the send's registers (no libffi call expected).
    let registers: Bool
    let run: @Sendable (ObjCObject, MethodFixture, inout SplitMix64) throws -> Outcome
}

/// The class carrying every generated method, and argument values that need the runtime:
/// objects, selectors, C strings.
final class MethodFixture: @unchecked Sendable {
    let target: ObjCObject
    let objects: [ObjCObject]
    let strings: [UnsafeMutablePointer<CChar>]

    static let shared: MethodFixture = {
        do { return try MethodFixture() } catch { fatalError("the generated methods' class: \(error)") }
    }()

    private init() throws {
        let builder = try ClassBuilder(name: "GeneratedSendTarget")
        for i in 0..<cts_method_count() {
            let m = cts_method_at(i)!.pointee
            try builder.addMethod(Selector(String(cString: m.selector)), types: String(cString: m.encoding),
                                  imp: UnsafeRawPointer(m.imp))
        }
        let cls = try builder.register()
        target = try cls.new()
        objects = try (0..<4).map { _ in try ObjCClass.nsObject.new() }
        strings = (0..<4).map { strdup("generated \($0)")! }
    }

    func object(_ r: UInt64) -> ObjCObject { objects[Int(r % 4)] }
    func cString(_ r: UInt64) -> UnsafePointer<CChar> { UnsafePointer(strings[Int(r % 4)]) }
    func selector(_ r: UInt64) -> Selector { Selector("generatedArgument\(r % 8)") }
}

// The canonical 64-bit form the generated methods store each argument in (methods.c).
func canonical<I: BinaryInteger>(_ v: I) -> UInt64 {
    I.isSigned ? UInt64(bitPattern: Int64(v)) : UInt64(v)
}
func canonical(_ v: Bool) -> UInt64 { v ? 1 : 0 }
func canonical(_ v: Float) -> UInt64 { UInt64(v.bitPattern) }
func canonical(_ v: Double) -> UInt64 { v.bitPattern }
func canonical(_ v: UnsafeMutableRawPointer?) -> UInt64 { UInt64(UInt(bitPattern: v)) }
func canonical(_ v: UnsafePointer<CChar>) -> UInt64 { UInt64(UInt(bitPattern: v)) }
func canonical(_ v: ObjCObject) -> UInt64 { UInt64(UInt(bitPattern: v.pointer)) }
func canonical(_ v: Selector) -> UInt64 { UInt64(UInt(bitPattern: v.rawValue)) }
func canonical(_ v: LongDouble) -> UInt64 {
    #if arch(x86_64)
    v.bytes.0 ^ UInt64(UInt16(truncatingIfNeeded: v.bytes.1))
    #else
    v.bytes.0 ^ v.bytes.1
    #endif
}
/// A struct argument: G2's two floats as one word, G5's three longs summed with weights.
func canonical(_ v: ObjCValue) -> UInt64 {
    if let g = v.load(as: G2.self) { return UInt64(g.x.bitPattern) | UInt64(g.y.bitPattern) << 32 }
    if let g = v.load(as: G5.self) { return UInt64(bitPattern: Int64(g.a) &+ Int64(g.b) &* 3 &+ Int64(g.c) &* 5) }
    return 0
}

/// The hash the generated methods build their results from (`mix` in methods.c).
func methodHash(_ words: [UInt64]) -> UInt64 {
    words.reduce(0xcbf29ce484222325) { ($0 ^ $1) &* 0x100000001b3 }
}

func randomLongDouble(_ rng: inout SplitMix64) -> LongDouble {
    #if arch(x86_64)
    LongDouble(Double(Int64(truncatingIfNeeded: rng.next()) >> 11) / 64)
    #else
    LongDouble(bytes: (rng.next(), rng.next()))
    #endif
}

/// The generic send: every argument arrives as its C type, every result is read as its C
/// type, through registers when they can carry the call and through libffi otherwise.
@Suite struct MessageSendTests {
    static let caseIndexes = Array(0..<cts_method_count())

    @Test func corpusMatchesTheSwiftCases() {
        #expect(cts_method_count() == generatedSends.count)
        // Both paths are exercised.
        #expect(generatedSends.contains { $0.registers } && generatedSends.contains { !$0.registers })
    }

    /// 64 seeded-random signatures — integers of every width and signedness, BOOL, float,
    /// double, pointers, objects, selectors, C strings, structs, long double, 0 to 11
    /// arguments — each sent with random values: the method receives every argument as its
    /// C type would carry it and the send reads its result back. Register signatures make no
    /// libffi call (no `Invocation`); the others make exactly one.
    @Test(arguments: caseIndexes)
    func generatedMethodsReceiveEveryArgumentAndReturnTheirResult(index: Int) throws {
        let fixture = MethodFixture.shared
        let send = generatedSends[index]
        let selector = String(cString: cts_method_at(index)!.pointee.selector)
        var rng = SplitMix64(seed: UInt64(index) &* 104_729 &+ 17)
        for _ in 0..<8 {
            let before = Invocation.madeOnCurrentThread
            let outcome = try send.run(fixture.target, fixture, &rng)
            let made = Invocation.madeOnCurrentThread - before
            #expect(made == (send.registers ? 0 : 1), "\(selector)")
            let received = (0..<cts_method_argument_count()).map { cts_method_argument($0) }
            #expect(received == outcome.sent, "\(selector) arguments")
            #expect(outcome.result == outcome.expected, "\(selector) result")
        }
    }

    /// Narrow integers are extended by their own signedness, as clang expects of a caller:
    /// a method taking `long` reads what a `signed char` -1 and an `unsigned char` 255 became.
    @Test func narrowIntegersAreExtendedBySignedness() throws {
        typealias Widen = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int, Int) -> Int
        let widen: Widen = { _, _, a, b in a * 1000 + b }
        let cls = try ClassBuilder(name: "SendWidenTarget").addMethod("a:b:", types: "q@:qq", function: widen).register()
        let object = try cls.new()
        #expect(try object.send("a:b:", Int8(-1), UInt8(255), as: Int.self) == -1000 + 255)
        #expect(try object.send("a:b:", Int16(-2), UInt32.max, as: Int.self) == -2000 + Int(UInt32.max))
    }

    /// Object results are owned by Cocoa's naming rules: `+new` and `-copy` results are
    /// adopted, other results retained, so neither leaks nor is lost.
    @Test func objectResultsFollowTheNamingRules() throws {
        let made = try #require(try ObjCClass.nsObject.send("new"))
        #expect(made.retainCount == 1)
        let same = try #require(try made.send("self"))
        #expect(same == made && made.retainCount == 2)
        let unmanaged = try #require(try made.send("self", as: UnmanagedObject?.self))
        #expect(unmanaged.pointer == made.pointer && made.retainCount == 2)
        #expect(try made.send("class", as: ObjCClass?.self) == .nsObject)
        #expect(try made.send("isKindOfClass:", ObjCClass.nsObject, as: Bool.self))
        #expect(try made.send("respondsToSelector:", Selector("description"), as: Bool.self))
    }

    /// nil crosses the send both ways: a nil object or C-string argument reaches the method
    /// as NULL, and a method's nil object result is a nil handle, not an error.
    @Test func nilCrossesTheSendBothWays() throws {
        #expect(try !ObjCObject.string("x").send("isEqual:", nil as ObjCObject?, as: Bool.self))
        #expect(try ObjCClass.nsString.send("stringWithUTF8String:", nil as UnsafePointer<CChar>?) == nil)
        let dictionary = try BridgedValue.dictionary(["k": 1]).makeObject()
        #expect(try dictionary.send("objectForKey:", ObjCObject.string("absent")) == nil)
        #expect(try dictionary.send("objectForKey:", ObjCObject.string("k"))?.className == "NSNumber")
        #expect(ObjCException.takePending() == nil)
    }

    /// `[super …]` starts the search at the given class, with arguments and results typed
    /// like any send.
    @Test func superSendsStartAtTheSuperclass() throws {
        typealias Scale = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int, Double) -> Double
        let base: Scale = { _, _, n, x in Double(n) * x }
        let derived: Scale = { _, _, _, _ in -1 }
        let baseClass = try ClassBuilder(name: "SendSuperBase").addMethod("scale:by:", types: "d@:qd", function: base).register()
        let derivedClass = try ClassBuilder(name: "SendSuperDerived", superclass: baseClass)
            .addMethod("scale:by:", types: "d@:qd", function: derived).register()
        let object = try derivedClass.new()
        #expect(try object.send("scale:by:", 3, 1.5, as: Double.self) == -1)
        #expect(try object.sendSuper("scale:by:", 3, 1.5, from: baseClass, as: Double.self) == 4.5)
    }

    /// An unrecognized selector throws, on the register path and on the libffi path alike.
    @Test func unrecognizedSelectorsThrowOnBothPaths() throws {
        let object = try ObjCClass.nsObject.new()
        #expect(throws: (any Error).self) { try object.send("noSuchMessage:", 1, as: Int.self) }
        #expect(throws: (any Error).self) { try object.send("noSuchMessage:", LongDouble(bytes: (0, 0)), as: Void.self) }
        #expect(!ObjCException.isPending)
    }

    /// A libffi send checks the arguments against the method's encoding.
    @Test func libffiSendsCheckTheEncoding() throws {
        let index = try #require(generatedSends.firstIndex { !$0.registers })
        let selector = Selector(String(cString: cts_method_at(index)!.pointee.selector))
        #expect(throws: InvocationError.self) { try MethodFixture.shared.target.send(selector, ObjCValue.bytes([1, 2, 3]), as: Void.self) }
    }

    @Test func registerAndLibffiSendsAgree() throws {
        let cls = try makeClass("MsgGeneric", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        let obj = try cls.new()
        #expect(try obj.send("inc:", 99, as: Int.self) == 100)
        // Boxed values take the libffi path, typed by the method's encoding, which checks them.
        #expect(try obj.send("inc:", ObjCValue.int64(99), as: ObjCValue.self) == .int64(100))
        #expect(throws: InvocationError.self) { try obj.send("inc:", ObjCValue.double(1), as: ObjCValue.self) }
    }
}

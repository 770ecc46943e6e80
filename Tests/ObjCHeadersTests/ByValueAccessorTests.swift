import CallTestSupport
import Foundation
import Testing
import ObjCRuntime
@testable import ObjCHeaders

// Typed sends: the accessors are libffi closures, but a caller that knows the type at compile
// time calls them as plain C functions. Swift can only spell C-imported structs in a
// `@convention(c)` type, so each header type below has a CallTestSupport (or libc) twin with
// the same layout, hence the same calling convention.
private typealias Recv = UnsafeMutableRawPointer?
private typealias Cmd = UnsafeRawPointer?
private typealias GetRect = @convention(c) (Recv, Cmd) -> CTRect            // CGRect: 32 bytes, in memory
private typealias SetRect = @convention(c) (Recv, Cmd, CTRect) -> Void
private typealias GetRange = @convention(c) (Recv, Cmd) -> ldiv_t           // NSRange ≅ { long; long }: rax:rdx
private typealias SetRange = @convention(c) (Recv, Cmd, ldiv_t) -> Void
private typealias SetNested = @convention(c) (Recv, Cmd, CTNested) -> Void
private typealias GetArrayIn = @convention(c) (Recv, Cmd) -> CTArrayIn
private typealias GetIntFloat = @convention(c) (Recv, Cmd) -> CTIntFloat
private typealias SetIntFloat = @convention(c) (Recv, Cmd, CTIntFloat) -> Void
private typealias GetFloats = @convention(c) (Recv, Cmd) -> CTFloats
private typealias SetFloats = @convention(c) (Recv, Cmd, CTFloats) -> Void
private typealias GetPoint = @convention(c) (Recv, Cmd) -> CTPoint          // _Complex float ≅ { float; float }
private typealias SetPoint = @convention(c) (Recv, Cmd, CTPoint) -> Void
#if arch(x86_64)
private typealias GetLD = @convention(c) (Recv, Cmd) -> Float80
private typealias SetLD = @convention(c) (Recv, Cmd, Float80) -> Void
#endif

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CTRect { CTRect(x: x, y: y, w: w, h: h) }
private func same(_ a: CTRect, _ b: CTRect) -> Bool { a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h }

private extension ObjCObject {
    /// `[self sel…]` as compiled code makes it: the looked-up IMP cast to `F`, a C function
    /// type Swift can only spell with the C twins of the header's structs.
    func typed<F, R>(_ sel: String, _ type: F.Type, _ call: (F, Recv, Cmd) -> R) throws -> R {
        let s = Selector(sel)
        var receiver: UnsafeMutableRawPointer? = pointer
        let imp = MessageSend.lookup(&receiver, s)
        let result = withExtendedLifetime(self) { call(unsafeBitCast(imp, to: F.self), receiver, s.rawValue) }
        if let error = ObjCException.takePending() { throw error }
        return result
    }

    /// `[self sel]` through `Invocation` (the dynamic path): a closure IMP called by `ffi_call`.
    func dynamicGet(_ sel: String) throws -> ObjCValue {
        let inv = try Invocation(target: self, selector: Selector(sel))
        try inv.send()
        return inv.returnValue
    }

    /// `[self sel:value]` through `Invocation`.
    func dynamicSet(_ sel: String, _ value: ObjCValue) throws {
        let inv = try Invocation(target: self, selector: Selector(sel))
        try inv.setArgument(value, at: 2)
        try inv.send()
    }
}

struct ByValueAccessorTests {
    static let header = """
        #import <Foundation/Foundation.h>
        typedef struct HdrNested { struct { short s; float f; } in; char tag; long l; } HdrNested;   // CTNested
        typedef struct HdrArrayIn { float f[3]; int i; } HdrArrayIn;                                // CTArrayIn
        typedef struct HdrDeep { CGPoint origin; struct { char code[3]; double weights[2]; } inner; } HdrDeep;
        typedef union HdrIntFloat { int i; float f; } HdrIntFloat;                                  // CTIntFloat
        typedef union HdrFloats { double d; float f[2]; } HdrFloats;                                // CTFloats
        struct HdrEmpty {};                                                                         // GNU C: size 0
        @interface HdrValues : NSObject
        @property (nonatomic) CGRect frame;
        @property CGRect atomicFrame;
        @property (nonatomic) NSRange range;
        @property NSRange atomicRange;
        @property (nonatomic) HdrNested nested;
        @property (nonatomic) HdrArrayIn arrayIn;
        @property HdrDeep deep;
        @property (nonatomic) HdrIntFloat intFloat;
        @property HdrFloats floats;
        @property (nonatomic) long double ld;
        @property long double atomicLD;
        @property (nonatomic) _Complex double z;
        @property _Complex float zf;
        @property _Complex long double zl;
        @property (readonly) CGRect bounds;
        @property (nonatomic, readonly) NSRange readRange;
        @property (nonatomic, getter=originPoint, setter=putOrigin:) CGPoint origin;
        @property (nonatomic) __int128 big;
        @property (nonatomic) _Complex int gaussian;
        @property (nonatomic) struct HdrEmpty empty;
        @end
        @interface HdrMoreValues : HdrValues
        @end
        """

    /// Installed once for the whole suite (tests run in parallel).
    static let installation: Result<RuntimeInstaller.Report, any Error> = Result {
        try RuntimeInstaller.install(header, fileName: "values.h")
    }

    static func installed() throws -> (RuntimeInstaller.Report, ObjCClass) {
        (try installation.get(), try ObjCClass.named("HdrValues"))
    }

    @Test func reportNamesClosureAccessorsAndTheTypesLibffiCannotPass() throws {
        let (report, cls) = try Self.installed()
        #expect(report.byValueAccessors == ["frame", "atomicFrame", "range", "atomicRange", "nested", "arrayIn", "deep",
                                            "intFloat", "floats", "ld", "atomicLD", "z", "zf", "zl", "bounds", "readRange",
                                            "origin"].map { "HdrValues.\($0)" })
        #expect(report.propertiesWithoutAccessors == ["HdrValues.big", "HdrValues.gaussian", "HdrValues.empty"])
        let reasons = report.unsupportedAccessors.map(\.reason)
        #expect(reasons == ["type t cannot be passed by value: __int128 (t / T) is not supported by libffi",
                            "type ji cannot be passed by value: only float, double and long double _Complex are supported",
                            "type {HdrEmpty=} cannot be passed by value: a struct or union with no fields has no bytes to pass"])
        let obj = try cls.new()
        #expect(!obj.responds(to: "big") && !obj.responds(to: "setBig:"))
        #expect(!obj.responds(to: "gaussian") && !obj.responds(to: "setGaussian:"))
        #expect(!obj.responds(to: "empty") && !obj.responds(to: "setEmpty:"))
        #expect(cls.ivar(named: "_big")?.size == 16)
        #expect(cls.property(named: "big")?.attributes == "Tt,N,V_big")
        // 15 read-write properties (getter + setter) and 2 read-only ones (getter only).
        #expect(RuntimeInstaller.closureAccessorIMPs(of: cls).count == 15 * 2 + 2)
    }

    @Test func rectAndRangeRoundTripThroughBothPaths() throws {
        let (_, cls) = try Self.installed()
        let obj = try cls.new()
        for (getter, setter) in [("frame", "setFrame:"), ("atomicFrame", "setAtomicFrame:")] {
            let r = rect(1.5, -2, 300, 0.25)
            try obj.typed(setter, SetRect.self) { f, o, s in f(o, s, r) }
            #expect(same(try obj.typed(getter, GetRect.self) { f, o, s in f(o, s) }, r))
            #expect(try obj.dynamicGet(getter).load(as: CTRect.self).map { same($0, r) } == true)
            let r2 = rect(-7, 8, 9, 10)
            try obj.dynamicSet(setter, .bytes(of: r2))
            #expect(same(try obj.typed(getter, GetRect.self) { f, o, s in f(o, s) }, r2))
        }
        for (getter, setter) in [("range", "setRange:"), ("atomicRange", "setAtomicRange:")] {
            try obj.typed(setter, SetRange.self) { f, o, s in f(o, s, ldiv_t(quot: 42, rem: 1 << 40)) }
            let typed = try obj.typed(getter, GetRange.self) { f, o, s in f(o, s) }
            #expect(typed.quot == 42 && typed.rem == 1 << 40)
            // NSRange as Swift sees it: two UInt64 fields, read through the dynamic path.
            let dynamic = try #require(try obj.dynamicGet(getter).load(as: (UInt64, UInt64).self))
            #expect(dynamic == (42, 1 << 40))
            try obj.dynamicSet(setter, .bytes(of: (UInt64.max, UInt64(7))))
            let back = try obj.typed(getter, GetRange.self) { f, o, s in f(o, s) }
            #expect(back.quot == -1 && back.rem == 7)
        }
    }

    @Test func nestedStructsArraysAndUnionsRoundTrip() throws {
        let (_, cls) = try Self.installed()
        let obj = try cls.new()
        var n = CTNested()
        n.`in`.s = -3; n.`in`.f = 2.5; n.tag = 9; n.l = Int.min + 1
        try obj.typed("setNested:", SetNested.self) { f, o, s in f(o, s, n) }
        let gotN = try #require(try obj.dynamicGet("nested").load(as: CTNested.self))
        #expect(gotN.`in`.s == -3 && gotN.`in`.f == 2.5 && gotN.tag == 9 && gotN.l == Int.min + 1)

        let a = CTArrayIn(f: (1, 2, 3), i: -4)
        try obj.dynamicSet("setArrayIn:", .bytes(of: a))
        let gotA = try obj.typed("arrayIn", GetArrayIn.self) { f, o, s in f(o, s) }
        #expect(gotA.f == (1, 2, 3) && gotA.i == -4)

        // HdrDeep { CGPoint origin; struct { char code[3]; double weights[2]; } inner; }:
        // 16 + (3, padding to 8, 16) = 40 bytes; no C twin, so dynamic only.
        #expect(cls.ivar(named: "_deep")?.size == 40)
        var deep = [UInt8](repeating: 0, count: 40)
        deep.withUnsafeMutableBytes { b in
            b.storeBytes(of: 0.5, toByteOffset: 0, as: Double.self)
            b.storeBytes(of: -1.25, toByteOffset: 8, as: Double.self)
            b[16] = 0x41; b[17] = 0x42; b[18] = 0x43
            b.storeBytes(of: 1e300, toByteOffset: 24, as: Double.self)
            b.storeBytes(of: -0.0, toByteOffset: 32, as: Double.self)
        }
        try obj.dynamicSet("setDeep:", .bytes(deep))
        #expect(try obj.dynamicGet("deep") == .bytes(deep))

        try obj.typed("setIntFloat:", SetIntFloat.self) { f, o, s in f(o, s, CTIntFloat(f: 1.75)) }
        #expect(try obj.dynamicGet("intFloat").load(as: Float.self) == 1.75)
        try obj.dynamicSet("setIntFloat:", .bytes(of: Int32(-99)))
        #expect(try obj.typed("intFloat", GetIntFloat.self) { f, o, s in f(o, s) }.i == -99)

        try obj.typed("setFloats:", SetFloats.self) { f, o, s in f(o, s, CTFloats(f: (0.5, -8))) }
        #expect(try obj.dynamicGet("floats").load(as: (Float, Float).self).map { $0 == (0.5, -8) } == true)
        try obj.dynamicSet("setFloats:", .bytes(of: 6.125))
        #expect(try obj.typed("floats", GetFloats.self) { f, o, s in f(o, s) }.d == 6.125)
    }

    @Test func longDoubleAndComplexRoundTrip() throws {
        let (_, cls) = try Self.installed()
        let obj = try cls.new()
        #if arch(x86_64)
        for (getter, setter) in [("ld", "setLd:"), ("atomicLD", "setAtomicLD:")] {
            let third: Float80 = 1 / 3
            try obj.typed(setter, SetLD.self) { f, o, s in f(o, s, third) }
            #expect(try obj.dynamicGet(getter) == .longDouble(LongDouble(third)))
            try obj.dynamicSet(setter, .longDouble(LongDouble(-Float80.greatestFiniteMagnitude)))
            #expect(try obj.typed(getter, GetLD.self) { f, o, s in f(o, s) } == -Float80.greatestFiniteMagnitude)
        }
        #endif
        // _Complex double: { double re, im } in two SSE registers; no C twin, so dynamic only.
        try obj.dynamicSet("setZ:", .bytes(of: (3.0, -4.0)))
        #expect(try obj.dynamicGet("z").load(as: (Double, Double).self).map { $0 == (3, -4) } == true)
        try obj.typed("setZf:", SetPoint.self) { f, o, s in f(o, s, CTPoint(x: 0.5, y: 2)) }
        #expect(try obj.dynamicGet("zf").load(as: (Float, Float).self).map { $0 == (0.5, 2) } == true)
        try obj.dynamicSet("setZf:", .bytes(of: (Float(-1), Float(1))))
        let zf = try obj.typed("zf", GetPoint.self) { f, o, s in f(o, s) }
        #expect(zf.x == -1 && zf.y == 1)
        // _Complex long double: two 16-byte long doubles, returned in st0 / st1 on x86-64.
        #expect(cls.ivar(named: "_zl")?.size == 32)
        #if arch(x86_64)
        let zl = ObjCValue.bytes(of: (LongDouble(Float80(1.5)).bytes, LongDouble(-Float80.pi).bytes))
        try obj.dynamicSet("setZl:", zl)
        // Only each part's 10 significant bytes survive the x87 registers; compare those.
        let parts = try #require(try obj.dynamicGet("zl").load(as: ((UInt64, UInt64), (UInt64, UInt64)).self))
        #expect(LongDouble(bytes: parts.0).float80 == 1.5 && LongDouble(bytes: parts.1).float80 == -Float80.pi)
        #else
        let zl = ObjCValue.bytes((0..<32).map { UInt8($0) })
        try obj.dynamicSet("setZl:", zl)
        #expect(try obj.dynamicGet("zl") == zl)
        #endif
    }

    @Test func readonlyGetsNoSetterAndCustomSelectorsAreUsed() throws {
        let (_, cls) = try Self.installed()
        let obj = try cls.new()
        #expect(obj.responds(to: "bounds") && !obj.responds(to: "setBounds:"))
        #expect(obj.responds(to: "readRange") && !obj.responds(to: "setReadRange:"))
        #expect(cls.instanceMethod(for: "bounds")?.typeEncoding == "{CGRect={CGPoint=dd}{CGSize=dd}}16@0:8")
        // A read-only property reads its ivar (zero here; a class's own code would set it).
        #expect(try obj.dynamicGet("bounds") == .bytes([UInt8](repeating: 0, count: 32)))
        let bounds = try #require(cls.ivar(named: "_bounds"))
        try bounds.setValue(rect(1, 2, 3, 4), in: obj)
        #expect(same(try obj.typed("bounds", GetRect.self) { f, o, s in f(o, s) }, rect(1, 2, 3, 4)))

        #expect(obj.responds(to: "originPoint") && obj.responds(to: "putOrigin:"))
        #expect(!obj.responds(to: "origin") && !obj.responds(to: "setOrigin:"))
        try obj.dynamicSet("putOrigin:", .bytes(of: (2.0, 3.0)))
        #expect(try obj.dynamicGet("originPoint").load(as: (Double, Double).self).map { $0 == (2, 3) } == true)
    }

    @Test func subclassesInheritTheClosureAccessors() throws {
        _ = try Self.installed()
        let sub = try ObjCClass.named("HdrMoreValues").new()
        try sub.typed("setFrame:", SetRect.self) { f, o, s in f(o, s, rect(5, 6, 7, 8)) }
        #expect(same(try sub.typed("frame", GetRect.self) { f, o, s in f(o, s) }, rect(5, 6, 7, 8)))
        #expect(try sub.dynamicGet("range") == .bytes([UInt8](repeating: 0, count: 16)))
    }

    /// Writers store rects whose four fields are equal; readers must never see a mix of two
    /// writes, which an unlocked 32-byte copy would allow.
    @Test func atomicStructAccessorsNeverTear() throws {
        let (_, cls) = try Self.installed()
        let obj = try cls.new()
        let getter = try #require(cls.instanceMethod(for: "atomicFrame")?.implementation)
        let setter = try #require(cls.instanceMethod(for: "setAtomicFrame:")?.implementation)
        let get = unsafeBitCast(getter, to: GetRect.self)
        let set = unsafeBitCast(setter, to: SetRect.self)
        // Addresses as integers: raw pointers are not Sendable, the worker closure must be.
        let receiver = UInt(bitPattern: obj.pointer)
        let getSel = UInt(bitPattern: Selector("atomicFrame").rawValue)
        let setSel = UInt(bitPattern: Selector("setAtomicFrame:").rawValue)
        let torn = LockedValue(0)
        withExtendedLifetime(obj) {
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                let receiver = UnsafeMutableRawPointer(bitPattern: receiver)
                let getSel = UnsafeRawPointer(bitPattern: getSel)
                let setSel = UnsafeRawPointer(bitPattern: setSel)
                for i in 0..<2_000 {
                    if worker % 2 == 0 {
                        let v = Double(worker * 10_000 + i)
                        set(receiver, setSel, rect(v, v, v, v))
                    } else {
                        let r = get(receiver, getSel)
                        if !(r.x == r.y && r.y == r.w && r.w == r.h) { torn.withLock { $0 += 1 } }
                    }
                }
            }
        }
        #expect(torn.withLock { $0 } == 0)
    }

    /// Each install makes exactly one closure per accessor, owned by its class; disposing the
    /// class through the installer frees them all, so installing again does not accumulate.
    @Test func closureIMPsLiveAsLongAsTheirClass() throws {
        let text = """
            #import <Foundation/Foundation.h>
            @interface HdrShortLived : NSObject
            @property (nonatomic) CGRect frame;
            @property NSRange range;
            @property (readonly) long double ld;
            @property (nonatomic) int plain;
            @end
            """
        for _ in 0..<3 {
            let report = try RuntimeInstaller.install(text, fileName: "short.h")
            let cls = try #require(report.classes.first)
            let imps = RuntimeInstaller.closureAccessorIMPs(of: cls)
            #expect(imps.count == 5)
            #expect(imps.allSatisfy { imp_getBlock($0) != nil })
            do {
                let obj = try cls.new()
                try obj.dynamicSet("setFrame:", .bytes(of: rect(1, 2, 3, 4)))
                #expect(try obj.dynamicGet("frame").load(as: CTRect.self).map { same($0, rect(1, 2, 3, 4)) } == true)
                // In use: nothing is freed, the accessors keep working.
                #expect(throws: ObjCError.self) { try cls.dispose() }
                #expect(imps.allSatisfy { imp_getBlock($0) != nil })
                #expect(try obj.dynamicGet("range") == .bytes([UInt8](repeating: 0, count: 16)))
            }
            let records = SynthesizedAccessors.recordCount(of: cls.pointer)
            #expect(records >= 2, "the plain int property's getter and setter")
            try cls.dispose()
            #expect(ObjCClass.lookUp("HdrShortLived") == nil)
            // The one disposal path freed the closure IMPs behind the by-value accessors and
            // the header module's hook forgot the class's records.
            #expect(imps.allSatisfy { imp_getBlock($0) == nil && !ClosureIMP.contains($0) })
            #expect(RuntimeInstaller.closureAccessorIMPs(of: cls).isEmpty)
            #expect(SynthesizedAccessors.recordCount(of: cls.pointer) == 0)
            // The kept handle reads what is left, typed errors for the rest.
            #expect(cls.isDisposed && cls.name == "HdrShortLived" && cls.methods.isEmpty && cls.properties.isEmpty)
            #expect(throws: ObjCException.unrecognizedSelector(className: "HdrShortLived", selector: "new", sentToClass: true)) {
                try cls.new()
            }
        }
    }
}

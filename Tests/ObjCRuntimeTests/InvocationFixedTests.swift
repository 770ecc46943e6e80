// Behaviour of CSupport/LibffiGlue/invoke.c through Invocation: hand-written C functions of known results.
import Testing
import CallTestSupport
import Dispatch
@testable import ObjCRuntime

/// Hand-written C functions whose results are known: each called through the typed path
/// (Swift calling the C function) and through an Invocation, the two compared.
@Suite struct InvocationFixedTests {
    typealias IncFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int
    static let point = FFICallType.structure(name: "CTPoint", fields: [.scalar(.float), .scalar(.float)])
    static let rect = FFICallType.structure(name: "CTRect", fields: [.scalar(.double), .scalar(.double), .scalar(.double), .scalar(.double)])

    func invocation(_ ret: FFICallType, _ args: [FFICallType], _ fn: UnsafeRawPointer,
                    key: String) throws -> Invocation {
        try Invocation(signature: FFISignature(returnType: ret, arguments: args), key: "fixed:" + key, implementation: fn)
    }

    @Test func methodShapedCall() throws {
        let f: IncFn = cts_inc
        let inv = try invocation(.scalar(.int64), [.scalar(.object), .scalar(.selector), .scalar(.int64)], address(of: f), key: "q@:q")
        try inv.setArgument(.int64(41), at: 2)
        try inv.invoke()
        #expect(inv.returnValue == .int64(Int64(f(nil, nil, 41))))
        #expect(inv.returnValue == .int64(42))
    }

    @Test func zeroArguments() throws {
        let f: @convention(c) () -> Int32 = cts_zero_args
        let inv = try invocation(.scalar(.int32), [], address(of: f), key: "i")
        try inv.invoke()
        #expect(inv.returnValue == .int32(cts_zero_args()))
        #expect(inv.argumentCount == 0)
    }

    #if arch(x86_64) // Swift has Float80 (C long double) only on x86
    @Test func sixteenArgumentsMixedRegistersAndStack() throws {
        let f: @convention(c) (Int8, Int16, Int32, Int, Float, Double, UInt8, UInt16, UInt32, UInt, Float, Double,
                               Int, Int, Double, Float80) -> Double = cts_sixteen
        let types: [FFICallType] = [.scalar(.int8), .scalar(.int16), .scalar(.int32), .scalar(.int64), .scalar(.float), .scalar(.double), .scalar(.uint8), .scalar(.uint16), .scalar(.uint32),
                                    .scalar(.uint64), .scalar(.float), .scalar(.double), .scalar(.int64), .scalar(.int64), .scalar(.double), .scalar(.longDouble)]
        let inv = try invocation(.scalar(.double), types, address(of: f), key: "dcsiqfdCSIQfdqqdD")
        let values: [ObjCValue] = [.int8(-3), .int16(300), .int32(-70000), .int64(1 << 40), .float(1.5), .double(-2.25),
                                   .uint8(200), .uint16(60000), .uint32(4_000_000_000), .uint64(1 << 50), .float(-0.5),
                                   .double(1e10), .int64(-7), .int64(9), .double(0.125), .longDouble(LongDouble(Float80(2.5)))]
        for (i, v) in values.enumerated() { try inv.setArgument(v, at: i) }
        try inv.invoke()
        let typed = cts_sixteen(-3, 300, -70000, 1 << 40, 1.5, -2.25, 200, 60000, 4_000_000_000, 1 << 50, -0.5, 1e10,
                                -7, 9, 0.125, 2.5)
        #expect(inv.returnValue == .double(typed))
    }
    #endif

    #if arch(x86_64) // Swift has Float80 (C long double) only on x86
    @Test func longDoubleArgumentAndReturn() throws {
        let f: @convention(c) (Float80, Int32) -> Float80 = cts_ld_scale
        let inv = try invocation(.scalar(.longDouble), [.scalar(.longDouble), .scalar(.int32)], address(of: f), key: "DDi")
        let x: Float80 = 1.0 / 3.0
        try inv.setArgument(.longDouble(LongDouble(x)), at: 0)
        try inv.setArgument(.int32(7), at: 1)
        try inv.invoke()
        #expect(inv.returnValue == .longDouble(LongDouble(cts_ld_scale(x, 7))))
        // The 80-bit precision survives: a double could not hold this exactly.
        guard case .longDouble(let r) = inv.returnValue else { Issue.record("not a long double"); return }
        #expect(r.float80 == x * 7)
    }
    #endif

    @Test func structOfFloatsReturnedInRegisters() throws {
        let f: @convention(c) (Float, Float) -> CTPoint = cts_point_make
        let inv = try invocation(Self.point, [.scalar(.float), .scalar(.float)], address(of: f), key: "{CTPoint=ff}ff")
        try inv.setArgument(.float(1.25), at: 0)
        try inv.setArgument(.float(-8), at: 1)
        try inv.invoke()
        let p = try #require(inv.returnValue.load(as: CTPoint.self))
        #expect(p.x == 1.25 && p.y == -8)
    }

    @Test func largeStructReturnedInMemoryAndPassedInMemory() throws {
        let make: @convention(c) (Double, Double, Double, Double) -> CTRect = cts_rect_make
        let inv = try invocation(Self.rect, [.scalar(.double), .scalar(.double), .scalar(.double), .scalar(.double)], address(of: make), key: "{CTRect=dddd}dddd")
        for (i, v) in [1.0, 2.0, 3.0, 4.5].enumerated() { try inv.setArgument(.double(v), at: i) }
        try inv.invoke()
        let r = try #require(inv.returnValue.load(as: CTRect.self))
        #expect(r.x == 1 && r.y == 2 && r.w == 3 && r.h == 4.5)

        let area: @convention(c) (CTRect) -> Double = cts_rect_area
        let inv2 = try invocation(.scalar(.double), [Self.rect], address(of: area), key: "d{CTRect=dddd}")
        try inv2.setArgument(.bytes(of: CTRect(x: 0, y: 0, w: 3, h: 7)), at: 0)
        try inv2.invoke()
        #expect(inv2.returnValue == .double(cts_rect_area(CTRect(x: 0, y: 0, w: 3, h: 7))))
    }

    @Test func mixedIntegerAndFloatFields() throws {
        let f: @convention(c) (CTMixed) -> CTMixed = cts_mixed_bump
        let mixed = FFICallType.structure(name: "CTMixed", fields: [.scalar(.int32), .scalar(.double)])
        let inv = try invocation(mixed, [mixed], address(of: f), key: "{CTMixed=id}{CTMixed=id}")
        try inv.setArgument(.bytes(of: CTMixed(a: 41, d: 1.5)), at: 0)
        try inv.invoke()
        let m = try #require(inv.returnValue.load(as: CTMixed.self))
        #expect(m.a == 42 && m.d == 3)
    }

    @Test func arrayInsideStruct() throws {
        let f: @convention(c) (Float, Float, Float, Int32) -> CTArrayIn = cts_array_in_make
        let t = FFICallType.structure(name: "CTArrayIn", fields: [.array(count: 3, element: .scalar(.float)), .scalar(.int32)])
        let inv = try invocation(t, [.scalar(.float), .scalar(.float), .scalar(.float), .scalar(.int32)], address(of: f), key: "{CTArrayIn=[3f]i}fffi")
        for (i, v) in [ObjCValue.float(1), .float(2), .float(3), .int32(-4)].enumerated() { try inv.setArgument(v, at: i) }
        try inv.invoke()
        let r = try #require(inv.returnValue.load(as: CTArrayIn.self))
        #expect(r.f.0 == 1 && r.f.1 == 2 && r.f.2 == 3 && r.i == -4)
    }

    @Test func nestedStruct() throws {
        let f: @convention(c) (CTNested) -> CTNested = cts_nested_bump
        let t = FFICallType.structure(name: "CTNested", fields: [
            .structure(name: "", fields: [.scalar(.int16), .scalar(.float)]), .scalar(.int8), .scalar(.int64),
        ])
        let inv = try invocation(t, [t], address(of: f), key: "{CTNested={?=sf}cq}{CTNested={?=sf}cq}")
        var n = CTNested()
        n.in.s = 10
        n.in.f = 2.5
        n.tag = 65
        n.l = 100
        try inv.setArgument(.bytes(of: n), at: 0)
        try inv.invoke()
        let r = try #require(inv.returnValue.load(as: CTNested.self))
        let typed = cts_nested_bump(n)
        #expect(r.in.s == typed.in.s && r.in.f == typed.in.f && r.tag == typed.tag && r.l == typed.l)
    }

    @Test func unionsPassedAsTheirBytes() throws {
        let intFloat = FFICallType.union(name: "CTIntFloat", fields: [.scalar(.int32), .scalar(.float)])
        let make: @convention(c) (Int32) -> CTIntFloat = cts_union_from_int
        let inv = try invocation(intFloat, [.scalar(.int32)], address(of: make), key: "(CTIntFloat=if)i")
        try inv.setArgument(.int32(0x3F80_0000), at: 0)
        try inv.invoke()
        #expect(unionValue(inv.returnValue, as: CTIntFloat.self)?.f == 1.0)

        let asFloat: @convention(c) (CTIntFloat) -> Float = cts_union_as_float
        let inv2 = try invocation(.scalar(.float), [intFloat], address(of: asFloat), key: "f(CTIntFloat=if)")
        try inv2.setArgument(.bytes(withUnsafeBytes(of: CTIntFloat(i: 0x4000_0000)) { Array($0) }), at: 0)
        try inv2.invoke()
        #expect(inv2.returnValue == .float(2.0))

        // A union of floating-point members only is returned in an SSE register.
        let floats = FFICallType.union(name: "CTFloats", fields: [.scalar(.double), .array(count: 2, element: .scalar(.float))])
        let mk: @convention(c) (Float, Float) -> CTFloats = cts_floats_make
        let inv3 = try invocation(floats, [.scalar(.float), .scalar(.float)], address(of: mk), key: "(CTFloats=d[2f])ff")
        try inv3.setArgument(.float(3), at: 0)
        try inv3.setArgument(.float(-5), at: 1)
        try inv3.invoke()
        let u = try #require(unionValue(inv3.returnValue, as: CTFloats.self))
        #expect(u.f.0 == 3 && u.f.1 == -5)
    }

    /// Imported C unions are not BitwiseCopyable, so ObjCValue.load(as:) does not take them.
    func unionValue<T>(_ v: ObjCValue, as: T.Type) -> T? {
        guard case .bytes(let b) = v, b.count == MemoryLayout<T>.size else { return nil }
        return b.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
    }

    #if arch(x86_64) // Swift has Float80 (C long double) only on x86
    @Test func structHoldingOnlyALongDouble() throws {
        let f: @convention(c) (Float80) -> CTLD = cts_ld_struct
        let t = FFICallType.structure(name: "CTLD", fields: [.scalar(.longDouble)])
        let inv = try invocation(t, [.scalar(.longDouble)], address(of: f), key: "{CTLD=D}D")
        try inv.setArgument(.longDouble(LongDouble(Float80(0.5))), at: 0)
        try inv.invoke()
        let r = try #require(inv.returnValue.load(as: CTLD.self))
        #expect(r.ld == 1.5)
    }
    #endif

    @Test func narrowIntegerReturnsAreSignedCorrectly() throws {
        let neg: @convention(c) (Int8) -> Int8 = cts_neg8
        let inv = try invocation(.scalar(.int8), [.scalar(.int8)], address(of: neg), key: "cc")
        try inv.setArgument(.int8(5), at: 0)
        try inv.invoke()
        #expect(inv.returnValue == .int8(-5))

        let twice: @convention(c) (UInt16) -> UInt16 = cts_twice16
        let inv2 = try invocation(.scalar(.uint16), [.scalar(.uint16)], address(of: twice), key: "SS")
        try inv2.setArgument(.int64(40000), at: 0)
        try inv2.invoke()
        #expect(inv2.returnValue == .uint16(cts_twice16(40000)))

        let positive: @convention(c) (Int) -> Bool = cts_is_positive
        let inv3 = try invocation(.scalar(.bool), [.scalar(.int64)], address(of: positive), key: "Bq")
        try inv3.setArgument(.int64(3), at: 0)
        try inv3.invoke()
        #expect(inv3.returnValue == .bool(true))
        try inv3.setArgument(.int64(-3), at: 0)
        try inv3.invoke()
        #expect(inv3.returnValue == .bool(false))
    }

    @Test func cStringsAndPointers() throws {
        let len: @convention(c) (UnsafePointer<CChar>?) -> UInt = cts_strlen
        let inv = try invocation(.scalar(.uint64), [.scalar(.cString)], address(of: len), key: "Q*")
        try inv.setArgument(string: "hello, libffi", at: 0)
        try inv.invoke()
        #expect(inv.returnValue == .uint64(13))

        let skip: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafePointer<CChar>? = cts_skip
        let inv2 = try invocation(.scalar(.cString), [.scalar(.cString), .scalar(.int32)], address(of: skip), key: "**i")
        try inv2.setArgument(string: "abcdef", at: 0)
        try inv2.setArgument(.int32(2), at: 1)
        try inv2.invoke()
        guard case .cString(let p) = inv2.returnValue, let p else { Issue.record("no string"); return }
        #expect(String(cString: p) == "cdef")

        let store: @convention(c) (UnsafeMutablePointer<Int>?, Int) -> Void = cts_store
        let inv3 = try invocation(.scalar(.void), [.pointer, .scalar(.int64)], address(of: store), key: "v^qq")
        var target = 0
        try withUnsafeMutablePointer(to: &target) { p in
            try inv3.setArgument(.pointer(UnsafeMutableRawPointer(p)), at: 0)
            try inv3.setArgument(.int64(-99), at: 1)
            try inv3.invoke()
        }
        #expect(target == -99)
        #expect(inv3.returnValue == .void)
    }

    @Test func cifIsCachedOncePerTypeString() throws {
        let f: IncFn = cts_inc
        let sig = FFISignature(returnType: .scalar(.int64), arguments: [.scalar(.object), .scalar(.selector), .scalar(.int64)])
        let a = try FFICallLayout.make(key: "fixed:cache-once", signature: sig)
        let b = try FFICallLayout.make(key: "fixed:cache-once", signature: sig)
        #expect(a.cif == b.cif)
        // Many threads asking for one new signature at once still build exactly one cif.
        let key = "fixed:cache-race"
        let results = LockedValue<Set<UInt>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if let l = try? FFICallLayout.make(key: key, signature: sig) {
                results.withLock { _ = $0.insert(UInt(bitPattern: l.cif)) }
            }
        }
        #expect(results.withLock { $0.count } == 1)
        // And the cached cif calls correctly.
        let inv = Invocation(layout: a, implementation: address(of: f))
        try inv.setArgument(.int64(1), at: 2)
        try inv.invoke()
        #expect(inv.returnValue == .int64(2))
    }
}

// Behaviour of CSupport/RuntimeCore/ivar.c: instance variable layout and access.
import ObjCRuntime
import Testing
import CRuntimeCore
import MiniObjCTestSupport

@Suite struct IvarTests {
    @Test func layoutFollowsSuperclassWithAlignment() throws {
        let a = try ClassBuilder(name: uniqueName("IvA"))
        try a.addIvar("c", size: 1, log2Alignment: 0, types: "c")
        try a.addIvar("d", size: 8, log2Alignment: 3, types: "d")
        try a.addIvar("s", size: 2, log2Alignment: 1, types: "s")
        let clsA = try a.register()
        // Header is 16 bytes: c at 16, d at 24 (aligned to 8), s at 32; size 34.
        let ivarsA = clsA.ivars
        #expect(ivarsA.map(\.name) == ["c", "d", "s"])
        #expect(ivarsA.map(\.offset) == [16, 24, 32])
        #expect(clsA.instanceSize == 34)

        let b = try ClassBuilder(name: uniqueName("IvB"), superclass: clsA)
        try b.addIvar("i", size: 4, log2Alignment: 2, types: "i")
        try b.addIvar("v", size: 16, log2Alignment: 4, types: "{?=dd}")
        try b.addIvar("obj", size: 8, log2Alignment: 3, types: "@\"NSString\"")
        let clsB = try b.register()
        #expect(clsB.ivars.map(\.offset) == [36, 48, 64])
        #expect(clsB.instanceSize == 72)
        #expect(clsB.instanceAlignment == 16)
        #expect(clsB.ivars.map(\.name) == ["i", "v", "obj"], "only the class's own ivars")
        #expect(clsB.ivar(named: "d")?.offset == 24, "lookup searches superclasses")
        #expect(clsB.ivar(named: "obj")?.typeEncoding == "@\"NSString\"")
        #expect(clsB.ivar(named: "obj")?.isObject == true)
        #expect(clsB.ivar(named: "nope") == nil)
    }

    @Test func anIvarOutsideTheObjectIsRefused() throws {
        let big = try ClassBuilder(name: uniqueName("IvBig"))
        try big.addIvar("pad", size: 64, log2Alignment: 3, types: "[64c]")
        try big.addIvar("n", size: 8, log2Alignment: 3, types: "q")
        try big.addIvar("o", size: 8, log2Alignment: 3, types: "@")
        let bigClass = try big.register()
        let small = try ClassBuilder(name: uniqueName("IvSmall")).register()
        let n = try #require(bigClass.ivar(named: "n"))
        let o = try #require(bigClass.ivar(named: "o"))
        let smallObject = try small.new()
        // Both lie past the small object's 16 bytes: refused, nothing written.
        #expect(throws: ObjCError.self) { try n.setValue(Int64(7), in: smallObject) }
        #expect(throws: ObjCError.self) { try n.value(in: smallObject, as: Int64.self) }
        #expect(throws: ObjCError.self) { try o.setObject(smallObject, in: smallObject) }
        #expect(throws: ObjCError.self) { try o.object(in: smallObject) }
        let bigObject = try bigClass.new()
        try n.setValue(Int64(7), in: bigObject)
        #expect(try n.value(in: bigObject, as: Int64.self) == 7)
    }

    @Test func ivarsOnlyBeforeRegistration() throws {
        let b = try ClassBuilder(name: uniqueName("IvLate"))
        try b.addIvar("x", size: 4, log2Alignment: 2, types: "i")
        #expect(throws: ObjCError.duplicateIvar(className: b.objcClass.name, ivar: "x")) {
            try b.addIvar("x", size: 4, log2Alignment: 2, types: "i")
        }
        try b.register()
        #expect(throws: ObjCError.ivarAfterRegistration(className: b.objcClass.name, ivar: "y")) {
            try b.addIvar("y", size: 4, log2Alignment: 2, types: "i")
        }
        #expect(b.objcClass.ivars.count == 1, "state intact after the refusal")
        #expect(b.objcClass.instanceSize == 20)
    }

    @Test func badIvarArgumentsAreErrors() throws {
        let b = try ClassBuilder(name: uniqueName("IvBad"))
        #expect(throws: ObjCError.self) { try b.addIvar("", size: 4, log2Alignment: 2, types: "i") }
        #expect(throws: ObjCError.self) { try b.addIvar("x", size: -1, log2Alignment: 2, types: "i") }
        #expect(throws: ObjCError.self) { try b.addIvar("x", size: 4, log2Alignment: 40, types: "i") }
        #expect(b.objcClass.ivars.isEmpty, "refusals leave the layout untouched")
    }

    @Test func readAndWriteIvarsOfAnObject() throws {
        let b = try ClassBuilder(name: uniqueName("IvRW"))
        try b.addIvar("count", size: 8, log2Alignment: 3, types: "q")
        try b.addIvar("ratio", size: 8, log2Alignment: 3, types: "d")
        try b.addIvar("flag", size: 1, log2Alignment: 0, types: "c")
        try b.addIvar("name", size: 8, log2Alignment: 3, types: "@")
        let cls = try b.register()
        let obj = try cls.createInstance()
        let count = try #require(cls.ivar(named: "count"))
        let ratio = try #require(cls.ivar(named: "ratio"))
        let flag = try #require(cls.ivar(named: "flag"))
        let name = try #require(cls.ivar(named: "name"))
        #expect(try count.value(in: obj, as: Int.self) == 0, "ivars start zeroed")
        #expect(try name.object(in: obj) == nil)
        try count.setValue(41, in: obj)
        try ratio.setValue(2.5, in: obj)
        try flag.setValue(Int8(1), in: obj)
        let s = ObjCObject.string("hello")
        try name.setObject(s, in: obj)
        #expect(try count.value(in: obj, as: Int.self) == 41)
        #expect(try ratio.value(in: obj, as: Double.self) == 2.5)
        #expect(try flag.value(in: obj, as: Int8.self) == 1)
        #expect(try name.object(in: obj)?.stringValue == "hello")
        #expect(s.retainCount == 2, "a strong ivar holds one reference")
        #expect(throws: ObjCError.ivarTypeMismatch(ivar: "flag", encoding: "c", requestedSize: 8)) {
            try flag.setValue(1, in: obj)
        }
        #expect(throws: ObjCError.self) { try name.value(in: obj, as: Int.self) }
        #expect(throws: ObjCError.self) { try count.object(in: obj) }
    }

    /// An ivar size near SIZE_MAX would wrap the instance size, making tiny instances whose
    /// ivar lies far outside them: such sizes are refused.
    @Test func hugeIvarSizesAreRefused() throws {
        _ = try ObjCClass.named("NSObject")
        let nsobject = try #require(rt_objc_getClass("NSObject"))
        let cls = try #require(rt_objc_allocateClassPair(nsobject, uniqueName("HugeIvar"), 0, nil))
        #expect(rt_class_addIvar(cls, "_huge", Int(bitPattern: UInt.max - 4), 3, "[1c]", RT_IVAR_STRONG) == RT_ERR_INVALID_ARGUMENT)
        #expect(rt_class_addIvar(cls, "_half", Int.max - 8, 3, "[1c]", RT_IVAR_STRONG) == RT_ERR_INVALID_ARGUMENT)
        #expect(rt_class_addIvar(cls, "_ok", 8, 3, "q", RT_IVAR_STRONG) == RT_OK)
        #expect(rt_class_getInstanceSize(cls) == 24)
        #expect(rt_objc_disposeClassPair(cls) == RT_OK)
    }
}

// Behaviour of CSupport/ValueClasses/nsdata.c: immutable NSData.
import ObjCRuntime
import Testing
import CRuntimeCore
import CValueClasses

@Suite struct NSDataTests {
    @Test func dataHoldsBytes() throws {
        let bytes: [UInt8] = [0, 1, 2, 0xff, 0x80]
        let d = try vtObject(.data(bytes))
        #expect(d.className == "NSData")
        #expect(try d.send("length", as: Int.self) == 5)
        #expect(try d.send("isEqual:", vtObject(.data(bytes)), as: Bool.self) && !d.send("isEqual:", vtObject(.data([0, 1])), as: Bool.self))
        #expect(try d.send("hash", as: Int.self) == (vtObject(.data(bytes))).send("hash", as: Int.self))
        #expect(try d.objcDescription() == "<000102ff 80>")
        #expect(try BridgedValue(object: d) == .data(bytes))
        #expect(try BridgedValue(object: vtObject(.data([]))) == .data([]))
    }

    /// A length near SIZE_MAX would wrap the instance size to a tiny allocation that the byte
    /// copy then overruns: the allocation is refused instead.
    @Test func hugeIndexedSizesAreRefused() throws {
        _ = try ObjCClass.named("NSData")
        var byte: UInt8 = 7
        #expect(rt_nsdata_create(&byte, Int.max) == nil)
        #expect(rt_nsdata_create(&byte, Int(bitPattern: UInt(UInt.max))) == nil)
        let nsobject = try #require(rt_objc_getClass("NSObject"))
        #expect(rt_class_createInstance(nsobject, Int(bitPattern: UInt(UInt.max - 8))) == nil)
        let small = try #require(rt_nsdata_create(&byte, 1))
        #expect(rt_nsdata_length(small) == 1)
        rt_objc_release(small)
    }
}

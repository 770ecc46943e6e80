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

    /// The class factories copy the bytes they are given; -getBytes:length: copies at most
    /// the data's length, and an immutable data's copy is itself.
    @Test func factoriesAndByteCopies() throws {
        let source: [UInt8] = [10, 20, 30, 40]
        let d = try #require(try source.withUnsafeBytes { raw in
            try ObjCClass.nsData.send("dataWithBytes:length:", raw.baseAddress, UInt(raw.count))
        })
        #expect(try BridgedValue(object: d) == .data(source))
        var out = [UInt8](repeating: 0xEE, count: 6)
        try out.withUnsafeMutableBytes { raw in try d.send("getBytes:length:", raw.baseAddress, UInt(6), as: Void.self) }
        #expect(out == [10, 20, 30, 40, 0xEE, 0xEE], "four bytes copied, the rest untouched")
        var two = [UInt8](repeating: 0, count: 2)
        try two.withUnsafeMutableBytes { raw in try d.send("getBytes:length:", raw.baseAddress, UInt(2), as: Void.self) }
        #expect(two == [10, 20])
        let empty = try #require(try ObjCClass.nsData.send("data"))
        #expect(try empty.send("length", as: Int.self) == 0)
        #expect(try empty.send("isEqualToData:", vtObject(.data([])), as: Bool.self))
        #expect(try d.send("copy") == d)
        #expect(try !d.send("isEqual:", vtObject("abcd"), as: Bool.self))
    }
}

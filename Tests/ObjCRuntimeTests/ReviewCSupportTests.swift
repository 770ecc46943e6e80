import CSupport
import ObjCRuntime
import Testing

/// Checks for the C runtime's review fixes: sizes from input that would wrap, and optional
/// out-parameters on public C entry points.
@Suite struct ReviewCSupportTests {
    /// A length near SIZE_MAX used to wrap the instance size to a tiny allocation, which the
    /// byte copy then overran; now the allocation is refused.
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

    /// A class pair's extra bytes are added to the class struct's size; a wrapping value is
    /// an invalid argument, not a too-small class.
    @Test func hugeClassExtraBytesAreRefused() throws {
        _ = try ObjCClass.named("NSObject")
        let nsobject = try #require(rt_objc_getClass("NSObject"))
        var status = RT_OK
        let cls = rt_objc_allocateClassPair(nsobject, "ReviewHugeExtra", Int(bitPattern: UInt(UInt.max - 16)), &status)
        #expect(cls == nil)
        #expect(status == RT_ERR_INVALID_ARGUMENT)
        #expect(rt_objc_getClass("ReviewHugeExtra") == nil)
    }

    /// The status and bad-index out-parameters of the libffi bridge are optional.
    @Test func invokeOutParametersMayBeNil() {
        let bad = [rt_type_node(kind: 99, count: 0, span: 1)]
        let cif = bad.withUnsafeBufferPointer { rt_cif_intern("review:bad", $0.baseAddress, $0.count, 0, nil, nil) }
        #expect(cif == nil)
        let good = [rt_type_node(kind: RT_FFI_VOID.rawValue, count: 0, span: 1)]
        let made = good.withUnsafeBufferPointer { rt_cif_intern("review:v", $0.baseAddress, $0.count, 0, nil, nil) }
        #expect(made != nil)
        #expect(rt_cif_arg_count(nil) == 0)
        #expect(rt_cif_frame_size(nil) == 0)
        #expect(rt_closure_create(nil, nil, nil, nil) == nil)
        #expect(rt_closure_code(nil) == nil)
    }
}

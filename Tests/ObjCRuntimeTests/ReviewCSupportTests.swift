import CLibffiGlue
import CRuntimeCore
import CValueClasses
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

    /// A key's -isEqual: that reads the mutable dictionary it is being looked up in used to
    /// spin forever on the dictionary's lock; now it reads, and the lookup finishes.
    @Test func keyEqualityMayReadTheSameDictionary() throws {
        _ = try ObjCClass.named("NSDictionary")
        let a = try #require(rt_nsstring_create("a", 1))
        let v = try #require(rt_nsstring_create("v", 1))
        var k: ObjID? = a
        var one: ObjID? = v
        let inner = try #require(rt_nsdictionary_create(&k, &one, 1, false))  // count 1, so -hash 1
        let md = try #require(rt_nsdictionary_create(nil, nil, 0, true))
        #expect(rt_nsdictionary_setObject(md, v, inner))
        // md's -hash is its count, 1, so probing for md reaches `inner`, whose -isEqual: asks
        // md for its count and for the value of "a" while md's lock is held on this thread.
        #expect(rt_nsdictionary_objectForKey(md, md) == nil)
        #expect(!rt_exception_isPending())
        #expect(rt_nsdictionary_count(md) == 1)
        for obj in [md, inner, v, a] { rt_objc_release(obj) }
    }

    /// A key's -isEqual: that mutates the dictionary being probed gets a pending exception
    /// (the probe would otherwise read freed tables), not a deadlock.
    @Test func keyEqualityMayNotMutateTheSameDictionary() throws {
        _ = try ObjCClass.named("NSDictionary")
        let nsobject = try #require(rt_objc_getClass("NSObject"))
        let cls = try #require(rt_objc_allocateClassPair(nsobject, "ReviewMutatingKey", 0, nil))
        let copyIMP: @convention(c) (ObjID?, ObjSEL?, UnsafeMutableRawPointer?) -> ObjID? = { s, _, _ in rt_objc_retain(s) }
        let hashIMP: @convention(c) (ObjID?, ObjSEL?) -> UInt = { _, _ in 1 }
        let equalIMP: @convention(c) (ObjID?, ObjSEL?, ObjID?) -> Int8 = { s, _, other in
            if let other, rt_object_isNSMutableDictionary(other) { _ = rt_nsdictionary_setObject(other, s, s) }
            return 0
        }
        rt_class_addMethod(cls, rt_sel_registerName("copyWithZone:"), unsafeBitCast(copyIMP, to: IMP.self), "@24@0:8^v16")
        rt_class_addMethod(cls, rt_sel_registerName("hash"), unsafeBitCast(hashIMP, to: IMP.self), "Q16@0:8")
        rt_class_addMethod(cls, rt_sel_registerName("isEqual:"), unsafeBitCast(equalIMP, to: IMP.self), "c24@0:8@16")
        #expect(rt_objc_registerClassPair(cls) == RT_OK)
        let key = try #require(rt_class_createInstance(cls, 0))
        let md = try #require(rt_nsdictionary_create(nil, nil, 0, true))
        #expect(rt_nsdictionary_setObject(md, key, key))
        #expect(rt_nsdictionary_objectForKey(md, md) == nil)
        var info = rt_exception_info()
        #expect(rt_exception_take(&info))
        #expect(info.kind == RT_EXC_INVALID_ARGUMENT)
        #expect(rt_nsdictionary_count(md) == 1)
        rt_objc_release(md)
        rt_objc_release(key)
    }

    /// A COPY association whose value cannot be copied is refused and leaves the existing
    /// association alone (it used to read as "set nil" and remove it).
    @Test func uncopyableAssociationLeavesTheOldValue() throws {
        _ = try ObjCClass.named("NSObject")
        let nsobject = try #require(rt_objc_getClass("NSObject"))
        let owner = try #require(rt_class_createInstance(nsobject, 0))
        let old = try #require(rt_nsstring_create("old", 3))
        let plain = try #require(rt_class_createInstance(nsobject, 0))  // no -copyWithZone:
        var key: UInt8 = 0
        #expect(rt_objc_setAssociatedObject(owner, &key, old, RT_OBJC_ASSOCIATION_RETAIN) == RT_OK)
        #expect(rt_objc_setAssociatedObject(owner, &key, plain, RT_OBJC_ASSOCIATION_COPY) == RT_ERR_INVALID_ARGUMENT)
        #expect(rt_exception_take(nil))
        #expect(rt_objc_getAssociatedObject(owner, &key) == old)
        for obj in [owner, plain, old] { rt_objc_release(obj) }
    }

    /// Protocols that share ancestors (here each one lists its parent twice) used to be
    /// searched once per path, 2^depth visits: a negative answer over 48 levels never came.
    @Test func sharedProtocolAncestorsAreSearchedOnce() throws {
        _ = try ObjCClass.named("NSObject")
        let tag = UInt64.random(in: 0...UInt64.max)
        var previous = try #require(rt_objc_allocateProtocol("ReviewDiamond0_\(tag)"))
        rt_protocol_addMethodDescription(previous, rt_sel_registerName("reviewRoot"), "v16@0:8", true, true)
        rt_objc_registerProtocol(previous)
        let root = previous
        for level in 1...48 {
            let p = try #require(rt_objc_allocateProtocol("ReviewDiamond\(level)_\(tag)"))
            #expect(rt_protocol_addProtocol(p, previous) == RT_OK)
            #expect(rt_protocol_addProtocol(p, previous) == RT_OK)
            rt_objc_registerProtocol(p)
            previous = p
        }
        let unrelated = try #require(rt_objc_allocateProtocol("ReviewUnrelated_\(tag)"))
        rt_objc_registerProtocol(unrelated)
        #expect(!rt_protocol_conformsToProtocol(previous, unrelated))
        #expect(rt_protocol_conformsToProtocol(previous, root))
        let found = rt_protocol_getMethodDescription(previous, rt_sel_registerName("reviewRoot"), true, true)
        #expect(found.name == rt_sel_registerName("reviewRoot"))
        let missing = rt_protocol_getMethodDescription(previous, rt_sel_registerName("reviewNope"), true, true)
        #expect(missing.name == nil)
    }

    /// An ivar size near SIZE_MAX used to wrap the instance size, so the class made tiny
    /// instances whose ivar lay far outside them.
    @Test func hugeIvarSizesAreRefused() throws {
        _ = try ObjCClass.named("NSObject")
        let nsobject = try #require(rt_objc_getClass("NSObject"))
        let cls = try #require(rt_objc_allocateClassPair(nsobject, "ReviewHugeIvar_\(UInt64.random(in: 0...UInt64.max))", 0, nil))
        #expect(rt_class_addIvar(cls, "_huge", Int(bitPattern: UInt.max - 4), 3, "[1c]", RT_IVAR_STRONG) == RT_ERR_INVALID_ARGUMENT)
        #expect(rt_class_addIvar(cls, "_half", Int.max - 8, 3, "[1c]", RT_IVAR_STRONG) == RT_ERR_INVALID_ARGUMENT)
        #expect(rt_class_addIvar(cls, "_ok", 8, 3, "q", RT_IVAR_STRONG) == RT_OK)
        #expect(rt_class_getInstanceSize(cls) == 24)
        #expect(rt_objc_disposeClassPair(cls) == RT_OK)
    }
}

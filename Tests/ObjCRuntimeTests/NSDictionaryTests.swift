// Behaviour of CSupport/ValueClasses/nsdictionary.c: NSDictionary and NSMutableDictionary.
import ObjCRuntime
import Testing
import CRuntimeCore
import CValueClasses
import MiniObjCTestSupport

@Suite struct NSDictionaryTests {
    @Test func lookupUsesHashAndIsEqual() throws {
        let d = try vtObject(["a": 1, "b": "two"])
        #expect(d.className == "NSDictionary")
        #expect(try d.send("count", as: Int.self) == 2)
        #expect(try d.send("objectForKey:", vtObject("a")).map { try BridgedValue(object: $0) } == 1)
        #expect(try d.send("objectForKey:", vtObject("zzz")) == nil)
        // Number keys: @1 and @1.0 are the same key.
        let n = try ObjCObject.dictionary([(vtObject(1), vtObject("one"))])
        #expect(try n.send("objectForKey:", vtObject(1.0))?.stringValue == "one")
    }

    @Test func mutableSetRemoveAndOrder() throws {
        let m = try ObjCClass.nsMutableDictionary.new()
        for key in ["z", "a", "m"] { try m.send("setObject:forKey:", vtObject(.string(key.uppercased())), vtObject(.string(key)), as: Void.self) }
        #expect(try m.send("allKeys").map { try BridgedValue(object: $0) } == ["z", "a", "m"], "insertion order")
        #expect(try m.send("allValues").map { try BridgedValue(object: $0) } == ["Z", "A", "M"])
        try m.send("setObject:forKey:", vtObject(1), vtObject("a"), as: Void.self)
        #expect(try m.send("count", as: Int.self) == 3, "replacing keeps one entry")
        try m.send("removeObjectForKey:", vtObject("z"), as: Void.self)
        #expect(try BridgedValue(object: m) == ["a": 1, "m": "M"])
        try m.send("removeObjectForKey:", vtObject("absent"), as: Void.self)
        #expect(try m.send("count", as: Int.self) == 2)
        for i in 0..<1000 { try m.send("setObject:forKey:", vtObject(.int(i)), vtObject(.string("k\(i)")), as: Void.self) }
        for i in stride(from: 0, to: 1000, by: 2) { try m.send("removeObjectForKey:", vtObject(.string("k\(i)")), as: Void.self) }
        #expect(try m.send("count", as: Int.self) == 502)
        for i in 0..<1000 {
            let v = try m.send("objectForKey:", vtObject(.string("k\(i)")))
            #expect((v == nil) == (i % 2 == 0))
        }
    }

    @Test func keysAreCopiedAndValuesRetained() throws {
        let value = try vtPlainObject()
        let key = try vtObject("key")
        var d: ObjCObject? = try ObjCObject.dictionary([(key, value)], mutable: true)
        #expect(value.retainCount == 2)
        #expect(key.retainCount == 2, "an NSString's -copy is a retain")
        // A key class that cannot be copied is refused, as Foundation refuses it.
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSObject", selector: "copyWithZone:")) {
            try (#require(d)).send("setObject:forKey:", value, vtPlainObject(), as: Void.self)
        }
        #expect(try (#require(d)).send("count", as: Int.self) == 1)
        d = nil
        #expect(value.retainCount == 1 && key.retainCount == 1, "dealloc released key and value")
    }

    @Test func nilKeysAndValuesAreErrors() throws {
        let m = try ObjCClass.nsMutableDictionary.new()
        #expect(throws: ObjCException.invalidArgument(className: "NSMutableDictionary", selector: "setObject:forKey:",
                                                       reason: "attempt to insert nil value")) {
            try m.send("setObject:forKey:", nil as ObjCObject?, vtObject("k"), as: Void.self)
        }
        #expect(throws: ObjCException.self) { try m.send("setObject:forKey:", vtObject(1), nil as ObjCObject?, as: Void.self) }
        #expect(try m.send("count", as: Int.self) == 0)
    }

    @Test func equalityCopyAndKVC() throws {
        let a = try vtObject(["x": [1, 2], "y": ["z": true]])
        let b = try ObjCObject.dictionary([(vtObject("y"), vtObject(["z": 1])), (vtObject("x"), vtObject([1.0, 2.0]))])
        #expect(try a.send("isEqual:", b, as: Bool.self), "order does not matter; values compared with -isEqual:")
        #expect(try !a.send("isEqual:", vtObject(["x": [1, 2]]), as: Bool.self))
        let mc = try #require(try a.send("mutableCopy"))
        #expect(mc.className == "NSMutableDictionary")
        let c = try #require(try mc.send("copy"))
        #expect(c.className == "NSDictionary")
        #expect(try c.send("isEqual:", a, as: Bool.self))
        #expect(try a.value(forKey: "x").map { try BridgedValue(object: $0) } == [1, 2], "-valueForKey: is -objectForKey:")
        try mc.setValue(nil, forKey: "x")
        #expect(try mc.send("count", as: Int.self) == 1, "-setValue:nil forKey: removes")
        #expect(try vtObject(["k": "v"]).objcDescription() == "{k = v;}")
    }

    @Test func dictionaryLookupByUTF8Key() throws {
        let dictionary = try BridgedValue.dictionary(["login": "mojombo", "id": 1]).makeObject()
        let found = try #require(dictionary.unmanaged.dictionaryValue(forKey: DictionaryKey("login")))
        #expect(found.takeRetainedObject().stringValue == "mojombo")
        #expect(dictionary.unmanaged.dictionaryValue(forKey: DictionaryKey("missing")) == nil)
        #expect(try dictionary.dictionaryValue(forKey: "id").map { try BridgedValue(object: $0) } == .int(1))
        let mutable = try #require(try dictionary.send("mutableCopy"))
        try mutable.setDictionaryValue(.string("v"), forKey: "k")
        try mutable.setDictionaryValue(nil, forKey: "login")
        #expect(try BridgedValue(object: mutable) == ["id": 1, "k": "v"])
        #expect(throws: ObjCException.self) { try dictionary.setDictionaryValue(.string("v"), forKey: "k") }
    }

    /// A key's -isEqual: may read the mutable dictionary it is being looked up in (the
    /// dictionary's lock lets its own thread read), and the lookup finishes.
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
        let cls = try #require(rt_objc_allocateClassPair(nsobject, uniqueName("MutatingKey"), 0, nil))
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
}

// Behaviour of CSupport/RuntimeCore/associated.c: associated objects and their policies.
import ObjCRuntime
import Testing
import CRuntimeCore
import CValueClasses

@Suite struct AssociatedObjectTests {
    @Test func retainPoliciesKeepValuesAndReleaseThemWithTheOwner() throws {
        let valueCls = try makeCountingClass("AssocValue")
        let ownerCls = try makeCountingClass("AssocOwner")
        let k1 = AssociationKey(), k2 = AssociationKey()
        var owner: ObjCObject? = try ownerCls.new()
        var v1: ObjCObject? = try valueCls.new()
        var v2: ObjCObject? = try valueCls.new()
        try owner!.setAssociatedObject(v1, forKey: k1, policy: .retain)
        try owner!.setAssociatedObject(v2, forKey: k2, policy: .retainNonatomic)
        #expect(v1!.retainCount == 2)
        #expect(owner!.associatedObject(forKey: k1) == v1!)
        #expect(owner!.associatedObject(forKey: k2) == v2!)
        v1 = nil
        v2 = nil
        #expect(deallocCount(valueCls) == 0)
        owner = nil
        #expect(deallocCount(ownerCls) == 1)
        #expect(deallocCount(valueCls) == 2, "associated values are released when the owner deallocates")
    }

    @Test func assignDoesNotRetainAndReplaceReleases() throws {
        let valueCls = try makeCountingClass("AssocAssign")
        let owner = try makeClass("AssocAssignOwner").new()
        let key = AssociationKey()
        let v = try valueCls.new()
        try owner.setAssociatedObject(v, forKey: key, policy: .assign)
        #expect(v.retainCount == 1)
        #expect(owner.associatedObject(forKey: key) == v)
        try owner.setAssociatedObject(try valueCls.new(), forKey: key, policy: .retain)
        #expect(deallocCount(valueCls) == 0)
        try owner.setAssociatedObject(nil, forKey: key, policy: .retain)
        #expect(deallocCount(valueCls) == 1, "replacing a retained value releases it")
        #expect(owner.associatedObject(forKey: key) == nil)
    }

    @Test func copyPolicySendsCopy() throws {
        let owner = try makeClass("AssocCopyOwner").new()
        let key = AssociationKey()
        let s = ObjCObject.string("copied")
        try owner.setAssociatedObject(s, forKey: key, policy: .copy)
        #expect(owner.associatedObject(forKey: key)?.stringValue == "copied")
        #expect(s.retainCount == 2, "NSString's -copy returns itself retained")
        try owner.setAssociatedObject(s, forKey: key, policy: .copyNonatomic)
        #expect(s.retainCount == 2)
        // An object without -copyWithZone: cannot be copied: a typed error, nothing stored.
        let plain = try makeClass("AssocUncopyable").new()
        #expect(throws: ObjCException.self) { try owner.setAssociatedObject(plain, forKey: AssociationKey(), policy: .copy) }
        owner.removeAssociatedObjects()
        #expect(owner.associatedObject(forKey: key) == nil)
        #expect(s.retainCount == 1)
    }

    /// A COPY association whose value cannot be copied is refused and leaves the existing
    /// association alone: a failed copy is not a "set nil" that would remove it.
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
}

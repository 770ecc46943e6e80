import Testing
import ObjCRuntime
@testable import KeyValueObserving

private typealias SetValue = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void
private typealias GetValue = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32
private typealias KeyFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void

/// Stores `v * 10` into `_value` (a swizzled-in setter).
private let storeTimesTen: SetValue = { receiver, _, v in
    guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: "_value") else { return }
    (receiver + ivar.offset).storeBytes(of: v &* 10, as: Int32.self)
}

/// Stores `v + 100` into `_value`.
private let storePlusHundred: SetValue = { receiver, _, v in
    guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: "_value") else { return }
    (receiver + ivar.offset).storeBytes(of: v &+ 100, as: Int32.self)
}

/// Reads `_value` and negates it (a swizzled-in getter).
private let readNegated: GetValue = { receiver, _ in
    guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: "_value") else { return 0 }
    return -(receiver + ivar.offset).load(as: Int32.self)
}

/// What a notifying setter keeps between calls — the original setter, the getter, whether the
/// class overrides `-willChangeValueForKey:` / `-didChangeValueForKey:` — is looked up again
/// after any method change (`SetterLookups`, the runtime's lookup generation): each test
/// observes, sets once (so the lookups are kept), changes a method, and sets again.
@Suite struct SetterLookupTests {
    /// Observes `value` on a new instance of `cls` for `.new`, and sets it once.
    private func observedAfterOneSet(_ cls: ObjCClass) throws -> (ObjCObject, Collected<Double>, KeyValueObservation) {
        let object = try cls.new()
        let values = Collected<Double>()
        let token = try object.observe("value", options: [.new]) { values.append(number($0.newValue) ?? .nan) }
        try object.send("setValue:", Int32(1), as: Void.self)
        return (object, values, token)
    }

    @Test func aSwizzleOfTheOriginalSetterAfterTheFirstSetIsHonoured() throws {
        let cls = try KVOFixture.freshClass("KVOTLookupSwizzle")
        let (object, values, token) = try observedAfterOneSet(cls)
        let setter = try #require(cls.instanceMethod(for: "setValue:"))
        _ = setter.setImplementation(unsafeBitCast(storeTimesTen, to: IMP.self))
        try object.send("setValue:", Int32(2), as: Void.self)
        #expect(try object.send("value", as: Int32.self) == 20)
        _ = cls.replaceMethod("setValue:", types: "v20@0:8i16", imp: unsafeBitCast(storePlusHundred, to: IMP.self))
        try object.send("setValue:", Int32(3), as: Void.self)
        #expect(try object.send("value", as: Int32.self) == 103)
        #expect(values.all == [1, 20, 103])
        withExtendedLifetime(token) {}
    }

    @Test func aSetterAddedBelowAnInheritedOneAfterTheFirstSetIsHonoured() throws {
        let base = try KVOFixture.freshClass("KVOTLookupBase")
        let sub = try ClassBuilder(name: "KVOTLookupSub_\(UInt(bitPattern: base.pointer))", superclass: base).register()
        let (object, values, token) = try observedAfterOneSet(sub)
        try sub.addMethod("setValue:", types: "v20@0:8i16", imp: unsafeBitCast(storePlusHundred, to: IMP.self))
        try object.send("setValue:", Int32(2), as: Void.self)
        #expect(try object.send("value", as: Int32.self) == 102)
        #expect(values.all == [1, 102])
        withExtendedLifetime(token) {}
    }

    @Test func aGetterReplacedAfterTheFirstSetReadsTheNewValues() throws {
        let cls = try KVOFixture.freshClass("KVOTLookupGetter")
        let (object, values, token) = try observedAfterOneSet(cls)
        _ = cls.replaceMethod("value", types: "i16@0:8", imp: unsafeBitCast(readNegated, to: IMP.self))
        try object.send("setValue:", Int32(5), as: Void.self)
        #expect(values.all == [1, -5])
        withExtendedLifetime(token) {}
    }

    /// Keys the late will/did override saw (each test class has its own key name).
    enum LateOverride {
        static let seen = LockedValue<[String]>([])
    }

    @Test func willAndDidOverridesAddedAfterTheFirstSetGetRealMessages() throws {
        let cls = try KVOFixture.freshClass("KVOTLookupWillDid")
        let (object, values, token) = try observedAfterOneSet(cls)
        for name in ["willChangeValueForKey:", "didChangeValueForKey:"] {
            let imp: KeyFn = { r, cmd, key in
                guard let r, let cmd else { return }
                let sel = Selector(rawValue: cmd)
                let text = key.flatMap { ObjCObject(retaining: $0).stringValue } ?? ""
                LateOverride.seen.withLock { $0.append("\(sel.name)\(text)@\(UInt(bitPattern: r))") }
                let sup = MessageSend.lookupSuper(r, from: .nsObject, sel)
                unsafeBitCast(sup, to: KeyFn.self)(r, cmd, key)
            }
            try cls.addMethod(Selector(name), types: "v24@0:8@16", imp: unsafeBitCast(imp, to: IMP.self))
        }
        try object.send("setValue:", Int32(2), as: Void.self)
        let me = "@\(UInt(bitPattern: object.pointer))"
        #expect(LateOverride.seen.withLock { $0 }.filter { $0.hasSuffix(me) }
                == ["willChangeValueForKey:value" + me, "didChangeValueForKey:value" + me])
        #expect(values.all == [1, 2])
        withExtendedLifetime(token) {}
    }

    /// An object whose isa someone swizzled again, to a class made below the notifying class:
    /// the setter finds its state by walking up, and looks up for that class (nothing kept).
    @Test func anIsaSwizzledBelowTheNotifyingClassStillNotifiesWithItsOwnMethods() throws {
        let cls = try KVOFixture.freshClass("KVOTLookupBelow")
        let (object, values, token) = try observedAfterOneSet(cls)
        let notifying = object.objcClass
        let below = try ClassBuilder(name: "KVOTLookupBelowSub_\(UInt(bitPattern: cls.pointer))", superclass: notifying)
        try below.addMethod("value", types: "i16@0:8", function: readNegated)
        try object.setClass(below.register())
        try object.send("setValue:", Int32(4), as: Void.self)
        try object.setClass(notifying)
        try object.send("setValue:", Int32(6), as: Void.self)
        #expect(values.all == [1, -4, 6])
        withExtendedLifetime(token) {}
    }
}

// Behaviour of CSupport/RuntimeCore/lookup.c: method lookup, resolution, forwarding targets, the nil IMP.
import ObjCRuntime
import Testing
import MiniObjCTestSupport

/// +resolveInstanceMethod: that adds `dynamic` (returning 42) and counts its calls in the
/// class's indexed bytes.
private let resolver: IdSelSelToBool = { cls, _, sel in
    guard let cls, let sel else { return 0 }
    let c = ObjCClass(pointer: cls)
    if let counter = c.indexedBytes { counter.storeBytes(of: counter.load(as: Int.self) + 1, as: Int.self) }
    guard Selector(rawValue: sel).name == "dynamic" else { return 0 }
    try? c.addMethod("dynamic", types: "q16@0:8", imp: imp(returns42))
    return 1
}

/// +resolveClassMethod: that adds `+classDynamic` to the metaclass.
private let classResolver: IdSelSelToBool = { cls, _, sel in
    guard let cls, let sel, Selector(rawValue: sel).name == "classDynamic" else { return 0 }
    try? ObjCClass(pointer: cls).metaclass.addMethod("classDynamic", types: "q16@0:8", imp: imp(returns3))
    return 1
}

/// -forwardingTargetForSelector: returning the object stored in the class's indexed bytes.
private let forwarder: IdSelSelToObj = { obj, _, _ in
    guard let obj else { return nil }
    return ObjCClass(ofObject: obj).indexedBytes?.load(as: UnsafeMutableRawPointer?.self)
}

@Suite struct LookupTests {
    @Test func resolveInstanceMethodGetsOneChance() throws {
        let b = try ClassBuilder(name: uniqueName("Resolving"), extraBytes: 8)
        try b.addClassMethod("resolveInstanceMethod:", types: "c24@0:8:16", imp: imp(resolver))
        let cls = try b.register()
        let obj = try cls.new()
        let before = cls.indexedBytes!.load(as: Int.self)
        #expect(try obj.send("dynamic", as: Int.self) == 42)
        #expect(try obj.send("dynamic", as: Int.self) == 42)
        #expect(cls.instanceMethod(for: "dynamic") != nil)
        let afterDynamic = cls.indexedBytes!.load(as: Int.self)
        #expect(afterDynamic - before == 1, "resolved once; later sends hit the method")

        #expect(throws: ObjCException.unrecognizedSelector(className: cls.name, selector: "missing")) {
            try obj.send("missing", as: Int.self)
        }
        #expect(throws: ObjCException.self) { try obj.send("missing", as: Int.self) }
        #expect(cls.indexedBytes!.load(as: Int.self) - afterDynamic == 1,
                "a miss asks the resolver once, then the cached miss goes straight to forwarding")
    }

    @Test func resolveClassMethod() throws {
        let b = try ClassBuilder(name: uniqueName("ClassResolving"))
        try b.addClassMethod("resolveClassMethod:", types: "c24@0:8:16", imp: imp(classResolver))
        let cls = try b.register()
        #expect(try cls.send("classDynamic", as: Int.self) == 3)
        #expect(cls.classMethod(for: "classDynamic") != nil)
        #expect(throws: ObjCException.unrecognizedSelector(className: cls.name, selector: "classMissing", sentToClass: true)) {
            try cls.send("classMissing", as: Int.self)
        }
        #expect(cls.instancesRespond(to: "classDynamic") == false)
    }

    @Test func respondsToSelectorTriggersResolution() throws {
        let b = try ClassBuilder(name: uniqueName("RespResolving"), extraBytes: 8)
        try b.addClassMethod("resolveInstanceMethod:", types: "c24@0:8:16", imp: imp(resolver))
        let cls = try b.register()
        #expect(cls.instancesRespond(to: "dynamic"))
        #expect(!cls.instancesRespond(to: "absent"))
    }

    @Test func forwardingTargetReplacesTheReceiver() throws {
        let target = try makeClass("FwdTarget", methods: [("inc:", "q24@0:8q16", imp(incIMP))]).new()
        let b = try ClassBuilder(name: uniqueName("Forwarding"), extraBytes: 8)
        try b.addMethod("forwardingTargetForSelector:", types: "@24@0:8:16", imp: imp(forwarder))
        let cls = try b.register()
        cls.indexedBytes!.storeBytes(of: target.pointer, as: UnsafeMutableRawPointer?.self)
        let obj = try cls.new()
        #expect(try obj.send("inc:", 1, as: Int.self) == 2, "sent on to the target")
        #expect(!obj.responds(to: "inc:"), "respondsToSelector: does not forward")
        var receiver: UnsafeMutableRawPointer? = obj.pointer
        _ = MessageSend.lookup(&receiver, "inc:")
        #expect(receiver == target.pointer, "the lookup hands back the new receiver")
        #expect(throws: ObjCException.unrecognizedSelector(className: target.className, selector: "nothing")) {
            try obj.send("nothing", as: Int.self)
        }
        withExtendedLifetime(target) {}
    }

    @Test func forwardingTargetReturningSelfOrNilFallsThrough() throws {
        let b = try ClassBuilder(name: uniqueName("FwdNil"), extraBytes: 8)
        try b.addMethod("forwardingTargetForSelector:", types: "@24@0:8:16", imp: imp(forwarder))
        let cls = try b.register()
        let obj = try cls.new()
        #expect(throws: ObjCException.unrecognizedSelector(className: cls.name, selector: "x")) { try obj.send("x", as: Int.self) }
        cls.indexedBytes!.storeBytes(of: obj.pointer, as: UnsafeMutableRawPointer?.self)
        #expect(throws: ObjCException.unrecognizedSelector(className: cls.name, selector: "y")) { try obj.send("y", as: Int.self) }
    }

    @Test func doesNotRecognizeSelectorIsASwiftErrorNotACrash() throws {
        let cls = try makeClass("Unrecognizing")
        let obj = try cls.new()
        do {
            _ = try obj.send("frobnicate:")
            Issue.record("expected an error")
        } catch let error as ObjCException {
            #expect(error == .unrecognizedSelector(className: cls.name, selector: "frobnicate:"))
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "-[\(cls.name) frobnicate:]: unrecognized selector sent to instance")
        }
        #expect(ObjCException.takePending() == nil, "the error was consumed")
        #expect(try obj.send("hash", as: Int.self) != 0, "the object is fine afterwards")
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSObject", selector: "frobnicate", sentToClass: true)) {
            try ObjCClass.nsObject.send("frobnicate")
        }
    }

    @Test func performSelectorAndForwardInvocationFallback() throws {
        let cls = try makeClass("Performer", methods: [("answer", "q16@0:8", imp(returns42))])
        let obj = try cls.new()
        // -answer returns a long; -performSelector: hands back the same register as an id.
        let viaPerform = try obj.send("performSelector:", Selector("answer"), as: UnsafeMutableRawPointer?.self)
        #expect(Int(bitPattern: viaPerform) == 42)
        // NSObject's -forwardInvocation: with a nil invocation ends in doesNotRecognizeSelector.
        #expect(throws: ObjCException.self) { try obj.send("forwardInvocation:", nil as ObjCObject?, as: Void.self) }
        #expect(try obj.send("methodSignatureForSelector:", nil as ObjCObject?) == nil)
    }

    @Test func messagesToNilReturnZero() throws {
        var receiver: UnsafeMutableRawPointer? = nil
        let nilIMP = MessageSend.lookup(&receiver, "anything:")
        #expect(unsafeBitCast(nilIMP, to: IdSelIntToInt.self)(nil, Selector("anything:").rawValue, 7) == 0)
    }

    @Test func respondsAndInstancesRespond() throws {
        let cls = try makeClass("MsgResp", methods: [("known", "q16@0:8", imp(returns1))])
        let obj = try cls.new()
        #expect(obj.responds(to: "known"))
        #expect(!obj.responds(to: "unknown"))
        #expect(try obj.send("respondsToSelector:", Selector("known"), as: Bool.self))
        #expect(try !obj.send("respondsToSelector:", Selector("unknown"), as: Bool.self))
        #expect(try cls.send("instancesRespondToSelector:", Selector("known"), as: Bool.self))
        #expect(try !cls.send("respondsToSelector:", Selector("known"), as: Bool.self), "the class object itself does not")
        #expect(try cls.send("respondsToSelector:", Selector("alloc"), as: Bool.self))
        #expect(cls.instancesRespond(to: "hash"))
    }

    @Test func unknownSelectorsLeaveObjectsAndCachesWorking() throws {
        let cls = try makeClass("BadSel", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        let obj = try cls.new()
        for _ in 0..<3 {
            #expect(throws: ObjCException.unrecognizedSelector(className: cls.name, selector: "nope:")) {
                try obj.send("nope:", 1, as: Int.self)
            }
            #expect(throws: ObjCException.unrecognizedSelector(className: cls.name, selector: "classNope", sentToClass: true)) {
                try cls.send("classNope", as: Int.self)
            }
            #expect(try obj.send("inc:", 1, as: Int.self) == 2)
        }
        #expect(ObjCException.takePending() == nil)
        #expect(obj.retainCount == 1)
    }

    /// The GNU way to message: look the IMP up, then call it cast to the method's C type, as
    /// compiled code casts `objc_msgSend` — here through the cache once the first send filled it.
    @Test func lookUpThenCallThroughTheMethodsCType() throws {
        let cls = try makeClass("LookupCall", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        let obj = try cls.new()
        var receiver: UnsafeMutableRawPointer? = obj.pointer
        let found = MessageSend.lookup(&receiver, "inc:")
        #expect(found == cls.instanceMethod(for: "inc:")?.implementation)
        #expect(receiver == obj.pointer, "no forwarding target: the receiver stays")
        let inc = unsafeBitCast(found, to: IdSelIntToInt.self)
        #expect(withExtendedLifetime(obj) { inc(receiver, Selector("inc:").rawValue, 41) } == 42)
        #expect(cls.methodCache.entries.contains { $0.selector == Selector("inc:") })
        #expect(MessageSend.lookup(&receiver, "inc:") == found, "a cache hit answers the same IMP")
    }

    /// A nil receiver gets the nil IMP for any selector, known or not, and keeps nil as its
    /// receiver; the nil IMP answers zero and touches nothing.
    @Test func nilReceiversGetTheNilIMP() throws {
        let cls = try makeClass("NilRecv", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        var receiver: UnsafeMutableRawPointer? = nil
        let forKnown = MessageSend.lookup(&receiver, "inc:")
        let forUnknown = MessageSend.lookup(&receiver, "neverDefinedAnywhere:")
        #expect(receiver == nil)
        #expect(forKnown == forUnknown, "one nil IMP, whatever the selector")
        #expect(forKnown != cls.instanceMethod(for: "inc:")?.implementation)
        #expect(unsafeBitCast(forKnown, to: IdSelIntToInt.self)(nil, Selector("inc:").rawValue, 41) == 0)
        #expect(unsafeBitCast(forUnknown, to: IdSelToObj.self)(nil, Selector("neverDefinedAnywhere:").rawValue) == nil)
        #expect(ObjCException.takePending() == nil, "a message to nil raises nothing")
    }

    /// With no method, no resolver and no forwarding target, every selector gets the one IMP
    /// that reports it: calling it raises "unrecognized selector" for the selector it was
    /// called with; a super lookup that finds nothing ends at the same IMP.
    @Test func unknownSelectorsEndAtTheUnrecognizedIMP() throws {
        let cls = try makeClass("Unrecognized")
        let obj = try cls.new()
        var first: UnsafeMutableRawPointer? = obj.pointer
        var second: UnsafeMutableRawPointer? = obj.pointer
        let a = MessageSend.lookup(&first, "neverDefinedA")
        let b = MessageSend.lookup(&second, "neverDefinedB")
        #expect(a == b)
        #expect(first == obj.pointer && second == obj.pointer, "no forwarding target replaced the receiver")
        #expect(MessageSend.lookupSuper(obj.pointer, from: .nsObject, "neverDefinedC") == a)
        #expect(unsafeBitCast(a, to: IdSelToObj.self)(obj.pointer, Selector("neverDefinedB").rawValue) == nil)
        #expect(ObjCException.takePending() == .unrecognizedSelector(className: cls.name, selector: "neverDefinedB"))
        let known = try #require(ObjCClass.nsObject.instanceMethod(for: "hash")?.implementation)
        #expect(MessageSend.lookupSuper(obj.pointer, from: .nsObject, "hash") == known, "a super lookup that finds")
    }

    // Super sends: lookup from a given class (lookup.c's super lookup).
    @Test func superSendsStartAtTheGivenClass() throws {
        let a = try makeClass("SupA", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        let b = try makeClass("SupB", superclass: a, methods: [("inc:", "q24@0:8q16", imp(doubleIMP))])
        let obj = try b.new()
        #expect(try obj.send("inc:", 10, as: Int.self) == 20)
        #expect(try obj.sendSuper("inc:", 10, from: a, as: Int.self) == 11)
        #expect(try obj.sendSuper("description", from: .nsObject)?.stringValue?.hasPrefix("<\(b.name): ") == true)
        #expect(throws: ObjCException.unrecognizedSelector(className: b.name, selector: "inc:")) {
            try obj.sendSuper("inc:", 1, from: .nsObject, as: Int.self)
        }
    }

    @Test func superInitKeepsTheCallersReference() throws {
        let cls = try makeClass("SupInit")
        let obj = try cls.new()
        let before = obj.retainCount
        let initialized = try #require(try obj.sendSuper("init", from: .nsObject))
        // NSObject's -init returns self: the caller's reference and the adopted result each
        // own one count, so neither release later frees the object under the other.
        #expect(initialized == obj)
        #expect(obj.retainCount == before + 1)
    }
}

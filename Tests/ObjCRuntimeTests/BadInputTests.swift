import ObjCRuntime
import Testing

/// The "Bad input" paragraph: each gets a clear error, nothing crashes, and the
/// runtime's state stays intact.
@Suite struct BadInputTests {
    @Test func unknownNames() {
        #expect(throws: ObjCError.unknownClass(name: "")) { try ObjCClass.named("") }
        #expect(throws: ObjCError.unknownClass(name: "Nope\u{0}Hidden")) { try ObjCClass.named("Nope\u{0}Hidden") }
        #expect(ObjCClass.lookUp("NoSuchClass") == nil)
        #expect(throws: ObjCError.unknownProtocol(name: "NoSuchProtocol")) { try ObjCProtocol.named("NoSuchProtocol") }
        #expect(ObjCError.unknownClass(name: "X").description.contains("'X'"))
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

    @Test func nilReceiversDoNothing() throws {
        let nothing: ObjCObject? = nil
        #expect(try nothing?.send("anything") == nil)
        #expect(try nothing?.send("anything:", 3, as: Int.self) ?? 0 == 0)
        let weak = WeakReference(nil)
        #expect(weak.object == nil)
    }

    @Test func invalidBuilderInputs() throws {
        #expect(throws: ObjCError.self) { try ClassBuilder(name: "") }
        #expect(throws: ObjCError.self) { try ClassBuilder(name: uniqueName("NoSuper"), superclass: nil) }
        #expect(throws: ObjCError.self) { try Category(name: "") }
        #expect(throws: ObjCError.self) { try ObjCProtocol.Builder(name: "") }
        let b = try ClassBuilder(name: uniqueName("BadFn"))
        #expect(throws: ObjCError.self) { try b.addMethod("x", types: "v16@0:8", function: 42) }
        #expect(unsafeIMP(3.5) == nil)
        #expect(throws: ObjCError.classNotRegistered(name: b.objcClass.name)) { try b.objcClass.createInstance() }
        try b.register()
        #expect(throws: ObjCError.self) { try b.objcClass.metaclass.createInstance() }
        #expect(try b.objcClass.createInstance().objcClass == b.objcClass, "still usable after the refusals")
    }

    @Test func selectorNamesWithNULAreCutNotCrashed() {
        let s = Selector("cut\u{0}here")
        #expect(s.name == "cut")
        #expect(s == Selector("cut"))
    }

    @Test func disposeInUseKeepsEverythingWorking() throws {
        let cls = try makeClass("BadDispose", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        let obj = try cls.new()
        for _ in 0..<3 { #expect(throws: ObjCError.self) { try cls.dispose() } }
        #expect(try obj.send("inc:", 41, as: Int.self) == 42)
        #expect(try ObjCClass.named(cls.name) == cls)
        #expect(cls.liveInstanceCount == 1)
    }
}

/// Value-class exceptions (NSRangeException and friends) reach the generic sends as errors.
@Suite struct PendingExceptionSendTests {
    @Test func rangeErrorThroughGenericSend() throws {
        let array = try BridgedValue.array([.int(1), .int(2)]).makeObject()
        #expect(throws: ObjCException.self) {
            try array.send("objectAtIndex:", Int(5), as: UnsafeMutableRawPointer?.self)
        }
        #expect(try array.send("count", as: Int.self) == 2, "nothing left pending afterwards")
    }
}

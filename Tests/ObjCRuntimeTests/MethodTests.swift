// Behaviour of CSupport/RuntimeCore/method.c: adding, replacing and exchanging methods.
import ObjCRuntime
import Testing
import MiniObjCTestSupport

@Suite struct MethodTests {
    @Test func addDoesNotReplaceOwnButOverridesInherited() throws {
        let a = try makeClass("MA", methods: [("value", "q16@0:8", imp(returns1))])
        let b = try ClassBuilder(name: uniqueName("MB"), superclass: a)
        try b.addMethod("value", types: "q16@0:8", imp: imp(returns2))
        let clsB = try b.register()
        #expect(throws: ObjCError.duplicateMethod(className: a.name, selector: "value")) {
            try a.addMethod("value", types: "q16@0:8", imp: imp(returns3))
        }
        #expect(try a.new().send("value", as: Int.self) == 1)
        #expect(try clsB.new().send("value", as: Int.self) == 2)
    }

    @Test func replaceGetSetExchange() throws {
        let cls = try makeClass("MR", methods: [("one", "q16@0:8", imp(returns1)), ("two", "q16@0:8", imp(returns2))])
        let obj = try cls.new()
        let old = cls.replaceMethod("one", types: "q16@0:8", imp: imp(returns42))
        #expect(old == imp(returns1))
        #expect(try obj.send("one", as: Int.self) == 42)
        #expect(cls.replaceMethod("three", types: "q16@0:8", imp: imp(returns3)) == nil, "replace adds when missing")
        #expect(try obj.send("three", as: Int.self) == 3)

        let one = try #require(cls.instanceMethod(for: "one"))
        let two = try #require(cls.instanceMethod(for: "two"))
        #expect(one.selector == Selector("one"))
        #expect(one.typeEncoding == "q16@0:8")
        #expect(one.implementation == imp(returns42))
        #expect(one.setImplementation(imp(returns1)) == imp(returns42))
        #expect(try obj.send("one", as: Int.self) == 1, "the cached entry sees the new IMP")
        one.exchangeImplementations(with: two)
        #expect(try obj.send("one", as: Int.self) == 2)
        #expect(try obj.send("two", as: Int.self) == 1)
    }

    @Test func inheritedLookupAndOwnList() throws {
        let a = try makeClass("ML", methods: [("inherited", "q16@0:8", imp(returns1))])
        let b = try makeClass("ML2", superclass: a, methods: [("own", "q16@0:8", imp(returns2))])
        #expect(b.instanceMethod(for: "inherited")?.implementation == imp(returns1))
        #expect(b.instanceMethod(for: "hash") != nil, "NSObject's methods are inherited")
        #expect(b.instanceMethod(for: "nothing") == nil)
        #expect(b.methods.map(\.selector) == [Selector("own")], "the list holds own methods only")
    }

    @Test func classMethodsLiveOnTheMetaclass() throws {
        let b = try ClassBuilder(name: uniqueName("MC"))
        try b.addClassMethod("make", types: "q16@0:8", imp: imp(returns42))
        let cls = try b.register()
        #expect(cls.metaclass.methods.map(\.selector) == [Selector("make")])
        #expect(cls.methods.isEmpty)
        #expect(cls.classMethod(for: "make")?.implementation == imp(returns42))
        #expect(cls.instanceMethod(for: "make") == nil)
        #expect(try cls.send("make", as: Int.self) == 42)
        #expect(cls.classMethod(for: "alloc") != nil, "NSObject's class methods are inherited")
        let sub = try makeClass("MCSub", superclass: cls)
        #expect(try sub.send("make", as: Int.self) == 42, "class methods are inherited through metaclasses")
    }

    /// Every change that can alter a lookup's answer moves the lookup generation, so a caller
    /// keeping an IMP (KVO's notifying setters) can check it with one compare. Tests run in
    /// parallel and other tests change methods too: only "it moved" can be asserted.
    @Test func theLookupGenerationMovesWithEveryChangeOfALookupsAnswer() throws {
        let cls = try makeClass("MG", methods: [("one", "q16@0:8", imp(returns1)), ("two", "q16@0:8", imp(returns2))])
        let sub = try makeClass("MGSub", superclass: cls)
        var seen = MessageSend.lookupGeneration
        #expect(seen != 0)
        func moved(_ what: Comment) {
            let now = MessageSend.lookupGeneration
            #expect(now > seen, what)
            seen = now
        }
        try sub.addMethod("one", types: "q16@0:8", imp: imp(returns3))
        moved("class_addMethod")
        _ = cls.replaceMethod("two", types: "q16@0:8", imp: imp(returns42))
        moved("class_replaceMethod of an existing method")
        _ = cls.replaceMethod("three", types: "q16@0:8", imp: imp(returns3))
        moved("class_replaceMethod adding")
        let one = try #require(cls.instanceMethod(for: "one"))
        let two = try #require(cls.instanceMethod(for: "two"))
        _ = one.setImplementation(imp(returns2))
        moved("method_setImplementation")
        one.exchangeImplementations(with: two)
        moved("method_exchangeImplementations")
        try Category(name: uniqueName("MGCat")).addInstanceMethod("four", types: "q16@0:8", imp: imp(returns1)).attach(to: cls)
        moved("a category attached")
        cls.flushMethodCache()
        moved("a cache flush")
        #expect(try sub.new().send("four", as: Int.self) == 1)
    }

    /// Records never move: a method list grows by chunks, so a `Method` taken before hundreds
    /// of additions is still the record the class finds.
    @Test func methodRecordsNeverMove() throws {
        let cls = try makeClass("MethodStable", methods: [("first", "q16@0:8", imp(returns1))])
        let first = try #require(cls.instanceMethod(for: "first"))
        for i in 0..<300 { try cls.addMethod(Selector("later\(i)"), types: "q16@0:8", imp: imp(returns2)) }
        #expect(cls.instanceMethod(for: "first") == first)
        #expect(first.selector == Selector("first"))
        #expect(first.implementation == imp(returns1))
        #expect(try cls.new().send("first", as: Int.self) == 1)
    }
}

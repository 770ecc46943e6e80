// Behaviour of CSupport/RuntimeCore/category.c: categories attached to registered classes.
import ObjCRuntime
import Testing
import MiniObjCTestSupport

@Suite struct CategoryTests {
    @Test func categoryMethodsWinAndCachesSeeThemAtOnce() throws {
        let base = try makeClass("CatBase", methods: [("value", "q16@0:8", imp(returns1))])
        let sub = try makeClass("CatSub", superclass: base)
        let obj = try sub.new()
        #expect(try obj.send("value", as: Int.self) == 1)  // now cached in sub's cache
        #expect(sub.methodCache.entries.contains { $0.selector == Selector("value") })

        let cat = try Category(name: "Override")
        try cat.addInstanceMethod("value", types: "q16@0:8", imp: imp(returns2))
        try cat.addInstanceMethod("extra", types: "q16@0:8", imp: imp(returns3))
        try cat.addClassMethod("classExtra", types: "q16@0:8", imp: imp(returns42))
        try cat.addProperty("added", attributes: "Tq,N")
        let proto = try ObjCProtocol.Builder(name: uniqueName("CatProto")).register()
        try cat.addProtocol(proto)
        try cat.attach(to: base)

        #expect(try obj.send("value", as: Int.self) == 2, "category beats the class's own method, caches flushed")
        #expect(try obj.send("extra", as: Int.self) == 3)
        #expect(try sub.send("classExtra", as: Int.self) == 42)
        #expect(base.property(named: "added") != nil)
        #expect(base.conforms(to: proto) && sub.conforms(to: proto))
        #expect(base.methods.first?.selector == Selector("value"), "category methods are listed first")
        #expect(base.methods.filter { $0.selector == Selector("value") }.count == 2)

        // A second category wins over the first.
        let later = try Category(name: "Later")
        try later.addInstanceMethod("value", types: "q16@0:8", imp: imp(returns42))
        try later.attach(to: base)
        #expect(try obj.send("value", as: Int.self) == 42)

        #expect(throws: ObjCError.categoryAlreadyAttached(name: "Later")) { try later.attach(to: base) }
        #expect(throws: ObjCError.categoryAlreadyAttached(name: "Later")) {
            try later.addInstanceMethod("x", types: "v16@0:8", imp: imp(returns1))
        }
    }

    @Test func categoryNeedsARegisteredClass() throws {
        let pending = try ClassBuilder(name: uniqueName("CatPending"))
        let cat = try Category(name: "Early")
        #expect(throws: ObjCError.classNotRegistered(name: pending.objcClass.name)) { try cat.attach(to: pending.objcClass) }
        #expect(throws: ObjCError.self) { try Category(name: "") }
    }

    /// A category on a root class reaches every subclass and, through the root metaclass,
    /// every class object. (A private root, not NSObject: flushing every cache in the process
    /// would disturb the other tests' cache observations.)
    @Test func categoryOnARootClassReachesClassesAndMetaclasses() throws {
        let sel = Selector(uniqueName("everywhere"))
        let root = try ClassBuilder(name: uniqueName("CatRoot"), superclass: nil, root: true).register()
        let cls = try makeClass("CatEverywhere", superclass: root)
        let obj = try cls.createInstance()
        #expect(!obj.responds(to: sel))
        #expect(throws: ObjCException.self) { try cls.send(sel, as: Int.self) }
        let cat = try Category(name: "Everywhere")
        try cat.addInstanceMethod(sel, types: "q16@0:8", imp: imp(returns42))
        try cat.attach(to: root)
        #expect(try obj.send(sel, as: Int.self) == 42)
        #expect(try cls.send(sel, as: Int.self) == 42, "the root metaclass inherits the root's instance methods")
    }

    @Test func aCategoryNeedsAName() {
        #expect(throws: ObjCError.self) { try Category(name: "") }
    }
}

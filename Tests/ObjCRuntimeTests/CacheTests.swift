// Behaviour of CSupport/RuntimeCore/cache.c: per-class method caches, what fills them (hits, misses,
// inherited methods, class methods in the metaclass's cache), what flushes them, growth.
import ObjCRuntime
import Testing
import MiniObjCTestSupport

@Suite struct CacheTests {
    @Test func cacheFillsOnMissAndServesHits() throws {
        let cls = try makeClass("MsgCache", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        #expect(cls.methodCache.occupied == 0)
        let obj = try cls.new()
        #expect(try obj.send("inc:", 41, as: Int.self) == 42)
        let snapshot = cls.methodCache
        #expect(snapshot.entries.contains { $0.selector == Selector("inc:") && $0.implementation == imp(incIMP) })
        for i in 0..<100 { #expect(try obj.send("inc:", i, as: Int.self) == i + 1) }
        #expect(cls.methodCache.entries.filter { $0.selector == Selector("inc:") }.count == 1)
        cls.flushMethodCache()
        #expect(cls.methodCache.occupied == 0)
        #expect(try obj.send("inc:", 1, as: Int.self) == 2)
    }

    @Test func cacheGrowsAndKeepsAnswering() throws {
        let b = try ClassBuilder(name: uniqueName("MsgGrow"))
        for i in 0..<64 { try b.addMethod(Selector("m\(i)"), types: "q16@0:8", imp: imp(returns1)) }
        let cls = try b.register()
        let obj = try cls.new()
        for i in 0..<64 { #expect(try obj.send(Selector("m\(i)"), as: Int.self) == 1) }
        let c = cls.methodCache
        #expect(c.capacity >= 64 && c.occupied * 4 <= c.capacity * 3)
        #expect(ObjCClass.retiredCacheTables > 0)
    }

    @Test func negativeResultsAreCachedAndFlushedByAdding() throws {
        let cls = try makeClass("MsgNeg")
        let obj = try cls.new()
        #expect(throws: ObjCException.self) { try obj.send("later", as: Int.self) }
        #expect(cls.methodCache.entries.contains { $0.selector == Selector("later") && $0.implementation == nil })
        try cls.addMethod("later", types: "q16@0:8", imp: imp(returns3))
        #expect(try obj.send("later", as: Int.self) == 3, "adding a method flushes the cached miss")
    }

    @Test func addingToASuperclassFlushesSubclassCaches() throws {
        let a = try makeClass("MsgSupA", methods: [("v", "q16@0:8", imp(returns1))])
        let b = try makeClass("MsgSupB", superclass: a)
        let obj = try b.new()
        #expect(try obj.send("v", as: Int.self) == 1)
        try b.addMethod("v", types: "q16@0:8", imp: imp(returns2))
        #expect(try obj.send("v", as: Int.self) == 2)
        let c = try makeClass("MsgSupC", superclass: b)
        let objC = try c.new()
        #expect(try objC.send("v", as: Int.self) == 2)
        #expect(throws: ObjCException.self) { try objC.send("w", as: Int.self) }
        try a.addMethod("w", types: "q16@0:8", imp: imp(returns3))
        #expect(try objC.send("w", as: Int.self) == 3, "two levels down sees the new method")
    }

    @Test func messagesToClassesGoThroughTheMetaclass() throws {
        let b = try ClassBuilder(name: uniqueName("MsgMeta"))
        try b.addClassMethod("count", types: "q16@0:8", imp: imp(returns42))
        try b.addMethod("count", types: "q16@0:8", imp: imp(returns1))
        let cls = try b.register()
        #expect(try cls.send("count", as: Int.self) == 42)
        #expect(try cls.new().send("count", as: Int.self) == 1)
        #expect(cls.metaclass.methodCache.entries.contains { $0.selector == Selector("count") })
    }

    /// A method found in a superclass is cached in the receiver's class — even NSObject's.
    @Test func inheritedMethodsAreCachedInTheReceiversClass() throws {
        let a = try makeClass("MsgInhA", methods: [("v", "q16@0:8", imp(returns1))])
        let b = try makeClass("MsgInhB", superclass: a)
        let obj = try b.new()
        #expect(try obj.send("v", as: Int.self) == 1)
        _ = try obj.send("hash", as: Int.self)
        #expect(b.methodCache.entries.contains { $0.selector == Selector("v") && $0.implementation == imp(returns1) })
        #expect(b.methodCache.entries.contains { $0.selector == Selector("hash") && $0.implementation != nil })
        #expect(!a.methodCache.entries.contains { $0.selector == Selector("v") }, "the superclass's own cache is not filled")
    }

    /// Adding a method flushes the class and the classes below it, and no other cache.
    @Test func aFlushReachesTheClassAndItsSubclassesOnly() throws {
        let root = try makeClass("FlushRoot", methods: [("v", "q16@0:8", imp(returns1))])
        let mid = try makeClass("FlushMid", superclass: root)
        let leaf = try makeClass("FlushLeaf", superclass: mid)
        let sibling = try makeClass("FlushSibling", superclass: root)
        // The objects stay alive until the end: a -dealloc would refill a flushed cache.
        let objects = try [root, mid, leaf, sibling].map { try $0.new() }
        for o in objects { #expect(try o.send("v", as: Int.self) == 1) }
        #expect([root, mid, leaf, sibling].allSatisfy { $0.methodCache.occupied > 0 })
        try mid.addMethod("w", types: "q16@0:8", imp: imp(returns2))
        #expect(mid.methodCache.occupied == 0)
        #expect(leaf.methodCache.occupied == 0)
        #expect(root.methodCache.occupied > 0, "the superclass keeps its cache")
        #expect(sibling.methodCache.occupied > 0, "a sibling keeps its cache")
        withExtendedLifetime(objects) {}
    }

    /// The cache holds method records, so a new IMP is seen without flushing anything.
    @Test func settingAnImplementationNeedsNoFlush() throws {
        let cls = try makeClass("MsgSetIMP", methods: [("v", "q16@0:8", imp(returns1))])
        let obj = try cls.new()
        #expect(try obj.send("v", as: Int.self) == 1)
        let before = cls.methodCache.occupied
        let method = try #require(cls.instanceMethod(for: "v"))
        #expect(method.setImplementation(imp(returns2)) == imp(returns1))
        #expect(cls.methodCache.occupied == before, "nothing was flushed")
        #expect(cls.methodCache.entries.contains { $0.selector == Selector("v") && $0.implementation == imp(returns2) })
        #expect(try obj.send("v", as: Int.self) == 2)
    }

    /// A table that grows carries every entry over, a cached miss included: the next send
    /// of the missing selector does not run +resolveInstanceMethod: again.
    @Test func aCachedMissSurvivesGrowth() throws {
        let b = try ClassBuilder(name: uniqueName("MsgMissGrow"))
        for i in 0..<64 { try b.addMethod(Selector("m\(i)"), types: "q16@0:8", imp: imp(returns1)) }
        let cls = try b.register()
        let obj = try cls.new()
        #expect(throws: ObjCException.self) { try obj.send("missing", as: Int.self) }
        let small = cls.methodCache.capacity
        for i in 0..<64 { #expect(try obj.send(Selector("m\(i)"), as: Int.self) == 1) }
        let grown = cls.methodCache
        #expect(grown.capacity > small)
        #expect(grown.entries.contains { $0.selector == Selector("missing") && $0.implementation == nil })
        let cached = Set(grown.entries.map(\.selector))
        #expect((0..<64).allSatisfy { cached.contains(Selector("m\($0)")) })
    }

    /// Disposing a class frees its live table and the ones growth retired (the ASan pass of
    /// the tests would report them as leaked otherwise).
    @Test func aDisposedClassFreesItsRetiredTables() throws {
        let b = try ClassBuilder(name: uniqueName("MsgRetire"))
        for i in 0..<64 { try b.addMethod(Selector("m\(i)"), types: "q16@0:8", imp: imp(returns1)) }
        let cls = try b.register()
        do {
            let obj = try cls.new()
            for i in 0..<64 { #expect(try obj.send(Selector("m\(i)"), as: Int.self) == 1) }
        }
        #expect(cls.methodCache.capacity >= 64)
        let name = cls.name
        try cls.dispose()
        #expect(ObjCClass.lookUp(name) == nil)
    }
}

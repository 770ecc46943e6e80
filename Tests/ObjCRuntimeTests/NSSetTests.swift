// Behaviour of CSupport/ValueClasses/nsset.c: NSSet and NSMutableSet.
import ObjCRuntime
import Testing

@Suite struct NSSetTests {
    @Test func setsHoldDistinctMembers() throws {
        let set = try ObjCObject.set([.string("a"), .string("b"), .string("a"), try .bridging(1), try .bridging(1.0)])
        #expect(try set.send("count", as: Int.self) == 3)
        #expect(try set.send("containsObject:", ObjCObject.string("b"), as: Bool.self))
        #expect(try !set.send("containsObject:", ObjCObject.string("c"), as: Bool.self))
        #expect(try set.send("allObjects")?.arrayElements?.count == 3)
        #expect(try set.send("isEqual:", try ObjCObject.set([try .bridging(1), ObjCObject.string("b"), ObjCObject.string("a")]), as: Bool.self))
        let mutable = try #require(try set.send("mutableCopy"))
        #expect(mutable.className == "NSMutableSet")
        try mutable.send("addObject:", ObjCObject.string("c"), as: Void.self)
        try mutable.send("removeObject:", ObjCObject.string("a"), as: Void.self)
        #expect(mutable.setElements?.compactMap(\.stringValue).sorted() == ["b", "c"])
        #expect(throws: ObjCException.self) { try set.send("addObject:", ObjCObject.string("z"), as: Void.self) }   // an immutable set has no -addObject:
        #expect(try ObjCClass.nsSet.send("setWithArray:", try ObjCObject.array([.string("q"), .string("q")]))?.setElements?.count == 1)
        #expect(try set.objcDescription().hasPrefix("{("))
    }
}

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

    /// -member: answers the set's own object equal to the argument (not the argument);
    /// -anyObject is nil only for an empty set; the mutable editors keep members distinct.
    @Test func memberAnyObjectAndBulkEdits() throws {
        let stored = ObjCObject.string("a")
        let set = try ObjCObject.set([stored])
        let probe = ObjCObject.string("a")
        #expect(probe != stored, "two string objects")
        #expect(try set.send("member:", probe) == stored)
        #expect(try set.send("member:", ObjCObject.string("b")) == nil)
        #expect(try set.send("anyObject") == stored)
        #expect(try ObjCObject.set([]).send("anyObject") == nil)
        let single = try #require(try ObjCClass.nsSet.send("setWithObject:", ObjCObject.bridging(7)))
        #expect(try single.send("count", as: Int.self) == 1 && single.objcDescription() == "{(7)}")
        let m = try ObjCObject.set([], mutable: true)
        try m.send("addObjectsFromArray:", ObjCObject.array([.string("x"), .string("y"), .string("x")]), as: Void.self)
        #expect(m.setElements?.compactMap(\.stringValue).sorted() == ["x", "y"])
        #expect(try m.send("isEqualToSet:", ObjCObject.set([.string("y"), .string("x")]), as: Bool.self))
        try m.send("removeAllObjects", as: Void.self)
        #expect(try m.send("count", as: Int.self) == 0)
        #expect(throws: ObjCException.self, "nil is not a member") { try m.send("addObject:", nil as ObjCObject?, as: Void.self) }
    }

    private func sorted(_ set: ObjCObject) -> [String] { set.setElements?.compactMap(\.stringValue).sorted() ?? [] }

    /// -unionSet:, -minusSet:, -intersectSet:, -setSet: take any NSSet (immutable, mutable,
    /// the receiver itself); their result is NSMutableSet's documented set algebra.
    @Test func bulkSetAlgebra() throws {
        let m = try ObjCObject.set([.string("a"), .string("b")], mutable: true)
        try m.send("unionSet:", ObjCObject.set([.string("b"), .string("c")]), as: Void.self)
        #expect(sorted(m) == ["a", "b", "c"])
        try m.send("minusSet:", ObjCObject.set([.string("a"), .string("z")], mutable: true), as: Void.self)
        #expect(sorted(m) == ["b", "c"])
        try m.send("unionSet:", ObjCObject.set([.string("d")]), as: Void.self)
        try m.send("intersectSet:", ObjCObject.set([.string("c"), .string("d"), .string("e")]), as: Void.self)
        #expect(sorted(m) == ["c", "d"])
        try m.send("setSet:", ObjCObject.set([.string("x"), .string("y")]), as: Void.self)
        #expect(sorted(m) == ["x", "y"])
        try m.send("setSet:", m, as: Void.self)
        try m.send("intersectSet:", m, as: Void.self)
        try m.send("unionSet:", m, as: Void.self)
        #expect(sorted(m) == ["x", "y"], "a set edited with itself")
        try m.send("minusSet:", m, as: Void.self)
        #expect(try m.send("count", as: Int.self) == 0)
    }

    /// nil is the empty set, as a nil argument enumerates nothing in Objective-C: union and
    /// minus change nothing, intersect and set empty the receiver. A non-set argument raises
    /// NSInvalidArgumentException and changes nothing; an immutable receiver raises.
    @Test func bulkEditsWithNilAndInvalidArguments() throws {
        let m = try ObjCObject.set([.string("a")], mutable: true)
        try m.send("unionSet:", nil as ObjCObject?, as: Void.self)
        try m.send("minusSet:", nil as ObjCObject?, as: Void.self)
        #expect(sorted(m) == ["a"])
        try m.send("intersectSet:", nil as ObjCObject?, as: Void.self)
        #expect(sorted(m) == [])
        try m.send("addObject:", ObjCObject.string("b"), as: Void.self)
        try m.send("setSet:", nil as ObjCObject?, as: Void.self)
        #expect(sorted(m) == [])
        try m.send("addObject:", ObjCObject.string("c"), as: Void.self)
        for selector in ["unionSet:", "minusSet:", "intersectSet:", "setSet:"] {
            let error = #expect(throws: ObjCException.self) {
                try m.send(Selector(selector), ObjCObject.array([.string("c")]), as: Void.self)
            }
            #expect(error?.name == "NSInvalidArgumentException", "\(selector)")
            #expect(error?.reason.contains("not an NSSet") == true, "\(selector)")
            #expect(sorted(m) == ["c"], "\(selector) changed nothing")
        }
        let immutable = try ObjCObject.set([.string("c")])
        #expect(throws: ObjCException.self) { try immutable.send("unionSet:", m, as: Void.self) }
    }
}

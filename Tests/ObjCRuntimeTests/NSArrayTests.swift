// Behaviour of CSupport/ValueClasses/nsarray.c: NSArray and NSMutableArray.
import ObjCRuntime
import Testing

@Suite struct NSArrayTests {
    @Test func countAndIndexing() throws {
        let a = try vtObject(["a", 2, 3.5])
        #expect(a.className == "NSArray")
        #expect(try a.send("count", as: Int.self) == 3)
        #expect(try a.send("objectAtIndex:", UInt(0))?.stringValue == "a")
        let second = try #require(try a.send("objectAtIndex:", UInt(1)))
        #expect(try second.send("isEqual:", vtObject(2), as: Bool.self))
        #expect(try a.send("lastObject").map { try BridgedValue(object: $0) } == 3.5)
        #expect(try vtObject([]).send("firstObject") == nil, "empty: nil, no error")
    }

    @Test func outOfRangeIsAnErrorNotACrash() throws {
        let a = try vtObject([1, 2])
        #expect(throws: ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 2, count: 2)) {
            try a.send("objectAtIndex:", UInt(2))
        }
        #expect(throws: ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: UInt64(UInt.max), count: 2)) {
            try a.send("objectAtIndex:", UInt.max)
        }
        #expect(try a.send("count", as: Int.self) == 2, "still usable")
        #expect(ObjCException.takePending() == nil, "the error was consumed")
    }

    @Test func mutableArrayEditsAndRetainsItsElements() throws {
        let m = try ObjCClass.nsMutableArray.new()
        let x = try vtPlainObject(), y = try vtPlainObject()
        try m.send("addObject:", x, as: Void.self)
        #expect(x.retainCount == 2, "the array retains what it holds")
        try m.send("insertObject:atIndex:", y, UInt(0), as: Void.self)
        #expect(m.arrayElements == [y, x])
        try m.send("removeObjectAtIndex:", UInt(1), as: Void.self)
        #expect(x.retainCount == 1, "removal releases")
        #expect(m.arrayElements == [y])
        #expect(throws: ObjCException.self) {
            try m.send("insertObject:atIndex:", x, UInt(5), as: Void.self)
        }
        #expect(throws: ObjCException.self) {
            try m.send("removeObjectAtIndex:", UInt(9), as: Void.self)
        }
        #expect(x.retainCount == 1 && y.retainCount == 2, "failed edits change nothing")
        try m.send("removeAllObjects", as: Void.self)
        #expect(y.retainCount == 1)
        #expect(try m.send("count", as: Int.self) == 0)
    }

    @Test func elementsAreReleasedWhenTheArrayDeallocates() throws {
        let elements = try (0..<5).map { _ in try vtPlainObject() }
        var array: ObjCObject? = try ObjCObject.array(elements, mutable: true)
        #expect(elements.allSatisfy { $0.retainCount == 2 })
        #expect(array?.retainCount == 1)
        array = nil
        #expect(elements.allSatisfy { $0.retainCount == 1 }, "dealloc released every element")
    }

    @Test func nilElementsAndImmutableEditsAreErrors() throws {
        let m = try ObjCClass.nsMutableArray.new()
        #expect(throws: ObjCException.invalidArgument(className: "NSMutableArray", selector: "addObject:",
                                                       reason: "attempt to insert nil object")) {
            try m.send("addObject:", nil as ObjCObject?, as: Void.self)
        }
        let immutable = try vtObject([1])
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSArray", selector: "addObject:")) {
            try immutable.send("addObject:", vtObject(2), as: Void.self)
        }
    }

    @Test func copyIsImmutableAndMutableCopyIsNot() throws {
        let m = try ObjCObject.array([vtObject(1), vtObject("two")], mutable: true)
        let c = try #require(try m.send("copy"))
        #expect(c.className == "NSArray")
        #expect(c != m)
        #expect(try c.send("isEqual:", m, as: Bool.self) && m.send("isEqual:", c, as: Bool.self))
        #expect(try c.send("hash", as: Int.self) == m.send("hash", as: Int.self))
        let immutable = try vtObject([1])
        #expect(try immutable.send("copy") == immutable, "an immutable array is its own copy")
        let mc = try #require(try immutable.send("mutableCopy"))
        #expect(mc.className == "NSMutableArray")
        try mc.send("addObject:", vtObject(2), as: Void.self)
        #expect(try mc.send("count", as: Int.self) == 2 && immutable.send("count", as: Int.self) == 1)
    }

    @Test func equalityAndSearch() throws {
        let a = try vtObject([1, "x", [2.0]])
        #expect(try a.send("isEqual:", vtObject([1.0, "x", [2]]), as: Bool.self), "elements compared with -isEqual:")
        #expect(try !a.send("isEqual:", vtObject([1, "x"]), as: Bool.self))
        #expect(try a.send("containsObject:", vtObject("x"), as: Bool.self))
        let x = try vtObject("x"), y = try vtObject("y")
        #expect(try a.send("indexOfObject:", x, as: Int.self) == 1)
        #expect(try a.send("indexOfObject:", y, as: Int.self) == Int.max,
                "NSNotFound")
        #expect(try a.objcDescription() == "(1, x, (2))")
    }

    @Test func concurrentAppendsLoseNothing() async throws {
        let m = try ObjCClass.nsMutableArray.new()
        let element = try vtObject("e")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<500 {
                        try? m.send("addObject:", element, as: Void.self)
                        _ = try? m.send("count", as: Int.self)
                        _ = m.arrayElements
                    }
                }
            }
        }
        #expect(try m.send("count", as: Int.self) == 4000)
        #expect(element.retainCount == 4001)
    }
}

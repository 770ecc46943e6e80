// Behaviour of CSupport/ValueClasses/nsindexset.c: NSIndexSet.
import ObjCRuntime
import Testing

/// NSIndexSet (`CSupport/ValueClasses/nsindexset.c`): the minimal immutable index set KVO's to-many
/// changes report under `indexes`.
@Suite struct NSIndexSetTests {
    private let notFound = UInt(Int.max)

    private func ask(_ set: ObjCObject, _ sel: Selector, _ i: UInt) throws -> UInt {
        try set.send(sel, i, as: UInt.self)
    }

    @Test func indexesAreSortedDeduplicatedAndKeptAsRanges() throws {
        let set = try ObjCObject.indexSet([7, 1, 2, 3, 7, 9])
        #expect(set.className == "NSIndexSet")
        #expect(set.indexSetIndexes == [1, 2, 3, 7, 9])
        #expect(try set.send("count", as: Int.self) == 5)
        #expect(try set.send("firstIndex", as: Int.self) == 1 && set.send("lastIndex", as: Int.self) == 9)
        #expect(try set.objcDescription().hasSuffix("[number of indexes: 5 (in 3 ranges), indexes: (1-3 7 9)]"))
    }

    @Test func neighboursAndMembership() throws {
        let set = try ObjCObject.indexSet([2, 3, 10])
        #expect(try ask(set, "indexGreaterThanIndex:", 3) == 10)
        #expect(try ask(set, "indexGreaterThanIndex:", 10) == notFound)
        #expect(try ask(set, "indexGreaterThanOrEqualToIndex:", 3) == 3)
        #expect(try ask(set, "indexLessThanIndex:", 10) == 3)
        #expect(try ask(set, "indexLessThanIndex:", 2) == notFound)
        #expect(try ask(set, "indexLessThanOrEqualToIndex:", 9) == 3)
        #expect(try set.send("containsIndex:", UInt(3), as: Bool.self))
        #expect(try !set.send("containsIndex:", UInt(4), as: Bool.self))
    }

    @Test func anEmptySetAnswersNotFound() throws {
        let empty = try #require(try ObjCClass.nsIndexSet.send("indexSet"))
        #expect(empty.indexSetIndexes == [])
        #expect(try UInt(bitPattern: empty.send("firstIndex", as: Int.self)) == notFound && UInt(bitPattern: empty.send("lastIndex", as: Int.self)) == notFound)
    }

    @Test func factoriesAndEquality() throws {
        let range = try #require(try autoreleasepool {
            try ObjCClass.nsIndexSet.send("indexSetWithIndexesInRange:", UInt(4), UInt(3), as: UnsafeMutableRawPointer?.self)
                .map { ObjCObject(retaining: $0) }
        })
        #expect(range.indexSetIndexes == [4, 5, 6])
        #expect(try range.send("isEqual:", ObjCObject.indexSet([6, 5, 4]), as: Bool.self))
        #expect(try !range.send("isEqual:", ObjCObject.indexSet([4, 5]), as: Bool.self))
        #expect(try range.send("hash", as: Int.self) == ObjCObject.indexSet([4, 5, 6]).send("hash", as: Int.self))
        #expect(try range.send("copy") == range)   // immutable: a copy is itself
    }

    @Test func getIndexesCopiesInOrderAndMovesTheRange() throws {
        let set = try ObjCObject.indexSet([1, 5, 6, 20])
        var buffer = [UInt](repeating: 0, count: 8)
        var range: [UInt] = [2, 10]   // NSRange {location 2, length 10}: 2..<12
        let n = try buffer.withUnsafeMutableBufferPointer { b in
            try range.withUnsafeMutableBufferPointer { r in
                try set.send("getIndexes:maxCount:inIndexRange:", b.baseAddress, UInt(8), r.baseAddress, as: UInt.self)
            }
        }
        #expect(n == 2 && Array(buffer.prefix(2)) == [5, 6])
        #expect(range == [7, 5])
    }

    @Test func badIndexesAreRefused() throws {
        #expect(throws: ObjCException.self) { _ = try ObjCObject.indexSet([3, -1]) }
        #expect(throws: ObjCException.self) {
            _ = try ObjCClass.nsIndexSet.send("indexSetWithIndexesInRange:", UInt(Int.max) - 1, UInt(5), as: UnsafeMutableRawPointer?.self)
        }
        #expect(!ObjCException.isPending)
        #expect(ObjCObject.string("x").indexSetIndexes == nil)
    }
}

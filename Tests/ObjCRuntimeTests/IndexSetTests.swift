import ObjCRuntime
import Testing

/// NSIndexSet (`CSupport/ValueClasses/nsindexset.c`): the minimal immutable index set KVO's to-many
/// changes report under `indexes`.
@Suite struct IndexSetTests {
    private typealias IndexFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt) -> UInt
    private typealias ContainsFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt) -> ObjCBool
    private typealias RangeFactory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt, UInt) -> UnsafeMutableRawPointer?
    private typealias GetIndexes = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutablePointer<UInt>?, UInt,
                                                   UnsafeMutablePointer<UInt>?) -> UInt
    private let notFound = UInt(Int.max)

    private func ask(_ set: ObjCObject, _ sel: Selector, _ i: UInt) throws -> UInt {
        try set.withIMP(for: sel, as: IndexFn.self) { f, r, s in f(r, s, i) }
    }

    @Test func indexesAreSortedDeduplicatedAndKeptAsRanges() throws {
        let set = try ObjCObject.indexSet([7, 1, 2, 3, 7, 9])
        #expect(set.className == "NSIndexSet")
        #expect(set.indexSetIndexes == [1, 2, 3, 7, 9])
        #expect(try set.sendInt("count") == 5)
        #expect(try set.sendInt("firstIndex") == 1 && set.sendInt("lastIndex") == 9)
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
        #expect(try set.withIMP(for: "containsIndex:", as: ContainsFn.self) { f, r, s in f(r, s, 3) } != 0)
        #expect(try set.withIMP(for: "containsIndex:", as: ContainsFn.self) { f, r, s in f(r, s, 4) } == 0)
    }

    @Test func anEmptySetAnswersNotFound() throws {
        let empty = try #require(try ObjCClass.nsIndexSet.send("indexSet"))
        #expect(empty.indexSetIndexes == [])
        #expect(try UInt(bitPattern: empty.sendInt("firstIndex")) == notFound && UInt(bitPattern: empty.sendInt("lastIndex")) == notFound)
    }

    @Test func factoriesAndEquality() throws {
        let range = try #require(try autoreleasepool {
            try ObjCClass.nsIndexSet.withIMP(for: "indexSetWithIndexesInRange:", as: RangeFactory.self) { f, r, s in f(r, s, 4, 3) }
                .map { ObjCObject(retaining: $0) }
        })
        #expect(range.indexSetIndexes == [4, 5, 6])
        #expect(try range.sendBool("isEqual:", ObjCObject.indexSet([6, 5, 4])))
        #expect(try !range.sendBool("isEqual:", ObjCObject.indexSet([4, 5])))
        #expect(try range.sendInt("hash") == ObjCObject.indexSet([4, 5, 6]).sendInt("hash"))
        #expect(try range.send("copy") == range)   // immutable: a copy is itself
    }

    @Test func getIndexesCopiesInOrderAndMovesTheRange() throws {
        let set = try ObjCObject.indexSet([1, 5, 6, 20])
        var buffer = [UInt](repeating: 0, count: 8)
        var range: [UInt] = [2, 10]   // NSRange {location 2, length 10}: 2..<12
        let n = try buffer.withUnsafeMutableBufferPointer { b in
            try range.withUnsafeMutableBufferPointer { r in
                try set.withIMP(for: "getIndexes:maxCount:inIndexRange:", as: GetIndexes.self) { f, o, s in
                    f(o, s, b.baseAddress, 8, r.baseAddress)
                }
            }
        }
        #expect(n == 2 && Array(buffer.prefix(2)) == [5, 6])
        #expect(range == [7, 5])
    }

    @Test func badIndexesAreRefused() throws {
        #expect(throws: ObjCValueError.self) { _ = try ObjCObject.indexSet([3, -1]) }
        #expect(throws: ObjCValueError.self) {
            _ = try ObjCClass.nsIndexSet.withIMP(for: "indexSetWithIndexesInRange:", as: RangeFactory.self) { f, r, s in
                f(r, s, UInt(Int.max) - 1, 5)
            }
        }
        #expect(!ObjCException.isPending)
        #expect(ObjCObject.string("x").indexSetIndexes == nil)
    }
}

import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// To-many changes: insertion, removal and replacement with `indexes`, through the indexed
/// accessors, `mutableArrayValueForKey:` (accessors, setter, ivar) and the manual to-many
/// will/did pair. Ported in intent from GNUstep's NSKVOSupport `kvoToMany.m`.
@Suite struct ToManyTests {
    /// One notification, summarised: kind, indexes, old and new element strings.
    struct Summary: Equatable, CustomStringConvertible {
        let kind: UInt
        let indexes: [Int]?
        let old: [String]?
        let new: [String]?
        var isPrior = false
        var description: String { "\(kind) \(indexes ?? []) old:\(old ?? []) new:\(new ?? [])\(isPrior ? " prior" : "")" }
    }

    private func strings(_ o: ObjCObject?) -> [String]? { o?.arrayElements?.map { $0.stringValue ?? "?" } }

    private func summaries(_ r: Recorder) -> [Summary] {
        r.received.map { n in
            Summary(kind: n.kind ?? 0, indexes: n.change[KeyValueChangeKey.indexes]?.indexSetIndexes,
                    old: strings(n.old), new: strings(n.new), isPrior: n.isPrior)
        }
    }

    private func observed(_ key: String, _ options: KeyValueObservingOptions = [.old, .new])
        throws -> (ObjCObject, ObjCObject, Recorder) {
        let list = try ToManyFixture.list().new()
        let (observer, recorder) = try Recorder.makeObserver()
        try list.addObserver(observer, forKeyPath: key, options: options)
        return (list, observer, recorder)
    }

    @Test func singleIndexAccessorsNotifyInsertionRemovalAndReplacement() throws {
        let (list, observer, recorder) = try observed("items")
        defer { withExtendedLifetime(observer) {} }
        try list.send("insertObject:inItemsAtIndex:", ObjCObject.string("a"), UInt(0), as: Void.self)
        try list.send("insertObject:inItemsAtIndex:", ObjCObject.string("b"), UInt(1), as: Void.self)
        try list.send("replaceObjectInItemsAtIndex:withObject:", UInt(1), ObjCObject.string("B"), as: Void.self)
        try list.send("removeObjectFromItemsAtIndex:", UInt(0), as: Void.self)
        #expect(summaries(recorder) == [
            Summary(kind: 2, indexes: [0], old: nil, new: ["a"]),
            Summary(kind: 2, indexes: [1], old: nil, new: ["b"]),
            Summary(kind: 4, indexes: [1], old: ["b"], new: ["B"]),
            Summary(kind: 3, indexes: [0], old: ["a"], new: nil),
        ])
        #expect(try ToManyFixture.stored(list, "_items") == ["B"])
        let notifying = try #require(KeyValueObserving.notifyingClass(for: ToManyFixture.list()))
        #expect(notifying.methods.contains { $0.selector.name == "insertObject:inItemsAtIndex:" })
    }

    @Test func indexSetAccessorsNotifyWithEveryIndex() throws {
        let (list, observer, recorder) = try observed("plural")
        defer { withExtendedLifetime(observer) {} }
        try list.send("insertPlural:atIndexes:", ObjCObject.array([.string("x"), .string("y"), .string("z")]), ObjCObject.indexSet([0, 1, 2]), as: Void.self)
        try list.send("replacePluralAtIndexes:withPlural:", ObjCObject.indexSet([0, 2]), ObjCObject.array([.string("X"), .string("Z")]), as: Void.self)
        try list.send("removePluralAtIndexes:", ObjCObject.indexSet([1]), nil as ObjCObject?, as: Void.self)
        #expect(summaries(recorder) == [
            Summary(kind: 2, indexes: [0, 1, 2], old: nil, new: ["x", "y", "z"]),
            Summary(kind: 4, indexes: [0, 2], old: ["x", "z"], new: ["X", "Z"]),
            Summary(kind: 3, indexes: [1], old: ["y"], new: nil),
        ])
        #expect(try ToManyFixture.stored(list, "_plural") == ["X", "Z"])
    }

    @Test func theProxyGoesThroughTheIndexedAccessors() throws {
        // kvoToMany.m "arrayWithHelpers": one notification per change, with its kind.
        let (list, observer, recorder) = try observed("items")
        defer { withExtendedLifetime(observer) {} }
        let proxy = try list.mutableArrayValue(forKey: "items")
        #expect(proxy.isKind(of: .nsMutableArray))
        try proxy.send("addObject:", ObjCObject.string("object1"), as: Void.self)
        try proxy.send("addObject:", ObjCObject.string("object2"), as: Void.self)
        try proxy.send("removeObjectAtIndex:", UInt(0), as: Void.self)
        try proxy.send("replaceObjectAtIndex:withObject:", UInt(0), ObjCObject.string("two"), as: Void.self)
        #expect(summaries(recorder) == [
            Summary(kind: 2, indexes: [0], old: nil, new: ["object1"]),
            Summary(kind: 2, indexes: [1], old: nil, new: ["object2"]),
            Summary(kind: 3, indexes: [0], old: ["object1"], new: nil),
            Summary(kind: 4, indexes: [0], old: ["object2"], new: ["two"]),
        ])
        #expect(try proxy.send("count", as: Int.self) == 1 && proxy.send("objectAtIndex:", UInt(0))?.stringValue == "two")
    }

    @Test func theProxyChangesAnIvarInPlaceAndNotifiesWithIndexes() throws {
        // kvoToMany.m "kvcMediatedArray": no accessors at all, only the ivar.
        let (list, observer, recorder) = try observed("bare")
        defer { withExtendedLifetime(observer) {} }
        let proxy = try list.mutableArrayValue(forKey: "bare")
        try proxy.send("addObject:", ObjCObject.string("object1"), as: Void.self)
        try proxy.send("addObject:", ObjCObject.string("object2"), as: Void.self)
        try proxy.send("removeObjectAtIndex:", UInt(0), as: Void.self)
        #expect(summaries(recorder) == [
            Summary(kind: 2, indexes: [0], old: nil, new: ["object1"]),
            Summary(kind: 2, indexes: [1], old: nil, new: ["object2"]),
            Summary(kind: 3, indexes: [0], old: ["object1"], new: nil),
        ])
        #expect(try ToManyFixture.stored(list, "_bare") == ["object2"])
    }

    @Test func theProxyUsesTheSetterWhenThereAreNoAccessorsAndThatIsASetting() throws {
        let (list, observer, recorder) = try observed("settable")
        defer { withExtendedLifetime(observer) {} }
        let proxy = try list.mutableArrayValue(forKey: "settable")
        try proxy.send("addObject:", ObjCObject.string("a"), as: Void.self)
        try proxy.send("insertObject:atIndex:", ObjCObject.string("b"), UInt(0), as: Void.self)
        let r = recorder.received
        #expect(r.map(\.kind) == [1, 1])
        #expect(strings(r.last?.new) == ["b", "a"] && strings(r.last?.old) == ["a"])
        #expect(try strings(list.value(forKey: "settable")) == ["b", "a"])
    }

    @Test func priorNotificationsCarryTheKindTheIndexesAndTheOldObjects() throws {
        let (list, observer, recorder) = try observed("items", [.old, .new, .prior])
        defer { withExtendedLifetime(observer) {} }
        try list.send("insertObject:inItemsAtIndex:", ObjCObject.string("object1"), UInt(0), as: Void.self)
        try list.send("removeObjectFromItemsAtIndex:", UInt(0), as: Void.self)
        #expect(summaries(recorder) == [
            Summary(kind: 2, indexes: [0], old: nil, new: nil, isPrior: true),
            Summary(kind: 2, indexes: [0], old: nil, new: ["object1"]),
            Summary(kind: 3, indexes: [0], old: ["object1"], new: nil, isPrior: true),
            Summary(kind: 3, indexes: [0], old: ["object1"], new: nil),
        ])
    }

    private typealias ToManyPair = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt,
                                                   UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    private func toMany(_ sel: Selector, _ object: ObjCObject, _ kind: KeyValueChangeKind, _ indexes: [Int],
                        _ key: String) throws {
        let set = try ObjCObject.indexSet(indexes), name = ObjCObject.string(key)
        try withExtendedLifetime((set, name)) {
            try object.send(sel, kind.rawValue, set, name, as: Void.self)
        }
    }

    @Test func manualToManyPairsNotify() throws {
        // kvoToMany.m "manualNotificationArray": the class brackets its own mutation.
        let (list, observer, recorder) = try observed("bare")
        defer { withExtendedLifetime(observer) {} }
        try toMany("willChange:valuesAtIndexes:forKey:", list, .insertion, [0], "bare")
        ToManyFixture.insertBehindTheBack(list, "_bare", "manual")
        try toMany("didChange:valuesAtIndexes:forKey:", list, .insertion, [0], "bare")
        #expect(summaries(recorder) == [Summary(kind: 2, indexes: [0], old: nil, new: ["manual"])])
        // A kind that is not a to-many change raises, as Foundation does.
        #expect(throws: ObjCException.self) { try toMany("willChange:valuesAtIndexes:forKey:", list, .setting, [0], "bare") }
        #expect(!ObjCException.isPending)
    }

    @Test func changingTheArrayBehindKVOsBackIsSilent() throws {
        // kvoToMany.m "bareArray": mutating the stored array itself tells nobody.
        let (list, observer, recorder) = try observed("bare")
        defer { withExtendedLifetime(observer) {} }
        ToManyFixture.insertBehindTheBack(list, "_bare", "hello")
        #expect(recorder.received.isEmpty)
    }

    @Test func theChangeDictionaryHoldsAnIndexSet() throws {
        let list = try ToManyFixture.list().new()
        let dictionaries = Collected<ObjCObject>()
        let token = try list.observe("items", options: [.new]) { dictionaries.append($0.dictionary) }
        try list.send("insertObject:inItemsAtIndex:", ObjCObject.string("a"), UInt(0), as: Void.self)
        let change = try #require(dictionaries.all.first)
        let indexes = try #require(try change.value(forKey: KeyValueChangeKey.indexes))
        #expect(indexes.className == "NSIndexSet" && indexes.indexSetIndexes == [0])
        #expect(try indexes.send("firstIndex", as: Int.self) == 0 && indexes.send("count", as: Int.self) == 1)
        #expect(number(try change.value(forKey: KeyValueChangeKey.kind)) == 2)
        withExtendedLifetime(token) {}
    }

    @Test func theProxyReadsLikeAnArray() throws {
        let list = try ToManyFixture.list().new()
        let proxy = try list.mutableArrayValue(forKey: "plural")
        try proxy.send("addObjectsFromArray:", ObjCObject.array([.string("p"), .string("q")]), as: Void.self)
        #expect(try proxy.send("count", as: Int.self) == 2)
        #expect(try proxy.send("lastObject")?.stringValue == "q")
        #expect(try proxy.send("containsObject:", ObjCObject.string("p"), as: Bool.self))
        #expect(try proxy.objcDescription().contains("p"))
        let copy = try #require(try proxy.send("copy"))
        #expect(copy.className == "NSArray" && copy.arrayElements?.compactMap(\.stringValue) == ["p", "q"])
        #expect(try proxy.send("isEqual:", copy, as: Bool.self))
        try proxy.send("removeAllObjects", as: Void.self)
        #expect(try ToManyFixture.stored(list, "_plural").isEmpty)
    }

    @Test func badUseOfTheProxyRaisesInsteadOfCorrupting() throws {
        let list = try ToManyFixture.list().new()
        let items = try list.mutableArrayValue(forKey: "items")
        #expect(throws: ObjCException.self) { try items.send("removeObjectAtIndex:", UInt(3), as: Void.self) }
        #expect(throws: ObjCException.self) { try items.send("addObject:", nil as ObjCObject?, as: Void.self) }
        let unknown = try list.mutableArrayValue(forKey: "noSuchKey")
        #expect(throws: ObjCException.undefinedKey(className: "KVOTList", key: "noSuchKey", setting: false)) {
            try unknown.send("addObject:", ObjCObject.string("x"), as: Void.self)
        }
        #expect(throws: KeyValueObservingError.invalidKeyPath("")) { _ = try list.mutableArrayValue(forKey: "") }
        #expect(try ToManyFixture.stored(list, "_items").isEmpty)
        #expect(!ObjCException.isPending)
    }

    @Test func aKeyDependingOnAToManyKeySeesASettingOfItsOwnValue() throws {
        let list = try ToManyFixture.list().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try list.addObserver(observer, forKeyPath: "itemCount", options: [.old, .new])
        try list.send("insertObject:inItemsAtIndex:", ObjCObject.string("a"), UInt(0), as: Void.self)
        try list.mutableArrayValue(forKey: "items").send("addObject:", ObjCObject.string("b"), as: Void.self)
        let r = recorder.received
        #expect(r.map(\.keyPath) == ["itemCount", "itemCount"])
        #expect(r.map(\.kind) == [1, 1] && r.allSatisfy { $0.change[KeyValueChangeKey.indexes] == nil })
        #expect(r.map { number($0.old) } == [0, 1] && r.map { number($0.new) } == [1, 2])
    }
}

import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// A change's dictionary and boxed values are built only when an observer reads them, and a
/// dictionary once built is kept for the rest of that delivery. `ChangeDiagnostics` counts
/// both per thread; a change is delivered on the thread that makes it, so each test reads
/// the counts of its own sets.
@Suite struct ChangeDictionaryTests {
    @Test func aSetWhoseObserversReadNothingBuildsNoDictionaryAndBoxesNoValue() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let calls = Collected<Int>()
        let token = try object.observe("count", options: [.old, .new, .prior]) { _ in calls.append(1) }
        let controller = KVOController(observer: observer)
        try controller.observe(object, keyPath: "count", options: [.old, .new]) { _, _, _ in calls.append(2) }
        try object.send("setCount:", Int32(1), as: Void.self)   // the first set finds and keeps its lookups
        let before = ChangeDiagnostics.onThisThread
        for i in 2...20 { try object.send("setCount:", Int32(i), as: Void.self) }
        #expect(calls.count == 3 * 20)      // prior + final for the closure, final for the block
        #expect(ChangeDiagnostics.onThisThread == before)
        controller.unobserveAll()
        token.invalidate()
    }

    @Test func readingTheChangeBoxesItsValuesAndBuildsOneDictionaryPerDelivery() throws {
        let object = try KVOFixture.person().new()
        let seen = Collected<(dictionaries: Int, boxed: Int, same: Bool, new: Double?)>()
        let token = try object.observe("count", options: [.old, .new]) { change in
            let start = ChangeDiagnostics.onThisThread
            let first = change.dictionary
            let second = change.dictionary
            let third = try? change.makeDictionary()
            let afterDictionary = ChangeDiagnostics.onThisThread
            seen.append((afterDictionary.dictionaries - start.dictionaries, afterDictionary.boxedValues - start.boxedValues,
                         first == second && second == third, number(first.dictionaryEntries?
                            .first { $0.0.stringValue == KeyValueChangeKey.new }?.1)))
        }
        try object.send("setCount:", Int32(4), as: Void.self)
        try object.send("setCount:", Int32(5), as: Void.self)
        let all = seen.all
        try #require(all.count == 2)
        for r in all {
            #expect(r.dictionaries == 1)    // three reads, one dictionary
            #expect(r.boxed == 2)           // old and new, boxed once, into it
            #expect(r.same)
        }
        #expect(all.map(\.new) == [4, 5])   // each delivery its own dictionary, not the last one's
        token.invalidate()
    }

    @Test func aBlocksDictionaryCarriesTheKeyPathAndIsBuiltOnlyWhenRead() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let paths = Collected<String?>()
        try controller.observe(object, keyPath: "count", options: [.new]) { _, _, change in
            let before = ChangeDiagnostics.onThisThread.dictionaries
            let entries = change.dictionary.dictionaryEntries ?? []
            #expect(ChangeDiagnostics.onThisThread.dictionaries == before + 1)
            paths.append(entries.first { $0.0.stringValue == KVOController.keyPathKey }?.1.stringValue)
        }
        try object.send("setCount:", Int32(9), as: Void.self)
        #expect(paths.all == ["count"])
        controller.unobserveAll()
    }

    @Test func aKeptChangeKeepsItsDictionaryAndAParkedOneKeepsNone() throws {
        let object = try KVOFixture.person().new()
        let kept = Collected<ObservedChange>()
        let token = try object.observe("name", options: [.new]) { change in
            _ = change.dictionary
            kept.append(change)
        }
        try object.send("setName:", ObjCObject.string("kept"), as: Void.self)
        let change = try #require(kept.all.first)
        let before = ChangeDiagnostics.onThisThread.dictionaries
        // One object on every read (ObjCObject's == is identity), and a dictionary, not the
        // NSNull that `dictionary` answers when it cannot build one.
        let first = change.dictionary
        #expect(first != .null && first == change.dictionary)
        #expect(first.isKind(of: .nsDictionary))
        #expect(ChangeDiagnostics.onThisThread.dictionaries == before)   // kept, not rebuilt
        token.invalidate()
    }
}

import Testing
import ObjCRuntime
import KeyValueObserving

@Suite struct OptionsTests {
    @Test func initialSendsTheCurrentValueAtRegistration() throws {
        let object = try KVOFixture.person().new()
        try object.send("setCount:", Int32(5), as: Void.self)
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count", options: [.initial, .new, .old])
        let initial = try #require(recorder.received.first)
        #expect(recorder.received.count == 1)
        #expect(number(initial.new) == 5)
        #expect(initial.old == nil)          // never an old value in the initial notification
        #expect(initial.kind == KeyValueChangeKind.setting.rawValue)
        try object.send("setCount:", Int32(6), as: Void.self)
        #expect(recorder.received.count == 2)
    }

    @Test func initialWithoutNewCarriesOnlyTheKind() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count", options: [.initial])
        #expect(recorder.received.count == 1)
        #expect(recorder.received.first?.change.keys.sorted() == ["kind"])
    }

    @Test func priorSendsANotificationBeforeTheChange() throws {
        let object = try KVOFixture.person().new()
        try object.send("setCount:", Int32(1), as: Void.self)
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count", options: [.prior, .old, .new])
        try object.send("setCount:", Int32(2), as: Void.self)
        let r = recorder.received
        try #require(r.count == 2)
        #expect(r[0].isPrior)
        #expect(number(r[0].old) == 1)
        #expect(r[0].new == nil)             // the new value is not known yet
        #expect(!r[1].isPrior)
        #expect(number(r[1].old) == 1 && number(r[1].new) == 2)
    }

    @Test func onlyTheRequestedValuesAreIncluded() throws {
        let object = try KVOFixture.person().new()
        let (oldOnly, oldRecorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(oldOnly) {} }
        let (newOnly, newRecorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(newOnly) {} }
        try object.addObserver(oldOnly, forKeyPath: "count", options: [.old])
        try object.addObserver(newOnly, forKeyPath: "count", options: [.new])
        try object.send("setCount:", Int32(9), as: Void.self)
        #expect(oldRecorder.received.first?.change.keys.sorted() == ["kind", "old"])
        #expect(newRecorder.received.first?.change.keys.sorted() == ["kind", "new"])
    }

    @Test func closureObservationReceivesTheSameChange() throws {
        let object = try KVOFixture.person().new()
        let changes = Collected<ObservedChange>()
        let token = try object.observe("name", options: [.old, .new, .prior]) { changes.append($0) }
        try object.send("setName:", ObjCObject.string("a"), as: Void.self)
        let all = changes.all
        try #require(all.count == 2)
        #expect(all[0].isPrior && all[0].newValue == nil && all[0].oldValue == ObjCObject.null)
        #expect(!all[1].isPrior && all[1].newValue?.stringValue == "a")
        #expect(all[1].object == object && all[1].keyPath == "name" && all[1].kind == .setting)
        #expect(all[1].dictionary.dictionaryEntries?.count == 3)   // kind, new, old
        token.invalidate()
        try object.send("setName:", ObjCObject.string("b"), as: Void.self)
        #expect(changes.count == 2)
    }

    @Test func closureObservationEndsWhenTheTokenGoesAway() throws {
        let object = try KVOFixture.person().new()
        let changes = Collected<ObservedChange>()
        do {
            let token = try object.observe("count") { changes.append($0) }
            try object.send("setCount:", Int32(1), as: Void.self)
            withExtendedLifetime(token) {}
        }
        #expect(object.observationCount == 0)
        try object.send("setCount:", Int32(2), as: Void.self)
        #expect(changes.count == 1)
    }

    @Test func anObserverMaySetObservedKeysFromItsCallback() throws {
        let object = try KVOFixture.person().new()
        let names = Collected<String>()
        // Each count change sets the name: a change made while a notification is delivered,
        // on the same thread, with no lock held.
        let countToken = try object.observe("count", options: [.new]) { change in
            try? change.object.send("setName:", ObjCObject.string("count=\(Int(number(change.newValue) ?? -1))"), as: Void.self)
        }
        let nameToken = try object.observe("name", options: [.new]) { names.append($0.newValue?.stringValue ?? "nil") }
        try object.send("setCount:", Int32(1), as: Void.self)
        try object.send("setCount:", Int32(2), as: Void.self)
        #expect(names.all == ["count=1", "count=2"])
        withExtendedLifetime((countToken, nameToken)) {}
    }
}


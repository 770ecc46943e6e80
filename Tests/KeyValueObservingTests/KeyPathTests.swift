import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// Dotted key paths: a change of any object along the path notifies, and the observation
/// follows the path when an intermediate object is replaced.
@Suite struct KeyPathTests {
    @Test func innerAndOuterChangesNotifyAndTheObservationMovesWithThePath() throws {
        let person = try KVOFixture.person()
        let root = try person.new(), first = try person.new(), second = try person.new()
        try first.send("setCount:", Int32(1), as: Void.self)
        try second.send("setCount:", Int32(7), as: Void.self)
        try root.send("setThing:", first, as: Void.self)
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try root.addObserver(observer, forKeyPath: "thing.count", options: [.old, .new])

        try first.send("setCount:", Int32(5), as: Void.self)                 // inner change
        try root.send("setThing:", second, as: Void.self)                // the intermediate object is replaced
        try first.send("setCount:", Int32(9), as: Void.self)                 // no longer on the path: silent
        try second.send("setCount:", Int32(8), as: Void.self)                // the new inner object is observed
        try root.send("setThing:", nil as ObjCObject?, as: Void.self)                   // the path ends in nil

        let r = recorder.received
        try #require(r.count == 4)
        #expect(r.allSatisfy { $0.keyPath == "thing.count" && $0.object == root.pointer })
        #expect(number(r[0].old) == 1 && number(r[0].new) == 5)
        #expect(number(r[1].old) == 5 && number(r[1].new) == 7)
        #expect(number(r[2].old) == 7 && number(r[2].new) == 8)
        #expect(number(r[3].old) == 8 && r[3].new == ObjCObject.null)
    }

    @Test func removingTheLastRegistrationStopsTheRelay() throws {
        let person = try KVOFixture.person()
        let root = try person.new(), inner = try person.new()
        try root.send("setThing:", inner, as: Void.self)
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try root.addObserver(observer, forKeyPath: "thing.name", options: [.new])
        try root.addObserver(observer, forKeyPath: "thing.name", options: [.new])
        #expect(inner.observationCount == 1)             // one relay, shared
        try root.removeObserver(observer, forKeyPath: "thing.name")
        try inner.send("setName:", ObjCObject.string("a"), as: Void.self)
        #expect(recorder.received.count == 1)            // the remaining registration
        try root.removeObserver(observer, forKeyPath: "thing.name")
        try inner.send("setName:", ObjCObject.string("b"), as: Void.self)
        #expect(recorder.received.count == 1)
        #expect(inner.observationCount == 0)
        #expect(root.observationCount == 0)
    }

    @Test func threeLevelPathWithAClosureObserver() throws {
        let person = try KVOFixture.person()
        let a = try person.new(), b = try person.new(), c = try person.new()
        try a.send("setThing:", b, as: Void.self)
        try b.send("setThing:", c, as: Void.self)
        let changes = Collected<String>()
        let token = try a.observe("thing.thing.name", options: [.new]) { change in
            changes.append(change.newValue?.stringValue ?? "null")
        }
        try c.send("setName:", ObjCObject.string("deep"), as: Void.self)
        let c2 = try person.new()
        try c2.send("setName:", ObjCObject.string("swapped"), as: Void.self)
        try b.send("setThing:", c2, as: Void.self)
        try c.send("setName:", ObjCObject.string("ignored"), as: Void.self)
        #expect(changes.all == ["deep", "swapped"])
        token.invalidate()
        try c2.send("setName:", ObjCObject.string("after"), as: Void.self)
        #expect(changes.all == ["deep", "swapped"])
        #expect(b.observationCount == 0 && c2.observationCount == 0)
    }

    @Test func rootDeallocStopsTheRelay() throws {
        let person = try KVOFixture.person()
        let inner = try person.new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        do {
            let root = try person.new()
            try root.send("setThing:", inner, as: Void.self)
            try root.addObserver(observer, forKeyPath: "thing.count", options: [.new])
            #expect(inner.observationCount == 1)
        }
        // The root's -dealloc stopped its relay, which removed the observation of inner.
        #expect(inner.observationCount == 0)
        try inner.send("setCount:", Int32(3), as: Void.self)
        #expect(recorder.received.isEmpty)
    }

    @Test func kvoControllerObservesKeyPaths() throws {
        let person = try KVOFixture.person()
        let root = try person.new(), inner = try person.new()
        try root.send("setThing:", inner, as: Void.self)
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let values = Collected<Double>()
        try controller.observe(root, keyPath: "thing.amount", options: [.new]) { _, _, change in
            if let n = number(change.newValue) { values.append(n) }
        }
        try inner.send("setAmount:", Double(2.5), as: Void.self)
        #expect(values.all == [2.5])
        controller.unobserveAll()
        try inner.send("setAmount:", Double(3.5), as: Void.self)
        #expect(values.all == [2.5])
        #expect(inner.observationCount == 0)
    }
}

import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// The object in a change (`ObservedChange.object`): the observed object, alive for as long as
/// an observer keeps the change — even when the observer drops every other reference during
/// its callback — and never the reason an object lives on after its changes are gone.
@Suite struct ObservedObjectLifetimeTests {
    @Test func setsWhoseChangesNobodyKeepsLeaveTheRetainCountAsItWasAndTheObjectDies() throws {
        let cls = try KVOFixture.freshClass("KVOTLifeBalance")
        let weak: WeakReference
        let seen = Collected<Bool>()
        do {
            let object = try cls.new()
            weak = WeakReference(object)
            let token = try object.observe("value", options: [.new]) { seen.append($0.object == object) }
            let before = object.retainCount
            for i in 0..<50 { try object.send("setValue:", Int32(i), as: Void.self) }
            #expect(object.retainCount == before)
            withExtendedLifetime(token) {}
        }
        #expect(seen.all.count == 50 && seen.all.allSatisfy { $0 })
        #expect(weak.object == nil)
    }

    @Test func aChangeAnObserverKeepsKeepsItsObjectAliveUntilTheChangeGoes() throws {
        let cls = try KVOFixture.freshClass("KVOTLifeKept")
        let weak: WeakReference
        let kept = Collected<ObservedChange>()
        let token: KeyValueObservation
        do {
            let object = try cls.new()
            weak = WeakReference(object)
            token = try object.observe("value", options: [.new]) { kept.append($0) }
            try object.send("setValue:", Int32(1), as: Void.self)
            try object.send("setValue:", Int32(2), as: Void.self)
            try object.send("setValue:", Int32(3), as: Void.self)
        }
        // The caller's handle is gone and the registration does not hold the object: the
        // kept changes do.
        try #require(weak.object != nil)
        let changes = kept.all
        #expect(changes.count == 3)
        #expect(try changes.map { try $0.object.send("value", as: Int32.self) } == [3, 3, 3])
        #expect(changes.map { number($0.newValue) } == [1, 2, 3])
        #expect(Set(changes.map { $0.object.pointer }).count == 1)
        withExtendedLifetime(token) {}
    }

    @Test func theKeptChangesLetTheObjectGoWhenTheyGo() throws {
        let cls = try KVOFixture.freshClass("KVOTLifeReleased")
        let weak: WeakReference
        do {
            let kept = Collected<ObservedChange>()
            let object = try cls.new()
            weak = WeakReference(object)
            let token = try object.observe("value", options: [.new]) { kept.append($0) }
            try object.send("setValue:", Int32(1), as: Void.self)
            try object.send("setValue:", Int32(2), as: Void.self)
            withExtendedLifetime(token) {}
            #expect(kept.count == 2)
        }
        #expect(weak.object == nil)
    }

    /// Holds the only reference to an object, dropped by an observer of that object.
    final class Owner: @unchecked Sendable {
        var object: ObjCObject?
        var valueSeenAfterDrop: Int32?
    }

    @Test func anObserverDroppingTheLastReferenceToTheObjectDuringItsCallbackIsSafe() throws {
        let cls = try KVOFixture.freshClass("KVOTLifeDropped")
        let owner = Owner()
        let weak: WeakReference
        do {
            let object = try cls.new()
            weak = WeakReference(object)
            owner.object = object
        }
        let token = try #require(owner.object).observe("value", options: [.new]) { change in
            owner.object = nil
            // The change still holds the object: it is alive until the set returns.
            owner.valueSeenAfterDrop = try? change.object.send("value", as: Int32.self)
        }
        let pointer = try #require(owner.object).pointer
        typealias SetI32 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void
        // Sent through a pointer, as compiled code sends: no handle of the caller's keeps it.
        var receiver: UnsafeMutableRawPointer? = pointer
        let imp = MessageSend.lookup(&receiver, "setValue:")
        unsafeBitCast(imp, to: SetI32.self)(receiver, Selector("setValue:").rawValue, 7)
        #expect(owner.valueSeenAfterDrop == 7)
        #expect(weak.object == nil)
        withExtendedLifetime(token) {}
    }

    @Test func concurrentSetsOfOneObjectEachGetAHandleAndBalanceTheirReferences() async throws {
        let object = try KVOFixture.lockedNodeClass().new()
        let count = Collected<Bool>()
        let token = try object.observe("count", options: [.new]) { count.append($0.object == object) }
        let before = object.retainCount
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<4 {
                group.addTask {
                    for i in 0..<200 { try? object.send("setCount:", Int32(t * 1000 + i), as: Void.self) }
                }
            }
        }
        #expect(count.count == 800 && count.all.allSatisfy { $0 })
        #expect(object.retainCount == before)
        withExtendedLifetime(token) {}
    }

    @Test func aValueAChangeReportedIsNotKeptOnceTheSetEnds() throws {
        let person = try KVOFixture.person().new()
        let weakValue: WeakReference
        let seen = Collected<Bool>()
        let token = try person.observe("thing", options: [.old, .new]) { seen.append($0.newValue != nil) }
        do {
            let value = try KVOFixture.freshClass("KVOTLifeValue").new()
            weakValue = WeakReference(value)
            try person.send("setThing:", value, as: Void.self)
            try person.send("setThing:", nil as ObjCObject?, as: Void.self)
        }
        // The last change reported the value as `old`; the setter reuses its change storage
        // for later sets, but keeps nothing of this one.
        #expect(weakValue.object == nil)
        #expect(seen.count == 2)
        withExtendedLifetime(token) {}
    }

    @Test func ofTwoObserversTheFirstKeepsItsChangesAndTheSecondStillGetsItsOwn() throws {
        let object = try KVOFixture.freshClass("KVOTLifeTwo").new()
        let kept = Collected<ObservedChange>()
        let second = Collected<Double>()
        let first = try object.observe("value", options: [.new, .prior]) { kept.append($0) }
        let other = try object.observe("value", options: [.old]) { second.append(number($0.oldValue) ?? .nan) }
        for i in 1...3 { try object.send("setValue:", Int32(i), as: Void.self) }
        // Kept changes are never refilled by later sets.
        #expect(kept.all.map(\.isPrior) == [true, false, true, false, true, false])
        #expect(kept.all.map { number($0.newValue) } == [nil, 1, nil, 2, nil, 3])
        #expect(second.all == [0, 1, 2])
        withExtendedLifetime((first, other)) {}
    }

    @Test func aSetInsideAnObserversCallbackGetsItsOwnChange() throws {
        let cls = try KVOFixture.freshClass("KVOTLifeNested")
        let outer = try cls.new(), inner = try cls.new()
        let seen = Collected<String>()
        let innerToken = try inner.observe("value", options: [.new]) { seen.append("inner \(Int(number($0.newValue) ?? -1))") }
        let outerToken = try outer.observe("value", options: [.new]) { change in
            let value = Int32(number(change.newValue) ?? -1)
            try? inner.send("setValue:", Int32(value * 10), as: Void.self)
            seen.append("outer \(value) on \(change.object == outer)")
        }
        let before = (outer.retainCount, inner.retainCount)
        try outer.send("setValue:", Int32(1), as: Void.self)
        try outer.send("setValue:", Int32(2), as: Void.self)
        #expect(seen.all == ["inner 10", "outer 1 on true", "inner 20", "outer 2 on true"])
        #expect(outer.retainCount == before.0 && inner.retainCount == before.1)
        withExtendedLifetime((innerToken, outerToken)) {}
    }
}

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
            for i in 0..<50 { try object.setI32("setValue:", Int32(i)) }
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
            try object.setI32("setValue:", 1)
            try object.setI32("setValue:", 2)
            try object.setI32("setValue:", 3)
        }
        // The caller's handle is gone and the registration does not hold the object: the
        // kept changes do.
        try #require(weak.object != nil)
        let changes = kept.all
        #expect(changes.count == 3)
        #expect(try changes.map { try $0.object.getI32("value") } == [3, 3, 3])
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
            try object.setI32("setValue:", 1)
            try object.setI32("setValue:", 2)
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
            owner.valueSeenAfterDrop = try? change.object.getI32("value")
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
                    for i in 0..<200 { try? object.setI32("setCount:", Int32(t * 1000 + i)) }
                }
            }
        }
        #expect(count.count == 800 && count.all.allSatisfy { $0 })
        #expect(object.retainCount == before)
        withExtendedLifetime(token) {}
    }
}

import Foundation
import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// The crashes FBKVOController users report most — an observed object deallocated while
/// observed, an object observing itself, a non-retaining controller outliving its object —
/// and the per-object controllers (`NSObject (FBKVOController)`). MiniObjC tears
/// observations down through zeroing weak references and the notifying class's `-dealloc`;
/// each test here would crash (or leak) without that.
@Suite struct KVOControllerLifecycleTests {
    @Test func anObservedObjectDeallocatedWhileObservedByANonRetainingController() throws {
        let cls = try KVOFixture.freshClass("KVOTGone")
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer, retainObserved: false)
        let calls = Collected<Int>()
        var address: UInt = 0
        do {
            let object = try cls.new()
            address = UInt(bitPattern: object.pointer)
            try controller.observe(object, keyPaths: ["value"], options: [.new]) { _, _, _ in calls.append(1) }
            try object.setI32("setValue:", 1)
        }
        // The object's -dealloc dropped its registrations and told the controller.
        #expect(ObservationRegistry.shared.count(object: address) == 0)
        #expect(!controller.debugDescription.contains("keyPath:value"))
        // A new object (perhaps at the same address) is observed afresh, not taken for the dead one.
        let next = try cls.new()
        try controller.observe(next, keyPath: "value", options: [.new]) { _, _, _ in calls.append(2) }
        try next.setI32("setValue:", 2)
        #expect(calls.all == [1, 2])
        controller.unobserveAll()
        #expect(next.observationCount == 0)
    }

    @Test func aNonRetainingControllerOutlivesItsObjectAndThenDeinitializes() throws {
        let cls = try KVOFixture.freshClass("KVOTOutlive")
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        weak var weakController: KVOController?
        do {
            let controller = KVOController(observer: observer, retainObserved: false)
            weakController = controller
            do {
                let object = try cls.new()
                try controller.observe(object, keyPath: "value", options: [.new], context: nil)
            }
            controller.unobserve(nil)
            controller.unobserveAll()    // nothing left to remove; must not touch the freed object
        }
        #expect(weakController == nil)
        #expect(try #require(KeyValueObserving.notifyingClass(for: cls)).liveInstanceCount == 0)
    }

    @Test func anObjectObservingItselfThroughItsOwnControllerStillDeallocates() throws {
        let cls = try KVOFixture.freshClass("KVOTSelf")
        let weakObject: WeakReference
        let calls = Collected<Int32>()
        weak var weakController: KVOController?
        do {
            let object = try cls.new()
            weakObject = WeakReference(object)
            // The retaining controller: a cycle (object → controller → object) if it retained self.
            let controller = try object.kvoController()
            weakController = controller
            #expect(try object.kvoController() === controller)
            try controller.observe(object, keyPath: "value", options: [.new]) { _, _, change in
                calls.append(Int32(number(change.newValue) ?? -1))
            }
            try object.setI32("setValue:", 5)
        }
        #expect(calls.all == [5])
        #expect(weakObject.object == nil)
        #expect(weakController == nil)
        #expect(try #require(KeyValueObserving.notifyingClass(for: cls)).liveInstanceCount == 0)
    }

    @Test func thePerObjectControllerUnobservesWhenItsObserverDeallocates() throws {
        let target = try KVOFixture.person().new()
        do {
            let (observer, _) = try Recorder.makeObserver()
            let controller = try observer.kvoControllerNonRetaining()
            #expect(try observer.kvoController() !== controller)
            try controller.observe(target, keyPath: "count", options: [.new]) { _, _, _ in }
            #expect(target.observationCount == 1)
        }
        #expect(target.observationCount == 0)
        try target.setI32("setCount:", 3)
    }

    @Test func aRetainingControllerKeepsWhatItObservesUntilItGoesAway() throws {
        let cls = try KVOFixture.freshClass("KVOTKept")
        let weakObject: WeakReference
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        do {
            let controller = try observer.kvoController()
            do {
                let object = try cls.new()
                weakObject = WeakReference(object)
                try controller.observe(object, keyPath: "value", options: [], context: nil)
            }
            #expect(weakObject.object != nil)       // the controller retains it
            controller.unobserveAll()
        }
        #expect(weakObject.object == nil)
    }

    @Test func debugDescriptionNamesTheControllersClassTheObserverAndEachObservation() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        try controller.observe(object, keyPaths: ["count", "name"], options: [.new, .old]) { _, _, _ in }
        try controller.observe(object, keyPath: "flag", options: [], action: "changed:object:")
        let text = controller.debugDescription
        #expect(text.hasPrefix("<KVOController:0x"))
        #expect(text.contains("observer:<KVOTObserver:"))
        #expect(text.contains("<NSKVONotifying_KVOTPerson: \(object.pointer)> -> ["))
        #expect(text.contains("keyPath:count options:NSKeyValueObservingOptionNew|NSKeyValueObservingOptionOld block"))
        #expect(text.contains("keyPath:flag action:changed:object:"))
    }

    @Test func controllersOnManyThreadsLoseNothing() throws {
        let cls = try KVOFixture.lockedNodeClass()
        let objects = try (0..<8).map { _ in try cls.new() }
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let counts = (0..<8).map { _ in Collected<Int32>() }
        let failures = Collected<String>()
        let group = DispatchGroup()
        for t in 0..<8 {
            group.enter()
            Thread {
                do {
                    let controller = KVOController(observer: observer, retainObserved: t % 2 == 0)
                    for round in 0..<20 {
                        try controller.observe(objects[t], keyPath: "count", options: [.new]) { _, _, change in
                            counts[t].append(Int32(number(change.newValue) ?? -1))
                        }
                        for i in 0..<10 { try objects[t].setI32("setCount:", Int32(round * 10 + i)) }
                        controller.unobserve(objects[t], keyPath: "count")
                        try objects[t].setI32("setCount:", -1)   // unobserved: silent
                    }
                } catch { failures.append("\(error)") }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(failures.all.isEmpty)
        for t in 0..<8 { #expect(counts[t].all == (0..<200).map(Int32.init)) }
        #expect(objects.allSatisfy { $0.observationCount == 0 })
    }
}

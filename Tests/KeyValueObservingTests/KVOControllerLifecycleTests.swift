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
            try object.send("setValue:", Int32(1), as: Void.self)
        }
        // The object's -dealloc dropped its registrations and told the controller.
        #expect(ObservationRegistry.shared.count(object: address) == 0)
        #expect(!controller.debugDescription.contains("keyPath:value"))
        // A new object (perhaps at the same address) is observed afresh, not taken for the dead one.
        let next = try cls.new()
        try controller.observe(next, keyPath: "value", options: [.new]) { _, _, _ in calls.append(2) }
        try next.send("setValue:", Int32(2), as: Void.self)
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
            try object.send("setValue:", Int32(5), as: Void.self)
        }
        #expect(calls.all == [5])
        #expect(weakObject.object == nil)
        #expect(weakController == nil)
        #expect(try #require(KeyValueObserving.notifyingClass(for: cls)).liveInstanceCount == 0)
    }

    @Test func anObjectObservingItselfThroughItsNonRetainingControllerDeallocates() throws {
        // FBKVOController's crash: the non-retaining controller's dealloc, run from the
        // object's own, unobserved an object already being torn down.
        let cls = try KVOFixture.freshClass("KVOTSelfWeak")
        let weakObject: WeakReference
        let calls = Collected<Int32>()
        weak var weakController: KVOController?
        do {
            let object = try cls.new()
            weakObject = WeakReference(object)
            let controller = try object.kvoControllerNonRetaining()
            weakController = controller
            #expect(!controller.retainsObservedObjects)
            try controller.observe(object, keyPath: "value", options: [.new]) { _, _, change in
                calls.append(Int32(number(change.newValue) ?? -1))
            }
            try object.send("setValue:", Int32(7), as: Void.self)
            #expect(object.observationCount == 1)
        }
        // The object's -dealloc dropped its registration, then released the holder, whose
        // controller unobserved through a zeroed weak reference.
        #expect(calls.all == [7])
        #expect(weakObject.object == nil)
        #expect(weakController == nil)
        #expect(try #require(KeyValueObserving.notifyingClass(for: cls)).liveInstanceCount == 0)
    }

    @Test func anObjectRegisteredAsItsOwnObserverDeallocatesWithOrWithoutRemovingItself() throws {
        // GNUstep's SelfObservationDealloc: -addObserver:self in -init; one class leaves the
        // registration to its deallocation, the other removes it in its own -dealloc.
        for removesInDealloc in [false, true] {
            let cls = try SelfObserverFixture.make(removingInDealloc: removesInDealloc)
            let weakObject: WeakReference
            do {
                let object = try cls.new()
                // Counted by address, which the first round's object may have had.
                let before = SelfObserverFixture.notifications(of: object)
                weakObject = WeakReference(object)
                try object.addObserver(object, forKeyPath: "value", options: [.new])
                try object.send("setValue:", Int32(3), as: Void.self)
                #expect(SelfObserverFixture.notifications(of: object) == before + 1)
                #expect(object.observationCount == 1)
            }
            #expect(weakObject.object == nil)
            #expect(SelfObserverFixture.removals.count == (removesInDealloc ? 1 : 0))
            #expect(ObjCException.isPending == false)   // the removal inside -dealloc raised nothing
            #expect(try #require(KeyValueObserving.notifyingClass(for: cls)).liveInstanceCount == 0)
        }
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
        try target.send("setCount:", Int32(3), as: Void.self)
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
                        for i in 0..<10 { try objects[t].send("setCount:", Int32(round * 10 + i), as: Void.self) }
                        controller.unobserve(objects[t], keyPath: "count")
                        try objects[t].send("setCount:", Int32(-1), as: Void.self)   // unobserved: silent
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

/// Classes whose instances observe themselves (`-observeValueForKeyPath:…` counts), one of
/// them removing that observation in its own `-dealloc`, as Objective-C code does.
enum SelfObserverFixture {
    private typealias ObserveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                  UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
    private typealias DeallocFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
    private typealias RemoveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                 UnsafeMutableRawPointer?) -> Void

    private static let counts = LockedValue<[UInt: Int]>([:])
    /// One entry per `-dealloc` that removed its observation (the object's address).
    static let removals = Collected<UInt>()

    static func notifications(of object: ObjCObject) -> Int {
        counts.withLock { $0[UInt(bitPattern: object.pointer)] ?? 0 }
    }

    /// A fresh class with an `int value` property that observes, removing itself in its
    /// `-dealloc` when `removingInDealloc`.
    static func make(removingInDealloc: Bool) throws -> ObjCClass {
        let cls = try KVOFixture.freshClass(removingInDealloc ? "KVOTSelfRemoving" : "KVOTSelfObserving")
        let observe: ObserveFn = { me, _, _, _, _, _ in
            guard let me else { return }
            SelfObserverFixture.counts.withLock { $0[UInt(bitPattern: me), default: 0] += 1 }
        }
        try cls.addMethod(ObserverCallback.selector, types: ObserverCallback.types, imp: unsafeBitCast(observe, to: IMP.self))
        guard removingInDealloc else { return cls }
        let dealloc: DeallocFn = { me, cmd in
            guard let me, let cmd else { return }
            // The handle must be gone before [super dealloc] frees the object: its release
            // after that would touch freed memory (retain and release are ignored only while
            // the object is still being deallocated, as in objc4).
            do {
                let object = ObjCObject(retaining: me)
                let key = ObjCObject.string("value")
                let removed: ()? = try? withExtendedLifetime(key) {
                    try object.send("removeObserver:forKeyPath:", me, key, as: Void.self)
                }
                if removed != nil { SelfObserverFixture.removals.append(UInt(bitPattern: me)) }
            }
            let imp = MessageSend.lookupSuper(me, from: .nsObject, Selector(rawValue: cmd))
            unsafeBitCast(imp, to: DeallocFn.self)(me, cmd)
        }
        try cls.addMethod("dealloc", types: "v16@0:8", imp: unsafeBitCast(dealloc, to: IMP.self))
        return cls
    }
}

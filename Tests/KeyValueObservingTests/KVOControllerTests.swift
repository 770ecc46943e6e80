import Testing
import ObjCRuntime
@testable import KeyValueObserving

@Suite struct KVOControllerTests {
    @Test func blockCallbackGetsObserverObjectAndChangeWithKeyPath() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let calls = Collected<(ObjCObject, ObjCObject, ObservedChange)>()
        try controller.observe(object, keyPath: "count", options: [.old, .new]) { calls.append(($0, $1, $2)) }
        try object.send("setCount:", Int32(4), as: Void.self)
        let all = calls.all
        try #require(all.count == 1)
        #expect(all[0].0 == observer)
        #expect(all[0].1 == object)
        #expect(number(all[0].2.oldValue) == 0 && number(all[0].2.newValue) == 4)
        #expect(try all[0].2.dictionary.value(forKey: KVOController.keyPathKey)?.stringValue == "count")
    }

    @Test func observingTheSameObjectAndKeyPathTwiceIsIgnored() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let calls = Collected<String>()
        try controller.observe(object, keyPath: "count") { _, _, _ in calls.append("first") }
        try controller.observe(object, keyPath: "count") { _, _, _ in calls.append("second") }
        #expect(object.observationCount == 1)
        try object.send("setCount:", Int32(1), as: Void.self)
        #expect(calls.all == ["first"])
    }

    @Test func severalKeyPathsWithOneBlock() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let paths = Collected<String>()
        try controller.observe(object, keyPaths: ["count", "name"]) { _, _, c in paths.append(c.keyPath) }
        #expect(controller.observedKeyPaths(of: object) == ["count", "name"])
        try object.send("setCount:", Int32(1), as: Void.self)
        try object.send("setName:", ObjCObject.string("n"), as: Void.self)
        #expect(paths.all == ["count", "name"])
    }

    @Test func actionCallbackSendsChangeAndObject() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        try controller.observe(object, keyPath: "count", options: [.new], action: "changed:object:")
        try object.send("setCount:", Int32(8), as: Void.self)
        let calls = recorder.actionCalls
        try #require(calls.count == 1)
        #expect(calls[0].object == object.pointer)
        #expect(number(try calls[0].change.value(forKey: "new")) == 8)
        #expect(throws: KeyValueObservingError.self) {
            try controller.observe(object, keyPath: "name", action: "noSuchMethod:object:")
        }
    }

    @Test func contextCallbackUsesTheObserversOwnKVOMethod() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let context = UnsafeRawPointer(bitPattern: 0x1234)
        try controller.observe(object, keyPath: "count", options: [.new], context: context)
        try object.send("setCount:", Int32(3), as: Void.self)
        let r = recorder.received
        try #require(r.count == 1)
        #expect(r[0].context == context && r[0].keyPath == "count" && number(r[0].new) == 3)
    }

    @Test func unobserveStopsOneKeyPathOrAll() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let paths = Collected<String>()
        try controller.observe(object, keyPaths: ["count", "name"]) { _, _, c in paths.append(c.keyPath) }
        controller.unobserve(object, keyPath: "count")
        try object.send("setCount:", Int32(1), as: Void.self)
        try object.send("setName:", ObjCObject.string("n"), as: Void.self)
        #expect(paths.all == ["name"])
        controller.unobserveAll()
        try object.send("setName:", ObjCObject.string("m"), as: Void.self)
        #expect(paths.all == ["name"])
        #expect(object.observationCount == 0)
        // Observing again after unobserving works.
        try controller.observe(object, keyPath: "count") { _, _, c in paths.append(c.keyPath) }
        try object.send("setCount:", Int32(2), as: Void.self)
        #expect(paths.all == ["name", "count"])
    }

    @Test func controllerDeinitRemovesItsObservations() throws {
        let object = try KVOFixture.person().new()
        let calls = Collected<Int>()
        do {
            let (observer, _) = try Recorder.makeObserver()
            defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
            try controller.observe(object, keyPath: "count") { _, _, _ in calls.append(1) }
            try object.send("setCount:", Int32(1), as: Void.self)
            #expect(object.observationCount == 1)
            withExtendedLifetime(controller) {}
        }
        #expect(object.observationCount == 0)
        try object.send("setCount:", Int32(2), as: Void.self)
        #expect(calls.count == 1)
    }

    @Test func retainingControllerKeepsTheObservedObjectAlive() throws {
        let cls = try KVOFixture.freshClass("KVOTRetain")
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer, retainObserved: true)
        let weak: WeakReference
        do {
            let object = try cls.new()
            weak = WeakReference(object)
            try controller.observe(object, keyPath: "value") { _, _, _ in }
        }
        // The instance lives on as an NSKVONotifying_ instance (its isa is swizzled).
        let notifying = try #require(KeyValueObserving.notifyingClass(for: cls))
        #expect(weak.object != nil)
        #expect(notifying.liveInstanceCount == 1)
        controller.unobserveAll()
        #expect(weak.object == nil)
        #expect(notifying.liveInstanceCount == 0)
    }

    @Test func nonRetainingControllerLetsTheObservedObjectGo() throws {
        let cls = try KVOFixture.freshClass("KVOTNonRetain")
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer, retainObserved: false)
        let calls = Collected<Int>()
        let weak: WeakReference
        do {
            let object = try cls.new()
            weak = WeakReference(object)
            try controller.observe(object, keyPath: "value") { _, _, _ in calls.append(1) }
            try object.send("setValue:", Int32(1), as: Void.self)
        }
        #expect(weak.object == nil)
        #expect(try #require(KeyValueObserving.notifyingClass(for: cls)).liveInstanceCount == 0)
        #expect(calls.count == 1)
        controller.unobserveAll()   // the object is gone: nothing to remove, no crash
    }

    @Test func theObserverIsHeldWeaklyAndNothingIsDeliveredOnceItIsGone() throws {
        let object = try KVOFixture.person().new()
        let calls = Collected<Int>()
        let controller: KVOController
        do {
            let (observer, _) = try Recorder.makeObserver()
            defer { withExtendedLifetime(observer) {} }
            controller = KVOController(observer: observer)
            try controller.observe(object, keyPath: "count") { _, _, _ in calls.append(1) }
            try object.send("setCount:", Int32(1), as: Void.self)
        }
        #expect(controller.observer == nil)
        try object.send("setCount:", Int32(2), as: Void.self)
        #expect(calls.count == 1)
        withExtendedLifetime(controller) {}
    }

    @Test func argumentChecksBeyondFBKVOControllersOwnTests() throws {
        let object = try KVOFixture.person().new()
        let orphan = KVOController(observer: nil)
        #expect(throws: KeyValueObservingError.missingObserver) { try orphan.observe(object, keyPath: "count") { _, _, _ in } }
        #expect(throws: KeyValueObservingError.missingObserver) { try orphan.observe(object, keyPath: "count", context: nil) }
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        #expect(throws: KeyValueObservingError.invalidKeyPath("nil")) { try controller.observe(object, keyPath: nil) { _, _, _ in } }
        #expect(throws: KeyValueObservingError.invalidKeyPath("a..b")) {
            try controller.observe(object, keyPaths: ["count", "a..b"]) { _, _, _ in }
        }
        #expect(object.observationCount == 0)   // checked before anything is registered
        // The empty key path, FBKVOController's `0 != keyPath.length` assertion, in each form.
        #expect(throws: KeyValueObservingError.invalidKeyPath("")) { try controller.observe(object, keyPath: "") { _, _, _ in } }
        #expect(throws: KeyValueObservingError.invalidKeyPath("")) { try controller.observe(object, keyPaths: [""]) { _, _, _ in } }
        #expect(throws: KeyValueObservingError.invalidKeyPath("")) {
            try controller.observe(object, keyPath: "", action: "changed:object:")
        }
        #expect(throws: KeyValueObservingError.invalidKeyPath("")) { try controller.observe(object, keyPath: "", context: nil) }
        #expect(object.observationCount == 0)
        #expect(throws: KeyValueObservingError.invalidAction(className: "KVOTObserver", selector: "a:b:c:")) {
            try controller.observe(object, keyPath: "count", action: "a:b:c:")
        }
        let plain = try ObjCClass.nsObject.new()
        let mute = KVOController(observer: plain)
        #expect(throws: KeyValueObservingError.observerDoesNotRespond(className: "NSObject")) {
            try mute.observe(object, keyPath: "count", context: nil)
        }
        withExtendedLifetime(plain) {}
    }

    @Test func aBlockGetsTheSettersOwnChangeStorageWithNoCopy() throws {
        // The setter fills one storage per thread and hands it to each observer in turn; a
        // KVOController block gets it as it is (its options are the registration's), not a
        // filtered copy — the same storage as the closure observer registered before it.
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let seen = Collected<(ObjectIdentifier, String)>()
        let token = try object.observe("count", options: [.new]) { change in
            seen.append((ObjectIdentifier(change.storage), "closure"))
        }
        let controller = KVOController(observer: observer)
        try controller.observe(object, keyPath: "count", options: [.new]) { _, _, change in
            seen.append((ObjectIdentifier(change.storage), "block"))
            #expect(change.context == nil && change.includesKeyPathKey)
        }
        for i in 1...3 { try object.send("setCount:", Int32(i), as: Void.self) }
        let all = seen.all
        try #require(all.map(\.1) == ["closure", "block", "closure", "block", "closure", "block"])
        for pair in stride(from: 0, to: all.count, by: 2) { #expect(all[pair].0 == all[pair + 1].0) }
        controller.unobserveAll()
        token.invalidate()
    }
}

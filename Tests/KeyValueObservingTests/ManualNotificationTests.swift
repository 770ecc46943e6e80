import Testing
import ObjCRuntime
import KeyValueObserving

@Suite struct ManualNotificationTests {
    @Test func manualWillAndDidChangeNotify() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "fixed", options: [.old, .new])
        // A read-only property has no setter to override: its changes are announced by hand.
        try object.willChangeValue(forKey: "fixed")
        try KVOFixture.person().ivar(named: "_fixed")?.setValue(Int32(12), in: object)
        try object.didChangeValue(forKey: "fixed")
        let r = recorder.received
        try #require(r.count == 1)
        #expect(number(r[0].old) == 0 && number(r[0].new) == 12)
    }

    @Test func kvcWritingAnIvarDirectlyNotifies() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "fixed", options: [.old, .new])
        // `fixed` is read-only: no setter, so -setValue:forKey: writes the ivar `_fixed`.
        try object.setValue(bridging: Int32(4), forKey: "fixed")
        try object.setValue(bridging: Int32(6), forKey: "fixed")
        let r = recorder.received
        try #require(r.count == 2)
        #expect(number(r[0].old) == 0 && number(r[0].new) == 4)
        #expect(number(r[1].old) == 4 && number(r[1].new) == 6)
        // A key with a setter notifies once, through the setter, not twice.
        let (other, otherRecorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(other) {} }
        try object.addObserver(other, forKeyPath: "count", options: [.new])
        try object.setValue(bridging: Int32(2), forKey: "count")
        #expect(otherRecorder.received.count == 1)
    }

    @Test func nestedWillDidPairsMatchInnermostFirst() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count", options: [.old, .new])
        try object.willChangeValue(forKey: "count")
        try object.send("setCount:", Int32(3), as: Void.self)            // an inner, automatic pair
        try object.didChangeValue(forKey: "count")
        let r = recorder.received
        try #require(r.count == 2)
        #expect(number(r[0].old) == 0 && number(r[0].new) == 3)   // the inner pair
        #expect(number(r[1].old) == 0 && number(r[1].new) == 3)   // the outer pair
    }

    @Test func didChangeWithoutWillChangeIsIgnored() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count")
        try object.didChangeValue(forKey: "count")
        #expect(recorder.received.isEmpty)
    }

    private typealias Predicate = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int8

    @Test func automaticallyNotifiesNOSuppressesTheSetterOverride() throws {
        let cls = try KVOFixture.freshClass("KVOTManual")
        // + (BOOL)automaticallyNotifiesObserversForKey:(NSString *)key { return NO; }
        let no: Predicate = { _, _, _ in 0 }
        try cls.metaclass.addMethod("automaticallyNotifiesObserversForKey:", types: "c24@0:8@16",
                                    imp: unsafeBitCast(no, to: IMP.self))
        let object = try cls.new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "value", options: [.new])
        let notifying = try #require(KeyValueObserving.notifyingClass(for: cls))
        #expect(!notifying.methods.contains { $0.selector.name == "setValue:" })
        try object.send("setValue:", Int32(1), as: Void.self)
        #expect(recorder.received.isEmpty)
        // Manual notifications still work.
        try object.willChangeValue(forKey: "value")
        try object.send("setValue:", Int32(2), as: Void.self)
        try object.didChangeValue(forKey: "value")
        #expect(recorder.received.count == 1)
        #expect(number(recorder.received.first?.new) == 2)
    }

    private typealias ClassPredicate = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int8

    @Test func automaticallyNotifiesObserversOfKeyNOLeavesOnlyManualNotifications() throws {
        // + (BOOL)automaticallyNotifiesObserversOfValue { return NO; } — NSObject's
        // +automaticallyNotifiesObserversForKey: asks it.
        let cls = try KVOFixture.freshClass("KVOTOfKey")
        let no: ClassPredicate = { _, _ in 0 }
        try cls.metaclass.addMethod("automaticallyNotifiesObserversOfValue", types: "c16@0:8",
                                    imp: unsafeBitCast(no, to: IMP.self))
        KeyValueObserving.install()
        #expect(try !cls.send("automaticallyNotifiesObserversForKey:", ObjCObject.string("value"), as: Bool.self))
        #expect(try cls.send("automaticallyNotifiesObserversForKey:", ObjCObject.string("other"), as: Bool.self))
        let object = try cls.new()
        let values = Collected<Double>()
        let token = try object.observe("value", options: [.new]) { values.append(number($0.newValue) ?? -1) }
        try object.send("setValue:", Int32(1), as: Void.self)                  // no automatic notification
        try object.setValue(bridging: Int32(2), forKey: "value")
        #expect(values.all.isEmpty)
        try object.willChangeValue(forKey: "value")        // the class's own, manual pair
        try object.send("setValue:", Int32(3), as: Void.self)
        try object.didChangeValue(forKey: "value")
        #expect(values.all == [3])
        withExtendedLifetime(token) {}
    }

    @Test func nsObjectGainsTheKVOMethods() throws {
        KeyValueObserving.install()
        #expect(ObjCClass.nsObject.instancesRespond(to: "willChangeValueForKey:"))
        #expect(ObjCClass.nsObject.instancesRespond(to: "didChangeValueForKey:"))
        #expect(try ObjCClass.nsObject.send("automaticallyNotifiesObserversForKey:", ObjCObject.string("x"), as: Bool.self))
    }
}

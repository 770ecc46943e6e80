import Testing
import ObjCRuntime
import KeyValueObserving

/// Each setter encoding, overridden by a closure IMP built from that encoding, notifies with
/// the right old and new values.
@Suite struct SetterNotificationTests {
    /// Observes `key` with old+new, runs `change` twice, returns the two notifications.
    private func observe(_ key: String, _ change: (ObjCObject, Int) throws -> Void) throws -> [Received] {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: key, options: [.old, .new])
        try change(object, 1)
        try change(object, 2)
        try object.removeObserver(observer, forKeyPath: key)
        let received = recorder.received
        #expect(received.count == 2)
        for r in received {
            #expect(r.keyPath == key)
            #expect(r.object == object.pointer)
            #expect(r.kind == KeyValueChangeKind.setting.rawValue)
            #expect(!r.isPrior)
        }
        return received
    }

    @Test func objectSetter() throws {
        let r = try observe("name") { o, i in try o.send("setName:", ObjCObject.string("v\(i)"), as: Void.self) }
        #expect(r[0].old == ObjCObject.null)   // nil old value → NSNull
        #expect(r[0].new?.stringValue == "v1")
        #expect(r[1].old?.stringValue == "v1")
        #expect(r[1].new?.stringValue == "v2")
    }

    @Test func boolAndCharSetters() throws {
        let flags = try observe("flag") { o, i in try o.send("setFlag:", Int8(i == 1 ? 1 : 0), as: Void.self) }
        #expect(number(flags[0].old) == 0 && number(flags[0].new) == 1)
        #expect(number(flags[1].old) == 1 && number(flags[1].new) == 0)
        let letters = try observe("letter") { o, i in try o.send("setLetter:", Int8(i == 1 ? 65 : -3), as: Void.self) }
        #expect(number(letters[0].new) == 65)
        #expect(number(letters[1].old) == 65 && number(letters[1].new) == -3)
    }

    @Test func intLongLongAndUnsignedSetters() throws {
        let ints = try observe("count") { o, i in try o.send("setCount:", Int32(i) * -100_000, as: Void.self) }
        #expect(number(ints[0].old) == 0 && number(ints[0].new) == -100_000)
        #expect(number(ints[1].old) == -100_000 && number(ints[1].new) == -200_000)
        let bigs = try observe("big") { o, i in try o.send("setBig:", Int64(i) << 40, as: Void.self) }
        #expect(number(bigs[1].old) == Double(Int64(1) << 40) && number(bigs[1].new) == Double(Int64(2) << 40))
        let unsigned = try observe("flags") { o, i in try o.send("setFlags:", UInt32(UInt32.max - UInt32(i)), as: Void.self) }
        #expect(number(unsigned[0].new) == Double(UInt32.max - 1))
        #expect(number(unsigned[1].old) == Double(UInt32.max - 1) && number(unsigned[1].new) == Double(UInt32.max - 2))
    }

    @Test func floatAndDoubleSetters() throws {
        let floats = try observe("ratio") { o, i in try o.send("setRatio:", Float(i) + 0.5, as: Void.self) }
        #expect(number(floats[0].old) == 0 && number(floats[0].new) == 1.5)
        #expect(number(floats[1].old) == 1.5 && number(floats[1].new) == 2.5)
        let doubles = try observe("amount") { o, i in try o.send("setAmount:", Double(i) / 3, as: Void.self) }
        #expect(number(doubles[1].old) == 1.0 / 3 && number(doubles[1].new) == 2.0 / 3)
    }

    @Test func structSetter() throws {
        let rects = try observe("frame") { o, i in
            try o.send("setFrame:", ObjCValue.bytes(of: Rect(x: Double(i), y: 2, width: 30, height: 40)), as: Void.self)
        }
        func rect(_ o: ObjCObject?) throws -> Rect? {
            guard let o, case .value(let bytes, let type) = try BridgedValue(object: o) else { return nil }
            #expect(type == "{CGRect={CGPoint=dd}{CGSize=dd}}")
            return ObjCValue.bytes(bytes).load(as: Rect.self)
        }
        #expect(try rect(rects[0].old) == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(try rect(rects[0].new) == Rect(x: 1, y: 2, width: 30, height: 40))
        #expect(try rect(rects[1].old) == Rect(x: 1, y: 2, width: 30, height: 40))
        #expect(try rect(rects[1].new) == Rect(x: 2, y: 2, width: 30, height: 40))
    }

    @Test func structSetterMakesNoInvocationPerSet() throws {
        // The closure IMP hands its caller's argument vector to the original setter through the
        // setter's prepared call, and the struct getter is read the same way.
        let object = try KVOFixture.person().new()
        let frames = Collected<ObjCObject?>()
        let token = try object.observe("frame", options: [.old, .new]) { frames.append($0.newValue) }
        let made = Invocation.madeOnCurrentThread
        let invocation = try Invocation(target: object, selector: "setFrame:")
        #expect(Invocation.madeOnCurrentThread == made + 1)   // the counter counts
        let before = Invocation.madeOnCurrentThread
        for i in 1...10 {
            try invocation.setArgument(.bytes(of: Rect(x: Double(i), y: 2, width: 3, height: 4)), at: 2)
            try withExtendedLifetime(object) { try invocation.send() }
        }
        #expect(Invocation.madeOnCurrentThread == before)
        #expect(frames.count == 10)
        if let last = frames.all.last, let value = last, case .value(let bytes, _) = try BridgedValue(object: value) {
            #expect(ObjCValue.bytes(bytes).load(as: Rect.self) == Rect(x: 10, y: 2, width: 3, height: 4))
        } else {
            Issue.record("the last change has no CGRect value")
        }
        // A raw closure IMP: a closure, with no boxed block behind it.
        let notifying = try #require(KeyValueObserving.notifyingClass(for: try KVOFixture.person()))
        let imp = try #require(notifying.methods.first { $0.selector.name == "setFrame:" }?.implementation)
        #expect(ClosureIMP.contains(imp) && imp_getBlock(imp) == nil)
        token.invalidate()
    }

    @Test func theOriginalSetterStillStores() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count")
        try object.send("setCount:", Int32(42), as: Void.self)
        #expect(try object.send("count", as: Int32.self) == 42)
    }

    @Test func customSetterName() throws {
        let r = try observe("enabled") { o, i in try o.send("turnOn:", Int8(i == 1 ? 1 : 0), as: Void.self) }
        #expect(number(r[0].old) == 0 && number(r[0].new) == 1)
        #expect(number(r[1].old) == 1 && number(r[1].new) == 0)
        let notifying = try #require(KeyValueObserving.notifyingClass(for: try KVOFixture.person()))
        #expect(notifying.methods.contains { $0.selector.name == "turnOn:" })
        #expect(!notifying.methods.contains { $0.selector.name == "setEnabled:" })
    }

    @Test func kvcSetValueForKeyNotifiesThroughTheSwizzledSetter() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count", options: [.new])
        try object.setValue(bridging: Int32(7), forKey: "count")
        #expect(recorder.received.count == 1)
        #expect(number(recorder.received.first?.new) == 7)
    }

    @Test func contextIsPassedBack() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let context = UnsafeRawPointer(bitPattern: 0xC0FFEE)
        try object.addObserver(observer, forKeyPath: "count", context: context)
        try object.send("setCount:", Int32(1), as: Void.self)
        #expect(recorder.received.map(\.context) == [context])
        #expect(recorder.received.first?.new == nil)   // no .new requested
        #expect(recorder.received.first?.old == nil)
    }
}

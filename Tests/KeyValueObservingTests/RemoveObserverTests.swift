import Testing
import ObjCRuntime
import KeyValueObserving

@Suite struct RemoveObserverTests {
    @Test func removingStopsNotifications() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count")
        try object.send("setCount:", Int32(1), as: Void.self)
        try object.removeObserver(observer, forKeyPath: "count")
        try object.send("setCount:", Int32(2), as: Void.self)
        #expect(recorder.received.count == 1)
        #expect(object.observationCount == 0)
        // The isa stays swizzled (as Apple leaves it); the setter still stores.
        #expect(object.objcClass.name == "NSKVONotifying_KVOTPerson")
        #expect(try object.send("count", as: Int32.self) == 2)
    }

    @Test func removingAnUnregisteredObserverThrows() throws {
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        #expect(throws: KeyValueObservingError.self) { try object.removeObserver(observer, forKeyPath: "count") }
        try object.addObserver(observer, forKeyPath: "count")
        #expect(throws: KeyValueObservingError.self) { try object.removeObserver(observer, forKeyPath: "name") }
    }

    @Test func removeWithContextRemovesOnlyThatRegistration() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let a = UnsafeRawPointer(bitPattern: 0xA), b = UnsafeRawPointer(bitPattern: 0xB)
        try object.addObserver(observer, forKeyPath: "count", context: a)
        try object.addObserver(observer, forKeyPath: "count", context: b)
        try object.send("setCount:", Int32(1), as: Void.self)
        #expect(recorder.received.map(\.context) == [a, b])   // registered twice, told twice
        try object.removeObserver(observer, forKeyPath: "count", context: a)
        recorder.reset()
        try object.send("setCount:", Int32(2), as: Void.self)
        #expect(recorder.received.map(\.context) == [b])
        #expect(throws: KeyValueObservingError.self) {
            try object.removeObserver(observer, forKeyPath: "count", context: a)
        }
    }

    @Test func anObserverThatIsGoneIsSkipped() throws {
        let object = try KVOFixture.person().new()
        let (keep, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(keep) {} }
        do {
            let (gone, _) = try Recorder.makeObserver()
            defer { withExtendedLifetime(gone) {} }
            try object.addObserver(gone, forKeyPath: "count")
        }
        try object.addObserver(keep, forKeyPath: "count")
        try object.send("setCount:", Int32(1), as: Void.self)
        #expect(recorder.received.count == 1)
        // The dead observer's registration stays (it is the observed object's to remove) and
        // is skipped without a message to freed memory.
        #expect(object.observationCount == 2)
    }

    private typealias AddFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                              UnsafeMutableRawPointer?, UInt, UnsafeRawPointer?) -> Void
    private typealias RemoveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                 UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

    @Test func messageLevelAddAndRemove() throws {
        KeyValueObserving.install()
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let path = ObjCObject.string("count")
        let context = UnsafeRawPointer(bitPattern: 0x77)
        let options = KeyValueObservingOptions([.new, .old]).rawValue
        try object.send("addObserver:forKeyPath:options:context:", observer, path, options, context, as: Void.self)
        try object.send("setCount:", Int32(3), as: Void.self)
        #expect(recorder.received.count == 1)
        #expect(recorder.received.first?.context == context && number(recorder.received.first?.new) == 3)
        try object.send("removeObserver:forKeyPath:context:", observer, path, context, as: Void.self)
        #expect(object.observationCount == 0)
        // Removing again raises (as Foundation does): the sender throws the runtime's pending
        // exception, naming the receiver's class, the selector and the KVO error.
        let notRegistered = KeyValueObservingError.notRegistered(observer: observer.description, keyPath: "count")
        #expect(throws: ObjCException.invalidArgument(className: object.className, selector: "removeObserver:forKeyPath:context:",
                                                       reason: notRegistered.description)) {
            try object.send("removeObserver:forKeyPath:context:", observer, path, context, as: Void.self)
        }
        #expect(!ObjCException.isPending)
    }

    @Test func messageLevelAddWithANilOrNonStringKeyPathRaises() throws {
        KeyValueObserving.install()
        let object = try KVOFixture.person().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let options = KeyValueObservingOptions.new.rawValue
        let number = try BridgedValue.signed(7, objCType: "q").makeObject()
        for (keyPath, shown) in [(nil, "nil"), (number.pointer, number.description)] as [(UnsafeMutableRawPointer?, String)] {
            let reason = KeyValueObservingError.invalidKeyPath(shown).description
            #expect(throws: ObjCException.invalidArgument(className: object.className,
                                                           selector: "addObserver:forKeyPath:options:context:",
                                                           reason: reason)) {
                try object.send("addObserver:forKeyPath:options:context:", observer, keyPath, options, nil as UnsafeRawPointer?, as: Void.self)
            }
        }
        withExtendedLifetime(number) {}
        #expect(object.observationCount == 0)
        #expect(!ObjCException.isPending)
    }
}

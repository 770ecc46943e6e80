import Testing
import ObjCRuntime
import KeyValueObserving

@Suite struct RemoveObserverTests {
    @Test func removingStopsNotifications() throws {
        let object = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count")
        try object.setI32("setCount:", 1)
        try object.removeObserver(observer, forKeyPath: "count")
        try object.setI32("setCount:", 2)
        #expect(recorder.received.count == 1)
        #expect(object.observationCount == 0)
        // The isa stays swizzled (as Apple leaves it); the setter still stores.
        #expect(object.objcClass.name == "NSKVONotifying_KVOTPerson")
        #expect(try object.getI32("count") == 2)
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
        try object.setI32("setCount:", 1)
        #expect(recorder.received.map(\.context) == [a, b])   // registered twice, told twice
        try object.removeObserver(observer, forKeyPath: "count", context: a)
        recorder.reset()
        try object.setI32("setCount:", 2)
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
        try object.setI32("setCount:", 1)
        #expect(recorder.received.count == 1)
        #expect(DeliveryFailures.all.allSatisfy { !"\($0)".contains("KVOTObserver") })
    }
}

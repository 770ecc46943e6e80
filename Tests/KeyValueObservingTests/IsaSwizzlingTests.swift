import Testing
import ObjCRuntime
@testable import KeyValueObserving

@Suite struct IsaSwizzlingTests {
    @Test func observingSwizzlesIsaButClassMessageHidesIt() throws {
        let person = try KVOFixture.person()
        let object = try person.new()
        #expect(object.objcClass == person)
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count", options: [.new])
        let notifying = try #require(KeyValueObserving.notifyingClass(for: person))
        #expect(notifying.name == "NSKVONotifying_KVOTPerson")
        #expect(object.objcClass == notifying)                // object_getClass
        #expect(try object.send("class", as: ObjCClass?.self) == person)          // -class
        #expect(notifying.superclass == person)
        #expect(KeyValueObserving.originalClass(of: notifying) == person)
        #expect(object.isKind(of: person))
        // An instance nobody observes keeps its class.
        #expect(try person.new().objcClass == person)
        try object.removeObserver(observer, forKeyPath: "count")
    }

    @Test func notifyingSubclassIsMadeOncePerClass() throws {
        let cls = try KVOFixture.freshClass("KVOTOnce")
        let a = try cls.new(), b = try cls.new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try a.addObserver(observer, forKeyPath: "value")
        let first = try #require(KeyValueObserving.notifyingClass(for: cls))
        try b.addObserver(observer, forKeyPath: "value")
        try a.addObserver(observer, forKeyPath: "value")
        #expect(a.objcClass == first && b.objcClass == first)
        #expect(KeyValueObserving.notifyingClass(for: cls) == first)
        #expect(cls.subclasses.filter { $0.name.hasPrefix("NSKVONotifying_") } == [first])
        // Observing through the already-swizzled isa does not nest a second subclass.
        #expect(KeyValueObserving.notifyingClass(for: first) == nil)
    }

    /// A notifying class may be disposed once no object uses it: KVO forgets it (its
    /// disposal hook), and the next observation of the original makes a new one that works.
    @Test func aDisposedNotifyingClassIsMadeAgain() throws {
        let cls = try KVOFixture.freshClass("KVOTDisposed")
        let (observer, log) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let first: ObjCClass
        do {
            let object = try cls.new()
            try object.addObserver(observer, forKeyPath: "value")
            first = try #require(KeyValueObserving.notifyingClass(for: cls))
            try object.removeObserver(observer, forKeyPath: "value")
        }
        #expect(first.liveInstanceCount == 0)
        try first.dispose()
        #expect(first.isDisposed && KeyValueObserving.notifyingClass(for: cls) == nil)
        #expect(KeyValueObserving.originalClass(of: first) == nil)

        let object = try cls.new()
        try object.addObserver(observer, forKeyPath: "value", options: [.new])
        let second = try #require(KeyValueObserving.notifyingClass(for: cls))
        #expect(second != first && second.name == first.name && object.objcClass == second)
        try object.send("setValue:", Int32(5), as: Void.self)
        #expect(log.received.count == 1)
        try object.removeObserver(observer, forKeyPath: "value")
    }

    @Test func notifyingSubclassOverridesClassDeallocAndTheObservedSetters() throws {
        let cls = try KVOFixture.freshClass("KVOTMethods")
        let object = try cls.new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "value")
        let notifying = try #require(KeyValueObserving.notifyingClass(for: cls))
        let names = Set(notifying.methods.map(\.selector.name))
        #expect(names == ["class", "dealloc", "_isKVOA", "setValue:forKey:", "setValue:"])
        #expect(notifying.instanceMethod(for: "setValue:")?.typeEncoding == cls.instanceMethod(for: "setValue:")?.typeEncoding)
    }

    @Test func observedObjectDeallocDropsItsObservationInfo() throws {
        let cls = try KVOFixture.freshClass("KVOTDealloc")
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        var address: UInt = 0
        do {
            let object = try cls.new()
            try object.addObserver(observer, forKeyPath: "value")
            address = UInt(bitPattern: object.pointer)
            #expect(ObservationRegistry.shared.count(object: address) == 1)
        }
        #expect(try #require(KeyValueObserving.notifyingClass(for: cls)).liveInstanceCount == 0)
        #expect(ObservationRegistry.shared.count(object: address) == 0)
    }

    @Test func classesAndBadKeyPathsAreRefused() throws {
        let person = try KVOFixture.person()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        #expect(throws: KeyValueObservingError.self) { try person.asObject.addObserver(observer, forKeyPath: "count") }
        let object = try person.new()
        #expect(throws: KeyValueObservingError.invalidKeyPath("")) { try object.addObserver(observer, forKeyPath: "") }
        #expect(throws: KeyValueObservingError.invalidKeyPath("a..b")) { try object.addObserver(observer, forKeyPath: "a..b") }
        #expect(throws: KeyValueObservingError.invalidKeyPath("thing.")) { try object.addObserver(observer, forKeyPath: "thing.") }
        let plain = try ObjCClass.nsObject.new()
        #expect(throws: KeyValueObservingError.observerDoesNotRespond(className: "NSObject")) {
            try object.addObserver(plain, forKeyPath: "count")
        }
    }

    @Test func aSubclassInstanceGetsItsOwnNotifyingClassAndInheritedSettersNotify() throws {
        let base = try KVOFixture.freshClass("KVOTBase")
        let sub = try ClassBuilder(name: "\(base.name)_Sub", superclass: base).register()
        let object = try sub.new()
        let changes = Collected<Double>()
        let token = try object.observe("value", options: [.new]) { if let n = number($0.newValue) { changes.append(n) } }
        let notifying = try #require(KeyValueObserving.notifyingClass(for: sub))
        #expect(notifying.name == "NSKVONotifying_\(sub.name)" && notifying.superclass == sub)
        #expect(KeyValueObserving.notifyingClass(for: base) == nil)
        #expect(try object.send("class", as: ObjCClass?.self) == sub)
        try object.send("setValue:", Int32(11), as: Void.self)                 // the setter is inherited from base
        #expect(changes.all == [11])
        withExtendedLifetime(token) {}
    }
}


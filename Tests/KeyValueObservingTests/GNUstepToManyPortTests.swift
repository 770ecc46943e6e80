import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// GNUstep Base's `Tests/base/NSKVOSupport/kvoToMany.m`: the sets `ToManyTests` does not
/// already cover (its bare, manual, mediated and helper arrays are ported there), one test per
/// set (the set's name is the display name).
@Suite struct GNUstepToManyPortTests {
    private typealias AddFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                              UnsafeMutableRawPointer?, UInt, UnsafeRawPointer?) -> Void
    private typealias RemoveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                 UnsafeMutableRawPointer?) -> Void
    private typealias ToManyPair = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt,
                                                   UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    /// Sends `-addObserver:forKeyPath:options:context:`, `-removeObserver:forKeyPath:` to a
    /// collection; each must raise, with KVO's refusal.
    private func expectRefusal(_ collection: ObjCObject) throws {
        let (watcher, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        let key = ObjCObject.string("count")
        let reason = KeyValueObservingError.collectionNotObservable(className: collection.className, keyPath: "count").description
        #expect(throws: ObjCException.invalidArgument(className: collection.className,
                                                       selector: "addObserver:forKeyPath:options:context:", reason: reason)) {
            try collection.send("addObserver:forKeyPath:options:context:", watcher, key, UInt(0), nil as UnsafeRawPointer?, as: Void.self)
        }
        #expect(throws: ObjCException.self) {
            try collection.send("removeObserver:forKeyPath:", watcher, key, as: Void.self)
        }
        #expect(throws: KeyValueObservingError.collectionNotObservable(className: collection.className, keyPath: "count")) {
            try collection.removeObserver(watcher, forKeyPath: "count", context: nil)
        }
        // The Swift API refuses in the same words, with a typed error.
        #expect(throws: KeyValueObservingError.collectionNotObservable(className: collection.className, keyPath: "count")) {
            try collection.addObserver(watcher, forKeyPath: "count")
        }
        #expect(throws: KeyValueObservingError.self) { _ = try collection.observe("count") { _ in } }
        #expect(collection.observationCount == 0 && !ObjCException.isPending)
        #expect(KeyValueObserving.notifyingClass(for: collection.objcClass) == nil)   // never swizzled
        withExtendedLifetime(key) {}
    }

    @Test("kvoToMany.m: NSArrayShouldNotBeObservable") func nsArrayShouldNotBeObservable() throws {
        KeyValueObserving.install()
        let numbers = try (1...3).map { try BridgedValue.signed(Int64($0), objCType: "q").makeObject() }
        try expectRefusal(ObjCObject.array(numbers))
        try expectRefusal(ObjCObject.array(numbers, mutable: true))
    }

    @Test("kvoToMany.m: NSSetShouldNotBeObservable") func nsSetShouldNotBeObservable() throws {
        KeyValueObserving.install()
        let numbers = try (1...3).map { try BridgedValue.signed(Int64($0), objCType: "q").makeObject() }
        try expectRefusal(ObjCObject.set(numbers))
    }

    @Test("kvoToMany.m: NSArrayShouldThrowWhenTryingToObserveIndexesOutOfRange")
    func nsArrayShouldThrowWhenTryingToObserveIndexesOutOfRange() throws {
        KeyValueObserving.install()
        let elements = try (0..<2).map { _ in try ToManyFixture.list().new() }
        let array = try ObjCObject.array(elements)
        let (watcher, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        let indexes = try ObjCObject.indexSet([4]), key = ObjCObject.string("bare")
        #expect(throws: ObjCException.indexOutOfRange(className: array.className,
                                                       selector: "addObserver:toObjectsAtIndexes:forKeyPath:options:context:",
                                                       index: 4, count: 2)) {
            try array.send("addObserver:toObjectsAtIndexes:forKeyPath:options:context:", watcher, indexes, key, UInt(0), nil as UnsafeRawPointer?, as: Void.self)
        }
        #expect(elements.allSatisfy { $0.observationCount == 0 })
        withExtendedLifetime((indexes, key)) {}
    }

    @Test("kvoToMany.m: NSArrayObserveElements") func nsArrayObserveElements() throws {
        KeyValueObserving.install()
        let elements = try (0..<3).map { _ in try ToManyFixture.list().new() }
        let array = try ObjCObject.array(elements)
        let (watcher, log) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        func addManually(_ list: ObjCObject, _ value: String) throws {
            let set = try ObjCObject.indexSet([0]), name = ObjCObject.string("bare")
            try withExtendedLifetime((set, name)) {
                try list.send("willChange:valuesAtIndexes:forKey:", KeyValueChangeKind.insertion.rawValue, set, name, as: Void.self)
                ToManyFixture.insertBehindTheBack(list, "_bare", value)
                try list.send("didChange:valuesAtIndexes:forKey:", KeyValueChangeKind.insertion.rawValue, set, name, as: Void.self)
            }
        }
        try array.addObserver(watcher, toObjectsAt: [0, 1], forKeyPath: "bare", options: [.old, .new])
        try addManually(elements[0], "object1")
        try addManually(elements[0], "object2")
        #expect(log.received.count == 2)
        try addManually(elements[1], "object1")
        #expect(log.received.count == 3)
        try addManually(elements[2], "object1")       // not in the observed range
        #expect(log.received.count == 3)
        try array.removeObserver(watcher, fromObjectsAt: [0], forKeyPath: "bare")
        try addManually(elements[0], "object3")
        #expect(log.received.count == 3)
        try addManually(elements[1], "object2")
        #expect(log.received.count == 4)
        try array.removeObserver(watcher, fromObjectsAt: [1], forKeyPath: "bare", context: nil)
        try addManually(elements[1], "object3")
        #expect(log.received.count == 4)
        #expect(elements.allSatisfy { $0.observationCount == 0 })
    }

    @Test("kvoToMany.m: ToMany_ToOne_KeyPathThroughACollectionRaises") func keyPathThroughACollectionRaises() throws {
        // The key path names a property of the objects an array holds; the array reports no
        // change of them, so registering through it raises (the array refuses the rest of the
        // path) instead of silently never notifying.
        let list = try ToManyFixture.list().new()
        let element = try KVOFixture.person().new()
        try list.send("setSettable:", ObjCObject.array([element], mutable: true), as: Void.self)
        let (watcher, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        do {
            try list.addObserver(watcher, forKeyPath: "settable.name", options: [.new])
            Issue.record("a key path through an array was accepted")
        } catch let error as KeyValueObservingError {
            guard case .cannotObserve(let className, let reason) = error else { throw error }
            #expect(className.hasSuffix("Array") && reason.contains("does not support key-value observing"))
        }
        #expect(list.observationCount == 0 && element.observationCount == 0)
        #expect(!ObjCException.isPending)
    }

    @Test("kvoToMany.m: ObserverInformationShouldNotLeak") func observerInformationShouldNotLeak() throws {
        // Two observers of one to-many key with different options: each change reports, to
        // each, only what that observer asked for.
        let list = try ToManyFixture.list().new()
        let (first, firstLog) = try Recorder.makeObserver(), (second, secondLog) = try Recorder.makeObserver()
        defer { withExtendedLifetime((first, second)) {} }
        try list.addObserver(first, forKeyPath: "bare", options: [.old, .new])
        try list.addObserver(second, forKeyPath: "bare", options: [.new])
        let set = try ObjCObject.indexSet([0]), name = ObjCObject.string("bare")
        try withExtendedLifetime((set, name)) {
            try list.send("willChange:valuesAtIndexes:forKey:", KeyValueChangeKind.insertion.rawValue, set, name, as: Void.self)
            ToManyFixture.insertBehindTheBack(list, "_bare", "object1")
            try list.send("didChange:valuesAtIndexes:forKey:", KeyValueChangeKind.insertion.rawValue, set, name, as: Void.self)
        }
        try list.removeObserver(first, forKeyPath: "bare")
        let mine = try #require(secondLog.received.first)
        #expect(secondLog.received.count == 1 && mine.new != nil && mine.old == nil)
        #expect(firstLog.received.count == 1)
        try list.removeObserver(second, forKeyPath: "bare")
    }
}

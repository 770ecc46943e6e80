import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// FBKVOController's own test suite (`FBKVOControllerTests.m`, 29 tests), its intent ported
/// one test per test: the controller's notifications must match what plain KVO gives a
/// reference observer; its argument checks, which FBKVOController asserts, throw here.
@Suite struct FBKVOControllerPortTests {
    private let radius = FBFixture.radius, borderWidth = FBFixture.borderWidth, context = FBFixture.context
    private let optionsNone: KeyValueObservingOptions = []
    private let optionsBasic: KeyValueObservingOptions = [.new, .old, .initial]
    private var optionsAll: KeyValueObservingOptions { optionsBasic.union(.prior) }

    @Test func debugDescriptionContainsClassName() throws {
        let (observer, _) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        try controller.observe(try FBFixture.circle(), keyPaths: [radius, borderWidth], options: optionsAll, context: context)
        #expect(controller.debugDescription.contains("KVOController"))
        #expect(controller.debugDescription.contains("keyPath:radius") && controller.debugDescription.contains("keyPath:borderWidth"))
        withExtendedLifetime(observer) {}
    }

    @Test func blockOptionsBasic() throws {
        let circle = try FBFixture.circle()
        let (observer, _) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        let (reference, log) = try Recorder.makeObserver()
        try circle.addObserver(reference, forKeyPath: radius, options: optionsBasic, context: context)
        let calls = Collected<(ObjCObject, ObjCObject, [String: Double?], String?)>()
        try controller.observe(circle, keyPath: radius, options: optionsBasic) { observer, object, change in
            var plain = comparable(change.dictionary)
            let keyPath = try? change.dictionary.value(forKey: KVOController.keyPathKey)?.stringValue
            plain[KVOController.keyPathKey] = nil
            calls.append((observer, object, plain, keyPath))
        }
        for (expected, step) in [(1, {}), (2, { try circle.setFloat(radius, 1) })] as [(Int, () throws -> Void)] {
            try step()
            let all = calls.all
            try #require(all.count == expected)
            let last = try #require(all.last), ref = try #require(log.received.last)
            #expect(last.0 == observer && last.1.pointer == ref.object && last.3 == radius)
            #expect(last.2 == comparable(ref.change))
        }
        try circle.removeObserver(reference, forKeyPath: radius)
        withExtendedLifetime((observer, reference)) {}
    }

    /// The controller's context callback against the reference observer, for `options`.
    private func contextCallbackMatchesPlainKVO(_ options: KeyValueObservingOptions, initialRadius: Float?) throws {
        let circle = try FBFixture.circle()
        if let initialRadius { try circle.setFloat(radius, initialRadius) }
        let (observer, mock) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        let (reference, log) = try Recorder.makeObserver()
        try circle.addObserver(reference, forKeyPath: radius, options: options, context: context)
        try controller.observe(circle, keyPath: radius, options: options, context: context)
        try circle.setFloat(radius, 2)
        let observed = mock.calls("observeValueForKeyPath:ofObject:change:context:")
        // The reference observer's notifications; both got the same initial one, if asked.
        let references = log.received
        try #require(!observed.isEmpty && observed.count == references.count)
        for (mine, ref) in zip(observed, references) {
            #expect(mine.keyPath == ref.keyPath && mine.object == ref.object && mine.context == ref.context)
            #expect(mine.change == comparable(ref.change))
        }
        try circle.removeObserver(reference, forKeyPath: radius)
        withExtendedLifetime((observer, reference, controller)) {}
    }

    @Test func optionsNoneMatchesPlainKVO() throws { try contextCallbackMatchesPlainKVO(optionsNone, initialRadius: nil) }
    @Test func optionsBasicMatchesPlainKVO() throws { try contextCallbackMatchesPlainKVO(optionsBasic, initialRadius: 1) }
    @Test func optionsAllMatchesPlainKVO() throws { try contextCallbackMatchesPlainKVO(optionsAll, initialRadius: 1) }

    private let noop: KVONotificationBlock = { _, _, _ in }

    @Test func blockWhenKeyPathsIsNilThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingKeyPaths) { try controller.observe(nil, keyPaths: nil, options: [], block: noop) }
    }

    @Test func blockWhenKeyPathsIsEmptyThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingKeyPaths) { try controller.observe(nil, keyPaths: [], options: [], block: noop) }
    }

    @Test func blockWhenBlockIsNilThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingCallback("block")) {
            try controller.observe(nil, keyPaths: ["ante", "bellum"], options: [], block: nil)
        }
    }

    @Test func blockWhenObjectIsNilDoesNothing() throws {
        let controller = KVOController.controller(observer: nil)
        try controller.observe(nil, keyPaths: ["ante", "bellum"], options: [], block: noop)
        #expect(controller.debugDescription.hasSuffix("observer:nil>"))
    }

    @Test func blockObservesEachOfTheKeyPaths() throws {
        let (observer, _) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        let circle = try FBFixture.circle()
        let newValues = Collected<Double>()
        try controller.observe(circle, keyPaths: [radius, borderWidth], options: [.new]) { _, _, change in
            newValues.append(number(change.newValue) ?? -1)
        }
        try circle.setFloat(radius, 1)
        try circle.setFloat(borderWidth, 10)
        #expect(newValues.all == [1, 10])
        withExtendedLifetime(observer) {}
    }

    @Test func actionWhenKeyPathsIsNilThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingKeyPaths) { try controller.observe(nil, keyPaths: nil, options: [], action: "cookies") }
    }

    @Test func actionWhenKeyPathsIsEmptyThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingKeyPaths) { try controller.observe(nil, keyPaths: [], options: [], action: "cookies") }
    }

    @Test func actionWhenActionIsNilThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingCallback("action")) {
            try controller.observe(nil, keyPaths: ["carpe", "diem"], options: [], action: nil)
        }
    }

    @Test func actionWhenObjectIsNilStillChecksTheObserver() {
        // FBKVOController asserts the observer responds to the action before looking at the
        // object: with no observer, that fails even for a nil object.
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingObserver) {
            try controller.observe(nil, keyPaths: ["ante", "bellum"], options: [], action: "debugDescription")
        }
    }

    @Test func actionTheObserverDoesNotRespondToThrows() throws {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingObserver) {
            try controller.observe(ObjCClass.nsObject.new(), keyPaths: ["caveat", "emptor"], options: [], action: "cookies")
        }
        let (observer, _) = try MockObserver.make()
        let real = KVOController.controller(observer: observer)
        #expect(throws: KeyValueObservingError.invalidAction(className: "FBTMockObserver", selector: "cookies")) {
            try real.observe(ObjCClass.nsObject.new(), keyPaths: ["caveat", "emptor"], options: [], action: "cookies")
        }
        withExtendedLifetime(observer) {}
    }

    @Test func actionObservesEachOfTheKeyPaths() throws {
        let (observer, mock) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        let circle = try FBFixture.circle()
        try controller.observe(circle, keyPaths: [radius, borderWidth], options: [.new], action: "propertyDidChange")
        try circle.setFloat(radius, 1)
        try circle.setFloat(borderWidth, 10)
        #expect(mock.calls("propertyDidChange").count == 2)
        withExtendedLifetime(observer) {}
    }

    @Test func contextWhenKeyPathsIsNilThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingKeyPaths) { try controller.observe(nil, keyPaths: nil, options: [], context: nil) }
    }

    @Test func contextWhenKeyPathsIsEmptyThrows() {
        let controller = KVOController.controller(observer: nil)
        #expect(throws: KeyValueObservingError.missingKeyPaths) { try controller.observe(nil, keyPaths: [], options: [], context: nil) }
    }

    @Test func contextWhenObjectIsNilDoesNothing() throws {
        let controller = KVOController.controller(observer: nil)
        try controller.observe(nil, keyPaths: ["terra", "firma"], options: [], context: nil)
        #expect(controller.debugDescription.hasSuffix("observer:nil>"), "no observation was recorded: \(controller.debugDescription)")
    }

    @Test func contextObservesEachOfTheKeyPaths() throws {
        let (observer, mock) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        let circle = try FBFixture.circle()
        try controller.observe(circle, keyPaths: [radius, borderWidth], options: [.new], context: nil)
        try circle.setFloat(radius, 1)
        try circle.setFloat(borderWidth, 10)
        let calls = mock.calls("observeValueForKeyPath:ofObject:change:context:")
        #expect(calls.map(\.keyPath) == [radius, borderWidth])
        #expect(calls.allSatisfy { $0.object == circle.pointer && $0.context == nil })
        withExtendedLifetime(observer) {}
    }

    @Test func unobserveWithinTheInitialCallback() throws {
        let (observer, _) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        let circle = try FBFixture.circle()
        try circle.setFloat(radius, 1)
        let radii = Collected<Float>()
        try controller.observe(circle, keyPath: radius, options: [.initial]) { [controller] _, object, _ in
            radii.append((try? object.value(forKey: "radius")).flatMap { number($0) }.map(Float.init) ?? -1)
            controller.unobserve(object)
        }
        try circle.setFloat(radius, 2)
        #expect(radii.all == [1])
        #expect(circle.observationCount == 0)
        withExtendedLifetime(observer) {}
    }

    @Test func customActionOptionsBasic() throws {
        let circle = try FBFixture.circle()
        let (observer, mock) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        try controller.observe(circle, keyPath: radius, options: optionsBasic, action: "propertyDidChange")
        #expect(mock.calls("propertyDidChange").count == 1)     // the initial notification
        try circle.setFloat(radius, 1)
        #expect(mock.calls("propertyDidChange").count == 2)
        withExtendedLifetime(observer) {}
    }

    /// The action's change (and object) against the reference observer's.
    private func actionMatchesPlainKVO(_ action: Selector, withObject: Bool) throws {
        let circle = try FBFixture.circle()
        let (observer, mock) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        let (reference, log) = try Recorder.makeObserver()
        try circle.addObserver(reference, forKeyPath: radius, options: optionsBasic, context: context)
        try controller.observe(circle, keyPath: radius, options: optionsBasic, action: action)
        for step in 1...2 {
            if step == 2 { try circle.setFloat(radius, 2) }
            let mine = try #require(mock.calls(action.name).last), ref = try #require(log.received.last)
            #expect(mock.calls(action.name).count == step)
            #expect(mine.change == comparable(ref.change))
            if withObject { #expect(mine.object == ref.object) }
        }
        try circle.removeObserver(reference, forKeyPath: radius)
        withExtendedLifetime((observer, reference)) {}
    }

    @Test func customActionWithChangeOptionsBasic() throws {
        try actionMatchesPlainKVO("propertyDidChange:", withObject: false)
    }

    @Test func customActionWithChangeObjectOptionsBasic() throws {
        try actionMatchesPlainKVO("propertyDidChange:object:", withObject: true)
    }

    @Test func unobserveKeyPath() throws {
        let circle = try FBFixture.circle()
        let (observer, mock) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        try controller.observe(circle, keyPath: radius, options: optionsNone, context: context)
        try controller.observe(circle, keyPath: borderWidth, options: optionsNone, context: context)
        try circle.setFloat(radius, 1)
        try circle.setFloat(borderWidth, 1)
        #expect(mock.calls.count == 2)
        controller.unobserve(circle, keyPath: borderWidth)
        try circle.setFloat(radius, 2)
        try circle.setFloat(borderWidth, 2)
        #expect(mock.calls.count == 3 && mock.calls.allSatisfy { $0.object == circle.pointer && $0.context == context })
        withExtendedLifetime(observer) {}
    }

    @Test func unobserveObject() throws {
        let circle1 = try FBFixture.circle(), circle2 = try FBFixture.circle()
        let (observer, mock) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        try controller.observe(circle1, keyPath: radius, options: optionsNone, action: "propertyDidChange:object:")
        try controller.observe(circle2, keyPath: radius, options: optionsNone, action: "propertyDidChange:object:")
        controller.unobserve(circle2)
        let (reference, log) = try Recorder.makeObserver()
        try circle1.addObserver(reference, forKeyPath: radius, options: optionsNone, context: context)
        try circle1.setFloat(radius, 1)
        try circle2.setFloat(radius, 1)
        let calls = mock.calls("propertyDidChange:object:")
        try #require(calls.count == 1)
        let ref = try #require(log.received.last)
        #expect(calls[0].object == ref.object && calls[0].change == comparable(ref.change))
        try circle1.removeObserver(reference, forKeyPath: radius)
        withExtendedLifetime((observer, reference)) {}
    }

    @Test func deallocatedController() throws {
        let circle = try FBFixture.circle()
        let (observer, mock) = try MockObserver.make()
        do {
            let controller = KVOController.controller(observer: observer)
            try controller.observe(circle, keyPath: radius, options: optionsBasic, action: "propertyDidChange")
            #expect(mock.calls("propertyDidChange").count == 1)
        }
        try circle.setFloat(radius, 1)
        #expect(mock.calls("propertyDidChange").count == 1)
        #expect(circle.observationCount == 0)
        withExtendedLifetime(observer) {}
    }

    @Test func deallocatedObserver() throws {
        let circle = try FBFixture.circle()
        let controller: KVOController
        let mock: MockObserver
        do {
            let (observer, m) = try MockObserver.make()
            mock = m
            controller = KVOController.controller(observer: observer)
            try controller.observe(circle, keyPath: radius, options: optionsBasic, action: "propertyDidChange")
            #expect(mock.calls("propertyDidChange").count == 1)
        }
        #expect(controller.observer == nil)
        try circle.setFloat(radius, 1)   // no message to the freed observer, no crash
        #expect(mock.calls("propertyDidChange").count == 1)
        #expect(DeliveryFailures.all.allSatisfy { !$0.description.contains("FBTMockObserver") })
    }

    @Test func theSharedControllerIsOneObjectThatNeverGoesAway() throws {
        // In place of FBKVOController's `testTravisContinuousIntegrationHappyDance`.
        let shared = try KVOSharedController.shared()
        #expect(try KVOSharedController.shared() === shared)
        let circle = try FBFixture.circle()
        let (observer, _) = try MockObserver.make()
        let controller = KVOController.controller(observer: observer)
        try controller.observe(circle, keyPath: radius, options: [], context: nil)
        #expect(shared.debugDescription.contains("keyPath:radius"))
        #expect(ObservationRegistry.shared.observations(of: UInt(bitPattern: circle.pointer))?.records.first?.observerAddress
                    == UInt(bitPattern: shared.observerObject.pointer))
        controller.unobserveAll()
        #expect(circle.observationCount == 0)
        withExtendedLifetime(observer) {}
    }
}

import Testing
import ObjCRuntime
@testable import KeyValueObserving
import MiniObjCTestSupport

/// `+keyPathsForValuesAffectingValueForKey:` / `+keyPathsForValuesAffecting<Key>`: observing a
/// computed key watches what it is computed from. Ported in intent from GNUstep's
/// NSKVOSupport `legacy.m` (fullName), `cyclicalDependencies.m` and Apple's documentation.
@Suite struct DependentKeyTests {
    @Test func aChangeOfAnAffectingKeyNotifiesTheDependentKeyWithItsOwnValues() throws {
        let person = try DependentKeyFixture.name().new()
        try person.send("setFirstName:", ObjCObject.string("Ada"), as: Void.self)
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try person.addObserver(observer, forKeyPath: "fullName", options: [.old, .new])
        try person.send("setLastName:", ObjCObject.string("Lovelace"), as: Void.self)
        try person.send("setFirstName:", ObjCObject.string("Augusta"), as: Void.self)
        let r = recorder.received
        try #require(r.count == 2)
        #expect(r.allSatisfy { $0.keyPath == "fullName" && $0.kind == KeyValueChangeKind.setting.rawValue })
        #expect(r[0].old?.stringValue == "Ada " && r[0].new?.stringValue == "Ada Lovelace")
        #expect(r[1].old?.stringValue == "Ada Lovelace" && r[1].new?.stringValue == "Augusta Lovelace")
    }

    @Test func theAffectingKeysOwnObserversAreToldToo() throws {
        let person = try DependentKeyFixture.name().new()
        let keys = Collected<String>()
        let full = try person.observe("fullName") { keys.append($0.keyPath) }
        let first = try person.observe("firstName") { keys.append($0.keyPath) }
        try person.send("setFirstName:", ObjCObject.string("Grace"), as: Void.self)
        // The changed key first, then the key depending on it.
        #expect(keys.all == ["firstName", "fullName"])
        withExtendedLifetime((full, first)) {}
    }

    @Test func dependenciesChain() throws {
        // greeting ← fullName ← firstName: one first-name change reaches greeting, once.
        let person = try DependentKeyFixture.name().new()
        let greetings = Collected<String>()
        let token = try person.observe("greeting") { greetings.append($0.newValue?.stringValue ?? "nil") }
        try person.send("setFirstName:", ObjCObject.string("Alan"), as: Void.self)
        try person.send("setLastName:", ObjCObject.string("Turing"), as: Void.self)
        #expect(greetings.all == ["Hello, Alan ", "Hello, Alan Turing"])
        withExtendedLifetime(token) {}
    }

    @Test func cyclesTerminateAndNotifyOnce() throws {
        // GNUstep cyclicalDependencies.m: a ↔ b, derived ← a, leaf; and x → y → z → x.
        let root = try DependentKeyFixture.name().new()
        try root.send("setLeaf:", Int64(1), as: Void.self)
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try root.addObserver(observer, forKeyPath: "derived", options: [.new])
        try root.addObserver(observer, forKeyPath: "derived3", options: [.new])
        try root.send("setLeaf:", Int64(2), as: Void.self)
        let r = recorder.received
        #expect(r.map(\.keyPath).sorted() == ["derived", "derived3"])
        #expect(r.allSatisfy { number($0.new) == 4 })
        #expect(try DependentKeys.affecting("derived", of: DependentKeyFixture.name()).sorted() == ["a", "b", "leaf"])
        #expect(try DependentKeys.affecting("derived3", of: DependentKeyFixture.name()).sorted() == ["leaf", "x", "y", "z"])
    }

    @Test func aDottedAffectingPathFollowsTheIntermediateObject() throws {
        let cls = try DependentKeyFixture.name()
        let employee = try cls.new(), first = try cls.new(), second = try cls.new()
        try first.send("setFirstName:", ObjCObject.string("Ada"), as: Void.self)
        try second.send("setFirstName:", ObjCObject.string("Grace"), as: Void.self)
        try employee.send("setBoss:", first, as: Void.self)
        let names = Collected<String>()
        let token = try employee.observe("bossName") { names.append($0.newValue?.stringValue ?? "nil") }
        try first.send("setFirstName:", ObjCObject.string("Augusta"), as: Void.self)     // inner change
        try employee.send("setBoss:", second, as: Void.self)                   // the boss is replaced
        try first.send("setFirstName:", ObjCObject.string("ignored"), as: Void.self)     // no longer the boss
        try second.send("setFirstName:", ObjCObject.string("Hopper"), as: Void.self)
        #expect(names.all == ["Augusta", "Grace", "Hopper"])
        token.invalidate()
        #expect(employee.observationCount == 0 && first.observationCount == 0 && second.observationCount == 0)
    }

    @Test func anOverrideOfTheGeneralClassMethodIsAsked() throws {
        let person = try DependentKeyFixture.name().new()
        let initials = Collected<String>()
        let token = try person.observe("initials") { initials.append($0.newValue?.stringValue ?? "nil") }
        try person.send("setFirstName:", ObjCObject.string("Edsger"), as: Void.self)
        try person.send("setLastName:", ObjCObject.string("Dijkstra"), as: Void.self)
        #expect(initials.all == ["E", "ED"])
        withExtendedLifetime(token) {}
    }

    @Test func removingTheObservationRemovesItsMarkersAndDependentsGoQuiet() throws {
        let person = try DependentKeyFixture.name().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try person.addObserver(observer, forKeyPath: "fullName", options: [.new])
        #expect(person.observationCount == 1)   // markers for firstName / lastName are not counted
        #expect(ObservationRegistry.shared.observations(of: UInt(bitPattern: person.pointer))?.records.count == 3)
        try person.removeObserver(observer, forKeyPath: "fullName")
        #expect(ObservationRegistry.shared.observations(of: UInt(bitPattern: person.pointer)) == nil)
        try person.send("setFirstName:", ObjCObject.string("x"), as: Void.self)
        #expect(recorder.received.isEmpty)
    }

    @Test func twoObservationsOfOneDependentKeyStillNotifyEachObserverOnce() throws {
        let person = try DependentKeyFixture.name().new()
        let seen = Collected<Int>()
        let a = try person.observe("fullName") { _ in seen.append(1) }
        let b = try person.observe("fullName") { _ in seen.append(2) }
        try person.send("setFirstName:", ObjCObject.string("Barbara"), as: Void.self)
        #expect(seen.all == [1, 2])
        withExtendedLifetime((a, b)) {}
    }

    @Test func manualChangesOfAnAffectingKeyNotifyDependents() throws {
        let person = try DependentKeyFixture.name().new()
        let seen = Collected<String>()
        let token = try person.observe("fullName", options: [.prior, .new]) {
            seen.append($0.isPrior ? "prior" : ($0.newValue?.stringValue ?? "nil"))
        }
        try person.willChangeValue(forKey: "lastName")
        try DependentKeyFixture.name().ivar(named: "_lastName")?.setObject(.string("Liskov"), in: person)
        try person.didChangeValue(forKey: "lastName")
        #expect(seen.all == ["prior", " Liskov"])
        withExtendedLifetime(token) {}
    }

    private typealias ClassQuery = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
    private typealias GetInt32 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32

    /// A fresh class with `value` and a computed `doubled` whose affecting keys come from
    /// `answer` (a class method returning an autoreleased object).
    private func doubledClass(_ prefix: String, answer: ClassQuery) throws -> ObjCClass {
        let cls = try KVOFixture.freshClass(prefix)
        let doubled: GetInt32 = { r, _ in
            guard let r, let v = try? ObjCObject(retaining: r).value(forKey: "value") else { return 0 }
            return Int32(number(v) ?? 0) * 2
        }
        try cls.addMethod("doubled", types: "i16@0:8", imp: unsafeBitCast(doubled, to: IMP.self))
        try cls.metaclass.addMethod("keyPathsForValuesAffectingDoubled", types: "@16@0:8", imp: unsafeBitCast(answer, to: IMP.self))
        return cls
    }

    @Test func aSetLikeAnswerIsReadThroughAllObjects() throws {
        // NSSet is not a MiniObjC value class yet: any object answering -allObjects works.
        let setLike = try ClassBuilder(name: uniqueName("KVOTSetLike"))
        let allObjects: ClassQuery = { _, _ in
            guard let array = try? ObjCObject.array([.string("value")]) else { return nil }
            AutoreleasePool.add(array)
            return array.pointer
        }
        try setLike.addMethod("allObjects", types: "@16@0:8", imp: unsafeBitCast(allObjects, to: IMP.self))
        let setClass = try setLike.register()
        KVOTSetLikeHolder.cls.withLock { $0 = setClass }
        let cls = try doubledClass("KVOTSetAnswer") { _, _ in
            guard let c = KVOTSetLikeHolder.cls.withLock({ $0 }), let set = try? c.new() else { return nil }
            AutoreleasePool.add(set)
            return set.pointer
        }
        let object = try cls.new()
        let values = Collected<Double>()
        let token = try object.observe("doubled") { values.append(number($0.newValue) ?? -1) }
        try object.send("setValue:", Int32(21), as: Void.self)
        #expect(values.all == [42])
        withExtendedLifetime(token) {}
    }

    @Test func anAnswerThatIsNotACollectionOfKeyPathsIsRefused() throws {
        let cls = try doubledClass("KVOTBadAnswer") { _, _ in
            guard let n = try? BridgedValue.int(7).makeObject() else { return nil }
            AutoreleasePool.add(n)
            return n.pointer
        }
        let object = try cls.new()
        #expect(throws: KeyValueObservingError.self) { _ = try object.observe("doubled") { _ in } }
        #expect(object.observationCount == 0)
        let badPath = try doubledClass("KVOTBadPath") { _, _ in
            guard let a = try? ObjCObject.array([.string("a..b")]) else { return nil }
            AutoreleasePool.add(a)
            return a.pointer
        }
        #expect(throws: KeyValueObservingError.invalidKeyPath("a..b")) { _ = try badPath.new().observe("doubled") { _ in } }
    }
}

/// The set-like class of ``DependentKeyTests/aSetLikeAnswerIsReadThroughAllObjects()``
/// (a C class method cannot capture it).
enum KVOTSetLikeHolder {
    static let cls = LockedValue<ObjCClass?>(nil)
}

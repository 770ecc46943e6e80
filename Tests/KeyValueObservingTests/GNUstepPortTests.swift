import Foundation
import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// GNUstep Base's NSKVOSupport tests, their intent ported: `newoldvalues.m` (a dependent key
/// whose affecting path runs through a shared object), `ComplexNilAndCycleTest.m` (dependent
/// paths through a graph with nil links and a back reference), `basic.m`, `concurrent.m`,
/// `branchVisitedScope.m` and `visitedAliasCollision.m` (dependent paths sharing an
/// intermediate key), `changeset.m` (observers registered and removed during a change) and
/// `keypathRegistration.m` (an object in the middle of a key path that takes charge of
/// registration). `general.m` has its own suite (`GNUstepGeneralPortTests`), the parts of
/// `kvoToMany.m` that apply theirs (`GNUstepToManyPortTests`).
@Suite struct GNUstepPortTests {
    @Test func newAndOldValuesOfADependentKeyAffectedThroughASharedObject() throws {
        let bar = try GNUstepFixture.cls("GSTBar").new()
        let first = try GNUstepFixture.cls("GSTFoo").new(), second = try GNUstepFixture.cls("GSTFoo").new()
        for (foo, a) in [(first, 1), (second, 2)] {
            try foo.send("setA:", Int64(a), as: Void.self)
            try foo.send("setGlobalBar:", bar, as: Void.self)
        }
        try bar.send("setFirstFoo:", first, as: Void.self)
        try bar.send("setSecondFoo:", second, as: Void.self)
        let seen1 = Collected<[Double]>(), seen2 = Collected<[Double]>()
        let t1 = try first.observe("b", options: [.old, .new]) { seen1.append([number($0.oldValue) ?? -1, number($0.newValue) ?? -1]) }
        let t2 = try second.observe("b", options: [.old, .new]) { seen2.append([number($0.oldValue) ?? -1, number($0.newValue) ?? -1]) }
        try bar.send("setX:", Int64(1), as: Void.self)
        #expect(seen1.all == [[1, 2]] && seen2.all == [[2, 3]])
        try bar.send("setX:", Int64(1), as: Void.self)                  // the same value again still notifies
        #expect(seen1.all.last == [2, 2] && seen2.all.last == [3, 3])
        try first.send("setA:", Int64(2), as: Void.self)
        #expect(seen1.all.count == 3 && seen1.all.last == [2, 3] && seen2.all.count == 2)
        withExtendedLifetime((t1, t2)) {}
        // The graph has a cycle (bar ↔ foo): break it so the objects can go.
        try bar.send("setFirstFoo:", nil as ObjCObject?, as: Void.self)
        try bar.send("setSecondFoo:", nil as ObjCObject?, as: Void.self)
    }

    @Test func dependentPathsThroughNilLinksAndABackReference() throws {
        let b = try GNUstepFixture.cls("GSTBNode").new()
        try b.send("setE:", Int64(1), as: Void.self)
        let cForA = try GNUstepFixture.cls("GSTCNode").new()
        try cForA.send("setB:", b, as: Void.self)
        let cForB = try GNUstepFixture.cls("GSTCNode").new()
        try cForB.send("setF:", Int64(10), as: Void.self)
        let a = try GNUstepFixture.cls("GSTANode").new()
        try a.send("setB:", b, as: Void.self)
        try a.send("setC:", cForA, as: Void.self)
        try b.send("setC:", cForB, as: Void.self)
        let root = try GNUstepFixture.cls("GSTRootNode").new()
        try root.send("setA:", a, as: Void.self)
        let calls = Collected<Int>()
        let token = try root.observe("x", options: []) { _ in calls.append(1) }
        func count(_ step: () throws -> Void) throws -> Int {
            let before = calls.count
            try step()
            return calls.count - before
        }
        #expect(try count { try b.send("setE:", Int64(2), as: Void.self) } == 1)                 // a.c.b.e
        let newCForB = try GNUstepFixture.cls("GSTCNode").new()
        try newCForB.send("setD:", ObjCClass.nsObject.new(), as: Void.self)
        try newCForB.send("setF:", Int64(100), as: Void.self)
        #expect(try count { try b.send("setC:", newCForB, as: Void.self) } == 1)             // a.b.c replaced
        #expect(try count { try b.send("setE:", Int64(3), as: Void.self) } == 1)
        #expect(try count { try newCForB.send("setF:", Int64(101), as: Void.self) } == 1)        // f announces d while d is set
        #expect(try count { try newCForB.send("setD:", nil as ObjCObject?, as: Void.self) } == 1)
        #expect(try count { try newCForB.send("setF:", Int64(102), as: Void.self) } == 0)        // … and not once d is nil
        #expect(try count { try b.send("setC:", nil as ObjCObject?, as: Void.self) } == 1)                  // a nil link ends the path
        #expect(try count { try b.send("setE:", Int64(4), as: Void.self) } == 1)
        token.invalidate()
        #expect(root.observationCount == 0 && a.observationCount == 0 && b.observationCount == 0)
    }

    @Test func basicCountsPerKey() throws {
        // basic.m: three keys of three types; each set notifies once, with the right path.
        let person = try KVOFixture.person().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let context = UnsafeRawPointer(bitPattern: 0xBA51C)
        for key in ["flag", "big", "name"] {
            try person.addObserver(observer, forKeyPath: key, options: [], context: context)
        }
        try person.send("setFlag:", Int8(1), as: Void.self)
        try person.send("setBig:", Int64(7), as: Void.self)
        try person.send("setName:", ObjCObject.string("c"), as: Void.self)
        #expect(recorder.received.map(\.keyPath) == ["flag", "big", "name"])
        #expect(recorder.received.allSatisfy { $0.context == context && $0.object == person.pointer })
    }

    @Test func concurrentWritersLoseNoNotification() throws {
        // concurrent.m: THREADS × WRITES sets on one object, each observed exactly once.
        let object = try KVOFixture.lockedNodeClass().new()
        let counter = Collected<Int>()
        let token = try object.observe("count", options: []) { _ in counter.append(1) }
        let threads = 8, writes = 500
        let group = DispatchGroup()
        for t in 0..<threads {
            group.enter()
            Thread {
                for i in 0..<writes { try? object.send("setCount:", Int32(t * writes + i), as: Void.self) }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(counter.count == threads * writes)
        withExtendedLifetime(token) {}
    }

    @Test func branchVisitedScopeOneLeafChangeNotifiesTheDerivedKeyOnce() throws {
        // branchVisitedScope.m: `derived` ← `selected.score`, `selected.leaf.flag`; the shared
        // dependency path is taken down and rebuilt 25 times; then one leaf change is one
        // notification.
        let (root, holder, node, leaf) = try GNUstepGraphFixture.graph()
        let calls = Collected<Int>()
        let (watcher, log) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        try root.addObserver(watcher, forKeyPath: "derived", options: [])
        for _ in 0..<25 {
            try holder.send("setNode:", nil as ObjCObject?, as: Void.self)
            try holder.send("setNode:", node, as: Void.self)
        }
        log.reset()
        try leaf.send("setValue:", Int64(2), as: Void.self)
        calls.append(log.received.count)
        #expect(calls.all == [1])
        try root.removeObserver(watcher, forKeyPath: "derived")
        #expect(root.observationCount == 0 && holder.observationCount == 0 && node.observationCount == 0
                && leaf.observationCount == 0)
    }

    @Test func visitedAliasCollisionBothBranchesAreWired() throws {
        // visitedAliasCollision.m: `derivedAB` ← `selectedA.leaf.flag`, `selectedB.score`, where
        // `selectedA` and `selectedB` have the same affecting path text; the graph is completed
        // after the registration. Each branch notifies once.
        let (root, holder, node, leaf) = try GNUstepGraphFixture.graph()
        let (watcher, log) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        try root.addObserver(watcher, forKeyPath: "derivedAB", options: [])
        try holder.send("setNode:", node, as: Void.self)
        log.reset()
        try leaf.send("setValue:", Int64(2), as: Void.self)      // through selectedB.score
        #expect(log.received.count == 1)
        log.reset()
        try leaf.send("setFlag:", Int8(0), as: Void.self)        // through selectedA.leaf.flag
        #expect(log.received.count == 1)
        try root.removeObserver(watcher, forKeyPath: "derivedAB")
    }

    @Test func changesetAnObserverRegisteredDuringAChangeHearsTheNextOnes() throws {
        // changeset.m, part 1: on the prior notification of a change, an observer registers
        // another; what is registered when a change ends receives the next ones.
        let subject = try KVOFixture.freshClass("GSTSubject").new()
        let (counter, counted) = try Recorder.makeObserver()
        let meddler = Meddler(subject: subject, other: counter, key: "value", removes: false)
        let meddlerObject = try meddler.makeObserver()
        defer { withExtendedLifetime((counter, meddlerObject)) {} }
        try subject.addObserver(meddlerObject, forKeyPath: "value", options: [.new, .prior])
        try subject.send("setValue:", Int32(1), as: Void.self)
        try subject.send("setValue:", Int32(2), as: Void.self)
        #expect(counted.received.count > 0)
        let before = counted.received.count
        try subject.send("setValue:", Int32(3), as: Void.self)
        #expect(counted.received.count == before + 1)
        try subject.removeObserver(meddlerObject, forKeyPath: "value")
        try subject.removeObserver(counter, forKeyPath: "value")
    }

    @Test func changesetAnObserverRemovedDuringAChangeIsSentNothing() throws {
        // changeset.m, part 2: the victim is registered first, so the change would reach it
        // before the observer that removes it during the prior notification.
        let subject = try KVOFixture.freshClass("GSTSubject").new()
        let (counter, counted) = try Recorder.makeObserver()
        let meddler = Meddler(subject: subject, other: counter, key: "value", removes: true)
        let meddlerObject = try meddler.makeObserver()
        defer { withExtendedLifetime((counter, meddlerObject)) {} }
        try subject.addObserver(counter, forKeyPath: "value", options: [.new])
        try subject.addObserver(meddlerObject, forKeyPath: "value", options: [.new, .prior])
        try subject.send("setValue:", Int32(1), as: Void.self)
        try subject.send("setValue:", Int32(2), as: Void.self)
        #expect(counted.received.isEmpty)
        #expect(meddler.count == 4)          // prior and final of both changes
        try subject.removeObserver(meddlerObject, forKeyPath: "value")
        #expect(subject.observationCount == 0)
    }

    @Test func changesetAnObserverRegisteredForAnotherKeyHearsItsOwn() throws {
        // changeset.m, part 3: registering for another key during a change of this one.
        let cls = try GNUstepGraphFixture.cls("GSTLeaf")
        let subject = try cls.new()
        let (counter, counted) = try Recorder.makeObserver()
        let meddler = Meddler(subject: subject, other: counter, key: "flag", removes: false)
        let meddlerObject = try meddler.makeObserver()
        defer { withExtendedLifetime((counter, meddlerObject)) {} }
        try subject.addObserver(meddlerObject, forKeyPath: "value", options: [.new, .prior])
        try subject.send("setValue:", Int64(1), as: Void.self)
        try subject.send("setFlag:", Int8(1), as: Void.self)
        #expect(counted.changes(for: "flag").count == 1)
        try subject.removeObserver(meddlerObject, forKeyPath: "value")
        try subject.removeObserver(counter, forKeyPath: "flag")
    }

    @Test func keypathRegistrationTheObjectInTheMiddleTakesChargeOfRegistration() throws {
        // keypathRegistration.m: observing `registrar.name` sends the registrar
        // -addObserver:forKeyPath:options:context: for `name` — once — and its override passes
        // the registration on to the element it holds; the element's change is reported as a
        // change of the whole path on the holder, and -removeObserver:forKeyPath: is passed on too.
        let element = try RegistrarFixture.cls("GSTElement").new()
        try element.send("setName:", ObjCObject.string("a"), as: Void.self)
        let registrar = try RegistrarFixture.cls("GSTRegistrar").new()
        try registrar.send("setElements:", ObjCObject.array([element]), as: Void.self)
        let holder = try RegistrarFixture.cls("GSTHolder2").new()
        try holder.send("setRegistrar:", registrar, as: Void.self)
        let (watcher, log) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        let sent = RegistrarFixture.registrations.all.filter { $0 == UInt(bitPattern: registrar.pointer) }.count
        try holder.addObserver(watcher, forKeyPath: "registrar.name", options: [.new])
        #expect(RegistrarFixture.registrations.all.filter { $0 == UInt(bitPattern: registrar.pointer) }.count == sent + 1)
        #expect(element.observationCount == 1 && registrar.observationCount == 0)
        try element.send("setName:", ObjCObject.string("b"), as: Void.self)
        #expect(log.received.count == 1)
        #expect(log.received.first?.keyPath == "registrar.name" && log.received.first?.object == holder.pointer)
        try holder.removeObserver(watcher, forKeyPath: "registrar.name")
        #expect(element.observationCount == 0)
        try element.send("setName:", ObjCObject.string("c"), as: Void.self)
        #expect(log.received.count == 1)
    }

    @Test func keypathRegistrationAKeyPathThroughAPlainArrayRaises() throws {
        // keypathRegistration.m, second part: the rest of the path reaches the array, which
        // refuses the observer — so the whole registration raises.
        let element = try RegistrarFixture.cls("GSTElement").new()
        let dictionary = try ObjCObject.dictionary([(.string("list"), ObjCObject.array([element]))], mutable: true)
        let (watcher, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        #expect(throws: ObjCException.self) {
            try KVOMessages.addObserver(watcher, to: dictionary, forKeyPath: "list.name", options: [.new], context: nil)
        }
        #expect(dictionary.observationCount == 0 && element.observationCount == 0)
        #expect(!ObjCException.isPending)
    }
}

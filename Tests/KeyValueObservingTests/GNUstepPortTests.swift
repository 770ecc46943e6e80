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
            try foo.setI64("setA:", Int64(a))
            try foo.set("setGlobalBar:", bar)
        }
        try bar.set("setFirstFoo:", first)
        try bar.set("setSecondFoo:", second)
        let seen1 = Collected<[Double]>(), seen2 = Collected<[Double]>()
        let t1 = try first.observe("b", options: [.old, .new]) { seen1.append([number($0.oldValue) ?? -1, number($0.newValue) ?? -1]) }
        let t2 = try second.observe("b", options: [.old, .new]) { seen2.append([number($0.oldValue) ?? -1, number($0.newValue) ?? -1]) }
        try bar.setI64("setX:", 1)
        #expect(seen1.all == [[1, 2]] && seen2.all == [[2, 3]])
        try bar.setI64("setX:", 1)                  // the same value again still notifies
        #expect(seen1.all.last == [2, 2] && seen2.all.last == [3, 3])
        try first.setI64("setA:", 2)
        #expect(seen1.all.count == 3 && seen1.all.last == [2, 3] && seen2.all.count == 2)
        withExtendedLifetime((t1, t2)) {}
        // The graph has a cycle (bar ↔ foo): break it so the objects can go.
        try bar.set("setFirstFoo:", nil)
        try bar.set("setSecondFoo:", nil)
    }

    @Test func dependentPathsThroughNilLinksAndABackReference() throws {
        let b = try GNUstepFixture.cls("GSTBNode").new()
        try b.setI64("setE:", 1)
        let cForA = try GNUstepFixture.cls("GSTCNode").new()
        try cForA.set("setB:", b)
        let cForB = try GNUstepFixture.cls("GSTCNode").new()
        try cForB.setI64("setF:", 10)
        let a = try GNUstepFixture.cls("GSTANode").new()
        try a.set("setB:", b)
        try a.set("setC:", cForA)
        try b.set("setC:", cForB)
        let root = try GNUstepFixture.cls("GSTRootNode").new()
        try root.set("setA:", a)
        let calls = Collected<Int>()
        let token = try root.observe("x", options: []) { _ in calls.append(1) }
        func count(_ step: () throws -> Void) throws -> Int {
            let before = calls.count
            try step()
            return calls.count - before
        }
        #expect(try count { try b.setI64("setE:", 2) } == 1)                 // a.c.b.e
        let newCForB = try GNUstepFixture.cls("GSTCNode").new()
        try newCForB.set("setD:", ObjCClass.nsObject.new())
        try newCForB.setI64("setF:", 100)
        #expect(try count { try b.set("setC:", newCForB) } == 1)             // a.b.c replaced
        #expect(try count { try b.setI64("setE:", 3) } == 1)
        #expect(try count { try newCForB.setI64("setF:", 101) } == 1)        // f announces d while d is set
        #expect(try count { try newCForB.set("setD:", nil) } == 1)
        #expect(try count { try newCForB.setI64("setF:", 102) } == 0)        // … and not once d is nil
        #expect(try count { try b.set("setC:", nil) } == 1)                  // a nil link ends the path
        #expect(try count { try b.setI64("setE:", 4) } == 1)
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
        try person.setI8("setFlag:", 1)
        try person.setI64("setBig:", 7)
        try person.set("setName:", .string("c"))
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
                for i in 0..<writes { try? object.setI32("setCount:", Int32(t * writes + i)) }
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
            try holder.set("setNode:", nil)
            try holder.set("setNode:", node)
        }
        log.reset()
        try leaf.setI64("setValue:", 2)
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
        try holder.set("setNode:", node)
        log.reset()
        try leaf.setI64("setValue:", 2)      // through selectedB.score
        #expect(log.received.count == 1)
        log.reset()
        try leaf.setI8("setFlag:", 0)        // through selectedA.leaf.flag
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
        try subject.setI32("setValue:", 1)
        try subject.setI32("setValue:", 2)
        #expect(counted.received.count > 0)
        let before = counted.received.count
        try subject.setI32("setValue:", 3)
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
        try subject.setI32("setValue:", 1)
        try subject.setI32("setValue:", 2)
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
        try subject.setI64("setValue:", 1)
        try subject.setI8("setFlag:", 1)
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
        try element.set("setName:", .string("a"))
        let registrar = try RegistrarFixture.cls("GSTRegistrar").new()
        try registrar.set("setElements:", ObjCObject.array([element]))
        let holder = try RegistrarFixture.cls("GSTHolder2").new()
        try holder.set("setRegistrar:", registrar)
        let (watcher, log) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        let sent = RegistrarFixture.registrations.all.filter { $0 == UInt(bitPattern: registrar.pointer) }.count
        try holder.addObserver(watcher, forKeyPath: "registrar.name", options: [.new])
        #expect(RegistrarFixture.registrations.all.filter { $0 == UInt(bitPattern: registrar.pointer) }.count == sent + 1)
        #expect(element.observationCount == 1 && registrar.observationCount == 0)
        try element.set("setName:", .string("b"))
        #expect(log.received.count == 1)
        #expect(log.received.first?.keyPath == "registrar.name" && log.received.first?.object == holder.pointer)
        try holder.removeObserver(watcher, forKeyPath: "registrar.name")
        #expect(element.observationCount == 0)
        try element.set("setName:", .string("c"))
        #expect(log.received.count == 1)
    }

    @Test func keypathRegistrationAKeyPathThroughAPlainArrayRaises() throws {
        // keypathRegistration.m, second part: the rest of the path reaches the array, which
        // refuses the observer — so the whole registration raises.
        let element = try RegistrarFixture.cls("GSTElement").new()
        let dictionary = try ObjCObject.dictionary([(.string("list"), ObjCObject.array([element]))], mutable: true)
        let (watcher, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(watcher) {} }
        #expect(throws: ObjCValueError.self) {
            try KVOMessages.addObserver(watcher, to: dictionary, forKeyPath: "list.name", options: [.new], context: nil)
        }
        #expect(dictionary.observationCount == 0 && element.observationCount == 0)
        #expect(!ObjCException.isPending)
    }
}

import Foundation
import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// GNUstep Base's NSKVOSupport tests, their intent ported: `newoldvalues.m` (a dependent key
/// whose affecting path runs through a shared object), `ComplexNilAndCycleTest.m` (dependent
/// paths through a graph with nil links and a back reference), `basic.m` and `concurrent.m`.
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
}

import Foundation
import Testing
import ObjCRuntime
import KeyValueObserving

@Suite struct ConcurrencyTests {
    /// Runs `body(thread)` on `threads` threads at once and waits for all of them.
    private func onThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        for t in 0..<threads {
            done.enter()
            let thread = Thread {
                body(t)
                done.leave()
            }
            thread.start()
        }
        done.wait()
    }

    @Test func concurrentSettersNotifyExactlyOncePerChange() throws {
        let object = try KVOFixture.lockedNodeClass().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try object.addObserver(observer, forKeyPath: "count", options: [.new, .old])
        let closureCount = Collected<Int32>()
        let token = try object.observe("count", options: [.new]) { change in
            if let n = number(change.newValue) { closureCount.append(Int32(n)) }
        }
        let perThread = 250
        let failures = Collected<String>()
        onThreads(8) { t in
            for i in 0..<perThread {
                do { try object.send("setCount:", Int32(t * 1000 + i), as: Void.self) } catch { failures.append("\(error)") }
            }
        }
        #expect(failures.all.isEmpty)
        #expect(recorder.received.count == 8 * perThread)
        #expect(closureCount.count == 8 * perThread)
        // Each notification carries a value some thread set.
        #expect(Set(closureCount.all).isSubset(of: Set((0..<8).flatMap { t in (0..<perThread).map { Int32(t * 1000 + $0) } })))
        withExtendedLifetime(token) {}
    }

    @Test func concurrentFirstObservationsMakeOneClassAndLoseNoRegistration() throws {
        let cls = try KVOFixture.freshClass("KVOTRace")
        let objects = try (0..<8).map { _ in try cls.new() }
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let failures = Collected<String>()
        onThreads(8) { t in
            do {
                try objects[t].addObserver(observer, forKeyPath: "value")
                try objects[t].send("setValue:", Int32(t), as: Void.self)
            } catch { failures.append("\(error)") }
        }
        #expect(failures.all.isEmpty)
        let notifying = try #require(KeyValueObserving.notifyingClass(for: cls))
        #expect(objects.allSatisfy { $0.objcClass == notifying })
        #expect(recorder.received.count == 8)
    }

    @Test func addingAndRemovingWhileSettingIsSafe() throws {
        let object = try KVOFixture.lockedNodeClass().new()
        let (observer, _) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let failures = Collected<String>()
        onThreads(8) { t in
            for i in 0..<100 {
                do {
                    if t % 2 == 0 {
                        try object.addObserver(observer, forKeyPath: "count", options: [.old, .new],
                                               context: UnsafeRawPointer(bitPattern: t + 1))
                        try object.removeObserver(observer, forKeyPath: "count", context: UnsafeRawPointer(bitPattern: t + 1))
                    } else {
                        try object.send("setCount:", Int32(i), as: Void.self)
                    }
                } catch { failures.append("\(error)") }
            }
        }
        #expect(failures.all.isEmpty)
        #expect(object.observationCount == 0)
    }

    @Test func keyPathRelinksRaceWithInnerChanges() throws {
        let node = try KVOFixture.lockedNodeClass()
        let root = try node.new()
        let inners = try (0..<4).map { _ in try node.new() }
        try root.send("setNext:", inners[0], as: Void.self)
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        try root.addObserver(observer, forKeyPath: "next.count", options: [.new])
        let failures = Collected<String>()
        onThreads(8) { t in
            for i in 0..<50 {
                do {
                    if t < 2 {
                        try root.send("setNext:", inners[(t * 3 + i) % inners.count], as: Void.self)   // two threads relink
                    } else {
                        try inners[t % inners.count].send("setCount:", Int32(i), as: Void.self)
                    }
                } catch { failures.append("\(error)") }
            }
        }
        #expect(failures.all.isEmpty)
        // Every replacement of `next` notifies; inner changes notify only while on the path.
        #expect(recorder.received.count >= 100)
        // Whatever order the relinks finished in, only the current `next` is observed.
        let current = try #require(try root.value(forKey: "next"))
        #expect(inners.map(\.observationCount) == inners.map { $0 == current ? 1 : 0 })
        try root.removeObserver(observer, forKeyPath: "next.count")
        #expect(root.observationCount == 0)
        #expect(inners.allSatisfy { $0.observationCount == 0 })
    }
}

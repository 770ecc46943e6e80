// Behaviour of CSupport/RuntimeCore/lock.c and cache.c under concurrency: sends racing method and category changes.
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import ObjCRuntime
import Synchronization
import Testing

/// Shared state between the mutating thread and the senders.
private final class Published: Sendable {
    let methods = Atomic<Int>(0)     // m0 ..< methods exist (each returns its index)
    let categories = Atomic<Int>(0)  // c0 ..< categories attached (each returns 1000 + index)
    let done = Atomic<Bool>(false)
    let failures = Atomic<Int>(0)
    let sends = Atomic<Int>(0)
}

private let returnsIndex: IdSelToInt = { _, cmd in
    // m<i> returns i; c<i> returns 1000 + i: the selector's own name says what is right.
    let name = Selector(rawValue: cmd!).name
    let digits = Int(name.dropFirst()) ?? -1
    return name.hasPrefix("c") ? 1000 + digits : digits
}
private let fortyTwoAgain: IdSelToInt = { _, _ in 40 + 2 }

@Suite struct ThreadSafetyTests {
    /// 8 threads send while another adds methods, replaces IMPs and attaches categories.
    @Test func sendersSeeCorrectResultsWhileTheClassChanges() throws {
        let base = try makeClass("TSBase", methods: [("value", "q16@0:8", imp(returns42))])
        let cls = try makeClass("TSSub", superclass: base)
        let obj = try cls.new()
        let state = Published()
        let group = DispatchGroup()
        let methodCount = 150, categoryCount = 40

        for t in 0..<8 {
            group.enter()
            Thread.detach(name: "sender-\(t)") {
                var rng = SystemRandomNumberGenerator()
                while !state.done.load(ordering: .acquiring) {
                    do {
                        if try obj.send("value", as: Int.self) != 42 { state.failures.add(1, ordering: .relaxed) }
                        let m = state.methods.load(ordering: .acquiring)
                        if m > 0 {
                            let i = Int.random(in: 0..<m, using: &rng)
                            if try obj.send(Selector("m\(i)"), as: Int.self) != i { state.failures.add(1, ordering: .relaxed) }
                        }
                        let c = state.categories.load(ordering: .acquiring)
                        if c > 0 {
                            let i = Int.random(in: 0..<c, using: &rng)
                            if try obj.send(Selector("c\(i)"), as: Int.self) != 1000 + i { state.failures.add(1, ordering: .relaxed) }
                        }
                        state.sends.add(1, ordering: .relaxed)
                    } catch {
                        state.failures.add(1, ordering: .relaxed)
                    }
                }
                group.leave()
            }
        }

        var valueIMPs = [imp(returns42), imp(fortyTwoAgain)]
        for i in 0..<max(methodCount, categoryCount) {
            if i < methodCount {
                try base.addMethod(Selector("m\(i)"), types: "q16@0:8", imp: imp(returnsIndex))
                state.methods.store(i + 1, ordering: .releasing)
            }
            base.replaceMethod("value", types: "q16@0:8", imp: valueIMPs[i % 2])
            if i < categoryCount {
                let cat = try Category(name: "TS\(i)")
                try cat.addInstanceMethod(Selector("c\(i)"), types: "q16@0:8", imp: imp(returnsIndex))
                try cat.addInstanceMethod("value", types: "q16@0:8", imp: valueIMPs[(i + 1) % 2])
                try cat.attach(to: i % 2 == 0 ? base : cls)
                state.categories.store(i + 1, ordering: .releasing)
            }
            if let m = cls.instanceMethod(for: "value") { m.setImplementation(valueIMPs[i % 2]) }
            valueIMPs.swapAt(0, 1)
        }
        // Let the senders run on the final state too.
        while state.sends.load(ordering: .relaxed) < 2000 { Thread.yieldNow() }
        state.done.store(true, ordering: .releasing)
        group.wait()
        #expect(state.failures.load(ordering: .relaxed) == 0)
        #expect(state.sends.load(ordering: .relaxed) >= 2000)
    }
}

extension ThreadSafetyTests {
    /// Objects created, shared through weak references and associated objects, messaged and
    /// released on 8 threads at once: every object is freed exactly once, none early.
    @Test func objectLifecyclesAcrossThreads() throws {
        let cls = try makeClass("TSLife", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        let valueCls = try makeClass("TSLifeValue")
        let key = AssociationKey()
        let slots = Slots()
        let failures = Atomic<Int>(0)
        let group = DispatchGroup()
        for t in 0..<8 {
            group.enter()
            Thread.detach(name: "life-\(t)") {
                for i in 0..<300 {
                    guard let obj = try? cls.new(), let value = try? valueCls.new() else {
                        failures.add(1, ordering: .relaxed)
                        continue
                    }
                    try? obj.setAssociatedObject(value, forKey: key, policy: i % 2 == 0 ? .retain : .retainNonatomic)
                    slots.set(t, WeakReference(obj))
                    // A neighbour's object: alive (answers) or gone (nil), never a dangling pointer.
                    if let other = slots.get((t + 1) % 8)?.object {
                        if (try? other.send("inc:", i, as: Int.self)) != i + 1 { failures.add(1, ordering: .relaxed) }
                        _ = other.associatedObject(forKey: key)
                    }
                    if (try? obj.send("inc:", i, as: Int.self)) != i + 1 { failures.add(1, ordering: .relaxed) }
                }
                slots.set(t, nil)
                group.leave()
            }
        }
        group.wait()
        #expect(failures.load(ordering: .relaxed) == 0)
        #expect(cls.liveInstanceCount == 0, "every object freed")
        #expect(valueCls.liveInstanceCount == 0, "every associated value released with its owner")
    }
}

/// Each thread's latest weak reference, for its neighbour to read. A pthread mutex rather
/// than Synchronization.Mutex: ThreadSanitizer sees pthread locks, not raw futexes.
private final class Slots: @unchecked Sendable {
    private var table: [WeakReference?] = Array(repeating: nil, count: 8)
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, nil)
        return m
    }()

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    func set(_ i: Int, _ value: WeakReference?) {
        pthread_mutex_lock(lock)
        table[i] = value
        pthread_mutex_unlock(lock)
    }

    func get(_ i: Int) -> WeakReference? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return table[i]
    }
}

/// A detached OS thread (the senders must run truly in parallel with the mutator, which a
/// cooperative task pool on 2 cores would not guarantee).
enum Thread {
    static func detach(name: String, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var tid = pthread_t()
        let rc = pthread_create(&tid, nil, { arg in
            let box = Unmanaged<Box>.fromOpaque(arg!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if rc == 0 { pthread_detach(tid) } else { Unmanaged<Box>.fromOpaque(box).release(); body() }
        _ = name
    }

    static func yieldNow() { sched_yield() }

    final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}

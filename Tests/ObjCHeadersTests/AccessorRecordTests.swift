import Dispatch
import Synchronization
import Testing
import ObjCRuntime
@testable import ObjCHeaders
import MiniObjCTestSupport

private typealias GetQ = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int
private typealias SetQ = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Void
private typealias GetD = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Double
private typealias SetD = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double) -> Void

/// The runtime's synthesized-accessor records (`CSupport/RuntimeCore/accessor_records.c`): every shared
/// accessor IMP finds its ivar there, without a lock, on every call.
@Suite struct AccessorRecordTests {
    /// A header of `classes` classes with `properties` NSInteger properties each.
    private func header(_ prefix: String, classes: Int, properties: Int, atomic: Bool = false) -> String {
        var text = "#import <Foundation/Foundation.h>\n"
        for c in 0..<classes {
            text += "@interface \(prefix)\(c) : NSObject\n"
            for p in 0..<properties { text += "@property (\(atomic ? "atomic" : "nonatomic")) NSInteger p\(p);\n" }
            text += "@end\n"
        }
        return text
    }

    private func get(_ o: ObjCObject, _ sel: String) throws -> Int {
        try o.send(Selector(sel), as: Int.self)
    }

    private func set(_ o: ObjCObject, _ sel: String, _ v: Int) throws {
        try o.send(Selector(sel), v, as: Void.self)
    }

    /// Thousands of records (the table grows from 64 buckets several times): every
    /// accessor still finds its own ivar, none another's.
    @Test func everyAccessorFindsItsOwnIvarAfterGrowth() throws {
        let prefix = uniqueName("RecGrow")
        let before = SynthesizedAccessors.recordCount()
        try RuntimeInstaller.install(header(prefix, classes: 30, properties: 40), fileName: "grow.h")
        #expect(SynthesizedAccessors.recordCount() >= before + 30 * 40 * 2)
        let classes = try (0..<30).map { try ObjCClass.named("\(prefix)\($0)") }
        for c in classes { #expect(SynthesizedAccessors.recordCount(of: c.pointer) == 80) }
        let objects = try classes.map { try $0.new() }
        for (c, o) in objects.enumerated() {
            for p in 0..<40 { try set(o, "setP\(p):", c * 1000 + p) }
        }
        for (c, o) in objects.enumerated() {
            for p in 0..<40 { #expect(try get(o, "p\(p)") == c * 1000 + p) }
        }
    }

    /// Disposing a class drops its records (tombstones in the table); other classes'
    /// accessors, probing over them, and classes installed afterwards are unaffected.
    @Test func disposedClassesLeaveNoRecordsAndOthersStillWork() throws {
        let prefix = uniqueName("RecDispose")
        try RuntimeInstaller.install(header(prefix, classes: 4, properties: 10), fileName: "dispose.h")
        let doomed = try ObjCClass.named("\(prefix)0")
        let survivors = try (1..<4).map { try ObjCClass.named("\(prefix)\($0)").new() }
        for o in survivors { try set(o, "setP3:", 33) }
        let address = doomed.pointer
        #expect(SynthesizedAccessors.recordCount(of: address) == 20)
        try doomed.dispose()
        #expect(SynthesizedAccessors.recordCount(of: address) == 0)
        for o in survivors { #expect(try get(o, "p3") == 33) }
        try RuntimeInstaller.install(header(prefix + "Later", classes: 10, properties: 10), fileName: "later.h")
        let later = try ObjCClass.named("\(prefix)Later9").new()
        try set(later, "setP9:", 99)
        #expect(try get(later, "p9") == 99)
        for o in survivors { #expect(try get(o, "p3") == 33) }
    }

    /// A nil receiver reads zero and writes nothing, as a message to nil does.
    @Test func nilReceiverReadsZero() throws {
        let prefix = uniqueName("RecNil")
        try RuntimeInstaller.install(header(prefix, classes: 1, properties: 1), fileName: "nil.h")
        let cls = try ObjCClass.named("\(prefix)0")
        let getter = try #require(cls.instanceMethod(for: "p0")?.implementation)
        #expect(unsafeBitCast(getter, to: GetQ.self)(nil, Selector("p0").rawValue) == 0)
        let setter = try #require(cls.instanceMethod(for: "setP0:")?.implementation)
        unsafeBitCast(setter, to: SetQ.self)(nil, Selector("setP0:").rawValue, 5)
    }

    /// Accessors are called on some threads while other threads install classes (so the
    /// table grows under the readers); atomic doubles are written and read under their stripe.
    @Test func readsDuringGrowthAndAtomicScalarsUnderContention() throws {
        let prefix = uniqueName("RecRace")
        try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface \(prefix) : NSObject
            @property (atomic) double ratio;
            @property (atomic) long long count;
            @end
            """, fileName: "race.h")
        let o = try ObjCClass.named(prefix).new()
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 4) { t in
            if t == 0 {
                for k in 0..<8 {
                    _ = try? RuntimeInstaller.install(header("\(prefix)Grow\(k)_", classes: 5, properties: 20), fileName: "grow\(k).h")
                }
                return
            }
            for k in 0..<2000 {
                let v = Double(t * 10_000 + k)
                try? o.send("setRatio:", v, as: Void.self)
                let got = (try? o.send("ratio", as: Double.self)) ?? -1
                if got < 10_000 || got.rounded() != got { wrong.add(1, ordering: .relaxed) }
                try? set(o, "setCount:", k)
                if (try? get(o, "count")) ?? -1 < 0 { wrong.add(1, ordering: .relaxed) }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}

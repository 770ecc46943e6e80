import KeyValueObserving
import ObjCHeaders
import ObjCRuntime
import Testing
@testable import DynamicDefaults
import MiniObjCTestSupport

/// Setters are ordinary runtime methods, so KVO sees them: the accessors that
/// `DefaultsAccessors` generates are plain `class_addMethod` IMPs, so KVO's isa-swizzled
/// subclass can override the setter, notify observers, and still call the generated IMP.
@Suite struct DefaultsSetterObservationTests {
    /// A GVUserDefaults category of `@dynamic` properties, from a header.
    private func makeAccessors(_ store: DefaultsStore) throws -> DefaultsAccessors {
        let name = uniqueName("GVUserDefaults")
        let header = """
            #import <Foundation/Foundation.h>
            @interface \(name) : NSObject
            @end
            @interface \(name) (Observed)
            @property (nonatomic, copy) NSString *nickName;
            @property (nonatomic, assign) NSInteger launchCount;
            @end
            @implementation \(name) (Observed)
            @dynamic nickName, launchCount;
            @end
            """
        let report = try RuntimeInstaller.install(header, fileName: "Observed.h")
        let cls = try #require((report.classes + report.reusedClasses).first { $0.name == name })
        return try DefaultsAccessors(for: cls, store: store, transformKey: { "Observed." + $0 },
                                     setupDefaults: ["launchCount": 1, "nickName": "anon"])
    }

    @Test func observingAGeneratedPropertyDeliversOldAndNewValues() throws {
        let dir = makeTempDirectory("kvo")
        defer { flushStoresAndRemove(dir) }
        let store = try DefaultsStore(suiteName: "com.example.kvo", directory: dir, arguments: [])
        let acc = try makeAccessors(store)
        let changes = LockedValue<[(key: String, old: BridgedValue?, new: BridgedValue?)]>([])
        let record: @Sendable (ObservedChange) -> Void = { change in
            let old = change.oldValue.flatMap { try? BridgedValue(object: $0) }
            let new = change.newValue.flatMap { try? BridgedValue(object: $0) }
            changes.withLock { $0.append((change.keyPath, old, new)) }
        }
        let countToken = try acc.instance.observe("launchCount", options: [.old, .new], record)
        let nameToken = try acc.instance.observe("nickName", options: [.old, .new], record)
        defer { countToken.invalidate(); nameToken.invalidate() }

        // The generated setters, sent as messages: KVO's override runs, then the store's IMP.
        try acc.instance.send("setLaunchCount:", 5, as: Void.self)
        try acc.instance.send("setNickName:", ObjCObject.string("bob"), as: Void.self)

        let seen = changes.withLock { $0 }
        try #require(seen.count == 2)
        #expect(seen[0].key == "launchCount")
        #expect(seen[0].old.flatMap(integer) == 1, "the registered default was the old value")
        #expect(seen[0].new.flatMap(integer) == 5)
        #expect(seen[1].key == "nickName")
        #expect(seen[1].old == .string("anon") && seen[1].new == .string("bob"))

        // The values landed in the store, and the generated getters (now reached through the
        // KVO subclass) read them back.
        #expect(store.integer(forKey: "Observed.launchCount") == 5)
        #expect(store.string(forKey: "Observed.nickName") == "bob")
        #expect(try acc.instance.send("launchCount", as: Int.self) == 5)
        #expect(acc.instance.objcClass.name.hasPrefix(KeyValueObserving.notifyingClassPrefix))
    }

    private func integer(_ value: BridgedValue) -> Int64? {
        switch value {
        case .signed(let v, _): return v
        case .unsigned(let v, _): return Int64(exactly: v)
        default: return nil
        }
    }
}

import Dispatch
import Testing
@testable import DynamicDefaults
import PropertyLists
import MiniObjCTestSupport

/// Eight threads setting, removing and reading at once, with the background flush,
/// observers and synchronize running alongside. Run under ThreadSanitizer in CI.
@Suite struct ConcurrencyTests {
    @Test func eightThreadsSettingAndReading() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.threads", directory: dir, arguments: [], flushDelayMilliseconds: 1)
        store.register(defaults: ["shared": 0])
        let token = store.onChange { _ in }
        let perThread = 400
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            let fast = store.key("fast\(t)")
            for i in 0..<perThread {
                store.set(i, forKey: "t\(t).k\(i)")
                store.set(t, forKey: "shared")
                store.set(i, for: fast)
                _ = store.integer(forKey: "t\((t + 1) % 8).k\(i)")
                _ = store.string(forKey: "shared")
                _ = store.integer(fast)
                if i % 100 == 0 {
                    #expect(throws: Never.self) { try store.synchronize() }
                    _ = store.dictionaryRepresentation()
                }
                if i % 3 == 0 { store.removeObject(forKey: "t\(t).k\(i)") }
            }
        }
        withExtendedLifetime(token) {}
        for t in 0..<8 {
            #expect(store.integer(store.key("fast\(t)")) == perThread - 1)
            for i in 0..<perThread {
                #expect(store.object(forKey: "t\(t).k\(i)") == (i % 3 == 0 ? nil : .integer(Int64(i))))
            }
        }
        #expect((0..<8).contains(store.integer(forKey: "shared")))
        try store.synchronize()
        let onDisk = try #require(try DefaultsDirectory(path: dir).read("com.example.threads"))
        #expect(onDisk.count == 8 * perThread - 8 * (perThread + 2) / 3 + 8 + 1)
        #expect(onDisk == store.persistentDomainSnapshot())
    }

    @Test func manyStoresOnOneDomainFromManyThreads() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            guard let store = try? DefaultsStore(suiteName: "com.example.many", directory: dir, arguments: []) else { return }
            for i in 0..<50 { store.set(i, forKey: "s\(t).\(i)") }
            #expect(throws: Never.self) { try store.synchronize() }
        }
        let onDisk = try DefaultsDirectory(path: dir).read("com.example.many")
        #expect(onDisk?.count == 8 * 50)
    }
}

extension DefaultsStore {
    /// This store's persistent domain as held in memory (for comparing with the file).
    func persistentDomainSnapshot() -> [String: PlistValue] { state.withLock { $0.app } }
}

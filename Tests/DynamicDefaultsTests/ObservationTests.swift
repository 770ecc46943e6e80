import Testing
@testable import DynamicDefaults
import ObjCRuntime
import MiniObjCTestSupport

/// Change reporting: a callback for every write and removal, per-key observers, and changes
/// made to the file by someone else.
@Suite struct ObservationTests {
    final class Recorder: Sendable {
        let changes = LockedValue<[DefaultsChange]>([])
        var all: [DefaultsChange] { changes.withLock { $0 } }
        func add(_ c: DefaultsChange) { changes.withLock { $0.append(c) } }
    }

    @Test func everyWriteAndRemovalIsReported() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.obs", directory: dir, arguments: [])
        store.register(defaults: ["k": 1])
        let rec = Recorder()
        let token = store.onChange { rec.add($0) }
        store.set(2, forKey: "k")
        store.set(2, forKey: "k")
        store.removeObject(forKey: "k")
        store.set("x", forKey: "other")
        #expect(rec.all == [
            DefaultsChange(key: "k", oldValue: 1, newValue: 2, origin: .local),
            DefaultsChange(key: "k", oldValue: 2, newValue: 2, origin: .local),
            DefaultsChange(key: "k", oldValue: 2, newValue: 1, origin: .local),
            DefaultsChange(key: "other", oldValue: nil, newValue: "x", origin: .local),
        ])
        token.cancel()
        store.set(3, forKey: "k")
        #expect(rec.all.count == 4)
    }

    @Test func keyObserversSeeOnlyTheirKey() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.obskey", directory: dir, arguments: [])
        let rec = Recorder()
        let token = store.observe("watched") { rec.add($0) }
        store.set(1, forKey: "ignored")
        store.set(1, forKey: "watched")
        #expect(rec.all.map(\.key) == ["watched"])
        withExtendedLifetime(token) {}
    }

    @Test func changesMadeToTheFileElsewhereAreReported() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.ext", directory: dir, arguments: [], pollIntervalMilliseconds: 20)
        store.set("mine", forKey: "local")
        try store.synchronize()
        let rec = Recorder()
        let token = store.observe("remote") { rec.add($0) }
        try DefaultsDirectory(path: dir).update("com.example.ext") { $0["remote"] = 42 }
        #expect(waitUntil { !rec.all.isEmpty })
        #expect(rec.all.first == DefaultsChange(key: "remote", oldValue: nil, newValue: 42, origin: .file))
        #expect(store.integer(forKey: "remote") == 42)
        #expect(store.string(forKey: "local") == "mine", "the other writer kept our key")
        withExtendedLifetime(token) {}
    }

    @Test func anotherProcessWritingTheFileIsReported() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.proc", directory: dir, arguments: [], pollIntervalMilliseconds: 20)
        let rec = Recorder()
        let token = store.observe("launchCount") { rec.add($0) }
        let r = run(objcrt, ["defaults", "write", "com.example.proc", "launchCount", "-int", "5"], env: ["XDG_CONFIG_HOME": dir])
        #expect(r.status == 0, "\(r.output)")
        #expect(waitUntil { rec.all.contains { $0.newValue == 5 && $0.origin == .file } })
        withExtendedLifetime(token) {}
    }

    @Test func globalDomainChangesAreReportedToo() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.glob", directory: dir, arguments: [], pollIntervalMilliseconds: 20)
        let rec = Recorder()
        let token = store.onChange { rec.add($0) }
        try DefaultsDirectory(path: dir).replace("NSGlobalDomain", with: ["AppleLocale": "en_GB"])
        #expect(waitUntil { rec.all.contains { $0.key == "AppleLocale" } })
        #expect(store.string(forKey: "AppleLocale") == "en_GB")
        withExtendedLifetime(token) {}
    }

    @Test func flushErrorsAreReportedAndWritesKept() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        // A directory where the domain file should be: neither read nor replaced.
        _ = run("/bin/mkdir", ["-p", dir + "/com.example.err.plist/x"])
        let store = try DefaultsStore(suiteName: "com.example.err", directory: dir, arguments: [])
        let errors = LockedValue<[DefaultsError]>([])
        let token = store.onError { e in errors.withLock { $0.append(e) } }
        store.set(1, forKey: "k")
        #expect {
            try store.synchronize()
        } throws: { e in
            // Reading the "file" fails first: it is a directory.
            guard case DefaultsError.io(let path, _, _) = e else { return false }
            return path == dir + "/com.example.err.plist"
        }
        #expect(errors.withLock { $0.count } >= 1, "the failed flush is reported as well as thrown")
        removeTree(dir + "/com.example.err.plist")
        try store.synchronize()  // the kept write lands once the path is free
        #expect(try DefaultsDirectory(path: dir).read("com.example.err") == ["k": 1])
        withExtendedLifetime(token) {}
    }
}

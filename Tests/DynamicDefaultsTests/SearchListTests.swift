import Testing
@testable import DynamicDefaults
import PropertyLists
import MiniObjCTestSupport

/// The search list and the domains: arguments, the store's own domain, the global domain,
/// registered defaults; volatile and persistent domains; suites; non-plist values.
@Suite struct SearchListTests {
    @Test func domainsAreSearchedInFoundationsOrder() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        try DefaultsDirectory(path: dir).replace("NSGlobalDomain", with: ["g": 1, "shared": "global", "AppleLanguages": ["en"]])
        let store = try DefaultsStore(suiteName: "com.example.search", directory: dir,
                                      arguments: ["/bin/prog", "-shared", "argument", "-list", "(1, 2)", "stray", "-dict", "{a = b;}"])
        store.register(defaults: ["r": 5, "shared": "registered", "g": 0])
        #expect(store.object(forKey: "shared") == "argument")
        #expect(store.object(forKey: "list") == ["1", "2"])
        #expect(store.object(forKey: "dict") == ["a": "b"])
        #expect(store.object(forKey: "g") == 1)
        #expect(store.object(forKey: "r") == 5)
        store.set("app", forKey: "shared")
        #expect(store.object(forKey: "shared") == "argument")
        store.setVolatileDomain([:], forName: DefaultsStore.argumentDomainName)
        #expect(store.object(forKey: "shared") == "app")
        store.removeObject(forKey: "shared")
        #expect(store.object(forKey: "shared") == "global")
        #expect(store.object(forKey: "missing") == nil)
    }

    @Test func removingShowsTheRegisteredDefaultAgain() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.reg", directory: dir, arguments: [])
        store.register(defaults: ["launchCount": 3])
        #expect(store.integer(forKey: "launchCount") == 3)
        store.set(7, forKey: "launchCount")
        #expect(store.integer(forKey: "launchCount") == 7)
        store.removeObject(forKey: "launchCount")
        #expect(store.integer(forKey: "launchCount") == 3)
        store.set(nil, forKey: "launchCount")
        #expect(store.integer(forKey: "launchCount") == 3)
        store.register(defaults: ["other": 1])
        #expect(store.integer(forKey: "launchCount") == 3, "registering merges")
    }

    @Test func dictionaryRepresentationMergesTheSearchList() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.rep", directory: dir, arguments: ["p", "-a", "arg"])
        store.register(defaults: ["a": "reg", "b": "reg", "c": "reg"])
        store.set("app", forKey: "b")
        #expect(store.dictionaryRepresentation() == ["a": "arg", "b": "app", "c": "reg"])
    }

    @Test func volatileDomainsReplaceRatherThanMerge() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.vol", directory: dir, arguments: [])
        store.setVolatileDomain(["a": 1], forName: "Scratch")
        store.setVolatileDomain(["b": 2], forName: "Scratch")
        #expect(store.volatileDomain(forName: "Scratch") == ["b": 2])
        #expect(store.object(forKey: "b") == nil, "plain volatile domains are not in the search list")
        #expect(store.volatileDomainNames == ["NSArgumentDomain", "NSRegistrationDomain", "Scratch"])
        store.register(defaults: ["x": 1, "y": 2])
        store.setVolatileDomain(["y": 3], forName: DefaultsStore.registrationDomainName)
        #expect(store.object(forKey: "x") == nil)
        #expect(store.object(forKey: "y") == 3)
        store.removeVolatileDomain(forName: "Scratch")
        #expect(store.volatileDomain(forName: "Scratch") == [:])
        #expect(fileExists(dir + "/Scratch.plist") == false)
    }

    @Test(arguments: ["NSGlobalDomain", "NSArgumentDomain", "NSRegistrationDomain", "", "a/b", "..", "."])
    func refusesUnusableSuiteNames(_ name: String) {
        #expect {
            _ = try DefaultsStore(suiteName: name, directory: "/tmp/unused-dd", arguments: [])
        } throws: { e in
            guard case DefaultsError.invalidSuiteName(let n, _) = e else { return false }
            return n == name
        }
    }

    struct NotAPlist { var x = 1 }

    @Test func nonPropertyListValuesAreTypedErrorsAndChangeNothing() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.bad", directory: dir, arguments: [])
        store.set("kept", forKey: "k")
        for bad: Any in [NotAPlist(), ["a": NotAPlist()] as [String: Any], [1: "x"], [NotAPlist()], ["ok", [NotAPlist()]] as [Any]] {
            #expect {
                try store.setObject(bad, forKey: "k")
            } throws: { e in
                guard let d = e as? DefaultsError, case .notPropertyList = d else { return false }
                return d.description.hasPrefix("Attempt to insert non-property list object") && d.description.hasSuffix("for key k")
            }
            #expect(store.object(forKey: "k") == "kept")
        }
        #expect(throws: DefaultsError.self) { try store.register(objects: ["a": 1, "b": NotAPlist()]) }
        #expect(store.object(forKey: "a") == nil, "nothing registered when one entry is bad")
    }

    @Test func swiftValuesBecomePropertyLists() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.swift", directory: dir, arguments: [])
        try store.setObject(Int8(-5), forKey: "i8")
        try store.setObject(UInt64.max, forKey: "u64")
        try store.setObject([UInt8]([1, 2]), forKey: "bytes")
        try store.setObject([Int](), forKey: "emptyInts")
        try store.setObject(["n": [1, "x", 2.5, true] as [Any]] as [String: Any], forKey: "nested")
        try store.setObject(Float(1.5), forKey: "f")
        #expect(store.object(forKey: "i8") == -5)
        #expect(store.object(forKey: "u64") == .unsignedInteger(UInt64.max))
        #expect(store.data(forKey: "bytes") == [1, 2])
        #expect(store.array(forKey: "emptyInts") == [])
        #expect(store.dictionary(forKey: "nested") == ["n": [1, "x", 2.5, true]])
        #expect(store.double(forKey: "f") == 1.5)
        try store.setObject(nil, forKey: "f")
        #expect(store.object(forKey: "f") == nil)
    }

    @Test func persistentDomainsCanBeSetReadAndRemoved() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.pd", directory: dir, arguments: [])
        try store.setPersistentDomain(["x": 1], forName: "com.example.other")
        #expect(try store.persistentDomain(forName: "com.example.other") == ["x": 1])
        #expect(store.persistentDomainNames().contains("com.example.other"))
        try store.removePersistentDomain(forName: "com.example.other")
        #expect(try store.persistentDomain(forName: "com.example.other") == nil)

        store.set(1, forKey: "old")
        try store.setPersistentDomain(["new": 2], forName: "com.example.pd")
        #expect(store.object(forKey: "old") == nil)
        #expect(store.object(forKey: "new") == 2)
        #expect(try DefaultsDirectory(path: dir).read("com.example.pd") == ["new": 2])
        try store.setPersistentDomain(["g": true], forName: "NSGlobalDomain")
        #expect(store.bool(forKey: "g"))
        try store.removePersistentDomain(forName: "com.example.pd")
        #expect(store.object(forKey: "new") == nil)
        #expect(throws: DefaultsError.self) { try store.persistentDomain(forName: "../escape") }
    }

    @Test func fastPathKeysFollowEveryChange() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.fast", directory: dir, arguments: [])
        let k = store.key("count")
        #expect(store.key("count") == k)
        #expect(store.integer(k) == 0)
        store.register(defaults: ["count": 4])
        #expect(store.integer(k) == 4)
        store.set(9, for: k)
        #expect(store.integer(k) == 9)
        #expect(store.object(k) == 9)
        store.set("yes", forKey: "count")
        #expect(store.bool(k))
        #expect(store.double(k) == 0)
        store.set(nil, for: k)
        #expect(store.integer(k) == 4)
    }
}

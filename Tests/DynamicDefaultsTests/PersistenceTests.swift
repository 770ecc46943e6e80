import Testing
@testable import DynamicDefaults
import PlistTestSupport
import ObjCRuntime
import PropertyLists
import MiniObjCTestSupport

/// One file per domain, XML by default, binary read too, mode 0600, background flush,
/// synchronize, exit flush, atomic replacement, corrupt files kept.
@Suite struct PersistenceTests {
    @Test func writesOneXMLFilePerDomainWithMode0600() throws {
        let base = makeTempDirectory()
        let dir = base + "/nested/config"
        defer { removeTree(base) }
        let store = try DefaultsStore(suiteName: "com.example.file", directory: dir, arguments: [])
        store.set("bob", forKey: "nickName")
        store.set(UInt64.max, forKey: "big")
        try store.synchronize()
        let path = dir + "/com.example.file.plist"
        let bytes = try #require(readFile(path))
        #expect(PropertyList.detectFormat(bytes) == .xml)
        #expect(fileMode(path) == 0o600)
        #expect(try DefaultsDirectory(path: dir).read("com.example.file") == ["nickName": "bob", "big": .unsignedInteger(UInt64.max)])
        #expect(directoryEntries(dir).allSatisfy { !$0.contains(".tmp-") }, "no temporary file is left behind")
    }

    @Test func setReturnsAndTheBackgroundFlushLandsTheWrite() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.bg", directory: dir, arguments: [])
        for i in 0..<100 { store.set(i, forKey: "k\(i)") }
        let landed = waitUntil {
            (try? DefaultsDirectory(path: dir).read("com.example.bg"))??["k99"] == 99
        }
        #expect(landed, "the coalesced flush wrote the file without synchronize()")
        #expect(store.unreadableAtOpen.isEmpty)
    }

    @Test func readsBinaryFilesAndKeepsTheirValues() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        try PlistFile.write(PlistSamples.everything, to: dir + "/com.example.bin.plist", format: .binary)
        let store = try DefaultsStore(suiteName: "com.example.bin", directory: dir, arguments: [])
        #expect(store.object(forKey: "uint64max") == .unsignedInteger(UInt64.max))
        #expect(store.dictionaryRepresentation() == { if case .dictionary(let d) = PlistSamples.everything { return d }; return [:] }())
        store.set(1, forKey: "added")
        try store.synchronize()
        #expect(try DefaultsDirectory(path: dir).read("com.example.bin")?["string"] == "héllo <&> \"q\" 'a' 🎉 \t tab")
    }

    @Test func aNewStoreSeesWhatAnEarlierOneSaved() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        do {
            let first = try DefaultsStore(suiteName: "com.example.reopen", directory: dir, arguments: [])
            first.set(true, forKey: "flag")
            first.set(2.5, forKey: "ratio")
            first.set(1, forKey: "gone")
            try first.synchronize()
            first.removeObject(forKey: "gone")
        }
        // The removal lands without synchronize(): through the background flush or the store's
        // deinit. Either may run on the flush queue's thread (a flush in progress holds the
        // store), so wait for the file rather than assume deinit ran on this thread.
        #expect(waitUntil { (try? DefaultsDirectory(path: dir).read("com.example.reopen"))??["gone"] == nil })
        let second = try DefaultsStore(suiteName: "com.example.reopen", directory: dir, arguments: [])
        #expect(second.bool(forKey: "flag"))
        #expect(second.double(forKey: "ratio") == 2.5)
        #expect(second.object(forKey: "gone") == nil)
    }

    @Test func twoStoresWritingDifferentKeysLoseNone() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let a = try DefaultsStore(suiteName: "com.example.shared", directory: dir, arguments: [])
        let b = try DefaultsStore(suiteName: "com.example.shared", directory: dir, arguments: [])
        for i in 0..<50 {
            a.set(i, forKey: "a\(i)")
            b.set(i, forKey: "b\(i)")
            if i % 10 == 0 { try a.synchronize(); try b.synchronize() }
        }
        try a.synchronize()
        try b.synchronize()
        let onDisk = try #require(try DefaultsDirectory(path: dir).read("com.example.shared"))
        #expect(onDisk.count == 100)
        #expect((0..<50).allSatisfy { onDisk["a\($0)"] == .integer(Int64($0)) && onDisk["b\($0)"] == .integer(Int64($0)) })
        try a.synchronize()
        #expect(a.integer(forKey: "b49") == 49, "synchronize picks up the other writer's keys")
    }

    @Test func pendingWritesAreFlushedAtExit() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let r = run(objcrt, ["defaults", "_store-write", dir, "com.example.exit", "k", "20", "exit"])
        #expect(r.status == 0, "\(r.output)")
        let onDisk = try DefaultsDirectory(path: dir).read("com.example.exit")
        #expect(onDisk?.count == 20)
        #expect(onDisk?["k19"] == 19)
    }

    @Test func aCorruptFileIsReportedKeptAndMovedAsideOnWrite() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let path = dir + "/com.example.corrupt.plist"
        let garbage: [UInt8] = Array("<plist><dict><key>a</key><integer>zz".utf8) + [0xFF, 0x00]
        writeFile(path, garbage)

        #expect {
            try DefaultsDirectory(path: dir).read("com.example.corrupt")
        } throws: { e in
            guard case DefaultsError.corruptFile(let p, _) = e else { return false }
            return p == path && "\(e)".contains(path)
        }

        let store = try DefaultsStore(suiteName: "com.example.corrupt", directory: dir, arguments: [])
        guard case .corruptFile(let p, _)? = store.unreadableAtOpen.first else {
            Issue.record("expected a corrupt-file error, got \(store.unreadableAtOpen)")
            return
        }
        #expect(p == path)
        #expect(store.unreadableAtOpen.count == 1, "the global domain has no file, which is not an error")
        let reported = LockedValue<[DefaultsError]>([])
        let token = store.onError { e in reported.withLock { $0.append(e) } }
        #expect(store.object(forKey: "a") == nil)
        #expect(readFile(path) == garbage, "reading never changes the file")

        store.set("fresh", forKey: "b")
        try store.synchronize()
        #expect(reported.withLock { $0 } == [store.unreadableAtOpen[0]], "moving the file aside is reported")
        withExtendedLifetime(token) {}
        let aside = directoryEntries(dir).filter { $0.hasPrefix("com.example.corrupt.plist.corrupt-") }
        #expect(aside.count == 1)
        if let name = aside.first { #expect(readFile(dir + "/" + name) == garbage, "the bad bytes are kept") }
        #expect(try DefaultsDirectory(path: dir).read("com.example.corrupt") == ["b": "fresh"])
        #expect(!store.persistentDomainNames().contains { $0.contains("corrupt-") })
    }

    @Test(arguments: [
        Array("(not, a, dictionary)".utf8), Array("bplist00garbage".utf8), [UInt8](repeating: 0xFF, count: 64),
        PropertyList.encode(["a", "b"], format: .binary),
    ])
    func everyKindOfBadFileIsATypedError(bytes: [UInt8]) throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        writeFile(dir + "/d.plist", bytes)
        #expect(throws: DefaultsError.self) { try DefaultsDirectory(path: dir).read("d") }
        let store = try DefaultsStore(suiteName: "d", directory: dir, arguments: [])
        #expect(store.unreadableAtOpen.count == 1)
        #expect(store.object(forKey: "a") == nil, "the domain reads as empty")
    }

    @Test func anEmptyFileIsAnEmptyDomain() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        writeFile(dir + "/e.plist", [])
        #expect(try DefaultsDirectory(path: dir).read("e") == [:])
    }

    /// The file a store writes loads in Python's plistlib with the same values (the unsigned
    /// extreme included).
    @Test func plistlibReadsTheStoreFile() throws {
        let python = try #require(python3Path(), "python3 is needed for the plistlib compatibility test")
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.compat", directory: dir, arguments: [])
        store.set(UInt64.max, forKey: "u")
        store.set("text", forKey: "s")
        try store.synchronize()
        let r = run(python, ["-c", """
        import plistlib
        d = plistlib.load(open('\(dir)/com.example.compat.plist', 'rb'))
        assert d == {'u': 2**64 - 1, 's': 'text'}, d
        print('OK')
        """])
        #expect(r.output.hasPrefix("OK"), "\(r.output)")
    }

    @Test func theDefaultDirectoryFollowsXDG() {
        let dir = DefaultsStore.defaultDirectory()
        if let xdg = environment("XDG_CONFIG_HOME") {
            #expect(dir == xdg)
        } else {
            #expect(dir.hasSuffix("/.config"))
        }
    }
}

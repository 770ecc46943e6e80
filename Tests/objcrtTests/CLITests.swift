import Testing
import DynamicDefaults
import PlistTestSupport
import PropertyLists
import MiniObjCTestSupport

/// `objcrt defaults`, run as a process with XDG_CONFIG_HOME pointing at a fresh directory.
@Suite struct CLITests {
    struct CLI {
        let objcrt: String
        let dir: String
        @discardableResult
        func callAsFunction(_ args: String...) -> ProcessResult { callAsFunction(args) }

        @discardableResult
        func callAsFunction(_ args: [String]) -> ProcessResult {
            run(objcrt, ["defaults"] + args, env: ["XDG_CONFIG_HOME": dir])
        }
    }

    private func cli() throws -> CLI {
        CLI(objcrt: try #require(objcrtPath(), "the objcrt executable is built beside the tests"), dir: makeTempDirectory("cli"))
    }

    @Test func writeEveryTypeAndReadBack() throws {
        let d = try cli()
        defer { removeTree(d.dir) }
        for args in [["name", "bob"], ["n", "-int", "12"], ["u", "-int", "18446744073709551615"], ["f", "-float", "2.5"],
                     ["b", "-bool", "YES"], ["dt", "-date", "2024-01-31T12:00:00Z"], ["blob", "-data", "0aff"],
                     ["list", "-array", "a", "b c"], ["map", "-dict", "k", "v"], ["plist", "(1, { x = y; })"],
                     ["s", "-string", "-int"]] {
            let r = d(["write", "com.example.cli"] + args)
            #expect(r.status == 0, "\(args): \(r.output)")
        }
        let onDisk = try #require(try DefaultsDirectory(path: d.dir).read("com.example.cli"))
        #expect(onDisk == [
            "name": "bob", "n": 12, "u": .unsignedInteger(UInt64.max), "f": 2.5, "b": true,
            "dt": .date(PlistSamples.date), "blob": .data([10, 255]), "list": ["a", "b c"], "map": ["k": "v"],
            "plist": ["1", ["x": "y"]], "s": "-int",
        ])
        #expect(d("read", "com.example.cli", "name").output == "bob\n")
        #expect(d("read", "com.example.cli", "n").output == "12\n")
        #expect(d("read", "com.example.cli", "map").output == "{\n    k = v;\n}\n")
        let all = d("read", "com.example.cli")
        #expect(all.status == 0)
        #expect(all.output.hasPrefix("{\n    b = 1;\n    blob = {length = 2, bytes = 0x0aff};\n"))
        #expect(all.output.contains("    dt = \"2024-01-31 12:00:00 +0000\";\n"))
        #expect(d("read").output.contains("\"com.example.cli\" =     {"))
        #expect(d("read-type", "com.example.cli", "n").output == "Type is integer\n")
        #expect(d("read-type", "com.example.cli", "b").output == "Type is boolean\n")
        #expect(d("read-type", "com.example.cli", "f").output == "Type is float\n")
        #expect(d("read-type", "com.example.cli", "nokey").status == 1)
        #expect(d("write", "-g", "AppleLocale", "en_GB").status == 0)
        #expect(try DefaultsDirectory(path: d.dir).read("NSGlobalDomain") == ["AppleLocale": "en_GB"])
        #expect(d("read", "-g", "AppleLocale").output == "en_GB\n")
    }

    @Test func deleteDomainsAndErrors() throws {
        let d = try cli()
        defer { removeTree(d.dir) }
        d("write", "one", "k", "v")
        d("write", "one", "k2", "v")
        d("write", "two", "k", "v")
        #expect(d("domains").output == "one, two\n")
        #expect(d("delete", "one", "k").status == 0)
        #expect(try DefaultsDirectory(path: d.dir).read("one") == ["k2": "v"])
        #expect(d("delete", "one", "k").status == 1)
        #expect(d("delete", "two").status == 0)
        #expect(d("domains").output == "one\n")
        #expect(d("read", "missing").status == 1)
        #expect(d("read", "one", "nokey").status == 1)
        #expect(d("write", "one", "k", "-int", "twelve").status == 2)
        #expect(d("write", "one", "k", "-bool", "maybe").status == 2)
        #expect(d("write", "one", "k", "-dict", "odd").status == 2)
        #expect(d("write", "one").status == 2)
        #expect(d("frobnicate").status == 2)
        #expect(d().status == 2)
        #expect(d("write", "a/b", "k", "v").status == 1)
    }

    @Test func hostileInputsFailWithAMessageNotACrash() throws {
        let d = try cli()
        defer { removeTree(d.dir) }
        // A dictionary that does not parse says where, and leaves no domain behind.
        let broken = d("write", "dom", "{ a = ((( ; }")
        #expect(broken.status == 2)
        #expect(broken.output.contains("cannot parse the dictionary"), "\(broken.output)")
        #expect(broken.output.contains("at byte"))
        #expect(d("read", "dom").status == 1)
        // A directory where a file is expected is an I/O error (exit 1), on both sides.
        let imported = d("import", "dom", d.dir)
        #expect(imported.status == 1)
        #expect(imported.output.contains("Is a directory"), "\(imported.output)")
        d("write", "dom", "k", "v")
        #expect(d("export", "dom", d.dir).status == 1)
        // Reading every domain prints the readable ones and names the unreadable one.
        writeFile(d.dir + "/junk.plist", Array("junk{{".utf8))
        let all = d("read")
        #expect(all.status == 1)
        #expect(all.output.contains("k = v;"), "\(all.output)")
        #expect(all.output.contains("junk.plist"))
        // An empty domain name and one with a slash are refused before any file is touched.
        #expect(d("write", "", "k", "v").status == 1)
        #expect(d("write", "../up", "k", "v").status == 1)
    }

    @Test func exportAndImportUseRealPlistFiles() throws {
        let d = try cli()
        defer { removeTree(d.dir) }
        d("write", "src", "n", "-int", "3")
        d("write", "src", "s", "text")
        let file = d.dir + "/exported.plist"
        #expect(d("export", "src", file).status == 0)
        #expect(try PlistFile.read(file) == ["n": 3, "s": "text"])
        #expect(d("import", "dst", file).status == 0)
        #expect(try DefaultsDirectory(path: d.dir).read("dst") == ["n": 3, "s": "text"])
        // Binary files import too, and a non-dictionary is refused.
        try PlistFile.write(["bin": true], to: d.dir + "/b.plist", format: .binary)
        #expect(d("import", "dst", d.dir + "/b.plist").status == 0)
        #expect(try DefaultsDirectory(path: d.dir).read("dst") == ["bin": true])
        try PlistFile.write([1, 2], to: d.dir + "/arr.plist", format: .xml)
        #expect(d("import", "dst", d.dir + "/arr.plist").status == 1)
        writeFile(d.dir + "/junk.plist", [0, 1, 2])
        let junk = d("import", "dst", d.dir + "/junk.plist")
        #expect(junk.status == 1)
        #expect(junk.output.contains("junk.plist"))
        #expect(d("export", "src", "-").output.hasPrefix("<?xml"))
        // `import DOMAIN -` reads standard input as bytes: a binary plist survives.
        try PlistFile.write(["piped": 1], to: d.dir + "/piped.plist", format: .binary)
        let piped = run(d.objcrt, ["defaults", "import", "fromstdin", "-"], env: ["XDG_CONFIG_HOME": d.dir],
                        inputPath: d.dir + "/piped.plist")
        #expect(piped.status == 0, "\(piped.output)")
        #expect(try DefaultsDirectory(path: d.dir).read("fromstdin") == ["piped": 1])
    }

    @Test func aStoreAndTheToolShareFiles() throws {
        let d = try cli()
        defer { removeTree(d.dir) }
        let store = try DefaultsStore(suiteName: "com.example.both", directory: d.dir, arguments: [])
        store.set("from store", forKey: "a")
        try store.synchronize()
        #expect(d("read", "com.example.both", "a").output == "from store\n")
        d("write", "com.example.both", "b", "-int", "7")
        try store.synchronize()
        #expect(store.integer(forKey: "b") == 7)
        #expect(store.string(forKey: "a") == "from store")
    }

    @Test func aCorruptDomainIsNamedAndKept() throws {
        let d = try cli()
        defer { removeTree(d.dir) }
        writeFile(d.dir + "/bad.plist", Array("{ unterminated".utf8))
        let r = d("read", "bad")
        #expect(r.status == 1)
        #expect(r.output.contains(d.dir + "/bad.plist"))
        let w = d("write", "bad", "k", "v")
        #expect(w.status == 0)
        #expect(w.output.contains("bad.plist.corrupt-"))
        #expect(directoryEntries(d.dir).contains { $0.hasPrefix("bad.plist.corrupt-") })
        #expect(try DefaultsDirectory(path: d.dir).read("bad") == ["k": "v"])
    }
}

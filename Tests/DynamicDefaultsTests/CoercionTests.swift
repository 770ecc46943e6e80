import Testing
@testable import DynamicDefaults
import PlistTestSupport
import PropertyLists
import MiniObjCTestSupport

/// Apple's typed-read rules (`integerForKey:`, `boolForKey:`, `doubleForKey:`, `stringForKey:` …).
@Suite struct CoercionTests {
    @Test(arguments: [
        (PlistValue.string("12"), 12), (.bool(true), 1), (.bool(false), 0), (.real(2.67), 2), (.real(-2.67), -2),
        (.string("  -34abc"), -34), (.string("+7"), 7), (.string("abc"), 0), (.string("2.67"), 2), (.string(""), 0),
        (.data([1]), 0), (.array([1]), 0), (.real(1e300), Int.max), (.real(-1e300), Int.min), (.real(.nan), 0),
        (.string("99999999999999999999"), Int.max), (.string("-99999999999999999999"), Int.min),
        (.integer(Int64.min), Int.min), (.unsignedInteger(UInt64.max), -1),
    ])
    func integerReads(value: PlistValue, expected: Int) {
        #expect(DefaultsCoercion.integer(value) == expected)
    }

    @Test func integerOfNothingIsZero() {
        #expect(DefaultsCoercion.integer(nil) == 0)
        #expect(DefaultsCoercion.bool(nil) == false)
        #expect(DefaultsCoercion.double(nil) == 0)
        #expect(DefaultsCoercion.string(nil) == nil)
    }

    @Test(arguments: [
        (PlistValue.string("YES"), true), (.string("yes"), true), (.string("true"), true), (.string("TRUE"), true),
        (.string("1"), true), (.string("Y"), true), (.string(" t"), true), (.string("0001"), true), (.string("9"), true),
        (.string("NO"), false), (.string("false"), false), (.string("0"), false), (.string(""), false), (.string("abc"), false),
        (.integer(1), true), (.integer(0), false), (.integer(2), true), (.real(0.5), true), (.real(0), false),
        (.bool(true), true), (.data([1]), false), (.dictionary([:]), false),
    ])
    func boolReads(value: PlistValue, expected: Bool) {
        #expect(DefaultsCoercion.bool(value) == expected)
    }

    @Test(arguments: [
        (PlistValue.string("2.5"), 2.5), (.string("1e3"), 1000), (.string(" .5x"), 0.5), (.string("-3."), -3),
        (.string("abc"), 0), (.integer(3), 3), (.bool(true), 1), (.real(-0.25), -0.25), (.date(PlistDate(secondsSinceReferenceDate: 5)), 0),
    ])
    func doubleReads(value: PlistValue, expected: Double) {
        #expect(DefaultsCoercion.double(value) == expected)
    }

    @Test(arguments: [
        (PlistValue.string("s"), "s" as String?), (.integer(12), "12"), (.real(2.5), "2.5"), (.real(2.0), "2"),
        (.bool(true), "1"), (.bool(false), "0"), (.unsignedInteger(UInt64.max), "18446744073709551615"),
        (.array(["a"]), nil), (.data([]), nil), (.date(PlistDate(secondsSinceReferenceDate: 0)), nil),
    ])
    func stringReads(value: PlistValue, expected: String?) {
        #expect(DefaultsCoercion.string(value) == expected)
    }

    @Test func unsignedReadsKeepBitPatterns() {
        #expect(DefaultsCoercion.unsignedInteger(.integer(-1)) == UInt64.max)
        #expect(DefaultsCoercion.unsignedInteger(.unsignedInteger(UInt64.max)) == UInt64.max)
        #expect(DefaultsCoercion.unsignedInteger(.string("18446744073709551615")) == UInt64.max)
        #expect(DefaultsCoercion.unsignedInteger(.real(3.9)) == 3)
    }

    @Test func collectionReadsAreExact() throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let store = try DefaultsStore(suiteName: "com.example.coerce", directory: dir, arguments: [])
        store.register(defaults: [
            "strings": ["a", "b"], "mixed": ["a", 1], "dict": ["k": "v"], "data": .data([9]), "text": "12",
            "date": .date(PlistSamples.date), "path": "~/notes.txt", "web": "https://example.com/x", "rel": "a/b",
        ])
        #expect(store.stringArray(forKey: "strings") == ["a", "b"])
        #expect(store.stringArray(forKey: "mixed") == nil)
        #expect(store.array(forKey: "mixed") == ["a", 1])
        #expect(store.array(forKey: "text") == nil)
        #expect(store.dictionary(forKey: "dict") == ["k": "v"])
        #expect(store.dictionary(forKey: "strings") == nil)
        #expect(store.data(forKey: "data") == [9])
        #expect(store.data(forKey: "text") == nil)
        #expect(store.date(forKey: "date") == PlistSamples.date)
        #expect(store.integer(forKey: "text") == 12)
        #expect(store.float(forKey: "text") == 12)
        #expect(store.string(forKey: "text") == "12")
        #expect(store.url(forKey: "web") == "https://example.com/x")
        #expect(store.url(forKey: "path")?.hasPrefix("file:///") == true)
        #expect(store.url(forKey: "path")?.hasSuffix("/notes.txt") == true)
        #expect(store.url(forKey: "rel")?.hasSuffix("/a/b") == true)
        #expect(store.url(forKey: "data") == nil)
    }
}

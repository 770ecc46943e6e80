// Behaviour of CSupport/RuntimeCore/selector.c through Selector: interning and ownership families.
import ObjCEncoding
import ObjCRuntime
import Testing
import MiniObjCTestSupport

@Suite struct SelectorTests {
    @Test func internedByNameEqualByPointer() {
        let a = Selector("observeValueForKeyPath:ofObject:")
        let b = Selector("observeValueForKeyPath:ofObject:")
        #expect(a == b)
        #expect(a.rawValue == b.rawValue)
        #expect(a.name == "observeValueForKeyPath:ofObject:")
        #expect(Selector("other") != a)
    }

    /// The selector table's ownership families (C) and `MethodFamily` (Swift, used by the header
    /// front-end and model mapping) read every name alike.
    @Test func ownershipFamiliesAgreeWithMethodFamily() {
        let names = ["alloc", "allocWithZone:", "copy", "copyValue", "copy2", "copying", "mutableCopy", "mutableCopyItems",
                     "mutablecopy", "new", "newTitle", "new_x", "newer", "init", "initWithName:", "initialize", "_newItem",
                     "__copy", "_", "allocator", "news", "New", "title", "newItem:with:", "init:"]
        for name in names {
            #expect(Selector(name).returnsRetained == (MethodFamily(selector: name) != nil), "\(name)")
        }
        #expect(MethodFamily(selector: "mutableCopyItems") == .mutableCopy)
        #expect(MethodFamily(selector: "_newItem") == .new)
        #expect(MethodFamily(selector: "initWithName:") == .`init`)
    }

    @Test func hundredThousandDistinctNamesRegisterAndReadBack() {
        let prefix = uniqueName("sel")
        var pointers = Set<UnsafeRawPointer>()
        var selectors: [Selector] = []
        selectors.reserveCapacity(100_000)
        for i in 0..<100_000 {
            let s = Selector("\(prefix)_\(i):")
            selectors.append(s)
            pointers.insert(s.rawValue)
        }
        #expect(pointers.count == 100_000)
        for i in stride(from: 0, to: 100_000, by: 1) {
            let name = "\(prefix)_\(i):"
            #expect(selectors[i].name == name)
            #expect(Selector(name) == selectors[i])
        }
        #expect(Selector.registeredCount >= 100_000)
    }

    @Test func existingDoesNotIntern() {
        let name = uniqueName("neverRegistered")
        #expect(Selector.existing(name) == nil)
        let s = Selector(name)
        #expect(Selector.existing(name) == s)
    }

    @Test func emptyAndOddNamesAreSelectorsToo() {
        #expect(Selector("").name == "")
        #expect(Selector("a:b:c:").name == "a:b:c:")
        #expect(Selector("ünïcödé:").name == "ünïcödé:")
    }

    @Test func rawValueRoundTrips() {
        let s = Selector("roundTrip:")
        #expect(Selector(rawValue: s.rawValue) == s)
    }

    @Test func concurrentInterningGivesOnePointerPerName() async {
        let prefix = uniqueName("conc")
        let results = await withTaskGroup(of: [Selector].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<2000).map { Selector("\(prefix)_\($0)") } }
            }
            var all: [[Selector]] = []
            for await r in group { all.append(r) }
            return all
        }
        for r in results.dropFirst() { #expect(r == results[0]) }
    }

    /// Each selector carries its Cocoa ownership family, which decides whether a send's object
    /// result is already retained: the family word, after leading underscores, not followed
    /// by a lowercase letter.
    @Test func ownershipFamiliesFollowCocoasNamingRule() {
        for name in ["alloc", "allocWithZone:", "new", "newObject", "copy", "copyWithZone:", "mutableCopy",
                     "mutableCopyWithZone:", "init", "initWithName:", "_init", "__newThing", "copy2"] {
            #expect(Selector(name).returnsRetained, "\(name)")
        }
        for name in ["copyright", "newsletter", "initialize", "allocated", "description", "mutableCopying",
                     "objectForKey:", "getNew", "x_init"] {
            #expect(!Selector(name).returnsRetained, "\(name)")
        }
    }

    /// A NUL ends a selector's name, as it ends the C string the runtime interns.
    @Test func selectorNamesWithNULAreCutNotCrashed() {
        let s = Selector("cut\u{0}here")
        #expect(s.name == "cut")
        #expect(s == Selector("cut"))
    }
}

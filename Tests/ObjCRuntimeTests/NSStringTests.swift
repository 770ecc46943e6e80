// Behaviour of CSupport/ValueClasses/nsstring.c: immutable NSString, UTF-8 bytes inside the object.
import ObjCRuntime
import Testing

@Suite struct NSStringTests {
    @Test func nsStringBasics() throws {
        let s = ObjCObject.string("héllo 👋")
        #expect(s.stringValue == "héllo 👋")
        #expect(try s.send("length", as: Int.self) == 8, "UTF-16 units, as Foundation counts (👋 is two)")
        let t = ObjCObject.string("héllo 👋")
        #expect(try s.send("isEqual:", t, as: Bool.self))
        #expect(try s.send("hash", as: Int.self) == t.send("hash", as: Int.self))
        #expect(try !s.send("isEqual:", ObjCObject.string("other"), as: Bool.self))
        #expect(try s.send("description") == s)
        #expect(ObjCClass.nsString.superclass == .nsObject)
        let empty = ObjCObject.string("")
        #expect(empty.stringValue == "")
        #expect(try makeClass("NotAString").new().stringValue == nil)
    }

    /// `-length` counts UTF-16 units: one per 1-, 2- or 3-byte UTF-8 sequence, two per 4-byte
    /// one (a surrogate pair); a NUL inside the string is a character like any other.
    @Test func lengthCountsUTF16Units() throws {
        let cases: [(String, Int)] = [("", 0), ("a", 1), ("é", 1), ("漢字", 2), ("🙂", 2), ("a🙂b", 4),
                                      ("nul\u{0}inside", 10), ("\u{10FFFF}", 2)]
        for (text, units) in cases {
            #expect(try ObjCObject.string(text).send("length", as: Int.self) == units, "\(text.debugDescription)")
        }
    }

    /// Equality is byte equality with any string, mutable or not; anything else is unequal.
    @Test func equalityIsByBytesAcrossMutability() throws {
        let s = ObjCObject.string("same")
        let m = ObjCObject.mutableString("same")
        #expect(try s.send("isEqual:", m, as: Bool.self) && m.send("isEqual:", s, as: Bool.self))
        #expect(try s.send("isEqualToString:", m, as: Bool.self))
        #expect(try s.send("hash", as: Int.self) == m.send("hash", as: Int.self))
        #expect(try !s.send("isEqual:", ObjCObject.string("Same"), as: Bool.self), "case matters")
        #expect(try !s.send("isEqual:", ObjCObject.string("sam"), as: Bool.self), "a prefix is not equal")
        #expect(try !ObjCObject.string("a\u{0}b").send("isEqual:", ObjCObject.string("a\u{0}c"), as: Bool.self),
                "bytes after a NUL still count")
        #expect(try !s.send("isEqual:", ObjCObject.bridging(1), as: Bool.self))
        #expect(try !s.send("isEqual:", nil as ObjCObject?, as: Bool.self))
    }

    /// A string is immutable: its copy is itself, retained; `-description` is itself too.
    @Test func copyAndDescriptionAreTheStringItself() throws {
        let s = ObjCObject.string("kept")
        let before = s.retainCount
        let c = try #require(try s.send("copy"))
        #expect(c == s)
        #expect(s.retainCount == before + 1, "the copy is a retain")
        #expect(try s.objcDescription() == "kept")
    }

    /// `+stringWithUTF8String:` and `-initWithUTF8String:` read a C string up to its NUL; a
    /// NULL C string gives nil, not a crash.
    @Test func utf8FactoriesReadCStrings() throws {
        let made = try "héllo".withCString { try ObjCClass.nsString.send("stringWithUTF8String:", $0) }
        #expect(made?.stringValue == "héllo")
        #expect(made?.className == "NSString")
        #expect(try ObjCClass.nsString.send("stringWithUTF8String:", nil as UnsafePointer<CChar>?) == nil)
        let placeholder = try #require(try ObjCClass.nsString.send("alloc"))
        let initialized = try "init".withCString { try placeholder.send("initWithUTF8String:", $0) }
        #expect(initialized?.stringValue == "init")
        #expect(try initialized?.send("length", as: Int.self) == 4)
        // `-UTF8String` points into the string: valid only while the string lives.
        let bytes = ObjCObject.string("bytes")
        try withExtendedLifetime(bytes) {
            let utf8 = try #require(try bytes.send("UTF8String", as: UnsafePointer<CChar>?.self))
            #expect(String(cString: utf8) == "bytes")
        }
    }
}

import ObjCRuntime
import Testing

/// The value classes model mapping needs beyond the first set: NSMutableString, NSMutableData,
/// NSDecimalNumber, NSSet / NSMutableSet, NSURL, NSAttributedString, NSBlock — through their
/// messages and their Swift bridging — and the low-level access model mapping uses.
@Suite struct FoundationValueTests {
    @Test func mutableStringsChangeAndCopy() throws {
        let s = ObjCObject.mutableString("ab")
        #expect(s.isKind(of: .nsMutableString) && s.isKind(of: .nsString))
        let before = try #require(s.unmanaged.withUTF8 { $0.baseAddress } ?? nil)   // a reader's pointer …
        try s.send("appendString:", ObjCObject.string("cd"), as: Void.self)
        #expect(s.stringValue == "abcd")
        #expect(before.pointee == UInt8(ascii: "a"))                        // … stays readable
        try s.send("setString:", ObjCObject.string("x"), as: Void.self)
        #expect(s.stringValue == "x")
        #expect(try s.send("isEqual:", ObjCObject.string("x"), as: Bool.self))
        #expect(try s.send("hash", as: Int.self) == ObjCObject.string("x").send("hash", as: Int.self))
        #expect(try s.send("copy")?.className == "NSString")
        #expect(try ObjCObject.string("y").send("mutableCopy")?.className == "NSMutableString")
        #expect(throws: ObjCException.self) { try ObjCObject.string("immutable").send("appendString:", ObjCObject.string("no"), as: Void.self) }
        #expect(throws: ObjCException.self) { try s.send("appendString:", nil as ObjCObject?, as: Void.self) }
        #expect(try BridgedValue(object: s) == "x")
    }

    @Test func mutableDataChangesAndCopies() throws {
        let d = ObjCObject.mutableData([1, 2])
        try d.send("appendData:", try BridgedValue.data([3]).makeObject(), as: Void.self)
        #expect(try BridgedValue(object: d) == .data([1, 2, 3]))
        try d.send("setLength:", 5, as: Void.self)
        #expect(try BridgedValue(object: d) == .data([1, 2, 3, 0, 0]))
        try d.send("setLength:", 1, as: Void.self)
        #expect(try BridgedValue(object: d) == .data([1]))
        #expect(try d.send("copy")?.className == "NSData")
        #expect(try BridgedValue.data([7]).makeObject().send("mutableCopy")?.className == "NSMutableData")
        #expect(try d.send("isEqual:", try BridgedValue.data([1]).makeObject(), as: Bool.self))
    }

    @Test func decimalNumbersKeepEveryDigit() throws {
        let cases: [(String, String)] = [
            ("1.50", "1.5"), ("-3.2", "-3.2"), ("9876543210", "9876543210"), ("0.001", "0.001"), ("  +12abc", "12"),
            ("abc", "NaN"), ("", "NaN"), ("1e3", "1000"), ("1.5e-2", "0.015"), ("0", "0"), ("-0", "0"),
            ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
            ("123456789012345678901234567890123456789", "123456789012345678901234567890123456780"),
            ("1e200", "NaN"),
        ]
        for (input, text) in cases {
            #expect(ObjCObject.decimalNumber(input).decimalString == text, "\(input)")
        }
        let d = ObjCObject.decimalNumber("9876543210")
        #expect(d.isKind(of: .nsDecimalNumber) && d.isKind(of: .nsNumber))
        #expect(try d.send("longLongValue", as: Int64.self) == 9_876_543_210)                 // exact: an integer
        #expect(try d.send("isEqual:", ObjCObject.bridging(9_876_543_210), as: Bool.self))
        #expect(try ObjCObject.decimalNumber("0.5").send("doubleValue", as: Double.self) == 0.5)
        #expect(try d.send("stringValue")?.stringValue == "9876543210")
        #expect(ObjCObject.decimalNumber("x").decimalString == "NaN")
        #expect(try ObjCClass.nsDecimalNumber.send("decimalNumberWithString:", ObjCObject.string("2.50"))?.decimalString == "2.5")
    }

    @Test func setsHoldDistinctMembers() throws {
        let set = try ObjCObject.set([.string("a"), .string("b"), .string("a"), try .bridging(1), try .bridging(1.0)])
        #expect(try set.send("count", as: Int.self) == 3)
        #expect(try set.send("containsObject:", ObjCObject.string("b"), as: Bool.self))
        #expect(try !set.send("containsObject:", ObjCObject.string("c"), as: Bool.self))
        #expect(try set.send("allObjects")?.arrayElements?.count == 3)
        #expect(try set.send("isEqual:", try ObjCObject.set([try .bridging(1), ObjCObject.string("b"), ObjCObject.string("a")]), as: Bool.self))
        let mutable = try #require(try set.send("mutableCopy"))
        #expect(mutable.className == "NSMutableSet")
        try mutable.send("addObject:", ObjCObject.string("c"), as: Void.self)
        try mutable.send("removeObject:", ObjCObject.string("a"), as: Void.self)
        #expect(mutable.setElements?.compactMap(\.stringValue).sorted() == ["b", "c"])
        #expect(throws: ObjCException.self) { try set.send("addObject:", ObjCObject.string("z"), as: Void.self) }   // an immutable set has no -addObject:
        #expect(try ObjCClass.nsSet.send("setWithArray:", try ObjCObject.array([.string("q"), .string("q")]))?.setElements?.count == 1)
        #expect(try set.objcDescription().hasPrefix("{("))
    }

    @Test func urlsAreCheckedAndTakenApart() throws {
        let url = try #require(ObjCObject.url("https://user@example.com:8080/a/b?q=1#f"))
        #expect(url.urlString == "https://user@example.com:8080/a/b?q=1#f")
        #expect(try url.send("scheme")?.stringValue == "https")
        #expect(try url.send("host")?.stringValue == "example.com")
        #expect(try url.send("path")?.stringValue == "/a/b")
        #expect(ObjCObject.url("github.com")?.urlString == "github.com")
        for bad in ["", "has space", "quote\"", "brace{", "caf\u{e9}", "%zz", "%4"] {
            #expect(ObjCObject.url(bad) == nil, "\(bad)")
        }
        let same: ObjCObject = try #require(ObjCObject.url("https://user@example.com:8080/a/b?q=1#f"))
        #expect(try url.send("isEqual:", same, as: Bool.self))
        #expect(try ObjCClass.nsURL.send("URLWithString:", ObjCObject.string("x y")) == nil)
    }

    @Test func attributedStringsAndBlocks() throws {
        let attributes = try BridgedValue.dictionary(["bold": true]).makeObject()
        let text = try ObjCObject.attributedString("héllo", attributes: attributes)
        #expect(text.attributedStringText == "héllo")
        #expect(try text.send("length", as: Int.self) == 5)
        #expect(try text.send("isEqual:", try ObjCObject.attributedString("héllo", attributes: attributes), as: Bool.self))
        #expect(try !text.send("isEqual:", try ObjCObject.attributedString("héllo"), as: Bool.self))
        #expect(throws: ObjCError.self) { try ObjCObject.attributedString("x", attributes: .string("not a dictionary")) }

        let count = LockedValue(0)
        let weak = WeakReference()
        do {
            let block = ObjCObject.block { count.withLock { $0 += 1 } }
            weak.object = block
            try block.invokeBlock()
            try block.send("invoke", as: Void.self)
            #expect(try block.send("copy") == block)
            #expect(block.isBlock && !ObjCObject.string("x").isBlock)
        }
        #expect(count.withLock { $0 } == 2)
        #expect(weak.object == nil)   // the block and its closure are gone
        #expect(throws: ObjCError.self) { try ObjCObject.string("x").invokeBlock() }
    }

    @Test func valueKindsInOneWalk() throws {
        let cases: [(ObjCObject, ValueKind)] = [
            (.string("s"), .string), (.mutableString("m"), .mutableString), (try .bridging(1), .number),
            (.decimalNumber("1"), .decimalNumber), (.null, .null), (try ObjCObject.array([]), .array),
            (try ObjCObject.array([], mutable: true), .mutableArray), (try ObjCObject.set([]), .set),
            (try BridgedValue.dictionary([:]).makeObject(), .dictionary), (.mutableData([]), .mutableData),
            (try BridgedValue.date(0).makeObject(), .date), (try #require(ObjCObject.url("a:b")), .url),
            (.block {}, .block), (ObjCClass.nsURL.asObject, .classObject), (try ObjCClass.nsObject.new(), .other),
        ]
        for (object, kind) in cases { #expect(object.valueKind == kind, "\(object.className)") }
        #expect(ValueKind(instancesOf: .nsMutableSet) == .mutableSet)
    }

    @Test func dictionaryLookupByUTF8Key() throws {
        let dictionary = try BridgedValue.dictionary(["login": "mojombo", "id": 1]).makeObject()
        let found = try #require(dictionary.unmanaged.dictionaryValue(forKey: DictionaryKey("login")))
        #expect(found.takeRetainedObject().stringValue == "mojombo")
        #expect(dictionary.unmanaged.dictionaryValue(forKey: DictionaryKey("missing")) == nil)
        #expect(try dictionary.dictionaryValue(forKey: "id").map { try BridgedValue(object: $0) } == .int(1))
        let mutable = try #require(try dictionary.send("mutableCopy"))
        try mutable.setDictionaryValue(.string("v"), forKey: "k")
        try mutable.setDictionaryValue(nil, forKey: "login")
        #expect(try BridgedValue(object: mutable) == ["id": 1, "k": "v"])
        #expect(throws: ObjCException.self) { try dictionary.setDictionaryValue(.string("v"), forKey: "k") }
    }

    @Test func typedAndLongDoubleSends() throws {
        // NSNumber's getters are C functions of each type: the typed sends call them as such.
        let n = ObjCObject.decimalNumber("-2")
        #expect(try n.send("charValue", as: Int8.self) == -2)
        #expect(try n.send("intValue", as: Int32.self) == -2)
        #expect(try n.send("unsignedLongLongValue", as: UInt64.self) == UInt64(bitPattern: -2))
        #expect(try n.send("floatValue", as: Float.self) == -2)
        #expect(throws: ObjCException.self) { try n.send("noSuchLongDouble", as: LongDouble.self).doubleValue }
    }
}

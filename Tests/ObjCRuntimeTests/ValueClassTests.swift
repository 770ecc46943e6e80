import ObjCRuntime
import Testing

typealias VTLongLongFactory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int64) -> UnsafeMutableRawPointer?
typealias VTULongLongFactory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt64) -> UnsafeMutableRawPointer?
typealias VTIntFactory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> UnsafeMutableRawPointer?
typealias VTCharFactory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int8) -> UnsafeMutableRawPointer?
typealias VTDoubleFactory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double) -> UnsafeMutableRawPointer?
typealias VTFloatFactory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Float) -> UnsafeMutableRawPointer?
typealias VTToInt64 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int64
typealias VTToUInt64 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt64
typealias VTToInt32 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32
typealias VTToInt8 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int8
typealias VTToDouble = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Double
typealias VTToFloat = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Float

@Suite struct NSNumberTests {
    func longLong(_ v: Int64) throws -> ObjCObject {
        try #require(try vtSend(ObjCClass.nsNumber, "numberWithLongLong:", as: VTLongLongFactory.self) { f, r, s in f(r, s, v) })
    }
    func unsignedLongLong(_ v: UInt64) throws -> ObjCObject {
        try #require(try vtSend(ObjCClass.nsNumber, "numberWithUnsignedLongLong:", as: VTULongLongFactory.self) { f, r, s in f(r, s, v) })
    }
    func double(_ v: Double) throws -> ObjCObject {
        try #require(try vtSend(ObjCClass.nsNumber, "numberWithDouble:", as: VTDoubleFactory.self) { f, r, s in f(r, s, v) })
    }

    @Test func factoriesKeepTheirTypeCode() throws {
        let cls = ObjCClass.nsNumber
        let cases: [(String, String, ObjCObject?)] = [
            ("numberWithChar:", "c", try vtSend(cls, "numberWithChar:", as: VTCharFactory.self) { f, r, s in f(r, s, -5) }),
            ("numberWithInt:", "i", try vtSend(cls, "numberWithInt:", as: VTIntFactory.self) { f, r, s in f(r, s, 7) }),
            ("numberWithLongLong:", "q", try longLong(1)),
            ("numberWithInteger:", "q", try vtSend(cls, "numberWithInteger:", as: VTLongLongFactory.self) { f, r, s in f(r, s, 1) }),
            ("numberWithUnsignedLongLong:", "Q", try unsignedLongLong(1)),
            ("numberWithFloat:", "f", try vtSend(cls, "numberWithFloat:", as: VTFloatFactory.self) { f, r, s in f(r, s, 1.5) }),
            ("numberWithDouble:", "d", try double(2.5)),
        ]
        for (factory, code, number) in cases {
            let n = try #require(number, "\(factory)")
            #expect(n.className == "NSNumber")
            #expect(try vtObjCType(n) == code, "\(factory)")
        }
    }

    @Test func gettersConvertAsCCastsDo() throws {
        let n = try double(3.9)
        #expect(try vtCall(n, "intValue", as: VTToInt32.self) { f, r, s in f(r, s) } == 3)
        #expect(try vtCall(n, "longLongValue", as: VTToInt64.self) { f, r, s in f(r, s) } == 3)
        #expect(try vtCall(n, "floatValue", as: VTToFloat.self) { f, r, s in f(r, s) } == Float(3.9))
        let minusOne = try longLong(-1)
        #expect(try vtCall(minusOne, "unsignedLongLongValue", as: VTToUInt64.self) { f, r, s in f(r, s) } == UInt64.max)
        let big = try longLong(300)
        #expect(try vtCall(big, "charValue", as: VTToInt8.self) { f, r, s in f(r, s) } == 44, "300 truncated to 8 bits")
        let huge = try double(1e300)
        #expect(try vtCall(huge, "longLongValue", as: VTToInt64.self) { f, r, s in f(r, s) } == Int64.max, "clamped, not UB")
        let nan = try double(.nan)
        #expect(try vtCall(nan, "longLongValue", as: VTToInt64.self) { f, r, s in f(r, s) } == 0)
        #expect(try big.sendBool("boolValue"))
        #expect(try double(0.5).sendBool("boolValue"), "any non-zero value is YES")
        #expect(try !longLong(0).sendBool("boolValue"))
        let uMax = try unsignedLongLong(.max)
        #expect(try vtCall(uMax, "doubleValue", as: VTToDouble.self) { f, r, s in f(r, s) } == 18446744073709551615.0)
    }

    @Test func equalityIsByValueAcrossTypes() throws {
        #expect(try vtIsEqual(longLong(1), double(1.0)), "@1 isEqual @1.0")
        #expect(try vtHash(longLong(1)) == vtHash(double(1.0)), "equal numbers hash alike")
        #expect(try vtIsEqual(unsignedLongLong(7), longLong(7)))
        #expect(try vtIsEqual(vtObject(true), longLong(1)), "@YES isEqual @1")
        #expect(try !vtIsEqual(longLong(1), double(1.5)))
        #expect(try !vtIsEqual(longLong(-1), unsignedLongLong(.max)), "-1 is not 2^64-1")
        // 2^53 + 1 is not representable as a double: an exact comparison tells them apart.
        #expect(try !vtIsEqual(longLong(9_007_199_254_740_993), double(9_007_199_254_740_992.0)))
        #expect(try vtIsEqual(double(.nan), double(.nan)), "NaN equals NaN, so it can be a key")
        #expect(try vtIsEqual(double(0.0), double(-0.0)))
        #expect(try !vtIsEqual(longLong(1), vtObject("1")))
    }

    @Test func compareOrdersByValue() throws {
        func compare(_ a: ObjCObject, _ b: ObjCObject) throws -> Int {
            try vtCall(a, "compare:", as: VTObjObjToInt.self) { f, r, s in f(r, s, b.pointer) }
        }
        #expect(try compare(longLong(-1), unsignedLongLong(.max)) == -1)
        #expect(try compare(unsignedLongLong(.max), longLong(.max)) == 1)
        #expect(try compare(double(2.5), longLong(2)) == 1)
        #expect(try compare(longLong(2), double(2.5)) == -1)
        #expect(try compare(double(2.0), longLong(2)) == 0)
        #expect(try compare(double(.nan), double(-.infinity)) == -1, "NaN sorts first")
        #expect(try compare(double(.infinity), unsignedLongLong(.max)) == 1)
        #expect(throws: ObjCValueError.self) { try compare(longLong(1), vtObject("x")) }
    }

    @Test func descriptionIsTheShortestDecimal() throws {
        #expect(try double(0.1).objcDescription() == "0.1")
        #expect(try double(1e300).objcDescription() == "1e+300")
        #expect(try vtObject(.double(1.1, objCType: "f")).objcDescription() == "1.1", "float precision")
        #expect(try unsignedLongLong(.max).objcDescription() == "18446744073709551615")
        #expect(try longLong(.min).objcDescription() == "-9223372036854775808")
        #expect(try double(.infinity).objcDescription() == "inf")
        #expect(try vtObject(true).objcDescription() == "1")
        #expect(try #require(try longLong(12).send("stringValue")).stringValue == "12")
    }

    @Test func copyIsTheSameNumber() throws {
        let n = try longLong(5)
        let c = try #require(try n.send("copy"))
        #expect(c == n)
        #expect(n.retainCount == 2, "the copy is a retain")
    }
}

@Suite struct NSArrayTests {
    @Test func countAndIndexing() throws {
        let a = try vtObject(["a", 2, 3.5])
        #expect(a.className == "NSArray")
        #expect(try vtCount(a) == 3)
        #expect(try vtObjectAtIndex(a, 0)?.stringValue == "a")
        let second = try #require(try vtObjectAtIndex(a, 1))
        #expect(try vtIsEqual(second, vtObject(2)))
        #expect(try a.send("lastObject").map { try BridgedValue(object: $0) } == 3.5)
        #expect(try vtObject([]).send("firstObject") == nil, "empty: nil, no error")
    }

    @Test func outOfRangeIsAnErrorNotACrash() throws {
        let a = try vtObject([1, 2])
        #expect(throws: ObjCValueError.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 2, count: 2)) {
            try vtObjectAtIndex(a, 2)
        }
        #expect(throws: ObjCValueError.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: UInt64(UInt.max), count: 2)) {
            try vtObjectAtIndex(a, .max)
        }
        #expect(try vtCount(a) == 2, "still usable")
        #expect(ObjCValueError.takePending() == nil, "the error was consumed")
    }

    @Test func mutableArrayEditsAndRetainsItsElements() throws {
        let m = try ObjCClass.nsMutableArray.new()
        let x = try vtPlainObject(), y = try vtPlainObject()
        try vtVoid(m, "addObject:", x)
        #expect(x.retainCount == 2, "the array retains what it holds")
        try vtCall(m, "insertObject:atIndex:", as: VTObjObjIndexToVoid.self) { f, r, s in f(r, s, y.pointer, 0) }
        #expect(m.arrayElements == [y, x])
        try vtCall(m, "removeObjectAtIndex:", as: VTObjIndexToVoid.self) { f, r, s in f(r, s, 1) }
        #expect(x.retainCount == 1, "removal releases")
        #expect(m.arrayElements == [y])
        #expect(throws: ObjCValueError.self) {
            try vtCall(m, "insertObject:atIndex:", as: VTObjObjIndexToVoid.self) { f, r, s in f(r, s, x.pointer, 5) }
        }
        #expect(throws: ObjCValueError.self) {
            try vtCall(m, "removeObjectAtIndex:", as: VTObjIndexToVoid.self) { f, r, s in f(r, s, 9) }
        }
        #expect(x.retainCount == 1 && y.retainCount == 2, "failed edits change nothing")
        try m.sendVoid("removeAllObjects")
        #expect(y.retainCount == 1)
        #expect(try vtCount(m) == 0)
    }

    @Test func elementsAreReleasedWhenTheArrayDeallocates() throws {
        let elements = try (0..<5).map { _ in try vtPlainObject() }
        var array: ObjCObject? = try ObjCObject.array(elements, mutable: true)
        #expect(elements.allSatisfy { $0.retainCount == 2 })
        #expect(array?.retainCount == 1)
        array = nil
        #expect(elements.allSatisfy { $0.retainCount == 1 }, "dealloc released every element")
    }

    @Test func nilElementsAndImmutableEditsAreErrors() throws {
        let m = try ObjCClass.nsMutableArray.new()
        #expect(throws: ObjCValueError.invalidArgument(className: "NSMutableArray", selector: "addObject:",
                                                       reason: "attempt to insert nil object")) {
            try vtVoid(m, "addObject:", nil)
        }
        let immutable = try vtObject([1])
        #expect(throws: ObjCError.doesNotRecognizeSelector(className: "NSArray", selector: "addObject:")) {
            try immutable.sendVoid("addObject:", vtObject(2))
        }
    }

    @Test func copyIsImmutableAndMutableCopyIsNot() throws {
        let m = try ObjCObject.array([vtObject(1), vtObject("two")], mutable: true)
        let c = try #require(try m.send("copy"))
        #expect(c.className == "NSArray")
        #expect(c != m)
        #expect(try vtIsEqual(c, m) && vtIsEqual(m, c))
        #expect(try vtHash(c) == vtHash(m))
        let immutable = try vtObject([1])
        #expect(try immutable.send("copy") == immutable, "an immutable array is its own copy")
        let mc = try #require(try immutable.send("mutableCopy"))
        #expect(mc.className == "NSMutableArray")
        try vtVoid(mc, "addObject:", vtObject(2))
        #expect(try vtCount(mc) == 2 && vtCount(immutable) == 1)
    }

    @Test func equalityAndSearch() throws {
        let a = try vtObject([1, "x", [2.0]])
        #expect(try vtIsEqual(a, vtObject([1.0, "x", [2]])), "elements compared with -isEqual:")
        #expect(try !vtIsEqual(a, vtObject([1, "x"])))
        #expect(try a.sendBool("containsObject:", vtObject("x")))
        let x = try vtObject("x"), y = try vtObject("y")
        #expect(try vtCall(a, "indexOfObject:", as: VTObjObjToInt.self) { f, r, s in f(r, s, x.pointer) } == 1)
        #expect(try vtCall(a, "indexOfObject:", as: VTObjObjToInt.self) { f, r, s in f(r, s, y.pointer) } == Int.max,
                "NSNotFound")
        #expect(try a.objcDescription() == "(1, x, (2))")
    }

    @Test func concurrentAppendsLoseNothing() async throws {
        let m = try ObjCClass.nsMutableArray.new()
        let element = try vtObject("e")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<500 {
                        try? vtVoid(m, "addObject:", element)
                        _ = try? vtCount(m)
                        _ = m.arrayElements
                    }
                }
            }
        }
        #expect(try vtCount(m) == 4000)
        #expect(element.retainCount == 4001)
    }
}

@Suite struct NSDictionaryTests {
    @Test func lookupUsesHashAndIsEqual() throws {
        let d = try vtObject(["a": 1, "b": "two"])
        #expect(d.className == "NSDictionary")
        #expect(try vtCount(d) == 2)
        #expect(try d.send("objectForKey:", vtObject("a")).map { try BridgedValue(object: $0) } == 1)
        #expect(try d.send("objectForKey:", vtObject("zzz")) == nil)
        // Number keys: @1 and @1.0 are the same key.
        let n = try ObjCObject.dictionary([(vtObject(1), vtObject("one"))])
        #expect(try n.send("objectForKey:", vtObject(1.0))?.stringValue == "one")
    }

    @Test func mutableSetRemoveAndOrder() throws {
        let m = try ObjCClass.nsMutableDictionary.new()
        for key in ["z", "a", "m"] { try vtVoid2(m, "setObject:forKey:", vtObject(.string(key.uppercased())), vtObject(.string(key))) }
        #expect(try m.send("allKeys").map { try BridgedValue(object: $0) } == ["z", "a", "m"], "insertion order")
        #expect(try m.send("allValues").map { try BridgedValue(object: $0) } == ["Z", "A", "M"])
        try vtVoid2(m, "setObject:forKey:", vtObject(1), vtObject("a"))
        #expect(try vtCount(m) == 3, "replacing keeps one entry")
        try vtVoid(m, "removeObjectForKey:", vtObject("z"))
        #expect(try BridgedValue(object: m) == ["a": 1, "m": "M"])
        try vtVoid(m, "removeObjectForKey:", vtObject("absent"))
        #expect(try vtCount(m) == 2)
        for i in 0..<1000 { try vtVoid2(m, "setObject:forKey:", vtObject(.int(i)), vtObject(.string("k\(i)"))) }
        for i in stride(from: 0, to: 1000, by: 2) { try vtVoid(m, "removeObjectForKey:", vtObject(.string("k\(i)"))) }
        #expect(try vtCount(m) == 502)
        for i in 0..<1000 {
            let v = try m.send("objectForKey:", vtObject(.string("k\(i)")))
            #expect((v == nil) == (i % 2 == 0))
        }
    }

    @Test func keysAreCopiedAndValuesRetained() throws {
        let value = try vtPlainObject()
        let key = try vtObject("key")
        var d: ObjCObject? = try ObjCObject.dictionary([(key, value)], mutable: true)
        #expect(value.retainCount == 2)
        #expect(key.retainCount == 2, "an NSString's -copy is a retain")
        // A key class that cannot be copied is refused, as Foundation refuses it.
        #expect(throws: ObjCError.doesNotRecognizeSelector(className: "NSObject", selector: "copyWithZone:")) {
            try vtVoid2(#require(d), "setObject:forKey:", value, vtPlainObject())
        }
        #expect(try vtCount(#require(d)) == 1)
        d = nil
        #expect(value.retainCount == 1 && key.retainCount == 1, "dealloc released key and value")
    }

    @Test func nilKeysAndValuesAreErrors() throws {
        let m = try ObjCClass.nsMutableDictionary.new()
        #expect(throws: ObjCValueError.invalidArgument(className: "NSMutableDictionary", selector: "setObject:forKey:",
                                                       reason: "attempt to insert nil value")) {
            try vtVoid2(m, "setObject:forKey:", nil, vtObject("k"))
        }
        #expect(throws: ObjCValueError.self) { try vtVoid2(m, "setObject:forKey:", vtObject(1), nil) }
        #expect(try vtCount(m) == 0)
    }

    @Test func equalityCopyAndKVC() throws {
        let a = try vtObject(["x": [1, 2], "y": ["z": true]])
        let b = try ObjCObject.dictionary([(vtObject("y"), vtObject(["z": 1])), (vtObject("x"), vtObject([1.0, 2.0]))])
        #expect(try vtIsEqual(a, b), "order does not matter; values compared with -isEqual:")
        #expect(try !vtIsEqual(a, vtObject(["x": [1, 2]])))
        let mc = try #require(try a.send("mutableCopy"))
        #expect(mc.className == "NSMutableDictionary")
        let c = try #require(try mc.send("copy"))
        #expect(c.className == "NSDictionary")
        #expect(try vtIsEqual(c, a))
        #expect(try a.value(forKey: "x").map { try BridgedValue(object: $0) } == [1, 2], "-valueForKey: is -objectForKey:")
        try mc.setValue(nil, forKey: "x")
        #expect(try vtCount(mc) == 1, "-setValue:nil forKey: removes")
        #expect(try vtObject(["k": "v"]).objcDescription() == "{k = v;}")
    }
}

@Suite struct SmallValueClassTests {
    @Test func dataHoldsBytes() throws {
        let bytes: [UInt8] = [0, 1, 2, 0xff, 0x80]
        let d = try vtObject(.data(bytes))
        #expect(d.className == "NSData")
        #expect(try d.sendInt("length") == 5)
        #expect(try vtIsEqual(d, vtObject(.data(bytes))) && !vtIsEqual(d, vtObject(.data([0, 1]))))
        #expect(try vtHash(d) == vtHash(vtObject(.data(bytes))))
        #expect(try d.objcDescription() == "<000102ff 80>")
        #expect(try BridgedValue(object: d) == .data(bytes))
        #expect(try BridgedValue(object: vtObject(.data([]))) == .data([]))
    }

    @Test func dateMeasuresFromTheReferenceDate() throws {
        let d = try vtObject(.date(0))
        #expect(try d.objcDescription() == "2001-01-01 00:00:00 +0000")
        #expect(try d.sendDouble("timeIntervalSince1970") == 978_307_200)
        let later = try vtObject(.date(86_400.5))
        #expect(try later.objcDescription() == "2001-01-02 00:00:00 +0000")
        #expect(try vtCall(d, "compare:", as: VTObjObjToInt.self) { f, r, s in f(r, s, later.pointer) } == -1)
        #expect(try vtIsEqual(d, vtObject(.date(0))))
        let now = try #require(try ObjCClass.nsDate.send("date"))
        #expect(try now.sendDouble("timeIntervalSinceReferenceDate") > 700_000_000, "after 2023")
        #expect(try vtObject(.date(.infinity)).objcDescription().contains("inf"), "unprintable dates do not crash")
    }

    @Test func nullIsOneImmortalObject() throws {
        let a = try #require(try ObjCClass.nsNull.send("null"))
        let b = try vtObject(nil)
        let c = try #require(try ObjCClass.nsNull.send("new"))
        #expect(a == b && b == c && a == ObjCObject.null)
        #expect(try a.objcDescription() == "<null>")
        let count = a.retainCount
        try a.sendVoid("release")
        #expect(a.retainCount == count, "retain / release do nothing")
    }

    @Test func valueHoldsStructBytesAndTheirType() throws {
        typealias Factory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
        typealias GetValue = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UInt) -> Void
        var point = (x: 1.5, y: -2.0)
        let v = try #require(try withUnsafeBytes(of: &point) { raw in
            try vtSend(ObjCClass.nsValue, "valueWithBytes:objCType:", as: Factory.self) { f, r, s in
                f(r, s, raw.baseAddress, "{CGPoint=dd}")
            }
        })
        #expect(try vtObjCType(v) == "{CGPoint=dd}")
        var out = (x: 0.0, y: 0.0)
        try withUnsafeMutableBytes(of: &out) { raw in
            try vtCall(v, "getValue:size:", as: GetValue.self) { f, r, s in f(r, s, raw.baseAddress, 16) }
        }
        #expect(out.x == 1.5 && out.y == -2.0)
        #expect(throws: ObjCValueError.self, "a wrong size is refused") {
            try withUnsafeMutableBytes(of: &out) { raw in
                try vtCall(v, "getValue:size:", as: GetValue.self) { f, r, s in f(r, s, raw.baseAddress, 8) }
            }
        }
        #expect(throws: ObjCValueError.self, "an encoding that cannot be measured") {
            try withUnsafeBytes(of: &point) { raw in
                try vtSend(ObjCClass.nsValue, "valueWithBytes:objCType:", as: Factory.self) { f, r, s in
                    f(r, s, raw.baseAddress, "{Opaque}")
                }
            }
        }
        let bridged = try BridgedValue(object: v)
        guard case .value(let bytes, let type) = bridged else { Issue.record("not a value: \(bridged)"); return }
        #expect(type == "{CGPoint=dd}" && bytes.count == 16)
        #expect(try vtIsEqual(v, bridged.makeObject()))
    }

    @Test func malformedEncodingsAreRefusedNotCrashedOn() throws {
        typealias Factory = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
        let bytes = [UInt8](repeating: 0, count: 64)
        let deep = String(repeating: "{a=", count: 200) + "i" + String(repeating: "}", count: 200)
        let malformed = ["", "{", "{S=", "{S=i", "[", "[3", "[3i", "[99999999999999999999i]", "[4611686018427387904q]",
                         "^", "v", "b3", "?", "{Opaque}", "(U)", "ii", "@\"Unterminated", deep,
                         String(repeating: "^", count: 10_000) + "i", "{S=\"name\"}"]
        for type in malformed {
            #expect(throws: ObjCValueError.self, "\(type.prefix(40))") {
                try bytes.withUnsafeBytes { raw in
                    try vtSend(ObjCClass.nsValue, "valueWithBytes:objCType:", as: Factory.self) { f, r, s in
                        f(r, s, raw.baseAddress, type)
                    }
                }
            }
        }
    }

    @Test func encodingSizesMatchTheHostABI() throws {
        // Sizes as clang reports them for x86-64 / arm64 (checked with @encode + sizeof).
        let cases: [(String, Int)] = [
            ("{CGPoint=dd}", 16), ("{S=ci}", 8), ("{S=cdc}", 24), ("(U=cq)", 8), ("[3s]", 6),
            ("{R=\"origin\"{P=ff}\"size\"{P=ff}}", 16), ("^{Opaque}", 8), ("r*", 8), ("@\"NSString\"", 8),
            ("{N={I=i}c}", 8), ("[2{P=cs}]", 8), ("B", 1), ("D", 16),
        ]
        for (type, size) in cases {
            let value = BridgedValue.value(bytes: [UInt8](repeating: 7, count: size), objCType: type)
            #expect(throws: Never.self, "\(type)") { _ = try value.makeObject() }
            #expect(throws: ObjCValueError.sizeMismatch(objCType: type, expected: size, actual: size + 1)) {
                try BridgedValue.value(bytes: [UInt8](repeating: 7, count: size + 1), objCType: type).makeObject()
            }
        }
    }
}

import ObjCRuntime
import Testing


@Suite struct NSNumberTests {
    func longLong(_ v: Int64) throws -> ObjCObject {
        try #require(try ObjCClass.nsNumber.send("numberWithLongLong:", v))
    }
    func unsignedLongLong(_ v: UInt64) throws -> ObjCObject {
        try #require(try ObjCClass.nsNumber.send("numberWithUnsignedLongLong:", v))
    }
    func double(_ v: Double) throws -> ObjCObject {
        try #require(try ObjCClass.nsNumber.send("numberWithDouble:", v))
    }

    @Test func factoriesKeepTheirTypeCode() throws {
        let cls = ObjCClass.nsNumber
        let cases: [(String, String, ObjCObject?)] = [
            ("numberWithChar:", "c", try cls.send("numberWithChar:", Int8(-5))),
            ("numberWithInt:", "i", try cls.send("numberWithInt:", Int32(7))),
            ("numberWithLongLong:", "q", try longLong(1)),
            ("numberWithInteger:", "q", try cls.send("numberWithInteger:", Int64(1))),
            ("numberWithUnsignedLongLong:", "Q", try unsignedLongLong(1)),
            ("numberWithFloat:", "f", try cls.send("numberWithFloat:", Float(1.5))),
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
        #expect(try n.send("intValue", as: Int32.self) == 3)
        #expect(try n.send("longLongValue", as: Int64.self) == 3)
        #expect(try n.send("floatValue", as: Float.self) == Float(3.9))
        let minusOne = try longLong(-1)
        #expect(try minusOne.send("unsignedLongLongValue", as: UInt64.self) == UInt64.max)
        let big = try longLong(300)
        #expect(try big.send("charValue", as: Int8.self) == 44, "300 truncated to 8 bits")
        let huge = try double(1e300)
        #expect(try huge.send("longLongValue", as: Int64.self) == Int64.max, "clamped, not UB")
        let nan = try double(.nan)
        #expect(try nan.send("longLongValue", as: Int64.self) == 0)
        #expect(try big.send("boolValue", as: Bool.self))
        #expect(try double(0.5).send("boolValue", as: Bool.self), "any non-zero value is YES")
        #expect(try !longLong(0).send("boolValue", as: Bool.self))
        let uMax = try unsignedLongLong(.max)
        #expect(try uMax.send("doubleValue", as: Double.self) == 18446744073709551615.0)
    }

    @Test func equalityIsByValueAcrossTypes() throws {
        #expect(try (longLong(1)).send("isEqual:", double(1.0), as: Bool.self), "@1 isEqual @1.0")
        #expect(try (longLong(1)).send("hash", as: Int.self) == (double(1.0)).send("hash", as: Int.self), "equal numbers hash alike")
        #expect(try (unsignedLongLong(7)).send("isEqual:", longLong(7), as: Bool.self))
        #expect(try (vtObject(true)).send("isEqual:", longLong(1), as: Bool.self), "@YES isEqual @1")
        #expect(try !(longLong(1)).send("isEqual:", double(1.5), as: Bool.self))
        #expect(try !longLong(-1).send("isEqual:", unsignedLongLong(.max), as: Bool.self), "-1 is not 2^64-1")
        // 2^53 + 1 is not representable as a double: an exact comparison tells them apart.
        #expect(try !(longLong(9_007_199_254_740_993)).send("isEqual:", double(9_007_199_254_740_992.0), as: Bool.self))
        #expect(try (double(.nan)).send("isEqual:", double(.nan), as: Bool.self), "NaN equals NaN, so it can be a key")
        #expect(try (double(0.0)).send("isEqual:", double(-0.0), as: Bool.self))
        #expect(try !(longLong(1)).send("isEqual:", vtObject("1"), as: Bool.self))
    }

    @Test func compareOrdersByValue() throws {
        func compare(_ a: ObjCObject, _ b: ObjCObject) throws -> Int {
            try a.send("compare:", b, as: Int.self)
        }
        #expect(try compare(longLong(-1), unsignedLongLong(.max)) == -1)
        #expect(try compare(unsignedLongLong(.max), longLong(.max)) == 1)
        #expect(try compare(double(2.5), longLong(2)) == 1)
        #expect(try compare(longLong(2), double(2.5)) == -1)
        #expect(try compare(double(2.0), longLong(2)) == 0)
        #expect(try compare(double(.nan), double(-.infinity)) == -1, "NaN sorts first")
        #expect(try compare(double(.infinity), unsignedLongLong(.max)) == 1)
        #expect(throws: ObjCException.self) { try compare(longLong(1), vtObject("x")) }
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
        #expect(try a.send("count", as: Int.self) == 3)
        #expect(try a.send("objectAtIndex:", UInt(0))?.stringValue == "a")
        let second = try #require(try a.send("objectAtIndex:", UInt(1)))
        #expect(try second.send("isEqual:", vtObject(2), as: Bool.self))
        #expect(try a.send("lastObject").map { try BridgedValue(object: $0) } == 3.5)
        #expect(try vtObject([]).send("firstObject") == nil, "empty: nil, no error")
    }

    @Test func outOfRangeIsAnErrorNotACrash() throws {
        let a = try vtObject([1, 2])
        #expect(throws: ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 2, count: 2)) {
            try a.send("objectAtIndex:", UInt(2))
        }
        #expect(throws: ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: UInt64(UInt.max), count: 2)) {
            try a.send("objectAtIndex:", UInt.max)
        }
        #expect(try a.send("count", as: Int.self) == 2, "still usable")
        #expect(ObjCException.takePending() == nil, "the error was consumed")
    }

    @Test func mutableArrayEditsAndRetainsItsElements() throws {
        let m = try ObjCClass.nsMutableArray.new()
        let x = try vtPlainObject(), y = try vtPlainObject()
        try m.send("addObject:", x, as: Void.self)
        #expect(x.retainCount == 2, "the array retains what it holds")
        try m.send("insertObject:atIndex:", y, UInt(0), as: Void.self)
        #expect(m.arrayElements == [y, x])
        try m.send("removeObjectAtIndex:", UInt(1), as: Void.self)
        #expect(x.retainCount == 1, "removal releases")
        #expect(m.arrayElements == [y])
        #expect(throws: ObjCException.self) {
            try m.send("insertObject:atIndex:", x, UInt(5), as: Void.self)
        }
        #expect(throws: ObjCException.self) {
            try m.send("removeObjectAtIndex:", UInt(9), as: Void.self)
        }
        #expect(x.retainCount == 1 && y.retainCount == 2, "failed edits change nothing")
        try m.send("removeAllObjects", as: Void.self)
        #expect(y.retainCount == 1)
        #expect(try m.send("count", as: Int.self) == 0)
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
        #expect(throws: ObjCException.invalidArgument(className: "NSMutableArray", selector: "addObject:",
                                                       reason: "attempt to insert nil object")) {
            try m.send("addObject:", nil as ObjCObject?, as: Void.self)
        }
        let immutable = try vtObject([1])
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSArray", selector: "addObject:")) {
            try immutable.send("addObject:", vtObject(2), as: Void.self)
        }
    }

    @Test func copyIsImmutableAndMutableCopyIsNot() throws {
        let m = try ObjCObject.array([vtObject(1), vtObject("two")], mutable: true)
        let c = try #require(try m.send("copy"))
        #expect(c.className == "NSArray")
        #expect(c != m)
        #expect(try c.send("isEqual:", m, as: Bool.self) && m.send("isEqual:", c, as: Bool.self))
        #expect(try c.send("hash", as: Int.self) == m.send("hash", as: Int.self))
        let immutable = try vtObject([1])
        #expect(try immutable.send("copy") == immutable, "an immutable array is its own copy")
        let mc = try #require(try immutable.send("mutableCopy"))
        #expect(mc.className == "NSMutableArray")
        try mc.send("addObject:", vtObject(2), as: Void.self)
        #expect(try mc.send("count", as: Int.self) == 2 && immutable.send("count", as: Int.self) == 1)
    }

    @Test func equalityAndSearch() throws {
        let a = try vtObject([1, "x", [2.0]])
        #expect(try a.send("isEqual:", vtObject([1.0, "x", [2]]), as: Bool.self), "elements compared with -isEqual:")
        #expect(try !a.send("isEqual:", vtObject([1, "x"]), as: Bool.self))
        #expect(try a.send("containsObject:", vtObject("x"), as: Bool.self))
        let x = try vtObject("x"), y = try vtObject("y")
        #expect(try a.send("indexOfObject:", x, as: Int.self) == 1)
        #expect(try a.send("indexOfObject:", y, as: Int.self) == Int.max,
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
                        try? m.send("addObject:", element, as: Void.self)
                        _ = try? m.send("count", as: Int.self)
                        _ = m.arrayElements
                    }
                }
            }
        }
        #expect(try m.send("count", as: Int.self) == 4000)
        #expect(element.retainCount == 4001)
    }
}

@Suite struct NSDictionaryTests {
    @Test func lookupUsesHashAndIsEqual() throws {
        let d = try vtObject(["a": 1, "b": "two"])
        #expect(d.className == "NSDictionary")
        #expect(try d.send("count", as: Int.self) == 2)
        #expect(try d.send("objectForKey:", vtObject("a")).map { try BridgedValue(object: $0) } == 1)
        #expect(try d.send("objectForKey:", vtObject("zzz")) == nil)
        // Number keys: @1 and @1.0 are the same key.
        let n = try ObjCObject.dictionary([(vtObject(1), vtObject("one"))])
        #expect(try n.send("objectForKey:", vtObject(1.0))?.stringValue == "one")
    }

    @Test func mutableSetRemoveAndOrder() throws {
        let m = try ObjCClass.nsMutableDictionary.new()
        for key in ["z", "a", "m"] { try m.send("setObject:forKey:", vtObject(.string(key.uppercased())), vtObject(.string(key)), as: Void.self) }
        #expect(try m.send("allKeys").map { try BridgedValue(object: $0) } == ["z", "a", "m"], "insertion order")
        #expect(try m.send("allValues").map { try BridgedValue(object: $0) } == ["Z", "A", "M"])
        try m.send("setObject:forKey:", vtObject(1), vtObject("a"), as: Void.self)
        #expect(try m.send("count", as: Int.self) == 3, "replacing keeps one entry")
        try m.send("removeObjectForKey:", vtObject("z"), as: Void.self)
        #expect(try BridgedValue(object: m) == ["a": 1, "m": "M"])
        try m.send("removeObjectForKey:", vtObject("absent"), as: Void.self)
        #expect(try m.send("count", as: Int.self) == 2)
        for i in 0..<1000 { try m.send("setObject:forKey:", vtObject(.int(i)), vtObject(.string("k\(i)")), as: Void.self) }
        for i in stride(from: 0, to: 1000, by: 2) { try m.send("removeObjectForKey:", vtObject(.string("k\(i)")), as: Void.self) }
        #expect(try m.send("count", as: Int.self) == 502)
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
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSObject", selector: "copyWithZone:")) {
            try (#require(d)).send("setObject:forKey:", value, vtPlainObject(), as: Void.self)
        }
        #expect(try (#require(d)).send("count", as: Int.self) == 1)
        d = nil
        #expect(value.retainCount == 1 && key.retainCount == 1, "dealloc released key and value")
    }

    @Test func nilKeysAndValuesAreErrors() throws {
        let m = try ObjCClass.nsMutableDictionary.new()
        #expect(throws: ObjCException.invalidArgument(className: "NSMutableDictionary", selector: "setObject:forKey:",
                                                       reason: "attempt to insert nil value")) {
            try m.send("setObject:forKey:", nil as ObjCObject?, vtObject("k"), as: Void.self)
        }
        #expect(throws: ObjCException.self) { try m.send("setObject:forKey:", vtObject(1), nil as ObjCObject?, as: Void.self) }
        #expect(try m.send("count", as: Int.self) == 0)
    }

    @Test func equalityCopyAndKVC() throws {
        let a = try vtObject(["x": [1, 2], "y": ["z": true]])
        let b = try ObjCObject.dictionary([(vtObject("y"), vtObject(["z": 1])), (vtObject("x"), vtObject([1.0, 2.0]))])
        #expect(try a.send("isEqual:", b, as: Bool.self), "order does not matter; values compared with -isEqual:")
        #expect(try !a.send("isEqual:", vtObject(["x": [1, 2]]), as: Bool.self))
        let mc = try #require(try a.send("mutableCopy"))
        #expect(mc.className == "NSMutableDictionary")
        let c = try #require(try mc.send("copy"))
        #expect(c.className == "NSDictionary")
        #expect(try c.send("isEqual:", a, as: Bool.self))
        #expect(try a.value(forKey: "x").map { try BridgedValue(object: $0) } == [1, 2], "-valueForKey: is -objectForKey:")
        try mc.setValue(nil, forKey: "x")
        #expect(try mc.send("count", as: Int.self) == 1, "-setValue:nil forKey: removes")
        #expect(try vtObject(["k": "v"]).objcDescription() == "{k = v;}")
    }
}

@Suite struct SmallValueClassTests {
    @Test func dataHoldsBytes() throws {
        let bytes: [UInt8] = [0, 1, 2, 0xff, 0x80]
        let d = try vtObject(.data(bytes))
        #expect(d.className == "NSData")
        #expect(try d.send("length", as: Int.self) == 5)
        #expect(try d.send("isEqual:", vtObject(.data(bytes)), as: Bool.self) && !d.send("isEqual:", vtObject(.data([0, 1])), as: Bool.self))
        #expect(try d.send("hash", as: Int.self) == (vtObject(.data(bytes))).send("hash", as: Int.self))
        #expect(try d.objcDescription() == "<000102ff 80>")
        #expect(try BridgedValue(object: d) == .data(bytes))
        #expect(try BridgedValue(object: vtObject(.data([]))) == .data([]))
    }

    @Test func dateMeasuresFromTheReferenceDate() throws {
        let d = try vtObject(.date(0))
        #expect(try d.objcDescription() == "2001-01-01 00:00:00 +0000")
        #expect(try d.send("timeIntervalSince1970", as: Double.self) == 978_307_200)
        let later = try vtObject(.date(86_400.5))
        #expect(try later.objcDescription() == "2001-01-02 00:00:00 +0000")
        #expect(try d.send("compare:", later, as: Int.self) == -1)
        #expect(try d.send("isEqual:", vtObject(.date(0)), as: Bool.self))
        let now = try #require(try ObjCClass.nsDate.send("date"))
        #expect(try now.send("timeIntervalSinceReferenceDate", as: Double.self) > 700_000_000, "after 2023")
        #expect(try vtObject(.date(.infinity)).objcDescription().contains("inf"), "unprintable dates do not crash")
    }

    @Test func nullIsOneImmortalObject() throws {
        let a = try #require(try ObjCClass.nsNull.send("null"))
        let b = try vtObject(nil)
        let c = try #require(try ObjCClass.nsNull.send("new"))
        #expect(a == b && b == c && a == ObjCObject.null)
        #expect(try a.objcDescription() == "<null>")
        let count = a.retainCount
        try a.send("release", as: Void.self)
        #expect(a.retainCount == count, "retain / release do nothing")
    }

    @Test func valueHoldsStructBytesAndTheirType() throws {
        var point = (x: 1.5, y: -2.0)
        let v = try #require(try withUnsafeBytes(of: &point) { raw in
            try "{CGPoint=dd}".withCString { try ObjCClass.nsValue.send("valueWithBytes:objCType:", raw.baseAddress, $0) }
        })
        #expect(try vtObjCType(v) == "{CGPoint=dd}")
        var out = (x: 0.0, y: 0.0)
        try withUnsafeMutableBytes(of: &out) { raw in
            try v.send("getValue:size:", raw.baseAddress, UInt(16), as: Void.self)
        }
        #expect(out.x == 1.5 && out.y == -2.0)
        #expect(throws: ObjCException.self, "a wrong size is refused") {
            try withUnsafeMutableBytes(of: &out) { raw in
                try v.send("getValue:size:", raw.baseAddress, UInt(8), as: Void.self)
            }
        }
        #expect(throws: ObjCException.self, "an encoding that cannot be measured") {
            try withUnsafeBytes(of: &point) { raw in
                try "{Opaque}".withCString { try ObjCClass.nsValue.send("valueWithBytes:objCType:", raw.baseAddress, $0) }
            }
        }
        let bridged = try BridgedValue(object: v)
        guard case .value(let bytes, let type) = bridged else { Issue.record("not a value: \(bridged)"); return }
        #expect(type == "{CGPoint=dd}" && bytes.count == 16)
        #expect(try v.send("isEqual:", bridged.makeObject(), as: Bool.self))
    }

    @Test func malformedEncodingsAreRefusedNotCrashedOn() throws {
        let bytes = [UInt8](repeating: 0, count: 64)
        let deep = String(repeating: "{a=", count: 200) + "i" + String(repeating: "}", count: 200)
        let malformed = ["", "{", "{S=", "{S=i", "[", "[3", "[3i", "[99999999999999999999i]", "[4611686018427387904q]",
                         "^", "v", "b3", "?", "{Opaque}", "(U)", "ii", "@\"Unterminated", deep,
                         String(repeating: "^", count: 10_000) + "i", "{S=\"name\"}"]
        for type in malformed {
            #expect(throws: ObjCException.self, "\(type.prefix(40))") {
                try bytes.withUnsafeBytes { raw in
                    try type.withCString { try ObjCClass.nsValue.send("valueWithBytes:objCType:", raw.baseAddress, $0) }
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

// Behaviour of CSupport/ValueClasses/nsnumber.c: NSNumber's factories, getters, equality, ordering and description.
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

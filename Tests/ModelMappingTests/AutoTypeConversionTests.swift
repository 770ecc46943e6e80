import Testing
import ObjCRuntime
@testable import ModelMapping

/// YYTestAutoTypeConvert: one value under key "v" set into every property kind at once
/// (YYTestAutoTypeModel maps all of them to "v"), checked kind by kind.
@Suite struct AutoTypeConversionTests {
    private func model(_ json: String) throws -> ObjCObject { try YYFixture.cls("YYTestAutoTypeModel").model(withJSON: json) }
    private func model(bridged value: BridgedValue) throws -> ObjCObject { try model(value.makeObject()) }
    private func model(_ value: ObjCObject) throws -> ObjCObject {
        try YYFixture.cls("YYTestAutoTypeModel").model(with: try ObjCObject.dictionary([(.string("v"), value)]))
    }

    /// A property's object read back as a Swift value (the handle outlives the reading).
    private func value(_ m: ObjCObject, _ getter: Selector) throws -> BridgedValue? {
        try m.send(getter).map { try BridgedValue(object: $0) }
    }

    /// Every C number property, read back through its own typed getter.
    private struct Numbers: Equatable {
        var b: Bool, B: Int8, c: Int8, uc: UInt8, s: Int16, us: UInt16, i: Int32, ui: UInt32
        var l: Int64, ul: UInt64, q: Int64, uq: UInt64, f: Float, d: Double, ld: Double

        init(_ m: ObjCObject) throws {
            b = try m.send("boolValue", as: Bool.self); B = try m.send("BOOLValue", as: Int8.self); c = try m.send("charValue", as: Int8.self)
            uc = try m.send("unsignedCharValue", as: UInt8.self); s = try m.send("shortValue", as: Int16.self)
            us = try m.send("unsignedShortValue", as: UInt16.self); i = try m.send("intValue", as: Int32.self)
            ui = try m.send("unsignedIntValue", as: UInt32.self); l = try m.send("longValue", as: Int64.self)
            ul = try m.send("unsignedLongValue", as: UInt64.self); q = try m.send("longLongValue", as: Int64.self)
            uq = try m.send("unsignedLongLongValue", as: UInt64.self); f = try m.send("floatValue", as: Float.self)
            d = try m.send("doubleValue", as: Double.self); ld = try m.send("longDoubleValue", as: LongDouble.self).doubleValue
        }

        init(all v: Int64, b: Bool, f: Double) {
            self.b = b; B = Int8(truncatingIfNeeded: v); c = Int8(truncatingIfNeeded: v); uc = UInt8(truncatingIfNeeded: v)
            s = Int16(truncatingIfNeeded: v); us = UInt16(truncatingIfNeeded: v); i = Int32(truncatingIfNeeded: v)
            ui = UInt32(truncatingIfNeeded: v); l = v; ul = UInt64(bitPattern: v); q = v; uq = UInt64(bitPattern: v)
            self.f = Float(f); d = f; ld = f
        }
    }

    @Test func numbersFromNumbersAndStrings() throws {
        var m = try model(#"{"v": 1}"#)
        #expect(try Numbers(m) == Numbers(all: 1, b: true, f: 1))
        #expect(try value(m, "anyObject") == .int(1))
        #expect(try m.send("object")?.className == "NSNumber")            // NSObject * takes an NSNumber as it is
        #expect(try value(m, "number") == .int(1))
        #expect(try m.send("decimal")?.decimalString == "1")
        #expect(try value(m, "value") == .int(1))                          // an NSNumber is an NSValue
        #expect(try m.send("string")?.stringValue == "1")
        #expect(try m.send("mString")?.className == "NSMutableString")
        #expect(try m.send("mString")?.stringValue == "1")
        #expect(try m.send("classValue") == nil && m.send("selectorValue", as: UnsafeMutableRawPointer?.self) == nil)
        #expect(try m.send("blockValue") == nil && m.send("pointerValue", as: UnsafeMutableRawPointer?.self) == nil)

        m = try model(#"{"v": 1.5}"#)
        #expect(try Numbers(m) == Numbers(all: 1, b: true, f: 1.5))
        #expect(try m.send("decimal")?.decimalString == "1.5")
        #expect(try m.send("string")?.stringValue == "1.5")

        m = try model(#"{"v": -1}"#)
        #expect(try Numbers(m) == Numbers(all: -1, b: true, f: -1))
        #expect(try m.send("string")?.stringValue == "-1")
        #expect(try m.send("decimal")?.decimalString == "-1")

        m = try model(#"{"v": "2"}"#)
        #expect(try Numbers(m) == Numbers(all: 2, b: true, f: 2))
        #expect(try m.send("anyObject")?.stringValue == "2")              // id takes the string as it is
        #expect(try m.send("object")?.stringValue == "2")                 // so does NSObject *: a string is an NSObject
        #expect(try value(m, "number") == .int(2))
        #expect(try m.send("decimal")?.decimalString == "2")
        try m.send("setIntValue:", Int32(12), as: Void.self)
        try m.setModel(withJSON: #"{"v": "2"}"#)
        #expect(try m.send("intValue", as: Int32.self) == 2)

        m = try model(#"{"v": "-3.2"}"#)
        #expect(abs(try m.send("floatValue", as: Float.self) + 3.2) < 0.0001)
        #expect(abs(try m.send("doubleValue", as: Double.self) + 3.2) < 0.0001)
        #expect(abs(try m.send("longDoubleValue", as: LongDouble.self).doubleValue + 3.2) < 0.0001)
        #expect(try value(m, "number") == .number(-3.2))
        #expect(try m.send("decimal")?.decimalString == "-3.2")           // exact: a decimal, not a double
        #expect(try m.send("object")?.stringValue == "-3.2")

        for (word, value) in [("true", 1), ("false", 0), ("YES", 1), ("NO", 0)] {
            m = try model(#"{"v": "\#(word)"}"#)
            #expect(try m.send("boolValue", as: Bool.self) == (value == 1), "\(word)")
            #expect(try m.send("intValue", as: Int32.self) == Int32(value), "\(word)")
        }
        m = try model(#"{"v": "nil"}"#)
        #expect(try m.send("boolValue", as: Bool.self) == false && m.send("intValue", as: Int32.self) == 0)
        #expect(try m.send("string")?.stringValue == "nil")
        #expect(try m.send("number") == nil)

        m = try model(#"{"v": {}}"#)
        #expect(try m.send("intValue", as: Int32.self) == 0)
        #expect(try m.send("string") == nil && m.send("number") == nil)
    }

    @Test func decimalsPointersClassesAndBlocksFromObjects() throws {
        var m = try model(.decimalNumber("9876543210"))
        #expect(try m.send("unsignedLongLongValue", as: UInt64.self) == 9_876_543_210)
        #expect(try m.send("longLongValue", as: Int64.self) == 9_876_543_210)

        let target = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { target.deallocate() }
        let pointerValue = try BridgedValue.value(bytes: withUnsafeBytes(of: UnsafeRawPointer(target)) { Array($0) },
                                                  objCType: "^v").makeObject()
        m = try model(pointerValue)
        #expect(try m.send("pointerValue", as: UnsafeMutableRawPointer?.self) == target)

        m = try model(ObjCClass.nsURL.asObject)
        #expect(try m.send("classValue", as: ObjCClass?.self) == .nsURL)

        let ran = LockedValue(0)
        m = try model(.block { ran.withLock { $0 = 1 } })
        try #require(try m.send("blockValue")).invokeBlock()
        #expect(ran.withLock { $0 } == 1)
    }

    @Test func datesInEveryFormatYYModelReads() throws {
        let formats = [
            "2014-05-06", "2014-05-06 07:08:09", "2014-05-06T07:08:09", "2014-01-20T12:24:48Z",
            "2014-01-20T12:24:48+0800", "2014-01-20T12:24:48+12:00", "Fri Sep 04 00:12:21 +0800 2015",
            "2014-05-06 07:08:09.000", "2014-05-06T07:08:09.000", "2014-01-20T12:24:48.000Z",
            "2014-01-20T12:24:48.000+12:00", "2014-01-20T12:24:48.000+0800", "Fri Sep 04 00:12:21.000 +0800 2015",
        ]
        for text in formats {
            #expect(try model(#"{"v": "\#(text)"}"#).send("date")?.className == "NSDate", "\(text)")
        }
        // Values, not only kinds: Weibo's format with its zone, and the fraction kept.
        #expect(ModelDate.parse("Fri Sep 04 00:12:21 +0800 2015") == ModelDate.parse("2015-09-03T16:12:21Z"))
        #expect(ModelDate.parse("Fri Sep 04 00:12:21.250 +0800 2015") == ModelDate.parse("2015-09-03T16:12:21.25Z"))
        #expect(ModelDate.parse("2014-01-20T12:24:48+12:00") == ModelDate.parse("2014-01-20T00:24:48Z"))
        // YYModel's 28-character form: milliseconds and a zone without a colon.
        #expect(ModelDate.parse("2014-01-20T12:24:48.000+0800") == ModelDate.parse("2014-01-20T04:24:48Z"))
        #expect(ModelDate.parse("2014-01-20T12:24:48.500+0800") == ModelDate.parse("2014-01-20T04:24:48.5Z"))
        #expect(ModelDate.parse("Fri Sep 04 00:12:21 +0800") == nil)
        #expect(ModelDate.parse("Xyz Sep 04 00:12:21 +0800 2015") == nil)
        #expect(try value(model(bridged: .date(12)), "date") == .date(12))
    }

    @Test func stringsBecomeURLsSelectorsClassesAndBack() throws {
        #expect(try model(#"{"v": "Apple"}"#).send("string")?.stringValue == "Apple")
        #expect(try model(#"{"v": " github.com"}"#).send("url")?.urlString == "github.com")   // trimmed
        #expect(try model(#"{"v": "stringWithFormat:"}"#).send("selectorValue", as: UnsafeMutableRawPointer?.self)
                == UnsafeMutableRawPointer(mutating: Selector("stringWithFormat:").rawValue))
        #expect(try model(#"{"v": "NSURL"}"#).send("classValue", as: ObjCClass?.self) == .nsURL)
        #expect(try model(bridged: .data(Array("haha".utf8))).send("string")?.stringValue == "haha")
        #expect(try model(try #require(ObjCObject.url("https://github.com"))).send("string")?.stringValue == "https://github.com")
        #expect(try model(#"{"v": " "}"#).send("url") == nil)
        #expect(try model(#"{"v": "not a url"}"#).send("url") == nil)                       // a space: not a URL
        #expect(try model(ObjCObject.attributedString("test")).send("string")?.stringValue == "test")
        #expect(try model(bridged: .data([0xFF, 0xFE])).send("string") == nil)                        // not UTF-8: nil
        #expect(try model(#"{"v": "bytes"}"#).send("mData")?.className == "NSMutableData")
    }

    @Test func structsFromNSValuesOfTheirEncoding() throws {
        let rect: (Double, Double, Double, Double) = (1, 2, 3, 4)
        let rectValue = try BridgedValue.value(bytes: withUnsafeBytes(of: rect) { Array($0) },
                                               objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}").makeObject()
        var m = try model(rectValue)
        #expect(try byValue(m, "structValue") == withUnsafeBytes(of: rect) { Array($0) })
        #expect(try byValue(m, "pointValue") == Array(repeating: 0, count: 16))
        let point = try BridgedValue.value(bytes: withUnsafeBytes(of: (1.0, 2.0)) { Array($0) }, objCType: "{CGPoint=dd}").makeObject()
        m = try model(point)
        #expect(try byValue(m, "structValue") == Array(repeating: 0, count: 32))
        #expect(try byValue(m, "pointValue") == withUnsafeBytes(of: (1.0, 2.0)) { Array($0) })
    }

    private func byValue(_ m: ObjCObject, _ getter: String) throws -> [UInt8]? {
        let invocation = try Invocation(target: m, selector: Selector(getter))
        try invocation.send()
        guard case .bytes(let bytes) = invocation.returnValue else { return nil }
        return bytes
    }

    @Test func nullClearsObjectsAndZeroesNumbers() throws {
        let m = try model(#"{"v": 5}"#)
        try m.setModel(withJSON: #"{"v": null}"#)
        #expect(try m.send("boolValue", as: Bool.self) == false && m.send("intValue", as: Int32.self) == 0)
        #expect(try m.send("object") == nil && m.send("number") == nil && m.send("string") == nil)
    }

    @Test func blocksAreSetAsTheyAre() throws {
        let block = ObjCObject.block {}
        let m = try model(block)
        #expect(try m.send("blockValue") == block)
        #expect(try m.send("anyObject") == block)
    }

    @Test func arraysAndDictionariesOfModels() throws {
        let cls = try YYFixture.cls("YYTestAutoTypeModel")
        // YYModel's `json:` takes JSON text, JSON bytes or the parsed container; so does each
        // entry point here (text, bytes, an NSString, an NSData, an NSMutableData, the NSArray).
        let json = #"[{"v":1},{"v":2},{"v":3}]"#
        let arrays = [try cls.modelArray(withJSON: json), try cls.modelArray(withJSONData: Array(json.utf8)),
                      try cls.modelArray(with: ObjCObject.string(json)), try cls.modelArray(with: ObjCObject.mutableData(Array(json.utf8))),
                      try cls.modelArray(with: try BridgedValue.data(Array(json.utf8)).makeObject()),
                      try cls.modelArray(with: try JSONText.parse(json).makeObject())]
        for array in arrays {
            #expect(array.count == 3)
            #expect(array.first?.className == "YYTestAutoTypeModel")
            #expect(try array.map { try $0.send("intValue", as: Int32.self) } == [1, 2, 3])
        }
        let dictionaryJSON = #"{"a":{"v":1},"b":{"v":2},"c":{"v":3},"not a model":4}"#
        let dictionaries = [try cls.modelDictionary(withJSON: dictionaryJSON),
                            try cls.modelDictionary(withJSONData: Array(dictionaryJSON.utf8)),
                            try cls.modelDictionary(with: ObjCObject.string(dictionaryJSON)),
                            try cls.modelDictionary(with: try BridgedValue.data(Array(dictionaryJSON.utf8)).makeObject()),
                            try cls.modelDictionary(with: try JSONText.parse(dictionaryJSON).makeObject())]
        for dict in dictionaries {
            #expect(dict.keys.sorted() == ["a", "b", "c"])
            #expect(try dict["b"]?.send("intValue", as: Int32.self) == 2)
            #expect(dict["a"]?.className == "YYTestAutoTypeModel")
        }
        // One model: `+yy_modelWithJSON:` and `-yy_modelSetWithJSON:` with each form too.
        let one = #"{"v": 7}"#
        for made in [try cls.model(withJSON: one), try cls.model(withJSONData: Array(one.utf8)), try cls.model(with: ObjCObject.string(one)),
                     try cls.model(with: ObjCObject.mutableString(one)), try cls.model(with: try BridgedValue.data(Array(one.utf8)).makeObject())] {
            #expect(try made.send("intValue", as: Int32.self) == 7)
            try made.setModel(with: ObjCObject.string(#"{"v": 8}"#))
            #expect(try made.send("intValue", as: Int32.self) == 8)
            try made.setModel(withJSONData: Array(#"{"v": 9}"#.utf8))
            #expect(try made.send("intValue", as: Int32.self) == 9)
            try made.setModel(with: ObjCObject.mutableData(Array(#"{"v": 10}"#.utf8)))
            #expect(try made.send("intValue", as: Int32.self) == 10)
        }
        let m = try model(try ObjCObject.set([.string("1"), .string("2"), .string("3")]))
        #expect(try m.send("array")?.arrayElements?.count == 3)
        #expect(try m.send("array")?.className == "NSArray")
        #expect(try m.send("mArray")?.className == "NSMutableArray")
        #expect(try m.send("set")?.setElements?.count == 3)
        #expect(try m.send("mSet")?.className == "NSMutableSet")
        let fromArray = try model(#"{"v": [1, 1, 2]}"#)
        #expect(try fromArray.send("set")?.setElements?.count == 2)                          // distinct members
        #expect(try fromArray.send("mDict") == nil)                                          // an array is no dictionary
    }
}

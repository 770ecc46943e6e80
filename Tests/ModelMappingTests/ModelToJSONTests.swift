import Testing
import ObjCRuntime
@testable import ModelMapping

/// YYTestModelToJSON: every kind of property written as JSON, shared keys, key paths, dates —
/// and the direct text writer agreeing byte for byte with the dictionary the encoder makes.
/// A cycle, or a value JSON cannot hold, is an error.
@Suite struct ModelToJSONTests {
    @Test func everyKindToJSON() throws {
        let model = try YYFixture.cls("YYTestModelToJSONModel").new()
        try model.send("setIntValue:", Int32(1), as: Void.self)
        try model.send("setLongValue:", Int64(2), as: Void.self)
        try model.send("setUnsignedLongLongValue:", UInt64(3), as: Void.self)
        try model.send("setShortValue:", Int16(4), as: Void.self)
        let array = try ObjCObject.array([.bridging(1), .string("2"), try #require(ObjCObject.url("https://github.com"))])
        try model.send("setArray:", array, as: Void.self)
        try model.send("setSet:", try ObjCObject.set(try #require(array.arrayElements)), as: Void.self)
        try model.send("setColor:", try YYFixture.cls("YYBaseUser").model(with: ["name": "red"]), as: Void.self)
        try model.send("setDecimal:", ObjCObject.decimalNumber("0.1000000000000000000000000000000000001"), as: Void.self)
        try model.send("setLongDoubleValue:", LongDouble(2.5), as: Void.self)
        try model.send("setClassValue:", ObjCClass.nsURL, as: Void.self)
        try model.send("setSelectorValue:", Selector("description").rawValue, as: Void.self)
        try model.send("setData:", try BridgedValue.data([1, 2]).makeObject(), as: Void.self)

        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["int"] == .signed(1, objCType: "i"))
        // Two properties on "long": the first in declaration order (longValue) wins.
        #expect(json["long"] == .signed(2, objCType: "q"))
        #expect(json["ext"] == ["short": .signed(4, objCType: "s")])
        #expect(json["array"] == [1, "2", "https://github.com"])   // a URL becomes its text
        guard case .array(let set)? = json["set"] else { Issue.record("a set is written as an array"); return }
        #expect(set.count == 3)
        #expect(json["color"] == ["name": "red", "uid": .unsigned(0, objCType: "Q")])
        #expect(json["boolValue"] == false && json["BOOLValue"] == .signed(0, objCType: "c"))
        #expect(json["longDoubleValue"] == .double(2.5, objCType: "d"))
        #expect(json["classValue"] == "NSURL" && json["selectorValue"] == "description")
        #expect(json["data"] == nil && json["structValue"] == nil && json["pointerValue"] == nil && json["blockValue"] == nil)
        // The text keeps the decimal's every digit (the Swift value holds a double).
        let text = try model.toJSONString()
        #expect(text.contains("\"decimal\":0.1000000000000000000000000000000000001"))
        #expect(try JSONText.parse(text) != .null)
        let bytes = try model.toJSONData()
        #expect(try YYFixture.cls("YYTestModelToJSONModel").model(withJSONData: bytes).send("intValue", as: Int32.self) == 1)
    }

    /// A decimal written with more digits than a double holds reads back with all of them: the
    /// reader makes an NSDecimalNumber of any literal whose digits the nearest double would not
    /// give back; doubles' own shortest forms stay doubles.
    @Test func decimalsKeepEveryDigitThroughJSON() throws {
        let cls = try YYFixture.cls("YYTestModelToJSONModel")
        let model = try cls.new()
        let digits = "0.1000000000000000000000000000000000001"
        try model.send("setDecimal:", ObjCObject.decimalNumber(digits), as: Void.self)
        let text = try model.toJSONString()
        #expect(text.contains(#""decimal":\#(digits)"#))
        let back = try cls.model(withJSON: text)
        #expect(try back.send("decimal")?.decimalString == digits)
        #expect(try back.modelIsEqual(model))
        #expect(try back.toJSONString() == text)

        // Other properties given such a literal: NSNumber and id keep the decimal (a number),
        // a double takes its nearest value, a string its digits; integers past UInt64 too.
        let wide = try cls.model(withJSON: #"{"number": -12345678901234567890.5, "object": 123456789012345678901234567890, "#
            + #""doubleValue": 3.14159265358979323846264338327950288, "string": 1.00000000000000000001}"#)
        #expect(try wide.send("number")?.decimalString == "-12345678901234567890.5")
        #expect(try wide.send("number")?.isKind(of: .nsNumber) == true)
        #expect(try wide.send("object")?.decimalString == "123456789012345678901234567890")
        #expect(try wide.send("doubleValue", as: Double.self) == 3.141592653589793)
        #expect(try wide.string("string") == "1.00000000000000000001")

        // What a double prints (at most 17 digits, its shortest form) stays a double; so do
        // long literals a double gives back, and ones beyond the decimal's range.
        for literal in ["0.30000000000000004", "0.1", "1.7976931348623157e308", "0.100000000000000000000", "1.5e-300",
                        "1.23456789012345678901e200"] {
            let number = try cls.model(withJSON: #"{"number": \#(literal)}"#).send("number")
            #expect(number?.decimalString == nil, "\(literal)")
            #expect(number?.isKind(of: .nsNumber) == true)
        }
    }

    @Test func keyPathsNestAndTheFirstWriterWins() throws {
        let model = try YYFixture.cls("YYTestKeyPathModelToJSONModel").new()
        for (key, value) in [("a", "a"), ("b", "b"), ("c", "c"), ("d", "d"), ("e", "e")] {
            try model.send(Selector("set\(key.uppercased()):"), ObjCObject.string(value), as: Void.self)
        }
        try model.send("setF:", try BridgedValue.dictionary([:]).makeObject(), as: Void.self)
        var json = try model.toJSONObject()
        // a and c share ext.a: a is declared first. d is a plain key holding a string, so e's
        // path d.e gives up. f is an empty dictionary: g's path f.g.g goes through a copy of it.
        #expect(json == ["ext": ["a": "a", "b": "b"], "d": "d", "f": [:]])
        try model.send("setG:", ObjCObject.string("g"), as: Void.self)
        json = try model.toJSONObject()
        #expect(json == ["ext": ["a": "a", "b": "b"], "d": "d", "f": ["g": ["g": "g"]]])
        try model.send("setF:", try BridgedValue.dictionary(["g": ""]).makeObject(), as: Void.self)
        #expect(try model.toJSONObject() == ["ext": ["a": "a", "b": "b"], "d": "d", "f": ["g": ""]])
    }

    @Test func datesAreWrittenInYYModelsFormatAndReadBack() throws {
        let cls = try YYFixture.cls("YYTestModelToJSONModel")
        let model = try cls.new()
        let date = 100_000_000 - 978_307_200.0  // dateWithTimeIntervalSince1970:100000000
        try model.send("setDate:", try BridgedValue.date(date).makeObject(), as: Void.self)
        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["date"] == "1973-03-03T09:46:40+0000")
        let again = try cls.model(withJSON: try model.toJSONString())
        #expect(try again.kvc("date") == .date(date))
    }

    @Test func theDirectWriterAgreesWithTheEncodersDictionary() throws {
        let models: [ObjCObject] = [
            try YYFixture.cls("YYTestAutoTypeModel").model(withJSON: #"{"v": "12"}"#),
            try YYFixture.cls("YYTestAutoTypeModel").model(withJSON: #"{"v": [1, {"k": null}, "s"]}"#),
            try YYFixture.cls("YYTestNestRepo").model(withJSON: #"{"repoID":1,"name":"x \"quoted\" \n","user":{"uid":2}}"#),
            try YYFixture.cls("YYTestPropertyMapperModelContainerGeneric").model(withJSON: #"{"array":[{"name":"A"}],"dict":{"k":{"count":1}}}"#),
            try YYFixture.cls("YYTestKeyPathModelToJSONModel").model(withJSON: #"{"ext":{"a":"1","b":"2"},"d":{"e":"3"}}"#),
            try Fixture.cls("MMBook").model(withJSON: RoundTripTests.bookJSON),
        ]
        for model in models {
            for pretty in [false, true] {
                let direct = try model.toJSONString(pretty: pretty)
                let viaObject = try JSONText.string(from: model.toJSONObject(), pretty: pretty)
                #expect(direct == viaObject, "\(model.className)")
            }
        }
    }

    @Test func containersAtTheTopLevel() throws {
        let users = try YYFixture.cls("YYTestNestUser").modelArray(withJSON: #"[{"uid":1},{"uid":2}]"#)
        let array = try ObjCObject.array(users)
        #expect(try array.toJSONObject() == [["uid": .unsigned(1, objCType: "Q")], ["uid": .unsigned(2, objCType: "Q")]])
        #expect(try array.toJSONString() == #"[{"uid":1},{"uid":2}]"#)
        #expect(throws: ModelMappingError.noMappableProperties(className: "NSString")) { try ObjCObject.string("x").toJSONObject() }
    }

    @Test func cyclesAreErrorsNotStackOverflows() throws {
        let cls = try Fixture.cls("MMNode")
        let a = try cls.model(with: ["value": 1])
        let b = try cls.model(with: ["value": 2])
        try a.send("setNext:", b, as: Void.self)
        try b.send("setNext:", a, as: Void.self)
        defer { try? b.send("setNext:", nil as ObjCObject?, as: Void.self) } // break the retain cycle
        #expect(throws: ModelMappingError.cycle(className: "MMNode")) { try a.toJSONObject() }
        // A shared (not cyclic) object is fine: it is written twice.
        let shared = try cls.model(with: ["value": 9])
        let parent = try cls.model(with: ["value": 0])
        try parent.send("setNext:", shared, as: Void.self)
        try parent.send("setChildren:", try ObjCObject.array([shared, shared]), as: Void.self)
        #expect(try parent.toJSONObject() == ["value": .signed(0, objCType: "i"),
                                              "next": ["value": .signed(9, objCType: "i")],
                                              "children": [["value": .signed(9, objCType: "i")], ["value": .signed(9, objCType: "i")]]])
    }

    @Test func jsonWriterRefusesWhatJSONCannotHold() {
        #expect(throws: ModelMappingError.unsupportedValue("JSON has no nan")) { try JSONText.string(from: .number(.nan)) }
        #expect(throws: ModelMappingError.self) { try JSONText.string(from: .data([1])) }
        #expect(throws: ModelMappingError.self) { try JSONText.string(from: .date(0)) }
    }
}

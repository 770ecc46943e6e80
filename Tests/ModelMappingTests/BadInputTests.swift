import Testing
import ObjCRuntime
@testable import ModelMapping

/// Wrong input is an error that says what was wrong — or YYModel's lenient skip — never a crash.
@Suite struct BadInputTests {
    @Test func nonDictionaryInput() throws {
        let cls = try Fixture.cls("MMBook")
        #expect(throws: ModelMappingError.notADictionary(found: "an array")) { try cls.model(with: [1, 2]) }
        #expect(throws: ModelMappingError.notADictionary(found: "null")) { try cls.model(withJSON: "null") }
        #expect(throws: ModelMappingError.notADictionary(found: "a string")) { try cls.model(withJSON: #""text""#) }
        let array = try ([1] as BridgedValue).makeObject()
        #expect(throws: ModelMappingError.notADictionary(found: "an array")) { try ModelMapper.model(of: cls, with: array) }
        #expect(throws: ModelMappingError.notADictionary(found: "an array")) { try cls.model(with: ObjCObject.string("[1]")) }
        #expect(throws: ModelMappingError.notADictionary(found: "a number")) { try cls.model(with: ObjCObject.bridging(1)) }
        #expect(throws: ModelMappingError.notADictionary(found: "JSON that is not an array")) {
            try cls.modelArray(with: ObjCObject.mutableData(Array("{}".utf8)))
        }
        #expect(throws: ModelMappingError.invalidJSON(message: "expected a string key", offset: 1)) {
            try cls.modelDictionary(with: ObjCObject.string("{"))
        }
        // Bytes that are not UTF-8 inside an NSString are the reader's error, as in NSData.
        let invalid = try #require([UInt8]([0x22, 0xFF, 0x22]).withUnsafeBytes { UnmanagedObject.makeString($0) }?.takeRetainedObject())
        #expect(throws: ModelMappingError.self) { try cls.model(with: invalid) }
        #expect(throws: ModelMappingError.notADictionary(found: "JSON that is not an array")) {
            try ModelMapper.models(of: cls, withJSON: "{}")
        }
    }

    @Test func malformedJSONReportsWhereItBroke() throws {
        let cls = try Fixture.cls("MMBook")
        let cases: [(String, Int)] = [
            ("", 0), ("{", 1), (#"{"n": }"#, 6), (#"{"n" 1}"#, 5), ("[1,]", 3), ("[01]", 1), ("{} x", 3),
            (#"{"a": "\q"}"#, 9), (#"{"a": "\ud800"}"#, 13), ("[1e999]", 1), ("tru", 0), ("-", 1),
            ("\"\u{01}\"", 1), ("[1.]", 3),
        ]
        for (text, offset) in cases {
            do {
                _ = try cls.model(withJSON: text)
                Issue.record("accepted \(text.debugDescription)")
            } catch let ModelMappingError.invalidJSON(message, at) {
                #expect(at == offset, "\(text.debugDescription): \(message)")
            }
        }
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: ModelMappingError.nestingTooDeep(limit: JSONText.nestingLimit)) { try JSONText.parse(deep) }
    }

    @Test func classesWithoutMappablePropertiesAreRefused() throws {
        let empty = try Fixture.cls("MMEmpty")
        #expect(throws: ModelMappingError.noMappableProperties(className: "MMEmpty")) { try empty.model(with: ["a": 1]) }
        #expect(throws: ModelMappingError.noMappableProperties(className: "MMEmpty")) { try empty.new().toJSONObject() }
        #expect(throws: ModelMappingError.noMappableProperties(className: "NSObject")) { try ObjCClass.nsObject.model(with: [:]) }
        #expect(throws: ModelMappingError.runtime("meta(MMBook) is a metaclass; map into instances of MMBook")) {
            try Fixture.cls("MMBook").metaclass.model(with: [:])
        }
    }

    @Test func valuesOfTheWrongTypeAreSkippedOrZeroed() throws {
        let book = try Fixture.cls("MMBook").model(with: [
            "n": ["an": "object"], "authors": "not an array", "editors": [1, 2], "author": 5,
            "published": 12, "unknown key": "ignored", "p": [1],
        ])
        #expect(try book.string("name") == nil)
        #expect(try book.send("authors") == nil)
        #expect(try book.send("editors") == nil)
        #expect(try book.send("author") == nil)
        #expect(try book.send("published") == nil)
        #expect(try book.kvc("page") == .signed(0, objCType: "q"))
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

    @Test func deepModelNestingIsAnError() throws {
        var value: BridgedValue = ["value": 1]
        for _ in 0..<(ModelMapper.nestingLimit + 5) { value = ["next": value] }
        #expect(throws: ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit)) {
            try Fixture.cls("MMNode").model(with: value)
        }
        var shallow: BridgedValue = ["value": 1]
        var expected: BridgedValue = ["value": .signed(1, objCType: "i")]
        for _ in 0..<20 {
            shallow = ["next": shallow]
            // A node whose dictionary has no "value" keeps 0, and 0 is written back.
            expected = ["next": expected, "value": .signed(0, objCType: "i")]
        }
        let model = try Fixture.cls("MMNode").model(with: shallow)
        #expect(try model.toJSONObject() == expected)
    }

    @Test func jsonWriterRefusesWhatJSONCannotHold() {
        #expect(throws: ModelMappingError.unsupportedValue("JSON has no nan")) { try JSONText.string(from: .number(.nan)) }
        #expect(throws: ModelMappingError.self) { try JSONText.string(from: .data([1])) }
        #expect(throws: ModelMappingError.self) { try JSONText.string(from: .date(0)) }
    }

    @Test func errorsSayWhatToFix() {
        #expect(ModelMappingError.notADictionary(found: "an array").description == "expected a dictionary (JSON object), found an array")
        #expect(ModelMappingError.invalidJSON(message: "expected ':'", offset: 4).description == "invalid JSON at byte 4: expected ':'")
    }
}

import Foundation
import Testing
import JSON
import ObjCRuntime
@testable import ModelMapping

/// Model → JSON → model gives the same model; JSON text in and out. Input that is not a
/// dictionary, or not JSON, is an error that says what was found and where the text broke.
@Suite struct RoundTripTests {
    static let bookJSON = """
        {
          "n": "Harry Pottery", "p": 256, "ext": {"desc": "A book written by J.K.Rowing."},
          "id": "b-1",
          "author": {"name": "J.K. Rowling", "birthday": "1965-07-31T00:00:00+0000", "uid": 7},
          "authors": [{"name": "A", "uid": 1}, {"name": "B", "uid": 2}],
          "editors": {"chief": {"name": "E", "uid": 3}},
          "tags": ["fantasy", 7, true, null, 2.5, {"nested": ["deep"]}],
          "published": "1997-06-26T08:00:00+0000"
        }
        """

    @Test func modelToJSONToModel() throws {
        let cls = try Fixture.cls("MMBook")
        let first = try cls.model(withJSON: Self.bookJSON)
        let json = try first.toJSONObject()
        let second = try cls.model(with: json)
        #expect(try second.toJSONObject() == json)
        // And the JSON holds what the input said (the mapper wrote both names for "n").
        let reread = try JSONText.parse(Self.bookJSON)
        guard case .dictionary(let original) = reread, case .dictionary(let written) = json else {
            Issue.record("not dictionaries"); return
        }
        // Compared as text: a C-number property writes its own type code (uid is `Q`).
        for key in ["n", "p", "ext", "id", "authors", "editors", "tags", "published"] {
            let w = try written[key].map { try JSONText.string(from: $0) }
            let o = try original[key].map { try JSONText.string(from: $0) }
            #expect(w == o, "\(key)")
        }
        #expect(written["author"] == ["name": "J.K. Rowling", "birthday": "1965-07-31T00:00:00+0000",
                                      "uid": .unsigned(7, objCType: "Q")])
    }

    @Test func jsonTextRoundTrips() throws {
        let cls = try Fixture.cls("MMBook")
        let text = try cls.model(withJSON: Self.bookJSON).toJSONString()
        let again = try cls.model(withJSON: text).toJSONString()
        #expect(text == again)
        #expect(text.hasPrefix("{\"author\":{\"birthday\":\"1965-07-31T00:00:00+0000\""))
        let pretty = try cls.model(withJSON: text).toJSONString(pretty: true)
        #expect(try JSONText.parse(pretty) == JSONText.parse(text))
        #expect(pretty.contains("\n  \"author\": {\n"))
    }

    @Test func arraysOfModels() throws {
        let authors = try Fixture.cls("MMAuthor").modelArray(withJSON: #"[{"name": "A"}, 3, {"name": "B"}]"#)
        #expect(try authors.map { try $0.string("name") } == ["A", "B"])
        let array = try ObjCObject.array(authors)
        #expect(try array.toJSONObject() == [["name": "A", "uid": .unsigned(0, objCType: "Q")],
                                             ["name": "B", "uid": .unsigned(0, objCType: "Q")]])
    }

    @Test func aRuntimeDictionaryIsInputToo() throws {
        let dictionary = try (["n": "From NSDictionary", "p": "12"] as BridgedValue).makeObject()
        let book = try Fixture.cls("MMBook").model(with: dictionary)
        #expect(try book.string("name") == "From NSDictionary")
        #expect(try book.kvc("page") == .signed(12, objCType: "q"))
    }

    @Test func jsonReaderKeepsNumberKindsAndEscapes() throws {
        let value = try JSONText.parse(#"{"i": -9223372036854775808, "u": 18446744073709551615, "d": 3.5e2, "big": 1e30, "s": "\u00e9\ud83d\ude00\n\"", "t": true, "z": null}"#)
        #expect(value == ["i": .signed(Int64.min, objCType: "q"), "u": .unsigned(UInt64.max, objCType: "Q"),
                          "d": .double(350, objCType: "d"), "big": .double(1e30, objCType: "d"),
                          "s": "é😀\n\"", "t": true, "z": nil])
        let written = try JSONText.string(from: value)
        #expect(try JSONText.parse(written) == value)
        #expect(try JSONText.string(from: ["ctl": "\u{01}"]) == #"{"ctl":"\u0001"}"#)
    }

    @Test func concurrentMappingOfSharedClasses() throws {
        let cls = try Fixture.cls("MMBook")
        let failures = LockedValue<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { n in
            do {
                for _ in 0..<20 {
                    let book = try cls.model(withJSON: Self.bookJSON)
                    try book.setModel(with: ["p": .int(n)])
                    guard case .dictionary(let json) = try book.toJSONObject(), json["p"] == .int(n) else {
                        failures.withLock { $0.append("thread \(n): wrong page") }
                        return
                    }
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    @Test func nonDictionaryInput() throws {
        let cls = try Fixture.cls("MMBook")
        #expect(throws: ModelMappingError.notADictionary(found: "an array")) { try cls.model(with: [1, 2]) }
        #expect(throws: ModelMappingError.notADictionary(found: "null")) { try cls.model(withJSON: "null") }
        #expect(throws: ModelMappingError.notADictionary(found: "a string")) { try cls.model(withJSON: #""text""#) }
        let array = try ([1] as BridgedValue).makeObject()
        #expect(throws: ModelMappingError.notADictionary(found: "an array")) { try cls.model(with: array) }
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
            try cls.modelArray(withJSON: "{}")
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
        #expect(throws: ModelMappingError.nestingTooDeep(limit: JSONValue.nestingLimit)) { try JSONText.parse(deep) }
    }

    @Test func errorsSayWhatToFix() {
        #expect(ModelMappingError.notADictionary(found: "an array").description == "expected a dictionary (JSON object), found an array")
        #expect(ModelMappingError.invalidJSON(message: "expected ':'", offset: 4).description == "invalid JSON at byte 4: expected ':'")
    }
}

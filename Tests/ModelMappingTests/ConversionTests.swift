import Testing
import ObjCRuntime
@testable import ModelMapping

/// YYModel's value conversions between what the JSON holds and what the property declares,
/// and its lenient skip (or zero) when no conversion applies.
@Suite struct ConversionTests {
    @Test func stringsBecomeCNumbersByYYModelsRules() throws {
        let cls = try Fixture.cls("MMScalars")
        let model = try cls.model(with: ["i": "12", "q": "-7abc", "d": "3.25", "f": " 2.5", "b": "yes", "flag": "NO",
                                        "ui": "abc", "s": "null"])
        #expect(try model.kvc("i") == .signed(12, objCType: "i"))
        #expect(try model.kvc("q") == .signed(-7, objCType: "q"))
        #expect(try model.kvc("d") == .double(3.25, objCType: "d"))
        #expect(try model.kvc("f") == .double(2.5, objCType: "f"))
        #expect(try model.kvc("b") == .bool(true))
        #expect(try model.kvc("flag") == .signed(0, objCType: "c"))
        #expect(try model.kvc("ui") == .unsigned(0, objCType: "I"))
        #expect(try model.kvc("s") == .signed(0, objCType: "s"))
    }

    @Test func stringsAndNumbersMeetInNSNumberProperties() throws {
        let cls = try Fixture.cls("MMScalars")
        let model = try cls.model(with: ["number": "42"])
        #expect(try model.kvc("number") == .signed(42, objCType: "q"))
        try model.setModel(with: ["number": "0.5"])
        #expect(try model.kvc("number") == .double(0.5, objCType: "d"))
        try model.setModel(with: ["number": "true"])
        #expect(try model.kvc("number") == .bool(true))
        try model.setModel(with: ["number": .unsigned(7, objCType: "S")])
        #expect(try model.kvc("number") == .unsigned(7, objCType: "S")) // kept as it came
        try model.setModel(with: ["number": ["not": "a number"]])
        #expect(try model.kvc("number") == nil) // YYModel sets what the conversion gives: nil
    }

    @Test func numbersAndDataBecomeStrings() throws {
        let cls = try Fixture.cls("MMScalars")
        let model = try cls.model(with: ["string": 12])
        #expect(try model.string("string") == "12")
        try model.setModel(with: ["string": 2.5])
        #expect(try model.string("string") == "2.5")
        try model.setModel(with: ["string": 3.0])
        #expect(try model.string("string") == "3")
        try model.setModel(with: ["string": true])
        #expect(try model.string("string") == "1")
        try model.setModel(with: ["string": .data(Array("bytes".utf8))])
        #expect(try model.string("string") == "bytes")
        try model.setModel(with: ["string": [1, 2]]) // an array is not converted: unchanged
        #expect(try model.string("string") == "bytes")
        try model.setModel(with: ["string": nil])     // NSNull: nil
        #expect(try model.string("string") == nil)
    }

    @Test func datesDataValuesAndIds() throws {
        let author = try Fixture.cls("MMAuthor").model(with: ["birthday": "1965-07-31T12:30:00+0100"])
        // 1965-07-31 11:30:00 UTC, in seconds since 2001-01-01.
        #expect(try author.kvc("birthday") == .date(-1_117_801_800))
        try author.setModel(with: ["birthday": "1965-07-31"])
        #expect(try author.kvc("birthday") == .date(-1_117_843_200))
        try author.setModel(with: ["birthday": "not a date"]) // unparsable: nil, as YYModel sets
        #expect(try author.kvc("birthday") == nil)
        try author.setModel(with: ["birthday": "1965-07-31"])
        #expect(try author.toJSONObject() == ["birthday": "1965-07-31T00:00:00+0000", "uid": .unsigned(0, objCType: "Q")])

        let scalars = try Fixture.cls("MMScalars").model(with: [
            "data": "abc", "anything": ["k": [1, "two"]], "boxed": .value(bytes: [1, 0, 0, 0], objCType: "i"),
        ])
        #expect(try scalars.kvc("data") == .data(Array("abc".utf8)))
        #expect(try scalars.kvc("anything") == ["k": [1, "two"]])
        #expect(try scalars.kvc("boxed") == .value(bytes: [1, 0, 0, 0], objCType: "i"))
        guard case .dictionary(let json) = try scalars.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["anything"] == ["k": [1, "two"]])
        #expect(json["data"] == nil)  // JSON has no data
        #expect(json["boxed"] == nil) // nor NSValues
    }

    @Test func isoDatesParseAndFormat() {
        #expect(ModelDate.parse("2001-01-01T00:00:00Z") == 0)
        #expect(ModelDate.parse("2001-01-01 00:00:01.5") == 1.5)
        #expect(ModelDate.parse("2001-01-01T02:00:00+02:00") == 0)
        #expect(ModelDate.parse("2001-02-29") == nil)
        #expect(ModelDate.parse("2001-01-01T25:00:00") == nil)
        #expect(ModelDate.parse("2001-01-01x") == nil)
        #expect(ModelDate.format(0) == "2001-01-01T00:00:00+0000")
        #expect(ModelDate.format(-1) == "2000-12-31T23:59:59+0000")
        #expect(ModelDate.format(.infinity) == nil)
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
}

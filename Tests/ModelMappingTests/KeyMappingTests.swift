import Testing
import ObjCRuntime
@testable import ModelMapping

/// The custom property mapper: renamed keys, key paths, candidate lists, shared keys.
@Suite struct KeyMappingTests {
    /// The JSON of the custom-mapper Book example in YYModel's README.
    static let readmeBookJSON = """
        {"n": "Harry Pottery", "p": 256, "ext": {"desc": "A book written by J.K.Rowing."}, "ID": 100010}
        """

    @Test func theReadmeMapperExample() throws {
        let book = try Fixture.cls("MMBook").model(withJSON: Self.readmeBookJSON)
        #expect(try book.string("name") == "Harry Pottery")
        #expect(try book.kvc("page") == .signed(256, objCType: "q"))
        #expect(try book.string("desc") == "A book written by J.K.Rowing.")
        // Several properties on one key: both get it (YYModel's `_next` chain).
        #expect(try book.string("title") == "Harry Pottery")
        // Candidates ["id", "ID", "book_id"]: "ID" is the first present; number → string.
        #expect(try book.string("bookID") == "100010")
    }

    @Test func theFirstPresentCandidateWinsEvenWhenNull() throws {
        let cls = try Fixture.cls("MMBook")
        #expect(try cls.model(with: ["book_id": "b", "ID": "I"]).string("bookID") == "I")
        #expect(try cls.model(with: ["book_id": "b"]).string("bookID") == "b")
        #expect(try cls.model(with: ["id": nil, "book_id": "b"]).string("bookID") == nil)
    }

    @Test func keyPathsThroughNonDictionariesFindNothing() throws {
        let cls = try Fixture.cls("MMBook")
        #expect(try cls.model(with: ["ext": "flat"]).string("desc") == nil)
        #expect(try cls.model(with: ["ext": ["other": 1]]).string("desc") == nil)
        // The property's own name is not a fallback once it is mapped elsewhere.
        #expect(try cls.model(with: ["desc": "direct", "name": "plain"]).string("desc") == nil)
        #expect(try cls.model(with: ["name": "plain"]).string("name") == nil)
    }

    @Test func metaListsMappedKeys() throws {
        let meta = ModelMeta.meta(for: try Fixture.cls("MMBook"))
        let byName = Dictionary(uniqueKeysWithValues: meta.properties.map { ($0.name, $0) })
        #expect(byName["desc"]?.hasKeyPath == true)
        #expect(byName["bookID"]?.mappedKey?.candidates == ["id", "ID", "book_id"])
        #expect(meta.mapper["n"]?.map(\.name) == ["name", "title"])
        #expect(byName["authors"]?.genericClass?.name == "MMAuthor")
        #expect(byName["author"]?.objectType == .model(try Fixture.cls("MMAuthor")))
        #expect(byName["notes"]?.objectType == .array(mutable: true))
        // Read-only: no setter, so not mapped at all (YYModel maps properties with both accessors).
        #expect(byName["readOnlyCount"] == nil)
        #expect(ModelMeta.meta(for: try Fixture.cls("MMScalars")).unsupportedProperties == [:])
    }

    @Test func writingBackFollowsTheMappedKeys() throws {
        let book = try Fixture.cls("MMBook").model(withJSON: Self.readmeBookJSON)
        let json = try book.toJSONObject()
        guard case .dictionary(let pairs) = json else { Issue.record("not a dictionary"); return }
        #expect(pairs["n"] == "Harry Pottery")
        #expect(pairs["p"] == .int(256))
        #expect(pairs["ext"] == ["desc": "A book written by J.K.Rowing."])
        #expect(pairs["id"] == "100010") // the first candidate
        #expect(pairs["readOnlyCount"] == nil) // read-only: not mapped
        #expect(pairs["name"] == nil && pairs["desc"] == nil)
    }
}

import Testing
import ObjCRuntime
@testable import ModelMapping

/// Dictionaries inside dictionaries become models; containers use the generic class; nesting
/// deeper than the mapper's limit is an error.
@Suite struct NestedModelTests {
    @Test func aNestedDictionaryBecomesAModel() throws {
        let book = try Fixture.cls("MMBook").model(with: ["author": ["name": "J.K. Rowling", "uid": "7"]])
        let author = try #require(try book.send("author"))
        #expect(author.className == "MMAuthor")
        #expect(try author.string("name") == "J.K. Rowling")
        #expect(try author.kvc("uid") == .unsigned(7, objCType: "Q"))
    }

    @Test func anExistingNestedModelIsUpdatedInPlace() throws {
        let book = try Fixture.cls("MMBook").model(with: ["author": ["name": "A", "uid": 1]])
        let author = try #require(try book.send("author"))
        try book.setModel(with: ["author": ["name": "B"]])
        let same = try #require(try book.send("author"))
        #expect(same == author)
        #expect(try same.string("name") == "B")
        #expect(try same.kvc("uid") == .unsigned(1, objCType: "Q")) // untouched key kept
        try book.setModel(with: ["author": "not a dictionary"])     // skipped
        #expect(try book.send("author") == author)
        try book.setModel(with: ["author": nil])                    // NSNull: nil
        #expect(try book.send("author") == nil)
    }

    /// A model already of the property's class is set as it is — the very object, not a copy
    /// or a new model made from it — and replaces the nested model the property held.
    @Test func aModelInstanceIsSetAsItIs() throws {
        let userClass = try YYFixture.cls("YYTestNestUser"), repoClass = try YYFixture.cls("YYTestNestRepo")
        let user = try userClass.model(with: ["uid": 1, "name": "given"])
        let repo = try repoClass.model(with: try ObjCObject.dictionary([(.string("user"), user)]))
        let held = try #require(try repo.send("user"))
        #expect(held.pointer == user.pointer)
        let other = try userClass.model(with: ["name": "other"])
        try repo.setModel(with: try ObjCObject.dictionary([(.string("user"), other)]))
        #expect(try repo.send("user")?.pointer == other.pointer)
        #expect(try user.string("name") == "given")   // the replaced model is untouched
        // An instance of another class is no user: skipped, the property keeps its model.
        try repo.setModel(with: try ObjCObject.dictionary([(.string("user"), try repoClass.new())]))
        #expect(try repo.send("user")?.pointer == other.pointer)
    }

    @Test func arraysOfDictionariesBecomeArraysOfModels() throws {
        let book = try Fixture.cls("MMBook").model(with: [
            "authors": [["name": "A"], "dropped: not a dictionary", 12, ["name": "B"]],
            "tags": ["x", 1, ["k": "v"]],
        ])
        let authors = try #require(try book.send("authors")?.arrayElements)
        #expect(authors.map(\.className) == ["MMAuthor", "MMAuthor"])
        #expect(try authors.map { try $0.string("name") } == ["A", "B"])
        // Without a generic class the array is kept as it came.
        #expect(try book.kvc("tags") == ["x", 1, ["k": "v"]])
        #expect(try book.send("tags")?.className == "NSArray")
    }

    @Test func dictionariesOfDictionariesBecomeDictionariesOfModels() throws {
        let book = try Fixture.cls("MMBook").model(with: [
            "editors": ["first": ["name": "E1"], "second": ["name": "E2"], "junk": 3],
        ])
        let editors = try #require(try book.send("editors")?.dictionaryEntries)
        let byKey = Dictionary(uniqueKeysWithValues: editors.map { ($0.key.stringValue ?? "", $0.value) })
        #expect(byKey.keys.sorted() == ["first", "second"])
        #expect(try byKey["first"]?.string("name") == "E1")
        #expect(byKey["second"]?.className == "MMAuthor")
    }

    @Test func aValueClassAsGenericClassFiltersElements() throws {
        // MMTagged: labels and byName have generic class NSString.
        let tagged = try Fixture.cls("MMTagged").model(with: [
            "labels": ["a", 1, ["name": "dict"], "b"], "byName": ["x": "kept", "y": 2, "z": ["k": "v"]],
        ])
        #expect(try tagged.kvc("labels") == ["a", "b"])
        #expect(try tagged.kvc("byName") == ["x": "kept"])
    }

    @Test func mutableContainerPropertiesGetMutableContainers() throws {
        let book = try Fixture.cls("MMBook").model(with: ["notes": ["a", "b"]])
        let notes = try #require(try book.send("notes"))
        #expect(notes.isKind(of: .nsMutableArray))
        try notes.send("addObject:", ObjCObject.string("c"), as: Void.self)
        #expect(try book.kvc("notes") == ["a", "b", "c"])
    }

    @Test func recursiveModelsThroughGenericArrays() throws {
        let tree = try Fixture.cls("MMNode").model(withJSON: """
            {"value": 1, "children": [{"value": 2, "children": [{"value": 3}]}, {"value": 4}],
             "next": {"value": 5}}
            """)
        let json = try tree.toJSONObject()
        #expect(json == ["value": .signed(1, objCType: "i"),
                         "children": [["value": .signed(2, objCType: "i"),
                                       "children": [["value": .signed(3, objCType: "i")]]],
                                      ["value": .signed(4, objCType: "i")]],
                         "next": ["value": .signed(5, objCType: "i")]])
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
}

/// YYTestNestModel, and `YYBook`: the custom-mapper Book example of YYModel's README.
@Suite struct YYNestAndBookTests {
    @Test func nestedRepoAndUser() throws {
        let repo = try YYFixture.cls("YYTestNestRepo").model(withJSON: """
            {"repoID":1234,"name":"YYModel","user":{"uid":5678,"name":"ibireme"}}
            """)
        #expect(try repo.kvc("repoID") == .unsigned(1234, objCType: "Q"))
        #expect(try repo.string("name") == "YYModel")
        let user = try #require(try repo.send("user"))
        #expect(try user.kvc("uid") == .unsigned(5678, objCType: "Q") && user.string("name") == "ibireme")
        guard case .dictionary(let json) = try repo.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["name"] == "YYModel")
        #expect(json["user"] == ["uid": .unsigned(5678, objCType: "Q"), "name": "ibireme"])
        // Setting again updates in place: the nested user is the same object, its uid kept.
        try repo.setModel(with: ["name": "YYImage", "user": ["name": "bot"]])
        #expect(try repo.kvc("repoID") == .unsigned(1234, objCType: "Q"))
        #expect(try repo.string("name") == "YYImage")
        #expect(try repo.send("user") == user)
        #expect(try user.kvc("uid") == .unsigned(5678, objCType: "Q") && user.string("name") == "bot")
    }

    @Test func theReadmeBook() throws {
        // +modelCustomPropertyMapper maps name → n, page → p,
        // desc → ext.desc (a key path), bookID → the first of id / ID / book_id.
        let book = try YYFixture.cls("YYBook").model(withJSON: """
            {"n": "Harry Pottery", "p": 256, "ext": {"desc": "A book written by J.K.Rowing."}, "ID": 100010}
            """)
        #expect(try book.string("name") == "Harry Pottery")
        #expect(try book.kvc("page") == .int(256))
        #expect(try book.string("desc") == "A book written by J.K.Rowing.")
        #expect(try book.string("bookID") == "100010")
        #expect(try book.toJSONString() == #"{"ext":{"desc":"A book written by J.K.Rowing."},"id":"100010","n":"Harry Pottery","p":256}"#)
    }
}

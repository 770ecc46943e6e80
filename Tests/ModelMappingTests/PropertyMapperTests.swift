import Testing
import ObjCRuntime
@testable import ModelMapping

/// YYTestModelMapper: keys as YYModel reads them, assign properties, property names that
/// shadow NSObject's methods, and container element classes from a class, a class name, a
/// protocol in the declared type or the declaration's lightweight generics.
@Suite struct PropertyMapperTests {
    @Test func propertiesMapToTheirOwnNames() throws {
        let cls = try YYFixture.cls("YYTestPropertyMapperModelAuto")
        var model = try cls.model(withJSON: #"{"name":"Apple","count":12}"#)
        #expect(try model.string("name") == "Apple")
        #expect(try model.kvc("count") == .int(12))
        model = try cls.model(withJSON: #"{"n":"Apple","count":12, "description":"hehe"}"#)
        #expect(try model.string("name") == nil)
        #expect(try model.kvc("count") == .int(12))
    }

    // The mapper as a Swift registration ("YY") and as `+modelCustomPropertyMapper` ("YYM").
    @Test(arguments: YYMethodFixture.prefixes) func customKeysKeyPathsAndCandidates(_ prefix: String) throws {
        let cls = try YYMethodFixture.cls("\(prefix)TestPropertyMapperModelCustom")
        var model = try cls.model(withJSON: #"{"n":"Apple","ext":{"c":12}}"#)
        #expect(try model.string("name") == "Apple")
        #expect(try model.kvc("count") == .int(12))
        for json in [#"{"n":"Apple","count":12}"#, #"{"n":"Apple","ext":12}"#, #"{"n":"Apple","ext":{}}"#] {
            #expect(try cls.model(withJSON: json).kvc("count") == nil, "\(json)")
        }
        // Two properties on one key path both get the value, and toJSON writes it back once.
        model = try cls.model(withJSON: #"{"ext":{"d":"Apple"}}"#)
        #expect(try model.string("desc1") == "Apple" && model.string("desc2") == "Apple")
        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["ext"] == ["d": "Apple"])
        #expect(try cls.model(withJSON: #"{"ext":{"d":{"e":"Apple"}}}"#).string("desc3") == "Apple")
        // ".ext" has an empty path part: a plain key, as YYModel reads it.
        #expect(try cls.model(withJSON: #"{".ext":"Apple"}"#).string("desc4") == "Apple")
        model = try cls.model(withJSON: """
            {".ext":"Apple", "name":"Apple", "count":"10", "desc1":"Apple", "desc2":"Apple", "desc3":"Apple",
             "desc4":"Apple", "modelID":"Apple"}
            """)
        #expect(try model.string("desc4") == "Apple")
        #expect(try model.string("name") == nil && model.string("modelID") == nil) // their own names are not keys
        // Candidates ID, Id, id, ext.id: the first present wins, in the list's order.
        #expect(try cls.model(withJSON: #"{"id":"abcd"}"#).string("modelID") == "abcd")
        #expect(try cls.model(withJSON: #"{"ext":{"id":"abcd"}}"#).string("modelID") == "abcd")
        model = try cls.model(withJSON: #"{"id":"abcd","ID":"ABCD","Id":"Abcd"}"#)
        #expect(try model.string("modelID") == "ABCD")
        guard case .dictionary(let written) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(written["id"] == nil && written["ID"] == "ABCD")
    }

    @Test func keyReadingFollowsYYModel() throws {
        func lookups(_ key: ModelKey) -> [String] {
            (KeySpec(key)?.lookups ?? []).map { lookup in
                switch lookup {
                case .key(let k): return k.text
                case .path(let steps): return steps.map(\.text).joined(separator: "→")
                }
            }
        }
        #expect(lookups("ext.desc") == ["ext→desc"])
        #expect(lookups(".ext") == [".ext"])          // one non-empty part left: a plain key
        #expect(lookups("ext.") == ["ext."])
        #expect(lookups("a..b") == ["a→b"])           // empty parts dropped, two left: a path
        #expect(lookups("") == [])                    // nothing usable: not mapped
        #expect(lookups(["", "x", ".y"]) == ["x", "→y"])  // in a list, paths split as written
        #expect(KeySpec(["ext.id", "id"])?.outputPath == ["ext", "id"])
    }

    @Test func assignPropertiesKeepTheirValuesAlive() throws {
        // YYTestPropertyMapperModelAuto's properties are `assign`: the setter stores the
        // pointer only. The mapper keeps what it set alive with the model, so reading it back
        // after the input is gone is safe (it was a use-after-free, a SIGSEGV in isKindOfClass).
        let cls = try YYFixture.cls("YYTestPropertyMapperModelAuto")
        let model = try autoreleasepool { try cls.model(withJSON: #"{"name":"Apple \#(UUIDish.next())","count":12}"#) }
        for _ in 0..<3 { _ = try cls.model(withJSON: #"{"name":"something else that may reuse the memory"}"#) }
        let name = try #require(try model.send("name"))
        #expect(name.isKind(of: .nsString))
        #expect(name.stringValue?.hasPrefix("Apple ") == true)
        #expect(try model.kvc("count") == .int(12))
        // Setting it again through the mapper releases the old value and keeps the new one.
        try model.setModel(withJSON: #"{"name":"Banana"}"#)
        #expect(try model.string("name") == "Banana")
        try model.setModel(withJSON: #"{"name":null}"#)
        #expect(try model.send("name") == nil)
        // A nested model in an assign property lives as long too.
        let container = try YYFixture.cls("YYTestPropertyMapperModelCustom").model(withJSON: #"{"n":"x"}"#)
        #expect(try container.string("name") == "x")
    }

    @Test func propertyNamesThatShadowNSObjectMethods() throws {
        let model = try YYFixture.cls("YYTestPropertyMapperModelWarn").model(withJSON: #"{"description":"Apple","id":12345}"#)
        #expect(try model.string("description") == "Apple")
        #expect(try model.kvc("id") == .int(12345))
    }

    private static let arrayJSON = """
        {"array":[
          {"name":"Apple", "count":10},
          {"name":"Banana", "count":11},
          {"name":"Pear", "count":12},
          null
        ]}
        """

    // Generic classes registered ("YY") and from `+modelContainerPropertyGenericClass` ("YYM").
    @Test(arguments: YYMethodFixture.prefixes) func arraysWithAndWithoutElementClasses(_ prefix: String) throws {
        var model = try YYFixture.cls("YYTestPropertyMapperModelContainer").model(withJSON: Self.arrayJSON)
        #expect(try model.send("array")?.arrayElements?.count == 4)                 // as it came
        #expect(try model.send("array")?.arrayElements?.first?.className == "NSDictionary")
        guard case .dictionary(let json) = try model.toJSONObject(), case .array? = json["array"] else {
            Issue.record("no array written"); return
        }
        // The protocol in the declared type names a class: elements become models without any
        // customization (pArray1 and pArray2 read "pArray…", absent here; see the subclass).
        model = try YYMethodFixture.cls("\(prefix)TestPropertyMapperModelContainerGeneric").model(withJSON: Self.arrayJSON)
        for name in ["array", "mArray", "pArray1", "pArray2", "pArray3"] {
            let elements = try #require(try model.send(Selector(name))?.arrayElements, "\(name)")
            #expect(elements.count == 3, "\(name)")
            #expect(elements.map(\.className) == Array(repeating: "YYTestPropertyMapperModelAuto", count: 3), "\(name)")
            #expect(try elements.first?.string("name") == "Apple", "\(name)")
            #expect(try elements.last?.kvc("count") == .int(12), "\(name)")
        }
        #expect(try model.send("mArray")?.className == "NSMutableArray")
        let meta = ModelMeta.meta(for: try YYFixture.cls("YYTestPropertyMapperModelContainer"))
        let generics = Dictionary(uniqueKeysWithValues: meta.properties.map { ($0.name, $0.genericClass?.name) })
        #expect(generics["pArray1"] == "YYTestPropertyMapperModelAuto")   // from NSArray<YYTestPropertyMapperModelAuto>
        #expect(generics["pArray2"] == "YYTestPropertyMapperModelAuto")   // the first protocol naming a class
        #expect(generics["pArray3"] == "YYTestPropertyMapperModelCustom")
        #expect(generics["array"] == .some(nil))
    }

    @Test(arguments: YYMethodFixture.prefixes) func dictionariesAndSetsWithAndWithoutElementClasses(_ prefix: String) throws {
        let dictJSON = """
            {"dict":{"A":{"name":"Apple","count":10},"B":{"name":"Banana","count":11},"P":{"name":"Pear","count":12},"N":null}}
            """
        var model = try YYFixture.cls("YYTestPropertyMapperModelContainer").model(withJSON: dictJSON)
        #expect(try model.send("dict")?.dictionaryEntries?.count == 4)
        #expect(try model.toJSONObject() != .null)
        model = try YYMethodFixture.cls("\(prefix)TestPropertyMapperModelContainerGeneric").model(withJSON: dictJSON)
        let dict = try #require(try model.send("dict"))
        #expect(dict.dictionaryEntries?.count == 3)
        #expect(try dict.dictionaryValue(forKey: "A")?.string("name") == "Apple")
        #expect(try dict.dictionaryValue(forKey: "P")?.kvc("count") == .int(12))
        #expect(try model.send("mDict")?.className == "NSMutableDictionary")

        let setJSON = Self.arrayJSON.replacingOccurrences(of: "\"array\"", with: "\"set\"")
        model = try YYFixture.cls("YYTestPropertyMapperModelContainer").model(withJSON: setJSON)
        #expect(try model.send("set")?.setElements?.count == 4)
        #expect(try model.send("set")?.className == "NSSet")
        model = try YYMethodFixture.cls("\(prefix)TestPropertyMapperModelContainerGeneric").model(withJSON: setJSON)
        let members = try #require(try model.send("set")?.setElements)
        #expect(members.count == 3)
        #expect(try members.compactMap { try $0.string("name") }.sorted() == ["Apple", "Banana", "Pear"])
        #expect(try model.send("mSet")?.className == "NSMutableSet")
        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        guard case .array(let written)? = json["set"] else { Issue.record("a set is written as an array"); return }
        #expect(written.count == 3)
    }

    @Test(arguments: YYMethodFixture.prefixes) func containersTakeModelsAndSetsAsTheyAre(_ prefix: String) throws {
        let auto = try YYFixture.cls("YYTestPropertyMapperModelAuto").new()
        let generic = try YYMethodFixture.cls("\(prefix)TestPropertyMapperModelContainerGeneric")
        let plain = try YYFixture.cls("YYTestPropertyMapperModelContainer")
        func make(_ cls: ObjCClass, _ key: String, _ value: ObjCObject) throws -> ObjCObject {
            try cls.model(with: try ObjCObject.dictionary([(.string(key), value)]))
        }
        var model = try make(generic, "set", try ObjCObject.array([auto]))
        #expect(try model.send("set")?.setElements == [auto])
        model = try make(generic, "array", try ObjCObject.set([auto]))
        #expect(try model.send("array")?.arrayElements == [auto])
        model = try make(plain, "mArray", try ObjCObject.array([auto]))
        #expect(try model.send("mArray")?.className == "NSMutableArray")
        #expect(try model.send("mArray")?.arrayElements == [auto])
        model = try make(plain, "mArray", try ObjCObject.set([auto]))
        #expect(try model.send("mArray")?.arrayElements == [auto])
    }

    @Test func lightweightGenericsGiveElementClasses() throws {
        // Beyond YYModel, which cannot see `NSArray<YYBook *>`: the header front-end keeps the
        // type arguments and records them for the runtime (PropertyTypeArguments).
        let cls = try YYFixture.cls("YYGenericShelf")
        #expect(PropertyTypeArguments.arguments(forProperty: "byTitle", of: cls) == ["NSString", "YYBook"])
        let shelf = try cls.model(withJSON: """
            {"books": [{"n": "A", "p": 1}, {"n": "B"}, "not a book"],
             "byTitle": {"a": {"n": "A"}, "b": 2},
             "loose": [{"n": "L"}],
             "shelves": [[{"n": "nested"}]]}
            """)
        let books = try #require(try shelf.send("books")?.arrayElements)
        #expect(books.map(\.className) == ["YYBook", "YYBook"])
        #expect(try books.map { try $0.string("name") } == ["A", "B"])
        #expect(try shelf.send("byTitle")?.dictionaryValue(forKey: "a")?.string("name") == "A")
        #expect(try shelf.send("byTitle")?.dictionaryEntries?.count == 1)
        #expect(try shelf.send("loose")?.setElements?.first?.className == "YYBook")
        // An array of arrays: the element class is NSArray, whose elements stay dictionaries.
        #expect(try shelf.send("shelves")?.arrayElements?.first?.arrayElements?.first?.className == "NSDictionary")
        // No encoding changed: the attribute strings are clang's, without the arguments.
        let info = ClassInfo.info(for: cls)
        #expect(info.property(named: "books")?.attributeString == "T@\"NSArray\",C,N,V_books")
        #expect(info.property(named: "byTitle")?.typeArguments == ["NSString", "YYBook"])
    }
}

/// A short unique suffix, so a test's strings are not shared with another's.
enum UUIDish {
    private static let counter = LockedValue(0)
    static func next() -> Int { counter.withLock { $0 += 1; return $0 } }
}

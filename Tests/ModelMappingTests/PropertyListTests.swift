import Testing
import ObjCRuntime
@testable import ModelMapping

/// Blacklists, whitelists, inheritance of properties and of customizations; a class left
/// with no mappable property is refused.
@Suite struct PropertyListTests {
    @Test func blacklistedPropertiesAreNeverMapped() throws {
        // MMBase registers blacklist ["secret"]; MMDerived inherits it.
        let derived = try Fixture.cls("MMDerived").model(with: ["baseName": "b", "level": 3, "secret": "s"])
        #expect(try derived.string("baseName") == "b") // superclass property
        #expect(try derived.kvc("level") == .signed(3, objCType: "i"))
        #expect(try derived.string("secret") == nil)
        try derived.setValue(.string("kept"), forKey: "secret")
        #expect(try derived.toJSONObject() == ["baseName": "b", "level": .signed(3, objCType: "i")])
    }

    /// YYTestBlacklistWhitelist: lists registered ("YY") and answered by `+modelPropertyBlacklist`
    /// / `+modelPropertyWhitelist` ("YYM": a C function, a category, closure IMPs). "d" names
    /// no property and changes nothing; the blacklist wins over the whitelist.
    @Test(arguments: YYMethodFixture.prefixes) func yyModelsBlacklistAndWhitelist(_ p: String) throws {
        let json = #"{"a":"A", "b":"B", "c":"C", "d":"D"}"#
        let expected: [(String, [String])] = [("BlacklistModel", ["b", "c"]), ("WhitelistModel", ["a"]),
                                              ("BlackWhitelistModel", ["b"])]
        for (name, mapped) in expected {
            let cls = try YYMethodFixture.cls("\(p)Test\(name)")
            let model = try cls.model(withJSON: json)
            for property in ["a", "b", "c"] {
                #expect(try model.string(property) == (mapped.contains(property) ? property.uppercased() : nil), "\(name).\(property)")
            }
            guard case .dictionary(let written) = try model.toJSONObject() else { Issue.record("not a dictionary"); continue }
            #expect(written.keys.sorted() == mapped, "\(name)")
            #expect(ModelMeta.meta(for: cls).properties.map(\.name) == mapped, "\(name)")
        }
    }

    @Test func whitelistAndBlacklistTogether() throws {
        let cls = try Fixture.cls("MMListed")
        let input: BridgedValue = ["name": "n", "level": 2, "secret": "s"]
        ModelMapper.register(ModelCustomization(whitelist: ["name", "secret"]), for: cls)
        let white = try cls.model(with: input)
        #expect(try white.string("name") == "n")
        #expect(try white.kvc("level") == .signed(0, objCType: "i"))
        #expect(try white.string("secret") == "s")
        ModelMapper.register(ModelCustomization(blacklist: ["secret"], whitelist: ["name", "secret"]), for: cls)
        let both = try cls.model(with: input)
        #expect(try both.string("name") == "n")
        #expect(try both.string("secret") == nil)
        ModelMapper.register(ModelCustomization(whitelist: []), for: cls)
        #expect(throws: ModelMappingError.noMappableProperties(className: "MMListed")) { try cls.model(with: input) }
        ModelMapper.unregister(for: cls)
        #expect(try cls.model(with: input).kvc("level") == .signed(2, objCType: "i"))
    }

    @Test func registeringAgainRebuildsTheMeta() throws {
        let cls = try Fixture.cls("MMRegister")
        // (Whether the cached meta is returned again is not asserted: a registration by a test
        // running in parallel invalidates every meta.)
        let before = ModelMeta.meta(for: cls)
        ModelMapper.register(ModelCustomization(propertyMapper: ["name": "label"]), for: cls)
        let after = ModelMeta.meta(for: cls)
        #expect(after !== before)
        #expect(try cls.model(with: ["label": "L", "name": "N"]).string("name") == "L")
    }

    @Test func aPropertyAddedAtRunTimeIsMappedAfterSetNeedsUpdate() throws {
        let cls = try Fixture.cls("MMGrowing")
        #expect(try cls.model(with: ["alias": 5]).kvc("value") == .signed(0, objCType: "i"))
        // A second property over the same accessors, added to the live class.
        try cls.addProperty("alias", attributes: "Ti,N,Gvalue,SsetValue:")
        // The cached class info (and so the meta) does not know it yet, as in YYModel.
        #expect(ModelMeta.meta(for: cls).properties.map(\.name) == ["value"])
        ClassInfo.setNeedsUpdate(for: cls)
        #expect(ModelMeta.meta(for: cls).properties.map(\.name) == ["value", "alias"])
        #expect(try cls.model(with: ["alias": 5]).kvc("value") == .signed(5, objCType: "i"))
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
}

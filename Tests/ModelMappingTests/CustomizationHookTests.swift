import Testing
import ObjCRuntime
@testable import ModelMapping

/// YYTestCustomClass and YYTestCustomTransform: the class chosen per dictionary at the top
/// level, for nested models and inside containers; the will-transform, transform and
/// to-dictionary hooks.
/// The tests that register hooks of their own use classes no other suite maps (YYHook…), one
/// at a time.
@Suite(.serialized) struct CustomizationHookTests {
    static let base: BridgedValue = ["uid": 123, "name": "Harry"]
    static let local: BridgedValue = ["uid": 123, "name": "Harry", "localName": "HarryLocal"]
    static let remote: BridgedValue = ["uid": 123, "name": "Harry", "remoteName": "HarryRemote"]

    @Test func customClassAtTheTopLevel() throws {
        let cls = try YYFixture.cls("YYBaseUser")
        #expect(try cls.model(with: Self.base).className == "YYBaseUser")
        let local = try cls.model(with: Self.local)
        #expect(local.className == "YYLocalUser")
        #expect(try local.string("localName") == "HarryLocal" && local.string("name") == "Harry")
        #expect(try cls.model(with: Self.remote).className == "YYRemoteUser")
        // Arrays of models (yy_modelArrayWithClass) go through the hook too.
        let users = try cls.modelArray(withJSON: #"[{"uid":1},{"localName":"L"},{"remoteName":"R"}]"#)
        #expect(users.map(\.className) == ["YYBaseUser", "YYLocalUser", "YYRemoteUser"])
    }

    @Test func customClassForNestedModelsAndContainers() throws {
        let cls = try YYFixture.cls("YYTestCustomClassModel")
        #expect(try cls.model(with: ["user": Self.local]).send("user")?.className == "YYLocalUser")
        let users = try #require(try cls.model(with: ["users": [Self.base, Self.local, Self.remote]]).send("users")?.arrayElements)
        #expect(users.map(\.className) == ["YYBaseUser", "YYLocalUser", "YYRemoteUser"])
        let dict = try #require(try cls.model(with: ["userDict": ["a": Self.base, "b": Self.local, "c": Self.remote]]).send("userDict"))
        #expect(dict.dictionaryValue(forKey: "a")?.className == "YYBaseUser")
        #expect(dict.dictionaryValue(forKey: "b")?.className == "YYLocalUser")
        #expect(dict.dictionaryValue(forKey: "c")?.className == "YYRemoteUser")
        let set = try #require(try cls.model(with: ["userSet": [Self.base, Self.local, Self.remote]]).send("userSet")?.setElements)
        #expect(Set(set.map(\.className)) == ["YYBaseUser", "YYLocalUser", "YYRemoteUser"])
        // The container model's own hook picks its class too; nil keeps the class asked for.
        #expect(try cls.model(with: ["localName": "x"]).className == "YYLocalUser")
        #expect(try cls.model(with: ["user": Self.base]).className == "YYTestCustomClassModel")
    }

    @Test func aHookAnsweringAMetaclassIsAnError() throws {
        let cls = try YYFixture.cls("YYHookUser")
        ModelMapper.register(ModelCustomization(customClassForDictionary: { _ in cls.metaclass }), for: cls)
        defer { ModelMapper.unregister(for: cls) }
        #expect(throws: ModelMappingError.self) { try cls.model(with: ["uid": 1]) }
    }

    @Test func transformsVetoAndRewrite() throws {
        let cls = try YYFixture.cls("YYTestCustomTransformModel")
        var model = try cls.model(withJSON: #"{"id":5472746497,"content":"Hello","time":1401234567000}"#)
        #expect(try model.kvc("time") == .date(1_401_234_567 - 978_307_200))
        // No time: the transform refuses, so there is no model (YYModel answers nil).
        #expect(throws: ModelMappingError.transformRefused(className: "YYTestCustomTransformModel")) {
            try cls.model(withJSON: #"{"id":5472746497,"content":"Hello"}"#)
        }
        #expect(throws: ModelMappingError.transformRefused(className: "YYTestCustomTransformModel")) {
            try cls.model(with: ["id": 5_472_746_497, "content": "Hello"])
        }
        // To JSON: the hook writes the date back as milliseconds …
        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["time"] == .unsigned(1_401_234_567_000, objCType: "Q"))
        #expect(json["content"] == "Hello")
        #expect(try model.toJSONString().contains("\"time\":1401234567000"))
        // … and refuses a model without one: no JSON at all.
        try model.sendVoid("setTime:", nil)
        #expect(throws: ModelMappingError.noMappableProperties(className: "YYTestCustomTransformModel")) { try model.toJSONObject() }
        // The will-transform hook's dictionary replaces the input ("date" copied to "time").
        model = try cls.model(withJSON: #"{"id":5472746497,"content":"Hello","date":1401234567000}"#)
        #expect(try model.kvc("time") == .date(1_401_234_567 - 978_307_200))
        // A list skips what a hook refused.
        let list = try cls.modelArray(withJSON: #"[{"time":1000},{"content":"no time"}]"#)
        #expect(list.count == 1)
    }

    @Test func aWillTransformHookCanRefuse() throws {
        let cls = try YYFixture.cls("YYHookUser")
        let seen = LockedValue(0)
        ModelMapper.register(ModelCustomization(willTransformFromDictionary: { _, dictionary in
            seen.withLock { $0 += 1 }
            return dictionary.dictionaryValue(forKey: "ok") == nil ? nil : dictionary
        }), for: cls)
        defer { ModelMapper.unregister(for: cls) }
        #expect(throws: ModelMappingError.transformRefused(className: "YYHookUser")) { try cls.model(with: ["uid": 1]) }
        #expect(try cls.model(with: ["uid": 2, "ok": true]).kvc("uid") == .unsigned(2, objCType: "Q"))
        // Nested models a hook refused are kept, as YYModel keeps them (only the top level is nil).
        let repo = try YYFixture.cls("YYHookRepo").model(with: ["user": ["uid": 3]])
        #expect(try repo.send("user")?.className == "YYHookUser")
        #expect(seen.withLock { $0 } == 3)
    }

    @Test func hooksThatThrowAreRuntimeErrors() throws {
        struct Boom: Error {}
        let cls = try YYFixture.cls("YYHookUser")
        ModelMapper.register(ModelCustomization(transformFromDictionary: { _, _ in throw Boom() }), for: cls)
        defer { ModelMapper.unregister(for: cls) }
        #expect(throws: ModelMappingError.self) { try cls.model(with: ["uid": 1]) }
    }
}

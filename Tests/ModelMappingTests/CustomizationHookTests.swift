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

    // Each test taking a prefix runs twice: hooks registered from Swift ("YY…") and the same
    // hooks as the classes' own runtime methods ("YYM…", YYModelMethodFixtures.swift).

    @Test(arguments: YYMethodFixture.prefixes) func customClassAtTheTopLevel(_ p: String) throws {
        let cls = try YYMethodFixture.cls("\(p)BaseUser")
        #expect(try cls.model(with: Self.base).className == "\(p)BaseUser")
        let local = try cls.model(with: Self.local)
        #expect(local.className == "\(p)LocalUser")
        #expect(try local.string("localName") == "HarryLocal" && local.string("name") == "Harry")
        #expect(try cls.model(with: Self.remote).className == "\(p)RemoteUser")
        // Arrays of models (yy_modelArrayWithClass) go through the hook too.
        let users = try cls.modelArray(withJSON: #"[{"uid":1},{"localName":"L"},{"remoteName":"R"}]"#)
        #expect(users.map(\.className) == ["\(p)BaseUser", "\(p)LocalUser", "\(p)RemoteUser"])
        // A subclass inherits the hook (a class method, for YYM) and is asked in its own name.
        #expect(try YYMethodFixture.cls("\(p)LocalUser").model(with: Self.remote).className == "\(p)RemoteUser")
    }

    @Test(arguments: YYMethodFixture.prefixes) func customClassForNestedModelsAndContainers(_ p: String) throws {
        let cls = try YYMethodFixture.cls("\(p)TestCustomClassModel")
        let all = ["\(p)BaseUser", "\(p)LocalUser", "\(p)RemoteUser"]
        #expect(try cls.model(with: ["user": Self.local]).send("user")?.className == all[1])
        let users = try #require(try cls.model(with: ["users": [Self.base, Self.local, Self.remote]]).send("users")?.arrayElements)
        #expect(users.map(\.className) == all)
        let dict = try #require(try cls.model(with: ["userDict": ["a": Self.base, "b": Self.local, "c": Self.remote]]).send("userDict"))
        #expect(dict.dictionaryValue(forKey: "a")?.className == all[0])
        #expect(dict.dictionaryValue(forKey: "b")?.className == all[1])
        #expect(dict.dictionaryValue(forKey: "c")?.className == all[2])
        let set = try #require(try cls.model(with: ["userSet": [Self.base, Self.local, Self.remote]]).send("userSet")?.setElements)
        #expect(Set(set.map(\.className)) == Set(all))
        // The container model's own hook picks its class too; nil keeps the class asked for.
        #expect(try cls.model(with: ["localName": "x"]).className == all[1])
        #expect(try cls.model(with: ["user": Self.base]).className == "\(p)TestCustomClassModel")
    }

    @Test func aHookAnsweringAMetaclassIsAnError() throws {
        let cls = try YYFixture.cls("YYHookUser")
        ModelMapper.register(ModelCustomization(customClassForDictionary: { _ in cls.metaclass }), for: cls)
        defer { ModelMapper.unregister(for: cls) }
        #expect(throws: ModelMappingError.self) { try cls.model(with: ["uid": 1]) }
    }

    @Test(arguments: YYMethodFixture.prefixes) func transformsVetoAndRewrite(_ p: String) throws {
        let name = "\(p)TestCustomTransformModel"
        let cls = try YYMethodFixture.cls(name)
        var model = try cls.model(withJSON: #"{"id":5472746497,"content":"Hello","time":1401234567000}"#)
        #expect(try model.kvc("time") == .date(1_401_234_567 - 978_307_200))
        // No time: the transform refuses, so there is no model (YYModel answers nil).
        #expect(throws: ModelMappingError.transformRefused(className: name)) {
            try cls.model(withJSON: #"{"id":5472746497,"content":"Hello"}"#)
        }
        #expect(throws: ModelMappingError.transformRefused(className: name)) {
            try cls.model(with: ["id": 5_472_746_497, "content": "Hello"])
        }
        // To JSON: the hook writes the date back as milliseconds …
        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["time"] == .unsigned(1_401_234_567_000, objCType: "Q"))
        #expect(json["content"] == "Hello")
        #expect(try model.toJSONString().contains("\"time\":1401234567000"))
        // … and refuses a model without one: no JSON at all, and the error says the hook refused
        // (not that the class has no properties), for the object, the data and the string.
        try model.send("setTime:", nil as ObjCObject?, as: Void.self)
        #expect(throws: ModelMappingError.transformRefused(className: name)) { try model.toJSONObject() }
        #expect(throws: ModelMappingError.transformRefused(className: name)) { try model.toJSONData() }
        #expect(throws: ModelMappingError.transformRefused(className: name)) { try model.toJSONString() }
        // Nested, a refused model is only left out, as YYModel leaves it out.
        let holder = try ObjCObject.array([model])
        guard case .array(let items) = try holder.toJSONObject() else { Issue.record("not an array"); return }
        #expect(items.isEmpty)
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

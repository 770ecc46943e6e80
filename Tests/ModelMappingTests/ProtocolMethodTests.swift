import Testing
import ObjCRuntime
@testable import ModelMapping

/// YYModel's protocol answered by the model class's own runtime methods: when they are asked,
/// how they meet a Swift registration, and what becomes of bad answers and bad methods. Each
/// test gives its hooks to fresh subclasses of YYMHookBase (name, secret, count, items).
@Suite struct ProtocolMethodTests {
    /// A new class under `superclass` (YYMHookBase by default), with no hooks yet.
    static func fresh(_ superclass: ObjCClass? = nil) throws -> ObjCClass {
        let base = try superclass ?? YYMethodFixture.cls("YYMHookBase")
        return try ClassBuilder(name: "YYMHook\(UUIDish.next())", superclass: base).register()
    }

    static func mapper(_ pairs: [String: BridgedValue]) -> @Sendable () throws -> ObjCObject? {
        let value = BridgedValue.dictionary(pairs)
        return { try value.makeObject() }
    }

    static let input: BridgedValue = ["name": "N", "secret": "S", "count": 3, "n": "n", "m": "m", "r": "r", "s": "s"]

    @Test func classAnswersAreReadOnceAndInstanceHooksSentPerModel() throws {
        let asked = LockedValue(0), transformed = LockedValue(0)
        // Made with ClassBuilder.addClassMethod, before the class is registered.
        let builder = try ClassBuilder(name: "YYMHook\(UUIDish.next())", superclass: try YYMethodFixture.cls("YYMHookBase"))
        let types = "@16@0:8"
        try builder.addClassMethod("modelCustomPropertyMapper", types: types, imp: try imp_implementationWithBlock(types: types) { _ in
            asked.withLock { $0 += 1 }
            return HookMethods.answer(try? BridgedValue.dictionary(["name": "n"]).makeObject())
        })
        let cls = try builder.register()
        try HookMethods.add("modelCustomTransformFromDictionary:", to: cls, types: "B24@0:8@16") { _ in
            transformed.withLock { $0 += 1 }
            return .bool(true)
        }
        let meta = ModelMeta.meta(for: cls)
        #expect(meta.customization?.propertyMapper == ["name": "n"])
        #expect(meta.customization?.transformFromDictionary != nil && meta.customizationError == nil)
        let models = try cls.modelArray(withJSON: "[" + Array(repeating: #"{"n":"x","name":"y"}"#, count: 200).joined(separator: ",") + "]")
        #expect(try models.map { try $0.string("name") } == Array(repeating: "x", count: 200))
        #expect(transformed.withLock { $0 } == 200)  // sent to every model
        // Asked once per meta build: once here, unless a test running in parallel registered a
        // customization meanwhile (which rebuilds every meta) — never once per model.
        #expect(asked.withLock { $0 } >= 1 && asked.withLock { $0 } < 20)
    }

    @Test func aMethodAddedLaterIsAskedAfterSetNeedsUpdate() throws {
        let cls = try Self.fresh()
        #expect(try cls.model(with: Self.input).string("name") == "N")
        let stale = ModelMeta.meta(for: cls)
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: cls, Self.mapper(["name": "m"]))
        // As YYModel: the meta was built, nothing said the class changed. (A registration by a
        // test running in parallel rebuilds every meta, so this holds only while it is the same.)
        let now = ModelMeta.meta(for: cls)
        if now === stale { #expect(now.customization == nil) }
        ClassInfo.setNeedsUpdate(for: cls)
        #expect(ModelMeta.meta(for: cls).customization?.propertyMapper == ["name": "m"])
        #expect(try cls.model(with: Self.input).string("name") == "m")
    }

    @Test func aRegistrationActsAsACategoryHookByHook() throws {
        let cls = try Self.fresh()
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: cls, Self.mapper(["name": "m"]))
        try HookMethods.addClassMethod("modelPropertyBlacklist", to: cls) { try BridgedValue.array(["secret"]).makeObject() }
        var model = try cls.model(with: Self.input)
        #expect(try model.string("name") == "m" && model.string("secret") == nil)
        // The registration gives a mapper: it wins over the method; the blacklist, which it
        // does not give, is still the method's.
        ModelMapper.register(ModelCustomization(propertyMapper: ["name": "r"]), for: cls)
        model = try cls.model(with: Self.input)
        #expect(try model.string("name") == "r" && model.string("secret") == nil)
        // An empty list is a list: the registration's blacklist of nothing wins.
        ModelMapper.register(ModelCustomization(blacklist: []), for: cls)
        model = try cls.model(with: Self.input)
        #expect(try model.string("name") == "m" && model.string("secret") == "S")
        ModelMapper.unregister(for: cls)
        model = try cls.model(with: Self.input)
        #expect(try model.string("name") == "m" && model.string("secret") == nil)
    }

    @Test func aSubclassOwnMethodWinsOverItsSuperclassRegistration() throws {
        let base = try Self.fresh()
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: base, Self.mapper(["name": "m"]))
        ModelMapper.register(ModelCustomization(propertyMapper: ["name": "r"]), for: base)
        defer { ModelMapper.unregister(for: base) }
        let inheriting = try Self.fresh(base), overriding = try Self.fresh(base)
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: overriding, Self.mapper(["name": "s"]))
        // A category on `base` replaces base's method for base and every subclass that does not
        // override it; a subclass's own method overrides the category.
        #expect(try base.model(with: Self.input).string("name") == "r")
        #expect(try inheriting.model(with: Self.input).string("name") == "r")
        #expect(try overriding.model(with: Self.input).string("name") == "s")
        // Methods are inherited as methods: a subclass is asked in its own name (+[Sub …]).
        let plain = try Self.fresh(), plainSub = try Self.fresh(plain)
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: plain, Self.mapper(["name": "m"]))
        #expect(try plainSub.model(with: Self.input).string("name") == "m")
    }

    @Test func nilAnswersAreNoCustomization() throws {
        let cls = try Self.fresh()
        for hook in ["modelCustomPropertyMapper", "modelPropertyBlacklist", "modelPropertyWhitelist",
                     "modelContainerPropertyGenericClass"] {
            try HookMethods.addClassMethod(hook, to: cls) { nil }
        }
        try HookMethods.add("modelCustomClassForDictionary:", to: cls.metaclass, types: "#24@0:8@16") { _ in .classObject(nil) }
        let model = try cls.model(with: Self.input)
        #expect(model.objcClass == cls)
        #expect(try model.string("name") == "N" && model.string("secret") == "S" && model.kvc("count") == .int(3))
        #expect(ModelMeta.meta(for: cls).customizationError == nil)
    }

    @Test func entriesYYModelSkipsAreSkipped() throws {
        let cls = try Self.fresh()
        let item = try YYMethodFixture.cls("YYMHookItem")
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: cls) {
            try ObjCObject.dictionary([
                (.string("name"), try BridgedValue.array([.signed(1, objCType: "q"), "", "nm", "ext.nm"]).makeObject()),
                (.string("secret"), try BridgedValue.signed(7, objCType: "q").makeObject()),  // maps it nowhere
                (try BridgedValue.signed(1, objCType: "q").makeObject(), .string("count")),  // names no property
            ])
        }
        try HookMethods.addClassMethod("modelContainerPropertyGenericClass", to: cls) {
            try ObjCObject.dictionary([(.string("items"), .string("NoSuchClass\(UUIDish.next())")),
                                       (try BridgedValue.signed(1, objCType: "q").makeObject(), item.asObject)])
        }
        let meta = ModelMeta.meta(for: cls)
        #expect(meta.customizationError == nil)
        #expect(meta.customization?.propertyMapper == ["name": ["", "nm", "ext.nm"], "secret": ModelKey([String]())])
        #expect(meta.properties.first { $0.name == "items" }?.genericClass == nil)
        let model = try cls.model(with: ["nm": "x", "secret": "S", "count": 4, "items": [["title": "t"]]])
        #expect(try model.string("name") == "x" && model.string("secret") == nil && model.kvc("count") == .int(4))
        #expect(try model.send("items")?.arrayElements?.first?.className == "NSDictionary")
        // The same table with an element class, by class object, makes models.
        let typed = try Self.fresh()
        try HookMethods.addClassMethod("modelContainerPropertyGenericClass", to: typed) {
            try ObjCObject.dictionary([(.string("items"), item.asObject)])
        }
        #expect(try typed.model(with: ["items": [["title": "t"]]]).send("items")?.arrayElements?.first?.string("title") == "t")
    }

    /// Answers YYModel would crash on (messages to the wrong class) are typed errors from every
    /// operation that can fail; the description still works.
    @Test(arguments: [
        ("modelCustomPropertyMapper", BridgedValue.array(["name"])),
        ("modelPropertyBlacklist", BridgedValue.string("secret")),
        ("modelPropertyWhitelist", BridgedValue.dictionary(["name": "name"])),
        ("modelContainerPropertyGenericClass", BridgedValue.array(["YYMHookItem"])),
    ]) func answersOfTheWrongKindAreErrors(_ hook: String, _ answer: BridgedValue) throws {
        let cls = try Self.fresh()
        try HookMethods.addClassMethod(hook, to: cls) { try answer.makeObject() }
        let error = #expect(throws: ModelMappingError.self) { try cls.model(with: Self.input) }
        guard case .invalidCustomization(let message)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(message.contains("+[\(cls.name) \(hook)] answered an NS"), "\(message)")
        let model = try cls.new()
        let operations: [() throws -> Void] = [{ _ = try model.toJSONObject() }, { _ = try model.toJSONString() },
                                               { _ = try model.modelCopy() }, { _ = try model.modelArchive() },
                                               { try model.setModel(with: Self.input) }]
        for operation in operations {
            #expect(throws: ModelMappingError.invalidCustomization(message)) { try operation() }
        }
        #expect(model.modelDescription().hasPrefix("<\(cls.name): "))
    }

    @Test func aMetaclassAsElementClassIsAnError() throws {
        let cls = try Self.fresh()
        let item = try YYMethodFixture.cls("YYMHookItem")
        try HookMethods.addClassMethod("modelContainerPropertyGenericClass", to: cls) {
            try ObjCObject.dictionary([(.string("items"), item.metaclass.asObject)])
        }
        #expect(throws: ModelMappingError.self) { try cls.model(with: Self.input) }
        #expect(ModelMeta.meta(for: cls).customizationError?.description.contains("metaclass") == true)
    }

    /// A method whose type encoding is not the protocol's is refused before it is called: a call
    /// with the wrong C signature could do anything.
    @Test(arguments: [
        ("modelPropertyBlacklist", "v16@0:8", true), ("modelCustomPropertyMapper", "@24@0:8@16", true),
        ("modelCustomClassForDictionary:", "#24@0:8q16", true), ("modelCustomClassForDictionary:", "i24@0:8@16", true),
        ("modelCustomTransformFromDictionary:", "@24@0:8@16", false), ("modelCustomTransformToDictionary:", "i24@0:8@16", false),
        ("modelCustomWillTransformFromDictionary:", "B24@0:8@16", false), ("modelCustomTransformFromDictionary:", "B16@0:8", false),
    ]) func methodsOfTheWrongShapeAreRefusedNotCalled(_ name: String, _ types: String, _ isClassMethod: Bool) throws {
        let cls = try Self.fresh()
        let called = LockedValue(false)
        try HookMethods.add(name, to: isClassMethod ? cls.metaclass : cls, types: types) { _ in
            called.withLock { $0 = true }
            return .void
        }
        let error = #expect(throws: ModelMappingError.self) { try cls.model(with: Self.input) }
        guard case .invalidCustomization(let message)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(message.contains("has the type encoding \"\(types)\"; YYModel declares"), "\(message)")
        #expect(!called.withLock { $0 })
    }

    @Test func methodsThatRaiseAreRaisedErrors() throws {
        struct Boom: Error {}
        let cls = try Self.fresh()
        try HookMethods.addClassMethod("modelPropertyWhitelist", to: cls) { throw Boom() }
        let error = #expect(throws: ModelMappingError.self) { try cls.model(with: Self.input) }
        guard case .raised(let exception, let step)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(step == "+[\(cls.name) modelPropertyWhitelist]", "\(step)")
        #expect(exception.name == "NSInvalidArgumentException" && exception.selector == "modelPropertyWhitelist", "\(exception)")
        for (name, types, isClassMethod) in [("modelCustomClassForDictionary:", "#24@0:8@16", true),
                                             ("modelCustomWillTransformFromDictionary:", "@24@0:8@16", false),
                                             ("modelCustomTransformFromDictionary:", "c24@0:8@16", false)] {
            let raising = try Self.fresh()
            try HookMethods.add(name, to: isClassMethod ? raising.metaclass : raising, types: types) { _ in throw Boom() }
            let error = #expect(throws: ModelMappingError.self) { try raising.model(with: Self.input) }
            guard case .raised(let exception, let step)? = error else { Issue.record("\(name): \(String(describing: error))"); continue }
            #expect(step.contains(name) && exception.selector == name, "\(step): \(exception)")
        }
        // -modelCustomTransformToDictionary: raising, on the way out.
        let writer = try Self.fresh()
        try HookMethods.add("modelCustomTransformToDictionary:", to: writer, types: "c24@0:8@16") { _ in throw Boom() }
        let model = try writer.model(with: Self.input)
        #expect(throws: ModelMappingError.self) { try model.toJSONObject() }
        #expect(throws: ModelMappingError.self) { try model.toJSONString() }
    }

    @Test func customClassAnswersAreChecked() throws {
        let cls = try Self.fresh()
        try HookMethods.add("modelCustomClassForDictionary:", to: cls.metaclass, types: "@24@0:8@16") { args in
            guard let dictionary = HookMethods.object(args, 2) else { return .object(nil) }
            if dictionary.dictionaryValue(forKey: "string") != nil { return HookMethods.answer(.string("YYMHookItem")) }
            if dictionary.dictionaryValue(forKey: "meta") != nil { return .object(cls.metaclass.pointer) }
            return .object(nil)
        }
        #expect(try cls.model(with: ["name": "x"]).objcClass == cls)  // nil: the class asked
        let error = #expect(throws: ModelMappingError.self) { try cls.model(with: ["string": 1]) }
        guard case .invalidCustomization(let message)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(message.contains("answered an NSString; YYModel expects a Class or nil"), "\(message)")
        #expect(throws: ModelMappingError.self) { try cls.model(with: ["meta": 1]) }
    }

    @Test func willTransformAnswersThatAreNotDictionariesRefuseTheInput() throws {
        let cls = try Self.fresh()
        try HookMethods.add("modelCustomWillTransformFromDictionary:", to: cls, types: "@24@0:8@16") { args in
            guard let dictionary = HookMethods.object(args, 2) else { return .object(nil) }
            if dictionary.dictionaryValue(forKey: "array") != nil { return HookMethods.answer(try BridgedValue.array([]).makeObject()) }
            if dictionary.dictionaryValue(forKey: "none") != nil { return .object(nil) }
            return HookMethods.answer(try BridgedValue.dictionary(["name": "rewritten"]).makeObject())
        }
        #expect(try cls.model(with: ["name": "x"]).string("name") == "rewritten")
        for input: BridgedValue in [["array": 1], ["none": 1]] {
            #expect(throws: ModelMappingError.transformRefused(className: cls.name)) { try cls.model(with: input) }
        }
    }

    @Test func dynamicallyResolvedMethodsCount() throws {
        // respondsToSelector: includes +resolveClassMethod:, in YYModel as here.
        let cls = try Self.fresh()
        let blacklist = Selector("modelPropertyBlacklist")
        try HookMethods.add("resolveClassMethod:", to: cls.metaclass, types: "c24@0:8:16") { args in
            guard case .selector(let sel?) = args[2], Selector(rawValue: sel) == blacklist else { return .int8(0) }
            try HookMethods.addClassMethod("modelPropertyBlacklist", to: cls) { try BridgedValue.array(["secret"]).makeObject() }
            return .int8(1)
        }
        let model = try cls.model(with: Self.input)
        #expect(try model.string("name") == "N" && model.string("secret") == nil)
    }

    @Test func aMapperThatMapsItsOwnClassDoesNotRecurseForever() throws {
        let cls = try Self.fresh()
        let asked = LockedValue(0)
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: cls) {
            // Each answer needs the meta being built: past the nesting limit the mapping fails.
            asked.withLock { $0 += 1 }
            _ = try? cls.model(with: ["n": "inner"])
            return try BridgedValue.dictionary(["name": "n"]).makeObject()
        }
        #expect(try cls.model(with: ["n": "outer"]).string("name") == "outer")
        #expect(asked.withLock { $0 } >= ModelMapper.nestingLimit)
    }
}

import ObjCRuntime

/// The entry points of the YYModel layer: dictionaries and JSON text into new or existing
/// model objects, models back into JSON, and the per-class customization.
///
/// Model classes are ordinary runtime classes (from header text, a `ClassBuilder`, …)
/// whose properties have accessors; values are set and read through those accessors.
public enum ModelMapper {
    /// How deep models and containers may nest, in and out.
    public static let nestingLimit = 100

    /// Sets `cls`'s mapping customization (YYModel's `+modelCustomPropertyMapper`,
    /// `+modelPropertyBlacklist`, `+modelPropertyWhitelist`,
    /// `+modelContainerPropertyGenericClass`); subclasses inherit it. Replaces any earlier
    /// one; cached metas are rebuilt on next use.
    public static func register(_ customization: ModelCustomization, for cls: ObjCClass) {
        CustomizationRegistry.register(customization, for: cls)
    }

    /// Removes `cls`'s own customization (it then inherits its superclass's, if any).
    public static func unregister(for cls: ObjCClass) {
        CustomizationRegistry.register(nil, for: cls)
    }

    /// A new instance of `cls` (`+new`) filled from a dictionary (`+yy_modelWithDictionary:`).
    /// - Throws: ``ModelMappingError/notADictionary(found:)``, `.noMappableProperties`,
    ///   `.nestingTooDeep`, `.runtime`.
    public static func model(of cls: ObjCClass, with dictionary: BridgedValue) throws -> ObjCObject {
        let pairs = try dictionaryPairs(dictionary)
        let meta = try mappableMeta(cls)
        let one = try runtime("+[\(cls.name) new]") { try cls.new() }
        try ModelDecoder.fill(one, meta: meta, from: pairs, depth: 0)
        return one
    }

    /// `model(of:with:)` for a runtime NSDictionary.
    /// - Throws: also ``ModelMappingError/unsupportedValue(_:)`` when the dictionary holds
    ///   an object that is not a value class.
    public static func model(of cls: ObjCClass, with dictionary: ObjCObject) throws -> ObjCObject {
        try model(of: cls, with: bridged(dictionary))
    }

    /// `model(of:with:)` for JSON text (`+yy_modelWithJSON:`).
    /// - Throws: also ``ModelMappingError/invalidJSON(message:offset:)``.
    public static func model(of cls: ObjCClass, withJSON text: String) throws -> ObjCObject {
        try model(of: cls, with: JSONText.parse(text))
    }

    /// Models from a JSON array of dictionaries (`+[NSArray yy_modelArrayWithClass:json:]`):
    /// elements that are not dictionaries are skipped.
    public static func models(of cls: ObjCClass, withJSON text: String) throws -> [ObjCObject] {
        guard case .array(let elements) = try JSONText.parse(text) else {
            throw ModelMappingError.notADictionary(found: "JSON that is not an array")
        }
        let meta = try mappableMeta(cls)
        return try elements.compactMap { element in
            guard case .dictionary(let pairs) = element else { return nil }
            let one = try runtime("+[\(cls.name) new]") { try cls.new() }
            try ModelDecoder.fill(one, meta: meta, from: pairs, depth: 0)
            return one
        }
    }

    /// Fills an existing object (`-yy_modelSetWithDictionary:`): keys it does not map are
    /// ignored, properties without a key keep their values.
    public static func setModel(_ model: ObjCObject, with dictionary: BridgedValue) throws {
        let pairs = try dictionaryPairs(dictionary)
        let meta = try mappableMeta(model.objcClass)
        try ModelDecoder.fill(model, meta: meta, from: pairs, depth: 0)
    }

    /// The JSON object of a model (`-yy_modelToJSONObject`): a dictionary, or an array for
    /// an NSArray of models.
    /// - Throws: `.noMappableProperties`, ``ModelMappingError/cycle(className:)``,
    ///   `.nestingTooDeep`, `.runtime`.
    public static func jsonObject(of model: ObjCObject) throws -> BridgedValue {
        var encoder = ModelEncoder()
        switch try encoder.json(of: model, depth: 0) {
        case let value? where isContainer(value): return value
        default: throw ModelMappingError.noMappableProperties(className: model.className)
        }
    }

    /// The JSON text of a model (`-yy_modelToJSONString`), keys sorted.
    public static func jsonString(of model: ObjCObject, pretty: Bool = false) throws -> String {
        try JSONText.string(from: jsonObject(of: model), pretty: pretty)
    }

    private static func isContainer(_ value: BridgedValue) -> Bool {
        switch value {
        case .dictionary, .array: return true
        default: return false
        }
    }

    private static func mappableMeta(_ cls: ObjCClass) throws -> ModelMeta {
        // A metaclass's "instances" are classes: +new on it would not make a model.
        guard !cls.isMetaClass else {
            throw ModelMappingError.runtime("\(cls) is a metaclass; map into instances of \(cls.nonMetaClass.name)")
        }
        let meta = ModelMeta.meta(for: cls)
        guard !meta.properties.isEmpty else { throw ModelMappingError.noMappableProperties(className: cls.name) }
        return meta
    }

    private static func dictionaryPairs(_ value: BridgedValue) throws -> [String: BridgedValue] {
        guard case .dictionary(let pairs) = value else { throw ModelMappingError.notADictionary(found: kindName(value)) }
        return pairs
    }

    private static func bridged(_ object: ObjCObject) throws -> BridgedValue {
        guard object.isKind(of: .nsDictionary) else { throw ModelMappingError.notADictionary(found: "an \(object.className)") }
        do {
            return try BridgedValue(object: object)
        } catch {
            throw ModelMappingError.unsupportedValue("\(error)")
        }
    }

    static func kindName(_ value: BridgedValue) -> String {
        switch value {
        case .string: return "a string"
        case .signed, .unsigned, .double: return "a number"
        case .bool: return "a boolean"
        case .data: return "data"
        case .date: return "a date"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .null: return "null"
        case .value: return "an NSValue"
        }
    }
}

extension ObjCClass {
    /// `[Class yy_modelWithDictionary:]`: `ModelMapper.model(of:with:)`.
    public func model(with dictionary: BridgedValue) throws -> ObjCObject {
        try ModelMapper.model(of: self, with: dictionary)
    }

    /// `[Class yy_modelWithJSON:]`: ``ModelMapper/model(of:withJSON:)``.
    public func model(withJSON text: String) throws -> ObjCObject {
        try ModelMapper.model(of: self, withJSON: text)
    }
}

extension ObjCObject {
    /// `-yy_modelSetWithDictionary:`: ``ModelMapper/setModel(_:with:)``.
    public func setModel(with dictionary: BridgedValue) throws {
        try ModelMapper.setModel(self, with: dictionary)
    }

    /// `-yy_modelToJSONObject`: ``ModelMapper/jsonObject(of:)``.
    public func toJSONObject() throws -> BridgedValue {
        try ModelMapper.jsonObject(of: self)
    }

    /// `-yy_modelToJSONString`: ``ModelMapper/jsonString(of:pretty:)``.
    public func toJSONString(pretty: Bool = false) throws -> String {
        try ModelMapper.jsonString(of: self, pretty: pretty)
    }
}

@_spi(JSONBuilding) import JSON
import ObjCEncoding
import ObjCRuntime

/// The per-class side of the YYModel layer: customization (YYModel's protocol methods) and the
/// nesting limit. The mapping itself has one door per operation, named as YYModel's category
/// methods are (Docs/ModelMapping.md): `cls.model(withJSON:)`, `cls.modelArray(with:)`,
/// `object.setModel(with:)`, `object.toJSONString()`, … on ``ObjCRuntime/ObjCClass`` and
/// ``ObjCRuntime/ObjCObject``; the functions here that implement them are the module's own.
/// Each call runs inside its own autorelease pool.
///
/// Model classes are ordinary runtime classes (from header text, a `ClassBuilder`, …) whose
/// properties have accessors; values are set and read through those accessors.
public enum ModelMapper {
    /// How deep models and containers may nest, in and out.
    public static let nestingLimit = 100

    /// Sets `cls`'s customization (YYModel's `YYModel` protocol methods); subclasses inherit
    /// it. Replaces any earlier one; cached metas are rebuilt on next use.
    public static func register(_ customization: ModelCustomization, for cls: ObjCClass) {
        CustomizationRegistry.register(customization, for: cls)
    }

    /// Removes `cls`'s own customization (it then inherits its superclass's, if any).
    public static func unregister(for cls: ObjCClass) {
        CustomizationRegistry.register(nil, for: cls)
    }

    // MARK: dictionary / JSON → model

    /// A new model from an NSDictionary (`+yy_modelWithDictionary:`), or from an NSString or
    /// NSData holding a JSON object (`+yy_modelWithJSON:` takes all three): the class the
    /// custom-class hook picks (else `cls`), made with `+new` and filled.
    /// - Throws: ``ModelMappingError/notADictionary(found:)``, `.invalidJSON` (text or bytes),
    ///   `.noMappableProperties`, `.transformRefused`, `.nestingTooDeep`, `.runtime`.
    static func model(of cls: ObjCClass, with json: ObjCObject) throws -> ObjCObject {
        try autoreleasepool {
            let dictionary = try jsonArgument(json.unmanaged)
            defer { dictionary.release() }
            return try makeModel(cls, from: dictionaryFromJSON(dictionary)).takeRetainedObject()
        }
    }

    /// `model(of:with:)` for a Swift dictionary value.
    static func model(of cls: ObjCClass, with dictionary: BridgedValue) throws -> ObjCObject {
        guard case .dictionary = dictionary else { throw ModelMappingError.notADictionary(found: kindName(dictionary)) }
        return try model(of: cls, with: runtime("making the input dictionary") { try dictionary.makeObject() })
    }

    /// `model(of:with:)` for JSON text (`+yy_modelWithJSON:`).
    /// - Throws: also ``ModelMappingError/invalidJSON(message:offset:)``.
    static func model(of cls: ObjCClass, withJSON text: String) throws -> ObjCObject {
        try autoreleasepool {
            let json = try ObjectJSONReader.read(text)
            defer { json.release() }
            return try makeModel(cls, from: dictionaryFromJSON(json)).takeRetainedObject()
        }
    }

    /// `model(of:with:)` for JSON bytes (`+yy_modelWithJSON:` with NSData).
    static func model(of cls: ObjCClass, withJSONData bytes: [UInt8]) throws -> ObjCObject {
        try autoreleasepool {
            let json = try readJSON(bytes)
            defer { json.release() }
            return try makeModel(cls, from: dictionaryFromJSON(json)).takeRetainedObject()
        }
    }

    /// Fills an existing object (`-yy_modelSetWithDictionary:`; with an NSString or NSData
    /// of a JSON object, `-yy_modelSetWithJSON:`): keys it does not map are ignored,
    /// properties without a key keep their values.
    /// - Throws: as ``model(of:with:)-(_,ObjCObject)``.
    static func setModel(_ model: ObjCObject, with json: ObjCObject) throws {
        try autoreleasepool {
            let dictionary = try jsonArgument(json.unmanaged)
            defer { dictionary.release() }
            try fill(model.unmanaged, from: dictionaryFromJSON(dictionary))
        }
    }

    /// `setModel(_:with:)` for a Swift dictionary value.
    static func setModel(_ model: ObjCObject, with dictionary: BridgedValue) throws {
        guard case .dictionary = dictionary else { throw ModelMappingError.notADictionary(found: kindName(dictionary)) }
        try setModel(model, with: runtime("making the input dictionary") { try dictionary.makeObject() })
    }

    /// `setModel(_:with:)` for JSON text (`-yy_modelSetWithJSON:`).
    static func setModel(_ model: ObjCObject, withJSON text: String) throws {
        try autoreleasepool {
            let json = try ObjectJSONReader.read(text)
            defer { json.release() }
            try fill(model.unmanaged, from: dictionaryFromJSON(json))
        }
    }

    /// `setModel(_:with:)` for JSON bytes (`-yy_modelSetWithJSON:` with NSData).
    static func setModel(_ model: ObjCObject, withJSONData bytes: [UInt8]) throws {
        try autoreleasepool {
            let json = try readJSON(bytes)
            defer { json.release() }
            try fill(model.unmanaged, from: dictionaryFromJSON(json))
        }
    }

    /// Models from a JSON array of dictionaries (`+[NSArray yy_modelArrayWithClass:json:]`):
    /// elements that are not dictionaries, and models a hook refused, are left out.
    /// - Throws: ``ModelMappingError/notADictionary(found:)`` when the JSON is not an array,
    ///   `.invalidJSON`, and what making each model throws.
    static func models(of cls: ObjCClass, withJSON text: String) throws -> [ObjCObject] {
        try autoreleasepool {
            let json = try ObjectJSONReader.read(text)
            defer { json.release() }
            return try models(of: cls, fromArray: json)
        }
    }

    /// `models(of:withJSON:)` for JSON bytes (`json:` given an NSData).
    static func models(of cls: ObjCClass, withJSONData bytes: [UInt8]) throws -> [ObjCObject] {
        try autoreleasepool {
            let json = try readJSON(bytes)
            defer { json.release() }
            return try models(of: cls, fromArray: json)
        }
    }

    /// `models(of:withJSON:)` for an NSArray of dictionaries, or an NSString or NSData holding
    /// a JSON array (`json:` takes all three).
    static func models(of cls: ObjCClass, with json: ObjCObject) throws -> [ObjCObject] {
        try autoreleasepool {
            let array = try jsonArgument(json.unmanaged)
            defer { array.release() }
            return try models(of: cls, fromArray: array)
        }
    }

    /// Models from a JSON object of dictionaries (`+[NSDictionary yy_modelDictionaryWithClass:json:]`):
    /// key → model; values that are not dictionaries, and models a hook refused, are left out.
    static func modelDictionary(of cls: ObjCClass, withJSON text: String) throws -> [String: ObjCObject] {
        try autoreleasepool {
            let json = try ObjectJSONReader.read(text)
            defer { json.release() }
            return try modelDictionary(of: cls, from: dictionaryFromJSON(json))
        }
    }

    /// `modelDictionary(of:withJSON:)` for JSON bytes (`json:` given an NSData).
    static func modelDictionary(of cls: ObjCClass, withJSONData bytes: [UInt8]) throws -> [String: ObjCObject] {
        try autoreleasepool {
            let json = try readJSON(bytes)
            defer { json.release() }
            return try modelDictionary(of: cls, from: dictionaryFromJSON(json))
        }
    }

    /// `modelDictionary(of:withJSON:)` for an NSDictionary of dictionaries, or an NSString or
    /// NSData holding a JSON object (`json:` takes all three).
    static func modelDictionary(of cls: ObjCClass, with json: ObjCObject) throws -> [String: ObjCObject] {
        try autoreleasepool {
            let dictionary = try jsonArgument(json.unmanaged)
            defer { dictionary.release() }
            return try modelDictionary(of: cls, from: dictionaryFromJSON(dictionary))
        }
    }

    // MARK: model → JSON

    /// The JSON object of a model (`-yy_modelToJSONObject`): a dictionary, or an array for an
    /// NSArray / NSSet of models.
    /// - Throws: `.noMappableProperties`, `.transformRefused` (the model's to-dictionary hook
    ///   answered false), ``ModelMappingError/cycle(className:)``, `.nestingTooDeep`, `.runtime`.
    static func jsonObject(of model: ObjCObject) throws -> BridgedValue {
        try autoreleasepool {
            let json = try jsonRuntimeObject(of: model)
            defer { json.release() }
            return try runtime("reading the JSON object") { try BridgedValue(object: json.object()) }
        }
    }

    /// The JSON text of a model (`-yy_modelToJSONString`), keys sorted.
    static func jsonString(of model: ObjCObject, pretty: Bool = false) throws -> String {
        String(decoding: try jsonData(of: model, pretty: pretty), as: UTF8.self)
    }

    /// The JSON text of a model as UTF-8 bytes (`-yy_modelToJSONData`).
    static func jsonData(of model: ObjCObject, pretty: Bool = false) throws -> [UInt8] {
        try autoreleasepool {
            try requireTopLevelContainer(model.unmanaged)
            var writer = ModelJSONWriter(pretty: pretty)
            guard try writer.write(model.unmanaged, depth: 0) else { throw noJSONError(for: model) }
            return writer.out.bytes
        }
    }

    // MARK: internals

    /// The runtime JSON object (+1) of a model, or an error when it has none.
    static func jsonRuntimeObject(of model: ObjCObject) throws -> UnmanagedObject {
        try requireTopLevelContainer(model.unmanaged)
        var encoder = ModelEncoder()
        guard let json = try encoder.jsonObject(of: model.unmanaged, depth: 0) else { throw noJSONError(for: model) }
        return json
    }

    /// Why a top-level model has no JSON: its to-dictionary hook answered false (the user's
    /// own veto, which `noMappableProperties` would misreport as a class without properties),
    /// or it has nothing the mapper can write.
    private static func noJSONError(for model: ObjCObject) -> ModelMappingError {
        let object = model.unmanaged
        if object.valueKind == .other, let meta = try? ModelMeta.checked(for: object.objcClass),
           !meta.properties.isEmpty, meta.customization?.transformToDictionary != nil {
            return .transformRefused(className: model.className)
        }
        return .noMappableProperties(className: model.className)
    }

    /// YYModel's `-yy_modelToJSONObject` answers only dictionaries and arrays.
    private static func requireTopLevelContainer(_ object: UnmanagedObject) throws {
        switch object.valueKind {
        case .other, .array, .mutableArray, .set, .mutableSet, .dictionary, .mutableDictionary: return
        default: throw ModelMappingError.noMappableProperties(className: object.objcClass.name)
        }
    }

    /// The top-level `+yy_modelWithDictionary:` (+1).
    static func makeModel(_ cls: ObjCClass, from dictionary: UnmanagedObject) throws -> UnmanagedObject {
        let asked = try mappableMeta(cls)
        let target = try ModelDecoder.modelClass(cls, meta: asked, for: dictionary)
        let meta = target == cls ? asked : try mappableMeta(target)
        let one = try ModelDecoder.instance(of: target)
        do {
            guard try ModelDecoder.fill(one, meta: meta, from: dictionary, depth: 0) else {
                throw ModelMappingError.transformRefused(className: target.name)
            }
        } catch {
            one.release()
            throw error
        }
        return one
    }

    private static func fill(_ model: UnmanagedObject, from dictionary: UnmanagedObject) throws {
        let meta = try mappableMeta(model.objcClass)
        guard try ModelDecoder.fill(model, meta: meta, from: dictionary, depth: 0) else {
            throw ModelMappingError.transformRefused(className: meta.cls.name)
        }
    }

    private static func models(of cls: ObjCClass, fromArray array: UnmanagedObject) throws -> [ObjCObject] {
        guard array.valueKind.isArray else { throw ModelMappingError.notADictionary(found: "JSON that is not an array") }
        let elements = array.copyElements()
        defer { for e in elements { e.release() } }
        var result: [ObjCObject] = []
        for e in elements where e.valueKind.isDictionary {
            do {
                result.append(try makeModel(cls, from: e).takeRetainedObject())
            } catch ModelMappingError.transformRefused {
                continue
            }
        }
        return result
    }

    private static func modelDictionary(of cls: ObjCClass, from dictionary: UnmanagedObject) throws -> [String: ObjCObject] {
        let entries = dictionary.copyEntries()
        defer { for e in entries { e.key.release(); e.value.release() } }
        var result: [String: ObjCObject] = [:]
        for entry in entries where entry.value.valueKind.isDictionary {
            guard let key = entry.key.string else { continue }
            do {
                result[key] = try makeModel(cls, from: entry.value).takeRetainedObject()
            } catch ModelMappingError.transformRefused {
                continue
            }
        }
        return result
    }

    static func mappableMeta(_ cls: ObjCClass) throws -> ModelMeta {
        // A metaclass's "instances" are classes: +new on it would not make a model.
        guard !cls.isMetaClass else {
            throw ModelMappingError.runtime("\(cls) is a metaclass; map into instances of \(cls.nonMetaClass.name)")
        }
        let meta = try ModelMeta.checked(for: cls)
        guard !meta.properties.isEmpty else { throw ModelMappingError.noMappableProperties(className: cls.name) }
        return meta
    }

    static func readJSON(_ bytes: [UInt8]) throws -> UnmanagedObject {
        do {
            return try bytes.withUnsafeBufferPointer { try ObjectJSONReader.read($0, trustedUTF8: false) }
        } catch let error as ModelMappingError {
            throw error
        } catch {
            throw ModelMappingError.invalidJSON(message: "\(error)", offset: 0)
        }
    }

    /// What a YYModel `json:` argument stands for (+1), as `_yy_dictionaryWithJSON:` and
    /// `yy_modelArrayWithClass:json:` read one: an NSString's text or an NSData's bytes parsed
    /// as JSON, any other object as it is (the caller checks its kind).
    static func jsonArgument(_ object: UnmanagedObject) throws -> UnmanagedObject {
        switch object.valueKind {
        case .string, .mutableString:
            // NSString keeps UTF-8 it was given without checking it: let the reader check.
            return try object.withUTF8 { try ObjectJSONReader.read($0, trustedUTF8: false) } ?? object.retain()
        case .data, .mutableData:
            return try object.withBytes { try ObjectJSONReader.read($0.assumingMemoryBound(to: UInt8.self), trustedUTF8: false) }
                ?? object.retain()
        default:
            return object.retain()
        }
    }

    /// The dictionary a JSON text must hold at the top.
    static func dictionaryFromJSON(_ json: UnmanagedObject) throws -> UnmanagedObject {
        let kind = json.valueKind
        guard kind.isDictionary else {
            let found: String
            switch kind {
            case .string: found = "a string"
            case .number:
                found = json.numberType.flatMap { ScalarTypeCode.of($0)?.kind } == .boolean ? "a boolean" : "a number"
            case .array, .mutableArray: found = "an array"
            case .null: found = "null"
            default: found = "an \(json.objcClass.name)"
            }
            throw ModelMappingError.notADictionary(found: found)
        }
        return json
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

import ObjCRuntime

/// Model → JSON object: YYModel's `ModelToJSONObjectRecursive`, making runtime objects as
/// YYModel makes Foundation ones — an NSMutableDictionary per model, NSArrays, NSStrings,
/// NSNumbers, NSNull. Strings and numbers pass; dates become `yyyy-MM-dd'T'HH:mm:ss+0000`
/// strings, URLs and attributed strings their text, sets arrays; data, NSValues, blocks and
/// classes have no JSON form and are left out (an array drops them, a dictionary holds NSNull);
/// any other object is a model written under its mapped keys. Unlike YYModel, an object graph
/// that loops back on itself is an error instead of a stack overflow.
struct ModelEncoder {
    /// The objects on the path from the root to the one being written.
    private var visiting: Set<UnsafeMutableRawPointer> = []

    /// The JSON object (+1) of any object, or nil when it has none.
    mutating func jsonObject(of object: UnmanagedObject, depth: Int) throws -> UnmanagedObject? {
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        switch object.valueKind {
        case .string, .mutableString, .number, .decimalNumber, .null:
            return object.retain()
        case .date:
            guard let seconds = object.timeIntervalSinceReferenceDate, let text = ModelDate.format(seconds) else { return nil }
            return UnmanagedObject.makeString(text)
        case .url: return object.urlString?.retain()
        case .attributedString: return object.attributedStringText?.retain()
        case .array, .mutableArray, .set, .mutableSet:
            return try guarding(object) { encoder in try encoder.array(object, depth: depth) }
        case .dictionary, .mutableDictionary:
            return try guarding(object) { encoder in try encoder.dictionary(object, depth: depth) }
        case .data, .mutableData, .value, .block, .classObject, .none:
            return nil
        case .other:
            let meta = try ModelMeta.checked(for: object.objcClass)
            guard !meta.properties.isEmpty else { return nil }
            return try guarding(object) { encoder in try encoder.modelDictionary(object, meta: meta, depth: depth) }
        }
    }

    private mutating func array(_ object: UnmanagedObject, depth: Int) throws -> UnmanagedObject? {
        let elements = object.copyElements()
        var converted: [UnmanagedObject] = []
        defer {
            for e in elements { e.release() }
            for c in converted { c.release() }
        }
        for e in elements {
            if let json = try jsonObject(of: e, depth: depth + 1) { converted.append(json) }
        }
        return converted.withUnsafeBufferPointer { UnmanagedObject.makeArray($0) }
    }

    private mutating func dictionary(_ object: UnmanagedObject, depth: Int) throws -> UnmanagedObject? {
        let entries = object.copyEntries()
        var keys: [UnmanagedObject] = [], values: [UnmanagedObject] = []
        defer {
            for e in entries { e.key.release(); e.value.release() }
            for k in keys { k.release() }
            for v in values { v.release() }
        }
        for entry in entries {
            guard let key = try JSONKey.text(of: entry.key) else { continue }
            keys.append(key)
            values.append(try jsonObject(of: entry.value, depth: depth + 1) ?? UnmanagedObject.null!)
        }
        return keys.withUnsafeBufferPointer { k in values.withUnsafeBufferPointer { UnmanagedObject.makeDictionary(keys: k, values: $0) } }
    }

    /// A model's dictionary (+1, an NSMutableDictionary): each property's value under its mapped
    /// key (a key path writes nested dictionaries; the first property to reach a key keeps it,
    /// and a path through a non-dictionary gives up — YYModel's rules), then the to-dictionary
    /// hook, which may change it or drop the model (nil).
    mutating func modelDictionary(_ model: UnmanagedObject, meta: ModelMeta, depth: Int) throws -> UnmanagedObject? {
        guard let result = UnmanagedObject.makeDictionary(keys: UnsafeBufferPointer(start: nil, count: 0),
                                                         values: UnsafeBufferPointer(start: nil, count: 0), mutable: true)
        else { throw ModelMappingError.runtime("out of memory writing JSON") }
        // Released on every way out but success (a refusing hook, an error below).
        var done = false
        defer { if !done { result.release() } }
        for step in meta.steps where step.isMapped {
            guard let value = try jsonValue(of: step, in: model, depth: depth),
                  let path = meta.properties[step.index].keySpec?.outputPath else { continue }
            defer { value.release() }
            try JSONKey.insert(value, at: path, into: result)
        }
        if let hook = meta.customization?.transformToDictionary {
            let accepted = try runtime("-[\(meta.cls.name) modelCustomTransformToDictionary:]") {
                try hook(model.object(), result.object())
            }
            guard accepted else { return nil }
        }
        done = true
        return result
    }

    /// One property's JSON value (+1), or nil to leave the key out.
    mutating func jsonValue(of step: PropertyStep, in model: UnmanagedObject, depth: Int) throws -> UnmanagedObject? {
        switch step.action {
        case .number(let code):
            return try PropertyAccess.number(of: model, code: code, getter: step.getter)?.makeObject()
        case .classObject:
            return try PropertyAccess.classValue(of: model, getter: step.getter).flatMap { UnmanagedObject.makeString($0.name) }
        case .selector:
            return try PropertyAccess.selectorValue(of: model, getter: step.getter).flatMap { UnmanagedObject.makeString($0.name) }
        case .pointer, .byValue, .none:
            return nil
        default:
            guard let object = try PropertyAccess.object(of: model, getter: step.getter) else { return nil }
            defer { object.release() }
            guard let json = try jsonObject(of: object, depth: depth + 1) else { return nil }
            // An `id` (or model-typed) property holding NSNull writes nothing, as in YYModel.
            if !step.isFoundationType, json.valueKind == .null {
                json.release()
                return nil
            }
            return json
        }
    }

    /// Runs `body` with `object` marked as being written; meeting it again inside is a cycle.
    private mutating func guarding(_ object: UnmanagedObject,
                                   _ body: (inout ModelEncoder) throws -> UnmanagedObject?) throws -> UnmanagedObject? {
        guard visiting.insert(object.pointer).inserted else {
            throw ModelMappingError.cycle(className: object.objcClass.name)
        }
        defer { visiting.remove(object.pointer) }
        return try body(&self)
    }
}

/// Dictionary keys on the way to JSON.
enum JSONKey {
    /// A string key as it is, any other key as its `-description` (YYModel's rule); +1.
    static func text(of key: UnmanagedObject) throws -> UnmanagedObject? {
        if key.valueKind.isString { return key.retain() }
        return try runtime("describing a dictionary key") { try key.send(Selectors.description, as: UnmanagedObject?.self)?.retain() }
    }

    /// Puts `value` at a key path inside a mutable dictionary, making (or copying into mutable
    /// form) the dictionaries on the way; an existing value at the end is kept, and a step
    /// through a non-dictionary gives up.
    static func insert(_ value: UnmanagedObject, at path: [String], into root: UnmanagedObject) throws {
        var current = root.retain()
        defer { current.release() }
        for (n, step) in path.enumerated() {
            let key = DictionaryKey(step)
            let existing = current.dictionaryValue(forKey: key)
            guard let keyObject = UnmanagedObject.makeString(step) else { return }
            defer { keyObject.release() }
            if n == path.count - 1 {
                if let existing { existing.release() } else { current.setDictionaryValue(value, forKey: keyObject) }
                return
            }
            let next: UnmanagedObject
            if let existing {
                defer { existing.release() }
                guard existing.valueKind.isDictionary else { return }
                next = try ValueConversion.mutableCopy(existing)
            } else {
                guard let made = UnmanagedObject.makeDictionary(keys: UnsafeBufferPointer(start: nil, count: 0),
                                                                values: UnsafeBufferPointer(start: nil, count: 0), mutable: true)
                else { return }
                next = made
            }
            current.setDictionaryValue(next, forKey: keyObject)
            current.release()
            current = next
        }
    }
}

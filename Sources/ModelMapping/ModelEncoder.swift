import ObjCRuntime

/// Model → JSON object: YYModel's `ModelToJSONObjectRecursive`. Strings and numbers pass,
/// dates become `yyyy-MM-dd'T'HH:mm:ss+0000` strings, data and NSValues (structs) are left
/// out (JSON has no such values), containers are converted element by element, and any
/// other object is a model written under its mapped keys. Unlike YYModel, an object graph
/// that loops back on itself is an error instead of a stack overflow.
struct ModelEncoder {
    /// The objects on the path from the root to the one being written.
    private var visiting: Set<UnsafeMutableRawPointer> = []

    /// The JSON form of any object; nil when it has none (YYModel drops such values).
    mutating func json(of object: ObjCObject, depth: Int) throws -> BridgedValue? {
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        if object.isKind(of: .nsString) { return .string(object.stringValue ?? "") }
        if object.isKind(of: .nsNumber) || object.isKind(of: .nsNull) {
            return try runtime("reading an NSNumber") { try BridgedValue(object: object) }
        }
        if object.isKind(of: .nsDate) {
            guard case .date(let seconds) = try runtime("reading an NSDate", { try BridgedValue(object: object) }) else { return nil }
            return ISODate.format(seconds).map { .string($0) }
        }
        if object.isKind(of: .nsData) || object.isKind(of: .nsValue) { return nil }
        if let elements = object.arrayElements {
            return try guarding(object) { encoder in
                .array(try elements.compactMap { try encoder.json(of: $0, depth: depth + 1) })
            }
        }
        if let entries = object.dictionaryEntries {
            return try guarding(object) { encoder in
                var pairs: [String: BridgedValue] = [:]
                for (key, value) in entries {
                    let name = try key.stringValue ?? runtime("describing a dictionary key") { try key.objcDescription() }
                    if let json = try encoder.json(of: value, depth: depth + 1) { pairs[name] = json }
                }
                return .dictionary(pairs)
            }
        }
        return try guarding(object) { encoder in try encoder.modelJSON(object, depth: depth) }
    }

    /// A model's dictionary: each readable property's value under its mapped key (the
    /// first candidate; a key path writes nested dictionaries). When several properties
    /// map to one key the first one written (in the meta's order) wins, as in YYModel.
    mutating func modelJSON(_ model: ObjCObject, depth: Int) throws -> BridgedValue? {
        let meta = ModelMeta.meta(for: model.objcClass)
        guard !meta.properties.isEmpty else { return nil }
        var pairs: [String: BridgedValue] = [:]
        for property in meta.properties {
            guard let getter = property.getter, let value = try value(of: property, getter: getter, in: model, depth: depth) else { continue }
            ModelEncoder.insert(value, at: property.keyPaths[0][...], into: &pairs)
        }
        return .dictionary(pairs)
    }

    private mutating func value(of property: PropertyMeta, getter: Selector, in model: ObjCObject,
                                depth: Int) throws -> BridgedValue? {
        func what() -> String { "-[\(model.className) \(getter.name)]" }
        switch property.kind {
        case .number(let code):
            return try runtime(what()) { try ScalarAccessors.number(code: code, getter: getter, of: model) }
        case .classObject:
            return try runtime(what()) { try ScalarAccessors.classValue(getter: getter, of: model) }.map { .string($0.name) }
        case .selector:
            return try runtime(what()) { try ScalarAccessors.selectorValue(getter: getter, of: model) }.map { .string($0.name) }
        case .object:
            guard let object = try runtime(what(), { try model.send(getter) }) else { return nil }
            return try json(of: object, depth: depth + 1)
        case .structure, .unsupported:
            return nil
        }
    }

    /// Runs `body` with `object` marked as being written; meeting it again inside is a cycle.
    private mutating func guarding(_ object: ObjCObject,
                                   _ body: (inout ModelEncoder) throws -> BridgedValue?) throws -> BridgedValue? {
        let key = object.pointer
        guard visiting.insert(key).inserted else { throw ModelMappingError.cycle(className: object.className) }
        defer { visiting.remove(key) }
        return try body(&self)
    }

    /// Puts `value` at a key path, making the dictionaries on the way; an existing value is
    /// kept, and a path step through a non-dictionary gives up (YYModel's rules).
    static func insert(_ value: BridgedValue, at path: ArraySlice<String>, into pairs: inout [String: BridgedValue]) {
        guard let key = path.first else { return }
        if path.count == 1 {
            if pairs[key] == nil { pairs[key] = value }
            return
        }
        var inner: [String: BridgedValue] = [:]
        if let existing = pairs[key] {
            guard case .dictionary(let d) = existing else { return }
            inner = d
        }
        insert(value, at: path.dropFirst(), into: &inner)
        pairs[key] = .dictionary(inner)
    }
}

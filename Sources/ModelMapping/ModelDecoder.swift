import ObjCRuntime

/// Dictionary → model: YYModel's `-yy_modelSetWithDictionary:` and
/// `ModelSetValueForProperty`. A value that does not fit its property is skipped (or, for
/// a C number, stored as 0), exactly where YYModel skips or zeroes; only runtime failures
/// and runaway nesting are errors.
enum ModelDecoder {
    /// Fills `model` from `pairs`, property by property, in the meta's order.
    static func fill(_ model: ObjCObject, meta: ModelMeta, from pairs: [String: BridgedValue], depth: Int) throws {
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        for property in meta.properties {
            guard let setter = property.setter, let value = lookUp(property.keyPaths, in: pairs) else { continue }
            try set(value, into: property, setter: setter, on: model, depth: depth)
        }
    }

    /// The value of the first candidate key (path) present in the dictionary — NSNull
    /// counts as present, as in YYModel's `YYValueForMultiKeys`. A path step through a
    /// non-dictionary finds nothing.
    static func lookUp(_ keyPaths: [[String]], in pairs: [String: BridgedValue]) -> BridgedValue? {
        for path in keyPaths {
            var current: [String: BridgedValue] = pairs
            for (n, key) in path.enumerated() {
                guard let next = current[key] else { break }
                if n == path.count - 1 { return next }
                guard case .dictionary(let inner) = next else { break }
                current = inner
            }
        }
        return nil
    }

    /// A new instance of `cls` (`+new`) filled from a dictionary: a nested model.
    static func newModel(_ cls: ObjCClass, from pairs: [String: BridgedValue], depth: Int) throws -> ObjCObject {
        let one = try runtime("+[\(cls.name) new]") { try cls.new() }
        try fill(one, meta: ModelMeta.meta(for: cls), from: pairs, depth: depth + 1)
        return one
    }

    private static func set(_ value: BridgedValue, into property: PropertyMeta, setter: Selector,
                            on model: ObjCObject, depth: Int) throws {
        // Only an error message needs the name: build it then, not for every property set.
        func what() -> String { "-[\(model.className) \(setter.name)]" }
        func setObject(_ object: ObjCObject?) throws {
            try runtime(what()) { try model.sendVoid(setter, object) }
        }
        func make(_ v: BridgedValue) throws -> ObjCObject {
            try runtime("making a value for \(property.name)") { try v.makeObject() }
        }
        switch property.kind {
        case .number(let code):
            try runtime(what()) { try ScalarAccessors.setNumber(CNumber(value), code: code, setter: setter, on: model) }
        case .classObject:
            if case .null = value { try runtime(what()) { try ScalarAccessors.setClass(nil, setter: setter, on: model) } }
            else if case .string(let name) = value, let cls = ObjCClass.lookUp(name) {
                try runtime(what()) { try ScalarAccessors.setClass(cls, setter: setter, on: model) }
            }
        case .selector:
            if case .null = value { try runtime(what()) { try ScalarAccessors.setSelector(nil, setter: setter, on: model) } }
            else if case .string(let name) = value, !name.isEmpty {
                try runtime(what()) { try ScalarAccessors.setSelector(Selector(name), setter: setter, on: model) }
            }
        case .structure(let encoding):
            // Only an NSValue of exactly the property's encoding (YYModel compares objCType
            // with strcmp, then uses KVC); the struct travels by value through libffi.
            guard case .value(let bytes, let type) = value, type == encoding else { return }
            try runtime(what()) {
                let invocation = try Invocation(target: model, selector: setter)
                try invocation.setArgument(.bytes(bytes), at: 2)
                try withExtendedLifetime(model) { try invocation.send() }
            }
        case .unsupported:
            return
        case .object:
            if case .null = value { try setObject(nil); return }
            switch property.objectType ?? .any {
            case .any:
                try setObject(try make(value))
            case .string:
                switch value {
                case .string: try setObject(try make(value))
                case .data(let bytes):
                    if let s = String(validating: bytes, as: UTF8.self) { try setObject(try make(.string(s))) }
                default:
                    if let s = numberString(value) { try setObject(try make(.string(s))) }
                }
            case .number:
                switch value {
                case .signed, .unsigned, .double, .bool: try setObject(try make(value)) // kept as it came
                default: try setObject(try CNumber(value).map { try make($0.bridged) })
                }
            case .date:
                if case .date = value { try setObject(try make(value)) }
                else if case .string(let s) = value, let seconds = ISODate.parse(s) { try setObject(try make(.date(seconds))) }
            case .data:
                if case .data = value { try setObject(try make(value)) }
                else if case .string(let s) = value { try setObject(try make(.data(Array(s.utf8)))) }
            case .value:
                if case .value = value { try setObject(try make(value)) }
            case .null:
                return
            case .array(let mutable):
                guard case .array(let elements) = value else { return }
                let objects = try arrayElements(elements, generic: property.genericClass, depth: depth)
                try setObject(try runtime("making an array for \(property.name)") { try ObjCObject.array(objects, mutable: mutable) })
            case .dictionary(let mutable):
                guard case .dictionary(let pairs) = value else { return }
                let entries = try dictionaryEntries(pairs, generic: property.genericClass, depth: depth)
                try setObject(try runtime("making a dictionary for \(property.name)") { try ObjCObject.dictionary(entries, mutable: mutable) })
            case .model(let cls):
                guard case .dictionary(let pairs) = value else { return }
                // An existing nested model is updated in place, as YYModel does.
                if let getter = property.getter,
                   let existing = try runtime(what(), { try model.send(getter) }), existing.isKind(of: cls) {
                    try fill(existing, meta: ModelMeta.meta(for: existing.objcClass), from: pairs, depth: depth + 1)
                } else {
                    try setObject(try newModel(cls, from: pairs, depth: depth))
                }
            case .unknownClass:
                return
            }
        }
    }

    /// An array property's elements. With a generic class: elements already of that class
    /// stay, dictionaries become models of it (when it is a model class), the rest is
    /// dropped. Without: all stay.
    private static func arrayElements(_ elements: [BridgedValue], generic: ObjCClass?, depth: Int) throws -> [ObjCObject] {
        var objects: [ObjCObject] = []
        objects.reserveCapacity(elements.count)
        let genericIsModel = generic.map { if case .model = ObjectType($0) { true } else { false } } ?? false
        for element in elements {
            guard let generic else {
                objects.append(try runtime("making an array element") { try element.makeObject() })
                continue
            }
            if case .dictionary(let pairs) = element, genericIsModel {
                objects.append(try newModel(generic, from: pairs, depth: depth))
                continue
            }
            let object = try runtime("making an array element") { try element.makeObject() }
            if object.isKind(of: generic) { objects.append(object) }
        }
        return objects
    }

    /// A dictionary property's entries. With a model generic class: dictionary values become
    /// models of it and other values are dropped (YYModel keeps only converted values); with
    /// a value generic class (NSString, …) values of that class stay.
    private static func dictionaryEntries(_ pairs: [String: BridgedValue], generic: ObjCClass?,
                                          depth: Int) throws -> [(key: ObjCObject, value: ObjCObject)] {
        var entries: [(key: ObjCObject, value: ObjCObject)] = []
        let genericIsModel = generic.map { if case .model = ObjectType($0) { true } else { false } } ?? false
        for key in pairs.keys.sorted() {
            guard let value = pairs[key] else { continue }
            let object: ObjCObject
            if let generic, genericIsModel {
                guard case .dictionary(let inner) = value else { continue }
                object = try newModel(generic, from: inner, depth: depth)
            } else if let generic {
                object = try runtime("making a dictionary value") { try value.makeObject() }
                guard object.isKind(of: generic) else { continue }
            } else {
                object = try runtime("making a dictionary value") { try value.makeObject() }
            }
            entries.append((key: ObjCObject.string(key), value: object))
        }
        return entries
    }
}

/// Runs a runtime step, turning its error into ``ModelMappingError/runtime(_:)`` (mapping
/// errors pass through unchanged).
func runtime<R>(_ what: @autoclosure () -> String, _ body: () throws -> R) throws -> R {
    do {
        return try body()
    } catch let error as ModelMappingError {
        throw error
    } catch {
        throw ModelMappingError.runtime("\(what()): \(error)")
    }
}

import ObjCRuntime

/// Dictionary → model: YYModel's `-yy_modelSetWithDictionary:` and `ModelSetValueForProperty`,
/// on runtime objects without handles. A value that does not fit its property is skipped, set
/// to nil or zero exactly where YYModel does; only runtime failures, a refusing hook and
/// runaway nesting are errors.
///
/// Reference counts are explicit here: lookups answer +1, conversions +1, each released after
/// the setter has taken what it keeps.
enum ModelDecoder {
    /// Fills `model` from an NSDictionary; false when a customization hook refused the input
    /// (the will-transform hook returned nil, or the transform hook returned false).
    static func fill(_ model: UnmanagedObject, meta: ModelMeta, from dictionary: UnmanagedObject, depth: Int) throws -> Bool {
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        var input = dictionary
        var replacement: ObjCObject?
        if let hook = meta.willTransform {
            let returned = try runtime("-[\(meta.cls.name) modelCustomWillTransformFromDictionary:]") {
                try hook(model.object(), dictionary.object())
            }
            guard let returned, returned.unmanaged.valueKind.isDictionary else { return false }
            replacement = returned
            input = returned.unmanaged
        }
        return try withExtendedLifetime(replacement) {
            for step in meta.steps {
                guard let value = step.value(in: input, meta: meta) else { continue }
                defer { value.release() }
                try set(value, into: step, of: meta, on: model, depth: depth)
            }
            guard let hook = meta.transformFrom else { return true }
            return try runtime("-[\(meta.cls.name) modelCustomTransformFromDictionary:]") { try hook(model.object(), input.object()) }
        }
    }

    /// The class to make from `dictionary` when `target` is wanted: `target`'s custom-class
    /// hook's answer, else `target` (YYModel's `+modelCustomClassForDictionary:`).
    static func modelClass(_ target: ObjCClass, meta: ModelMeta, for dictionary: UnmanagedObject) throws -> ObjCClass {
        guard let hook = meta.customClass else { return target }
        guard let chosen = try runtime("+[\(target.name) modelCustomClassForDictionary:]", { try hook(dictionary.object()) }) else {
            return target
        }
        guard !chosen.isMetaClass else {
            throw ModelMappingError.runtime("+[\(target.name) modelCustomClassForDictionary:] answered \(chosen), a metaclass")
        }
        return chosen
    }

    /// A new instance of `cls` (`+new`, +1) — without the custom-class hook.
    static func instance(of cls: ObjCClass) throws -> UnmanagedObject {
        guard let made = try runtime("+[\(cls.name) new]", { try cls.send(Selectors.new, as: UnmanagedObject?.self) }) else {
            throw ModelMappingError.runtime("+[\(cls.name) new] returned nil")
        }
        return made
    }

    /// A nested model (+1) made from a dictionary: the custom class, `+new`, then filled. As in
    /// YYModel, a nested model a hook refused is kept (only the top level answers nil).
    static func nestedModel(_ target: ObjCClass, from dictionary: UnmanagedObject, depth: Int) throws -> UnmanagedObject {
        let targetMeta = try ModelMeta.checked(for: target)
        let cls = try modelClass(target, meta: targetMeta, for: dictionary)
        let one = try instance(of: cls)
        do {
            _ = try fill(one, meta: cls == target ? targetMeta : try ModelMeta.checked(for: cls), from: dictionary, depth: depth + 1)
        } catch {
            one.release()
            throw error
        }
        return one
    }

    /// Sets an object (nil clears) through the property's setter. For an `assign` /
    /// `unsafe_unretained` property the value is also associated with the model, so it lives as
    /// long as the model or until the mapper sets that property again: the setter alone would
    /// leave the model pointing at a value nobody keeps.
    static func setObject(_ object: UnmanagedObject?, into step: PropertyStep, on model: UnmanagedObject) throws {
        do {
            try model.send(step.setter, object, as: Void.self)
        } catch {
            throw ModelMappingError(error, step: "-[\(model.objcClass.name) \(step.setter.name)]")
        }
        guard step.keepsValuesAlive else { return }
        try runtime("keeping the value set with \(step.setter.name) alive") {
            try model.object().setAssociatedObject(object?.object(), forKey: keepAliveKey(step.setter), policy: .retainNonatomic)
        }
    }

    /// One association key per setter: an address inside the interned selector, unique to it.
    static func keepAliveKey(_ setter: Selector) -> AssociationKey {
        AssociationKey(rawValue: setter.rawValue.advanced(by: 1))
    }

    private static func apply(_ converted: Converted, value: UnmanagedObject, into step: PropertyStep,
                              on model: UnmanagedObject) throws {
        switch converted {
        case .same: try setObject(value, into: step, on: model)
        case .object(let made):
            defer { made.release() }
            try setObject(made, into: step, on: model)
        case .clear: try setObject(nil, into: step, on: model)
        case .skip: return
        }
    }

    /// YYModel's `ModelSetValueForProperty`: converts `value` (+0) for the property and sets it.
    static func set(_ value: UnmanagedObject, into step: PropertyStep, of meta: ModelMeta, on model: UnmanagedObject,
                    depth: Int) throws {
        let kind = value.valueKind
        let setter = step.setter
        func what() -> String { "-[\(model.objcClass.name) \(setter.name)]" }
        switch step.action {
        case .number(let code):
            try runtime(what()) {
                try ScalarAccessors.setNumber(CNumber(value, kind: kind), code: code, setter: setter, on: model)
            }
        case .none:
            return
        case .block:
            if kind == .null { try setObject(nil, into: step, on: model) }
            else if kind == .block { try setObject(value, into: step, on: model) }
        case .classObject:
            var cls: ObjCClass?
            switch kind {
            case .null: break
            case .string, .mutableString:
                guard let found = value.string.flatMap(ObjCClass.lookUp) else { return }
                cls = found
            case .classObject: cls = ObjCClass(pointer: value.pointer)
            default: return
            }
            try runtime(what()) { try model.send(setter, cls, as: Void.self) }
        case .selector:
            var sel: Selector?
            if kind.isString {
                guard let name = value.string, !name.isEmpty else { return }
                sel = Selector(name)
            } else if kind != .null {
                return
            }
            try runtime(what()) { try model.send(setter, sel?.rawValue, as: Void.self) }
        case .pointer:
            // YYModel takes `-pointerValue` of an NSValue of type `^v`.
            var pointer: UnsafeRawPointer?
            if kind == .value {
                guard value.valueObjCType == "^v",
                      let p = value.withValueBytes({
                          $0.count == MemoryLayout<UnsafeRawPointer?>.size ? $0.loadUnaligned(as: UnsafeRawPointer?.self) : nil
                      })
                else { return }
                pointer = p
            } else if kind != .null {
                return
            }
            try runtime(what()) { try model.send(setter, pointer, as: Void.self) }
        case .byValue:
            // Only an NSValue of exactly the property's encoding (YYModel compares objCType with
            // strcmp); the bytes travel by value through libffi.
            guard kind == .value, value.valueObjCType == meta.properties[step.index].info.typeEncoding,
                  let bytes = value.withValueBytes({ Array($0) }) else { return }
            try PropertyAccess.setByValue(.bytes(bytes), on: model, setter: setter)
        default:
            if kind == .null { return try setObject(nil, into: step, on: model) }
            try apply(try convert(value, kind: kind, for: step, on: model, depth: depth), value: value, into: step, on: model)
        }
    }

    /// The object conversions, by the property's Foundation type.
    private static func convert(_ value: UnmanagedObject, kind: ValueKind, for step: PropertyStep,
                                on model: UnmanagedObject, depth: Int) throws -> Converted {
        switch step.action {
        case .string(let mutable): return try ValueConversion.string(from: value, kind: kind, mutable: mutable)
        case .numberObject: return ValueConversion.number(from: value, kind: kind)
        case .decimalNumber: return ValueConversion.decimal(from: value, kind: kind)
        case .value: return kind == .value || kind.isNumber ? .same : .skip
        case .data(let mutable): return try ValueConversion.data(from: value, kind: kind, mutable: mutable)
        case .date: return ValueConversion.date(from: value, kind: kind)
        case .url: return ValueConversion.url(from: value, kind: kind)
        case .array(let mutable):
            return try ContainerConversion.array(from: value, kind: kind, generic: step.genericClass, mutable: mutable, depth: depth)
        case .set(let mutable):
            return try ContainerConversion.set(from: value, kind: kind, generic: step.genericClass, mutable: mutable, depth: depth)
        case .dictionary(let mutable):
            return try ContainerConversion.dictionary(from: value, kind: kind, generic: step.genericClass,
                                                      mutable: mutable, depth: depth)
        case .valueClass(let cls):
            return value.isKind(of: cls) ? .same : .skip
        case .nested(let target):
            return try nested(value, kind: kind, target: target, for: step, on: model, depth: depth)
        default:
            return .skip
        }
    }

    /// A value of the target class is set as it is (an `NSObject *` property takes an
    /// NSNumber; `id` takes anything); a dictionary updates the existing nested model in place
    /// or becomes a new one.
    private static func nested(_ value: UnmanagedObject, kind: ValueKind, target: ObjCClass?, for step: PropertyStep,
                               on model: UnmanagedObject, depth: Int) throws -> Converted {
        guard let target, !value.isKind(of: target) else { return .same }
        guard kind.isDictionary else { return .skip }
        if let existing = try PropertyAccess.object(of: model, getter: step.getter) {
            defer { existing.release() }
            _ = try fill(existing, meta: try ModelMeta.checked(for: existing.objcClass), from: value, depth: depth + 1)
            return .skip
        }
        return .object(try nestedModel(target, from: value, depth: depth))
    }
}

/// Runs a runtime step, turning its error into ``ModelMappingError/runtime(_:)`` (mapping
/// errors pass through unchanged).
func runtime<R>(_ what: @autoclosure () -> String, _ body: () throws -> R) throws -> R {
    do {
        return try body()
    } catch {
        throw ModelMappingError(error, step: what())
    }
}

extension ModelMappingError {
    /// `error` from `step`: a mapping error as it is, what a message raised kept whole, anything
    /// else described.
    init(_ error: any Error, step: String) {
        switch error {
        case let error as ModelMappingError: self = error
        case let exception as ObjCException: self = .raised(exception, step: step)
        default: self = .runtime("\(step): \(error)")
        }
    }
}

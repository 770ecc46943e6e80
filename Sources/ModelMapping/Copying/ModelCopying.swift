import ObjCEncoding
import ObjCRuntime

/// YYModel's `-yy_modelCopy`, `-yy_modelHash` and `-yy_modelIsEqual:`: property by property,
/// through the accessors, for classes that implement `-copyWithZone:`, `-hash` and
/// `-isEqual:` with them (or for comparing and copying any model from Swift).
enum ModelCopying {
    /// A new instance of the model's class with every property copied through the accessors
    /// (a shallow copy: objects are shared, as YYModel shares them). Foundation objects answer
    /// `-copy`; NSNull answers itself.
    static func copy(_ model: UnmanagedObject) throws -> UnmanagedObject {
        let meta = try ModelMeta.checked(for: model.objcClass)
        let kind = model.valueKind
        if kind == .null { return model.retain() }
        if meta.objectType.isFoundationType || kind != .other {
            return try runtime("-[\(model.objcClass.name) copy]") { try model.send(Selectors.copy, as: UnmanagedObject?.self) } ?? model.retain()
        }
        let one = try ModelDecoder.instance(of: model.objcClass)
        do {
            for step in meta.steps { try copyProperty(step, from: model, to: one) }
        } catch {
            one.release()
            throw error
        }
        return one
    }

    private static func copyProperty(_ step: PropertyStep, from model: UnmanagedObject, to one: UnmanagedObject) throws {
        let g = step.getter, s = step.setter
        try runtime("copying with \(g.name) / \(s.name)") {
            switch step.action {
            case .number(let code):
                // The exact bits of each C type (YYModel copies by size the same way).
                switch code.type {
                case .int8, .uint8: try one.send(s, try model.send(g, as: UInt8.self), as: Void.self)
                case .int16, .uint16: try one.send(s, try model.send(g, as: UInt16.self), as: Void.self)
                case .int32, .uint32: try one.send(s, try model.send(g, as: UInt32.self), as: Void.self)
                case .int64, .uint64: try one.send(s, try model.send(g, as: UInt64.self), as: Void.self)
                case .float: try one.send(s, try model.send(g, as: Float.self), as: Void.self)
                case .double: try one.send(s, try model.send(g, as: Double.self), as: Void.self)
                case .bool: try one.send(s, try model.send(g, as: Bool.self), as: Void.self)
                default: try PropertyAccess.setByValue(try PropertyAccess.byValue(of: model, getter: g), on: one, setter: s)
                }
            case .classObject, .selector, .pointer:
                try one.send(s, try model.send(g, as: UnsafeRawPointer?.self), as: Void.self)
            case .byValue:
                try PropertyAccess.setByValue(try PropertyAccess.byValue(of: model, getter: g), on: one, setter: s)
            case .none:
                return
            default:
                let value = try PropertyAccess.object(of: model, getter: g)
                defer { value?.release() }
                try ModelDecoder.setObject(value, into: step, on: one)
            }
        }
    }

    /// `-yy_modelHash`: the XOR of the `-hash` of every property key-value coding can box
    /// (numbers as NSNumbers, structs as NSValues); the object's address when it has none.
    static func hash(_ model: UnmanagedObject) throws -> Int {
        let meta = try ModelMeta.checked(for: model.objcClass)
        if meta.objectType.isFoundationType || model.valueKind != .other {
            return try runtime("-[\(model.objcClass.name) hash]") { try model.send(Selectors.hash, as: Int.self) }
        }
        var value = 0, count = 0
        for step in meta.steps where meta.properties[step.index].kind.isKVCCompatible {
            let boxed = try box(step, of: model, meta: meta)
            defer { boxed?.release() }
            if let boxed { value ^= try runtime("-[\(boxed.objcClass.name) hash]") { try boxed.send(Selectors.hash, as: Int.self) } }
            count += 1
        }
        return count == 0 ? Int(bitPattern: UInt(bitPattern: model.pointer)) : value
    }

    /// `-yy_modelIsEqual:`: the same object; or an instance of exactly the same class with the
    /// same hash whose boxed properties are pairwise nil or `-isEqual:`.
    static func isEqual(_ model: UnmanagedObject, _ other: UnmanagedObject?) throws -> Bool {
        guard let other else { return false }
        if model == other { return true }
        guard model.objcClass == other.objcClass else { return false }
        let meta = try ModelMeta.checked(for: model.objcClass)
        if meta.objectType.isFoundationType || model.valueKind != .other {
            return try runtime("-[\(model.objcClass.name) isEqual:]") {
                try model.object().send(Selectors.isEqual, other.object(), as: Bool.self)
            }
        }
        guard try hash(model) == hash(other) else { return false }
        for step in meta.steps where meta.properties[step.index].kind.isKVCCompatible {
            let this = try box(step, of: model, meta: meta), that = try box(step, of: other, meta: meta)
            defer { this?.release(); that?.release() }
            if this == that { continue }
            guard let this, let that else { return false }
            guard try runtime("-[\(this.objcClass.name) isEqual:]", { try this.object().send(Selectors.isEqual, that.object(), as: Bool.self) })
            else { return false }
        }
        return true
    }

    /// A property's value as `-valueForKey:` would box it (+1): numbers in NSNumbers, structs
    /// and unions in NSValues, classes as class objects, objects as they are.
    static func box(_ step: PropertyStep, of model: UnmanagedObject, meta: ModelMeta) throws -> UnmanagedObject? {
        switch step.action {
        case .number(let code):
            return try PropertyAccess.number(of: model, code: code, getter: step.getter)?.makeObject()
                ?? UnmanagedObject.makeNumber(double: .nan, type: NaturalCode.double)
        case .classObject:
            return try PropertyAccess.classValue(of: model, getter: step.getter).map { UnmanagedObject($0.pointer) }
        case .byValue:
            guard case .bytes(let bytes) = try PropertyAccess.byValue(of: model, getter: step.getter) else { return nil }
            let encoding = meta.properties[step.index].info.typeEncoding
            return try runtime("boxing \(encoding)") { try BridgedValue.value(bytes: bytes, objCType: encoding).makeObject() }
                .retainedUnmanaged()
        case .selector, .pointer, .none:
            return nil
        default:
            return try PropertyAccess.object(of: model, getter: step.getter)
        }
    }
}

import ObjCRuntime

/// The container branches of YYModel's `ModelSetValueForProperty`: NSArray, NSSet and
/// NSDictionary properties, with or without a generic class.
///
/// With a generic class, elements already of that class stay, dictionaries become models of it
/// (through its custom-class hook) when it is a model class, and the rest is dropped; a
/// dictionary's values follow the same rule. YYModel makes "models" of a Foundation value
/// class too (an empty NSString per dictionary) and drops a dictionary's values that are
/// already of the generic class; here neither happens. Without a generic class the value is
/// taken as it is (arrays and sets convert into each other).
enum ContainerConversion {
    static func array(from value: UnmanagedObject, kind: ValueKind, generic: ObjCClass?, mutable: Bool,
                      depth: Int) throws -> Converted {
        guard kind.isArray || kind.isSet else { return .skip }
        if generic == nil && kind.isArray { return try ValueConversion.sameOr(mutableCopyOf: value, mutable: mutable) }
        return try withElements(of: value, generic: generic, depth: depth) { .made(UnmanagedObject.makeArray($0, mutable: mutable)) }
    }

    static func set(from value: UnmanagedObject, kind: ValueKind, generic: ObjCClass?, mutable: Bool,
                    depth: Int) throws -> Converted {
        guard kind.isArray || kind.isSet else { return .skip }
        if generic == nil && kind.isSet { return try ValueConversion.sameOr(mutableCopyOf: value, mutable: mutable) }
        return try withElements(of: value, generic: generic, depth: depth) { .made(UnmanagedObject.makeSet($0, mutable: mutable)) }
    }

    static func dictionary(from value: UnmanagedObject, kind: ValueKind, generic: ObjCClass?, mutable: Bool,
                           depth: Int) throws -> Converted {
        guard kind.isDictionary else { return .skip }
        guard let generic else { return try ValueConversion.sameOr(mutableCopyOf: value, mutable: mutable) }
        let entries = value.copyEntries()
        var keys: [UnmanagedObject] = [], values: [UnmanagedObject] = []
        defer {
            for e in entries { e.key.release(); e.value.release() }
            for v in values { v.release() }
        }
        let isModel = isModelClass(generic)
        for entry in entries {
            guard let element = try element(entry.value, generic: generic, isModel: isModel, depth: depth) else { continue }
            keys.append(entry.key)
            values.append(element)
        }
        return keys.withUnsafeBufferPointer { k in
            values.withUnsafeBufferPointer { .made(UnmanagedObject.makeDictionary(keys: k, values: $0, mutable: mutable)) }
        }
    }

    /// Converts the elements of an array or set and hands them to `make` (which retains what
    /// it keeps).
    private static func withElements(of value: UnmanagedObject, generic: ObjCClass?, depth: Int,
                                     _ make: (UnsafeBufferPointer<UnmanagedObject>) -> Converted) throws -> Converted {
        let elements = value.copyElements()
        var kept: [UnmanagedObject] = []
        kept.reserveCapacity(elements.count)
        defer {
            for e in elements { e.release() }
            for k in kept { k.release() }
        }
        if let generic {
            let isModel = isModelClass(generic)
            for e in elements {
                if let converted = try element(e, generic: generic, isModel: isModel, depth: depth) { kept.append(converted) }
            }
        } else {
            kept = elements.map { $0.retain() }
        }
        return kept.withUnsafeBufferPointer(make)
    }

    /// One element (+1), or nil to drop it.
    private static func element(_ e: UnmanagedObject, generic: ObjCClass, isModel: Bool, depth: Int) throws -> UnmanagedObject? {
        if e.isKind(of: generic) { return e.retain() }
        guard isModel, e.valueKind.isDictionary else { return nil }
        return try ModelDecoder.nestedModel(generic, from: e, depth: depth)
    }

    private static func isModelClass(_ cls: ObjCClass) -> Bool {
        if case .model = ObjectType(cls) { return true }
        return false
    }
}

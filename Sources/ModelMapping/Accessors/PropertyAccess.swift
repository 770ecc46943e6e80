import ObjCRuntime

/// Reading a property's value through its getter, for the encoder, copying, hashing and
/// archiving.
enum PropertyAccess {
    /// An object or block getter's result, retained (+1) for the caller. The getter returns it
    /// unretained: object getters named into an owned family are never called (``PropertyMeta``
    /// refuses them, ``PropertyRefusal/ownedResultGetter(getter:family:)``), and a block getter
    /// has no family whatever its name, as clang reads it.
    static func object(of model: UnmanagedObject, getter: Selector) throws -> UnmanagedObject? {
        try runtime("-[\(model.objcClass.name) \(getter.name)]") { try model.send(getter, as: UnmanagedObject?.self) }?.retain()
    }

    /// A `Class` getter's result.
    static func classValue(of model: UnmanagedObject, getter: Selector) throws -> ObjCClass? {
        try runtime("-[\(model.objcClass.name) \(getter.name)]") { try model.send(getter, as: ObjCClass?.self) }
    }

    /// A `SEL` getter's result.
    static func selectorValue(of model: UnmanagedObject, getter: Selector) throws -> Selector? {
        try runtime("-[\(model.objcClass.name) \(getter.name)]") { try model.send(getter, as: Selector?.self) }
    }

    /// A C number getter's value.
    static func number(of model: UnmanagedObject, code: NumberCode, getter: Selector) throws -> CNumberValue? {
        try runtime("-[\(model.objcClass.name) \(getter.name)]") { try ScalarAccessors.number(code: code, getter: getter, of: model) }
    }

    /// What a by-value getter returns (structs, unions, `long double`), through libffi.
    static func byValue(of model: UnmanagedObject, getter: Selector) throws -> ObjCValue {
        try runtime("-[\(model.objcClass.name) \(getter.name)]") {
            let invocation = try Invocation(target: model.pointer, selector: getter.name)
            try invocation.send()
            return invocation.returnValue
        }
    }

    /// Sends a by-value setter (structs, unions, `long double`) through libffi.
    static func setByValue(_ value: ObjCValue, on model: UnmanagedObject, setter: Selector) throws {
        try runtime("-[\(model.objcClass.name) \(setter.name)]") {
            let invocation = try Invocation(target: model.pointer, selector: setter.name)
            try invocation.setArgument(value, at: 2)
            try invocation.send()
        }
    }
}

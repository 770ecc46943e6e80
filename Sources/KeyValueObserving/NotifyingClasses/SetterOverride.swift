import ObjCEncoding
import ObjCRuntime

/// Choosing and building the notifying setter that overrides a key's setter.
enum SetterOverride {
    struct Setter {
        let selector: Selector
        let types: String
        /// The argument's encoding, qualifiers (`r`, `n`, …) removed.
        let argument: Substring
    }

    /// The setter of `key` on `cls`: the property's `S` attribute or `set<Key>:`; nil when
    /// the class has no such method (a read-only property notifies only manually).
    static func setter(of cls: ObjCClass, forKey key: String) throws -> Setter? {
        var name = PropertyAttributes.defaultSetterName(forProperty: key)
        if let p = cls.property(named: key) {
            let attrs = try PropertyAttributes.parse(p.attributes)
            if let custom = attrs.setter { name = custom }
        }
        let sel = Selector(name)
        guard let method = cls.instanceMethod(for: sel) else { return nil }
        let types = method.typeEncoding
        let signature = try MethodSignature.parse(types)
        guard signature.numberOfArguments == 3 else { return nil }
        let argument = ObjCType.unqualified(signature.arguments[2].encoding)
        return Setter(selector: sel, types: types, argument: argument)
    }

    /// How the change reads `key`: straight through its getter when the getter returns the
    /// setter's scalar or object type (the common case, and what typed setters are for),
    /// else through key-value coding.
    static func reader(of cls: ObjCClass, forKey key: String, setter: Setter) -> ValueReader {
        var getter = key
        if let p = cls.property(named: key), let attrs = try? PropertyAttributes.parse(p.attributes) {
            getter = attrs.getterName(forProperty: key)
        }
        let sel = Selector(getter)
        guard let method = cls.instanceMethod(for: sel),
              let signature = try? MethodSignature.parse(method.typeEncoding), signature.numberOfArguments == 2,
              let code = ObjCType.unqualified(signature.returnValue.encoding).utf8.first,
              setter.argument.utf8.first == code, let type = ValueReading.getterType(code) else {
            return .keyValueCoding
        }
        return .getter(sel, code: code, type: type)
    }

    /// The IMP that overrides `setter`: a typed C function for every scalar, object and
    /// pointer type; a raw closure IMP (libffi) for the rest.
    static func makeIMP(setter: Setter) throws -> IMP {
        if let typed = NotifyingSetter.imp(forArgument: setter.argument) { return typed }
        return try closureIMP(setter: setter)
    }

    /// For structs and other by-value types: a raw closure IMP (libffi) made from the
    /// setter's own encoding — its call interface prepared once, here — which passes its
    /// caller's argument vector on to the original setter untouched
    /// (`RawIMPCall.forward(to:)`). A set boxes nothing and makes no `Invocation`: it costs
    /// the closure's trampoline and a libffi call on top of a typed setter's work.
    private static func closureIMP(setter: Setter) throws -> IMP {
        try imp_implementationWithRawHandler(types: setter.types) { call in
            guard let receiver = call.word(at: 0), let cmd = call.word(at: 1) else { return }
            NotifyingSetter.run(receiver, UnsafeRawPointer(cmd)) { call.forward(to: $0) }
        }
    }
}

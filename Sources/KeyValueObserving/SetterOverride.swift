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
        let argument = unqualified(signature.arguments[2].encoding)
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
              let code = unqualified(signature.returnValue.encoding).utf8.first,
              setter.argument.utf8.first == code, let type = ValueReading.getterType(code),
              code != UInt8(ascii: "@") || setter.argument.hasPrefix("@") else { return .keyValueCoding }
        return .getter(sel, code: code, type: type)
    }

    /// The IMP that overrides `setter`: a typed C function for every scalar, object and
    /// pointer type; a closure IMP (libffi) for the rest.
    static func makeIMP(original: ObjCClass, key: String, setter: Setter) throws -> IMP {
        if let typed = NotifyingSetter.imp(forArgument: setter.argument) { return typed }
        return try closureIMP(original: original, key: key, setter: setter)
    }

    /// For structs and other by-value types: a closure IMP made from the setter's own
    /// encoding, which receives the arguments boxed and calls the original setter through an
    /// `Invocation`, passing them through unchanged.
    private static func closureIMP(original: ObjCClass, key: String, setter: Setter) throws -> IMP {
        let types = setter.types
        let sel = setter.selector
        return try imp_implementationWithBlock(types: types) { args in
            guard case .object(let p)? = args.first, let p else { return .void }
            var result = ObjCValue.void
            let state = NotifyingClassState.of(p)
            let info = state?.setter(for: sel.rawValue)
            let call = {
                do {
                    let invocation = try Invocation(implementation: MessageSend.lookupSuper(p, from: original, sel),
                                                    types: types)
                    for (i, value) in args.enumerated() { try invocation.setArgument(value, at: i) }
                    try invocation.invoke()
                    result = invocation.returnValue
                } catch {
                    DeliveryFailures.record(.deliveryFailed(keyPath: key, reason: "setter \(sel.name): \(error)"))
                }
            }
            if let info, let state { NotifyingSetter.perform(p, info, state, call) } else { call() }
            return result
        }
    }

    /// `encoding` without its leading method-type qualifiers (`ObjCType.Qualifier`) and
    /// `_Atomic` prefix: neither changes how the value is passed.
    static func unqualified(_ encoding: Substring) -> Substring {
        encoding.drop { c in
            c.asciiValue.map { ObjCType.Qualifier.isQualifier($0) || $0 == ObjCType.atomicPrefix } ?? false
        }
    }
}

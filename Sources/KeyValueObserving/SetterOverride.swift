import ObjCEncoding
import ObjCRuntime

/// The notifying setter: for any setter encoding, a closure IMP that brackets the original
/// setter (called as `[super set…]`) with `willChangeValueForKey:` / `didChangeValueForKey:`.
enum SetterOverride {
    struct Setter {
        let selector: Selector
        let types: String
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
        return Setter(selector: sel, types: types)
    }

    private typealias KeyFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void

    /// Builds the overriding IMP. The original IMP is looked up on every call (a super send),
    /// so a later swizzle of the original class's setter is honoured.
    static func makeIMP(original: ObjCClass, key: String, setter: Setter) throws -> IMP {
        let keyString = ObjCObject.string(key)
        let types = setter.types
        let sel = setter.selector
        let willSel = Selector("willChangeValueForKey:")
        let didSel = Selector("didChangeValueForKey:")
        return try imp_implementationWithBlock(types: types) { args in
            guard case .object(let p)? = args.first, let p else { return .void }
            return autoreleasepool {
                let object = ObjCObject(retaining: p)
                do {
                    try object.withIMP(for: willSel, as: KeyFn.self) { f, r, s in f(r, s, keyString.pointer) }
                    let invocation = try Invocation(implementation: MessageSend.lookupSuper(p, from: original, sel),
                                                    types: types)
                    for (i, value) in args.enumerated() { try invocation.setArgument(value, at: i) }
                    try invocation.invoke()
                    let result = invocation.returnValue
                    try object.withIMP(for: didSel, as: KeyFn.self) { f, r, s in f(r, s, keyString.pointer) }
                    return result
                } catch {
                    DeliveryFailures.record(.deliveryFailed(keyPath: key, reason: "setter \(sel.name): \(error)"))
                    return .void
                }
            }
        }
    }
}

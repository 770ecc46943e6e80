import ObjCRuntime

/// What the collection proxies of `mutableArrayValueForKey:` and `mutableSetValueForKey:`
/// share: a runtime subclass of a mutable collection class whose instances hold the target
/// object and the key in two ivars. The class is made on first use (or found, if another
/// copy of the module made it), and its ivars are looked up once, not on every message the
/// proxy answers.
struct ToManyProxyClass: Sendable {
    private struct Made: Sendable {
        let cls: ObjCClass
        let target: Ivar
        let key: Ivar
    }

    private let made: Result<Made, any Error>

    /// Makes or finds the class `name` under `superclass` with the `methods` (selector,
    /// types, IMP) its proxies answer.
    init(name: String, superclass: ObjCClass, methods: () -> [(String, String, IMP)]) {
        made = Result {
            let cls: ObjCClass
            if let existing = ObjCClass.lookUp(name) {
                cls = existing
            } else {
                let b = try ClassBuilder(name: name, superclass: superclass)
                try b.addIvar("_kvoTarget", size: 8, log2Alignment: 3, types: "@")
                try b.addIvar("_kvoKey", size: 8, log2Alignment: 3, types: "@")
                for (selector, types, imp) in methods() { try b.addMethod(Selector(selector), types: types, imp: imp) }
                cls = try b.register()
            }
            guard let target = cls.ivar(named: "_kvoTarget"), let key = cls.ivar(named: "_kvoKey") else {
                throw ObjCError.invalidArgument("\(name) exists without the proxy's ivars")
            }
            return Made(cls: cls, target: target, key: key)
        }
    }

    /// A new proxy for `key` of `target`.
    func make(target: ObjCObject, key: String) throws -> ObjCObject {
        try KeyValueObserving.validate(key)
        let m = try made.get()
        let proxy = try m.cls.createInstance()
        try m.target.setObject(target, in: proxy)
        try m.key.setObject(.string(key), in: proxy)
        return proxy
    }

    /// The target and key of the proxy at `pointer`, or nil when it is not one.
    func targetAndKey(of pointer: UnsafeMutableRawPointer) -> (target: ObjCObject, key: String)? {
        guard let m = try? made.get() else { return nil }
        let proxy = ObjCObject(retaining: pointer)
        guard proxy.isKind(of: m.cls),
              let target = try? m.target.object(in: proxy),
              let key = (try? m.key.object(in: proxy))??.stringValue else { return nil }
        return (target, key)
    }
}

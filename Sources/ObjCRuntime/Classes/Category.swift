internal import CRuntimeCore

/// A category built at run time: methods, class methods, properties and protocols attached
/// to a registered class in one step. Category methods win over the class's own (as in
/// objc4) and every cache sees them on the next send.
public final class Category: @unchecked Sendable {
    let raw: CRuntimeCore.Category
    /// The category's name (for messages and errors).
    public let name: String

    /// - Throws: `invalidArgument` for an empty name.
    public init(name: String) throws {
        guard let c = name.withCString({ rt_category_create($0) }) else {
            throw ObjCError.invalidArgument("a category needs a name")
        }
        raw = c
        self.name = name
    }

    deinit { rt_category_dispose(raw) }

    /// Adds an instance method (wins over the class's own once attached).
    @discardableResult
    public func addInstanceMethod(_ sel: Selector, types: String, imp: IMP) throws -> Category {
        try check(types.withCString { rt_category_addInstanceMethod(raw, sel.raw, toCIMP(imp), $0) })
        return self
    }

    /// Adds a class method (goes to the metaclass).
    @discardableResult
    public func addClassMethod(_ sel: Selector, types: String, imp: IMP) throws -> Category {
        try check(types.withCString { rt_category_addClassMethod(raw, sel.raw, toCIMP(imp), $0) })
        return self
    }

    /// Adds a property with its raw attribute string.
    @discardableResult
    public func addProperty(_ name: String, attributes: String) throws -> Category {
        try check(name.withCString { n in attributes.withCString { rt_category_addProperty(raw, n, $0) } })
        return self
    }

    /// Adds a protocol the class will adopt.
    @discardableResult
    public func addProtocol(_ proto: ObjCProtocol) throws -> Category {
        try check(rt_category_addProtocol(raw, proto.raw))
        return self
    }

    /// Attaches to `cls` (once).
    /// - Throws: `categoryAlreadyAttached`, `classNotRegistered`.
    public func attach(to cls: ObjCClass) throws {
        let st = rt_category_attach(raw, cls.raw)
        if st == RT_ERR_CLASS_DISPOSED { throw ObjCError.classDisposed(name: cls.name) }
        if st == RT_ERR_CLASS_NOT_REGISTERED { throw ObjCError.classNotRegistered(name: cls.name) }
        try check(st)
    }

    private func check(_ st: rt_status) throws {
        switch st {
        case RT_OK: return
        case RT_ERR_ALREADY_ATTACHED: throw ObjCError.categoryAlreadyAttached(name: name)
        default: throw ObjCError.invalidArgument("category \(name): missing selector, IMP or name, or a metaclass target")
        }
    }
}

import ObjCRuntime

/// The two lookups of Foundation's accessor search patterns that the ordered
/// (``ToManyAccess``) and unordered (``SetAccess``) to-many searches share.
extension ObjCObject {
    /// The selector `name` when this object responds to it; nil otherwise — without
    /// registering a selector nobody has registered (a class implementing it would have).
    func implementedSelector(_ name: String) -> Selector? {
        guard let sel = Selector.existing(name), responds(to: sel) else { return nil }
        return sel
    }

    /// KVC's instance-variable step: the first object ivar named in `names`, when the class's
    /// `+accessInstanceVariablesDirectly` answers YES.
    func directObjectIvar(among names: [String]) throws -> Ivar? {
        let cls = objcClass
        guard try cls.send("accessInstanceVariablesDirectly", as: Bool.self) else { return nil }
        return names.lazy.compactMap { cls.ivar(named: $0) }.first { $0.isObject }
    }
}

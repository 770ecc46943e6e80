/// The lightweight-generic type arguments properties were declared with
/// (`@property NSArray<Book *> *books` → `["Book"]`), which clang drops from every encoding and
/// attribute string, so the runtime's own records cannot answer them. Whoever declares a class
/// from source (`RuntimeInstaller` for header text) records them here; model mapping reads them
/// to learn a container's element class, as it would from `+modelContainerPropertyGenericClass`.
///
/// Keyed by class and property name (the class that declares the property). Thread-safe: one
/// lock around a dictionary. A disposed class's entries are dropped (a disposal hook,
/// ``ObjCClass/addDisposalHook(_:)``).
package enum PropertyTypeArguments {
    private struct Key: Hashable {
        let cls: ObjCClass
        let property: String
    }

    private static let table: LockedValue<[Key: [String]]> = {
        ObjCClass.addDisposalHook { PropertyTypeArguments.forget($0) }
        return LockedValue([:])
    }()

    /// Records the type arguments of `property` of `cls` (class names, or `id`), replacing
    /// earlier ones; an empty list removes the record.
    package static func record(_ arguments: [String], forProperty property: String, of cls: ObjCClass) {
        table.withLock { $0[Key(cls: cls, property: property)] = arguments.isEmpty ? nil : arguments }
    }

    /// The recorded type arguments of `property` as declared by `cls` itself, or nil.
    package static func arguments(forProperty property: String, of cls: ObjCClass) -> [String]? {
        table.withLock { $0[Key(cls: cls, property: property)] }
    }

    /// Drops every record of `cls`.
    package static func forget(_ cls: ObjCClass) {
        table.withLock { t in t = t.filter { $0.key.cls != cls } }
    }
}

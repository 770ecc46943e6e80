import ObjCRuntime

/// The checks `RuntimeInstaller.install` makes before it creates anything, so that a header
/// it cannot install leaves the runtime as it was instead of half installed.
extension RuntimeInstaller {
    /// Why a header could not be installed. Nothing was created.
    public enum InstallError: Error, Equatable, Sendable, CustomStringConvertible {
        /// `className`'s superclass is neither registered in the runtime nor a class the
        /// header itself defines. `sdkModule` names the SDK module that declares it, when one
        /// does (`UIView` → UIKit): the SDK only declares, it registers no classes.
        case missingSuperclass(className: String, superclass: String, sdkModule: String?)
        /// A category extends a class that is neither registered nor defined by the header.
        case missingClass(category: String, className: String, sdkModule: String?)
        /// The header defines a root class (no superclass) the runtime does not have.
        case rootClass(className: String)

        public var description: String {
            switch self {
            case .missingSuperclass(let c, let s, let module):
                return "cannot install '\(c)': its superclass '\(s)' is not a class in the runtime"
                    + Self.declaredBy(module, s)
                    + "; register a class named '\(s)' first (ClassBuilder), or install a header that defines it. "
                    + "Nothing was installed."
            case .missingClass(let cat, let c, let module):
                return "cannot install the category '\(c)(\(cat))': '\(c)' is not a class in the runtime"
                    + Self.declaredBy(module, c) + "; register or install '\(c)' first. Nothing was installed."
            case .rootClass(let c):
                return "cannot install '\(c)': it has no superclass, and MiniObjC installs classes under an existing "
                    + "superclass (declare it as a subclass, e.g. of NSObject). Nothing was installed."
            }
        }

        private static func declaredBy(_ module: String?, _ name: String) -> String {
            guard let module else { return "" }
            return " (MiniObjC's \(module) module only declares '\(name)', it does not create it)"
        }
    }

    /// Throws the first reason `header` cannot be installed, before anything is created.
    static func preflight(_ header: CompiledHeader) throws {
        var available = Set<String>()
        func exists(_ name: String) -> Bool { available.contains(name) || ObjCClass.lookUp(name) != nil }
        for c in header.classes where c.category == nil {
            if ObjCClass.lookUp(c.name) == nil {
                guard let sup = c.superclass else { throw InstallError.rootClass(className: c.name) }
                guard exists(sup) else {
                    throw InstallError.missingSuperclass(className: c.name, superclass: sup, sdkModule: sdkModule(declaring: sup, in: header))
                }
            }
            available.insert(c.name)
        }
        for c in header.classes where c.category != nil && !exists(c.name) {
            throw InstallError.missingClass(category: c.category ?? "", className: c.name, sdkModule: sdkModule(declaring: c.name, in: header))
        }
    }

    /// The SDK module whose text declares class `name`, if any.
    private static func sdkModule(declaring name: String, in header: CompiledHeader) -> String? {
        guard let decl = header.file.primaryInterface(name), decl.fromPrelude else { return nil }
        return SDK.modules.first { $0.fileName == decl.location.file }?.name
    }
}

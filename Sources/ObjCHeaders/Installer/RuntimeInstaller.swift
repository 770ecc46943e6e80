import ObjCRuntime

/// Loads a compiled header into the live runtime: protocols, classes and categories are
/// created; ivars (declared and synthesized) are added; properties get their attribute
/// strings; synthesized properties get accessors that honour their attributes (see
/// `SynthesizedAccessors.swift`, and `ByValueAccessors.swift` for
/// structs, unions, `long double` and `_Complex`). `@dynamic` properties get none — they are left to
/// `+resolveInstanceMethod:` or a library such as DynamicDefaults. Declared methods have no
/// body in a header, so they are not installed.
public enum RuntimeInstaller {
    /// What an installation created.
    public struct Report: Sendable {
        /// Classes created (in header order).
        public var classes: [ObjCClass] = []
        /// Classes that already existed and were reused (a header may redeclare a class the
        /// program already registered, to put a category on it).
        public var reusedClasses: [ObjCClass] = []
        /// Protocols created.
        public var protocols: [ObjCProtocol] = []
        /// Categories attached, as `Class(Category)`.
        public var categories: [String] = []
        /// `Class.property` for synthesized properties passed by value (structs, unions,
        /// `long double`, `_Complex`), whose accessors are closure IMPs made through libffi.
        public var byValueAccessors: [String] = []
        /// Synthesized properties that got no accessor, with the reason: their type cannot be
        /// passed through a C call at all (`__int128`, an integer `_Complex`). Their ivar and
        /// attribute string exist.
        public var unsupportedAccessors: [UnsupportedAccessor] = []

        /// `Class.property` for each entry of ``unsupportedAccessors``.
        public var propertiesWithoutAccessors: [String] { unsupportedAccessors.map(\.property) }
    }

    /// A synthesized property left without accessors, and why.
    public struct UnsupportedAccessor: Sendable, Hashable, CustomStringConvertible {
        /// `Class.property`.
        public var property: String
        /// Why no accessor could be made (libffi's or the bridge's reason).
        public var reason: String

        /// `Class.property: reason`.
        public var description: String { "\(property): \(reason)" }
    }

    /// Parses, compiles and installs header text (`options`: platform, included files).
    @discardableResult
    public static func install(_ text: String, fileName: String = "input.h", options: HeaderOptions = .standard) throws -> Report {
        try install(HeaderCompiler.compile(text, fileName: fileName, target: .host, options: options))
    }

    /// Installs a compiled header. Throws `InstallError`, before creating anything, when a
    /// class's superclass (or a category's class) is neither in the runtime nor defined by the
    /// header — a `UIView` subclass, say, since the SDK only declares UIView; throws
    /// `ObjCError` when the runtime refuses (a class that exists with a different superclass).
    @discardableResult
    public static func install(_ header: CompiledHeader) throws -> Report {
        try preflight(header)
        var report = Report()
        for p in header.protocols {
            _ = try installProtocol(p.name, header: header, report: &report)
        }
        for c in header.classes where c.category == nil {
            try installClass(c, header: header, report: &report)
        }
        for c in header.classes where c.category != nil {
            try installCategory(c, header: header, report: &report)
        }
        return report
    }

    // MARK: protocols

    /// The runtime protocol named `name`, created from the header's declaration (its own or
    /// the SDK's) when the runtime does not have it yet; nil when nobody declares it.
    private static func installProtocol(_ name: String, header: CompiledHeader, report: inout Report) throws -> ObjCProtocol? {
        if let existing = try? ObjCProtocol.named(name) { return existing }
        let compiled = header.protocol(name) ?? preludeProtocol(name, header: header)
        guard let compiled else { return nil }
        let builder: ObjCProtocol.Builder
        do {
            builder = try ObjCProtocol.Builder(name: name)
        } catch ObjCError.duplicateProtocol {
            // Another thread registered it between the lookup and now: use theirs.
            return try ObjCProtocol.named(name)
        }
        for inherited in compiled.protocols {
            if let p = try installProtocol(inherited, header: header, report: &report) { try builder.addProtocol(p) }
        }
        for m in compiled.methods {
            try builder.addMethod(Selector(m.selector), types: m.types, required: !m.isOptional, instance: !m.isClassMethod)
        }
        for p in compiled.properties {
            try builder.addProperty(p.name, attributes: p.attributes, required: !p.isOptional, instance: !p.isClassProperty)
        }
        let proto = try builder.register()
        report.protocols.append(proto)
        return proto
    }

    /// An SDK protocol (`NSCopying`, `NSObject`, `NSURLSessionDelegate`…) compiled on demand.
    private static func preludeProtocol(_ name: String, header: CompiledHeader) -> CompiledProtocol? {
        guard let decl = header.file.protocolNamed(name) else { return nil }
        let compiler = HeaderCompiler(file: header.file)
        return CompiledProtocol(name: decl.name, protocols: decl.protocols,
                                properties: decl.properties.map { compiler.compileProperty($0, dynamic: false, ivar: nil) },
                                methods: decl.methods.map(compiler.compileMethod))
    }

    // MARK: classes

    private static func installClass(_ c: CompiledClass, header: CompiledHeader, report: inout Report) throws {
        if let existing = ObjCClass.lookUp(c.name) {
            if let sup = c.superclass, existing.superclass?.name != sup {
                throw ObjCError.invalidArgument("class '\(c.name)' exists with superclass '\(existing.superclass?.name ?? "nil")', the header says '\(sup)'")
            }
            report.reusedClasses.append(existing)
            return
        }
        guard let supName = c.superclass else {
            throw ObjCError.invalidArgument("'\(c.name)' is a root class; MiniObjC installs classes under an existing superclass")
        }
        guard let superclass = ObjCClass.lookUp(supName) else {
            throw ObjCError.superclassNotRegistered(name: supName)
        }
        let builder = try ClassBuilder(name: c.name, superclass: superclass)
        for ivar in c.ivars {
            try builder.addIvar(ivar.name, size: ivar.size, log2Alignment: log2(ivar.alignment), types: ivar.type,
                                ownership: ownership(of: ivar, in: c))
        }
        for p in c.properties {
            if p.isClassProperty {
                try builder.objcClass.metaclass.addProperty(p.name, attributes: p.attributes)
            } else {
                try builder.addProperty(p.name, attributes: p.attributes)
            }
        }
        for name in c.protocols {
            if let proto = try installProtocol(name, header: header, report: &report) { try builder.addProtocol(proto) }
        }
        let cls = try builder.register()
        report.classes.append(cls)
        recordTypeArguments(c.properties, of: cls)
        for p in c.properties where !p.isClassProperty && !p.isDynamic {
            guard let ivarName = p.ivar, let ivar = cls.ivar(named: ivarName) else { continue }
            if let declared = c.ivars.first(where: { $0.name == ivarName }), header.file.types.holdsVector(declared.cType) {
                // clang writes no code for a vector, so no encoding describes these bytes and
                // neither a typed accessor nor libffi can pass the value.
                report.unsupportedAccessors.append(UnsupportedAccessor(
                    property: "\(c.name).\(p.name)",
                    reason: "its type holds a vector (ext_vector_type / vector_size), which has no type encoding, so "
                        + "the runtime cannot pass it; the ivar and the attribute string exist"))
                continue
            }
            if try SynthesizedAccessors.install(p, ivar: ivar, on: cls) { continue }
            if let reason = try ByValueAccessors.install(p, ivar: ivar, on: cls) {
                report.unsupportedAccessors.append(UnsupportedAccessor(property: "\(c.name).\(p.name)", reason: reason))
            } else {
                report.byValueAccessors.append("\(c.name).\(p.name)")
            }
        }
    }

    private static func installCategory(_ c: CompiledClass, header: CompiledHeader, report: inout Report) throws {
        guard let cls = ObjCClass.lookUp(c.name) else { throw ObjCError.unknownClass(name: c.name) }
        let category = try Category(name: c.category ?? "")
        for p in c.properties where !p.isClassProperty {
            try category.addProperty(p.name, attributes: p.attributes)
        }
        for name in c.protocols {
            if let proto = try installProtocol(name, header: header, report: &report) { try category.addProtocol(proto) }
        }
        try category.attach(to: cls)
        recordTypeArguments(c.properties, of: cls)
        for p in c.properties where p.isClassProperty {
            // A category may redeclare a class property the class already declares (clang
            // accepts it); the class's own declaration stays, so the duplicate is ignored.
            try? cls.metaclass.addProperty(p.name, attributes: p.attributes)
        }
        report.categories.append("\(c.name)(\(c.category ?? ""))")
    }

    /// Lightweight generics leave no trace in the runtime's strings: the runtime-side registry
    /// keeps them for model mapping (`NSArray<Book *> *books` → elements of class `Book`).
    private static func recordTypeArguments(_ properties: [CompiledProperty], of cls: ObjCClass) {
        for p in properties where !p.typeArguments.isEmpty && !p.isClassProperty {
            PropertyTypeArguments.record(p.typeArguments, forProperty: p.name, of: cls)
        }
    }

    /// How an ivar holds an object: synthesized ivars follow their property (weak, assign →
    /// unretained, otherwise strong); declared ones their `__weak` / `__unsafe_unretained`.
    private static func ownership(of ivar: CompiledIvar, in c: CompiledClass) -> IvarOwnership {
        if ivar.isSynthesized, let p = c.properties.first(where: { $0.ivar == ivar.name }) {
            switch p.semantics {
            case .weak: return .weak
            case .assign: return .unretained
            case .strong, .copy: return .strong
            }
        }
        switch ivar.cType.ownership {
        case .weak: return .weak
        case .unsafeUnretained: return .unretained
        default: return .strong
        }
    }

    private static func log2(_ n: Int) -> Int {
        var v = max(n, 1)
        var r = 0
        while v > 1 { v >>= 1; r += 1 }
        return r
    }
}

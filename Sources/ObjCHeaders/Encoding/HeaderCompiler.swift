/// Turns parsed declarations into what clang emits: it validates property attributes,
/// decides which properties are synthesized and with which ivar (`_name` by default,
/// `@synthesize name;` → `name`, `@synthesize a = b;` → `b`, `@dynamic` → none), lays out
/// ivars after the superclass's data (explicit ivars in declaration order, then synthesized
/// ones stably sorted by size, as clang orders them), and encodes everything.
///
/// A class declared in the header without an `@implementation` is compiled as if it had an
/// empty one, so its properties show the ivars auto-synthesis would give them.
public struct HeaderCompiler {
    let file: HeaderFile
    let encoder: TypeEncoder
    let layout: CTypeLayout
    let methods: MethodEncoder
    let rules: PropertyAttributeRules
    /// A class's data size, by name and whether its synthesized ivars count.
    private var dataBitsCache: [String: (bits: Int, alignment: Int)] = [:]

    /// Parses and compiles header text in one step. `options` say the platform and where the
    /// header's own `#import "…"`s are read (by default: nowhere, they are skipped).
    public static func compile(_ text: String, fileName: String = "input.h", target: TargetABI = .host,
                               options: HeaderOptions = .standard) throws -> CompiledHeader {
        try compile(HeaderParser.parse(text, fileName: fileName, target: target, options: options))
    }

    /// Compiles a parsed header. Throws `HeaderError` for conflicting attributes and for
    /// `@synthesize` / `@dynamic` of undeclared properties.
    package static func compile(_ file: HeaderFile) throws -> CompiledHeader {
        var c = HeaderCompiler(file: file)
        return try c.run()
    }

    init(file: HeaderFile) {
        self.file = file
        encoder = TypeEncoder(table: file.types, target: file.target)
        layout = CTypeLayout(table: file.types, target: file.target)
        methods = MethodEncoder(encoder: encoder, layout: layout)
        rules = PropertyAttributeRules(encoder: encoder)
    }

    private mutating func run() throws -> CompiledHeader {
        var classes: [CompiledClass] = []
        for decl in file.interfaces where !decl.fromPrelude {
            if decl.category == nil {
                classes.append(try compileClass(decl))
            } else if decl.category != "" {
                classes.append(try compileCategory(decl))
            } else {
                for p in decl.properties { try rules.validate(p) }
            }
        }
        var protocols: [CompiledProtocol] = []
        for p in file.protocols where !p.fromPrelude {
            for prop in p.properties { try rules.validate(prop) }
            protocols.append(CompiledProtocol(
                name: p.name, protocols: p.protocols,
                properties: p.properties.map { compileProperty($0, dynamic: false, ivar: nil) },
                methods: p.methods.map(compileMethod)))
        }
        return CompiledHeader(classes: classes, protocols: protocols, warnings: file.warnings, file: file)
    }

    // MARK: properties and methods

    func compileProperty(_ p: PropertyDecl, dynamic: Bool, ivar: String?) -> CompiledProperty {
        // The implicit accessors take and return the property's type without its top-level
        // `const` (so a `typedef char *const T` property's getter returns `*`, not `r*`).
        var accessorType = p.type
        accessorType.isConst = false
        let getterTypes = methods.encode(result: accessorType, parameters: [])
        let setterTypes = p.isReadOnly ? nil : methods.encode(result: .void, parameters: [(accessorType, [])])
        return CompiledProperty(
            name: p.name, attributes: rules.attributeString(p, dynamic: dynamic, ivar: ivar),
            getter: p.getterName, getterTypes: getterTypes,
            setter: p.isReadOnly ? nil : p.setterName, setterTypes: setterTypes,
            isClassProperty: p.isClassProperty, ivar: ivar, isDynamic: dynamic, isOptional: p.isOptional,
            semantics: rules.semantics(p), isAtomic: !rules.effectiveAttributes(p).contains("nonatomic"),
            typeEncoding: encoder.encode(p.type, .property), typeArguments: Self.typeArguments(of: p.type),
            mentionsVector: file.types.mentionsVector(p.type))
    }

    /// The names of an object type's type arguments (`id` for `id` arguments; arguments that
    /// are not object types are left out).
    static func typeArguments(of type: CType) -> [String] {
        guard case .object(let o) = type.kind else { return [] }
        return o.typeArgumentNames.compactMap { $0 }
    }

    func compileMethod(_ m: MethodDecl) -> CompiledMethod {
        let vector = file.types.mentionsVector(m.returnType) || m.parameters.contains { file.types.mentionsVector($0.type) }
        return CompiledMethod(selector: m.selector, types: methods.encode(m), isClassMethod: m.isClassMethod,
                              isOptional: m.isOptional, mentionsVector: vector)
    }

    /// Declared methods, then methods only defined in the implementation, skipping accessors
    /// (they are described on their property).
    func methodList(declared: [MethodDecl], implementation: ImplementationDecl?, properties: [PropertyDecl]) -> [CompiledMethod] {
        var out: [CompiledMethod] = []
        var seen = Set<String>()
        for m in declared where seen.insert((m.isClassMethod ? "+" : "-") + m.selector).inserted {
            out.append(compileMethod(m))
        }
        var accessors = Set<String>()
        for p in properties {
            let sign = p.isClassProperty ? "+" : "-"
            accessors.insert(sign + p.getterName)
            if !p.isReadOnly { accessors.insert(sign + p.setterName) }
        }
        for m in implementation?.methods ?? [] {
            let key = (m.isClassMethod ? "+" : "-") + m.selector
            if accessors.contains(key) { continue }
            if seen.insert(key).inserted { out.append(compileMethod(m)) }
        }
        return out
    }

    // MARK: categories

    private func compileCategory(_ decl: InterfaceDecl) throws -> CompiledClass {
        let impl = file.implementations.first { $0.name == decl.name && $0.category == decl.category }
        for p in decl.properties { try rules.validate(p) }
        var dynamic = Set<String>()
        for pi in impl?.propertyImpls ?? [] {
            guard decl.properties.contains(where: { $0.name == pi.property }) else {
                throw HeaderError("property implementation must have its declaration in the category '\(decl.category ?? "")'", at: pi.location)
            }
            guard pi.isDynamic else {
                throw HeaderError("@synthesize not allowed in a category's implementation", at: pi.location)
            }
            dynamic.insert(pi.property)
        }
        return CompiledClass(
            name: decl.name, category: decl.category, superclass: nil, protocols: decl.protocols, ivars: [],
            properties: propertyList(own: decl.properties, extensions: [], protocols: decl.protocols).map { p in
                compileProperty(p, dynamic: dynamic.contains(p.name) && decl.properties.contains { $0.name == p.name }, ivar: nil)
            },
            methods: methodList(declared: decl.methods, implementation: impl, properties: decl.properties),
            instanceSize: 0)
    }

    // MARK: classes

    /// The class's properties (interface, then extensions), with protocol properties that the
    /// implementation explicitly synthesizes appended.
    private func classProperties(_ name: String, implementation impl: ImplementationDecl?) throws -> [PropertyDecl] {
        let parts = file.interfaces(named: name).filter { $0.category == nil || $0.category == "" }
        let primaryProtocols = parts.filter { $0.category == nil }.flatMap(\.protocols)
        var props: [PropertyDecl] = []
        for part in parts {
            for p in part.properties {
                if let i = props.firstIndex(where: { $0.name == p.name && $0.isClassProperty == p.isClassProperty }) {
                    // An extension redeclaring a property (readonly → readwrite) wins.
                    props[i] = part.category == "" ? Self.redeclared(p, over: props[i]) : p
                } else if part.category == "", !p.isClassProperty, let primary = protocolProperty(p.name, adoptedBy: primaryProtocols) {
                    props.append(Self.redeclared(p, over: primary))
                } else {
                    props.append(p)
                }
            }
        }
        for pi in impl?.propertyImpls ?? [] where !props.contains(where: { $0.name == pi.property }) {
            guard let p = protocolProperty(pi.property, adoptedBy: parts.flatMap(\.protocols)) else {
                throw HeaderError("property implementation must have its declaration in interface '\(name)' or one of its extensions", at: pi.location)
            }
            props.append(p)
        }
        return props
    }

    /// A class extension's redeclaration of a property its primary interface (or a protocol
    /// that interface adopts) declares readonly: the extension makes it readwrite, but an
    /// ownership the primary wrote (`copy`, `strong`, `weak`…) stays, and `nonatomic` from
    /// either holds — what clang emits, with a warning, when the two disagree.
    static func redeclared(_ p: PropertyDecl, over primary: PropertyDecl) -> PropertyDecl {
        let ownership: Set<PropertyAttributeKeyword> = [.copy, .strong, .retain, .weak, .assign, .unsafeUnretained]
        let primaryOwnership = primary.attributes.filter { ownership.contains($0) }
        guard primary.isReadOnly, !primaryOwnership.isEmpty || primary.has(.nonatomic) else { return p }
        var merged = p
        if !primaryOwnership.isEmpty {
            merged.attributes = p.attributes.filter { !ownership.contains($0) } + primaryOwnership
        }
        if primary.has(.nonatomic), !merged.has(.nonatomic), !merged.has(.atomic) { merged.attributes.append(.nonatomic) }
        return merged
    }

    /// The property list clang emits for a class or category: extension properties, then
    /// the interface's, then those of every adopted protocol (depth first, inherited protocols
    /// after the protocol's own), each name once, instance and class properties separately.
    private func propertyList(own: [PropertyDecl], extensions: [PropertyDecl], protocols: [String]) -> [PropertyDecl] {
        var out: [PropertyDecl] = []
        var seen: [Bool: Set<String>] = [false: [], true: []]
        func push(_ p: PropertyDecl) {
            if seen[p.isClassProperty, default: []].insert(p.name).inserted { out.append(p) }
        }
        extensions.forEach(push)
        own.forEach(push)
        func pushProtocol(_ name: String, _ visited: inout Set<String>) {
            guard visited.insert(name).inserted, let proto = file.protocolNamed(name) else { return }
            proto.properties.forEach(push)
            for inherited in proto.protocols { pushProtocol(inherited, &visited) }
        }
        for p in protocols {
            var visited = Set<String>()
            pushProtocol(p, &visited)
        }
        return out
    }

    private func protocolProperty(_ name: String, adoptedBy protocols: [String]) -> PropertyDecl? {
        var queue = protocols
        var visited = Set<String>()
        while !queue.isEmpty {
            let pn = queue.removeFirst()
            guard visited.insert(pn).inserted, let proto = file.protocolNamed(pn) else { continue }
            if let p = proto.properties.first(where: { $0.name == name && !$0.isClassProperty }) { return p }
            queue += proto.protocols
        }
        return nil
    }

    private struct Synthesis {
        var ivarFor: [String: String] = [:]
        var dynamic: Set<String> = []
        /// Ivars to create, in creation order: explicit `@synthesize` first, then auto-synthesis.
        var newIvars: [(name: String, type: CType)] = []
    }

    /// The properties a class's superclasses declare — in their interfaces, extensions and
    /// every protocol those adopt (clang's `CollectSuperClassPropertyImplementations`), as
    /// `name` for instance and `+name` for class properties. clang does not auto-synthesize a
    /// property that is in this set: the superclass implements it (a subclass redeclaring
    /// `first`, an NSObject subclass declaring `description`).
    func superclassProperties(of name: String) -> Set<String> {
        var out = Set<String>()
        var visitedProtocols = Set<String>()
        func addProtocol(_ p: String) {
            guard visitedProtocols.insert(p).inserted, let proto = file.protocolNamed(p) else { return }
            for prop in proto.properties { out.insert((prop.isClassProperty ? "+" : "") + prop.name) }
            proto.protocols.forEach(addProtocol)
        }
        var visitedClasses: Set<String> = [name]
        var current = file.primaryInterface(name)?.superclass
        while let sup = current, visitedClasses.insert(sup).inserted {
            for part in file.interfaces(named: sup) where part.category == nil || part.category == "" {
                for prop in part.properties { out.insert((prop.isClassProperty ? "+" : "") + prop.name) }
                part.protocols.forEach(addProtocol)
            }
            current = file.primaryInterface(sup)?.superclass
        }
        return out
    }

    private func synthesis(props: [PropertyDecl], impl: ImplementationDecl?, explicitIvars: [IvarDecl],
                           inherited: Set<String>) throws -> Synthesis {
        var s = Synthesis()
        var handled = Set<String>()
        func addIvar(_ ivar: String, _ type: CType) {
            if explicitIvars.contains(where: { $0.name == ivar }) || s.newIvars.contains(where: { $0.name == ivar }) { return }
            s.newIvars.append((ivar, type))
        }
        for pi in impl?.propertyImpls ?? [] {
            guard let p = props.first(where: { $0.name == pi.property }) else { continue }
            guard handled.insert(p.name).inserted else {
                throw HeaderError("property '\(p.name)' is already implemented", at: pi.location)
            }
            if pi.isDynamic {
                s.dynamic.insert(p.name)
            } else {
                if p.isClassProperty { throw HeaderError("@synthesize not allowed on a class property '\(p.name)'", at: pi.location) }
                let ivar = pi.ivar ?? p.name
                s.ivarFor[p.name] = ivar
                addIvar(ivar, p.type)
            }
        }
        let defined = Set((impl?.methods ?? []).map { ($0.isClassMethod ? "+" : "-") + $0.selector })
        for p in props where !p.isClassProperty && !handled.contains(p.name) && !inherited.contains(p.name) {
            // Auto-synthesis, unless the implementation writes every accessor itself.
            let ownGetter = defined.contains("-" + p.getterName)
            let ownSetter = p.isReadOnly || defined.contains("-" + p.setterName)
            if ownGetter && ownSetter { continue }
            let ivar = "_" + p.name
            s.ivarFor[p.name] = ivar
            addIvar(ivar, p.type)
        }
        return s
    }

    private mutating func compileClass(_ decl: InterfaceDecl) throws -> CompiledClass {
        let impl = file.implementations.first { $0.name == decl.name && $0.category == nil }
        let props = try classProperties(decl.name, implementation: impl)
        for p in props { try rules.validate(p) }
        let (ivars, _, size) = try ivarLayout(decl.name)
        let syn = try synthesis(props: props, impl: impl, explicitIvars: explicitIvars(decl.name),
                                inherited: superclassProperties(of: decl.name))
        let writtenGetters = Set((impl?.methods ?? []).filter { !$0.isClassMethod }.map(\.selector))
        for p in props where (syn.ivarFor[p.name] != nil || syn.dynamic.contains(p.name)) && !writtenGetters.contains(p.getterName) {
            try rules.validateSynthesizedGetter(p)
        }
        let extensions = file.interfaces(named: decl.name).filter { $0.category == "" }
        let protocols = decl.protocols + extensions.flatMap(\.protocols)
        let extensionProps = extensions.flatMap(\.properties).map { p in props.first { $0.name == p.name && $0.isClassProperty == p.isClassProperty } ?? p }
        let listed = propertyList(own: props, extensions: extensionProps, protocols: protocols)
        return CompiledClass(
            name: decl.name, category: nil, superclass: decl.superclass,
            protocols: protocols, ivars: ivars,
            properties: listed.map { p in
                let own = props.contains { $0.name == p.name && $0.isClassProperty == p.isClassProperty }
                return compileProperty(p, dynamic: own && syn.dynamic.contains(p.name), ivar: own && !p.isClassProperty ? syn.ivarFor[p.name] : nil)
            },
            methods: methodList(declared: ([decl] + extensions).flatMap(\.methods), implementation: impl, properties: props),
            instanceSize: size)
    }

    private func explicitIvars(_ name: String) -> [IvarDecl] {
        explicitIvarBlocks(name).flatMap { $0 }
    }

    /// The ivar blocks of a class in layout order: interface, extensions, implementation.
    private func explicitIvarBlocks(_ name: String) -> [[IvarDecl]] {
        let parts = file.interfaces(named: name).filter { $0.category == nil || $0.category == "" }
        let impl = file.implementations.first { $0.name == name && $0.category == nil }
        return parts.map(\.ivars) + [impl?.ivars ?? []]
    }

    /// True for `void`, function types, forward-declared records and arrays of those.
    private func isIncomplete(_ t: CType) -> Bool {
        switch t.kind {
        case .void, .function: return true
        case .record(let i): return file.types.record(i)?.fields == nil
        case .array(let element, _): return isIncomplete(element)
        default: return false
        }
    }

    /// True when this header implements `name`: an `@implementation`, or the `@interface` in
    /// the header itself (which is compiled as if an empty one followed). A class from an
    /// included header or the SDK is implemented elsewhere.
    func isImplementedHere(_ name: String) -> Bool {
        if file.implementations.contains(where: { $0.name == name && $0.category == nil }) { return true }
        guard let decl = file.primaryInterface(name) else { return false }
        return !decl.fromPrelude && decl.location.file == file.mainFile
    }

    /// The ivars of a class laid out after its superclass's data, the bits used, and the
    /// instance size. As clang does, a superclass implemented elsewhere contributes only the
    /// ivars it declares: its synthesized ones are unknown here, and the runtime slides the
    /// offsets at load (non-fragile ivars). With `synthesizing` false the class's own
    /// synthesized ivars are left out (it is a superclass implemented elsewhere).
    private mutating func ivarLayout(_ name: String, synthesizing: Bool = true) throws -> (ivars: [CompiledIvar], dataBits: Int, size: Int) {
        guard let decl = file.primaryInterface(name) else { return ([], 0, 0) }
        var startBits = 0
        var startAlign = 1
        if let sup = decl.superclass {
            let supSynthesizes = isImplementedHere(sup)
            let key = (supSynthesizes ? "+" : "-") + sup
            if let cached = dataBitsCache[key] {
                (startBits, startAlign) = cached
            } else {
                let (_, bits, _) = try ivarLayout(sup, synthesizing: supSynthesizes)
                startBits = bits
                startAlign = dataBitsCache[key]?.alignment ?? 1
            }
        }
        let impl = file.implementations.first { $0.name == name && $0.category == nil }
        let explicit = explicitIvars(name)
        var entries: [(name: String, type: CType, width: Int?, synthesized: Bool)] =
            explicit.map { ($0.name, $0.type, $0.bitWidth, false) }
        // Packing and alignment written on explicit ivars; synthesized ones have none.
        let explicitAttributes = explicit.map { ($0.isPacked, $0.alignment) }
        var containerStarts = Set<Int>()
        var count = 0
        for block in explicitIvarBlocks(name) {
            if !block.isEmpty { containerStarts.insert(count) }
            count += block.count
        }
        containerStarts.insert(count)
        if !decl.fromPrelude && synthesizing {
            let props = try classProperties(name, implementation: impl)
            let syn = try synthesis(props: props, impl: impl, explicitIvars: explicit, inherited: superclassProperties(of: name))
            // clang orders synthesized ivars by size, keeping creation order among equals.
            let sized = syn.newIvars.enumerated().map { (i, v) in (i, v, layout.layout(v.type)?.size ?? 0) }
            let sorted = sized.sorted { $0.2 != $1.2 ? $0.2 < $1.2 : $0.0 < $1.0 }
            entries += sorted.map { ($0.1.name, $0.1.type, nil, true) }
        }
        let fields = entries.enumerated().map { (i, e) in
            var f = CField(name: e.name, type: e.type, bitWidth: e.width)
            if i < explicitAttributes.count { (f.isPacked, f.alignment) = explicitAttributes[i] }
            return f
        }
        guard let result = layout.recordLayout(fields, isUnion: false, startBits: startBits, startAlignment: startAlign,
                                               byteAlignedStarts: containerStarts) else {
            // No layout means an incomplete type or a size past the address space; say which.
            if let bad = entries.first(where: { layout.layout($0.type) == nil }), isIncomplete(bad.type) {
                throw HeaderError("instance variable '\(bad.name)' of class '\(name)' has incomplete type", at: decl.location)
            }
            throw HeaderError("the instance variables of class '\(name)' are too large: the object's size overflows",
                              at: decl.location)
        }
        var ivars: [CompiledIvar] = []
        for (i, e) in entries.enumerated() {
            let l = layout.layout(e.type) ?? TypeLayoutInfo(size: 0, alignment: 1)
            ivars.append(CompiledIvar(
                name: e.name, type: encoder.encode(e.type, .ivar, bitWidth: e.width),
                offset: result.placements[i].bitOffset / 8, size: l.size, alignment: l.alignment,
                bitWidth: e.width, isSynthesized: e.synthesized, cType: e.type))
        }
        dataBitsCache[(synthesizing ? "+" : "-") + name] = (result.dataBits, result.info.alignment)
        return (ivars, result.dataBits, result.info.size)
    }
}

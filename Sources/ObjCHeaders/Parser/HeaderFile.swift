import ObjCEncoding

/// A property attribute as written inside `@property (…)`.
package enum PropertyAttributeKeyword: Sendable, Hashable {
    /// Atomicity: `nonatomic` / `atomic`.
    case nonatomic, atomic
    /// Access: `readonly` / `readwrite`.
    case readonly, readwrite
    /// Ownership: `copy`, `strong`, `retain`, `weak`, `assign`, `unsafe_unretained`.
    case copy, strong, retain, weak, assign, unsafeUnretained
    /// Nullability: `nullable`, `nonnull`, `null_unspecified`, `null_resettable`.
    case nullable, nonnull, nullUnspecified, nullResettable
    /// `class`: a class property.
    case classProperty
    /// `getter=name`.
    case getter(String)
    /// `setter=name:`.
    case setter(String)

    /// The spelling in source.
    package var spelling: String {
        switch self {
        case .nonatomic: return "nonatomic"
        case .atomic: return "atomic"
        case .readonly: return "readonly"
        case .readwrite: return "readwrite"
        case .copy: return "copy"
        case .strong: return "strong"
        case .retain: return "retain"
        case .weak: return "weak"
        case .assign: return "assign"
        case .unsafeUnretained: return "unsafe_unretained"
        case .nullable: return "nullable"
        case .nonnull: return "nonnull"
        case .nullUnspecified: return "null_unspecified"
        case .nullResettable: return "null_resettable"
        case .classProperty: return "class"
        case .getter: return "getter"
        case .setter: return "setter"
        }
    }
}

/// An `@property` declaration as parsed.
package struct PropertyDecl: Sendable {
    /// The property name.
    package var name: String
    /// The declared type.
    package var type: CType
    /// The attributes in source order.
    package var attributes: [PropertyAttributeKeyword]
    /// Where `@property` is.
    package var location: SourceLocation
    /// True inside a protocol's `@optional` section.
    package var isOptional: Bool = false
    /// Where the property's name is (clang's position for diagnostics about the property
    /// itself), when the parser saw it.
    package var nameLocation: SourceLocation?

    /// True when `attributes` holds `k` (ignoring getter / setter names).
    package func has(_ k: PropertyAttributeKeyword) -> Bool { attributes.contains(k) }
    /// True for `@property (class)`.
    package var isClassProperty: Bool { has(.classProperty) }
    /// True for `readonly`.
    package var isReadOnly: Bool { has(.readonly) }
    /// The custom getter name, if `getter=` was given.
    package var customGetter: String? {
        for case .getter(let g) in attributes { return g }
        return nil
    }
    /// The custom setter name, if `setter=` was given.
    package var customSetter: String? {
        for case .setter(let s) in attributes { return s }
        return nil
    }
    /// The getter selector.
    package var getterName: String { customGetter ?? name }
    /// The setter selector (`setName:` unless `setter=`). Like clang, only an ASCII
    /// lowercase first letter is uppercased.
    package var setterName: String {
        if let customSetter { return customSetter }
        guard let first = name.unicodeScalars.first else { return "set:" }
        var head = String(first)
        if first.isASCII, first.properties.isLowercase { head = head.uppercased() }
        return "set" + head + String(name.unicodeScalars.dropFirst()) + ":"
    }
}

/// Objective-C parameter-passing qualifiers (`in`, `out`, `inout`, `bycopy`, `byref`, `oneway`).
package struct MethodQualifiers: OptionSet, Sendable, Hashable {
    /// The bits.
    package let rawValue: Int
    /// Creates a qualifier set.
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// `in` (encoded `n`).
    package static let `in` = MethodQualifiers(rawValue: 1)
    /// `inout` (encoded `N`).
    package static let `inout` = MethodQualifiers(rawValue: 2)
    /// `out` (encoded `o`).
    package static let out = MethodQualifiers(rawValue: 4)
    /// `bycopy` (encoded `O`).
    package static let bycopy = MethodQualifiers(rawValue: 8)
    /// `byref` (encoded `R`).
    package static let byref = MethodQualifiers(rawValue: 16)
    /// `oneway` (encoded `V`).
    package static let oneway = MethodQualifiers(rawValue: 32)

    /// The encoding prefix clang writes for these qualifiers, in clang's order, with the
    /// letters of the one qualifier alphabet (`ObjCType.Qualifier`).
    var encoding: String {
        var s = ""
        if contains(.in) { s.append(ObjCType.Qualifier.in.rawValue) }
        if contains(.inout) { s.append(ObjCType.Qualifier.inout.rawValue) }
        if contains(.out) { s.append(ObjCType.Qualifier.out.rawValue) }
        if contains(.bycopy) { s.append(ObjCType.Qualifier.bycopy.rawValue) }
        if contains(.byref) { s.append(ObjCType.Qualifier.byref.rawValue) }
        if contains(.oneway) { s.append(ObjCType.Qualifier.oneway.rawValue) }
        return s
    }
}

/// One method parameter.
package struct ParameterDecl: Sendable {
    /// The parameter's type as written (arrays are not yet decayed).
    package var type: CType
    /// `in` / `out` / … qualifiers.
    package var qualifiers: MethodQualifiers
    /// The parameter's name.
    package var name: String
}

/// A method declaration (`- (T)a:(T)x b:(T)y;`) or definition in an `@implementation`.
package struct MethodDecl: Sendable {
    /// The selector (`a:b:`).
    package var selector: String
    /// True for `+` methods.
    package var isClassMethod: Bool
    /// The return type.
    package var returnType: CType
    /// Qualifiers on the return type (`oneway`).
    package var returnQualifiers: MethodQualifiers
    /// The parameters after `self` and `_cmd`.
    package var parameters: [ParameterDecl]
    /// True for a trailing `, ...`.
    package var isVariadic: Bool
    /// True inside a protocol's `@optional` section.
    package var isOptional: Bool = false
    /// Where the `-` / `+` is.
    package var location: SourceLocation
}

/// An instance variable declared in braces.
package struct IvarDecl: Sendable {
    /// The ivar's name.
    package var name: String
    /// Its type.
    package var type: CType
    /// Width for a bitfield ivar.
    package var bitWidth: Int?
    /// Where it is declared.
    package var location: SourceLocation
    /// `__attribute__((packed))` on the ivar.
    package var isPacked = false
    /// The largest `aligned(N)` / `_Alignas(N)` on the ivar, in bytes.
    package var alignment: Int?
}

/// `@interface C : S <P…> { ivars } … @end`, a category `@interface C (Name)`, or an
/// extension `@interface C ()` (category name empty).
package struct InterfaceDecl: Sendable {
    /// The class name.
    package var name: String
    /// The superclass (nil for root classes and for categories).
    package var superclass: String?
    /// Nil for a class, the category name for a category, "" for an extension.
    package var category: String?
    /// Adopted protocols.
    package var protocols: [String]
    /// Ivars in braces.
    package var ivars: [IvarDecl]
    /// Properties in order.
    package var properties: [PropertyDecl]
    /// Methods in order.
    package var methods: [MethodDecl]
    /// Where `@interface` is.
    package var location: SourceLocation
    /// True for declarations that come from the built-in SDK (MiniObjC's prelude).
    package var fromPrelude: Bool
}

/// `@protocol P <Q…> … @end`.
package struct ProtocolDecl: Sendable {
    /// The protocol name.
    package var name: String
    /// Inherited protocols.
    package var protocols: [String]
    /// Properties (with `isOptional` set in `@optional` sections).
    package var properties: [PropertyDecl]
    /// Methods (with `isOptional` set in `@optional` sections).
    package var methods: [MethodDecl]
    /// Where `@protocol` is.
    package var location: SourceLocation
    /// True for declarations that come from the built-in SDK (MiniObjC's prelude).
    package var fromPrelude: Bool
}

/// `@synthesize name = ivar;` (ivar nil for plain `@synthesize name;`) or `@dynamic name;`.
package struct PropertyImplDecl: Sendable {
    /// The property.
    package var property: String
    /// The ivar after `=`, if any.
    package var ivar: String?
    /// True for `@dynamic`.
    package var isDynamic: Bool
    /// Where the property name is.
    package var location: SourceLocation
}

/// `@implementation C` or `@implementation C (Name)`, with its ivars, property
/// implementations and method definitions (bodies skipped).
package struct ImplementationDecl: Sendable {
    /// The class name.
    package var name: String
    /// The category name, or nil.
    package var category: String?
    /// Ivars in braces after `@implementation`.
    package var ivars: [IvarDecl]
    /// `@synthesize` / `@dynamic` in order.
    package var propertyImpls: [PropertyImplDecl]
    /// Method definitions in order.
    package var methods: [MethodDecl]
    /// Where `@implementation` is.
    package var location: SourceLocation
}

/// Everything the parser found in one header (with the files it included and the SDK modules it imported).
package struct HeaderFile: Sendable {
    /// Class interfaces, categories and extensions, in source order.
    package var interfaces: [InterfaceDecl] = []
    /// Protocols, in source order.
    package var protocols: [ProtocolDecl] = []
    /// Implementations, in source order.
    package var implementations: [ImplementationDecl] = []
    /// The C types declared (records, enums, typedefs).
    package var types = TypeTable()
    /// Things skipped along the way.
    package var warnings: [HeaderWarning] = []
    /// The ABI the types were laid out for.
    package var target: TargetABI = .host
    /// The name of the header itself (its declarations are the ones implemented here; those
    /// of the files it includes are implemented elsewhere).
    package var mainFile: String = ""

    /// Where each class's interfaces (class, categories, extensions) and each protocol are in
    /// `interfaces` and `protocols`: the SDK puts hundreds there, and the compiler looks names
    /// up for every class. Kept by `add`; `indexedInterfaces` / `indexedProtocols` say how
    /// many entries it covers, so lookups fall back to a scan if the arrays were edited directly.
    var interfacesByName: [String: [Int]] = [:]
    var protocolsByName: [String: Int] = [:]
    var indexedInterfaces = 0
    var indexedProtocols = 0

    mutating func add(_ decl: InterfaceDecl) {
        if indexedInterfaces == interfaces.count {
            interfacesByName[decl.name, default: []].append(interfaces.count)
            indexedInterfaces += 1
        }
        interfaces.append(decl)
    }

    /// Adds a protocol definition; a later definition of the same name replaces the earlier.
    mutating func add(_ decl: ProtocolDecl) {
        if let old = protocols.firstIndex(where: { $0.name == decl.name }) {
            protocols.remove(at: old)
            protocolsByName = Dictionary(protocols.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { $1 })
            indexedProtocols = protocols.count
        }
        if indexedProtocols == protocols.count {
            protocolsByName[decl.name] = protocols.count
            indexedProtocols += 1
        }
        protocols.append(decl)
    }

    /// The class's interface, categories and extensions, in source order.
    func interfaces(named name: String) -> [InterfaceDecl] {
        guard indexedInterfaces == interfaces.count else { return interfaces.filter { $0.name == name } }
        return (interfacesByName[name] ?? []).map { interfaces[$0] }
    }

    /// The class's `@interface` (not a category or extension).
    func primaryInterface(_ name: String) -> InterfaceDecl? {
        interfaces(named: name).first { $0.category == nil }
    }

    /// The protocol's definition.
    func protocolNamed(_ name: String) -> ProtocolDecl? {
        guard indexedProtocols == protocols.count else { return protocols.first { $0.name == name } }
        return protocolsByName[name].map { protocols[$0] }
    }
}

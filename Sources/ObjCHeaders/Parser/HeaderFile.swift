import ObjCEncoding

/// A property attribute as written inside `@property (…)`.
public enum PropertyAttributeKeyword: Sendable, Hashable {
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
    public var spelling: String {
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
public struct PropertyDecl: Sendable {
    /// The property name.
    public var name: String
    /// The declared type.
    public var type: CType
    /// The attributes in source order.
    public var attributes: [PropertyAttributeKeyword]
    /// Where `@property` is.
    public var location: SourceLocation
    /// True inside a protocol's `@optional` section.
    public var isOptional: Bool = false
    /// Where the property's name is (clang's position for diagnostics about the property
    /// itself), when the parser saw it.
    public var nameLocation: SourceLocation?

    /// True when `attributes` holds `k` (ignoring getter / setter names).
    public func has(_ k: PropertyAttributeKeyword) -> Bool { attributes.contains(k) }
    /// True for `@property (class)`.
    public var isClassProperty: Bool { has(.classProperty) }
    /// True for `readonly`.
    public var isReadOnly: Bool { has(.readonly) }
    /// The custom getter name, if `getter=` was given.
    public var customGetter: String? {
        for case .getter(let g) in attributes { return g }
        return nil
    }
    /// The custom setter name, if `setter=` was given.
    public var customSetter: String? {
        for case .setter(let s) in attributes { return s }
        return nil
    }
    /// The getter selector.
    public var getterName: String { customGetter ?? name }
    /// The setter selector (`setName:` unless `setter=`). Like clang, only an ASCII
    /// lowercase first letter is uppercased.
    public var setterName: String {
        if let customSetter { return customSetter }
        guard let first = name.unicodeScalars.first else { return "set:" }
        var head = String(first)
        if first.isASCII, first.properties.isLowercase { head = head.uppercased() }
        return "set" + head + String(name.unicodeScalars.dropFirst()) + ":"
    }
}

/// Objective-C parameter-passing qualifiers (`in`, `out`, `inout`, `bycopy`, `byref`, `oneway`).
public struct MethodQualifiers: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int
    /// Creates a qualifier set.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `in` (encoded `n`).
    public static let `in` = MethodQualifiers(rawValue: 1)
    /// `inout` (encoded `N`).
    public static let `inout` = MethodQualifiers(rawValue: 2)
    /// `out` (encoded `o`).
    public static let out = MethodQualifiers(rawValue: 4)
    /// `bycopy` (encoded `O`).
    public static let bycopy = MethodQualifiers(rawValue: 8)
    /// `byref` (encoded `R`).
    public static let byref = MethodQualifiers(rawValue: 16)
    /// `oneway` (encoded `V`).
    public static let oneway = MethodQualifiers(rawValue: 32)

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
public struct ParameterDecl: Sendable {
    /// The parameter's type as written (arrays are not yet decayed).
    public var type: CType
    /// `in` / `out` / … qualifiers.
    public var qualifiers: MethodQualifiers
    /// The parameter's name.
    public var name: String
}

/// A method declaration (`- (T)a:(T)x b:(T)y;`) or definition in an `@implementation`.
public struct MethodDecl: Sendable {
    /// The selector (`a:b:`).
    public var selector: String
    /// True for `+` methods.
    public var isClassMethod: Bool
    /// The return type.
    public var returnType: CType
    /// Qualifiers on the return type (`oneway`).
    public var returnQualifiers: MethodQualifiers
    /// The parameters after `self` and `_cmd`.
    public var parameters: [ParameterDecl]
    /// True for a trailing `, ...`.
    public var isVariadic: Bool
    /// True inside a protocol's `@optional` section.
    public var isOptional: Bool = false
    /// Where the `-` / `+` is.
    public var location: SourceLocation
}

/// An instance variable declared in braces.
public struct IvarDecl: Sendable {
    /// The ivar's name.
    public var name: String
    /// Its type.
    public var type: CType
    /// Width for a bitfield ivar.
    public var bitWidth: Int?
    /// Where it is declared.
    public var location: SourceLocation
    /// `__attribute__((packed))` on the ivar.
    public var isPacked = false
    /// The largest `aligned(N)` / `_Alignas(N)` on the ivar, in bytes.
    public var alignment: Int?
}

/// `@interface C : S <P…> { ivars } … @end`, a category `@interface C (Name)`, or an
/// extension `@interface C ()` (category name empty).
public struct InterfaceDecl: Sendable {
    /// The class name.
    public var name: String
    /// The superclass (nil for root classes and for categories).
    public var superclass: String?
    /// Nil for a class, the category name for a category, "" for an extension.
    public var category: String?
    /// Adopted protocols.
    public var protocols: [String]
    /// Ivars in braces.
    public var ivars: [IvarDecl]
    /// Properties in order.
    public var properties: [PropertyDecl]
    /// Methods in order.
    public var methods: [MethodDecl]
    /// Where `@interface` is.
    public var location: SourceLocation
    /// True for declarations that come from the built-in SDK (MiniObjC's prelude).
    public var fromPrelude: Bool
}

/// `@protocol P <Q…> … @end`.
public struct ProtocolDecl: Sendable {
    /// The protocol name.
    public var name: String
    /// Inherited protocols.
    public var protocols: [String]
    /// Properties (with `isOptional` set in `@optional` sections).
    public var properties: [PropertyDecl]
    /// Methods (with `isOptional` set in `@optional` sections).
    public var methods: [MethodDecl]
    /// Where `@protocol` is.
    public var location: SourceLocation
    /// True for declarations that come from the built-in SDK (MiniObjC's prelude).
    public var fromPrelude: Bool
}

/// `@synthesize name = ivar;` (ivar nil for plain `@synthesize name;`) or `@dynamic name;`.
public struct PropertyImplDecl: Sendable {
    /// The property.
    public var property: String
    /// The ivar after `=`, if any.
    public var ivar: String?
    /// True for `@dynamic`.
    public var isDynamic: Bool
    /// Where the property name is.
    public var location: SourceLocation
}

/// `@implementation C` or `@implementation C (Name)`, with its ivars, property
/// implementations and method definitions (bodies skipped).
public struct ImplementationDecl: Sendable {
    /// The class name.
    public var name: String
    /// The category name, or nil.
    public var category: String?
    /// Ivars in braces after `@implementation`.
    public var ivars: [IvarDecl]
    /// `@synthesize` / `@dynamic` in order.
    public var propertyImpls: [PropertyImplDecl]
    /// Method definitions in order.
    public var methods: [MethodDecl]
    /// Where `@implementation` is.
    public var location: SourceLocation
}

/// Everything the parser found in one header (with the files it included and the SDK modules it imported).
public struct HeaderFile: Sendable {
    /// Class interfaces, categories and extensions, in source order.
    public var interfaces: [InterfaceDecl] = []
    /// Protocols, in source order.
    public var protocols: [ProtocolDecl] = []
    /// Implementations, in source order.
    public var implementations: [ImplementationDecl] = []
    /// The C types declared (records, enums, typedefs).
    public var types = TypeTable()
    /// Things skipped along the way.
    public var warnings: [HeaderWarning] = []
    /// The ABI the types were laid out for.
    public var target: TargetABI = .host
    /// The name of the header itself (its declarations are the ones implemented here; those
    /// of the files it includes are implemented elsewhere).
    public var mainFile: String = ""

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

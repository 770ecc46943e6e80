/// What clang would emit for a header: per class, category and protocol, the property
/// attribute strings, accessor and method type encodings, and ivar layout.
public struct CompiledHeader: Sendable {
    /// Classes (with their extensions merged in) and categories, in source order.
    public var classes: [CompiledClass]
    /// Protocols declared in the header and the files it includes (not the SDK's), in source order.
    public var protocols: [CompiledProtocol]
    /// Warnings from parsing.
    public var warnings: [HeaderWarning]
    /// The parsed declarations the strings were made from.
    package var file: HeaderFile

    /// The class or category entry with this name (and category name, for categories).
    public func `class`(_ name: String, category: String? = nil) -> CompiledClass? {
        classes.first { $0.name == name && $0.category == category }
    }

    /// The protocol entry with this name.
    public func `protocol`(_ name: String) -> CompiledProtocol? {
        protocols.first { $0.name == name }
    }
}

/// A property as the runtime sees it.
public struct CompiledProperty: Sendable, Hashable {
    /// The property name.
    public var name: String
    /// The attribute string (`T@"NSString",C,N,V_name`).
    public var attributes: String
    /// The getter selector.
    public var getter: String
    /// The getter's method encoding (`@16@0:8`).
    public var getterTypes: String
    /// The setter selector, nil for read-only properties.
    public var setter: String?
    /// The setter's method encoding, nil for read-only properties.
    public var setterTypes: String?
    /// True for `@property (class)`.
    public var isClassProperty: Bool
    /// The backing ivar when the property is synthesized.
    public var ivar: String?
    /// True when the implementation says `@dynamic`.
    public var isDynamic: Bool
    /// True for properties in a protocol's `@optional` section.
    public var isOptional: Bool
    /// The ownership the synthesized accessors use.
    public var semantics: PropertySemantics
    /// True unless `nonatomic`.
    public var isAtomic: Bool
    /// The property's type encoding (the text after `T`).
    public var typeEncoding: String
    /// The lightweight-generic type arguments of an object property (`NSArray<Book *>` →
    /// `["Book"]`, `NSDictionary<NSString *, id>` → `["NSString", "id"]`), which no encoding
    /// carries; empty otherwise.
    public var typeArguments: [String] = []
    /// True when the type involves a vector, which clang encodes as nothing: the attribute
    /// string and accessor encodings are clang's, but may not parse as encodings.
    public var mentionsVector = false
}

/// How a synthesized setter stores its value.
public enum PropertySemantics: String, Sendable, Hashable {
    /// Plain store (scalars, `assign`, `unsafe_unretained`).
    case assign
    /// Retain the new value, release the old (`strong`, `retain`).
    case strong
    /// Store `[value copy]` (`copy`, and `strong` blocks under ARC).
    case copy
    /// A zeroing weak reference.
    case weak
}

/// A method: selector, type encoding, instance or class.
public struct CompiledMethod: Sendable, Hashable {
    /// The selector.
    public var selector: String
    /// The method encoding with frame offsets (`v24@0:8@16`).
    public var types: String
    /// True for `+` methods.
    public var isClassMethod: Bool
    /// True for protocol methods in an `@optional` section.
    public var isOptional: Bool
    /// True when the result or a parameter involves a vector, which clang encodes as
    /// nothing: `types` is clang's string, but may not parse as a method encoding.
    public var mentionsVector = false
}

/// An ivar with its place in the object.
public struct CompiledIvar: Sendable, Hashable {
    /// The ivar name.
    public var name: String
    /// Its type encoding, as in the class's ivar list (`@"NSString"`, `b3`).
    public var type: String
    /// Byte offset from the start of the object (for bitfields, the byte holding the first bit).
    public var offset: Int
    /// Size in bytes (for bitfields, of the declared type).
    public var size: Int
    /// Alignment in bytes.
    public var alignment: Int
    /// The bitfield width, nil for ordinary ivars.
    public var bitWidth: Int?
    /// True when the ivar was made by `@synthesize` or auto-synthesis.
    public var isSynthesized: Bool
    /// The C type of the ivar.
    package var cType: CType
}

/// A class (interface + extensions + implementation) or a category.
public struct CompiledClass: Sendable {
    /// The class name.
    public var name: String
    /// Nil for a class; the category name for a category.
    public var category: String?
    /// The superclass (nil for root classes and categories).
    public var superclass: String?
    /// Adopted protocols.
    public var protocols: [String]
    /// The class's own ivars in layout order (empty for categories).
    public var ivars: [CompiledIvar]
    /// Instance and class properties.
    public var properties: [CompiledProperty]
    /// Declared and defined methods, accessors excluded.
    public var methods: [CompiledMethod]
    /// Instance size in bytes, rounded to the alignment (0 for categories).
    public var instanceSize: Int
}

/// A protocol.
public struct CompiledProtocol: Sendable {
    /// The protocol name.
    public var name: String
    /// Inherited protocols.
    public var protocols: [String]
    /// Properties (accessor encodings included).
    public var properties: [CompiledProperty]
    /// Methods.
    public var methods: [CompiledMethod]
}

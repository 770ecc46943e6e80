import ObjCEncoding
import ObjCRuntime

/// One declared property of a class (YYModel's `YYClassPropertyInfo`).
public struct PropertyInfo: Hashable, Sendable {
    /// The runtime record.
    public let property: Property
    /// The property's name.
    public let name: String
    /// The attribute string clang writes (`T@"NSString",C,N,V_name`).
    public let attributeString: String
    /// The parsed attributes (ownership, `readonly`, `nonatomic`, `dynamic`, getter, setter);
    /// nil when the string does not parse.
    public let attributes: PropertyAttributes?
    /// The type encoding (after `T`), empty when absent.
    public let typeEncoding: String
    /// The parsed type; nil when absent or malformed.
    public let type: ObjCType?
    /// What the mapper makes of the type.
    public let kind: PropertyKind
    /// For an object type, the class it names when the runtime has it (YYModel's `cls`).
    public let cls: ObjCClass?
    /// The protocols named in an object type (`@"NSArray<Book>"` → `["Book"]`): YYModel reads
    /// a container's element class from them.
    public let protocols: [String]
    /// The lightweight-generic type arguments the property was declared with
    /// (`NSArray<Book *> *` → `["Book"]`), from `PropertyTypeArguments` (ObjCRuntime); empty when none
    /// were recorded. No encoding carries them, so YYModel never sees them.
    public let typeArguments: [String]
    /// The backing ivar's name (`V`), nil for `@dynamic` properties.
    public let ivarName: String?
    /// The getter: the `G` attribute or the property name.
    public let getter: Selector
    /// The setter: the `S` attribute or `set<Name>:`. Present even for a read-only property
    /// (as in YYModel); whether instances answer it is the model meta's question.
    public let setter: Selector
    /// Whether the property is declared `readonly`.
    public let isReadOnly: Bool

    init(_ property: Property, declaredBy owner: ObjCClass) {
        self.property = property
        name = property.name
        attributeString = property.attributes
        let parsed = try? PropertyAttributes.parse(attributeString)
        attributes = parsed
        typeEncoding = parsed?.typeEncoding ?? ""
        type = parsed?.type
        kind = PropertyKind(type: parsed?.type, encoding: typeEncoding)
        if case .object(let className, let protocols)? = parsed?.type.map(\.unqualified) {
            cls = className.flatMap { $0.isEmpty ? nil : ObjCClass.lookUp($0) }
            self.protocols = protocols
        } else {
            cls = nil
            protocols = []
        }
        typeArguments = PropertyTypeArguments.arguments(forProperty: name, of: owner) ?? []
        ivarName = parsed?.ivar
        getter = Selector(parsed?.getterName(forProperty: name) ?? name)
        setter = Selector(parsed?.setter ?? PropertyAttributes.defaultSetterName(forProperty: name))
        isReadOnly = parsed?.isReadOnly ?? false
    }

    /// Whether a synthesized setter would only store the pointer: an object or block property
    /// that is neither `strong` / `retain`, `copy` nor `weak` (`assign`, `unsafe_unretained`).
    public var isUnretainedObject: Bool {
        guard kind.holdsObject, let attributes else { return false }
        return !attributes.isRetain && !attributes.isCopy && !attributes.isWeak
    }
}

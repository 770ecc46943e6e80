import ObjCEncoding
import ObjCRuntime

/// One instance variable of a class (YYModel's `YYClassIvarInfo`).
public struct IvarInfo: Hashable, Sendable {
    /// The runtime record.
    public let ivar: Ivar
    /// The ivar's name (`_name`).
    public let name: String
    /// Its byte offset from the start of the object.
    public let offset: Int
    /// Its type encoding as the runtime keeps it (may carry field names).
    public let typeEncoding: String
    /// The parsed encoding; nil when it does not parse.
    public let type: ObjCType?

    init(_ ivar: Ivar) {
        self.ivar = ivar
        name = ivar.name
        offset = ivar.offset
        typeEncoding = ivar.typeEncoding
        type = try? ObjCType.parse(ivar.typeEncoding)
    }
}

// @unchecked: the only non-Sendable field is `implementation`, an immutable code address.
/// One method of a class (YYModel's `YYClassMethodInfo`).
public struct MethodInfo: Hashable, @unchecked Sendable {
    /// The runtime record.
    public let method: Method
    /// The selector's name.
    public let name: String
    /// The selector.
    public let selector: Selector
    /// The implementation when the info was read.
    public let implementation: IMP
    /// The full type encoding (`v24@0:8@16`).
    public let typeEncoding: String
    /// The return type's encoding; nil when the type string does not parse.
    public let returnTypeEncoding: String?
    /// Each argument's encoding, `self` and `_cmd` included; empty when it does not parse.
    public let argumentTypeEncodings: [String]
    /// The return type, parsed, with its qualifiers (`oneway void` is `.qualified([.oneway], .void)`).
    public let returnType: ObjCType?
    /// Each argument's type, parsed, with its method-type qualifiers and `const` as
    /// `ObjCType.qualified` — what YYModel's `YYEncodingGetType` reports in its qualifier bits
    /// (`in`, `out`, `inout`, `bycopy`, `byref`, `oneway`, `const`); empty when the type string
    /// does not parse.
    public let argumentTypes: [ObjCType]

    /// The qualifiers of argument `index` (`self` is 0, `_cmd` 1, the first parameter 2);
    /// empty past the last argument.
    public func qualifiers(ofArgument index: Int) -> [ObjCType.Qualifier] {
        argumentTypes.indices.contains(index) ? argumentTypes[index].qualifiers : []
    }

    init(_ method: Method) {
        self.method = method
        selector = method.selector
        name = selector.name
        implementation = method.implementation
        typeEncoding = method.typeEncoding
        if let signature = try? MethodSignature.parse(typeEncoding) {
            returnTypeEncoding = String(signature.returnValue.encoding)
            argumentTypeEncodings = signature.arguments.map { String($0.encoding) }
            returnType = signature.returnValue.type
            argumentTypes = signature.arguments.map(\.type)
        } else {
            returnTypeEncoding = nil
            argumentTypeEncodings = []
            returnType = nil
            argumentTypes = []
        }
    }
}

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
    /// (`NSArray<Book *> *` → `["Book"]`), from ``/ObjCRuntime/PropertyTypeArguments``; empty when none
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
        if case .object(let className, let protocols)? = parsed?.type.map(PropertyInfo.unqualified) {
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

    private static func unqualified(_ type: ObjCType) -> ObjCType {
        var type = type
        while true {
            if case .qualified(_, let inner) = type { type = inner; continue }
            if case .atomic(let inner) = type { type = inner; continue }
            return type
        }
    }
}

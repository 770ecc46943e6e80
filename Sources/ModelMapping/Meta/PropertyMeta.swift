import ObjCEncoding
import ObjCRuntime

/// How one property takes part in mapping (YYModel's `_YYModelPropertyMeta`).
public struct PropertyMeta: Sendable, CustomStringConvertible {
    /// The property's name.
    public let name: String
    /// The class info's record of the property.
    public let info: PropertyInfo
    /// What its type encoding means to the mapper.
    public let kind: PropertyKind
    /// For object properties: which Foundation type or class it holds.
    public let objectType: ObjectType?
    /// The class of a container's elements (an NSDictionary's values), or the class that
    /// replaces the declared one for other object properties: from the customization's generic
    /// classes, else a protocol in the declared type naming a class (`NSArray<Book>`, as
    /// YYModel reads it), else the declaration's lightweight generics (`NSArray<Book *>`).
    public let genericClass: ObjCClass?
    /// The getter (instances answer it: YYModel maps only properties with both accessors).
    public let getter: Selector
    /// The setter (instances answer it).
    public let setter: Selector
    /// The JSON key(s) the property maps to (its own name unless customized); nil when the
    /// customization gave an empty key: the property is then copied, compared and archived but
    /// never read from or written to JSON.
    public let mappedKey: ModelKey?
    let keySpec: KeySpec?
    /// Whether the setter only stores the pointer (`assign` / `unsafe_unretained` object or
    /// block): values the mapper sets there are kept alive with the model (see the chapter).
    public let keepsValuesAlive: Bool

    /// Whether the value is written under a key path (`ext.desc`).
    public var hasKeyPath: Bool { keySpec?.writesKeyPath ?? false }

    /// Builds the meta of `info` for instances of `cls`, or explains why the property cannot
    /// be mapped (nil meta, reason). Properties without a getter or a setter are left out
    /// silently, as YYModel leaves them out.
    static func make(_ info: PropertyInfo, of cls: ObjCClass, mapper: ModelKey?,
                     generic: ObjCClass?) -> (PropertyMeta?, unsupported: PropertyRefusal?) {
        guard cls.instancesRespond(to: info.getter), cls.instancesRespond(to: info.setter) else { return (nil, nil) }
        if case .unsupported(let encoding) = info.kind { return (nil, .unsupportedType(encoding: encoding)) }
        if let mismatch = AccessorCheck.mismatch(info, of: cls) { return (nil, .accessorMismatch(mismatch)) }
        // Every object getter the mapper calls must return +0 (`PropertyAccess.object`). A name
        // in an owned family promises +1 by convention, while a synthesized getter gives +0; the
        // two look alike at run time, so neither reading is safe. Blocks, `Class`, `SEL` and C
        // values are outside the rule: clang gives a method a family only when it returns an
        // object pointer, and the mapper reads `Class` / `SEL` without taking ownership.
        if case .object = info.kind, let family = MethodFamily(selector: info.getter.name) {
            return (nil, .ownedResultGetter(getter: info.getter.name, family: family))
        }
        var objectType: ObjectType?
        if case .object(let className) = info.kind { objectType = ObjectType(className: className) }
        let key = mapper ?? ModelKey(info.name)
        let spec = KeySpec(key)
        let meta = PropertyMeta(
            name: info.name, info: info, kind: info.kind, objectType: objectType,
            genericClass: generic ?? inferredGeneric(info, objectType),
            getter: info.getter, setter: info.setter, mappedKey: spec == nil ? nil : key,
            keySpec: spec, keepsValuesAlive: info.isUnretainedObject)
        return (meta, nil)
    }

    /// A protocol naming a class (YYModel's pseudo generics), else a lightweight generic type
    /// argument: the element type of an array or set, the value type of a dictionary.
    private static func inferredGeneric(_ info: PropertyInfo, _ objectType: ObjectType?) -> ObjCClass? {
        for proto in info.protocols {
            if let cls = ObjCClass.lookUp(proto) { return cls }
        }
        guard let objectType, objectType.isContainer else { return nil }
        let argument: String?
        if case .dictionary = objectType { argument = info.typeArguments.last } else { argument = info.typeArguments.first }
        guard let argument, argument != "id" else { return nil }
        return ObjCClass.lookUp(argument)
    }

    /// A one-line summary for logs and the demo.
    public var description: String {
        let type = objectType.map { "\($0)" } ?? "\(kind)"
        let generic = genericClass.map { "<\($0.name)>" } ?? ""
        return "\(name): \(type)\(generic) <- \(mappedKey.map { "\($0)" } ?? "(not mapped)")"
    }
}

/// A property whose accessors take or return another type than its attribute string says
/// would be called with the wrong C signature. Such classes can only be made by hand (clang
/// and the header front-end always agree), so they are refused with a reason, not trusted.
enum AccessorCheck {
    static func mismatch(_ info: PropertyInfo, of cls: ObjCClass) -> String? {
        guard let propertyType = info.type.map(shape) else { return nil }
        if let method = cls.instanceMethod(for: info.getter), let signature = try? MethodSignature.parse(method.typeEncoding),
           let returned = try? ObjCType.parse(String(signature.returnValue.encoding)), shape(returned) != propertyType {
            return "getter \(info.getter.name) returns \(signature.returnValue.encoding), the property is \(info.typeEncoding)"
        }
        if let method = cls.instanceMethod(for: info.setter), let signature = try? MethodSignature.parse(method.typeEncoding) {
            guard signature.arguments.count == 3 else {
                return "setter \(info.setter.name) takes \(signature.arguments.count - 2) arguments, not 1"
            }
            if let taken = try? ObjCType.parse(String(signature.arguments[2].encoding)), shape(taken) != propertyType {
                return "setter \(info.setter.name) takes \(signature.arguments[2].encoding), the property is \(info.typeEncoding)"
            }
        }
        return nil
    }

    /// How a value of the type travels through a C call: integers by size, each floating type,
    /// pointers of any kind alike, records by their full encoding.
    private static func shape(_ type: ObjCType) -> String {
        let type = type.unqualified
        if let row = type.scalarCode {
            switch row.cType {
            case .int8, .uint8, .bool, .int16, .uint16, .int32, .uint32, .int64, .uint64:
                return "i\(row.size ?? 0)"
            case .float: return "f"
            case .double: return "d"
            case .longDouble: return "D"
            case .object, .classObject, .selector, .cString: return "p"
            case .int128, .uint128, .void, .unknown: return type.encoding
            }
        }
        switch type {
        case .object, .block, .pointer: return "p"
        default: return type.encoding
        }
    }
}

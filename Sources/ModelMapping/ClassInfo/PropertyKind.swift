import ObjCEncoding

/// What a property's type encoding means to the mapper: YYModel's `YYEncodingType`, without
/// the qualifier and attribute bits (those are on ``PropertyInfo/attributes``).
public enum PropertyKind: Hashable, Sendable, CustomStringConvertible {
    /// A C number: one of `c C s S i I l L q Q f d B`, or `D` for `long double`.
    case number(Character)
    /// An object (`@`, `@"Name"`, `@"Name<P>"`); `className` is nil for `id` and `id<P>`.
    case object(className: String?)
    /// A `Class` (`#`): mapped from and to the class name.
    case classObject
    /// A `SEL` (`:`): mapped from and to the selector name.
    case selector
    /// A block (`@?`): set from a block object (`NSBlock`).
    case block
    /// A C pointer (`^…`, function pointers included): set from an `NSValue` of type `^v`.
    case pointer(encoding: String)
    /// A C string (`*`): set from an `NSValue` of type `^v`, as YYModel does.
    case cString
    /// A struct, carried by an `NSValue` of exactly its encoding.
    case structure(encoding: String)
    /// A union, carried by an `NSValue` of exactly its encoding.
    case union(encoding: String)
    /// A C array (`[4i]`; never a property type in practice, listed as YYModel lists it).
    case cArray(encoding: String)
    /// `void` (only ever a method's return type).
    case void
    /// Anything else (bitfields, `__int128`, `_Complex`, an encoding that does not parse):
    /// the mapper leaves such properties alone.
    case unsupported(encoding: String)

    /// Classifies a parsed type (type qualifiers and `_Atomic` are looked through).
    public init(type: ObjCType?, encoding: String) {
        guard let type = type?.unqualified else { self = .unsupported(encoding: encoding); return }
        if let row = type.scalarCode, row.isCNumber {
            self = .number(row.character)
            return
        }
        switch type {
        case .object(let className, _): self = .object(className: className.flatMap { $0.isEmpty ? nil : $0 })
        case .block: self = .block
        case .classObject: self = .classObject
        case .selector: self = .selector
        case .cString: self = .cString
        case .pointer: self = .pointer(encoding: type.encoding)
        case .structure: self = .structure(encoding: type.encoding)
        case .union: self = .union(encoding: type.encoding)
        case .array: self = .cArray(encoding: type.encoding)
        case .void: self = .void
        default: self = .unsupported(encoding: encoding)
        }
    }

    /// Whether the kind is a C number (YYModel's `_isCNumber`).
    public var isCNumber: Bool {
        if case .number = self { return true }
        return false
    }

    /// Whether the value is an object the property holds (objects and blocks).
    var holdsObject: Bool {
        switch self {
        case .object, .block: return true
        default: return false
        }
    }

    /// Whether key-value coding can box the value (YYModel's `_isKVCCompatible` types), which
    /// is what `modelHash` and `modelIsEqual` compare.
    public var isKVCCompatible: Bool {
        switch self {
        case .number(let code): return ScalarTypeCode.of(code)?.isNumber == true
        case .object, .classObject, .block, .structure, .union: return true
        default: return false
        }
    }

    /// A short name for the kind (`number(q)`, `object(NSString)`, …).
    public var description: String {
        switch self {
        case .number(let code): return "number(\(code))"
        case .object(let name): return "object(\(name ?? "id"))"
        case .classObject: return "Class"
        case .selector: return "SEL"
        case .block: return "block"
        case .pointer(let encoding): return "pointer(\(encoding))"
        case .cString: return "C string"
        case .structure(let encoding): return "struct(\(encoding))"
        case .union(let encoding): return "union(\(encoding))"
        case .cArray(let encoding): return "C array(\(encoding))"
        case .void: return "void"
        case .unsupported(let encoding): return "unsupported(\(encoding))"
        }
    }
}

extension ScalarTypeCode {
    /// Whether the row is one of YYModel's C numbers: a code an NSNumber holds, or `long double`
    /// (read and written as a double). What makes a property `.number` and a struct field
    /// plain data in an archive.
    var isCNumber: Bool { isNumber || self == .longDouble }
}

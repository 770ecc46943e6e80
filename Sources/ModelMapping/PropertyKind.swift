import ObjCEncoding

/// What a property's type encoding means to the mapper: YYModel's `YYEncodingType`, reduced
/// to the cases mapping can do something with.
public enum PropertyKind: Hashable, Sendable, CustomStringConvertible {
    /// A C number: one of `c C s S i I l L q Q f d B` (the type code).
    case number(Character)
    /// An object (`@`, `@"Name"`); `className` is nil for `id` and `id<Protocol>`.
    case object(className: String?)
    /// A `Class` (`#`): mapped from and to the class name.
    case classObject
    /// A `SEL` (`:`): mapped from and to the selector name.
    case selector
    /// A struct or union, carried by an `NSValue` with the same encoding.
    case structure(encoding: String)
    /// Anything else (C strings, pointers, blocks, `long double`, arrays, bitfields): the
    /// mapper skips the property, as YYModel skips types it cannot box.
    case unsupported(encoding: String)

    /// Classifies a parsed type (type qualifiers and `_Atomic` are looked through).
    public init(type: ObjCType?, encoding: String) {
        guard var type else { self = .unsupported(encoding: encoding); return }
        while true {
            if case .qualified(_, let inner) = type { type = inner; continue }
            if case .atomic(let inner) = type { type = inner; continue }
            break
        }
        switch type {
        case .char: self = .number("c")
        case .unsignedChar: self = .number("C")
        case .short: self = .number("s")
        case .unsignedShort: self = .number("S")
        case .int: self = .number("i")
        case .unsignedInt: self = .number("I")
        case .long: self = .number("l")
        case .unsignedLong: self = .number("L")
        case .longLong: self = .number("q")
        case .unsignedLongLong: self = .number("Q")
        case .float: self = .number("f")
        case .double: self = .number("d")
        case .bool: self = .number("B")
        case .object(let className, _): self = .object(className: className.flatMap { $0.isEmpty ? nil : $0 })
        case .classObject: self = .classObject
        case .selector: self = .selector
        case .structure, .union: self = .structure(encoding: type.encoding)
        default: self = .unsupported(encoding: encoding)
        }
    }

    /// Whether the kind is a C number (YYModel's `_isCNumber`).
    public var isCNumber: Bool {
        if case .number = self { return true }
        return false
    }

    /// A short name for the kind (`number(q)`, `object(NSString)`, …).
    public var description: String {
        switch self {
        case .number(let code): return "number(\(code))"
        case .object(let name): return "object(\(name ?? "id"))"
        case .classObject: return "Class"
        case .selector: return "SEL"
        case .structure(let encoding): return "struct(\(encoding))"
        case .unsupported(let encoding): return "unsupported(\(encoding))"
        }
    }
}

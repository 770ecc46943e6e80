internal import CivilTime
import ObjCEncoding


/// A Swift type that converts to and from a `BridgedValue`, and so to and from a runtime
/// object: `try ObjCObject.bridging(42)`, `try object.bridged(as: Int.self)`.
///
/// Conversions to Swift are exact: a number converts to an integer type only when its value
/// fits, to `Bool` only when it is a `B` number (or 0 / 1), and never from another kind.
///
/// Named after ``BridgedValue``, the value it converts through (its error is
/// ``BridgedValueError``), and apart from ``ObjCValue``, the invocation's argument box.
public protocol BridgedValueConvertible {
    /// The value as a `BridgedValue` (numbers keep their natural type code).
    var bridgedValue: BridgedValue { get }
    /// Reads the value back.
    /// - Throws: `BridgedValueError.typeMismatch` when `bridged` holds another kind, or a
    ///   number that does not fit.
    init(bridgedValue bridged: BridgedValue) throws
}

extension ObjCObject {
    /// A new runtime object holding `value` (NSString, NSNumber, NSArray, …).
    /// - Throws: as `BridgedValue.makeObject()`.
    public static func bridging<T: BridgedValueConvertible>(_ value: T) throws -> ObjCObject {
        try value.bridgedValue.makeObject()
    }

    /// The object converted to `T`.
    /// - Throws: `BridgedValueError.unsupportedClass` for an object that is not a value class,
    ///   `.typeMismatch` when it holds another kind of value.
    public func bridged<T: BridgedValueConvertible>(as type: T.Type = T.self) throws -> T {
        try T(bridgedValue: BridgedValue(object: self))
    }
}

extension BridgedValue: BridgedValueConvertible {
    public var bridgedValue: BridgedValue { self }
    public init(bridgedValue bridged: BridgedValue) throws { self = bridged }

    /// A short name of the case, for error messages.
    var kindName: String {
        switch self {
        case .string: return "a string"
        case .signed(_, let t), .unsigned(_, let t), .double(_, let t): return "a number of type '\(t)'"
        case .bool: return "a bool"
        case .data: return "data"
        case .date: return "a date"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .null: return "NSNull"
        case .value(_, let t): return "an NSValue of type '\(t)'"
        }
    }

    /// The number as an exact integer, if it is one.
    func exactInteger<I: FixedWidthInteger>(_ type: I.Type) -> I? {
        switch self {
        case .signed(let v, _): return I(exactly: v)
        case .unsigned(let v, _): return I(exactly: v)
        case .bool(let b): return b ? 1 : 0
        case .double(let d, _): return I(exactly: d)
        default: return nil
        }
    }
}

extension String: BridgedValueConvertible {
    public var bridgedValue: BridgedValue { .string(self) }
    public init(bridgedValue bridged: BridgedValue) throws {
        guard case .string(let s) = bridged else {
            throw BridgedValueError.typeMismatch(expected: "a string", found: bridged.kindName)
        }
        self = s
    }
}

extension Bool: BridgedValueConvertible {
    public var bridgedValue: BridgedValue { .bool(self) }
    public init(bridgedValue bridged: BridgedValue) throws {
        switch bridged {
        case .bool(let b): self = b
        case .signed(let v, _) where v == 0 || v == 1: self = v == 1
        case .unsigned(let v, _) where v == 0 || v == 1: self = v == 1
        default: throw BridgedValueError.typeMismatch(expected: "a bool (B, or a 0 / 1 integer)", found: bridged.kindName)
        }
    }
}

/// Integers: each bridges as the NSNumber type code of its C type and reads back any number
/// whose value fits exactly.
protocol BridgedInteger: FixedWidthInteger, BridgedValueConvertible {}

extension BridgedInteger {
    /// The NSNumber code of the C integer of this size and signedness (`q` for `Int`), from
    /// the type-code table.
    static var objCType: Character {
        ScalarTypeCode.integer(size: MemoryLayout<Self>.size, signed: isSigned)!.character
    }

    public var bridgedValue: BridgedValue {
        Self.isSigned ? .signed(Int64(self), objCType: Self.objCType)
                      : .unsigned(UInt64(self), objCType: Self.objCType)
    }
    public init(bridgedValue bridged: BridgedValue) throws {
        guard let v = bridged.exactInteger(Self.self) else {
            throw BridgedValueError.typeMismatch(expected: "an integer that fits \(Self.self)", found: bridged.kindName)
        }
        self = v
    }
}

extension Int: BridgedInteger {}
extension Int8: BridgedInteger {}
extension Int16: BridgedInteger {}
extension Int32: BridgedInteger {}
extension Int64: BridgedInteger {}
extension UInt: BridgedInteger {}
extension UInt8: BridgedInteger {}
extension UInt16: BridgedInteger {}
extension UInt32: BridgedInteger {}
extension UInt64: BridgedInteger {}

extension Double: BridgedValueConvertible {
    public var bridgedValue: BridgedValue { .double(self, objCType: Self.objCType) }
    /// `d`, from the type-code table.
    static var objCType: Character { ScalarTypeCode.floatingPoint(size: MemoryLayout<Self>.size)!.character }
    /// Any number converts (integers beyond 2^53 round, as `-doubleValue` does).
    public init(bridgedValue bridged: BridgedValue) throws {
        switch bridged {
        case .double(let d, _): self = d
        case .signed(let v, _): self = Double(v)
        case .unsigned(let v, _): self = Double(v)
        default: throw BridgedValueError.typeMismatch(expected: "a number", found: bridged.kindName)
        }
    }
}

extension Float: BridgedValueConvertible {
    public var bridgedValue: BridgedValue { .double(Double(self), objCType: Self.objCType) }
    /// `f`, from the type-code table.
    static var objCType: Character { ScalarTypeCode.floatingPoint(size: MemoryLayout<Self>.size)!.character }
    /// Any number converts, rounded to `Float` (as `-floatValue` does).
    public init(bridgedValue bridged: BridgedValue) throws {
        self = Float(try Double(bridgedValue: bridged))
    }
}

extension Array: BridgedValueConvertible where Element: BridgedValueConvertible {
    public var bridgedValue: BridgedValue { .array(map(\.bridgedValue)) }
    public init(bridgedValue bridged: BridgedValue) throws {
        guard case .array(let elements) = bridged else {
            throw BridgedValueError.typeMismatch(expected: "an array", found: bridged.kindName)
        }
        self = try elements.map { try Element(bridgedValue: $0) }
    }
}

extension Dictionary: BridgedValueConvertible where Key == String, Value: BridgedValueConvertible {
    public var bridgedValue: BridgedValue { .dictionary(mapValues(\.bridgedValue)) }
    public init(bridgedValue bridged: BridgedValue) throws {
        guard case .dictionary(let pairs) = bridged else {
            throw BridgedValueError.typeMismatch(expected: "a dictionary", found: bridged.kindName)
        }
        self = try pairs.mapValues { try Value(bridgedValue: $0) }
    }
}

extension Optional: BridgedValueConvertible where Wrapped: BridgedValueConvertible {
    /// nil bridges as NSNull.
    public var bridgedValue: BridgedValue { self?.bridgedValue ?? .null }
    public init(bridgedValue bridged: BridgedValue) throws {
        self = bridged == .null ? nil : try Wrapped(bridgedValue: bridged)
    }
}

extension BridgedValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal is a `q` number (`NSInteger`).
    public init(integerLiteral value: Int64) { self = .signed(value, objCType: Int64.objCType) }
    /// A floating-point literal is a `d` number.
    public init(floatLiteral value: Double) { self = .double(value, objCType: Double.objCType) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: BridgedValue...) { self = .array(elements) }
    /// Later duplicates of a key win.
    public init(dictionaryLiteral elements: (String, BridgedValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// `nil` is NSNull.
    public init(nilLiteral: ()) { self = .null }
}

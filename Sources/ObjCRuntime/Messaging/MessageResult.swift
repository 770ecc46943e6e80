/// A Swift type a message's result can be read as: `ObjCMessageReceiver/send(_:_:as:)`
/// reads the result as a compiled `objc_msgSend` call cast to that return type would.
///
/// Integers of every width, `Bool` (`BOOL`), `Float`, `Double`, ``LongDouble``, ``ObjCValue``
/// (any result, as the method's encoding says — a struct as `.bytes`), and the `Optional` of
/// every ``MessagePointer``: `ObjCObject?` (a handle owning one reference, by Cocoa's naming
/// rules), `UnmanagedObject?` (as returned: +0, or +1 for the alloc / new / copy / mutableCopy /
/// init families), `ObjCClass?`, `Selector?` and pointers. A narrow integer result is the low
/// bytes of its register.
///
/// The conformances are MiniObjC's; the protocol is not meant for other types.
public protocol MessageResult {
    /// Low level: where the result is found.
    static var _messageReturn: MessageReturn { get }
    /// Low level: the result from its register bits (an integer register, or a
    /// floating-point one's bits — a `float` in the low 32). For ``MessageReturn/object``
    /// the bits are an address carrying a reference the result takes over.
    static func _fromMessageBits(_ bits: UInt64) -> Self
    /// Low level: the result from a libffi call's boxed return value (`.void`, a message to
    /// nil, is zero).
    /// - Throws: ``InvocationError/wrongValueType(index:expected:got:)`` when the method's
    ///   return type is not one this type can be read from.
    static func _fromMessageBoxed(_ value: ObjCValue) throws -> Self
}

extension MessageResult {
    /// The error for a boxed result this type cannot be read from.
    @inlinable
    static func mismatch(_ value: ObjCValue) -> InvocationError {
        .wrongValueType(index: nil, expected: "\(Self.self)", got: value.caseName)
    }
}

extension MessageResult where Self: FixedWidthInteger {
    @inlinable public static var _messageReturn: MessageReturn { .word }
    @inlinable public static func _fromMessageBits(_ bits: UInt64) -> Self { Self(truncatingIfNeeded: bits) }
    @inlinable public static func _fromMessageBoxed(_ value: ObjCValue) throws -> Self {
        guard let bits = value.integerBits else { throw mismatch(value) }
        return Self(truncatingIfNeeded: bits)
    }
}

extension Int: MessageResult {}
extension Int8: MessageResult {}
extension Int16: MessageResult {}
extension Int32: MessageResult {}
extension Int64: MessageResult {}
extension UInt: MessageResult {}
extension UInt8: MessageResult {}
extension UInt16: MessageResult {}
extension UInt32: MessageResult {}
extension UInt64: MessageResult {}

/// `BOOL` or C `bool`: true when the low byte of the register is not 0.
extension Bool: MessageResult {
    @inlinable public static var _messageReturn: MessageReturn { .word }
    @inlinable public static func _fromMessageBits(_ bits: UInt64) -> Bool { UInt8(truncatingIfNeeded: bits) != 0 }
    @inlinable public static func _fromMessageBoxed(_ value: ObjCValue) throws -> Bool {
        guard let bits = value.integerBits else { throw mismatch(value) }
        return UInt8(truncatingIfNeeded: bits) != 0
    }
}

extension Double: MessageResult {
    @inlinable public static var _messageReturn: MessageReturn { .floatingPoint }
    @inlinable public static func _fromMessageBits(_ bits: UInt64) -> Double { Double(bitPattern: bits) }
    @inlinable public static func _fromMessageBoxed(_ value: ObjCValue) throws -> Double {
        if case .void = value { return 0 }
        guard let d = value.doubleValue else { throw mismatch(value) }
        return d
    }
}

/// A `float` result is the low 32 bits of the floating-point return register.
extension Float: MessageResult {
    @inlinable public static var _messageReturn: MessageReturn { .floatingPoint }
    @inlinable public static func _fromMessageBits(_ bits: UInt64) -> Float {
        Float(bitPattern: UInt32(truncatingIfNeeded: bits))
    }
    @inlinable public static func _fromMessageBoxed(_ value: ObjCValue) throws -> Float {
        switch value {
        case .void: return 0
        case .float(let f): return f
        case .double(let d): return Float(d)
        default: throw mismatch(value)
        }
    }
}

extension LongDouble: MessageResult {
    @inlinable public static var _messageReturn: MessageReturn { .boxed }
    @inlinable public static func _fromMessageBits(_ bits: UInt64) -> LongDouble { LongDouble(bytes: (0, 0)) }
    @inlinable public static func _fromMessageBoxed(_ value: ObjCValue) throws -> LongDouble {
        switch value {
        case .void: return LongDouble(bytes: (0, 0))
        case .longDouble(let v): return v
        default: throw mismatch(value)
        }
    }
}

/// Any result, boxed as the method's encoding says.
extension ObjCValue: MessageResult {
    @inlinable public static var _messageReturn: MessageReturn { .boxed }
    @inlinable public static func _fromMessageBits(_ bits: UInt64) -> ObjCValue { .uint64(bits) }
    @inlinable public static func _fromMessageBoxed(_ value: ObjCValue) throws -> ObjCValue { value }
}

extension Optional: MessageResult where Wrapped: MessagePointer {
    @inlinable public static var _messageReturn: MessageReturn { Wrapped._messagePointerReturn }
    @inlinable public static func _fromMessageBits(_ bits: UInt64) -> Wrapped? {
        UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: bits)).map(Wrapped._fromMessageAddress)
    }
    @inlinable public static func _fromMessageBoxed(_ value: ObjCValue) throws -> Wrapped? {
        switch value {
        case .void: return nil
        case .pointer, .cString, .object, .classObject, .selector:
            return value.rawPointerValue.map(Wrapped._fromMessageAddress)
        default: throw mismatch(value)
        }
    }
}

extension ObjCValue {
    /// An integer case (or `.bool`) as 64 register bits, sign- or zero-extended; `.void`
    /// (a message to nil) as 0.
    @usableFromInline
    var integerBits: UInt64? {
        switch self {
        case .void: 0
        case .uint64(let v): v
        default: int64Value.map { UInt64(bitPattern: $0) }
        }
    }
}

/// A Swift value that can be an argument of a message: `ObjCMessageReceiver/send(_:_:as:)`
/// passes it as the C type a compiled `objc_msgSend` call would.
///
/// | Swift type | C type |
/// | --- | --- |
/// | `Int`, `Int8` … `Int64`, `UInt`, `UInt8` … `UInt64` | the integer of the same width and signedness |
/// | `Bool` | `BOOL` (and C `bool`): 0 or 1 |
/// | `Float`, `Double` | `float`, `double` |
/// | ``ObjCObject``, ``UnmanagedObject`` | `id` |
/// | ``ObjCClass`` | `Class` |
/// | ``ObjCProtocol`` | `Protocol *` |
/// | ``Selector`` | `SEL` |
/// | raw and typed pointers, `OpaquePointer` | `void *`, `char *`, `T *` |
/// | an `Optional` of any row above from ``ObjCObject`` down | the same, nil as `NULL` |
/// | ``LongDouble`` | `long double` |
/// | ``ObjCValue`` | whatever the method's encoding says (a struct as `.bytes`) |
///
/// The conformances are MiniObjC's; the protocol is not meant for other types. Its
/// requirements are the send's internals (underscored, public only so that the generic send
/// can be inlined into its callers).
public protocol MessageArgument {
    /// Low level: where the C calling conventions put the value.
    static var _messagePassing: MessagePassing { get }
    /// Low level: the value's register bits — an integer sign- or zero-extended to 64 bits
    /// (callers extend narrow integers; clang relies on it), an address, a `double`'s bits,
    /// a `float`'s bits in the low 32. Unused for ``MessagePassing/boxed`` types.
    var _messageBits: UInt64 { get }
    /// Low level: the value boxed, for a send made through libffi.
    var _messageBoxed: ObjCValue { get }
}

/// Where the C calling conventions (x86-64 SysV, AArch64 AAPCS64) put an argument or find a
/// result: in the next integer register, in the next floating-point register, or — for what
/// needs the method's own encoding (structs by value, `long double`) — nowhere a register
/// alone can say, so the send goes through libffi.
public enum MessagePassing: Sendable {
    /// An integer register: integers, `BOOL`, pointers, objects, classes, selectors.
    case word
    /// A floating-point register: `double`, or `float` in its low 32 bits.
    case floatingPoint
    /// A call frame built from the method's type encoding (libffi).
    case boxed
}

/// A reference-like message argument or result, one pointer-sized word: an object, a class,
/// a selector, a pointer. Its `Optional` is an argument and a result too, nil as `NULL`.
public protocol MessagePointer: MessageArgument {
    /// Low level: the address (never `NULL` for a value of this type).
    var _messageAddress: UnsafeRawPointer { get }
    /// Low level: the value for a non-`NULL` address a method returned. For ``ObjCObject`` the
    /// address carries a reference the handle takes over (the send arranged it).
    static func _fromMessageAddress(_ address: UnsafeRawPointer) -> Self
    /// Low level: how a send reads a result of this type: ``MessageReturn/object`` for
    /// ``ObjCObject`` (ownership by Cocoa's naming rules), ``MessageReturn/word`` for the rest.
    static var _messagePointerReturn: MessageReturn { get }
    /// Low level: `address` boxed as the ``ObjCValue`` case of this type.
    static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue
}

extension MessagePointer {
    @inlinable public static var _messagePassing: MessagePassing { .word }
    @inlinable public var _messageBits: UInt64 { UInt64(UInt(bitPattern: _messageAddress)) }
    @inlinable public var _messageBoxed: ObjCValue { Self._boxedMessageAddress(_messageAddress) }
    @inlinable public static var _messagePointerReturn: MessageReturn { .word }
}

extension Optional: MessageArgument where Wrapped: MessagePointer {
    @inlinable public static var _messagePassing: MessagePassing { .word }
    @inlinable public var _messageBits: UInt64 { self.map { $0._messageBits } ?? 0 }
    @inlinable public var _messageBoxed: ObjCValue { Wrapped._boxedMessageAddress(self?._messageAddress) }
}

// MARK: integers, BOOL, floating point

/// Integers travel in an integer register, extended to 64 bits by their own signedness.
extension MessageArgument where Self: FixedWidthInteger {
    @inlinable public static var _messagePassing: MessagePassing { .word }
    @inlinable public var _messageBits: UInt64 {
        Self.isSigned ? UInt64(bitPattern: Int64(truncatingIfNeeded: self)) : UInt64(truncatingIfNeeded: self)
    }
}

extension Int: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .int64(Int64(self)) }
}
extension Int8: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .int8(self) }
}
extension Int16: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .int16(self) }
}
extension Int32: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .int32(self) }
}
extension Int64: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .int64(self) }
}
extension UInt: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .uint64(UInt64(self)) }
}
extension UInt8: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .uint8(self) }
}
extension UInt16: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .uint16(self) }
}
extension UInt32: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .uint32(self) }
}
extension UInt64: MessageArgument {
    @inlinable public var _messageBoxed: ObjCValue { .uint64(self) }
}

/// `BOOL` is `signed char` on x86-64 and `bool` on arm64; both read 0 or 1 from the low byte
/// of the register, so one Swift `Bool` serves either (and a C `bool` too).
extension Bool: MessageArgument {
    @inlinable public static var _messagePassing: MessagePassing { .word }
    @inlinable public var _messageBits: UInt64 { self ? 1 : 0 }
    @inlinable public var _messageBoxed: ObjCValue { .bool(self) }
}

extension Double: MessageArgument {
    @inlinable public static var _messagePassing: MessagePassing { .floatingPoint }
    @inlinable public var _messageBits: UInt64 { bitPattern }
    @inlinable public var _messageBoxed: ObjCValue { .double(self) }
}

/// A `float` argument is the low 32 bits of its floating-point register.
extension Float: MessageArgument {
    @inlinable public static var _messagePassing: MessagePassing { .floatingPoint }
    @inlinable public var _messageBits: UInt64 { UInt64(bitPattern) }
    @inlinable public var _messageBoxed: ObjCValue { .float(self) }
}

/// No register type of Swift's is a C `long double`: the send goes through libffi.
extension LongDouble: MessageArgument {
    @inlinable public static var _messagePassing: MessagePassing { .boxed }
    @inlinable public var _messageBits: UInt64 { 0 }
    @inlinable public var _messageBoxed: ObjCValue { .longDouble(self) }
}

/// A boxed value is passed as the method's encoding says (a struct by value as `.bytes`
/// of exactly its size), through libffi.
extension ObjCValue: MessageArgument {
    @inlinable public static var _messagePassing: MessagePassing { .boxed }
    @inlinable public var _messageBits: UInt64 { 0 }
    @inlinable public var _messageBoxed: ObjCValue { self }
}

// MARK: objects, classes, selectors, pointers

extension ObjCObject: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(address) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> ObjCObject {
        ObjCObject(adoptingResult: UnsafeMutableRawPointer(mutating: address))
    }
    @inlinable public static var _messagePointerReturn: MessageReturn { .object }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .object(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

/// An object as it was returned: +0, or +1 for the alloc / new / copy / mutableCopy / init
/// families (release it).
extension UnmanagedObject: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(pointer) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> UnmanagedObject {
        UnmanagedObject(UnsafeMutableRawPointer(mutating: address))
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .object(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

extension ObjCClass: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(address) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> ObjCClass {
        ObjCClass(address: UnsafeMutableRawPointer(mutating: address))
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .classObject(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

/// A `Protocol *` (what `-conformsToProtocol:` takes).
extension ObjCProtocol: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(raw) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> ObjCProtocol {
        ObjCProtocol(raw: OpaquePointer(address))
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .object(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

extension Selector: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { address }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> Selector {
        Selector(rawValue: address)
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .selector(address)
    }
}

extension UnsafeRawPointer: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { self }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> UnsafeRawPointer { address }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .pointer(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

extension UnsafeMutableRawPointer: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(self) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(mutating: address)
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .pointer(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

extension UnsafePointer: MessageArgument, MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(self) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> UnsafePointer<Pointee> {
        address.assumingMemoryBound(to: Pointee.self)
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .pointer(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

extension UnsafeMutablePointer: MessageArgument, MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(self) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> UnsafeMutablePointer<Pointee> {
        UnsafeMutablePointer(mutating: address.assumingMemoryBound(to: Pointee.self))
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .pointer(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

extension OpaquePointer: MessagePointer {
    @inlinable public var _messageAddress: UnsafeRawPointer { UnsafeRawPointer(self) }
    @inlinable public static func _fromMessageAddress(_ address: UnsafeRawPointer) -> OpaquePointer {
        OpaquePointer(address)
    }
    @inlinable public static func _boxedMessageAddress(_ address: UnsafeRawPointer?) -> ObjCValue {
        .pointer(address.map { UnsafeMutableRawPointer(mutating: $0) })
    }
}

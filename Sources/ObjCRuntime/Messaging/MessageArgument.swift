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

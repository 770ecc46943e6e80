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

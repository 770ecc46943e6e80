// The runtime's reference-like types and Swift's pointers as message arguments and results:
// one pointer-sized word each (``MessagePointer``).

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

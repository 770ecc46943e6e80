/// Something a message can be sent to: an object or a class. The sends are in
/// `ObjCMessageReceiver+Send.swift`.
public protocol ObjCMessageReceiver {
    /// Low level: the receiver's object pointer.
    var receiverPointer: UnsafeMutableRawPointer { get }
}

extension ObjCObject: ObjCMessageReceiver {
    /// The object pointer.
    @inlinable public var receiverPointer: UnsafeMutableRawPointer { address }
}

extension ObjCClass: ObjCMessageReceiver {
    /// The class pointer (a class is an object).
    @inlinable public var receiverPointer: UnsafeMutableRawPointer { address }
}

extension UnmanagedObject: ObjCMessageReceiver {
    /// The object pointer.
    @inlinable public var receiverPointer: UnsafeMutableRawPointer { pointer }
}

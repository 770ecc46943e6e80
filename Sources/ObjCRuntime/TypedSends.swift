internal import CRuntimeCore

/// Sends for each C scalar type a setter takes or a getter returns: the seed's
/// `((void (*)(id, SEL, int8_t))objc_msgSend)(model, setter, v)` casts, one non-generic
/// function per shape so callers in other modules pay a plain call, with the runtime's lookup
/// (cache, resolution, forwarding) in front and the pending exception thrown after.
/// `SEL`, `Class`, `char *` and other pointers travel as raw pointers (same ABI).
extension ObjCMessageReceiver {
    /// `[receiver sel:v]` with a `char` / `int8_t` / x86-64 `BOOL` argument.
    public func sendVoid(_ sel: Selector, int8 v: Int8) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int8) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with an `unsigned char` argument.
    public func sendVoid(_ sel: Selector, uint8 v: UInt8) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt8) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with a `short` argument.
    public func sendVoid(_ sel: Selector, int16 v: Int16) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int16) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with an `unsigned short` argument.
    public func sendVoid(_ sel: Selector, uint16 v: UInt16) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt16) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with an `int` argument.
    public func sendVoid(_ sel: Selector, int32 v: Int32) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with an `unsigned int` argument.
    public func sendVoid(_ sel: Selector, uint32 v: UInt32) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt32) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with a `long long` argument.
    public func sendVoid(_ sel: Selector, int64 v: Int64) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int64) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with an `unsigned long long` argument.
    public func sendVoid(_ sel: Selector, uint64 v: UInt64) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt64) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with a `float` argument.
    public func sendVoid(_ sel: Selector, float v: Float) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Float) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with a `double` argument.
    public func sendVoid(_ sel: Selector, double v: Double) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:v]` with a C `bool` argument.
    public func sendVoid(_ sel: Selector, cBool v: Bool) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Bool) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, v) }
    }
    /// `[receiver sel:p]` with a pointer argument: `SEL`, `Class`, `char *`, `void *`.
    public func sendVoid(_ sel: Selector, pointer p: UnsafeRawPointer?) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, p) }
    }
    /// `[receiver sel:object]` without a handle: a setter given an unmanaged object (nil
    /// allowed). The caller keeps `object` alive across the call.
    public func sendVoid(_ sel: Selector, object: UnmanagedObject?) throws {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
        try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s, object?.pointer) }
    }

    /// A method returning `char` / `int8_t`, no arguments.
    public func sendInt8(_ sel: Selector) throws -> Int8 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int8
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `unsigned char`.
    public func sendUInt8(_ sel: Selector) throws -> UInt8 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt8
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `short`.
    public func sendInt16(_ sel: Selector) throws -> Int16 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int16
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `unsigned short`.
    public func sendUInt16(_ sel: Selector) throws -> UInt16 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt16
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `int`.
    public func sendInt32(_ sel: Selector) throws -> Int32 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `unsigned int`.
    public func sendUInt32(_ sel: Selector) throws -> UInt32 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt32
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `long long`.
    public func sendInt64(_ sel: Selector) throws -> Int64 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int64
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `unsigned long long`.
    public func sendUInt64(_ sel: Selector) throws -> UInt64 {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt64
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning `float`.
    public func sendFloat(_ sel: Selector) throws -> Float {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Float
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning a C `bool`.
    public func sendCBool(_ sel: Selector) throws -> Bool {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Bool
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning a pointer: `SEL`, `Class`, `char *`, `void *`.
    public func sendPointer(_ sel: Selector) throws -> UnsafeMutableRawPointer? {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
    }
    /// A method returning an object, as it returned it: +0 (valid until the receiver changes
    /// or the current autorelease pool drains — retain it to keep it), or +1 for the alloc /
    /// new / copy / mutableCopy families (release it). For code that cannot afford a handle
    /// per call; `send(_:)` is the safe form.
    public func sendReturningUnmanaged(_ sel: Selector) throws -> UnmanagedObject? {
        typealias F = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
        return try performSend(receiverPointer, sel) { imp, r, s in unsafeBitCast(imp, to: F.self)(r, s) }
            .map(UnmanagedObject.init)
    }
}

extension UnmanagedObject: ObjCMessageReceiver {
    /// The object pointer.
    @inlinable public var receiverPointer: UnsafeMutableRawPointer { pointer }
}

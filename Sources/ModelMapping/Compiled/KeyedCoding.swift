import ObjCRuntime

/// Why the keyed archiver or unarchiver refused a step; raised to compiled code as
/// NSInvalidArgumentException with this text as the reason.
enum KeyedCodingError: Error, CustomStringConvertible {
    /// An object that neither is a value class nor implements `-encodeWithCoder:`.
    case notEncodable(String)
    /// A class the archive names that the process does not have, or that has no `-initWithCoder:`.
    case notDecodable(String)
    /// `-encode…` after `-finishEncoding`.
    case afterFinish
    /// The archive's bytes are not a keyed archive.
    case incomprehensible(String)

    var description: String {
        switch self {
        case .notEncodable(let c): "an instance of \(c) cannot be archived: it does not implement -encodeWithCoder:"
        case .notDecodable(let c): "cannot decode object of class (\(c)): the class is not loaded or does not implement -initWithCoder:"
        case .afterFinish: "the archiver has already finished encoding"
        case .incomprehensible(let why): "incomprehensible archive: \(why)"
        }
    }
}

/// What the archiver's and unarchiver's IMPs share: their selectors, the barrier send to
/// compiled code, the state an instance keeps in its one ivar, and how a failure is raised.
enum KeyedCoding {
    typealias Receiver = UnsafeMutableRawPointer?
    typealias Cmd = UnsafeRawPointer?
    typealias Object = UnsafeMutableRawPointer?

    static let encodeWithCoder = Selector("encodeWithCoder:")
    static let initWithCoder = Selector("initWithCoder:")
    static let classSelector = Selector("class")

    /// `[receiver sel:argument]` for a method returning an object (or void: the result is then
    /// ignored), through the catch barrier — the IMP may be compiled code that throws, and an
    /// exception must not unwind into these Swift frames. A throw leaves the thread's pending
    /// record set (``ObjCException/takePending()``) and answers nil.
    @discardableResult
    static func sendObject(_ receiver: UnsafeMutableRawPointer, _ sel: Selector, _ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        var target: UnsafeMutableRawPointer? = receiver
        let imp = MessageSend.lookup(&target, sel)
        typealias Barrier = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UInt64, UInt64,
                                            IMP) -> UnsafeMutableRawPointer?
        return unsafeBitCast(ExceptionBarrier.entry, to: Barrier.self)(target, sel.rawValue, argument, 0, 0, imp)
    }

    /// An NSString argument's text; nil for nil or any other object.
    @inline(__always)
    static func text(_ object: Object) -> String? {
        object.flatMap { UnmanagedObject($0).string }
    }

    /// Raises `error` for `-[className cmd]` as Foundation would: NSInvalidArgumentException
    /// with the error's text as the reason (an exception compiled code threw on the way
    /// arrives as it was thrown). In a Swift process it stays pending for the caller; where the
    /// thread throws it unwinds — so the IMPs call this last, with nothing left to clean up.
    static func raise(_ error: any Error, _ className: String, _ cmd: Cmd) {
        let selector = cmd.map { Selector(rawValue: $0) } ?? Selector("decodeObjectForKey:")
        let exception = error as? ObjCException
            ?? ObjCException.invalidArgument(className: className, selector: selector.name, reason: String(describing: error))
        ObjCException.raise(exception, receiver: nil, selector: selector)
    }

    /// Runs one step of an IMP and raises what it threw for `-[className cmd]`. The raise
    /// comes after the `catch`, the step's values already gone, so an unwinding raise leaves
    /// nothing of the step to clean up; the IMP answers what the step set, or its default.
    @inline(__always)
    static func raising(_ className: String, _ cmd: Cmd, _ step: () throws -> Void) {
        var failure: (any Error)?
        do { try step() } catch { failure = error }
        if let failure { raise(failure, className, cmd) }
    }

    // MARK: the state ivar

    /// Puts `state` into an instance's ivar (retained), releasing what was there.
    static func attach(_ state: AnyObject, to instance: UnsafeMutableRawPointer, offset: Int) {
        let slot = (instance + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        let old = slot.pointee
        slot.pointee = Unmanaged.passRetained(state).toOpaque()
        if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
    }

    /// Empties an instance's ivar (at `-dealloc`).
    static func detach(_ instance: UnsafeMutableRawPointer, offset: Int) {
        let slot = (instance + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        if let old = slot.pointee {
            slot.pointee = nil
            Unmanaged<AnyObject>.fromOpaque(old).release()
        }
    }

    /// The state an instance holds, nil for nil, an instance never initialised, or a state of
    /// another type.
    static func state<T: AnyObject>(_ receiver: Receiver, offset: Int?, as type: T.Type) -> T? {
        guard let receiver, let offset, let raw = (receiver + offset).load(as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? T
    }

    /// `-dealloc` of both classes: lets go of the state, then NSObject's `-dealloc` (through
    /// the barrier, as every Swift call of an IMP that could be compiled code).
    static func dealloc(_ obj: Receiver, _ cmd: Cmd, offset: Int?) {
        guard let obj, let cmd else { return }
        if let offset { detach(obj, offset: offset) }
        let imp = MessageSend.lookupSuper(obj, from: .nsObject, Selector(rawValue: cmd))
        typealias Barrier = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt64, UInt64, UInt64, IMP) -> Void
        unsafeBitCast(ExceptionBarrier.entry, to: Barrier.self)(obj, cmd, 0, 0, 0, imp)
    }

    /// A new autoreleased NSData of `bytes` (+0 to the caller).
    static func autoreleasedData(_ bytes: [UInt8]) -> Object {
        guard let data = bytes.withUnsafeBytes({ UnmanagedObject.makeData($0) }) else { return nil }
        data.autorelease()
        return data.pointer
    }
}

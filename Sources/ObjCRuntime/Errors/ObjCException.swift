internal import CRuntimeCore

/// The one error for "the message raised": what Objective-C would have raised as an
/// `NSException` — an unrecognized selector, an index beyond an array's count, an unknown
/// key-value coding key, nil for a scalar key, a value key-value coding cannot box, an
/// invalid argument.
///
/// MiniObjC does not unwind. Where Objective-C raises, a method records the exception in one
/// per-thread slot and returns zero; every send takes that record right after the call and
/// throws it as an `ObjCException` (so does `Invocation.send()`). The first raise wins until
/// it is taken, as the first exception would have unwound the stack.
///
/// Compiled Objective-C that throws (`@throw`, `-raise`) is stopped at the send: sends and
/// invocations call IMPs through a catch barrier that turns the thrown object into the same
/// record, kind ``Kind/thrown(name:reason:)``, so no unwind ever crosses a Swift frame.
///
/// Code that calls IMPs by hand takes the record itself with `takePending()`; an IMP
/// written in Swift, which cannot throw to its C caller, reports a failure with
/// ``raise(_:receiver:selector:)``.
public struct ObjCException: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was raised.
    public enum Kind: Hashable, Sendable {
        /// Nobody implements the selector: `-doesNotRecognizeSelector:` ran
        /// (NSInvalidArgumentException). `sentToClass` when the receiver was a class.
        case unrecognizedSelector(sentToClass: Bool)
        /// An index at or beyond the count (NSRangeException).
        case indexOutOfRange(index: UInt64, count: UInt64)
        /// No accessor and no ivar for the key (NSUnknownKeyException), from `-setValue:forKey:`
        /// when `setting`, else from `-valueForKey:`.
        case undefinedKey(setting: Bool)
        /// `-setNilValueForKey:`: nil was set for a key whose accessor or ivar is a scalar.
        case nilValueForKey
        /// Key-value coding cannot box or unbox the accessor's or ivar's type (pointers, C
        /// strings, unions, structs passed to methods by value).
        case unsupportedKVCType(encoding: String)
        /// NSInvalidArgumentException for any other reason: a nil element, a mutating message
        /// to an immutable object, an unmeasurable type encoding, an error of a Swift IMP …
        case invalidArgument(reason: String)
        /// Compiled Objective-C threw an object (`@throw`, `-[NSException raise]`) that reached
        /// the Swift send: for an NSException its `name` and `reason`; for any other object
        /// its class name and an empty reason (``ObjCException/className`` is the class).
        case thrown(name: String, reason: String)
    }

    /// What was raised.
    public let kind: Kind
    /// The class of the receiver (a class receiver by its own name).
    public let className: String
    /// The message that raised; nil for the key-value coding kinds, which name the ``key``.
    public let selector: String?
    /// The key, for the key-value coding kinds (``Kind/undefinedKey(setting:)``,
    /// ``Kind/nilValueForKey``, ``Kind/unsupportedKVCType(encoding:)``); nil otherwise.
    public let key: String?

    /// An exception of `kind` raised by `className`, about `selector` or, for the key-value
    /// coding kinds, `key`.
    public init(_ kind: Kind, className: String, selector: String? = nil, key: String? = nil) {
        self.kind = kind
        self.className = className
        self.selector = selector
        self.key = key
    }

    /// `-[className selector]` sent to an instance (or to the class itself) that nobody implements.
    public static func unrecognizedSelector(className: String, selector: String, sentToClass: Bool = false) -> ObjCException {
        ObjCException(.unrecognizedSelector(sentToClass: sentToClass), className: className, selector: selector)
    }

    /// An index at or beyond the count.
    public static func indexOutOfRange(className: String, selector: String, index: UInt64, count: UInt64) -> ObjCException {
        ObjCException(.indexOutOfRange(index: index, count: count), className: className, selector: selector)
    }

    /// A key with no accessor and no ivar.
    public static func undefinedKey(className: String, key: String, setting: Bool) -> ObjCException {
        ObjCException(.undefinedKey(setting: setting), className: className, key: key)
    }

    /// nil set for a scalar key.
    public static func nilValueForKey(className: String, key: String) -> ObjCException {
        ObjCException(.nilValueForKey, className: className, key: key)
    }

    /// A key whose type key-value coding cannot box or unbox.
    public static func unsupportedKVCType(className: String, key: String, encoding: String) -> ObjCException {
        ObjCException(.unsupportedKVCType(encoding: encoding), className: className, key: key)
    }

    /// NSInvalidArgumentException from `-[className selector]`, for `reason`.
    public static func invalidArgument(className: String, selector: String, reason: String) -> ObjCException {
        ObjCException(.invalidArgument(reason: reason), className: className, selector: selector)
    }

    /// Foundation's name for the exception: `NSInvalidArgumentException`, `NSRangeException`
    /// or `NSUnknownKeyException`.
    public var name: String {
        switch kind {
        case .indexOutOfRange: "NSRangeException"
        case .undefinedKey: "NSUnknownKeyException"
        case .thrown(let name, _): name
        default: "NSInvalidArgumentException"
        }
    }

    /// The reason in Foundation's words (the object's address left out):
    /// `-[Dog bark:]: unrecognized selector sent to instance`.
    public var reason: String {
        let key = self.key ?? ""
        switch kind {
        case .unrecognizedSelector(let toClass):
            return "\(toClass ? "+" : "-")[\(className) \(selector ?? "")]: unrecognized selector sent to "
                + (toClass ? "class" : "instance")
        case .indexOutOfRange(let i, let n):
            return "-[\(className) \(selector ?? "")]: index \(i) beyond bounds " + (n == 0 ? "for empty array" : "[0 .. \(n - 1)]")
        case .undefinedKey(let setting):
            return "[<\(className)> \(setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:")]: "
                + "this class is not key value coding-compliant for the key \(key)."
        case .nilValueForKey:
            return "[<\(className)> setNilValueForKey]: could not set nil as the value for the key \(key)."
        case .unsupportedKVCType(let encoding):
            return "[<\(className)> valueForKey:]: the key \(key) has type '\(encoding)', which key-value coding cannot box or unbox"
        case .invalidArgument(let why):
            return "-[\(className) \(selector ?? "")]: \(why)"
        case .thrown(_, let reason):
            return reason
        }
    }

    /// The name, the reason, and for the key-value coding kinds what to do about it.
    public var description: String {
        let key = self.key ?? ""
        let hint: String
        switch kind {
        case .undefinedKey(let setting):
            hint = " (no " + (setting ? "-set\(key.capitalizedFirst): or -_set\(key.capitalizedFirst): method"
                                      : "-\(key), -get\(key.capitalizedFirst), -is\(key.capitalizedFirst) or -_\(key) method")
                + " and no _\(key), _is\(key.capitalizedFirst), \(key) or is\(key.capitalizedFirst) ivar)"
        case .nilValueForKey: hint = " (override -setNilValueForKey: to choose a value)"
        default: hint = ""
        }
        return "\(name): \(reason)\(hint)"
    }

    // MARK: the pending record

    /// Whether an exception is pending on this thread.
    package static var isPending: Bool { rt_exception_isPending() }

    /// Takes this thread's pending exception (clearing it), as the error a send would throw.
    package static func takePending() -> ObjCException? {
        var info = rt_exception_info()
        guard rt_exception_take(&info) else { return nil }
        return ObjCException(info)
    }

    /// Discards this thread's pending exception, if any.
    package static func clear() { rt_exception_clear() }

    /// Raises `error` as the pending exception of this thread, for an IMP written in Swift:
    /// the sender of the message throws it when the IMP returns (unless an exception is
    /// already pending: the first one wins).
    ///
    /// An `ObjCException` arrives unchanged. Any other error arrives as
    /// ``Kind/invalidArgument(reason:)`` — Foundation's NSInvalidArgumentException — naming
    /// `receiver`'s class and `selector`, with the error's description as the reason.
    public static func raise(_ error: any Error, receiver: (any ObjCMessageReceiver)?, selector: Selector) {
        guard let e = error as? ObjCException else {
            // The C side names the receiver's class (a class receiver by its own name).
            rt_exception_raise(RT_EXC_INVALID_ARGUMENT, receiver?.receiverPointer.asID, selector.name,
                               String(describing: error), 0, 0)
            return
        }
        let subject = e.selector ?? e.key ?? ""
        switch e.kind {
        case .unrecognizedSelector(let toClass):
            rt_exception_raiseNamed(RT_EXC_UNRECOGNIZED_SELECTOR, e.className, subject, toClass ? "class" : "instance", 0, 0)
        case .indexOutOfRange(let index, let count):
            rt_exception_raiseNamed(RT_EXC_RANGE, e.className, subject, nil, index, count)
        case .undefinedKey(let setting):
            rt_exception_raiseNamed(setting ? RT_EXC_UNKNOWN_KEY_SET : RT_EXC_UNKNOWN_KEY, e.className, subject, nil, 0, 0)
        case .nilValueForKey:
            rt_exception_raiseNamed(RT_EXC_NIL_VALUE, e.className, subject, nil, 0, 0)
        case .unsupportedKVCType(let encoding):
            rt_exception_raiseNamed(RT_EXC_UNSUPPORTED_TYPE, e.className, subject, encoding, 0, 0)
        case .invalidArgument(let why):
            rt_exception_raiseNamed(RT_EXC_INVALID_ARGUMENT, e.className, subject, why, 0, 0)
        case .thrown(let name, let reason):
            rt_exception_raiseNamed(RT_EXC_THROWN, e.className, name, reason, 0, 0)
        }
    }

    /// The one place that decides what a pending runtime record says.
    init(_ info: rt_exception_info) {
        var info = info
        let className = withUnsafeBytes(of: &info.className) { String(decoding: cBytes($0), as: UTF8.self) }
        let subject = withUnsafeBytes(of: &info.key) { String(decoding: cBytes($0), as: UTF8.self) }
        let detail = withUnsafeBytes(of: &info.detail) { String(decoding: cBytes($0), as: UTF8.self) }
        switch info.kind {
        case RT_EXC_UNRECOGNIZED_SELECTOR:
            self.init(.unrecognizedSelector(sentToClass: detail == "class"), className: className, selector: subject)
        case RT_EXC_RANGE:
            self.init(.indexOutOfRange(index: info.index, count: info.count), className: className, selector: subject)
        case RT_EXC_UNKNOWN_KEY: self.init(.undefinedKey(setting: false), className: className, key: subject)
        case RT_EXC_UNKNOWN_KEY_SET: self.init(.undefinedKey(setting: true), className: className, key: subject)
        case RT_EXC_NIL_VALUE: self.init(.nilValueForKey, className: className, key: subject)
        case RT_EXC_UNSUPPORTED_TYPE: self.init(.unsupportedKVCType(encoding: detail), className: className, key: subject)
        case RT_EXC_THROWN: self.init(.thrown(name: subject, reason: detail), className: className)
        default: self.init(.invalidArgument(reason: detail), className: className, selector: subject)
        }
    }
}

/// Throws this thread's pending exception, if any (taken, so it cannot surface again at a
/// later, unrelated send). The sends test ``ObjCException/isPending`` inline first, so the
/// common case costs one thread-local read. Never inlined: its large record would give every
/// send a stack frame of that size (and a stack protector).
@inline(never)
func throwPendingException() throws(ObjCException) {
    var info = rt_exception_info()
    guard rt_exception_take(&info) else { return }
    throw ObjCException(info)
}

/// ``throwPendingException()`` for the sends, whose errors are untyped: the ObjCException is
/// boxed here, not in the send. A typed throw hands its (large) value back to the caller, and a
/// send that boxed it itself would carry a 176-byte frame, four more saved registers and the
/// boxing code on every call, thrown or not (seen with perf on `send.api_sendInt`).
@inline(never)
func throwPendingError() throws {
    try throwPendingException()
}

/// The bytes of a fixed C char array up to its NUL.
func cBytes(_ raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    let end = raw.firstIndex(of: 0) ?? raw.count
    return UnsafeRawBufferPointer(rebasing: raw[..<end])
}

extension String {
    /// The string with its first character uppercased, as KVC builds accessor names.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

internal import CRuntimeCore

/// The runtime's per-thread pending exception, seen from Swift.
///
/// Where Objective-C raises — `-doesNotRecognizeSelector:`, an index beyond an array's count,
/// an unknown KVC key — MiniObjC's methods record what happened in one per-thread slot and
/// return zero; every send in this module takes that record right after the call and throws
/// it as a typed error (``ObjCError/doesNotRecognizeSelector(className:selector:)`` or an
/// ``ObjCValueError``). The first raise wins until it is taken, as the first exception would
/// have unwound the stack.
///
/// Code that calls IMPs by hand takes the record itself with ``takePending()``; an IMP
/// written in Swift, which cannot throw to its C caller, reports a failure with
/// ``raise(_:receiver:selector:)``.
public enum ObjCException {
    /// Whether an exception is pending on this thread.
    public static var isPending: Bool { rt_exception_isPending() }

    /// Takes this thread's pending exception (clearing it) as the error a send would throw:
    /// ``ObjCError/doesNotRecognizeSelector(className:selector:)`` or an ``ObjCValueError``.
    public static func takePending() -> (any Error)? {
        var info = rt_exception_info()
        guard rt_exception_take(&info) else { return nil }
        return typedError(info)
    }

    /// Discards this thread's pending exception, if any.
    public static func clear() { rt_exception_clear() }

    /// Raises `error` as the pending exception of this thread, for an IMP written in Swift:
    /// the sender of the message throws it when the IMP returns (unless an exception is
    /// already pending: the first one wins).
    ///
    /// ``ObjCError/doesNotRecognizeSelector(className:selector:)`` and the ``ObjCValueError``
    /// cases a runtime method can raise (`indexOutOfRange`, `unknownKey`, `nilValueForKey`,
    /// `unsupportedKVCType`, `invalidArgument`) arrive unchanged. Any other error arrives as
    /// ``ObjCValueError/invalidArgument(className:selector:reason:)`` — Foundation's
    /// NSInvalidArgumentException — naming `receiver`'s class and `selector`, with the
    /// error's description as the reason.
    public static func raise(_ error: any Error, receiver: (any ObjCMessageReceiver)?, selector: Selector) {
        switch error {
        case ObjCError.doesNotRecognizeSelector(let c, let s):
            raise(RT_EXC_UNRECOGNIZED_SELECTOR, c, s, "instance")
        case ObjCValueError.indexOutOfRange(let c, let s, let index, let count):
            rt_exception_raiseNamed(RT_EXC_RANGE, c, s, nil, index, count)
        case ObjCValueError.unknownKey(let c, let k, let setting):
            raise(setting ? RT_EXC_UNKNOWN_KEY_SET : RT_EXC_UNKNOWN_KEY, c, k, nil)
        case ObjCValueError.nilValueForKey(let c, let k): raise(RT_EXC_NIL_VALUE, c, k, nil)
        case ObjCValueError.unsupportedKVCType(let c, let k, let e): raise(RT_EXC_UNSUPPORTED_TYPE, c, k, e)
        case ObjCValueError.invalidArgument(let c, let s, let why): raise(RT_EXC_INVALID_ARGUMENT, c, s, why)
        default:
            // The C side names the receiver's class (a class receiver by its own name).
            rt_exception_raise(RT_EXC_INVALID_ARGUMENT, receiver?.receiverPointer.asID, selector.name,
                               String(describing: error), 0, 0)
        }
    }

    private static func raise(_ kind: rt_exception_kind, _ className: String, _ key: String, _ detail: String?) {
        rt_exception_raiseNamed(kind, className, key, detail, 0, 0)
    }
}

/// The one place that decides which Swift error a pending runtime exception becomes.
func typedError(_ info: rt_exception_info) -> any Error {
    var info = info
    let className = withUnsafeBytes(of: &info.className) { String(decoding: cBytes($0), as: UTF8.self) }
    let key = withUnsafeBytes(of: &info.key) { String(decoding: cBytes($0), as: UTF8.self) }
    let detail = withUnsafeBytes(of: &info.detail) { String(decoding: cBytes($0), as: UTF8.self) }
    switch info.kind {
    case RT_EXC_UNRECOGNIZED_SELECTOR: return ObjCError.doesNotRecognizeSelector(className: className, selector: key)
    case RT_EXC_RANGE:
        return ObjCValueError.indexOutOfRange(className: className, selector: key, index: info.index, count: info.count)
    case RT_EXC_UNKNOWN_KEY: return ObjCValueError.unknownKey(className: className, key: key, setting: false)
    case RT_EXC_UNKNOWN_KEY_SET: return ObjCValueError.unknownKey(className: className, key: key, setting: true)
    case RT_EXC_NIL_VALUE: return ObjCValueError.nilValueForKey(className: className, key: key)
    case RT_EXC_UNSUPPORTED_TYPE:
        return ObjCValueError.unsupportedKVCType(className: className, key: key, encoding: detail)
    default: return ObjCValueError.invalidArgument(className: className, selector: key, reason: detail)
    }
}

/// Throws this thread's pending exception, if any (taken, so it cannot surface again at a
/// later, unrelated send). The sends test ``ObjCException/isPending`` inline first, so the
/// common case costs one thread-local read. Never inlined: its large record would give every
/// send a stack frame of that size (and a stack protector).
@inline(never)
func throwPendingException() throws {
    var info = rt_exception_info()
    guard rt_exception_take(&info) else { return }
    throw typedError(info)
}

/// Takes the pending exception only if `wanted` says it is of that kind; another kind stays
/// pending for the code that handles it.
func takePendingException(if wanted: (rt_exception_kind) -> Bool) -> (any Error)? {
    guard rt_exception_isPending(), wanted(rt_exception_pendingKind()) else { return nil }
    return ObjCException.takePending()
}

/// The bytes of a fixed C char array up to its NUL.
func cBytes(_ raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    let end = raw.firstIndex(of: 0) ?? raw.count
    return UnsafeRawBufferPointer(rebasing: raw[..<end])
}

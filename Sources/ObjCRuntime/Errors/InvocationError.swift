/// Why a dynamic call, a closure IMP or a forwarded invocation could not be set up or used
/// (what the message raised, once called, is an ``ObjCException``). Every case names what the
/// user has to change.
public enum InvocationError: Error, Equatable, CustomStringConvertible {
    /// The type encoding did not parse.
    case malformedEncoding(encoding: String, message: String)
    /// An argument's type cannot be passed by value (a bitfield, `?`, a C array, `void`).
    case uncallableArgument(index: Int, type: String, reason: String)
    /// The return type cannot be returned by value.
    case uncallableReturn(type: String, reason: String)
    /// An argument index outside the signature.
    case argumentIndexOutOfRange(index: Int, count: Int)
    /// A send gave `got` arguments (after self and `_cmd`) to a method whose encoding
    /// `types` takes `expected`.
    case argumentCountMismatch(types: String, expected: Int, got: Int)
    /// A value of the wrong kind for an argument (`index`), or for the return value (`index` nil).
    case wrongValueType(index: Int?, expected: String, got: String)
    /// An integer that does not fit the argument's (or return value's) width.
    case valueOutOfRange(index: Int?, expected: String, value: String)
    /// A struct / union value whose byte count is not the type's size.
    case wrongByteCount(index: Int?, expected: Int, got: Int)
    /// `invoke()` without an implementation to call.
    case noImplementation
    /// A message send on a signature that does not start with an object and a selector.
    case notAMessage(types: String)
    /// The receiver's class has no method for the selector.
    case methodNotFound(className: String, selector: String)
    /// libffi refused the description or ran out of memory.
    case ffiFailure(String)

    /// A message that says what is wrong and where.
    public var description: String {
        switch self {
        case .malformedEncoding(let e, let m): "type encoding '\(e)' is malformed: \(m)"
        case .uncallableArgument(let i, let t, let r): "argument \(i) (\(t)) cannot be passed by value: \(r)"
        case .uncallableReturn(let t, let r): "return type \(t) cannot be returned by value: \(r)"
        case .argumentIndexOutOfRange(let i, let n): "argument index \(i) is out of range: the signature has \(n) arguments"
        case .argumentCountMismatch(let t, let e, let g):
            "the method's encoding '\(t)' takes \(e) argument(s) after self and _cmd; the send gave \(g)"
        case .wrongValueType(let i, let e, let g): "\(Self.place(i)) expects \(e), got a \(g) value"
        case .valueOutOfRange(let i, let e, let v): "\(v) does not fit \(Self.place(i)) (\(e))"
        case .wrongByteCount(let i, let e, let g): "\(Self.place(i)) needs exactly \(e) bytes, got \(g)"
        case .noImplementation: "the invocation has no implementation (IMP) to call"
        case .notAMessage(let t): "signature '\(t)' is not a method's: arguments 0 and 1 must be id and SEL"
        case .methodNotFound(let c, let s): "\(c) has no method \(s)"
        case .ffiFailure(let m): "libffi: \(m)"
        }
    }

    private static func place(_ index: Int?) -> String {
        index.map { "argument \($0)" } ?? "the return value"
    }

    /// Adds the slot's identity to a mismatch found while storing a value.
    static func from(_ m: ValueMismatch, index: Int?, type: FFICallType, slot: FrameSlot) -> InvocationError {
        switch m {
        case .wrongType(let got): .wrongValueType(index: index, expected: type.spelling, got: got)
        case .outOfRange(let v): .valueOutOfRange(index: index, expected: type.spelling, value: v)
        case .wrongByteCount(let got): .wrongByteCount(index: index, expected: slot.size, got: got)
        }
    }
}

internal import CRuntimeCore

/// Why a value could not cross between Swift and the runtime's value classes, or why a
/// value-class or KVC message failed (where Foundation would raise an exception, MiniObjC's
/// C methods leave a pending record that becomes one of these).
public enum ObjCValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The object is not one of the bridged classes (NSString, NSNumber, NSData, NSDate,
    /// NSArray, NSDictionary, NSNull, NSValue or their subclasses).
    case unsupportedClass(className: String)
    /// An NSDictionary key that is not an NSString cannot become a `[String: …]` key.
    case nonStringKey(className: String)
    /// A number case was given a type code it cannot carry (e.g. `.signed(1, objCType: "Q")`).
    case invalidObjCType(Character, allowed: String)
    /// The value does not fit the number's type code (e.g. 300 as `c`).
    case numberOutOfRange(value: String, objCType: Character)
    /// An NSValue's bytes do not match the size its type encoding describes.
    case sizeMismatch(objCType: String, expected: Int, actual: Int)
    /// Containers nested deeper than the limit (or containing themselves).
    case nestingTooDeep(limit: Int)
    /// A conversion to a Swift type found a value of another kind.
    case typeMismatch(expected: String, found: String)
    /// NSRangeException: an index at or beyond the count.
    case indexOutOfRange(className: String, selector: String, index: UInt64, count: UInt64)
    /// NSUnknownKeyException: no accessor and no ivar for the key (`setting` for
    /// `-setValue:forKey:`, else `-valueForKey:`).
    case unknownKey(className: String, key: String, setting: Bool)
    /// `-setNilValueForKey:`: nil was set for a key whose accessor or ivar is a scalar.
    case nilValueForKey(className: String, key: String)
    /// KVC cannot box or unbox the accessor's or ivar's type (pointers, C strings, unions,
    /// structs passed to methods by value).
    case unsupportedKVCType(className: String, key: String, encoding: String)
    /// NSInvalidArgumentException: a nil element, a mutating message to an immutable
    /// object, a key that is not a string, an unmeasurable type encoding, …
    case invalidArgument(className: String, selector: String, reason: String)
    /// The runtime could not allocate the object.
    case allocationFailed(String)

    public var description: String {
        switch self {
        case .unsupportedClass(let c):
            return "cannot bridge an instance of \(c): only NSString, NSNumber, NSData, NSDate, NSArray, "
                + "NSDictionary, NSNull and NSValue convert to Swift values"
        case .nonStringKey(let c): return "dictionary key of class \(c) is not an NSString; only string keys bridge"
        case .invalidObjCType(let t, let allowed):
            return "type code '\(t)' is not valid here; use one of \(allowed)"
        case .numberOutOfRange(let v, let t): return "\(v) does not fit an NSNumber of type '\(t)'"
        case .sizeMismatch(let t, let expected, let actual):
            return "type '\(t)' describes \(expected) bytes, but \(actual) were given"
        case .nestingTooDeep(let limit):
            return "containers nest deeper than \(limit) levels (does a collection contain itself?)"
        case .typeMismatch(let expected, let found): return "expected \(expected), found \(found)"
        case .indexOutOfRange(let c, let s, let i, let n):
            return "-[\(c) \(s)]: index \(i) beyond bounds " + (n == 0 ? "for empty array" : "[0 .. \(n - 1)]")
        case .unknownKey(let c, let k, let setting):
            return "\(c) is not key value coding-compliant for the key '\(k)' (no "
                + (setting ? "-set\(k.capitalizedFirst): or -_set\(k.capitalizedFirst): method"
                           : "-\(k), -get\(k.capitalizedFirst), -is\(k.capitalizedFirst) or -_\(k) method")
                + " and no _\(k), _is\(k.capitalizedFirst), \(k) or is\(k.capitalizedFirst) ivar)"
        case .nilValueForKey(let c, let k):
            return "\(c) cannot set nil for the scalar key '\(k)' (override -setNilValueForKey: to choose a value)"
        case .unsupportedKVCType(let c, let k, let e):
            return "key '\(k)' of \(c) has type '\(e)', which key-value coding cannot box or unbox"
        case .invalidArgument(let c, let s, let why): return "-[\(c) \(s)]: \(why)"
        case .allocationFailed(let what): return "out of memory: \(what)"
        }
    }

    /// Takes this thread's pending exception if it is a value-class or KVC one (cleared);
    /// a pending `-doesNotRecognizeSelector:` stays pending. For code that calls value-class
    /// or KVC IMPs by hand; the Swift API here checks it itself. To take whatever is pending,
    /// use ``ObjCException/takePending()``.
    public static func takePending() -> ObjCValueError? {
        takePendingException { $0 != RT_EXC_UNRECOGNIZED_SELECTOR } as? ObjCValueError
    }
}

extension String {
    /// The string with its first character uppercased, as KVC builds accessor names.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

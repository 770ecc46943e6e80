/// Why a value could not cross between Swift and the runtime's value classes. (What a
/// value-class or KVC message raises is an ``ObjCException``.)
public enum BridgedValueError: Error, Equatable, Sendable, CustomStringConvertible {
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
        case .allocationFailed(let what): return "out of memory: \(what)"
        }
    }

}

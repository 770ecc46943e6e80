import ObjCRuntime

/// Why a mapping could not be done. Values that merely do not fit a property are not
/// errors: the property is skipped (or zeroed), as YYModel does.
public enum ModelMappingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input is not a dictionary (YYModel returns NO / nil here).
    case notADictionary(found: String)
    /// The class has no property the mapper can read or write (YYModel: `_keyMappedCount == 0`).
    case noMappableProperties(className: String)
    /// JSON text that does not parse: what went wrong, and the byte offset.
    case invalidJSON(message: String, offset: Int)
    /// Models (or containers) nest deeper than the limit.
    case nestingTooDeep(limit: Int)
    /// A model refers back to itself (directly or through others) while being written out.
    case cycle(className: String)
    /// A message the mapper sent raised (a setter, a getter, a customization method): the
    /// exception as the runtime reported it, and which step sent the message.
    case raised(ObjCException, step: String)
    /// The runtime refused a step otherwise (an object could not be made, a call could not
    /// be set up).
    case runtime(String)
    /// An input dictionary holds an object that is not a JSON-like value class.
    case unsupportedValue(String)
    /// The class's customization refused the input: the will-transform hook returned nil, the
    /// transform-from-dictionary hook returned false (YYModel then answers nil / NO), or, for a
    /// top-level model on its way to JSON, the transform-to-dictionary hook returned false.
    case transformRefused(className: String)
    /// A keyed archive that cannot be read back: what is wrong with it.
    case invalidArchive(String)
    /// The class's own `YYModel` protocol method has another signature than the protocol
    /// declares, or answered something YYModel could not use: which method, and what it gave.
    case invalidCustomization(String)

    /// A message that says what was wrong with the input.
    public var description: String {
        switch self {
        case .notADictionary(let found): return "expected a dictionary (JSON object), found \(found)"
        case .noMappableProperties(let c): return "class \(c) has no property with an accessor the mapper can use"
        case .invalidJSON(let message, let offset): return "invalid JSON at byte \(offset): \(message)"
        case .nestingTooDeep(let limit): return "models or containers nest deeper than \(limit) levels"
        case .cycle(let c): return "an object of class \(c) contains itself; it cannot be written as JSON"
        case .raised(let exception, let step): return "\(step) raised \(exception)"
        case .runtime(let message): return "runtime error: \(message)"
        case .unsupportedValue(let message): return "unsupported value in the input: \(message)"
        case .transformRefused(let c): return "the customization of \(c) refused the input (its transform hook answered nil or false)"
        case .invalidArchive(let message): return "invalid keyed archive: \(message)"
        case .invalidCustomization(let message): return "invalid YYModel customization: \(message)"
        }
    }
}

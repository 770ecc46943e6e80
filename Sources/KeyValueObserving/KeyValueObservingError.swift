/// Why an observation could not be added or removed.
public enum KeyValueObservingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key path is empty or has an empty component.
    case invalidKeyPath(String)
    /// The observer does not implement `-observeValueForKeyPath:ofObject:change:context:`.
    case observerDoesNotRespond(className: String)
    /// `removeObserver` found no matching registration (Foundation raises here).
    case notRegistered(observer: String, keyPath: String)
    /// The object is a class, or its class cannot be given a KVO subclass.
    case cannotObserve(className: String, reason: String)
    /// A notification could not be delivered (recorded, since a setter cannot throw).
    case deliveryFailed(keyPath: String, reason: String)

    public var description: String {
        switch self {
        case .invalidKeyPath(let k):
            return "'\(k)' is not a valid key path: use non-empty keys separated by '.'"
        case .observerDoesNotRespond(let c):
            return "an instance of \(c) cannot observe: it does not implement -observeValueForKeyPath:ofObject:change:context:"
        case .notRegistered(let o, let k):
            return "cannot remove \(o) as an observer for the key path '\(k)': it is not registered"
        case .cannotObserve(let c, let r):
            return "cannot observe an instance of \(c): \(r)"
        case .deliveryFailed(let k, let r):
            return "a change notification for '\(k)' failed: \(r)"
        }
    }
}

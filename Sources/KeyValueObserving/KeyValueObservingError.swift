/// Why an observation could not be added or removed, or a change not reported. Where
/// Foundation raises and FBKVOController asserts, MiniObjC throws one of these.
public enum KeyValueObservingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key path is empty, nil, or has an empty component.
    case invalidKeyPath(String)
    /// The observer does not implement `-observeValueForKeyPath:ofObject:change:context:`.
    case observerDoesNotRespond(className: String)
    /// `removeObserver` found no matching registration (Foundation raises here).
    case notRegistered(observer: String, keyPath: String)
    /// The object is a class, or its class cannot be given a KVO subclass.
    case cannotObserve(className: String, reason: String)
    /// A notification could not be delivered (recorded, since a setter cannot throw).
    case deliveryFailed(keyPath: String, reason: String)
    /// A to-many change message had a kind or indexes Foundation would reject.
    case invalidChange(String)
    /// An NSArray or NSSet asked to be observed (or to remove an observer): a collection
    /// reports no change of its own, and Foundation raises here too.
    case collectionNotObservable(className: String, keyPath: String)
    /// A KVOController `observe(_:keyPaths:…)` call with a nil or empty list of key paths.
    case missingKeyPaths
    /// A KVOController `observe` call without its callback (`"block"` or `"action"`).
    case missingCallback(String)
    /// A KVOController with no observer (none given, or gone) asked to observe: nothing
    /// could ever be delivered.
    case missingObserver
    /// A KVOController action the observer does not implement, or with more than two
    /// arguments (it is sent the change and the object).
    case invalidAction(className: String, selector: String)

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
        case .invalidChange(let r):
            return "invalid to-many change: \(r)"
        case .collectionNotObservable(let c, let k):
            return "\(c) does not support key-value observing (key path '\(k)'): an array or a set reports no change "
                + "of its own; observe the property that holds it, or an array's elements with "
                + "addObserver:toObjectsAtIndexes:forKeyPath:options:context:"
        case .missingKeyPaths:
            return "no key paths to observe: pass at least one"
        case .missingCallback(let what):
            return "no \(what) given: a KVOController observation needs one to call"
        case .missingObserver:
            return "the KVOController has no observer (none was given, or it is gone): nothing could be delivered"
        case .invalidAction(let c, let s):
            return "\(c) cannot be sent -\(s) as a KVOController action: it must implement it, "
                + "taking at most two arguments (the change and the object)"
        }
    }
}

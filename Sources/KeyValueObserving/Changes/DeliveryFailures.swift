import ObjCRuntime

/// Failures that could not be thrown: met inside a setter or while notifying, where the
/// setter has already stored its value and raising would blame the setter's sender for an
/// observer's problem. (The message-level `-addObserver:…` / `-removeObserver:…` raise the
/// runtime's pending exception instead: see `ObjCException`.) Most recent last, 16 kept.
public enum DeliveryFailures {
    private static let failures = LockedValue<[KeyValueObservingError]>([])

    /// The recorded failures.
    public static var all: [KeyValueObservingError] { failures.withLock { $0 } }

    /// Removes and returns the recorded failures.
    public static func take() -> [KeyValueObservingError] {
        failures.withLock { f in defer { f.removeAll() }; return f }
    }

    static func record(_ error: KeyValueObservingError) {
        failures.withLock {
            $0.append(error)
            if $0.count > 16 { $0.removeFirst($0.count - 16) }
        }
    }
}

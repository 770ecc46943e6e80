import ObjCRuntime

/// Handing one notification to one registration. Runs on the thread that made the change,
/// with no lock held.
enum ChangeDelivery {
    @inline(__always)
    static func deliver(_ change: ObservedChange, to record: ObservationRecord) {
        if record.hasClosure {
            record.closure(change)
            return
        }
        deliverSlowly(change, to: record)
    }

    private static func deliverSlowly(_ change: ObservedChange, to record: ObservationRecord) {
        switch record.target {
        case .closure(let handler), .relay(_, let handler):
            handler(change)
        case .controller(_, let info):
            info.deliver(change)
        case .object(let weak, _):
            // A deallocated observer is skipped: the weak reference has zeroed.
            guard let observer = weak.object else { return }
            autoreleasepool {
                do {
                    try ObserverCallback.send(to: observer, keyPath: change.keyPath, object: change.object,
                                              change: change.makeDictionary(), context: record.context)
                } catch {
                    DeliveryFailures.record(.deliveryFailed(keyPath: change.keyPath, reason: "\(error)"))
                }
            }
        case .dependency:
            break
        }
    }
}

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

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
            // Runtime references, no handles: this runs for every notification a compiled
            // observer (FBKVOController among them) receives.
            guard let observer = weak.loadRetained() else { return }
            defer { ObjCObject.release(observer) }
            autoreleasepool {
                do {
                    let dictionary = try change.makeRetainedDictionary()
                    defer { ObjCObject.release(dictionary) }
                    try withExtendedLifetime((record, change)) {
                        try ObserverCallback.send(to: observer, keyPath: record.keyPathObject.pointer,
                                                  object: change.storage.pointer, change: dictionary,
                                                  context: record.context)
                    }
                } catch {
                    DeliveryFailures.record(.deliveryFailed(keyPath: change.keyPath, reason: "\(error)"))
                }
            }
        case .dependency:
            break
        }
    }
}

import ObjCRuntime

/// `willChangeValueForKey:` / `didChangeValueForKey:`: collect whom to tell and the old
/// value before the change, tell them after it. Notifications are delivered on the thread
/// that makes the change, with no lock held.
enum ChangeNotifier {
    static let registry = ObservationRegistry.shared

    /// The first half of a change: sends the `.prior` notifications and remembers the old
    /// value for ``didChange(object:key:)`` on this thread.
    static func willChange(object: ObjCObject, key: String) {
        let address = UInt(bitPattern: object.pointer)
        let records = registry.records(object: address, keyPath: key)
        let pendingKey = PendingKey(thread: currentThreadID(), object: address, key: key)
        guard !records.isEmpty else {
            // Keep will/did balanced even when nobody observes yet.
            registry.pushPending(PendingChange(records: [], oldValue: nil), for: pendingKey)
            return
        }
        var old: ObjCObject?
        if records.contains(where: { $0.options.contains(.old) }) {
            old = boxedValue(object, key)
        }
        registry.pushPending(PendingChange(records: records, oldValue: old), for: pendingKey)
        for record in records where record.options.contains(.prior) {
            deliver(to: record, object: object, key: key,
                    old: record.options.contains(.old) ? old : nil, new: nil, isPrior: true)
        }
    }

    /// The second half: sends the notifications with the old and new values to the
    /// observers collected by the matching ``willChange(object:key:)`` that are still
    /// registered. A `didChange` without a `willChange` on this thread does nothing.
    static func didChange(object: ObjCObject, key: String) {
        let address = UInt(bitPattern: object.pointer)
        let pendingKey = PendingKey(thread: currentThreadID(), object: address, key: key)
        guard let pending = registry.popPending(for: pendingKey), !pending.records.isEmpty else { return }
        var new: ObjCObject?
        if pending.records.contains(where: { $0.options.contains(.new) }) {
            new = boxedValue(object, key)
        }
        for record in pending.records where registry.isRegistered(object: address, id: record.id) {
            deliver(to: record, object: object, key: key,
                    old: record.options.contains(.old) ? pending.oldValue : nil,
                    new: record.options.contains(.new) ? new : nil, isPrior: false)
        }
    }

    /// The `.initial` notification, sent from `addObserver` before it returns.
    static func sendInitial(to record: ObservationRecord, object: ObjCObject) {
        let new = record.options.contains(.new) ? boxedValue(object, record.keyPath) : nil
        deliver(to: record, object: object, key: record.keyPath, old: nil, new: new, isPrior: false)
    }

    private static func boxedValue(_ object: ObjCObject, _ key: String) -> ObjCObject? {
        do {
            return try ValueBoxing.value(of: object, forKey: key)
        } catch {
            DeliveryFailures.record(.deliveryFailed(keyPath: key, reason: "reading the value: \(error)"))
            return nil
        }
    }

    /// Builds the change dictionary and calls the observer.
    static func deliver(to record: ObservationRecord, object: ObjCObject, key: String,
                        old: ObjCObject?, new: ObjCObject?, isPrior: Bool) {
        autoreleasepool {
            do {
                var pairs: [(key: ObjCObject, value: ObjCObject)] = [
                    (.string(KeyValueChangeKey.kind),
                     try BridgedValue.unsigned(UInt64(KeyValueChangeKind.setting.rawValue), objCType: "Q").makeObject()),
                ]
                if let new { pairs.append((.string(KeyValueChangeKey.new), new)) }
                if let old { pairs.append((.string(KeyValueChangeKey.old), old)) }
                if isPrior { pairs.append((.string(KeyValueChangeKey.notificationIsPrior), try BridgedValue.bool(true).makeObject())) }
                let dictionary = try ObjCObject.dictionary(pairs)
                switch record.target {
                case .closure(let handler):
                    handler(ObservedChange(object: object, keyPath: key, kind: .setting, oldValue: old,
                                           newValue: new, isPrior: isPrior, context: record.context,
                                           dictionary: dictionary))
                case .object(let weak, _):
                    // A deallocated observer is skipped: the weak reference has zeroed.
                    guard let observer = weak.object else { return }
                    try ObserverCallback.send(to: observer, keyPath: key, object: object,
                                              change: dictionary, context: record.context)
                }
            } catch {
                DeliveryFailures.record(.deliveryFailed(keyPath: key, reason: "\(error)"))
            }
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

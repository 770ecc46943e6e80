import ObjCRuntime

/// The message-level halves of a change — `-willChangeValueForKey:` / `-didChangeValueForKey:`
/// and their to-many forms — and the `.initial` notification. A will half starts a
/// ``ChangeTransaction`` and parks it in ``PendingChanges`` until the matching did half on
/// the same thread; a did half with no will half does nothing.
enum ChangeNotifier {
    /// `-willChangeValueForKey:` (and `-willChange:valuesAtIndexes:forKey:` for a to-many
    /// kind, `-willChangeValueForKey:withSetMutation:usingObjects:` for a set mutation).
    static func willChange(object: UnsafeMutableRawPointer, key: String, kind: KeyValueChangeKind = .setting,
                           indexes: [Int]? = nil, setMutation: SetMutation? = nil) {
        let change = ChangeTransaction.begin(object: object, key: key, reader: .keyValueCoding, kind: kind, indexes: indexes,
                                             setMutation: setMutation)
        PendingChanges.push(change, object: UInt(bitPattern: object), key: key)
    }

    /// `-didChangeValueForKey:` (and the to-many and set-mutation did halves).
    static func didChange(object: UnsafeMutableRawPointer, key: String) {
        guard case let change?? = PendingChanges.pop(object: UInt(bitPattern: object), key: key) else { return }
        change.end()
    }

    /// Drops the innermost pending change of `key` without notifying: the change raised
    /// between its halves, and in Objective-C the exception would have unwound past the did
    /// half.
    static func abandon(object: UnsafeMutableRawPointer, key: String) {
        _ = PendingChanges.pop(object: UInt(bitPattern: object), key: key)
    }

    /// The `.initial` notification, sent from `addObserver` before it returns, with the
    /// current value as `new` when `.new` is requested (never `old`).
    static func sendInitial(to record: ObservationRecord, object: ObjCObject) {
        let new: ChangeValue = record.options.contains(.new)
            ? ValueReading.read(object, record.keyPath, .keyValueCoding, at: nil) : .absent
        ChangeDelivery.deliver(ObservedChange(object: object, keyPath: record.keyPath, old: .absent, new: new,
                                              isPrior: false, context: record.deliveredContext,
                                              includesKeyPathKey: record.includesKeyPathKey), to: record)
    }
}

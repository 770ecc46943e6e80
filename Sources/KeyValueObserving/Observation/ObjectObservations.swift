import ObjCRuntime

/// One object's observation info (Foundation's `observationInfo`): an immutable snapshot of
/// its registrations, grouped by key path. Adding or removing a registration publishes a new
/// snapshot, so a change reads whom to tell without holding any lock while it notifies.
final class ObjectObservations: @unchecked Sendable {
    /// The registrations on one key path (a class: a change holds it by reference while it
    /// runs, instead of copying its arrays).
    final class KeyGroup: @unchecked Sendable {
        let keyPath: String
        /// Observers to notify, in registration order (markers excluded).
        let observers: [ObservationRecord]
        /// The same observers, unretained: a change iterates these while the snapshot keeps
        /// them alive, without a retain and a release per observer.
        let observerRefs: [Unmanaged<ObservationRecord>]
        /// Keys whose value changes when this key path's does (each once, whatever the
        /// number of markers).
        let dependents: [String]
        /// Every option some observer asked for: a change reads the old value only if this
        /// holds `.old`, and so on.
        let options: KeyValueObservingOptions

        init(keyPath: String, observers: [ObservationRecord], dependents: [String]) {
            self.keyPath = keyPath
            self.observers = observers
            observerRefs = observers.map { Unmanaged.passUnretained($0) }
            self.dependents = dependents
            options = observers.reduce(into: []) { $0.formUnion($1.options) }
        }
    }

    /// Every registration, in registration order (markers included).
    let records: [ObservationRecord]
    let groups: [KeyGroup]
    /// The same groups, unretained (see ``KeyGroup/observerRefs``).
    private let groupRefs: [Unmanaged<KeyGroup>]

    init(records: [ObservationRecord]) {
        self.records = records
        var order: [String] = []
        var observers: [String: [ObservationRecord]] = [:]
        var dependents: [String: [String]] = [:]
        for record in records {
            if observers[record.keyPath] == nil && dependents[record.keyPath] == nil { order.append(record.keyPath) }
            if case .dependency(let dependent) = record.target {
                if !(dependents[record.keyPath]?.contains(dependent) ?? false) {
                    dependents[record.keyPath, default: []].append(dependent)
                }
            } else {
                observers[record.keyPath, default: []].append(record)
            }
        }
        groups = order.map { KeyGroup(keyPath: $0, observers: observers[$0] ?? [], dependents: dependents[$0] ?? []) }
        groupRefs = groups.map { Unmanaged.passUnretained($0) }
    }

    /// The group of `keyPath`, or nil when nothing is registered for it.
    func group(_ keyPath: String) -> KeyGroup? {
        unretainedGroup(keyPath)?.takeUnretainedValue()
    }

    /// ``group(_:)`` unretained: valid while this snapshot is.
    @inline(__always)
    func unretainedGroup(_ keyPath: String) -> Unmanaged<KeyGroup>? {
        for ref in groupRefs where ref._withUnsafeGuaranteedRef({ $0.keyPath == keyPath }) { return ref }
        return nil
    }

    /// Registrations that count as observations (markers excluded).
    var observationCount: Int { records.reduce(0) { $0 + ($1.isMarker ? 0 : 1) } }
}

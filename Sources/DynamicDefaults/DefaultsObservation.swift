import Dispatch

/// One change of one key, as seen through the search list.
public struct DefaultsChange: Sendable, Equatable {
    /// Where a change came from.
    public enum Origin: Sendable, Equatable {
        /// A `set`, `remove` or domain change made through this store.
        case local
        /// The domain file changed on disk (another process, another store, `objcrt defaults`).
        case file
    }

    /// The key that changed.
    public let key: String
    /// The value `object(forKey:)` gave before the change.
    public let oldValue: PlistValue?
    /// The value it gives now.
    public let newValue: PlistValue?
    /// Who made the change.
    public let origin: Origin
}

/// A registration made by ``DefaultsStore/onChange(_:)``, ``DefaultsStore/observe(_:_:)`` or
/// ``DefaultsStore/onError(_:)``. It ends on ``cancel()`` or when the token is released.
public final class DefaultsObservation: Sendable {
    private let cancelBody: @Sendable () -> Void

    init(_ cancel: @escaping @Sendable () -> Void) {
        cancelBody = cancel
    }

    /// Stops the callbacks. Calling it again does nothing.
    public func cancel() { cancelBody() }

    deinit { cancelBody() }
}

extension DefaultsStore {
    /// Calls `handler` after every write or removal made through this store (once per key,
    /// on the writing thread, outside the store's lock) and for every key whose value changed
    /// because the files changed on disk (on the store's queue; see ``DefaultsStore/pollIntervalMilliseconds``).
    public func onChange(_ handler: @escaping @Sendable (DefaultsChange) -> Void) -> DefaultsObservation {
        let id = state.withLock { s -> UInt64 in
            let id = s.takeObserverID()
            s.changeHandlers[id] = handler
            return id
        }
        startPolling()
        return DefaultsObservation { [weak self] in
            self?.state.withLock { s in _ = s.changeHandlers.removeValue(forKey: id) }
        }
    }

    /// Calls `handler` whenever `key` is written or removed through this store, and whenever
    /// its value changes because a domain file changed on disk — for instance when another
    /// process ran `objcrt defaults write`. External changes are found by polling the files'
    /// `stat` signature (inode, size, modification time) every ``DefaultsStore/pollIntervalMilliseconds`` while any
    /// observer is registered.
    public func observe(_ key: String, _ handler: @escaping @Sendable (DefaultsChange) -> Void) -> DefaultsObservation {
        let id = state.withLock { s -> UInt64 in
            let id = s.takeObserverID()
            s.keyObservers[key, default: [:]][id] = handler
            return id
        }
        startPolling()
        return DefaultsObservation { [weak self] in
            self?.state.withLock { s in
                s.keyObservers[key]?.removeValue(forKey: id)
                if s.keyObservers[key]?.isEmpty == true { s.keyObservers[key] = nil }
            }
        }
    }

    /// Calls `handler` when a background flush or a reload fails (the error is also kept in
    /// ``lastError``). Writes are never lost on such a failure: they stay pending and are
    /// retried on the next flush.
    public func onError(_ handler: @escaping @Sendable (DefaultsError) -> Void) -> DefaultsObservation {
        let id = state.withLock { s -> UInt64 in
            let id = s.takeObserverID()
            s.errorHandlers[id] = handler
            return id
        }
        return DefaultsObservation { [weak self] in
            self?.state.withLock { s in _ = s.errorHandlers.removeValue(forKey: id) }
        }
    }

    /// Starts the file poll unless it runs already; it stops by itself when the last observer goes.
    func startPolling() {
        let start = state.withLock { s -> Bool in
            if s.polling { return false }
            s.polling = true
            return true
        }
        if start { schedulePoll() }
    }

    private func schedulePoll() {
        queue.asyncAfter(deadline: .now() + .milliseconds(pollIntervalMilliseconds)) { [weak self] in
            guard let self else { return }
            let keepGoing = self.state.withLock { s -> Bool in
                if !s.hasObservers { s.polling = false }
                return s.polling
            }
            guard keepGoing else { return }
            self.reloadIfChanged()
            self.schedulePoll()
        }
    }

    /// Delivers changes outside the lock.
    func deliver(_ changes: [(DefaultsChange, [@Sendable (DefaultsChange) -> Void])]) {
        for (change, handlers) in changes {
            for h in handlers { h(change) }
        }
    }

    func report(_ error: DefaultsError) {
        let handlers = state.withLock { s -> [@Sendable (DefaultsError) -> Void] in
            s.lastError = error
            return Array(s.errorHandlers.values)
        }
        for h in handlers { h(error) }
    }
}

import Dispatch

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

    /// Calls `handler` for every problem of the store's file work, on the thread that met it:
    /// above all those no caller can be thrown — a background flush that failed, a file that
    /// changed on disk but cannot be read (its domain keeps the last good contents), the flush
    /// when the store is released or the process exits, a corrupt file moved aside before a
    /// write, a value a generated setter refused (its C signature cannot throw). A failure of
    /// ``flush()`` or ``synchronize()`` is reported here too, as well as thrown. Writes are
    /// never lost on a failed flush: they stay pending and are retried on the next one.
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

    /// Hands `error` to every ``onError(_:)`` handler, outside the lock.
    func report(_ error: DefaultsError) {
        let handlers = state.withLock { s in Array(s.errorHandlers.values) }
        for h in handlers { h(error) }
    }
}

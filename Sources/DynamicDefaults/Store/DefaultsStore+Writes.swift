import PropertyLists

extension DefaultsStore {
    // MARK: Values

    /// Sets `key` in this store's persistent domain (`nil` removes it). Returns at once: the
    /// file is written by the background flush within ``flushDelayMilliseconds`` (plus the
    /// write itself), by ``synchronize()``, or at exit.
    public func set(_ value: PlistValue?, forKey key: String) {
        apply(key, value.map(PendingChange.set) ?? .remove)
    }

    /// Sets an integer.
    public func set(_ value: Int, forKey key: String) { apply(key, .set(.integer(Int64(value)))) }
    /// Sets an unsigned integer (the full `UInt64` range is kept).
    public func set(_ value: UInt64, forKey key: String) { apply(key, .set(PlistValue(integer: value))) }
    /// Sets a boolean.
    public func set(_ value: Bool, forKey key: String) { apply(key, .set(.bool(value))) }
    /// Sets a real.
    public func set(_ value: Double, forKey key: String) { apply(key, .set(.real(value))) }
    /// Sets a string.
    public func set(_ value: String, forKey key: String) { apply(key, .set(.string(value))) }

    /// `setObject:forKey:` for any Swift value: `nil` removes the key; property-list values
    /// (see ``/PropertyLists/PlistConversion/plist(from:)``) are stored.
    /// - Throws: ``DefaultsError/notPropertyList(_:key:)`` for anything else ("Attempt to insert
    ///   non-property list object …"); the store is then unchanged.
    public func setObject(_ value: Any?, forKey key: String) throws {
        guard let value else { removeObject(forKey: key); return }
        guard let p = PlistConversion.plist(from: value) else {
            throw DefaultsError.notPropertyList(PlistConversion.describe(value), key: key)
        }
        apply(key, .set(p))
    }

    /// Removes `key` from this store's persistent domain; a value in another domain of the
    /// search list (a registered default, say) shows through again.
    public func removeObject(forKey key: String) { apply(key, .remove) }

    /// Sets through a fast-path key (for generated setters).
    public func set(_ value: Int, for key: DefaultsKey) { apply(key.name, .set(.integer(Int64(value)))) }
    /// Sets or removes through a fast-path key.
    public func set(_ value: PlistValue?, for key: DefaultsKey) { apply(key.name, value.map(PendingChange.set) ?? .remove) }

    /// What a write leaves to do once its locks are released: start the flush timer (the
    /// first write since the last flush), tell the observers of its key.
    struct WriteFollowUp {
        var scheduleFlush: Bool
        var report: (DefaultsChange, [@Sendable (DefaultsChange) -> Void])?
    }

    /// The one write path: change memory, mark the key pending, wake the flusher, report.
    func apply(_ key: String, _ change: PendingChange) {
        if let followUp = record(key, change) { finish(followUp) }
    }

    /// A write's change to memory, under the state lock: it runs no user code, so a caller
    /// may hold another lock around it (a generated setter holds the accessor registry's).
    /// Returns what `finish` must then do, or nil when nothing (the flush timer is already
    /// running and nobody observes the key — a setter's usual case).
    func record(_ key: String, _ change: PendingChange) -> WriteFollowUp? {
        state.withLock { s in
            let observed = s.hasObservers
            let old = observed ? s.lookup(key) : nil
            switch change {
            case .set(let v): s.app[key] = v
            case .remove: s.app.removeValue(forKey: key)
            }
            s.pending[key] = change
            s.generation &+= 1
            let schedule = !s.flushScheduled
            s.flushScheduled = true
            guard observed else { return schedule ? WriteFollowUp(scheduleFlush: true, report: nil) : nil }
            let c = DefaultsChange(key: key, oldValue: old, newValue: s.lookup(key), origin: .local)
            return WriteFollowUp(scheduleFlush: schedule, report: (c, s.handlers(for: key)))
        }
    }

    /// The rest of a write, with no lock held (change handlers run here).
    func finish(_ followUp: WriteFollowUp) {
        if followUp.scheduleFlush { scheduleFlush() }
        if let report = followUp.report { deliver([report]) }
    }

    // MARK: Registration

    /// `registerDefaults:`: merges `defaults` into the registration domain, the last resort of
    /// the search list. Never written to disk.
    public func register(defaults: [String: PlistValue]) {
        state.withLock { s in
            s.registration.merge(defaults) { $1 }
            s.generation &+= 1
        }
    }

    /// `registerDefaults:` for Swift values.
    /// - Throws: ``DefaultsError/notPropertyList(_:key:)`` naming the first bad entry; nothing is registered then.
    public func register(objects: [String: Any]) throws {
        var converted: [String: PlistValue] = [:]
        for (k, v) in objects {
            guard let p = PlistConversion.plist(from: v) else {
                throw DefaultsError.notPropertyList(PlistConversion.describe(v), key: k)
            }
            converted[k] = p
        }
        register(defaults: converted)
    }

    // MARK: Volatile domains

    /// A volatile domain's contents (`NSArgumentDomain` and `NSRegistrationDomain` included).
    public func volatileDomain(forName name: String) -> [String: PlistValue] {
        state.withLock { s in
            switch name {
            case Self.argumentDomainName: return s.argument
            case Self.registrationDomainName: return s.registration
            default: return s.volatile[name] ?? [:]
            }
        }
    }

    /// Replaces (does not merge) a volatile domain. Replacing `NSArgumentDomain` or
    /// `NSRegistrationDomain` changes what the search list sees.
    public func setVolatileDomain(_ domain: [String: PlistValue], forName name: String) {
        state.withLock { s in
            switch name {
            case Self.argumentDomainName: s.argument = domain
            case Self.registrationDomainName: s.registration = domain
            default: s.volatile[name] = domain
            }
            s.generation &+= 1
        }
    }

    /// Removes a volatile domain (for the two search-list domains: empties it).
    public func removeVolatileDomain(forName name: String) {
        state.withLock { s in
            switch name {
            case Self.argumentDomainName: s.argument = [:]
            case Self.registrationDomainName: s.registration = [:]
            default: s.volatile[name] = nil
            }
            s.generation &+= 1
        }
    }

    /// The names of the volatile domains, the two search-list ones first.
    public var volatileDomainNames: [String] {
        state.withLock { s in [Self.argumentDomainName, Self.registrationDomainName] + s.volatile.keys.sorted() }
    }

    // MARK: Persistent domains

    /// A persistent domain's contents, or `nil` when it has no file. For this store's own
    /// domain the answer includes writes not flushed yet.
    /// - Throws: ``DefaultsError/corruptFile(path:_:)`` naming the file, or an I/O error.
    public func persistentDomain(forName name: String) throws -> [String: PlistValue]? {
        try DomainFile.validate(domain: name)
        if name == domainName {
            let (app, exists) = state.withLock { ($0.app, $0.appSignature != nil || !$0.pending.isEmpty) }
            return exists || !app.isEmpty ? app : nil
        }
        let file = DomainFile(directory: directory, domain: name)
        guard file.signature() != nil else { return nil }
        return try file.read()
    }

    /// Replaces a persistent domain and writes its file now (atomically, under the file lock).
    /// For this store's own domain, pending writes are dropped: the new contents replace them.
    public func setPersistentDomain(_ domain: [String: PlistValue], forName name: String) throws {
        try DomainFile.validate(domain: name)
        let file = DomainFile(directory: directory, domain: name)
        try fileLock.withLock { _ in
            try file.withExclusiveLock { try file.writeAtomically(domain) }
            let sig = file.signature()
            state.withLock { s in
                if name == domainName {
                    s.app = domain
                    s.pending = [:]
                    s.appSignature = sig
                } else if name == Self.globalDomainName {
                    s.global = domain
                    s.globalSignature = sig
                }
                s.generation &+= 1
            }
        }
    }

    /// Deletes a persistent domain's file. For this store's own domain, memory and pending
    /// writes are cleared too.
    public func removePersistentDomain(forName name: String) throws {
        try DomainFile.validate(domain: name)
        let file = DomainFile(directory: directory, domain: name)
        try fileLock.withLock { _ in
            try file.withExclusiveLock { try file.remove() }
            state.withLock { s in
                if name == domainName {
                    s.app = [:]
                    s.pending = [:]
                    s.appSignature = nil
                } else if name == Self.globalDomainName {
                    s.global = [:]
                    s.globalSignature = nil
                }
                s.generation &+= 1
            }
        }
    }

    /// The names of the persistent domains that have a file in ``directory``.
    public func persistentDomainNames() -> [String] {
        DomainFile.domainNames(in: directory)
    }
}

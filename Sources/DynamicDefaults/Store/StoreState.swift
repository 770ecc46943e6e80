import PropertyLists

/// A change this process made to its persistent domain that has not reached the file yet.
enum PendingChange: Sendable {
    case set(PlistValue)
    case remove
}

/// A per-key read cache: the value the search list gave for `name` at `generation`.
struct KeySlot {
    let name: String
    var generation: UInt64 = .max
    var value: PlistValue?
}

/// Everything a ``DefaultsStore`` holds, guarded by one lock (the store's `LockedValue` pthread mutex).
struct StoreState {
    /// `-key value` arguments (a volatile domain).
    var argument: [String: PlistValue]
    /// This store's persistent domain: the file's contents as last read, with this process's
    /// unflushed changes applied.
    var app: [String: PlistValue] = [:]
    /// `NSGlobalDomain`, read from its file.
    var global: [String: PlistValue] = [:]
    /// Registered defaults (volatile, never written).
    var registration: [String: PlistValue] = [:]
    /// Other volatile domains by name (not in the search list).
    var volatile: [String: [String: PlistValue]] = [:]

    /// Keys changed by this process since the last flush; only these are merged into the file,
    /// so another process's changes to other keys survive.
    var pending: [String: PendingChange] = [:]
    var flushScheduled = false

    /// Bumped on every change of any domain in the search list; invalidates `slots`.
    var generation: UInt64 = 0
    var slots: [KeySlot] = []
    var slotIndex: [String: Int] = [:]
    /// Compiled code's `NSUserDefaults` reads: key objects seen lately, with their values and
    /// the objects handed out for them (Compiled/CompiledReads.swift).
    var compiled = CompiledReads()

    /// The `stat` signature of the file contents `app` / `global` were read from or written as;
    /// `nil` when unknown (no file, or a corrupt one: then a flush must read the file again).
    var appSignature: FileSignature?
    var globalSignature: FileSignature?
    /// Signatures of corrupt files already reported, so a poll reports each bad version once.
    var appBadSignature: FileSignature?
    var globalBadSignature: FileSignature?

    /// Never reused, so a cancelled observation cannot remove a later one.
    private var nextObserverID: UInt64 = 1
    var changeHandlers: [UInt64: @Sendable (DefaultsChange) -> Void] = [:]
    var keyObservers: [String: [UInt64: @Sendable (DefaultsChange) -> Void]] = [:]
    var errorHandlers: [UInt64: @Sendable (DefaultsError) -> Void] = [:]
    var polling = false

    init(argument: [String: PlistValue]) {
        self.argument = argument
    }

    /// A fresh id for an observer table entry.
    mutating func takeObserverID() -> UInt64 {
        defer { nextObserverID += 1 }
        return nextObserverID
    }

    /// The search list: arguments, this store's domain, the global domain, registered defaults.
    @inline(__always)
    func lookup(_ key: String) -> PlistValue? {
        if !argument.isEmpty, let v = argument[key] { return v }
        if let v = app[key] { return v }
        if !global.isEmpty, let v = global[key] { return v }
        if !registration.isEmpty, let v = registration[key] { return v }
        return nil
    }

    /// The cached lookup for a slot, refreshed when any domain changed since it was filled.
    @inline(__always)
    mutating func resolve(_ index: Int) -> PlistValue? {
        if slots[index].generation == generation { return slots[index].value }
        let v = lookup(slots[index].name)
        slots[index].value = v
        slots[index].generation = generation
        return v
    }

    var hasObservers: Bool { !changeHandlers.isEmpty || !keyObservers.isEmpty }

    /// The handlers to call for a change of `key`.
    func handlers(for key: String) -> [@Sendable (DefaultsChange) -> Void] {
        var out = Array(changeHandlers.values)
        if let forKey = keyObservers[key] { out += forKey.values }
        return out
    }

    /// Every key whose search-list value differs between `self` and `before`, with both values.
    func differences(from before: StoreState, keys: Set<String>) -> [DefaultsChange] {
        var out: [DefaultsChange] = []
        for k in keys {
            let old = before.lookup(k), new = lookup(k)
            if old != new { out.append(DefaultsChange(key: k, oldValue: old, newValue: new, origin: .file)) }
        }
        return out
    }
}

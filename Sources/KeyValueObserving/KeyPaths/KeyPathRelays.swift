import ObjCRuntime

/// The relays of all observed dotted key paths: one per (object, key path), shared by every
/// registration of that path and stopped with the last one.
enum KeyPathRelays {
    private struct Key: Hashable {
        let object: UInt
        let keyPath: String
    }

    private static let table = LockedValue<[Key: (relay: KeyPathRelay, count: Int)]>([:])

    /// Adds a registration of `keyPath` on `object`, starting its relay if it is the first.
    static func acquire(_ object: ObjCObject, keyPath: String) throws {
        let key = Key(object: UInt(bitPattern: object.pointer), keyPath: keyPath)
        func share(_ t: inout [Key: (relay: KeyPathRelay, count: Int)]) -> Bool {
            guard let entry = t[key] else { return false }
            t[key] = (entry.relay, entry.count + 1)
            return true
        }
        if table.withLock({ share(&$0) }) { return }
        // Made outside the lock (it makes a runtime object); another thread may have made
        // one meanwhile, and then this one goes unused.
        let relay = try KeyPathRelay(root: object, keyPath: keyPath)
        let created = table.withLock { t -> KeyPathRelay? in
            if share(&t) { return nil }
            t[key] = (relay, 1)
            return relay
        }
        guard let created else { return }
        do {
            try created.start(object)
        } catch {
            created.stop()
            table.withLock { t in if t[key]?.relay === created { t[key] = nil } }
            throw error
        }
    }

    /// Removes a registration; stops the relay with the last one.
    static func release(object: UInt, keyPath: String) {
        let key = Key(object: object, keyPath: keyPath)
        let stopped = table.withLock { t -> KeyPathRelay? in
            guard let entry = t[key] else { return nil }
            if entry.count > 1 {
                t[key] = (entry.relay, entry.count - 1)
                return nil
            }
            t[key] = nil
            return entry.relay
        }
        stopped?.stop()
    }

    /// Stops every relay rooted at `object` (its `-dealloc`).
    static func removeAll(object: UInt) {
        let relays = table.withLock { t -> [KeyPathRelay] in
            let keys = t.keys.filter { $0.object == object }
            return keys.compactMap { t.removeValue(forKey: $0)?.relay }
        }
        for relay in relays { relay.stop() }
    }
}

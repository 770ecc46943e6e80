import ObjCRuntime

/// Makes a dotted key path observable: for `first.rest` on `root`, observes `first` on the
/// root and `rest` on the root's current value of `first` (recursively, so `a.b.c` works),
/// and turns every change of either into a will/did change of the whole path on the root.
/// When `first` changes, the inner observation moves to the new value — Foundation's
/// behaviour for key paths.
final class KeyPathRelay: @unchecked Sendable {
    private let root: WeakReference
    private let keyPath: String
    private let first: String
    private let rest: String

    private struct State {
        var head: KeyValueObservation?
        var tail: KeyValueObservation?
        var stopped = false
    }

    private let state = LockedValue(State())

    init(root: ObjCObject, keyPath: String) {
        self.root = WeakReference(root)
        self.keyPath = keyPath
        let dot = keyPath.firstIndex(of: ".") ?? keyPath.endIndex
        first = String(keyPath[..<dot])
        rest = dot < keyPath.endIndex ? String(keyPath[keyPath.index(after: dot)...]) : ""
    }

    /// Starts observing (sends messages: call with no lock held).
    func start(_ root: ObjCObject) throws {
        let head = try root.observe(first, options: [.prior]) { [weak self] change in
            self?.headChanged(change)
        }
        state.withLock { $0.head = head }
        relink(root)
    }

    /// Stops both observations (idempotent).
    func stop() {
        let (head, tail) = state.withLock { s -> (KeyValueObservation?, KeyValueObservation?) in
            s.stopped = true
            defer { s.head = nil; s.tail = nil }
            return (s.head, s.tail)
        }
        head?.invalidate()
        tail?.invalidate()
    }

    private func headChanged(_ change: ObservedChange) {
        if change.isPrior {
            ChangeNotifier.willChange(object: change.object.pointer, key: keyPath)
        } else {
            relink(change.object)
            ChangeNotifier.didChange(object: change.object.pointer, key: keyPath)
        }
    }

    private func tailChanged(_ change: ObservedChange) {
        guard let root = root.object else { return }
        if change.isPrior {
            ChangeNotifier.willChange(object: root.pointer, key: keyPath)
        } else {
            ChangeNotifier.didChange(object: root.pointer, key: keyPath)
        }
    }

    /// Moves the inner observation to the current value of `first`. A nil value, or one that
    /// cannot be observed (a class, a value without the key), has no inner observation:
    /// changes are then seen only through `first`. Two threads replacing `first` at once may
    /// finish their relinks in either order, so after each swap the value is read again and
    /// the relink repeated until the observed object is the current one.
    private func relink(_ root: ObjCObject) {
        for _ in 0..<16 {
            let value = try? root.value(forKey: first)
            let tail = value.flatMap { v in
                try? v.observe(rest, options: [.prior]) { [weak self] change in self?.tailChanged(change) }
            }
            let (old, keep) = state.withLock { s -> (KeyValueObservation?, Bool) in
                guard !s.stopped else { return (nil, false) }
                defer { s.tail = tail }
                return (s.tail, true)
            }
            old?.invalidate()
            if !keep {
                tail?.invalidate()
                return
            }
            let now = try? root.value(forKey: first)
            if now?.pointer == value?.pointer { return }
        }
    }
}

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
        let created = table.withLock { t -> KeyPathRelay? in
            if let entry = t[key] {
                t[key] = (entry.relay, entry.count + 1)
                return nil
            }
            let relay = KeyPathRelay(root: object, keyPath: keyPath)
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

import ObjCRuntime

/// Makes a dotted key path observable: for `first.rest` on `root`, observes `first` on the
/// root and `rest` on the root's current value of `first` (recursively, so `a.b.c` works),
/// and turns every change of either into a will/did change of the whole path on the root.
/// When `first` changes, the inner observation moves to the new value — Foundation's
/// behaviour for key paths.
///
/// The inner observation is registered as Foundation registers it: by sending the
/// intermediate object `-addObserver:forKeyPath:options:context:` (and
/// `-removeObserver:forKeyPath:` to end it), with the relay's own runtime object as
/// the observer (`RelayObserver`), so an override of those methods on the intermediate
/// object's class is honoured — an NSArray or NSSet on the path refuses, as it does in
/// Foundation. The registration is still delivered in Swift, as a closure observation's is.
final class KeyPathRelay: @unchecked Sendable {
    private let root: WeakReference
    private let keyPath: String
    private let first: String
    private let rest: String
    /// The observer of the inner registrations (a `_MiniKVOKeyPathRelay` object).
    private let observer: ObjCObject

    /// An inner registration: the intermediate object, not kept alive by the relay, to remove
    /// the registration from while it lives.
    private struct Tail {
        let object: WeakReference
    }

    private struct State {
        var head: KeyValueObservation?
        var tail: Tail?
        var stopped = false
    }

    private let state = LockedValue(State())

    init(root: ObjCObject, keyPath: String) throws {
        self.root = WeakReference(root)
        self.keyPath = keyPath
        let dot = keyPath.firstIndex(of: ".") ?? keyPath.endIndex
        first = String(keyPath[..<dot])
        rest = dot < keyPath.endIndex ? String(keyPath[keyPath.index(after: dot)...]) : ""
        observer = try RelayObserver.make()
        RelayObserver.attach(self, to: observer)
    }

    deinit {
        RelayObserver.detach(observer)
    }

    /// Starts observing (sends messages: call with no lock held).
    /// - Throws: what the first intermediate object's `-addObserver:…` raises (an NSArray
    ///   or NSSet on the path refuses to be observed), or the head's registration error.
    func start(_ root: ObjCObject) throws {
        let head = try root.observe(first, options: [.prior]) { [weak self] change in
            self?.headChanged(change)
        }
        state.withLock { $0.head = head }
        try relink(root, throwing: true)
    }

    /// Stops both observations (idempotent).
    func stop() {
        let (head, tail) = state.withLock { s -> (KeyValueObservation?, Tail?) in
            s.stopped = true
            defer { s.head = nil; s.tail = nil }
            return (s.head, s.tail)
        }
        head?.invalidate()
        if let tail { unregister(tail) }
    }

    /// A change of one of the relay's inner registrations (`RelayObserver`).
    func tailChanged(_ change: ObservedChange) {
        guard let root = root.object else { return }
        if change.isPrior {
            ChangeNotifier.willChange(object: root.pointer, key: keyPath)
        } else {
            ChangeNotifier.didChange(object: root.pointer, key: keyPath)
        }
    }

    private func headChanged(_ change: ObservedChange) {
        if change.isPrior {
            ChangeNotifier.willChange(object: change.object.pointer, key: keyPath)
        } else {
            // A setter cannot throw: an intermediate object that refuses is recorded.
            try? relink(change.object, throwing: false)
            ChangeNotifier.didChange(object: change.object.pointer, key: keyPath)
        }
    }

    /// Moves the inner observation to the current value of `first`. A nil value has no inner
    /// observation, nor has one that refuses it (a class, an NSArray): changes are then seen
    /// only through `first`; the refusal is thrown when `throwing` (at registration), else
    /// recorded in `DeliveryFailures`. Two threads replacing `first` at once may finish their
    /// relinks in either order, so after each swap the value is read again and the relink
    /// repeated until the observed object is the current one.
    private func relink(_ root: ObjCObject, throwing: Bool) throws {
        for _ in 0..<16 {
            let value = try? root.value(forKey: first)
            var tail: Tail?
            if let value, value != ObjCObject.null {
                do {
                    try register(on: value)
                    tail = Tail(object: WeakReference(value))
                } catch {
                    if throwing { throw error }
                    DeliveryFailures.record(.deliveryFailed(keyPath: keyPath, reason: "observing '\(rest)' of \(value.className): \(error)"))
                }
            }
            let (old, keep) = state.withLock { s -> (Tail?, Bool) in
                guard !s.stopped else { return (nil, false) }
                defer { s.tail = tail }
                return (s.tail, true)
            }
            if let old { unregister(old) }
            if !keep {
                if let tail { unregister(tail) }
                return
            }
            let now = try? root.value(forKey: first)
            if now?.pointer == value?.pointer { return }
        }
    }

    /// `[value addObserver:observer forKeyPath:rest options:NSKeyValueObservingOptionPrior context:NULL]`.
    /// - Throws: ``KeyValueObservingError/cannotObserve(className:reason:)`` naming the
    ///   object that refused and what it raised.
    private func register(on value: ObjCObject) throws {
        do {
            try KVOMessages.addObserver(observer, to: value, forKeyPath: rest, options: [.prior], context: nil)
        } catch {
            throw KeyValueObservingError.cannotObserve(
                className: value.className,
                reason: "the key path '\(keyPath)' runs through it, and observing '\(rest)' of it failed: \(error)")
        }
    }

    /// `[object removeObserver:observer forKeyPath:rest]`, unless the object is gone (its
    /// `-dealloc` dropped the registration). The observer is this relay's alone, so the
    /// form without a context names its registration.
    private func unregister(_ tail: Tail) {
        guard let object = tail.object.object else { return }
        do {
            try KVOMessages.removeObserver(observer, from: object, forKeyPath: rest)
        } catch {
            DeliveryFailures.record(.deliveryFailed(keyPath: keyPath, reason: "ending the observation of '\(rest)': \(error)"))
        }
    }
}

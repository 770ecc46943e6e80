import ObjCRuntime
import PropertyLists

/// What a store keeps, under its own lock, for compiled code's `NSUserDefaults`.
///
/// GVUserDefaults' generated accessors send `-objectForKey:` with the same key object on
/// every call (the NSString `NSStringFromSelector` keeps for each selector, looked up in its
/// mapping dictionary), and most calls find the value unchanged. So a key object seen lately
/// is found by its address — no Swift `String` made from it, no hashing — with the value it
/// had at the store's generation, and the runtime object handed out for it, which is handed
/// out again while no domain changes instead of a new NSNumber per call. Foundation's
/// `-objectForKey:` shares its values the same way; they are immutable property-list objects.
///
/// A fixed number of entries, direct-mapped by address: a program reading many keys evicts,
/// it never grows the cache. Only immutable strings are remembered, each retained while it is,
/// so its address cannot come back as another key.
struct CompiledReads {
    struct Entry {
        var key: UnsafeMutableRawPointer?
        var name = ""
        /// The store's generation `value` was read at; `.max` for none.
        var generation: UInt64 = .max
        var value: PlistValue?
        /// `value` as a runtime object (retained), made on the first `-objectForKey:`.
        var object: UnsafeMutableRawPointer?
    }

    /// Objects dropped from the cache while the lock was held, released after it is dropped:
    /// a release may run `-dealloc`, which must not run under the store's lock.
    struct Dropped {
        var key: UnsafeMutableRawPointer?
        var object: UnsafeMutableRawPointer?

        func release() {
            if let key { UnmanagedObject(key).release() }
            if let object { UnmanagedObject(object).release() }
        }
    }

    static let entryCount = 64
    var entries = [Entry](repeating: Entry(), count: entryCount)

    /// Every object the cache holds a reference to, emptying it (when its store ends).
    mutating func takeAll() -> [UnsafeMutableRawPointer] {
        let held = entries.compactMap(\.key) + entries.compactMap(\.object)
        entries = [Entry](repeating: Entry(), count: Self.entryCount)
        return held
    }
}

extension StoreState {
    /// The entry of a key object (an index into `compiled.entries`, or -1 for `scratch`), its
    /// value brought up to date when `read` (a setter needs only the name); nil when the key
    /// is not a string. A key that is not an immutable string is read by its text and not
    /// remembered: `scratch` holds its entry for this call.
    mutating func compiledEntry(_ key: UnsafeMutableRawPointer, read: Bool, _ dropped: inout CompiledReads.Dropped,
                                _ scratch: inout CompiledReads.Entry) -> Int? {
        let i = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (CompiledReads.entryCount - 1)
        if compiled.entries[i].key != key {
            let object = UnmanagedObject(key)
            guard let name = object.string else { return nil }
            guard object.valueKind == .string else {
                scratch = CompiledReads.Entry(key: nil, name: name, generation: generation, value: read ? lookup(name) : nil)
                return -1
            }
            dropped = CompiledReads.Dropped(key: compiled.entries[i].key, object: compiled.entries[i].object)
            compiled.entries[i] = CompiledReads.Entry(key: object.retain().pointer, name: name)
        }
        if read && compiled.entries[i].generation != generation {
            dropped.object = compiled.entries[i].object ?? dropped.object
            compiled.entries[i].object = nil
            compiled.entries[i].value = lookup(compiled.entries[i].name)
            compiled.entries[i].generation = generation
        }
        return i
    }
}

extension DefaultsStore {
    /// Runs `body` on the entry of `key` under the store's lock (`miss` for a non-string
    /// key), releasing what the cache dropped after the lock is released.
    private func withCompiledEntry<R>(_ key: UnsafeMutableRawPointer, read: Bool, miss: R,
                                      _ body: (inout CompiledReads.Entry) -> R) -> R {
        var dropped = CompiledReads.Dropped()
        let result = state.withLock { s -> R in
            var scratch = CompiledReads.Entry()
            guard let i = s.compiledEntry(key, read: read, &dropped, &scratch) else { return miss }
            return i < 0 ? body(&scratch) : body(&s.compiled.entries[i])
        }
        dropped.release()
        return result
    }

    /// `-objectForKey:` for compiled code: the value as an object retained for the caller
    /// (+1) — the same object while the value is unchanged — nil for a missing value or a
    /// non-string key. One lock.
    func compiledObject(forKey key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        withCompiledEntry(key, read: true, miss: nil) { entry -> UnsafeMutableRawPointer? in
            if let kept = entry.object { return UnmanagedObject(kept).retain().pointer }
            guard let value = entry.value, let made = ObjectValues.object(for: value) else { return nil }
            let retained = made.retainedUnmanaged()  // the caller's
            if entry.key != nil { entry.object = retained.retain().pointer }  // the cache's
            return retained.pointer
        }
    }

    /// A typed read (`-integerForKey:` …) for compiled code: `body` sees the value; `miss`
    /// for a non-string key. One lock.
    func compiledValue<R>(forKey key: UnsafeMutableRawPointer, miss: R, _ body: (PlistValue?) -> R) -> R {
        withCompiledEntry(key, read: true, miss: miss) { body($0.value) }
    }

    /// A setter's key name for compiled code, found as reads find it; nil for a non-string key.
    func compiledKeyName(_ key: UnsafeMutableRawPointer) -> String? {
        withCompiledEntry(key, read: false, miss: nil) { $0.name }
    }

    /// Releases what compiled reads kept (the store is ending).
    func releaseCompiledReads() {
        for object in state.withLock({ $0.compiled.takeAll() }) { UnmanagedObject(object).release() }
    }
}

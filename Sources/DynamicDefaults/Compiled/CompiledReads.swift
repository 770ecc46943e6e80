import ObjCRuntime
import PropertyLists

/// What a store keeps, under its own lock, for compiled code's `NSUserDefaults`.
///
/// GVUserDefaults' generated accessors send `-objectForKey:` with the same key object on
/// every call (the NSString `NSStringFromSelector` keeps for each selector, looked up in its
/// mapping dictionary), and most calls find the value unchanged. So a key object seen before
/// finds its slot by its address — no Swift `String` made from it, no hashing — and a slot's
/// value, while no domain has changed, is handed out as the same runtime object as last time
/// instead of a new NSNumber per call. Foundation's `-objectForKey:` shares its values the
/// same way; they are immutable property-list objects.
///
/// Only immutable strings are remembered by address, each retained while it is remembered,
/// so its address cannot come back as another key.
struct CompiledReads {
    struct KeyEntry {
        var key: UnsafeMutableRawPointer?
        var slot: Int
    }

    struct ObjectEntry {
        var object: UnsafeMutableRawPointer?
        var generation: UInt64
    }

    /// Objects dropped from the cache while the lock was held, released after it is dropped:
    /// a release may run `-dealloc`, which must not run under the store's lock.
    struct Dropped {
        var first: UnsafeMutableRawPointer?
        var second: UnsafeMutableRawPointer?

        func release() {
            if let first { UnmanagedObject(first).release() }
            if let second { UnmanagedObject(second).release() }
        }
    }

    /// Direct-mapped by address: a key's entry is fixed, so a hit is one compare.
    static let keyEntries = 64
    var keys = [KeyEntry](repeating: KeyEntry(key: nil, slot: 0), count: keyEntries)
    /// Indexed by slot.
    var objects: [ObjectEntry] = []

    /// Every object the cache holds a reference to, emptying it (when its store ends).
    mutating func takeAll() -> [UnsafeMutableRawPointer] {
        let held = keys.compactMap(\.key) + objects.compactMap(\.object)
        keys = [KeyEntry](repeating: KeyEntry(key: nil, slot: 0), count: Self.keyEntries)
        objects = []
        return held
    }
}

extension StoreState {
    /// The slot of a key object, remembering an immutable string's address; nil when the key
    /// is not a string (then nothing is read or written).
    mutating func compiledSlot(_ key: UnsafeMutableRawPointer, _ dropped: inout CompiledReads.Dropped) -> Int? {
        let i = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (CompiledReads.keyEntries - 1)
        if compiled.keys[i].key == key { return compiled.keys[i].slot }
        let object = UnmanagedObject(key)
        guard let name = object.string else { return nil }
        let slot = slotIndex(named: name)
        if object.valueKind == .string {
            dropped.first = compiled.keys[i].key
            compiled.keys[i] = CompiledReads.KeyEntry(key: object.retain().pointer, slot: slot)
        }
        return slot
    }

    /// The runtime object of slot `index`'s value, retained for the caller (+1); the same
    /// object while no domain changes, a new one after.
    mutating func compiledObject(_ index: Int, _ dropped: inout CompiledReads.Dropped) -> UnsafeMutableRawPointer? {
        guard let value = resolve(index) else { return nil }
        if index < compiled.objects.count, compiled.objects[index].generation == generation,
           let kept = compiled.objects[index].object {
            return UnmanagedObject(kept).retain().pointer
        }
        guard let made = ObjectValues.object(for: value) else { return nil }
        while compiled.objects.count <= index { compiled.objects.append(.init(object: nil, generation: .max)) }
        dropped.second = compiled.objects[index].object
        let kept = made.retainedUnmanaged()
        compiled.objects[index] = .init(object: kept.pointer, generation: generation)
        return kept.retain().pointer
    }
}

extension DefaultsStore {
    /// `-objectForKey:` for compiled code: the value as an object retained for the caller
    /// (+1), nil for a missing value or a non-string key. One lock.
    func compiledObject(forKey key: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        var dropped = CompiledReads.Dropped()
        let object = state.withLock { s -> UnsafeMutableRawPointer? in
            guard let index = s.compiledSlot(key, &dropped) else { return nil }
            return s.compiledObject(index, &dropped)
        }
        dropped.release()
        return object
    }

    /// A typed read (`-integerForKey:` …) for compiled code: `body` sees the value; `miss`
    /// for a non-string key. One lock.
    func compiledValue<R>(forKey key: UnsafeMutableRawPointer, miss: R, _ body: (PlistValue?) -> R) -> R {
        var dropped = CompiledReads.Dropped()
        let result = state.withLock { s -> R in
            guard let index = s.compiledSlot(key, &dropped) else { return miss }
            return body(s.resolve(index))
        }
        dropped.release()
        return result
    }

    /// A setter's key name for compiled code, found as reads find it; nil for a non-string key.
    func compiledKeyName(_ key: UnsafeMutableRawPointer) -> String? {
        var dropped = CompiledReads.Dropped()
        let name = state.withLock { s -> String? in s.compiledSlot(key, &dropped).map { s.slots[$0].name } }
        dropped.release()
        return name
    }

    /// Releases what compiled reads kept (the store is ending).
    func releaseCompiledReads() {
        for object in state.withLock({ $0.compiled.takeAll() }) { UnmanagedObject(object).release() }
    }
}

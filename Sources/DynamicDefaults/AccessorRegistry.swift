
/// What a generated IMP needs to find its value: the store of the receiving instance and the
/// key its selector (`_cmd`) maps to — GVUserDefaults' `mapping` dictionary, keyed here by the
/// interned selector pointer instead of the selector's name.
struct AccessorEntry: Sendable {
    let store: DefaultsStore
    var keys: [UInt: DefaultsKey]
}

/// Receiver → entry, for every defaults instance with generated accessors. One lock; the IMPs
/// take the entry out and talk to the store after releasing it, so a change callback that
/// sends another accessor message cannot deadlock.
enum AccessorRegistry {
    private static let table = Locked<[UInt: AccessorEntry]>([:])

    static func install(_ entry: AccessorEntry, for instance: UnsafeMutableRawPointer) {
        table.withLock { $0[UInt(bitPattern: instance)] = entry }
    }

    static func remove(_ instance: UnsafeMutableRawPointer) {
        table.withLock { _ = $0.removeValue(forKey: UInt(bitPattern: instance)) }
    }

    /// The store and key for a message `sel` sent to `receiver`, or nil when the receiver is
    /// not a defaults instance or the selector is not one of its accessors.
    @inline(__always)
    static func lookup(_ receiver: UnsafeMutableRawPointer?, _ sel: UnsafeRawPointer?) -> (DefaultsStore, DefaultsKey)? {
        guard let receiver, let sel else { return nil }
        return table.withLock { t in
            guard let e = t[UInt(bitPattern: receiver)], let k = e.keys[UInt(bitPattern: sel)] else { return nil }
            return (e.store, k)
        }
    }
}

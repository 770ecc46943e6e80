/// The (class, selector) → accessor-record table behind the shared synthesized-accessor IMPs.
///
/// Every synthesized getter and setter call looks its property up here, so the lookup is on the
/// dispatch path. A `Dictionary` would hash each key with SipHash (seeding and finalizing a
/// `Hasher` per probe), which cost more than the rest of the accessor; two pointer-sized keys
/// need only a multiply-and-shift mix, as objc4's method cache uses. Open addressing with
/// linear probing; removals (a class being disposed) rebuild the table, since they are rare.
/// Not thread-safe by itself: `SynthesizedAccessors.table` guards it with its lock.
struct SynthesizedAccessorTable {
    struct Key: Hashable {
        let cls: UInt
        let sel: UInt
    }

    private var keys: [Key?]
    private var values: [SynthesizedAccessors.Info?]
    private(set) var count = 0

    init(capacity: Int = 64) {
        var c = 16
        while c < capacity * 2 { c *= 2 }
        keys = Array(repeating: nil, count: c)
        values = Array(repeating: nil, count: c)
    }

    /// The first slot to probe for `key`: class and selector addresses mixed into the table's
    /// range (the low bits of both are alignment zeros, so they are mixed, not masked).
    @inline(__always)
    private func home(_ key: Key) -> Int {
        let mixed = (key.cls &* 0x9E37_79B9_7F4A_7C15) ^ (key.sel &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 32) & (keys.count - 1)
    }

    subscript(key: Key) -> SynthesizedAccessors.Info? {
        get {
            var i = home(key)
            while let k = keys[i] {
                if k == key { return values[i] }
                i = (i + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { removeAll { $0 == key }; return }
            if (count + 1) * 2 > keys.count { grow() }
            var i = home(key)
            while let k = keys[i], k != key { i = (i + 1) & (keys.count - 1) }
            if keys[i] == nil { count += 1 }
            keys[i] = key
            values[i] = newValue
        }
    }

    /// Drops every record whose key matches, by rebuilding without them.
    mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        var rebuilt = SynthesizedAccessorTable(capacity: max(count, 8))
        for (k, v) in zip(keys, values) {
            if let k, let v, !shouldRemove(k) { rebuilt[k] = v }
        }
        self = rebuilt
    }

    private mutating func grow() {
        var bigger = SynthesizedAccessorTable(capacity: keys.count)
        for (k, v) in zip(keys, values) {
            if let k, let v { bigger[k] = v }
        }
        self = bigger
    }
}

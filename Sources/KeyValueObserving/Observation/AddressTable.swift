/// Object address → value, for the observation registry's stripes.
///
/// Every observed setter looks its object up here, so the probe is on the hot path. A
/// `Dictionary<UInt, _>` would hash each address with SipHash; an object address needs only
/// a multiply-and-shift mix (its low bits are alignment zeros, so they are mixed, not
/// masked), as objc4's caches and `SynthesizedAccessorTable` do. Open addressing with linear
/// probing; removal shifts the following run back (no tombstones), because objects come and
/// go all the time (every observed object's `-dealloc` removes its entry). Not thread-safe by
/// itself: a `RegistryStripe` changes a copy under its writers' lock and publishes it, never
/// to be changed again, for setters to read without one.
struct AddressTable<Value> {
    private var keys: [UInt]        // 0 = empty (no object lives at address 0)
    private var values: [Value?]
    private(set) var count = 0

    init() {
        keys = Array(repeating: 0, count: 8)
        values = Array(repeating: nil, count: 8)
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (keys.count - 1)
    }

    subscript(key: UInt) -> Value? {
        @inline(__always) get {
            keys.withUnsafeBufferPointer { k in
                var i = home(key)
                while true {
                    if k[i] == key { return values[i] }
                    if k[i] == 0 { return nil }
                    i = (i + 1) & (k.count - 1)
                }
            }
        }
        set {
            guard key != 0 else { return }
            if let newValue { insert(key, newValue) } else { remove(key) }
        }
    }

    /// Every key (in table order).
    var allKeys: [UInt] { keys.filter { $0 != 0 } }

    private mutating func insert(_ key: UInt, _ value: Value) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        var i = home(key)
        while keys[i] != 0 && keys[i] != key { i = (i + 1) & (keys.count - 1) }
        if keys[i] == 0 { count += 1 }
        keys[i] = key
        values[i] = value
    }

    /// Removes `key` and moves back each later entry of its run that would otherwise be cut
    /// off from its home slot (Knuth's deletion for linear probing).
    private mutating func remove(_ key: UInt) {
        let mask = keys.count - 1
        var i = home(key)
        while keys[i] != key {
            if keys[i] == 0 { return }
            i = (i + 1) & mask
        }
        count -= 1
        var hole = i
        var j = i
        while true {
            j = (j + 1) & mask
            if keys[j] == 0 { break }
            let h = home(keys[j])
            // Entry j may move into the hole unless its home lies cyclically in (hole, j].
            let inRange = hole <= j ? (hole < h && h <= j) : (hole < h || h <= j)
            if !inRange {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
        }
        keys[hole] = 0
        values[hole] = nil
        if keys.count > 64 && count * 8 < keys.count { shrink() }
    }

    private mutating func grow() { rehash(capacity: keys.count * 2) }
    private mutating func shrink() { rehash(capacity: keys.count / 2) }

    private mutating func rehash(capacity: Int) {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: nil, count: capacity)
        count = 0
        for (k, v) in zip(oldKeys, oldValues) where k != 0 {
            if let v { insert(k, v) }
        }
    }
}

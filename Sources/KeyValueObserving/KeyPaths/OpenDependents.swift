/// The dependent keys that changes still open on this thread — between their will and did
/// halves — will notify, per object. A change that begins inside another (a relay's will
/// half inside the setter of the path's first key, a manual pair inside another) leaves out
/// the dependents the outer one already covers, so that a dependent key reached by several
/// routes from one change is notified once: `dependsOnTwoSubKeys`, affected by
/// `cascadableKey.boolTrigger1` and `cascadableKey.boolTrigger2`, hears one change when
/// `cascadableKey` is replaced, as in Foundation — not one per affecting path.
enum OpenDependents {
    private struct Entry {
        /// Weak: a change dropped without its did half (abandoned, or its object deallocated)
        /// no longer covers anything.
        weak var change: ChangeTransaction?
        let object: UInt
        let keys: [String]
    }

    private static let entries = ThreadLocal<[Entry]> { [] }

    /// The dependents of `object` that open changes on this thread will notify.
    static func covered(object: UInt) -> Set<String> {
        guard let all = entries.existing, !all.isEmpty else { return [] }
        var keys = Set<String>()
        for e in all where e.object == object && e.change != nil { keys.formUnion(e.keys) }
        return keys
    }

    /// Records `change`, which will notify `keys` of `object`.
    static func open(_ change: ChangeTransaction, object: UInt, keys: [String]) {
        entries.withValue { list in
            list.removeAll { $0.change == nil }
            list.append(Entry(change: change, object: object, keys: keys))
        }
    }

    /// `change` has notified (or is dropped).
    static func close(_ change: ChangeTransaction) {
        entries.withValue { list in list.removeAll { $0.change == nil || $0.change === change } }
    }
}

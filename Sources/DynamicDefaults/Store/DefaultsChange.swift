import PropertyLists

/// One change of one key, as seen through the search list.
public struct DefaultsChange: Sendable, Equatable {
    /// Where a change came from.
    public enum Origin: Sendable, Equatable {
        /// A `set`, `remove` or domain change made through this store.
        case local
        /// The domain file changed on disk (another process, another store, `objcrt defaults`).
        case file
    }

    /// The key that changed.
    public let key: String
    /// The value `object(forKey:)` gave before the change.
    public let oldValue: PlistValue?
    /// The value it gives now.
    public let newValue: PlistValue?
    /// Who made the change.
    public let origin: Origin
}

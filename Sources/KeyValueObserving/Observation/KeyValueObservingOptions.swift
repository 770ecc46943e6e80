/// What a notification carries (`NSKeyValueObservingOptions`).
public struct KeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The option bits, with the values `NSKeyValueObservingOptions` uses.
    public let rawValue: UInt
    /// Options from raw bits; bits with no meaning here are kept and ignored.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The value after the change (`NSKeyValueObservingOptionNew`).
    public static let new = KeyValueObservingOptions(rawValue: 0x01)
    /// The value before the change (`NSKeyValueObservingOptionOld`).
    public static let old = KeyValueObservingOptions(rawValue: 0x02)
    /// One notification at registration time, with the current value as "new" when `.new`
    /// is also requested (`NSKeyValueObservingOptionInitial`).
    public static let initial = KeyValueObservingOptions(rawValue: 0x04)
    /// An extra notification before each change, marked `notificationIsPrior`
    /// (`NSKeyValueObservingOptionPrior`).
    public static let prior = KeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (`NSKeyValueChange`): a set, or a to-many change of an array made
/// through its indexed accessors, `mutableArrayValueForKey:` or `willChange:valuesAtIndexes:forKey:`.
public enum KeyValueChangeKind: UInt, Sendable {
    /// The value was replaced by a set (`NSKeyValueChangeSetting`).
    case setting = 1
    /// Objects were inserted into a to-many relationship (`NSKeyValueChangeInsertion`).
    case insertion = 2
    /// Objects were removed from a to-many relationship (`NSKeyValueChangeRemoval`).
    case removal = 3
    /// Objects of a to-many relationship were replaced (`NSKeyValueChangeReplacement`).
    case replacement = 4
}

/// The keys of a change dictionary (`NSKeyValueChangeKey`).
public enum KeyValueChangeKey {
    /// An NSNumber holding a ``KeyValueChangeKind`` raw value.
    public static let kind = "kind"
    /// The new value (NSNull for nil).
    public static let new = "new"
    /// The old value (NSNull for nil).
    public static let old = "old"
    /// An NSNumber YES on the notification sent before the change (`.prior`).
    public static let notificationIsPrior = "notificationIsPrior"
    /// For a to-many change, an NSIndexSet of the indexes that changed.
    public static let indexes = "indexes"
}

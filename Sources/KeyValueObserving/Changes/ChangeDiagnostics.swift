/// How many change dictionaries and boxed values (an NSNumber or NSValue made from a
/// change's scalar bits) this thread has built: both are made only when an observer reads
/// them, and the tests check that a change nobody reads builds neither. Counted per thread —
/// a change is delivered on the thread that makes it, and tests running at once on other
/// threads must not disturb the count — and only on those slow paths, never per set.
enum ChangeDiagnostics {
    struct Counts: Equatable, Sendable {
        /// Change dictionaries built (`ObservedChange.makeDictionary()` when not cached).
        var dictionaries = 0
        /// Scalar or pointer values boxed into an object (`ChangeValue.object`).
        var boxedValues = 0
    }

    private static let counts = ThreadLocal { Counts() }

    /// This thread's counts so far.
    static var onThisThread: Counts { counts.existing ?? Counts() }

    static func noteDictionary() { counts.withValue { $0.dictionaries += 1 } }

    static func noteBoxedValue() { counts.withValue { $0.boxedValues += 1 } }
}

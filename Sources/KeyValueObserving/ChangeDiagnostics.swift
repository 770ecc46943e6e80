#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// This thread's counts so far.
    static var onThisThread: Counts { counts().pointee }

    static func noteDictionary() { counts().pointee.dictionaries += 1 }

    static func noteBoxedValue() { counts().pointee.boxedValues += 1 }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            #if canImport(Darwin)
            raw.assumingMemoryBound(to: Counts.self).deallocate()
            #else
            raw?.assumingMemoryBound(to: Counts.self).deallocate()
            #endif
        }
        return key
    }()

    private static func counts() -> UnsafeMutablePointer<Counts> {
        if let p = pthread_getspecific(key) { return p.assumingMemoryBound(to: Counts.self) }
        let p = UnsafeMutablePointer<Counts>.allocate(capacity: 1)
        p.initialize(to: Counts())
        pthread_setspecific(key, p)
        return p
    }
}

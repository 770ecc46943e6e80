import ObjCRuntime
import Synchronization

/// The lookups a notifying setter would otherwise make on every call, kept with the runtime's
/// lookup generation they were made in (`MessageSend.lookupGeneration`).
///
/// Apple's notifying setters honour three things that can change while a program runs: the
/// original setter (`[super setKey:]`, which a later swizzle of the observed class replaces),
/// the key's getter (read for the old and new values), and the class's own
/// `-willChangeValueForKey:` / `-didChangeValueForKey:` if it overrides them. Looking all of
/// them up on every set costs four cache probes. The runtime moves its lookup generation after
/// any change that can alter a lookup's answer — a method added, an IMP replaced or exchanged,
/// a category attached — so the answers are kept here with the generation they were found in,
/// and a set checks them with one compare; a moved generation makes the next set look again.
/// (objc4 keeps IMPs in per-class caches that a method change flushes; this is the same idea
/// for the handful of IMPs one overridden setter needs.)
///
/// One instance per overridden setter of a notifying class: the answers are those of that
/// class's instances. Many threads read it at once; stores are rare (after a method change).
/// The fields are published as a sequence lock: a store makes `sequence` odd, writes, makes it
/// even again; a reader that saw an odd or changed sequence around its loads does not trust
/// them and looks up itself. Every field is an atomic, so no reader ever races on memory.
final class SetterLookups: @unchecked Sendable {
    /// What the setter needs on a call.
    struct Answers {
        /// The original setter: what `[super setKey:]` runs from the notifying class.
        let superSetter: IMP
        /// The key's getter, as the notifying class's instances answer it; nil when the
        /// change reads the key some other way (KVC) or the getter must be looked up per call.
        let getter: IMP?
        /// Whether the class runs NSObject's own `-willChangeValueForKey:` and
        /// `-didChangeValueForKey:`: then the setter runs the change itself instead of
        /// sending them.
        let builtInWillDid: Bool
    }

    private let sequence = Atomic<UInt>(0)
    private let generation = Atomic<UInt64>(0)     // 0: nothing stored yet (generations start at 1)
    private let superSetter = Atomic<UInt>(0)
    private let getter = Atomic<UInt>(0)
    private let builtInWillDid = Atomic<Bool>(false)

    /// The stored answers if they were found in lookup generation `current`, else nil.
    @inline(__always)
    func answers(in current: UInt64) -> Answers? {
        let before = sequence.load(ordering: .acquiring)
        let found = generation.load(ordering: .relaxed)
        let sup = superSetter.load(ordering: .relaxed)
        let get = getter.load(ordering: .relaxed)
        let builtIn = builtInWillDid.load(ordering: .relaxed)
        atomicMemoryFence(ordering: .acquiring)
        guard found == current, before & 1 == 0, sequence.load(ordering: .relaxed) == before,
              let sup = IMP(bitPattern: sup) else { return nil }
        return Answers(superSetter: sup, getter: IMP(bitPattern: get), builtInWillDid: builtIn)
    }

    /// Stores answers found in lookup generation `found` (read before looking up). When
    /// another thread is storing at the same moment, this one gives way: its caller uses its
    /// own answers for this call, and the next call finds the other thread's.
    func store(_ answers: Answers, foundIn found: UInt64) {
        let s = sequence.load(ordering: .relaxed)
        guard s & 1 == 0, sequence.compareExchange(expected: s, desired: s &+ 1, ordering: .relaxed).exchanged else {
            return
        }
        atomicMemoryFence(ordering: .releasing)
        generation.store(found, ordering: .relaxed)
        superSetter.store(UInt(bitPattern: answers.superSetter), ordering: .relaxed)
        getter.store(UInt(bitPattern: answers.getter), ordering: .relaxed)
        builtInWillDid.store(answers.builtInWillDid, ordering: .relaxed)
        sequence.store(s &+ 2, ordering: .releasing)
    }
}

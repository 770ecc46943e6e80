import ObjCEncoding
import ObjCRuntime

// The notifying setters: the runtime's typed IMPs of the notifying role (`TypedIMP`), one C
// function per argument type code, as Foundation installs `_NSSetIntValueAndNotify`,
// `_NSSetObjectValueAndNotify`, … Each is shared by every notifying class and every key of
// its type: it finds the setter's `SetterInfo` from (`self`'s isa, `_cmd`) in the runtime's
// record table, without a lock, and hands it, the argument's address and a caller of the
// original setter of its own exact C type to `NotifyingSetter.handler`, which calls the
// original setter — what `[super set…]` runs, kept with the runtime's lookup generation and
// looked up again when that moves, so a later swizzle of the original class is honoured
// (`SetterLookups`) — through that caller and the catch barrier, and brackets that call with
// the change. No libffi, no boxing, no dictionary: the old and new values are read through
// the typed getter and boxed only if an observer asks. Types a C function cannot take without
// knowing their layout (structs, unions, `long double`, `_Complex`) get a raw closure IMP
// instead (`SetterOverride.closureIMP`), which runs the same body (`NotifyingSetter.run`) and
// calls the original setter through libffi with its caller's own argument vector.

enum NotifyingSetter {
    /// The typed notifying setter for an argument encoding, or nil when only a closure IMP
    /// can take the type (structs, unions, arrays, `long double`, `_Complex`, bit-fields).
    /// Every one-letter type goes by its C type (`l` is a 32-bit int); objects (`@`, blocks
    /// `@?`), classes, pointers (`^…`), C strings and selectors are one word.
    static func imp(forArgument encoding: Substring) -> IMP? {
        guard let code = encoding.utf8.first else { return nil }
        return TypedIMP.imp(.notifyingSetter, code: code)
    }

    /// Records `info` for its notifying class and selector, where the typed setters (and
    /// ``run(_:_:_:)``) find it. Infos live for the rest of the process (their class's setter
    /// lists are never freed), so the record borrows it.
    static func record(_ info: SetterInfo, on cls: ObjCClass, argument: Substring) throws {
        let code = argument.utf8.first ?? 0
        try TypedIMP.record(cls, info.selector, role: .notifying, code: code,
                            context: Unmanaged.passUnretained(info).toOpaque(), handler: handler)
    }

    /// What every typed notifying setter calls: `context` is the setter's info (nil when the
    /// receiver's class has no record for `cmd`), `value` the argument, `caller` the typed
    /// call of the original setter.
    static let handler: TypedIMP.Handler = { receiver, cmd, context, value, caller in
        guard let receiver, let cmd, let value, let caller else { return }
        run(receiver, cmd, context) { TypedIMP.callOriginal(caller, $0, receiver, cmd, value) }
    }

    /// The body every setter shares, the closure IMPs' too: find the setter's info (the
    /// record's `context`, trusted only when its class is the receiver's isa), else from the
    /// class's state, then run `call` (the original setter, typed) inside the change.
    @inline(__always)
    static func run(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ call: (IMP) -> Void) {
        guard let receiver, let cmd else { return }
        run(receiver, cmd, TypedIMP.find(receiver, cmd, role: .notifying)?.context, call)
    }

    @inline(__always)
    private static func run(_ receiver: UnsafeMutableRawPointer, _ cmd: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?,
                            _ call: (IMP) -> Void) {
        let isa = UInt(bitPattern: ObjCClass(ofObject: receiver).pointer)
        guard let context, Unmanaged<SetterInfo>.fromOpaque(context)._withUnsafeGuaranteedRef({ $0.classBits == isa }) else {
            runFindingState(receiver, cmd, call)
            return
        }
        Unmanaged<SetterInfo>.fromOpaque(context)._withUnsafeGuaranteedRef { info in
            info.state._withUnsafeGuaranteedRef { state in
                let answers = answers(receiver, info, state, isExact: true)
                perform(receiver, info, state, answers) { call(answers.superSetter) }
            }
        }
    }

    /// ``run(_:_:_:)`` when no record of the receiver's exact class answers (a class someone
    /// made below the notifying class, or an IMP moved to another method): walks from the isa
    /// to the notifying class's state and finds the setter there.
    @inline(never)
    private static func runFindingState(_ receiver: UnsafeMutableRawPointer, _ cmd: UnsafeRawPointer,
                                        _ call: (IMP) -> Void) {
        guard let found = NotifyingClassState.lookUp(receiver) else { return }
        found.state._withUnsafeGuaranteedRef { state in
            guard let info = state.unmanagedSetter(for: cmd) else {
                // Not a selector this class overrode (the IMP was moved to another method):
                // set, without notifying, what the original class would.
                call(MessageSend.lookupSuper(receiver, from: state.original, Selector(rawValue: cmd)))
                return
            }
            info._withUnsafeGuaranteedRef { info in
                let answers = answers(receiver, info, state, isExact: found.isExact)
                perform(receiver, info, state, answers) { call(answers.superSetter) }
            }
        }
    }

    /// Runs `body` (the original setter) as a change of `info.key`: Foundation's
    /// `willChangeValueForKey:` / `didChangeValueForKey:` pair, kept on this stack frame.
    /// A class that overrides either method gets real messages instead, so its override
    /// runs.
    @inline(__always)
    private static func perform(_ receiver: UnsafeMutableRawPointer, _ info: SetterInfo, _ state: NotifyingClassState,
                                _ answers: SetterLookups.Answers, _ body: () -> Void) {
        guard answers.builtInWillDid else {
            NSObjectKVOMethods.sendWillChange(receiver, info.keyObject)
            body()
            if ObjCException.isPending {
                ChangeNotifier.abandon(object: receiver, key: info.key)
            } else {
                NSObjectKVOMethods.sendDidChange(receiver, info.keyObject)
            }
            return
        }
        ChangeTransaction.perform(object: receiver, key: info.key, reader: info.reader, getter: answers.getter,
                                  registry: state.registry, parking: state.parkingKey, body)
    }

    /// The setter's lookups (`SetterLookups`): the kept ones while the runtime's lookup
    /// generation has not moved, else fresh ones.
    @inline(__always)
    private static func answers(_ receiver: UnsafeMutableRawPointer, _ info: SetterInfo, _ state: NotifyingClassState,
                                isExact: Bool) -> SetterLookups.Answers {
        let generation = MessageSend.lookupGeneration
        if isExact, let kept = info.lookups.answers(in: generation) { return kept }
        return lookUp(receiver, info, state, isExact: isExact, generation: generation)
    }

    /// Looks the setter's IMPs up, as the messages it stands for would, and keeps them when
    /// they are the notifying class's own answers: `receiver`'s isa is that class (not a class
    /// made below it) and the original setter is a method (not forwarded). `generation` was
    /// read before looking up, so a method change made meanwhile shows as a newer one.
    @inline(never)
    private static func lookUp(_ receiver: UnsafeMutableRawPointer, _ info: SetterInfo, _ state: NotifyingClassState,
                               isExact: Bool, generation: UInt64) -> SetterLookups.Answers {
        let w = state.willDid
        guard isExact, let superSetter = state.original.methodImplementation(for: info.selector) else {
            return SetterLookups.Answers(
                superSetter: MessageSend.lookupSuper(receiver, from: state.original, info.selector), getter: nil,
                builtInWillDid: NSObjectKVOMethods.usesBuiltInWillDid(receiver, w))
        }
        let cls = state.notifying
        var getter: IMP?
        if case .getter(let selector, _, _) = info.reader { getter = cls.methodImplementation(for: selector) }
        let builtIn = cls.methodImplementation(for: w.will).map { UInt(bitPattern: $0) } == w.builtInWill
            && cls.methodImplementation(for: w.did).map { UInt(bitPattern: $0) } == w.builtInDid
        let answers = SetterLookups.Answers(superSetter: superSetter, getter: getter, builtInWillDid: builtIn)
        info.lookups.store(answers, foundIn: generation)
        return answers
    }
}

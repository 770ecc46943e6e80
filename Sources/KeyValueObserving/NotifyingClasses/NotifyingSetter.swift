import ObjCEncoding
import ObjCRuntime

// The notifying setters: one C function per argument type code, as Foundation installs
// `_NSSetIntValueAndNotify`, `_NSSetObjectValueAndNotify`, … Each is shared by every
// notifying class and every key of its type: it finds the class's state from `self`'s isa
// and its key from `_cmd` (`NotifyingClassState`), calls the original setter — what
// `[super set…]` runs, kept with the runtime's lookup generation and looked up again when that
// moves, so a later swizzle of the original class is honoured (`SetterLookups`) — through a
// function pointer of its own exact C type, and brackets that call with the change. No
// libffi, no boxing, no dictionary: the old and new values are read through the typed getter
// and boxed only if an observer asks. Types a C function cannot take without knowing their
// layout (structs, unions, `long double`, `_Complex`) get a raw closure IMP instead
// (`SetterOverride.closureIMP`), which runs the same body (`NotifyingSetter.run`) and calls the
// original setter through libffi with its caller's own argument vector.

private typealias Receiver = UnsafeMutableRawPointer?
private typealias Cmd = UnsafeRawPointer?

private typealias SetI8 = @convention(c) (Receiver, Cmd, Int8) -> Void
private typealias SetU8 = @convention(c) (Receiver, Cmd, UInt8) -> Void
private typealias SetBool = @convention(c) (Receiver, Cmd, Bool) -> Void
private typealias SetI16 = @convention(c) (Receiver, Cmd, Int16) -> Void
private typealias SetU16 = @convention(c) (Receiver, Cmd, UInt16) -> Void
private typealias SetI32 = @convention(c) (Receiver, Cmd, Int32) -> Void
private typealias SetU32 = @convention(c) (Receiver, Cmd, UInt32) -> Void
private typealias SetI64 = @convention(c) (Receiver, Cmd, Int64) -> Void
private typealias SetU64 = @convention(c) (Receiver, Cmd, UInt64) -> Void
private typealias SetFloat = @convention(c) (Receiver, Cmd, Float) -> Void
private typealias SetDouble = @convention(c) (Receiver, Cmd, Double) -> Void
private typealias SetPointer = @convention(c) (Receiver, Cmd, UnsafeMutableRawPointer?) -> Void

// The same calls through the catch barrier (`ExceptionBarrier`): the original setter may be
// compiled code that throws; the exception stops at the barrier and is left pending (the
// change is then abandoned, and a Swift send throws it). The value in its own register, zero
// words up to the sixth integer argument, the setter there.
private typealias W = UInt64
private typealias BSetI8 = @convention(c) (Receiver, Cmd, Int8, W, W, IMP) -> Void
private typealias BSetU8 = @convention(c) (Receiver, Cmd, UInt8, W, W, IMP) -> Void
private typealias BSetBool = @convention(c) (Receiver, Cmd, Bool, W, W, IMP) -> Void
private typealias BSetI16 = @convention(c) (Receiver, Cmd, Int16, W, W, IMP) -> Void
private typealias BSetU16 = @convention(c) (Receiver, Cmd, UInt16, W, W, IMP) -> Void
private typealias BSetI32 = @convention(c) (Receiver, Cmd, Int32, W, W, IMP) -> Void
private typealias BSetU32 = @convention(c) (Receiver, Cmd, UInt32, W, W, IMP) -> Void
private typealias BSetI64 = @convention(c) (Receiver, Cmd, Int64, W, W, IMP) -> Void
private typealias BSetU64 = @convention(c) (Receiver, Cmd, UInt64, W, W, IMP) -> Void
private typealias BSetFloat = @convention(c) (Receiver, Cmd, W, W, W, IMP, Float) -> Void
private typealias BSetDouble = @convention(c) (Receiver, Cmd, W, W, W, IMP, Double) -> Void
private typealias BSetPointer = @convention(c) (Receiver, Cmd, UnsafeMutableRawPointer?, W, W, IMP) -> Void

private let setCharValueAndNotify: SetI8 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetI8.self)(r, c, v, 0, 0, $0) }
}
private let setUnsignedCharValueAndNotify: SetU8 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetU8.self)(r, c, v, 0, 0, $0) }
}
private let setBoolValueAndNotify: SetBool = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetBool.self)(r, c, v, 0, 0, $0) }
}
private let setShortValueAndNotify: SetI16 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetI16.self)(r, c, v, 0, 0, $0) }
}
private let setUnsignedShortValueAndNotify: SetU16 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetU16.self)(r, c, v, 0, 0, $0) }
}
private let setIntValueAndNotify: SetI32 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetI32.self)(r, c, v, 0, 0, $0) }
}
private let setUnsignedIntValueAndNotify: SetU32 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetU32.self)(r, c, v, 0, 0, $0) }
}
/// `l` (a 32-bit `long` in Apple's encodings) passes as `int` does.
private let setLongLongValueAndNotify: SetI64 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetI64.self)(r, c, v, 0, 0, $0) }
}
private let setUnsignedLongLongValueAndNotify: SetU64 = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetU64.self)(r, c, v, 0, 0, $0) }
}
private let setFloatValueAndNotify: SetFloat = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetFloat.self)(r, c, 0, 0, 0, $0, v) }
}
private let setDoubleValueAndNotify: SetDouble = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetDouble.self)(r, c, 0, 0, 0, $0, v) }
}
/// Objects (`@`, blocks `@?`) and classes (`#`).
private let setObjectValueAndNotify: SetPointer = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetPointer.self)(r, c, v, 0, 0, $0) }
}
/// Pointers (`^…`), C strings (`*`) and selectors (`:`): one machine word, boxed as NSValue.
private let setPointerValueAndNotify: SetPointer = { r, c, v in
    NotifyingSetter.run(r, c) { unsafeBitCast(ExceptionBarrier.entry, to: BSetPointer.self)(r, c, v, 0, 0, $0) }
}

enum NotifyingSetter {
    /// The typed notifying setter for an argument encoding, or nil when only a closure IMP
    /// can take the type (structs, unions, arrays, `long double`, `_Complex`, bit-fields).
    static func imp(forArgument encoding: Substring) -> IMP? {
        guard let code = encoding.utf8.first else { return nil }
        // A pointer (`^…`) is one word; every one-letter type goes by its C type (`l` is a
        // 32-bit int, so it takes the `int` setter).
        if code == ObjCType.pointerPrefix { return unsafeIMP(setPointerValueAndNotify) }
        let f: IMP?
        switch ScalarTypeCode.cType(of: code) {
        case .int8: f = unsafeIMP(setCharValueAndNotify)
        case .uint8: f = unsafeIMP(setUnsignedCharValueAndNotify)
        case .bool: f = unsafeIMP(setBoolValueAndNotify)
        case .int16: f = unsafeIMP(setShortValueAndNotify)
        case .uint16: f = unsafeIMP(setUnsignedShortValueAndNotify)
        case .int32: f = unsafeIMP(setIntValueAndNotify)
        case .uint32: f = unsafeIMP(setUnsignedIntValueAndNotify)
        case .int64: f = unsafeIMP(setLongLongValueAndNotify)
        case .uint64: f = unsafeIMP(setUnsignedLongLongValueAndNotify)
        case .float: f = unsafeIMP(setFloatValueAndNotify)
        case .double: f = unsafeIMP(setDoubleValueAndNotify)
        case .object, .classObject: f = unsafeIMP(setObjectValueAndNotify)
        case .cString, .selector: f = unsafeIMP(setPointerValueAndNotify)
        case .int128, .uint128, .longDouble, .void, .unknown, nil: f = nil
        }
        return f
    }

    /// The body every typed setter shares: find the setter's info (`NotifyingSetterCache`,
    /// else from the class's state), then run `call` (the original setter, typed) inside the
    /// change.
    @inline(__always)
    static func run(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ call: (IMP) -> Void) {
        guard let receiver, let cmd else { return }
        guard let cached = NotifyingSetterCache.info(ObjCClass(ofObject: receiver), cmd) else {
            runFindingState(receiver, cmd, call)
            return
        }
        cached._withUnsafeGuaranteedRef { info in
            info.state._withUnsafeGuaranteedRef { state in
                let answers = answers(receiver, info, state, isExact: true)
                perform(receiver, info, state, answers) { call(answers.superSetter) }
            }
        }
    }

    /// ``run(_:_:_:)`` when the cache has no answer: walks from the isa to the notifying
    /// class's state, finds the setter there, and caches it for an exact class.
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
                if found.isExact { NotifyingSetterCache.store(info) }
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

import ObjCEncoding
import ObjCRuntime

/// The `NSKVONotifying_<Class>` subclasses: made once per observed class and kept (as Apple
/// does) unless someone disposes one once no object uses it, each overriding `-class`, `-dealloc`, `-_isKVOA`,
/// `-setValue:forKey:` (for keys KVC writes straight to an ivar), the setter of every
/// automatically-notifying key observed so far, and its indexed to-many accessors.
enum NotifyingClasses {
    /// The prefix of a notifying class's name.
    static let prefix = "NSKVONotifying_"

    private struct Entry {
        let state: NotifyingClassState
        let notifying: ObjCClass
        /// Keys already examined (overrides installed, or none to install).
        var keys: Set<String> = []
    }

    private struct State {
        var byOriginal: [ObjCClass: Entry] = [:]
        var originalOf: [ObjCClass: ObjCClass] = [:]
    }

    private static let state: LockedValue<State> = {
        // A disposed notifying class must not be handed out again (the next observation of
        // its original makes a new one); a disposed original has no notifying class left.
        ObjCClass.addDisposalHook { cls in
            state.withLock { s in
                if let original = s.originalOf.removeValue(forKey: cls) { s.byOriginal[original] = nil }
                if let entry = s.byOriginal.removeValue(forKey: cls) { s.originalOf[entry.notifying] = nil }
            }
        }
        return LockedValue(State())
    }()

    /// The class `cls` was made from, when `cls` is a notifying class.
    static func original(of cls: ObjCClass) -> ObjCClass? {
        state.withLock { $0.originalOf[cls] }
    }

    /// The notifying class made for `cls`, if any.
    static func notifying(for cls: ObjCClass) -> ObjCClass? {
        state.withLock { $0.byOriginal[cls]?.notifying }
    }

    /// Makes `object` notify for `key`: its notifying class exists, overrides the key's
    /// setter, indexed accessors and set accessors (unless `+automaticallyNotifiesObserversForKey:` says
    /// NO), and is the object's isa.
    static func prepare(_ object: ObjCObject, key: String) throws {
        let isa = object.objcClass
        if object.isClass {
            throw KeyValueObservingError.cannotObserve(className: isa.name, reason: "classes cannot be observed")
        }
        let original = self.original(of: isa) ?? isa
        // Message sends may run user code: ask before taking the lock.
        let automatic = try AutomaticNotification.isOn(for: original, key: key)
        let setter = automatic ? try SetterOverride.setter(of: original, forKey: key) : nil
        let reader = setter.map { SetterOverride.reader(of: original, forKey: key, setter: $0) } ?? .keyValueCoding
        let accessors = automatic
            ? IndexedAccessors.overridable(of: original, forKey: key) + SetAccessors.overridable(of: original, forKey: key)
            : []
        let notifying: ObjCClass = try state.withLock { s in
            var entry = try s.byOriginal[original] ?? makeClass(for: original)
            s.byOriginal[original] = entry
            s.originalOf[entry.notifying] = original
            if !entry.keys.contains(key) {
                let own = Set(entry.notifying.methods.map(\.selector))
                if let setter, !own.contains(setter.selector) {
                    let imp = try SetterOverride.makeIMP(setter: setter)
                    let info = SetterInfo(selector: setter.selector, key: key, reader: reader, state: entry.state)
                    try NotifyingSetter.record(info, on: entry.notifying, argument: setter.argument)
                    try entry.notifying.addMethod(setter.selector, types: setter.types, imp: imp)
                    entry.state.add(info)
                }
                for accessor in accessors where !own.contains(accessor.selector) {
                    try entry.notifying.addMethod(accessor.selector, types: accessor.types, imp: accessor.imp)
                    entry.state.add(SetterInfo(selector: accessor.selector, key: key, reader: .keyValueCoding,
                                                          state: entry.state))
                }
                entry.keys.insert(key)
                s.byOriginal[original] = entry
            }
            return entry.notifying
        }
        if object.objcClass != notifying { try object.setClass(notifying) }
    }

    /// Allocates and registers `NSKVONotifying_<original>` (called under the lock).
    private static func makeClass(for original: ObjCClass) throws -> Entry {
        TypedIMP.setNotifyingFallback(NotifyingSetter.handler)
        let name = prefix + original.name
        let builder: ClassBuilder
        do {
            builder = try ClassBuilder(name: name, superclass: original,
                                       extraBytes: NotifyingClassState.indexedByteCount)
        } catch ObjCError.duplicateClass {
            throw KeyValueObservingError.cannotObserve(className: original.name,
                reason: "a class named \(name) already exists and was not made by KeyValueObserving")
        }
        let classState = NotifyingClassState(original: original, notifying: builder.objcClass)
        classState.attach()
        try builder.addMethod(Selector("class"), types: "#16@0:8", function: classIMP)
        try builder.addMethod(Selector("_isKVOA"), types: ObjCType.objCBool.encoding + "16@0:8", function: isKVOAIMP)
        try builder.addMethod(Selector("dealloc"), types: "v16@0:8", function: deallocIMP)
        try builder.addMethod(KVCSetOverride.selector, types: KVCSetOverride.types, function: KVCSetOverride.imp)
        let notifying = try builder.register()
        return Entry(state: classState, notifying: notifying)
    }
}

private typealias ClassFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
private typealias BoolFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> ObjCBool
private typealias VoidFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

/// `-class` answers the original class, so the swizzle is invisible to `-class`,
/// `-isKindOfClass:` and `-isMemberOfClass:` users, as in Foundation.
private let classIMP: ClassFn = { receiver, _ in
    guard let receiver else { return nil }
    return (NotifyingClassState.of(receiver)?.original ?? ObjCClass(ofObject: receiver)).pointer
}

/// `-_isKVOA`: Apple's marker for an object whose isa KVO swizzled.
private let isKVOAIMP: BoolFn = { _, _ in true.objcBool }

/// `-dealloc` drops the object's observation info (and whatever KVO keeps for it) before its
/// address can be reused, then runs the original class's `-dealloc` — during which a removal
/// of one of the dropped observations is quietly accepted (`DeallocatingObjects`).
private let deallocIMP: VoidFn = { receiver, cmd in
    guard let receiver, let cmd else { return }
    let address = UInt(bitPattern: receiver)
    KeyValueObserving.objectIsDeallocating(address)
    guard let original = NotifyingClassState.of(receiver)?.original else { return }
    let imp = MessageSend.lookupSuper(receiver, from: original, Selector(rawValue: cmd))
    // Through the catch barrier: a compiled -dealloc that throws leaves the exception pending.
    typealias Barrier = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt64, UInt64, UInt64, IMP) -> Void
    DeallocatingObjects.during(address) { unsafeBitCast(ExceptionBarrier.entry, to: Barrier.self)(receiver, cmd, 0, 0, 0, imp) }
}

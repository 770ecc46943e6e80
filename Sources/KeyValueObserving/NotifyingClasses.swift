import ObjCEncoding
import ObjCRuntime

/// The `NSKVONotifying_<Class>` subclasses: made once per observed class, kept for the rest
/// of the process (as Apple does), each overriding `-class`, `-dealloc`, `-_isKVOA`,
/// `-setValue:forKey:` (for keys KVC writes straight to an ivar) and the setter of every
/// automatically-notifying key observed so far.
enum NotifyingClasses {
    /// The prefix of a notifying class's name.
    static let prefix = "NSKVONotifying_"

    private struct Entry {
        let original: ObjCClass
        let notifying: ObjCClass
        /// Keys already examined (setter installed, or none to install).
        var keys: Set<String> = []
    }

    private struct State {
        var byOriginal: [ObjCClass: Entry] = [:]
        var originalOf: [ObjCClass: ObjCClass] = [:]
    }

    private static let state = LockedValue(State())

    /// The class `cls` was made from, when `cls` is a notifying class.
    static func original(of cls: ObjCClass) -> ObjCClass? {
        state.withLock { $0.originalOf[cls] }
    }

    /// The notifying class made for `cls`, if any.
    static func notifying(for cls: ObjCClass) -> ObjCClass? {
        state.withLock { $0.byOriginal[cls]?.notifying }
    }

    /// Makes `object` notify for `key`: its notifying class exists, overrides the key's
    /// setter (unless `+automaticallyNotifiesObserversForKey:` says NO), and is the object's
    /// isa.
    static func prepare(_ object: ObjCObject, key: String) throws {
        let isa = object.objcClass
        if object.isClass {
            throw KeyValueObservingError.cannotObserve(className: isa.name, reason: "classes cannot be observed")
        }
        let original = self.original(of: isa) ?? isa
        // A message send may run user code: ask before taking the lock.
        let setter = try automaticallyNotifies(original, key) ? SetterOverride.setter(of: original, forKey: key) : nil
        let notifying: ObjCClass = try state.withLock { s in
            var entry = try s.byOriginal[original] ?? makeClass(for: original)
            if !entry.keys.contains(key) {
                if let setter, !entry.notifying.methods.contains(where: { $0.selector == setter.selector }) {
                    let imp = try SetterOverride.makeIMP(original: original, key: key, setter: setter)
                    try entry.notifying.addMethod(setter.selector, types: setter.types, imp: imp)
                }
                entry.keys.insert(key)
            }
            s.byOriginal[original] = entry
            s.originalOf[entry.notifying] = original
            return entry.notifying
        }
        if object.objcClass != notifying { try object.setClass(notifying) }
    }

    private static func automaticallyNotifies(_ cls: ObjCClass, _ key: String) throws -> Bool {
        let name = ObjCObject.string(key)
        return try cls.sendBool(Selector("automaticallyNotifiesObserversForKey:"), name)
    }

    private typealias VoidFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

    /// Allocates and registers `NSKVONotifying_<original>` (called under the lock).
    private static func makeClass(for original: ObjCClass) throws -> Entry {
        let name = prefix + original.name
        let builder: ClassBuilder
        do {
            builder = try ClassBuilder(name: name, superclass: original)
        } catch ObjCError.duplicateClass {
            throw KeyValueObservingError.cannotObserve(className: original.name,
                reason: "a class named \(name) already exists and was not made by KeyValueObserving")
        }
        // -class answers the original class, so the swizzle is invisible to -class,
        // -isKindOfClass: and -isMemberOfClass: users, as in Foundation.
        try builder.addMethod(Selector("class"), types: "#16@0:8",
                              imp: imp_implementationWithBlock(types: "#16@0:8") { _ in .classObject(original.pointer) })
        #if arch(arm64)
        let isKVOA = try imp_implementationWithBlock(types: "B16@0:8") { _ in .bool(true) }
        try builder.addMethod(Selector("_isKVOA"), types: "B16@0:8", imp: isKVOA)
        #else
        let isKVOA = try imp_implementationWithBlock(types: "c16@0:8") { _ in .int8(1) }
        try builder.addMethod(Selector("_isKVOA"), types: "c16@0:8", imp: isKVOA)
        #endif
        // -dealloc drops the object's observation info before its address can be reused,
        // then runs the original class's -dealloc.
        let deallocSel = Selector("dealloc")
        let dealloc = try imp_implementationWithBlock(types: "v16@0:8") { args in
            guard case .object(let p)? = args.first, let p else { return .void }
            ObservationRegistry.shared.removeAll(object: UInt(bitPattern: p))
            KeyPathRelays.removeAll(object: UInt(bitPattern: p))
            let imp = MessageSend.lookupSuper(p, from: original, deallocSel)
            unsafeBitCast(imp, to: VoidFn.self)(p, deallocSel.rawValue)
            return .void
        }
        try builder.addMethod(deallocSel, types: "v16@0:8", imp: dealloc)
        try builder.addMethod(KVCSetOverride.selector, types: KVCSetOverride.types,
                              imp: KVCSetOverride.makeIMP(original: original))
        let notifying = try builder.register()
        return Entry(original: original, notifying: notifying)
    }
}

import ObjCRuntime

/// The notifying class's `-setValue:forKey:`. When KVC finds a setter method, that setter
/// (overridden for observed keys) notifies; when it writes the instance variable directly —
/// no `-set<Key>:` / `-_set<Key>:` — nobody would, so this override brackets the write with
/// `willChangeValueForKey:` / `didChangeValueForKey:`, as Foundation's KVC does for ivars
/// (unless `+automaticallyNotifiesObserversForKey:` says NO).
enum KVCSetOverride {
    static let selector = Selector("setValue:forKey:")
    static let types = "v32@0:8@16@24"

    private typealias SetValueFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?,
                                                   UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    private typealias KeyFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void

    static func makeIMP(original: ObjCClass) throws -> IMP {
        let sel = selector
        return try imp_implementationWithBlock(types: types) { args in
            guard args.count == 4, case .object(let p)? = args.first, let p,
                  case .object(let value) = args[2], case .object(let keyPointer) = args[3] else { return .void }
            let superIMP = unsafeBitCast(MessageSend.lookupSuper(p, from: original, sel), to: SetValueFn.self)
            guard let keyPointer, let key = ObjCObject(retaining: keyPointer).stringValue,
                  writesIvarDirectly(original, key), notifiesAutomatically(original, keyPointer) else {
                superIMP(p, sel.rawValue, value, keyPointer)
                return .void
            }
            let object = ObjCObject(retaining: p)
            do {
                try object.withIMP(for: "willChangeValueForKey:", as: KeyFn.self) { f, r, s in f(r, s, keyPointer) }
                superIMP(p, sel.rawValue, value, keyPointer)
                try object.withIMP(for: "didChangeValueForKey:", as: KeyFn.self) { f, r, s in f(r, s, keyPointer) }
            } catch {
                DeliveryFailures.record(.deliveryFailed(keyPath: key, reason: "setValue:forKey: \(error)"))
            }
            return .void
        }
    }

    /// KVC's setter search finds no method, so it would write the ivar.
    private static func writesIvarDirectly(_ cls: ObjCClass, _ key: String) -> Bool {
        guard let head = key.first else { return false }
        let capitalized = head.uppercased() + key.dropFirst()
        return !cls.instancesRespond(to: Selector("set\(capitalized):"))
            && !cls.instancesRespond(to: Selector("_set\(capitalized):"))
    }

    private static func notifiesAutomatically(_ cls: ObjCClass, _ key: UnsafeMutableRawPointer) -> Bool {
        (try? cls.sendBool("automaticallyNotifiesObserversForKey:", ObjCObject(retaining: key))) ?? true
    }
}

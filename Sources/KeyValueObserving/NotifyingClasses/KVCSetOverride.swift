import ObjCRuntime

/// The notifying class's `-setValue:forKey:`. When KVC finds a setter method, that setter
/// (overridden for observed keys) notifies; when it writes the instance variable directly —
/// no `-set<Key>:` / `-_set<Key>:` — nobody would, so this override brackets the write with
/// `willChangeValueForKey:` / `didChangeValueForKey:`, as Foundation's KVC does for ivars
/// (unless `+automaticallyNotifiesObserversForKey:` says NO).
enum KVCSetOverride {
    static let selector = Selector("setValue:forKey:")
    static let types = "v32@0:8@16@24"

    typealias SetValueFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?,
                                           UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

    static let imp: SetValueFn = { receiver, cmd, value, keyPointer in
        guard let receiver, let cmd, let original = NotifyingClassState.of(receiver)?.original else { return }
        let superIMP = unsafeBitCast(MessageSend.lookupSuper(receiver, from: original, Selector(rawValue: cmd)),
                                     to: SetValueFn.self)
        guard let keyPointer, let key = ObjCObject(retaining: keyPointer).stringValue,
              writesIvarDirectly(original, key), (try? AutomaticNotification.isOn(for: original, key: key)) ?? true else {
            superIMP(receiver, cmd, value, keyPointer)
            return
        }
        let keyObject = ObjCObject(retaining: keyPointer)
        NSObjectKVOMethods.sendWillChange(receiver, keyObject)
        superIMP(receiver, cmd, value, keyPointer)
        if ObjCException.isPending {
            // KVC raised (an unknown key, nil for a scalar): the did half never runs, as the
            // exception would have unwound past it.
            ChangeNotifier.abandon(object: receiver, key: key)
        } else {
            NSObjectKVOMethods.sendDidChange(receiver, keyObject)
        }
    }

    /// KVC's setter search finds no method, so it would write the ivar.
    private static func writesIvarDirectly(_ cls: ObjCClass, _ key: String) -> Bool {
        guard !key.isEmpty else { return false }
        let capitalized = key.capitalizedFirstLetter
        return !cls.instancesRespond(to: Selector("set\(capitalized):"))
            && !cls.instancesRespond(to: Selector("_set\(capitalized):"))
    }
}

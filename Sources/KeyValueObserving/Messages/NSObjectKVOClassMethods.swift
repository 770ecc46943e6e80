import ObjCRuntime

#if arch(arm64)
private typealias KeyPredicate = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool
private let predicateTypes = "B24@0:8@16"
private let yes = true
#else
private typealias KeyPredicate = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int8
private let predicateTypes = "c24@0:8@16"
private let yes: Int8 = 1
#endif
private typealias KeyQuery = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?

/// `+[NSObject automaticallyNotifiesObserversForKey:]`: what `+automaticallyNotifiesObserversOf<Key>`
/// answers when the class implements it, else YES — Foundation's default. A class overrides
/// either to take over a key's notifications (its setter then notifies only through manual
/// `willChange` / `didChange` pairs).
private let automaticallyNotifiesIMP: KeyPredicate = { receiver, _, key in
    guard let receiver, let key, let name = ObjCObject(retaining: key).stringValue, !name.isEmpty else { return yes }
    // A selector nobody registered cannot be implemented: no need to intern one per key.
    let cls = ObjCObject(retaining: receiver)
    guard let perKey = Selector.existing("automaticallyNotifiesObserversOf\(name.capitalizedFirstLetter)"),
          cls.responds(to: perKey), let answer = try? cls.send(perKey, as: Bool.self) else { return yes }
    return answer.objcBool
}

/// `+[NSObject keyPathsForValuesAffectingValueForKey:]`: what `+keyPathsForValuesAffecting<Key>`
/// returns when the class implements it, else an empty collection (an NSSet when the
/// runtime has that class, an NSArray otherwise) — autoreleased, as a getter's result.
private let keyPathsAffectingIMP: KeyQuery = { receiver, _, key in
    guard let receiver, let key, let name = ObjCObject(retaining: key).stringValue, !name.isEmpty else { return nil }
    let cls = ObjCObject(retaining: receiver)
    var result: ObjCObject?
    if let perKey = Selector.existing("keyPathsForValuesAffecting\(name.capitalizedFirstLetter)"), cls.responds(to: perKey) {
        result = try? cls.send(perKey)
    }
    if result == nil {
        result = ObjCClass.lookUp("NSSet").flatMap { try? $0.send("set") } ?? (try? ObjCObject.array([]))
    }
    return autoreleased(result)
}

/// The class methods KVO adds to NSObject's metaclass.
enum NSObjectKVOClassMethods {
    static let methods: [AddedMethod] = [
        AddedMethod(selector: "automaticallyNotifiesObserversForKey:", types: predicateTypes,
                    imp: unsafeBitCast(automaticallyNotifiesIMP, to: IMP.self)),
        AddedMethod(selector: "keyPathsForValuesAffectingValueForKey:", types: "@24@0:8@16",
                    imp: unsafeBitCast(keyPathsAffectingIMP, to: IMP.self)),
    ]
}

/// `+automaticallyNotifiesObserversForKey:`, asked when a key is first observed on a class.
enum AutomaticNotification {
    static func isOn(for cls: ObjCClass, key: String) throws -> Bool {
        return try cls.send(Selector("automaticallyNotifiesObserversForKey:"), ObjCObject.string(key), as: Bool.self)
    }
}

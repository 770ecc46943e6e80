import ObjCRuntime

/// Entry points and facts about the KVO machinery.
public enum KeyValueObserving {
    /// Adds KVO's methods to NSObject: `-willChangeValueForKey:`, `-didChangeValueForKey:`,
    /// their to-many forms, `-addObserver:forKeyPath:options:context:`,
    /// `-removeObserver:forKeyPath:context:`, `-removeObserver:forKeyPath:`,
    /// `-mutableArrayValueForKey:`, `-mutableSetValueForKey:`,
    /// `-observeValueForKeyPath:ofObject:change:context:` (NSObject's raises
    /// NSInternalInconsistencyException: an observer's override calls super for contexts it does
    /// not own, and an observer that only inherits it is refused at registration),
    /// `+automaticallyNotifiesObserversForKey:` and
    /// `+keyPathsForValuesAffectingValueForKey:`; and NSArray's and NSSet's observing
    /// methods, which refuse, with NSArray's `-addObserver:toObjectsAtIndexes:…` and its
    /// removals. This is KVO's one start-up (a lazy global: thread-safe, runs once): every
    /// public entry point that sends those messages calls it first; call it yourself before
    /// sending them from Objective-C-style code.
    public static func install() { NSObjectKVOMethods.install() }

    /// The prefix of the generated classes' names: `NSKVONotifying_`.
    public static var notifyingClassPrefix: String { NotifyingClasses.prefix }

    /// The `NSKVONotifying_` class made for `cls`, or nil when none was made yet.
    public static func notifyingClass(for cls: ObjCClass) -> ObjCClass? { NotifyingClasses.notifying(for: cls) }

    /// The class a notifying class was made from, or nil when `cls` is not one.
    public static func originalClass(of cls: ObjCClass) -> ObjCClass? { NotifyingClasses.original(of: cls) }

    /// Checks a key path: non-empty keys separated by dots.
    static func validate(_ keyPath: String) throws(KeyValueObservingError) {
        if keyPath.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw .invalidKeyPath(keyPath)
        }
    }

    /// Registers `target` for `keyPath` on `object`: makes the path notify (isa swizzle and
    /// setter overrides for a key, a relay for a dotted path, the same for every key path
    /// affecting it), records the registration with its dependency markers, and sends the
    /// `.initial` notification.
    static func register(_ object: ObjCObject, keyPath: String, options: KeyValueObservingOptions,
                         context: UnsafeRawPointer?, target: ObserverTarget) throws -> ObservationRecord {
        try validate(keyPath)
        install()
        if object.isClass {
            throw KeyValueObservingError.cannotObserve(className: object.className, reason: "classes cannot be observed")
        }
        if CollectionObserving.isCollection(object) {
            throw KeyValueObservingError.collectionNotObservable(className: object.className, keyPath: keyPath)
        }
        let original = NotifyingClasses.original(of: object.objcClass) ?? object.objcClass
        let affecting = keyPath.contains(".") ? [] : try DependentKeys.affecting(keyPath, of: original)
        var prepared: [String] = []
        do {
            for path in [keyPath] + affecting {
                try prepare(object, keyPath: path)
                prepared.append(path)
            }
        } catch {
            for path in prepared { unprepare(object: UInt(bitPattern: object.pointer), keyPath: path) }
            throw error
        }
        let address = UInt(bitPattern: object.pointer)
        let registry = ObservationRegistry.shared
        let record = registry.add(object: address, keyPath: keyPath, options: options,
                                  context: context, target: target)
        for path in affecting {
            _ = registry.add(object: address, keyPath: path, options: [], context: nil,
                             target: .dependency(dependent: keyPath), owner: record.id)
        }
        if options.contains(.initial) { ChangeNotifier.sendInitial(to: record, object: object) }
        return record
    }

    /// Undoes what ``register`` prepared for a removed registration and its markers.
    static func unregistered(object: UInt, _ removal: ObservationRegistry.Removal) {
        unprepare(object: object, keyPath: removal.record.keyPath)
        for marker in removal.markers { unprepare(object: object, keyPath: marker.keyPath) }
    }

    /// Makes `object` notify for `keyPath`: a simple key swizzles the object and overrides
    /// the key's setter; a dotted path starts (or shares) its relay.
    private static func prepare(_ object: ObjCObject, keyPath: String) throws {
        if keyPath.contains(".") {
            try KeyPathRelays.acquire(object, keyPath: keyPath)
        } else {
            try NotifyingClasses.prepare(object, key: keyPath)
        }
    }

    /// Undoes ``prepare(_:keyPath:)`` for one removed registration (the overrides of a simple
    /// key stay, as Apple leaves them).
    private static func unprepare(object: UInt, keyPath: String) {
        if keyPath.contains(".") { KeyPathRelays.release(object: object, keyPath: keyPath) }
    }

    /// The notifying class's `-dealloc`: forgets everything about the object before its
    /// address can be reused.
    static func objectIsDeallocating(_ address: UInt) {
        let records = ObservationRegistry.shared.removeAll(object: address)
        KeyPathRelays.removeAll(object: address)
        PendingChanges.removeAll(object: address)
        for record in records {
            if case .controller(_, let info) = record.target { info.observedObjectDeallocated(address) }
        }
    }
}

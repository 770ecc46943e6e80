import ObjCRuntime

/// Dependent keys: `+keyPathsForValuesAffectingValueForKey:` (whose NSObject version asks
/// `+keyPathsForValuesAffecting<Key>`). Observing `fullName`, declared as affected by
/// `firstName` and `lastName`, also watches those two: a change of either notifies the
/// observers of `fullName` with `fullName`'s own old and new values.
///
/// The affecting set is followed transitively (if `fullName` depends on `name` and `name`
/// on `firstName`, a `firstName` change notifies `fullName` too) through simple keys; a
/// dotted affecting path (`boss.name`) is watched through a key-path relay, which follows it
/// further by itself. Every key is visited once, so cycles (`a` ↔ `b`) terminate, and each
/// dependent is notified once per change however many routes lead to it. The answer is
/// asked once per (class, key), as Foundation caches it.
enum DependentKeys {
    private struct CacheKey: Hashable {
        let cls: ObjCClass
        let key: String
    }

    private static let cache = LockedValue<[CacheKey: [String]]>([:])

    /// Every key path affecting `key` on `cls`, transitively, `key` itself excluded.
    /// - Throws: ``KeyValueObservingError`` when the class answers something that is not a
    ///   collection of valid key paths.
    static func affecting(_ key: String, of cls: ObjCClass) throws -> [String] {
        let cacheKey = CacheKey(cls: cls, key: key)
        if let known = cache.withLock({ $0[cacheKey] }) { return known }
        var result: [String] = []
        var seen: Set<String> = [key]
        var queue = [key]
        while let next = queue.popLast() {
            for path in try direct(next, of: cls) where seen.insert(path).inserted {
                result.append(path)
                if !path.contains(".") { queue.append(path) }
            }
        }
        cache.withLock { $0[cacheKey] = result }
        return result
    }

    /// What the class itself declares for `key` (messages: asked with no lock held).
    private static func direct(_ key: String, of cls: ObjCClass) throws -> [String] {
        guard let answer = try cls.send("keyPathsForValuesAffectingValueForKey:", ObjCObject.string(key)) else { return [] }
        var elements = answer.arrayElements
        if elements == nil, answer.responds(to: "allObjects") {
            elements = try answer.send("allObjects")?.arrayElements
        }
        guard let elements else {
            throw KeyValueObservingError.cannotObserve(className: cls.name,
                reason: "+keyPathsForValuesAffectingValueForKey:@\"\(key)\" returned a \(answer.className), not a set or array of key paths")
        }
        return try elements.map { element in
            guard let path = element.stringValue else {
                throw KeyValueObservingError.invalidKeyPath(element.description)
            }
            try KeyValueObserving.validate(path)
            return path
        }
    }
}

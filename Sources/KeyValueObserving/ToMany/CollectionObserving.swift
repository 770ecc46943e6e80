import ObjCRuntime

private typealias AddFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                          UnsafeMutableRawPointer?, UInt, UnsafeRawPointer?) -> Void
private typealias RemoveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                             UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
private typealias RemoveAnyContextFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?,
                                                       UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
private typealias AddAtIndexesFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                   UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt,
                                                   UnsafeRawPointer?) -> Void
private typealias RemoveAtIndexesFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                      UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                      UnsafeRawPointer?) -> Void
private typealias RemoveAtIndexesAnyContextFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?,
                                                                UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                                UnsafeMutableRawPointer?) -> Void

/// The refusal every observing message of an NSArray or NSSet raises.
private func refuse(_ receiver: UnsafeMutableRawPointer, _ cmd: UnsafeRawPointer?, _ keyPath: UnsafeMutableRawPointer?) {
    raisingKVOError(receiver, cmd) {
        throw KeyValueObservingError.collectionNotObservable(className: ObjCObject(retaining: receiver).className,
                                                             keyPath: (try? keyPathText(keyPath)) ?? "nil")
    }
}

/// `-[NSArray addObserver:forKeyPath:options:context:]` (and NSSet's): raises.
private let refuseAdd: AddFn = { receiver, cmd, _, keyPath, _, _ in
    guard let receiver else { return }
    refuse(receiver, cmd, keyPath)
}
/// `-[NSArray removeObserver:forKeyPath:context:]` (and NSSet's): raises.
private let refuseRemove: RemoveFn = { receiver, cmd, _, keyPath, _ in
    guard let receiver else { return }
    refuse(receiver, cmd, keyPath)
}
/// `-[NSArray removeObserver:forKeyPath:]` (and NSSet's): raises.
private let refuseRemoveAnyContext: RemoveAnyContextFn = { receiver, cmd, _, keyPath in
    guard let receiver else { return }
    refuse(receiver, cmd, keyPath)
}

/// `-[NSArray addObserver:toObjectsAtIndexes:forKeyPath:options:context:]`.
private let addAtIndexes: AddAtIndexesFn = { receiver, cmd, observer, indexes, keyPath, options, context in
    guard let receiver else { return }
    raisingKVOError(receiver, cmd) {
        guard let observer else { throw KeyValueObservingError.observerDoesNotRespond(className: "nil") }
        try ObjCObject(retaining: receiver).addObserver(ObjCObject(retaining: observer), toObjectsAt: indexList(indexes),
                                                        forKeyPath: keyPathText(keyPath),
                                                        options: KeyValueObservingOptions(rawValue: options), context: context)
    }
}
/// `-[NSArray removeObserver:fromObjectsAtIndexes:forKeyPath:context:]`.
private let removeAtIndexes: RemoveAtIndexesFn = { receiver, cmd, observer, indexes, keyPath, context in
    guard let receiver, let observer else { return }
    raisingKVOError(receiver, cmd) {
        try ObjCObject(retaining: receiver).removeObserver(ObjCObject(retaining: observer), fromObjectsAt: indexList(indexes),
                                                           forKeyPath: keyPathText(keyPath), context: context)
    }
}
/// `-[NSArray removeObserver:fromObjectsAtIndexes:forKeyPath:]`.
private let removeAtIndexesAnyContext: RemoveAtIndexesAnyContextFn = { receiver, cmd, observer, indexes, keyPath in
    guard let receiver, let observer else { return }
    raisingKVOError(receiver, cmd) {
        try ObjCObject(retaining: receiver).removeObserver(ObjCObject(retaining: observer), fromObjectsAt: indexList(indexes),
                                                           forKeyPath: keyPathText(keyPath))
    }
}

private func indexList(_ indexes: UnsafeMutableRawPointer?) throws -> [Int] {
    guard let indexes, let list = ObjCObject(retaining: indexes).indexSetIndexes else {
        throw KeyValueObservingError.invalidChange("toObjectsAtIndexes: needs an NSIndexSet")
    }
    return list
}

/// Collections and KVO, as in Foundation: an NSArray or NSSet cannot be observed — it reports
/// no change of its own (its contents change through the property holding it, which notifies),
/// so its `-addObserver:forKeyPath:options:context:` and `-removeObserver:…` raise instead of
/// silently never notifying — and an NSArray can register an observer with each of its
/// elements at some indexes (`-addObserver:toObjectsAtIndexes:forKeyPath:options:context:`).
enum CollectionObserving {
    /// NSArray's and NSSet's methods, added when KVO is installed.
    static var methods: [(ObjCClass, AddedMethod)] {
        var all: [(ObjCClass, AddedMethod)] = []
        for cls in [ObjCClass.nsArray, ObjCClass.nsSet] {
            all.append((cls, AddedMethod(selector: "addObserver:forKeyPath:options:context:", types: "v48@0:8@16@24Q32^v40",
                                         imp: unsafeBitCast(refuseAdd, to: IMP.self))))
            all.append((cls, AddedMethod(selector: "removeObserver:forKeyPath:context:", types: "v40@0:8@16@24^v32",
                                         imp: unsafeBitCast(refuseRemove, to: IMP.self))))
            all.append((cls, AddedMethod(selector: "removeObserver:forKeyPath:", types: "v32@0:8@16@24",
                                         imp: unsafeBitCast(refuseRemoveAnyContext, to: IMP.self))))
        }
        let array = ObjCClass.nsArray
        all.append((array, AddedMethod(selector: "addObserver:toObjectsAtIndexes:forKeyPath:options:context:",
                                       types: "v56@0:8@16@24@32Q40^v48", imp: unsafeBitCast(addAtIndexes, to: IMP.self))))
        all.append((array, AddedMethod(selector: "removeObserver:fromObjectsAtIndexes:forKeyPath:context:",
                                       types: "v48@0:8@16@24@32^v40", imp: unsafeBitCast(removeAtIndexes, to: IMP.self))))
        all.append((array, AddedMethod(selector: "removeObserver:fromObjectsAtIndexes:forKeyPath:",
                                       types: "v40@0:8@16@24@32", imp: unsafeBitCast(removeAtIndexesAnyContext, to: IMP.self))))
        return all
    }

    /// Whether `object` is an NSArray or NSSet (mutable or not, `mutableArrayValueForKey:`'s
    /// proxy included), which cannot be observed.
    static func isCollection(_ object: ObjCObject) -> Bool {
        object.isKind(of: .nsArray) || object.isKind(of: .nsSet)
    }
}

extension ObjCObject {
    /// `-[NSArray addObserver:toObjectsAtIndexes:forKeyPath:options:context:]`: registers
    /// `observer` for `keyPath` with each element of this array at `indexes`, by sending
    /// each element `-addObserver:forKeyPath:options:context:`.
    /// - Throws: an `ObjCException` (index out of range) for an index past the end (before anything
    ///   is registered), ``KeyValueObservingError`` when this is not an array, or what an
    ///   element's registration throws (the elements registered before it stay registered,
    ///   as in Foundation).
    public func addObserver(_ observer: ObjCObject, toObjectsAt indexes: [Int], forKeyPath keyPath: String,
                            options: KeyValueObservingOptions = [], context: UnsafeRawPointer? = nil) throws {
        let elements = try self.elements(at: indexes, selector: "addObserver:toObjectsAtIndexes:forKeyPath:options:context:")
        for element in elements {
            try KVOMessages.addObserver(observer, to: element, forKeyPath: keyPath, options: options, context: context)
        }
    }

    /// `-[NSArray removeObserver:fromObjectsAtIndexes:forKeyPath:context:]`: removes the
    /// registration of `observer` for `keyPath` made with `context` from each element at
    /// `indexes`.
    /// - Throws: as ``addObserver(_:toObjectsAt:forKeyPath:options:context:)``, and
    ///   ``KeyValueObservingError/notRegistered(observer:keyPath:)``.
    public func removeObserver(_ observer: ObjCObject, fromObjectsAt indexes: [Int], forKeyPath keyPath: String,
                               context: UnsafeRawPointer?) throws {
        let elements = try self.elements(at: indexes, selector: "removeObserver:fromObjectsAtIndexes:forKeyPath:context:")
        for element in elements {
            try KVOMessages.removeObserver(observer, from: element, forKeyPath: keyPath, context: context)
        }
    }

    /// `-[NSArray removeObserver:fromObjectsAtIndexes:forKeyPath:]`, whatever the context.
    public func removeObserver(_ observer: ObjCObject, fromObjectsAt indexes: [Int], forKeyPath keyPath: String) throws {
        let elements = try self.elements(at: indexes, selector: "removeObserver:fromObjectsAtIndexes:forKeyPath:")
        for element in elements { try element.removeObserver(observer, forKeyPath: keyPath) }
    }

    /// The elements at `indexes`, every index checked first.
    private func elements(at indexes: [Int], selector: String) throws -> [ObjCObject] {
        guard let all = arrayElements else {
            throw KeyValueObservingError.cannotObserve(className: className, reason: "\(selector) needs an NSArray")
        }
        if let bad = indexes.first(where: { $0 < 0 || $0 >= all.count }) {
            throw ObjCException.indexOutOfRange(className: className, selector: selector,
                                                 index: UInt64(max(0, bad)), count: UInt64(all.count))
        }
        return indexes.map { all[$0] }
    }
}

import ObjCRuntime

/// KVO's registration methods sent as messages, as Foundation sends them to the objects on a
/// key path: the receiver's class may override them. A raised exception is thrown.
enum KVOMessages {
    static func addObserver(_ observer: ObjCObject, to object: ObjCObject, forKeyPath keyPath: String,
                            options: KeyValueObservingOptions, context: UnsafeRawPointer?) throws {
        let path = ObjCObject.string(keyPath)
        try object.send("addObserver:forKeyPath:options:context:", observer, path, options.rawValue, context,
                        as: Void.self)
    }

    static func removeObserver(_ observer: ObjCObject, from object: ObjCObject, forKeyPath keyPath: String,
                               context: UnsafeRawPointer?) throws {
        let path = ObjCObject.string(keyPath)
        try object.send("removeObserver:forKeyPath:context:", observer, path, context, as: Void.self)
    }

    /// `-removeObserver:forKeyPath:` (whatever the context).
    static func removeObserver(_ observer: ObjCObject, from object: ObjCObject, forKeyPath keyPath: String) throws {
        let path = ObjCObject.string(keyPath)
        try object.send("removeObserver:forKeyPath:", observer, path, as: Void.self)
    }
}

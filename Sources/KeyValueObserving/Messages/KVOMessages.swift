import ObjCRuntime

private typealias AddObserverFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                  UnsafeMutableRawPointer?, UInt, UnsafeRawPointer?) -> Void
private typealias RemoveObserverFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                     UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
private typealias RemoveObserverAnyContextFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?,
                                                               UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// KVO's registration methods sent as messages, as Foundation sends them to the objects on a
/// key path: the receiver's class may override them. A raised exception is thrown.
enum KVOMessages {
    static func addObserver(_ observer: ObjCObject, to object: ObjCObject, forKeyPath keyPath: String,
                            options: KeyValueObservingOptions, context: UnsafeRawPointer?) throws {
        let path = ObjCObject.string(keyPath)
        try withExtendedLifetime((observer, path)) {
            try object.withIMP(for: "addObserver:forKeyPath:options:context:", as: AddObserverFn.self) { f, r, s in
                f(r, s, observer.pointer, path.pointer, options.rawValue, context)
            }
        }
    }

    static func removeObserver(_ observer: ObjCObject, from object: ObjCObject, forKeyPath keyPath: String,
                               context: UnsafeRawPointer?) throws {
        let path = ObjCObject.string(keyPath)
        try withExtendedLifetime((observer, path)) {
            try object.withIMP(for: "removeObserver:forKeyPath:context:", as: RemoveObserverFn.self) { f, r, s in
                f(r, s, observer.pointer, path.pointer, context)
            }
        }
    }

    /// `-removeObserver:forKeyPath:` (whatever the context).
    static func removeObserver(_ observer: ObjCObject, from object: ObjCObject, forKeyPath keyPath: String) throws {
        let path = ObjCObject.string(keyPath)
        try withExtendedLifetime((observer, path)) {
            try object.withIMP(for: "removeObserver:forKeyPath:", as: RemoveObserverAnyContextFn.self) { f, r, s in
                f(r, s, observer.pointer, path.pointer)
            }
        }
    }
}

import ObjCRuntime

/// `-observeValueForKeyPath:ofObject:change:context:`, the one method an Objective-C
/// observer implements.
public enum ObserverCallback {
    /// The selector.
    public static let selector = Selector("observeValueForKeyPath:ofObject:change:context:")

    /// Its encoding (`void` return; keyPath, object, change, `void *` context).
    public static let types = "v48@0:8@16@24@32^v40"

    typealias Function = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, UnsafeMutableRawPointer?,
                                         UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

    /// Sends the callback to `observer`.
    static func send(to observer: ObjCObject, keyPath: String, object: ObjCObject, change: ObjCObject,
                     context: UnsafeRawPointer?) throws {
        let path = ObjCObject.string(keyPath)
        try withExtendedLifetime((path, object, change)) {
            try observer.withIMP(for: selector, as: Function.self) { f, r, s in
                f(r, s, path.pointer, object.pointer, change.pointer, context)
            }
        }
    }
}

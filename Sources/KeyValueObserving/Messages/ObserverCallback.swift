import ObjCRuntime

/// `-observeValueForKeyPath:ofObject:change:context:`, the one method an Objective-C
/// observer implements.
public enum ObserverCallback {
    /// The selector.
    public static let selector = Selector("observeValueForKeyPath:ofObject:change:context:")

    /// Its encoding (`void` return; keyPath, object, change, `void *` context).
    public static let types = "v48@0:8@16@24@32^v40"

    /// Sends the callback to `observer`.
    static func send(to observer: ObjCObject, keyPath: String, object: ObjCObject, change: ObjCObject,
                     context: UnsafeRawPointer?) throws {
        let path = ObjCObject.string(keyPath)
        try observer.send(selector, path, object, change, context, as: Void.self)
    }
}

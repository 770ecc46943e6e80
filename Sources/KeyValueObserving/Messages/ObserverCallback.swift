internal import CObjCABI
import ObjCRuntime

private typealias ObserveMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                  UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

/// `-[NSObject observeValueForKeyPath:ofObject:change:context:]`: a notification nobody
/// handled. An observer's override calls super for the contexts it does not own; reaching
/// NSObject means nobody owned it, and Foundation raises NSInternalInconsistencyException.
/// Raised as the runtime's pending exception (a Swift IMP cannot unwind its caller); the
/// delivery that sent the callback reports it.
private let unhandledObserveIMP: ObserveMethod = { receiver, _, keyPath, object, _, _ in
    guard let receiver else { return }
    let observer = ObjCObject(retaining: receiver)
    let path = keyPath.map { ObjCObject(retaining: $0).stringValue ?? "?" } ?? "nil"
    let observed = object.map { ObjCObject(retaining: $0).className } ?? "nil"
    let reason = "<\(observer.className)>: An -observeValueForKeyPath:ofObject:change:context: message was received "
        + "but not handled.\nKey path: \(path)\nObserved object: <\(observed)>"
    ObjCException.raise(ObjCException(.thrown(name: "NSInternalInconsistencyException", reason: reason),
                                      className: observer.className, selector: ObserverCallback.selector.name),
                        receiver: observer, selector: ObserverCallback.selector)
}

/// `-observeValueForKeyPath:ofObject:change:context:`, the one method an Objective-C
/// observer implements.
public enum ObserverCallback {
    /// The selector.
    public static let selector = Selector("observeValueForKeyPath:ofObject:change:context:")

    /// Its encoding (`void` return; keyPath, object, change, `void *` context).
    public static let types = "v48@0:8@16@24@32^v40"

    /// NSObject's own implementation (it raises), which KVO adds to NSObject.
    static let nsObjectMethod = AddedMethod(selector: selector, types: types,
                                            imp: unsafeBitCast(unhandledObserveIMP, to: IMP.self))

    /// Whether `observer` handles notifications: its class implements the callback, not
    /// only inherits NSObject's raising one.
    static func isImplemented(by observer: ObjCObject) -> Bool {
        guard observer.responds(to: selector) else { return false }
        var receiver: UnsafeMutableRawPointer? = observer.pointer
        let imp = withExtendedLifetime(observer) { MessageSend.lookup(&receiver, selector) }
        return UInt(bitPattern: imp) != UInt(bitPattern: nsObjectMethod.imp)
    }

    /// Sends the callback to `observer`.
    static func send(to observer: ObjCObject, keyPath: String, object: ObjCObject, change: ObjCObject,
                     context: UnsafeRawPointer?) throws {
        try send(to: observer, keyPath: ObjCObject.string(keyPath), object: object, change: change, context: context)
    }

    /// Sends the callback with every argument a runtime reference the caller keeps alive: the
    /// IMP looked up and called through the catch barrier (rt_exception_barrierCall: six
    /// integer arguments are one more than the cheap barrier takes), with none of a generic
    /// send's argument boxing — a compiled observer is sent this with every notification.
    /// - Throws: the exception the callback raised (``ObjCException``), as a send would.
    static func send(to observer: UnsafeMutableRawPointer, keyPath: UnsafeMutableRawPointer,
                     object: UnsafeMutableRawPointer, change: UnsafeMutableRawPointer,
                     context: UnsafeRawPointer?) throws {
        var receiver: UnsafeMutableRawPointer? = observer
        let imp = MessageSend.lookup(&receiver, selector)
        guard let receiver else { return }  // forwarded to nil
        func word(_ p: UnsafeRawPointer?) -> UInt64 { UInt64(UInt(bitPattern: p)) }
        var call = rt_barrier_call(function: imp,
                                   words: (word(receiver), word(selector.rawValue), word(keyPath), word(object),
                                           word(change), word(context), 0, 0),
                                   doubles: (0, 0, 0, 0, 0, 0, 0, 0), result: (0, 0), floatResult: (0, 0))
        _ = rt_exception_barrierCall(&call)
        if let pending = ObjCException.takePending() { throw pending }
    }

    /// Sends the callback with the key path already an NSString (a registration keeps its own).
    static func send(to observer: ObjCObject, keyPath: ObjCObject, object: ObjCObject, change: ObjCObject,
                     context: UnsafeRawPointer?) throws {
        try observer.send(selector, keyPath, object, change, context, as: Void.self)
    }
}

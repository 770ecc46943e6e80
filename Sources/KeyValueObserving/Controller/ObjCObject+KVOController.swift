import ObjCRuntime

private typealias DeallocFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

/// `-[_MiniKVOControllerHolder dealloc]`: releases the controller the holder keeps alive
/// (its `deinit` then removes the controller's observations), then NSObject's `-dealloc`.
private let holderDealloc: DeallocFn = { receiver, cmd in
    guard let receiver, let cmd else { return }
    if let slot = ControllerHolder.slot(of: receiver), let controller = slot.pointee {
        slot.pointee = nil
        Unmanaged<KVOController>.fromOpaque(controller).release()
    }
    let imp = MessageSend.lookupSuper(receiver, from: .nsObject, Selector(rawValue: cmd))
    // Through the catch barrier: a compiled -dealloc that throws leaves the exception pending.
    typealias Barrier = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt64, UInt64, UInt64, IMP) -> Void
    unsafeBitCast(ExceptionBarrier.entry, to: Barrier.self)(receiver, cmd, 0, 0, 0, imp)
}

/// The runtime object that ties a Swift ``KVOController`` to an Objective-C object's
/// lifetime: an associated object of the observer holding the controller in an ivar, so
/// that the observer's deallocation releases the controller, whose `deinit` unobserves
/// everything — FBKVOController's `NSObject (FBKVOController)` category, whose associated
/// controller goes away with its object.
enum ControllerHolder {
    static let retainingKey = AssociationKey()
    static let nonRetainingKey = AssociationKey()
    /// Get-or-create must not race: two threads could otherwise attach two controllers.
    private static let creation = LockedValue(())

    private static let holderClass = Result<ObjCClass, any Error> {
        let name = "_MiniKVOControllerHolder"
        if let existing = ObjCClass.lookUp(name) { return existing }
        let b = try ClassBuilder(name: name)
        try b.addIvar("_controller", size: 8, log2Alignment: 3, types: "^v")
        try b.addMethod("dealloc", types: "v16@0:8", function: holderDealloc)
        return try b.register()
    }

    /// The holder's controller slot.
    static func slot(of holder: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?>? {
        guard let offset = (try? holderClass.get())?.ivar(named: "_controller")?.offset else { return nil }
        return (holder + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// The controller associated with `object` under `key`, made on first use.
    static func controller(of object: ObjCObject, key: AssociationKey, retainObserved: Bool) throws -> KVOController {
        try creation.withLock { _ in
            if let holder = object.associatedObject(forKey: key), let slot = slot(of: holder.pointer),
               let existing = slot.pointee {
                return Unmanaged<KVOController>.fromOpaque(existing).takeUnretainedValue()
            }
            let holder = try holderClass.get().new()
            let controller = KVOController(observer: object, retainObserved: retainObserved)
            guard let slot = slot(of: holder.pointer) else {
                throw KeyValueObservingError.cannotObserve(className: object.className, reason: "no controller holder")
            }
            slot.pointee = Unmanaged.passRetained(controller).toOpaque()
            try object.setAssociatedObject(holder, forKey: key, policy: .retainNonatomic)
            return controller
        }
    }
}

extension ObjCObject {
    /// FBKVOController's `KVOController` property: a controller for this object as observer,
    /// made on first use and kept as long as the object lives; it retains the objects it
    /// observes (but never this object itself). When the object deallocates, the controller
    /// goes with it and every observation it made is removed.
    /// - Throws: ``KeyValueObservingError/cannotObserve(className:reason:)`` when the
    ///   controller cannot be attached.
    public func kvoController() throws -> KVOController {
        try ControllerHolder.controller(of: self, key: ControllerHolder.retainingKey, retainObserved: true)
    }

    /// FBKVOController's `KVOControllerNonRetaining`: as ``kvoController()``, but the
    /// observed objects are not retained — for observing objects that own this one (a
    /// retaining controller would make a cycle). An observed object that goes away takes
    /// its observations with it.
    public func kvoControllerNonRetaining() throws -> KVOController {
        try ControllerHolder.controller(of: self, key: ControllerHolder.nonRetainingKey, retainObserved: false)
    }
}

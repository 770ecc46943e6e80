internal import CRuntimeCore

extension ObjCClass {
    /// Disposes a class made with ``ClassBuilder`` (`objc_disposeClassPair`): the one way a
    /// class goes away, and everything made for it goes with it.
    ///
    /// - The runtime frees the class's method lists, ivars, properties, protocols and caches.
    ///   The two class structs stay behind as a small tombstone (its name kept, no
    ///   superclass, nothing in it), so a handle kept to the class never reads freed memory:
    ///   ``isDisposed`` is true, lists are empty, changes throw ``ObjCError/classDisposed(name:)``,
    ///   messages to it raise the unrecognized-selector ``ObjCException``, ``named(_:)`` no
    ///   longer finds it, and a new class may take its name.
    /// - Every closure IMP among its methods (`imp_implementationWithBlock`, typed block
    ///   trampolines, `imp_implementationWithRawHandler`) is freed with its closure, unless
    ///   another class still has it as a method.
    /// - The disposal hooks run (`addDisposalHook(_:)`): each module that keeps tables by
    ///   class (synthesized accessors, model-mapping caches, defaults instances, KVO's
    ///   notifying classes, `PropertyTypeArguments`) drops the class.
    /// - Throws: `classInUse` while it has live instances or subclasses, or is built in
    ///   (nothing changes then); `classDisposed` when it was disposed already.
    public func dispose() throws {
        let name = self.name
        if isDisposed { throw ObjCError.classDisposed(name: name) }
        // Read while the method lists exist; freed only once none holds them.
        let closures = Set((methods + metaclass.methods).map(\.implementation).filter(ClosureIMP.contains))
        let st = rt_objc_disposeClassPair(raw)
        guard st == RT_OK else {
            // A refused dispose changed nothing, so the class may still be read: what held it,
            // and `check`'s message.
            if st == RT_ERR_CLASS_IN_USE {
                throw ObjCError.classInUse(name: name, liveInstances: liveInstanceCount,
                                           subclasses: subclasses.filter { !$0.isMetaClass }.count)
            }
            try check(st, what: "disposing \(name)")
            return
        }
        for imp in closures where !rt_runtime_isImplementationInUse(toCIMP(imp)) {
            imp_removeBlock(imp)
        }
        ClassDisposal.run(self)
    }

    /// Registers `hook` to run after every successful ``dispose()``, with the disposed class
    /// (a tombstone: its handle, pointer and name stay valid, so a table keyed by classes can
    /// find and drop its entries). For a module that keeps state per class: register once,
    /// when that state is first made.
    ///
    /// Hooks run on the disposing thread, in the order they were added, with no lock of
    /// ObjCRuntime held — the registry's lock is released before the first one runs — so a
    /// hook may take its own module's locks (`Docs/Locks.md`). A hook must not dispose
    /// classes itself.
    package static func addDisposalHook(_ hook: @escaping @Sendable (ObjCClass) -> Void) {
        ClassDisposal.hooks.withLock { $0.append(hook) }
    }
}

/// The registry of ``ObjCClass/addDisposalHook(_:)``.
enum ClassDisposal {
    static let hooks = LockedValue<[@Sendable (ObjCClass) -> Void]>([])

    /// Runs every hook for `cls`, outside the registry's lock.
    static func run(_ cls: ObjCClass) {
        for hook in hooks.withLock({ $0 }) { hook(cls) }
    }
}

import ObjCRuntime
import PropertyLists

extension DefaultsAccessors {
    /// Sends the getter of `property` and returns its value.
    /// - Throws: ``AccessorError/unknownProperty(className:property:)``, or the runtime's error.
    public func get(_ property: String) throws -> PlistValue? {
        guard let a = accessor(forProperty: property) else {
            throw AccessorError.unknownProperty(className: objcClass.name, property: property)
        }
        return try AccessorMessages.get(instance, Selector(a.getter), a.type)
    }

    /// Sends the setter of `property` with `value`.
    /// - Throws: ``AccessorError/unknownProperty(className:property:)`` (also for a readonly property).
    public func set(_ property: String, _ value: PlistValue?) throws {
        guard let a = accessor(forProperty: property), let setter = a.setter else {
            throw AccessorError.unknownProperty(className: objcClass.name, property: property)
        }
        try AccessorMessages.set(instance, Selector(setter), a.type, value)
    }

    /// The proxy for these accessors.
    public var proxy: DefaultsProxy { DefaultsProxy(self) }

    /// Calls `handler` when a read or write through ``proxy`` fails — an unknown property, a
    /// readonly one written, an error the runtime raised — on the thread of the access. The
    /// proxy's subscripts cannot throw; without a handler the failure is dropped (a read gives
    /// zero / nil). ``get(_:)`` and ``set(_:_:)`` throw the same errors instead.
    public func onProxyError(_ handler: @escaping @Sendable (any Error) -> Void) -> DefaultsObservation {
        let id = proxyErrorHandlers.withLock { table -> UInt64 in
            let id = table.nextID
            table.nextID += 1
            table.handlers[id] = handler
            return id
        }
        return DefaultsObservation { [weak self] in
            self?.proxyErrorHandlers.withLock { _ = $0.handlers.removeValue(forKey: id) }
        }
    }

    /// Hands a proxy's error to every ``onProxyError(_:)`` handler, outside the lock.
    func reportProxyError(_ error: any Error) {
        let handlers = proxyErrorHandlers.withLock { Array($0.handlers.values) }
        for h in handlers { h(error) }
    }
}

/// The handlers registered with ``DefaultsAccessors/onProxyError(_:)``.
struct ProxyErrorHandlers {
    /// Never reused, so a cancelled registration cannot remove a later one.
    var nextID: UInt64 = 1
    var handlers: [UInt64: @Sendable (any Error) -> Void] = [:]
}

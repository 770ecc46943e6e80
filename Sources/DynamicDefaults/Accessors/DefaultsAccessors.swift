import ObjCEncoding
import ObjCRuntime
import PropertyLists

/// GVUserDefaults on MiniObjC: for a runtime class, typed getters and setters for every
/// `@dynamic` property, generated from the property attribute strings and installed with
/// `class_addMethod`, each reading and writing a ``DefaultsStore``.
///
/// The sequence follows GVUserDefaults: `setupDefaults` (a dictionary keyed by property name) →
/// `transformKey` → `registerDefaults`, then `class_copyPropertyList`, the `G` / `S` search,
/// one IMP per type code, the selector → key mapping the IMPs consult through `_cmd`. Unlike
/// GVUserDefaults, every unsupported property is reported together before anything is
/// installed, each class gets its own instance (``standard(for:store:transformKey:setupDefaults:)``),
/// and the registration and mapping can be re-run (``reload(store:transformKey:setupDefaults:)``).
public final class DefaultsAccessors: Sendable {
    /// The class the accessors were installed on.
    public let objcClass: ObjCClass
    /// The instance the accessors answer on; send it the getters and setters.
    public let instance: ObjCObject

    struct Configuration: Sendable {
        var store: DefaultsStore
        var transformKey: (@Sendable (String) -> String)?
        var setupDefaults: [String: PlistValue]
        var accessors: [GeneratedAccessor] = []
    }

    let configuration: LockedValue<Configuration>
    /// The ``onProxyError(_:)`` handlers by registration id.
    let proxyErrorHandlers = LockedValue<ProxyErrorHandlers>(ProxyErrorHandlers())

    /// Generates and installs the accessors of `cls`'s `@dynamic` properties on a new instance.
    /// - Parameters:
    ///   - cls: the class whose `@dynamic` properties get accessors.
    ///   - store: where the values live.
    ///   - transformKey: maps a property name to its defaults key (e.g. adds a prefix).
    ///   - setupDefaults: GVUserDefaults' `-setupDefaults`: default values by property name,
    ///     registered (under the transformed keys) in the store's registration domain.
    /// - Throws: ``AccessorError``; nothing is installed or registered then.
    public init(for cls: ObjCClass, store: DefaultsStore, transformKey: (@Sendable (String) -> String)? = nil,
                setupDefaults: [String: PlistValue] = [:]) throws {
        objcClass = cls
        let plan = try Self.plan(for: cls, transformKey: transformKey)
        do {
            instance = try cls.createInstance()
        } catch {
            throw AccessorError.runtime("cannot create an instance of \(cls.name): \(error)")
        }
        configuration = LockedValue(Configuration(store: store, transformKey: transformKey, setupDefaults: setupDefaults))
        try install(plan, store: store, transformKey: transformKey, setupDefaults: setupDefaults)
    }

    deinit {
        AccessorRegistry.remove(instance.pointer, of: objcClass)
    }

    /// The standard instances by class. Each holds an instance of its class, so the class
    /// stays in use (`ObjCClass.dispose()` refuses) until ``discardStandard(for:)``; the
    /// disposal hook then drops what is left of the class.
    private static let standardInstances: LockedValue<[ObjCClass: DefaultsAccessors]> = {
        ObjCClass.addDisposalHook { cls in _ = standardInstances.withLock { $0.removeValue(forKey: cls) } }
        return LockedValue([:])
    }()

    /// Forgets the standard instance of `cls` (the next ``standard(for:store:transformKey:setupDefaults:)``
    /// makes a new one). Once nothing else holds it, its object goes and the class may be
    /// disposed. Returns the instance that was forgotten, if any.
    @discardableResult
    public static func discardStandard(for cls: ObjCClass) -> DefaultsAccessors? {
        standardInstances.withLock { $0.removeValue(forKey: cls) }
    }

    /// The one instance for `cls` (GVUserDefaults' `+standardUserDefaults`, but one per class
    /// rather than one static shared by every subclass). The parameters count only on first use;
    /// later calls return the same object (use ``reload(store:transformKey:setupDefaults:)`` to change them).
    public static func standard(for cls: ObjCClass, store: @autoclosure () throws -> DefaultsStore,
                                transformKey: (@Sendable (String) -> String)? = nil,
                                setupDefaults: [String: PlistValue] = [:]) throws -> DefaultsAccessors {
        if let existing = standardInstances.withLock({ $0[cls] }) { return existing }
        let made = try DefaultsAccessors(for: cls, store: try store(), transformKey: transformKey, setupDefaults: setupDefaults)
        return standardInstances.withLock { table in
            if let raced = table[cls] { return raced }
            table[cls] = made
            return made
        }
    }

    /// The store the accessors use now.
    public var store: DefaultsStore { configuration.withLock { $0.store } }

    /// The accessors installed, in property-list order.
    public var accessors: [GeneratedAccessor] { configuration.withLock { $0.accessors } }

    /// GVUserDefaults' `mapping`: selector name → defaults key, for getters and setters.
    public var mapping: [String: String] {
        var m: [String: String] = [:]
        for a in accessors {
            m[a.getter] = a.key
            if let s = a.setter { m[s] = a.key }
        }
        return m
    }

    /// One property's plan, made before anything is installed.
    struct Plan {
        let property: String
        let attributes: String
        let type: AccessorType
        let getter: String
        let setter: String?
    }

    /// Lists the `@dynamic` properties and checks every type; throws with all the
    /// unsupported ones together.
    static func plan(for cls: ObjCClass, transformKey: (@Sendable (String) -> String)?) throws -> [Plan] {
        var plans: [Plan] = []
        var unsupported: [AccessorError.UnsupportedProperty] = []
        for p in cls.properties {
            let attrs: PropertyAttributes
            do {
                attrs = try PropertyAttributes.parse(p.attributes)
            } catch {
                throw AccessorError.badAttributes(className: cls.name, property: p.name, attributes: p.attributes, reason: "\(error)")
            }
            guard attrs.isDynamic else { continue }
            guard let t = attrs.type, let type = AccessorType(t) else {
                unsupported.append(.init(name: p.name, typeEncoding: attrs.typeEncoding ?? "?"))
                continue
            }
            let setter = attrs.isReadOnly ? nil : attrs.setterName(forProperty: p.name)
            plans.append(Plan(property: p.name, attributes: p.attributes, type: type,
                              getter: attrs.getterName(forProperty: p.name), setter: setter))
        }
        if !unsupported.isEmpty { throw AccessorError.unsupportedProperties(className: cls.name, unsupported) }
        return plans
    }

    /// Registers the defaults, installs the methods and the selector → key mapping.
    private func install(_ plans: [Plan], store: DefaultsStore, transformKey: (@Sendable (String) -> String)?,
                         setupDefaults: [String: PlistValue]) throws {
        let transform: @Sendable (String) -> String = transformKey ?? { $0 }
        var registered: [String: PlistValue] = [:]
        for (name, value) in setupDefaults { registered[transform(name)] = value }
        store.register(defaults: registered)

        var keys: [(selector: UInt, key: DefaultsKey, type: AccessorType)] = []
        var generated: [GeneratedAccessor] = []
        // Every instance of the class shares the class's records; each finds its own table there.
        let context = AccessorRegistry.accessors(of: objcClass).toOpaque()
        for plan in plans {
            let key = transform(plan.property)
            let handle = store.key(key)
            let imps = AccessorIMPs.imps(for: plan.type)
            let getterSel = Selector(plan.getter)
            try record(getterSel, plan.type, context, AccessorIMPs.getter)
            // replaceMethod adds the method, or (re-running on the same class) points it at the same IMP.
            objcClass.replaceMethod(getterSel, types: plan.type.getterTypes, imp: imps.getter)
            keys.append((UInt(bitPattern: getterSel.rawValue), handle, plan.type))
            if let setter = plan.setter {
                let setterSel = Selector(setter)
                try record(setterSel, plan.type, context, AccessorIMPs.setter)
                objcClass.replaceMethod(setterSel, types: plan.type.setterTypes, imp: imps.setter)
                keys.append((UInt(bitPattern: setterSel.rawValue), handle, plan.type))
            }
            generated.append(GeneratedAccessor(
                property: plan.property, attributes: plan.attributes, key: key, type: plan.type,
                getter: plan.getter, getterTypes: plan.type.getterTypes,
                setter: plan.setter, setterTypes: plan.setter == nil ? nil : plan.type.setterTypes))
        }
        AccessorRegistry.install(AccessorTable(store: store, mapping: keys), for: instance.pointer, of: objcClass)
        configuration.withLock { c in
            c.store = store
            c.transformKey = transformKey
            c.setupDefaults = setupDefaults
            c.accessors = generated
        }
    }

    /// Records the class's forwarding accessor `sel` with the runtime (`TypedIMP`).
    private func record(_ sel: Selector, _ type: AccessorType, _ context: UnsafeMutableRawPointer,
                        _ handler: TypedIMP.Handler) throws {
        do {
            try TypedIMP.record(objcClass, sel, role: .forwarding, code: type.code.character.asciiValue ?? 0,
                                context: context, handler: handler)
        } catch {
            throw AccessorError.runtime("cannot record the accessor \(sel) of \(objcClass.name): \(error)")
        }
    }

    /// Re-runs registration and key mapping — for switching user accounts, which GVUserDefaults
    /// cannot do: a new store, key transform or defaults; `nil` keeps the current one.
    public func reload(store newStore: DefaultsStore? = nil, transformKey: (@Sendable (String) -> String)?? = nil,
                       setupDefaults: [String: PlistValue]? = nil) throws {
        let current = configuration.withLock { $0 }
        let transform = transformKey ?? current.transformKey
        let plans = try Self.plan(for: objcClass, transformKey: transform)
        try install(plans, store: newStore ?? current.store, transformKey: transform,
                    setupDefaults: setupDefaults ?? current.setupDefaults)
    }

    /// Puts the defaults back: `[self setValuesForKeysWithDictionary:[self setupDefaults]]` —
    /// key-value coding finds each property's `setKey:` and sends it, so observers of the setter
    /// see the change. Properties with a custom setter name (`S`), which KVC does not search for,
    /// get their setter sent directly.
    /// - Throws: the KVC or runtime error of the first property that could not be set.
    public func restore() throws {
        let (accessors, defaults) = configuration.withLock { ($0.accessors, $0.setupDefaults) }
        var viaKVC: [String: BridgedValue] = [:]
        for a in accessors {
            guard let value = defaults[a.property], let setter = a.setter else { continue }
            if setter == PropertyAttributes.defaultSetterName(forProperty: a.property) {
                viaKVC[a.property] = BridgedValue(plist: value)
            } else {
                try AccessorMessages.set(instance, Selector(setter), a.type, value)
            }
        }
        if !viaKVC.isEmpty { try instance.setValuesForKeys(viaKVC) }
    }

    /// Writes the store's pending changes now (the instance's own store, not a global one).
    /// - Throws: the store's ``DefaultsError`` (see ``DefaultsStore/synchronize()``).
    public func synchronize() throws { try store.synchronize() }

    /// The accessor of a property, by property name.
    public func accessor(forProperty name: String) -> GeneratedAccessor? {
        accessors.first { $0.property == name }
    }
}

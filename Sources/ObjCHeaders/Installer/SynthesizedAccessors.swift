internal import CRuntimeCore
import ObjCEncoding
import ObjCRuntime

/// Synthesized accessors, the way clang's generated ones behave on Apple's runtime:
/// - the getter of a strong / copy property returns the ivar's object unretained; a weak
///   property's getter (and every atomic object getter) retains and autoreleases, so the value
///   survives until the caller's pool drains;
/// - the setter retains (strong), sends `-copy` (copy) or registers a zeroing weak reference
///   (weak), and releases the old value — the ivar's ownership, set when the ivar was added,
///   does the storing;
/// - atomic accessors take one of 64 striped locks chosen by the ivar's address, as objc4's
///   `objc_getProperty` / `objc_setProperty` do, so a getter never sees a torn value.
///
/// The IMPs are shared by every property of the same value kind; each call finds its
/// property from the receiver's class and `_cmd` in the runtime's accessor records
/// (`CSupport/RuntimeCore/accessor_records.c`, read without a lock, walking up superclasses so
/// subclasses — and KVO's isa-swizzled ones — inherit the accessors). Scalar accessors are
/// C functions (`CSupport/RuntimeCore/accessors.c`): a record lookup and a load or store, as clang's
/// compiled accessor is a load or store. Object accessors are the Swift functions below.
/// Types a C function cannot take without knowing their layout (structs, unions,
/// `long double`, `_Complex`) get closure IMPs instead: `ByValueAccessors.swift`.
enum SynthesizedAccessors {
    /// What a synthesized object accessor needs to know about its property.
    struct Info: Sendable {
        let ivar: ObjCRuntime.Ivar
        /// The ivar's offset, read once at installation: a registered class's layout never
        /// changes, and asking the runtime on every call would cost a C call per access.
        let offset: Int
        let semantics: PropertySemantics
        let atomic: Bool
    }

    /// An `Info` as the context of a C accessor record. Records are never freed (a reader
    /// may hold one), so neither are these: each is retained once, by its record.
    final class InfoBox: Sendable {
        let info: Info
        init(_ info: Info) { self.info = info }
    }

    /// The value kinds a C function can take and return without libffi.
    enum Kind {
        case object, int8, int16, int32, int64, float, double

        /// The shared C IMPs' kind (objects have Swift IMPs).
        var scalar: rt_accessor_kind? {
            switch self {
            case .object: nil
            case .int8: RT_ACCESSOR_INT8
            case .int16: RT_ACCESSOR_INT16
            case .int32: RT_ACCESSOR_INT32
            case .int64: RT_ACCESSOR_INT64
            case .float: RT_ACCESSOR_FLOAT
            case .double: RT_ACCESSOR_DOUBLE
            }
        }
    }

    /// How a property of `encoding` is stored, from its code's row in the type-code table:
    /// objects by ownership, integers and `_Bool` by size, classes, selectors, C strings
    /// and pointers (`^`) as a word, `float` and `double` as themselves. Nil for the rest
    /// (structs, `long double`, `_Atomic`, …), which need a by-value accessor.
    static func kind(of encoding: String) -> Kind? {
        let type = ObjCType.unqualified(encoding)
        guard let first = type.first else { return nil }
        if first.asciiValue == ObjCType.pointerPrefix { return .int64 }
        guard let row = ScalarTypeCode.of(first) else { return nil }
        switch row.cType {
        case .object: return .object
        case .int8, .uint8, .bool: return .int8
        case .int16, .uint16: return .int16
        case .int32, .uint32: return .int32
        case .int64, .uint64, .classObject, .selector, .cString: return .int64
        case .float: return .float
        case .double: return .double
        case .int128, .uint128, .longDouble, .void, .unknown: return nil
        }
    }

    /// Installs the getter (and setter unless read-only) of `p` on `cls`. Returns false when
    /// the property's type needs libffi to pass (structs and friends); nothing is installed then.
    static func install(_ p: CompiledProperty, ivar: ObjCRuntime.Ivar, on cls: ObjCClass) throws -> Bool {
        guard let kind = kind(of: p.typeEncoding) else { return false }
        let info = Info(ivar: ivar, offset: ivar.offset, semantics: p.semantics, atomic: p.isAtomic)
        let getter = Selector(p.getter)
        try record(info, cls, getter)
        try cls.addMethod(getter, types: p.getterTypes, imp: try getterIMP(kind))
        if let setterName = p.setter, let types = p.setterTypes {
            let setter = Selector(setterName)
            try record(info, cls, setter)
            try cls.addMethod(setter, types: types, imp: try setterIMP(kind))
        }
        return true
    }

    /// Drops a disposed class's records (registered with the first record).
    private static let disposalHook: Void = ObjCClass.addDisposalHook { cls in
        rt_accessor_forget(cls.pointer.assumingMemoryBound(to: rt_class.self))
    }

    /// Adds the runtime's record of one accessor.
    private static func record(_ info: Info, _ cls: ObjCClass, _ sel: Selector) throws {
        _ = disposalHook
        let context = Unmanaged.passRetained(InfoBox(info)).toOpaque()
        guard rt_accessor_add(cls.pointer.assumingMemoryBound(to: rt_class.self),
                              sel.rawValue.assumingMemoryBound(to: rt_selector.self),
                              info.offset, info.atomic ? RT_ACCESSOR_ATOMIC : 0, context) else {
            Unmanaged<InfoBox>.fromOpaque(context).release()
            throw ObjCError.invalidArgument("out of memory recording the accessor \(sel) of \(cls)")
        }
    }

    /// Accessor records in the runtime's table: every class's, or one class's (which may
    /// have been disposed: its address is only compared).
    static func recordCount(of classPointer: UnsafeMutableRawPointer? = nil) -> Int {
        rt_accessor_count(classPointer?.assumingMemoryBound(to: rt_class.self))
    }

    /// The accessor record for `cmd` on the receiver's class or its nearest superclass.
    static func info(_ receiver: UnsafeMutableRawPointer, _ cmd: UnsafeRawPointer) -> Info? {
        guard let record = rt_accessor_find(receiver.assumingMemoryBound(to: rt_object.self),
                                            cmd.assumingMemoryBound(to: rt_selector.self)),
              let context = record.pointee.context else { return nil }
        return Unmanaged<InfoBox>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.info }
    }

    /// Runs `body` under the stripe lock for (receiver, ivar) when the property is atomic.
    static func guarded<R>(_ info: Info, _ receiver: UnsafeMutableRawPointer, _ body: () -> R) -> R {
        guarded(atomic: info.atomic, receiver, offset: info.offset, body)
    }

    /// Runs `body` under the stripe lock for the ivar at `offset` in `receiver` when `atomic`.
    /// The stripe is the runtime's (`rt_accessor_lock`), chosen from the ivar's address, so
    /// every accessor of one ivar — C, Swift or closure — takes the same lock.
    static func guarded<R>(atomic: Bool, _ receiver: UnsafeMutableRawPointer, offset: Int, _ body: () -> R) -> R {
        guard atomic else { return body() }
        let ivar = UnsafeRawPointer(receiver + offset)
        rt_accessor_lock(ivar)
        defer { rt_accessor_unlock(ivar) }
        return body()
    }

    static func getterIMP(_ k: Kind) throws -> ObjCRuntime.IMP {
        let imp: ObjCRuntime.IMP?
        if let scalar = k.scalar {
            imp = rt_accessor_getter(scalar).map { unsafeBitCast($0, to: ObjCRuntime.IMP.self) }
        } else {
            imp = unsafeIMP(getObject as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?)
        }
        guard let imp else { throw ObjCError.invalidArgument("no accessor IMP for \(k)") }
        return imp
    }

    static func setterIMP(_ k: Kind) throws -> ObjCRuntime.IMP {
        let imp: ObjCRuntime.IMP?
        if let scalar = k.scalar {
            imp = rt_accessor_setter(scalar).map { unsafeBitCast($0, to: ObjCRuntime.IMP.self) }
        } else {
            imp = unsafeIMP(setObject as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void)
        }
        guard let imp else { throw ObjCError.invalidArgument("no accessor IMP for \(k)") }
        return imp
    }
}

// MARK: the object IMPs (C-convention functions: no captures, state comes from the records)

private func getObject(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?) -> UnsafeMutableRawPointer? {
    guard let receiver, let cmd, let info = SynthesizedAccessors.info(receiver, cmd) else { return nil }
    let owner = ObjCObject(retaining: receiver)
    let value = SynthesizedAccessors.guarded(info, receiver) { (try? info.ivar.object(inOwnInstance: owner)) ?? nil }
    guard let value else { return nil }
    // A weak or atomic read hands out a retained+autoreleased value, so it outlives a
    // concurrent store (or the last strong reference going away) until the pool drains.
    if info.atomic || info.semantics == .weak { AutoreleasePool.add(value) }
    return value.pointer
}

private func setObject(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ newValue: UnsafeMutableRawPointer?) {
    guard let receiver, let cmd, let info = SynthesizedAccessors.info(receiver, cmd) else { return }
    // Nonatomic strong / weak / unretained: one store, no handle (the sender holds both objects
    // for the call) — handles cost an allocation each, most of a mapper's time per property.
    if !info.atomic && info.semantics != .copy && info.ivar.setObject(raw: newValue, inOwnInstance: receiver) { return }
    let owner = ObjCObject(retaining: receiver)
    var value = newValue.map { ObjCObject(retaining: $0) }
    if info.semantics == .copy, let v = value {
        do {
            if let copied = try v.send(Selector("copy")) { value = copied }
        } catch {
            // A C setter cannot throw: raise what -copy raised, so the sender of the setter
            // gets it, and leave the ivar unchanged as the unwinding setter would.
            ObjCException.raise(error, receiver: owner, selector: Selector(rawValue: cmd))
            return
        }
    }
    guard info.atomic else {
        try? info.ivar.setObject(value, inOwnInstance: owner)
        return
    }
    // The replaced value is released after the stripe is unlocked, as objc4's
    // objc_setProperty does: its -dealloc may run code that takes the same stripe.
    let replaced = SynthesizedAccessors.guarded(info, receiver) { (try? info.ivar.exchangeObject(value, inOwnInstance: owner)) ?? nil }
    if let replaced { rt_objc_release(replaced.assumingMemoryBound(to: rt_object.self)) }
}

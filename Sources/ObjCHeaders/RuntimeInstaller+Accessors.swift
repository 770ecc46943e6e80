import ObjCRuntime

/// Synthesized accessors, the way clang's generated ones behave on Apple's runtime:
/// - the getter of a strong / copy property returns the ivar's object unretained; a weak
///   property's getter (and every atomic object getter) retains and autoreleases, so the value
///   survives until the caller's pool drains;
/// - the setter retains (strong), sends `-copy` (copy) or registers a zeroing weak reference
///   (weak), and releases the old value — the ivar's ownership, set when the ivar was added,
///   does the storing;
/// - atomic accessors take one of 64 striped locks chosen by object address and ivar, as
///   objc4's `objc_getProperty` / `objc_setProperty` do, so a getter never sees a torn value.
///
/// The IMPs are plain C functions shared by every property of the same value kind; each one
/// finds its property from the receiver's class and `_cmd` in a table filled at
/// installation (walking up superclasses, so subclasses — and KVO's isa-swizzled ones —
/// inherit the accessors). Types a C function cannot take without knowing their layout
/// (structs, unions, `long double`, `_Complex`) get closure IMPs instead:
/// `RuntimeInstaller+ByValueAccessors.swift`.
enum SynthesizedAccessors {
    /// What a synthesized accessor needs to know about its property.
    struct Info: Sendable {
        let ivar: Ivar
        /// The ivar's offset, read once at installation: a registered class's layout never
        /// changes, and asking the runtime on every call would cost a C call per access.
        let offset: Int
        let semantics: PropertySemantics
        let atomic: Bool
    }

    /// The value kinds a C function can take and return without libffi.
    enum Kind {
        case object, int8, int16, int32, int64, float, double
    }

    typealias Key = SynthesizedAccessorTable.Key

    static let table = LockedValue(SynthesizedAccessorTable())

    /// A lock per stripe for atomic accessors (object, scalar and by-value alike).
    static let stripes: [LockedValue<Void>] = (0..<64).map { _ in LockedValue(()) }

    static func kind(of encoding: String) -> Kind? {
        switch unqualified(encoding).first {
        case "@": return .object
        case "c", "C", "B": return .int8
        case "s", "S": return .int16
        case "i", "I": return .int32
        case "q", "Q", "l", "L", "^", "*", ":", "#": return .int64
        case "f": return .float
        case "d": return .double
        default: return nil
        }
    }

    /// `encoding` without its leading method-type qualifiers (`r`, `n`, `N`, `o`, `O`, `R`,
    /// `V`): they do not change how the value is stored, so accessors ignore them.
    static func unqualified(_ encoding: String) -> Substring {
        Substring(encoding).drop { "rnNoORV".contains($0) }
    }

    /// Installs the getter (and setter unless read-only) of `p` on `cls` as shared C
    /// functions. Returns false when the property's type needs libffi to pass (structs and
    /// friends); nothing is installed then.
    static func install(_ p: CompiledProperty, ivar: Ivar, on cls: ObjCClass) throws -> Bool {
        guard let kind = kind(of: p.typeEncoding) else { return false }
        let getter = Selector(p.getter)
        let info = Info(ivar: ivar, offset: ivar.offset, semantics: p.semantics, atomic: p.isAtomic)
        table.withLock { t in
            t[Key(cls: UInt(bitPattern: cls.pointer), sel: UInt(bitPattern: getter.rawValue))] = info
        }
        try cls.addMethod(getter, types: p.getterTypes, imp: try getterIMP(kind))
        if let setterName = p.setter, let types = p.setterTypes {
            let setter = Selector(setterName)
            table.withLock { t in
                t[Key(cls: UInt(bitPattern: cls.pointer), sel: UInt(bitPattern: setter.rawValue))] = info
            }
            try cls.addMethod(setter, types: types, imp: try setterIMP(kind))
        }
        return true
    }

    /// Drops the records of a class that is going away, so a class later allocated at the same
    /// address cannot find them.
    static func forget(classPointer c: UInt) {
        table.withLock { t in t.removeAll { $0.cls == c } }
    }

    /// The accessor record for `cmd` on the receiver's class or its nearest superclass.
    static func info(_ receiver: UnsafeMutableRawPointer, _ cmd: UnsafeRawPointer) -> Info? {
        var cls: ObjCClass? = ObjCClass(ofObject: receiver)
        let sel = UInt(bitPattern: cmd)
        return table.withLock { t in
            while let c = cls {
                if let i = t[Key(cls: UInt(bitPattern: c.pointer), sel: sel)] { return i }
                cls = c.superclass
            }
            return nil
        }
    }

    /// Runs `body` under the stripe lock for (receiver, ivar) when the property is atomic.
    static func guarded<R>(_ info: Info, _ receiver: UnsafeMutableRawPointer, _ body: () -> R) -> R {
        guarded(atomic: info.atomic, receiver, offset: info.offset, body)
    }

    /// Runs `body` under the stripe lock for the ivar at `offset` in `receiver` when `atomic`.
    /// The stripe is chosen from the ivar's address, so every accessor of one ivar — typed or
    /// closure — takes the same lock.
    static func guarded<R>(atomic: Bool, _ receiver: UnsafeMutableRawPointer, offset: Int, _ body: () -> R) -> R {
        guard atomic else { return body() }
        let slot = (UInt(bitPattern: receiver) &+ UInt(bitPattern: offset)) >> 4
        return stripes[Int(slot % UInt(stripes.count))].withLock { _ in body() }
    }

    static func getterIMP(_ k: Kind) throws -> IMP {
        let imp: IMP?
        switch k {
        case .object: imp = unsafeIMP(getObject as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?)
        case .int8: imp = unsafeIMP(getInt8 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int8)
        case .int16: imp = unsafeIMP(getInt16 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int16)
        case .int32: imp = unsafeIMP(getInt32 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32)
        case .int64: imp = unsafeIMP(getInt64 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int64)
        case .float: imp = unsafeIMP(getFloat as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Float)
        case .double: imp = unsafeIMP(getDouble as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Double)
        }
        guard let imp else { throw ObjCError.invalidArgument("accessor IMP for \(k) is not a C function") }
        return imp
    }

    static func setterIMP(_ k: Kind) throws -> IMP {
        let imp: IMP?
        switch k {
        case .object: imp = unsafeIMP(setObject as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void)
        case .int8: imp = unsafeIMP(setInt8 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int8) -> Void)
        case .int16: imp = unsafeIMP(setInt16 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int16) -> Void)
        case .int32: imp = unsafeIMP(setInt32 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void)
        case .int64: imp = unsafeIMP(setInt64 as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int64) -> Void)
        case .float: imp = unsafeIMP(setFloat as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Float) -> Void)
        case .double: imp = unsafeIMP(setDouble as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double) -> Void)
        }
        guard let imp else { throw ObjCError.invalidArgument("accessor IMP for \(k) is not a C function") }
        return imp
    }
}

// MARK: the IMPs (C functions: no captures, state comes from the table)

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
    SynthesizedAccessors.guarded(info, receiver) { try? info.ivar.setObject(value, inOwnInstance: owner) }
}

// Scalars are read and written in place, as clang's synthesized accessors do: the receiver is
// alive for the call (its sender holds it), the ivar is the receiver's own (the record was found
// on its class chain) and its size matches `T` (`kind(of:)` chose `T` from the ivar's encoding),
// so no handle, size check or runtime call is needed per access.
private func getScalar<T: BitwiseCopyable>(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ zero: T) -> T {
    guard let receiver, let cmd, let info = SynthesizedAccessors.info(receiver, cmd) else { return zero }
    return SynthesizedAccessors.guarded(info, receiver) { (receiver + info.offset).loadUnaligned(as: T.self) }
}

private func setScalar<T: BitwiseCopyable>(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ value: T) {
    guard let receiver, let cmd, let info = SynthesizedAccessors.info(receiver, cmd) else { return }
    SynthesizedAccessors.guarded(info, receiver) { (receiver + info.offset).storeBytes(of: value, as: T.self) }
}

private func getInt8(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?) -> Int8 { getScalar(r, c, 0) }
private func getInt16(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?) -> Int16 { getScalar(r, c, 0) }
private func getInt32(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?) -> Int32 { getScalar(r, c, 0) }
private func getInt64(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?) -> Int64 { getScalar(r, c, 0) }
private func getFloat(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?) -> Float { getScalar(r, c, 0) }
private func getDouble(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?) -> Double { getScalar(r, c, 0) }
private func setInt8(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?, _ v: Int8) { setScalar(r, c, v) }
private func setInt16(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?, _ v: Int16) { setScalar(r, c, v) }
private func setInt32(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?, _ v: Int32) { setScalar(r, c, v) }
private func setInt64(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?, _ v: Int64) { setScalar(r, c, v) }
private func setFloat(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?, _ v: Float) { setScalar(r, c, v) }
private func setDouble(_ r: UnsafeMutableRawPointer?, _ c: UnsafeRawPointer?, _ v: Double) { setScalar(r, c, v) }

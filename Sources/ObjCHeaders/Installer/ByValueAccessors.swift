import ObjCEncoding
import ObjCRuntime

/// Synthesized accessors for properties passed by value in a way a shared C function cannot
/// express: structs (`CGRect`, `NSRange`, nested ones, ones with arrays inside), unions,
/// `long double` and `_Complex`. Their calling convention depends on the whole layout (a
/// `CGRect` comes back in memory, an `NSRange` in two integer registers, a
/// `struct { float x, y; }` in one SSE register), so each accessor is a libffi closure IMP
/// made by `imp_implementationWithBlock(types:_:)` from the accessor's own method encoding:
/// libffi classifies the type, the closure only copies the ivar's bytes.
///
/// Semantics are those of clang's `objc_copyStruct`: the getter returns a copy of the ivar,
/// the setter overwrites it; an atomic property copies under the same striped lock the
/// typed accessors use (chosen from the ivar's address), so no reader sees half a `CGRect`.
///
/// **Ownership.** A closure IMP is a small executable allocation plus the Swift closure
/// behind it; the class's method list only holds the code address. Each IMP lives as long as
/// the class — forever for a class that is never disposed, which is what a method list
/// needs; `ObjCClass.dispose()` frees the closure IMPs of the class's methods, and this
/// file's disposal hook forgets the class. One installation makes exactly two closures per
/// read-write property (one for a read-only one) and nothing per call.
enum ByValueAccessors {
    /// How a property value travels through the closure as an `ObjCValue`.
    enum Form: Sendable {
        /// `D`: `.longDouble`, whose 16 bytes hold the ivar's `size` bytes.
        case longDouble(size: Int)
        /// Structs, unions, `_Complex`: `.bytes`, exactly the ivar's size.
        case bytes(size: Int)

        /// The value stored at `p`.
        func load(from p: UnsafeRawPointer) -> ObjCValue {
            switch self {
            case .longDouble(let size):
                var b: (UInt64, UInt64) = (0, 0)
                withUnsafeMutableBytes(of: &b) { $0.copyMemory(from: UnsafeRawBufferPointer(start: p, count: size)) }
                return .longDouble(LongDouble(bytes: b))
            case .bytes(let size):
                return .bytes(Array(UnsafeRawBufferPointer(start: p, count: size)))
            }
        }

        /// Writes `value` at `p`; false (and nothing written) when it has the wrong shape.
        @discardableResult
        func store(_ value: ObjCValue, to p: UnsafeMutableRawPointer) -> Bool {
            switch (self, value) {
            case (.longDouble(let size), .longDouble(let v)):
                withUnsafeBytes(of: v.bytes) { if let base = $0.baseAddress { p.copyMemory(from: base, byteCount: size) } }
                return true
            case (.bytes(let size), .bytes(let b)) where b.count == size:
                b.withUnsafeBytes { if let base = $0.baseAddress { p.copyMemory(from: base, byteCount: size) } }
                return true
            default:
                return false
            }
        }

        /// What a getter returns for a nil receiver: all zero bytes.
        var zero: ObjCValue {
            switch self {
            case .longDouble: .longDouble(LongDouble(bytes: (0, 0)))
            case .bytes(let size): .bytes([UInt8](repeating: 0, count: size))
            }
        }
    }

    /// The closure IMPs each class owns, by class pointer.
    static let owned: LockedValue<[UInt: [IMP]]> = {
        // Disposal freed the IMPs already (they were its methods): only forget them here.
        ObjCClass.addDisposalHook { cls in
            _ = owned.withLock { $0.removeValue(forKey: UInt(bitPattern: cls.pointer)) }
        }
        return LockedValue([:])
    }()

    /// The form for a property type encoding (qualifiers skipped), or nil when it is not one
    /// of the by-value kinds.
    static func form(of encoding: String, size: Int) -> Form? {
        guard let first = ObjCType.unqualified(encoding).utf8.first else { return nil }
        if ScalarTypeCode.cType(of: first) == .longDouble { return size > 0 && size <= 16 ? .longDouble(size: size) : nil }
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "("), ObjCType.complexPrefix: return size > 0 ? .bytes(size: size) : nil
        default: return nil
        }
    }

    /// Installs the getter (and the setter unless read-only) of `p` on `cls` as closure IMPs.
    /// Returns nil when installed, or why no accessor could be made (nothing is installed
    /// then): a type libffi cannot pass, such as `__int128` or an integer `_Complex`.
    /// - Throws: what `ObjCClass.addMethod` throws (the class already has the method).
    static func install(_ p: CompiledProperty, ivar: Ivar, on cls: ObjCClass) throws -> String? {
        guard let form = form(of: p.typeEncoding, size: ivar.size) else {
            // Ask the bridge first: its reason (`__int128` is not supported by libffi…) says
            // more than "not one of the kinds handled here".
            do {
                _ = try Invocation(implementation: nil, types: p.getterTypes)
            } catch {
                return reason(error, type: p.typeEncoding)
            }
            return "type \(p.typeEncoding) is not a scalar, object, struct, union, long double or _Complex value"
        }
        let offset = ivar.offset
        let atomic = p.isAtomic
        let getter: IMP
        do {
            getter = try imp_implementationWithBlock(types: p.getterTypes) { args in
                guard case .object(let receiver?)? = args.first else { return form.zero }
                return SynthesizedAccessors.guarded(atomic: atomic, receiver, offset: offset) {
                    form.load(from: receiver + offset)
                }
            }
        } catch {
            return reason(error, type: p.typeEncoding)
        }
        var setter: (sel: Selector, types: String, imp: IMP)?
        if let name = p.setter, let types = p.setterTypes {
            do {
                let imp = try imp_implementationWithBlock(types: types) { args in
                    guard args.count == 3, case .object(let receiver?) = args[0] else { return .void }
                    // The bridge boxed args[2] from this same encoding, so it has the ivar's
                    // shape; a mismatch could only come from a caller bypassing libffi.
                    _ = SynthesizedAccessors.guarded(atomic: atomic, receiver, offset: offset) {
                        form.store(args[2], to: receiver + offset)
                    }
                    return .void
                }
                setter = (Selector(name), types, imp)
            } catch {
                imp_removeBlock(getter)
                return reason(error, type: p.typeEncoding)
            }
        }
        do {
            try cls.addMethod(Selector(p.getter), types: p.getterTypes, imp: getter)
        } catch {
            imp_removeBlock(getter)
            if let setter { imp_removeBlock(setter.imp) }
            throw error
        }
        own(getter, by: cls)
        if let setter {
            do {
                try cls.addMethod(setter.sel, types: setter.types, imp: setter.imp)
            } catch {
                imp_removeBlock(setter.imp)
                throw error
            }
            own(setter.imp, by: cls)
        }
        return nil
    }

    /// Why a property of type `type` gets no accessor, from the bridge's refusal.
    private static func reason(_ error: InvocationError, type: String) -> String {
        switch error {
        case .uncallableReturn(_, let why), .uncallableArgument(_, _, let why):
            "type \(type) cannot be passed by value: \(why)"
        default:
            "type \(type): \(error.description)"
        }
    }

    /// Records that `imp` lives as long as `cls`.
    private static func own(_ imp: IMP, by cls: ObjCClass) {
        owned.withLock { $0[UInt(bitPattern: cls.pointer), default: []].append(imp) }
    }

    /// The closure IMPs `cls` owns.
    static func imps(of cls: ObjCClass) -> [IMP] {
        owned.withLock { $0[UInt(bitPattern: cls.pointer)] ?? [] }
    }
}

extension RuntimeInstaller {
    /// The closure IMPs (from `imp_implementationWithBlock`) that the by-value accessors of
    /// `cls` run on; they live until the class is disposed (`ObjCClass.dispose()`).
    public static func closureAccessorIMPs(of cls: ObjCClass) -> [IMP] {
        ByValueAccessors.imps(of: cls)
    }
}

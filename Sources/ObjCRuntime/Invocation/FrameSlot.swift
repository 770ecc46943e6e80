import ObjCEncoding

/// How a frame slot holds its value: a scalar by its C type (one way of reading / writing
/// memory each), a data pointer, or the bytes of an aggregate.
@usableFromInline
enum SlotKind: Hashable, Sendable {
    /// `void` and every scalar a frame can hold, by the C type of its row in the type-code
    /// table (`FFICallType.scalar`).
    case scalar(ScalarTypeCode.CType)
    case pointer
    /// A struct, union, complex number or array, as its bytes.
    case aggregate

    init(_ type: FFICallType) {
        switch type {
        case .scalar(let c): self = .scalar(c)
        case .uncallable: self = .scalar(.void)
        case .pointer: self = .pointer
        case .complexFloat, .complexDouble, .complexLongDouble, .structure, .union, .array: self = .aggregate
        }
    }
}

/// Why a value does not fit a slot; the caller adds which slot it was.
@usableFromInline
enum ValueMismatch: Error {
    case wrongType(got: String)
    case outOfRange(value: String)
    case wrongByteCount(got: Int)
}

/// A slot of a call frame: where a value lives and how to read and write it. Trivially
/// copyable (no reference to the type tree), so the per-call path never retains anything.
/// Inlinable, with `Invocation`'s per-call methods, so a boxed call compiles down to a
/// switch and a store in the caller's module.
@usableFromInline
struct FrameSlot: Sendable {
    @usableFromInline let kind: SlotKind
    @usableFromInline let offset: Int
    @usableFromInline let size: Int

    init(type: FFICallType, offset: Int, size: Int) {
        self.kind = SlotKind(type)
        self.offset = offset
        self.size = size
    }

    /// Writes `value` at `p`. Integers of any width are accepted when the value fits the
    /// slot; other cases must match the slot's type (an object may stand for a class and
    /// the reverse, a `char *` for a pointer and the reverse).
    @inlinable
    func store(_ value: ObjCValue, to p: UnsafeMutableRawPointer) throws(ValueMismatch) {
        switch (kind, value) {
        case (.scalar(.int64), .int64(let v)): p.storeBytes(of: v, as: Int64.self)
        case (.scalar(.double), .double(let v)): p.storeBytes(of: v, as: Double.self)
        case (.scalar(.float), .float(let v)): p.storeBytes(of: v, as: Float.self)
        case (.scalar(.longDouble), .longDouble(let v)): p.storeBytes(of: v.bytes, as: (UInt64, UInt64).self)
        case (.scalar(.bool), .bool(let v)): p.storeBytes(of: v ? 1 : 0, as: UInt8.self)
        case (.pointer, .pointer(let v)), (.scalar(.object), .object(let v)), (.scalar(.classObject), .classObject(let v)),
             (.scalar(.object), .classObject(let v)), (.scalar(.classObject), .object(let v)):
            p.storeBytes(of: v, as: UnsafeMutableRawPointer?.self)
        case (.scalar(.cString), .cString(let v)), (.pointer, .cString(let v)):
            p.storeBytes(of: v, as: UnsafePointer<CChar>?.self)
        case (.scalar(.cString), .pointer(let v)):
            p.storeBytes(of: v, as: UnsafeMutableRawPointer?.self)
        case (.scalar(.selector), .selector(let v)):
            p.storeBytes(of: v, as: UnsafeRawPointer?.self)
        case (.aggregate, .bytes(let b)):
            guard b.count == size else { throw .wrongByteCount(got: b.count) }
            b.withUnsafeBytes { if let base = $0.baseAddress { p.copyMemory(from: base, byteCount: size) } }
        case (.scalar(.int8), _), (.scalar(.uint8), _), (.scalar(.int16), _), (.scalar(.uint16), _),
             (.scalar(.int32), _), (.scalar(.uint32), _), (.scalar(.int64), _), (.scalar(.uint64), _),
             (.scalar(.bool), _):
            try storeInteger(value, to: p)
        default:
            throw .wrongType(got: value.caseName)
        }
    }

    @usableFromInline
    func storeInteger(_ value: ObjCValue, to p: UnsafeMutableRawPointer) throws(ValueMismatch) {
        let signed: Int64?
        let unsigned: UInt64?
        switch value {
        case .uint64(let v):
            signed = Int64(exactly: v)
            unsigned = v
        default:
            guard let s = value.int64Value else { throw .wrongType(got: value.caseName) }
            signed = s
            unsigned = UInt64(exactly: s)
        }
        func fits<T: FixedWidthInteger>(_: T.Type) -> T? {
            if let s = signed, let v = T(exactly: s) { return v }
            if let u = unsigned, let v = T(exactly: u) { return v }
            return nil
        }
        let shown = signed.map { String($0) } ?? unsigned.map { String($0) } ?? "?"
        guard case .scalar(let c) = kind else { throw .wrongType(got: value.caseName) }
        switch c {
        case .int8: guard let v = fits(Int8.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: Int8.self)
        case .uint8: guard let v = fits(UInt8.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: UInt8.self)
        case .int16: guard let v = fits(Int16.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: Int16.self)
        case .uint16: guard let v = fits(UInt16.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: UInt16.self)
        case .int32: guard let v = fits(Int32.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: Int32.self)
        case .uint32: guard let v = fits(UInt32.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: UInt32.self)
        case .int64: guard let v = fits(Int64.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: Int64.self)
        case .uint64: guard let v = fits(UInt64.self) else { throw .outOfRange(value: shown) }; p.storeBytes(of: v, as: UInt64.self)
        case .bool:
            guard let v = fits(UInt8.self), v <= 1 else { throw .outOfRange(value: shown) }
            p.storeBytes(of: v, as: UInt8.self)
        default: throw .wrongType(got: value.caseName)
        }
    }

    /// Reads the slot's value at `p` as the case its type calls for.
    @inlinable
    func load(from p: UnsafeRawPointer) -> ObjCValue {
        switch kind {
        case .scalar(let c): Self.load(c, from: p)
        case .pointer: .pointer(p.loadUnaligned(as: UnsafeMutableRawPointer?.self))
        case .aggregate: .bytes(Array(UnsafeRawBufferPointer(start: p, count: size)))
        }
    }

    /// Reads a scalar of C type `c` at `p` as its case. `.int128`, `.uint128` and `.unknown`
    /// never have a slot (they are uncallable); they read as `.void`, as `void` does.
    @inlinable
    static func load(_ c: ScalarTypeCode.CType, from p: UnsafeRawPointer) -> ObjCValue {
        switch c {
        case .void, .int128, .uint128, .unknown: .void
        case .int8: .int8(p.loadUnaligned(as: Int8.self))
        case .uint8: .uint8(p.loadUnaligned(as: UInt8.self))
        case .int16: .int16(p.loadUnaligned(as: Int16.self))
        case .uint16: .uint16(p.loadUnaligned(as: UInt16.self))
        case .int32: .int32(p.loadUnaligned(as: Int32.self))
        case .uint32: .uint32(p.loadUnaligned(as: UInt32.self))
        case .int64: .int64(p.loadUnaligned(as: Int64.self))
        case .uint64: .uint64(p.loadUnaligned(as: UInt64.self))
        case .bool: .bool(p.loadUnaligned(as: UInt8.self) != 0)
        case .float: .float(p.loadUnaligned(as: Float.self))
        case .double: .double(p.loadUnaligned(as: Double.self))
        case .longDouble: .longDouble(LongDouble(bytes: p.loadUnaligned(as: (UInt64, UInt64).self)))
        case .cString: .cString(p.loadUnaligned(as: UnsafePointer<CChar>?.self))
        case .object: .object(p.loadUnaligned(as: UnsafeMutableRawPointer?.self))
        case .classObject: .classObject(p.loadUnaligned(as: UnsafeMutableRawPointer?.self))
        case .selector: .selector(p.loadUnaligned(as: UnsafeRawPointer?.self))
        }
    }
}

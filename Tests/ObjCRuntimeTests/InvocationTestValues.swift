// Seeded random values of any bridge type, for the dynamic-vs-typed comparisons.
@testable import ObjCRuntime
import MiniObjCTestSupport

/// C's natural layout of a bridge type (the host ABI), computed independently of libffi so
/// the tests can check the C side's figures.
func naturalLayout(_ t: FFICallType) -> (size: Int, alignment: Int) {
    switch t {
    case .scalar(.void), .scalar(.int128), .scalar(.uint128), .scalar(.unknown), .uncallable: return (0, 1)
    case .scalar(.int8), .scalar(.uint8), .scalar(.bool): return (1, 1)
    case .scalar(.int16), .scalar(.uint16): return (2, 2)
    case .scalar(.int32), .scalar(.uint32), .scalar(.float): return (4, 4)
    case .scalar(.int64), .scalar(.uint64), .scalar(.double), .pointer, .scalar(.cString), .scalar(.object),
         .scalar(.classObject), .scalar(.selector): return (8, 8)
    case .scalar(.longDouble): return (16, 16)
    case .complexFloat: return (8, 4)
    case .complexDouble: return (16, 8)
    case .complexLongDouble: return (32, 16)
    case .array(let n, let e):
        let l = naturalLayout(e)
        return (l.size * n, l.alignment)
    case .structure(_, let fields):
        var offset = 0, align = 1
        for f in fields {
            let l = naturalLayout(f)
            offset = (offset + l.alignment - 1) / l.alignment * l.alignment + l.size
            align = max(align, l.alignment)
        }
        return ((offset + align - 1) / align * align, align)
    case .union(_, let fields):
        var size = 0, align = 1
        for f in fields {
            let l = naturalLayout(f)
            size = max(size, l.size)
            align = max(align, l.alignment)
        }
        return ((size + align - 1) / align * align, align)
    }
}

/// Writes random scalars into `bytes` at `offset`, leaf by leaf (so bools are 0 / 1 and long
/// doubles are valid numbers); a union gets its first member, the rest stays zero.
func fillRandom(_ t: FFICallType, _ bytes: inout [UInt8], at offset: Int, _ rng: inout SplitMix64) {
    func put<T: BitwiseCopyable>(_ v: T) {
        withUnsafeBytes(of: v) { src in
            for (i, b) in src.enumerated() { bytes[offset + i] = b }
        }
    }
    switch t {
    case .structure(_, let fields):
        var o = 0
        for f in fields {
            let l = naturalLayout(f)
            o = (o + l.alignment - 1) / l.alignment * l.alignment
            fillRandom(f, &bytes, at: offset + o, &rng)
            o += l.size
        }
    case .union(_, let fields):
        if let first = fields.first { fillRandom(first, &bytes, at: offset, &rng) }
    case .array(let n, let e):
        let size = naturalLayout(e).size
        for k in 0..<n { fillRandom(e, &bytes, at: offset + k * size, &rng) }
    default:
        switch randomValue(t, &rng) {
        case .int8(let v): put(v)
        case .uint8(let v): put(v)
        case .int16(let v): put(v)
        case .uint16(let v): put(v)
        case .int32(let v): put(v)
        case .uint32(let v): put(v)
        case .int64(let v): put(v)
        case .uint64(let v): put(v)
        case .bool(let v): put(UInt8(v ? 1 : 0))
        case .float(let v): put(v)
        case .double(let v): put(v)
        case .longDouble(let v): put(v.bytes)
        default:
            if let p = randomValue(t, &rng).rawPointerValue { put(UInt(bitPattern: p)) }
        }
    }
}

/// A random value of type `t`.
func randomValue(_ t: FFICallType, _ rng: inout SplitMix64) -> ObjCValue {
    let r = rng.next()
    guard case .scalar(let c) = t else {
        switch t {
        case .pointer: return .pointer(UnsafeMutableRawPointer(bitPattern: UInt(r | 1)))
        case .uncallable: return .void
        default:
            var bytes = [UInt8](repeating: 0, count: naturalLayout(t).size)
            fillRandom(t, &bytes, at: 0, &rng)
            return .bytes(bytes)
        }
    }
    switch c {
    case .void, .int128, .uint128, .unknown: return .void
    case .int8: return .int8(Int8(truncatingIfNeeded: r))
    case .uint8: return .uint8(UInt8(truncatingIfNeeded: r))
    case .int16: return .int16(Int16(truncatingIfNeeded: r))
    case .uint16: return .uint16(UInt16(truncatingIfNeeded: r))
    case .int32: return .int32(Int32(truncatingIfNeeded: r))
    case .uint32: return .uint32(UInt32(truncatingIfNeeded: r))
    case .int64: return .int64(Int64(bitPattern: r))
    case .uint64: return .uint64(r)
    case .bool: return .bool(r & 1 == 1)
    case .float: return .float(Float(Int32(truncatingIfNeeded: r)) / 1024)
    case .double: return .double(Double(Int64(bitPattern: r)) / 4096)
    #if arch(x86_64)
    case .longDouble: return .longDouble(LongDouble(Float80(Int64(bitPattern: r)) / 7))
    #else
    case .longDouble: return .longDouble(LongDouble(bytes: (0, 0)))
    #endif
    case .cString: return .cString(UnsafePointer(bitPattern: UInt(r | 2)))
    case .object: return .object(UnsafeMutableRawPointer(bitPattern: UInt(r | 8)))
    case .classObject: return .classObject(UnsafeMutableRawPointer(bitPattern: UInt(r | 16)))
    case .selector: return .selector(UnsafeRawPointer(bitPattern: UInt(r | 4)))
    }
}

/// The address of a C function, as an IMP-shaped pointer.
func address<F>(of function: F) -> UnsafeRawPointer {
    unsafeBitCast(function, to: UnsafeRawPointer.self)
}

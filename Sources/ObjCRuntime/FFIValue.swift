internal import CRuntimeCore

/// A C `long double` as its 16 bytes in memory. On x86-64 that is an 80-bit extended value
/// plus 6 bytes of padding (convert with ``init(_:)-(Float80)`` / ``float80``); elsewhere the bytes
/// are carried as they are. ``init(_:)-(Double)`` and ``doubleValue`` convert on every platform.
public struct LongDouble: Hashable, Sendable {
    /// The value's bytes, lowest address first.
    public var bytes: (UInt64, UInt64)

    /// A long double from its raw bytes (lowest address first).
    public init(bytes: (UInt64, UInt64)) { self.bytes = bytes }

    /// A long double holding `value` (exactly: every double is a long double).
    public init(_ value: Double) {
        var b: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &b) { rt_longdouble_fromDouble(value, $0.baseAddress) }
        bytes = b
    }

    /// The value rounded to a double.
    public var doubleValue: Double {
        withUnsafeBytes(of: bytes) { rt_longdouble_toDouble($0.baseAddress) }
    }

    #if arch(x86_64) || arch(i386)
    /// A long double holding `value` exactly.
    public init(_ value: Float80) {
        var b: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &b) { $0.storeBytes(of: value, as: Float80.self) }
        bytes = b
    }

    /// The value as Swift's 80-bit float.
    public var float80: Float80 {
        withUnsafeBytes(of: bytes) { $0.load(as: Float80.self) }
    }

    /// Equal when the 10 significant bytes are: the padding is whatever the producer left.
    public static func == (a: LongDouble, b: LongDouble) -> Bool {
        a.bytes.0 == b.bytes.0 && UInt16(truncatingIfNeeded: a.bytes.1) == UInt16(truncatingIfNeeded: b.bytes.1)
    }

    /// Hashes the significant bytes only, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.0)
        hasher.combine(UInt16(truncatingIfNeeded: bytes.1))
    }
    #else
    /// Equal when all 16 bytes are.
    public static func == (a: LongDouble, b: LongDouble) -> Bool {
        a.bytes.0 == b.bytes.0 && a.bytes.1 == b.bytes.1
    }

    /// Hashes all 16 bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.0)
        hasher.combine(bytes.1)
    }
    #endif
}

/// One argument or return value of a dynamic call, boxed: what `NSInvocation` keeps in its
/// frame, as a Swift value. Pointers are carried, never dereferenced or retained.
public enum ObjCValue: Hashable {
    /// No value (a `void` return).
    case void
    /// `c` — `char` / `signed char` (and `BOOL` on x86-64).
    case int8(Int8)
    /// `C` — `unsigned char`.
    case uint8(UInt8)
    /// `s` — `short`.
    case int16(Int16)
    /// `S` — `unsigned short`.
    case uint16(UInt16)
    /// `i` (and a 32-bit `l`) — `int`.
    case int32(Int32)
    /// `I` (and a 32-bit `L`) — `unsigned int`.
    case uint32(UInt32)
    /// `q` — `long` / `long long`.
    case int64(Int64)
    /// `Q` — `unsigned long` / `unsigned long long`.
    case uint64(UInt64)
    /// C `bool` (`B`).
    case bool(Bool)
    /// `f` — `float`.
    case float(Float)
    /// `d` — `double`.
    case double(Double)
    /// `D` — `long double`.
    case longDouble(LongDouble)
    /// Any data pointer (`^T`, `^v`).
    case pointer(UnsafeMutableRawPointer?)
    /// A `char *` (`*`). The bytes must outlive the call.
    case cString(UnsafePointer<CChar>?)
    /// An object (`@`), unretained.
    case object(UnsafeMutableRawPointer?)
    /// A class (`#`).
    case classObject(UnsafeMutableRawPointer?)
    /// A selector (`:`).
    case selector(UnsafeRawPointer?)
    /// A struct, union or complex number as its bytes, exactly as large as the type.
    case bytes([UInt8])

    /// The bytes of any trivial Swift value, for `.bytes` arguments (a Swift struct declared
    /// like the C struct has the C layout when its fields are C types).
    public static func bytes<T: BitwiseCopyable>(of value: T) -> ObjCValue {
        .bytes(withUnsafeBytes(of: value) { Array($0) })
    }

    /// Reads a `.bytes` value as a trivial Swift type of the same size, or nil.
    public func load<T: BitwiseCopyable>(as type: T.Type) -> T? {
        guard case .bytes(let b) = self, b.count == MemoryLayout<T>.size else { return nil }
        return b.withUnsafeBytes { $0.loadUnaligned(as: T.self) }
    }

    /// Any integer case (and `.bool`) as an Int64, when it fits.
    public var int64Value: Int64? {
        switch self {
        case .int8(let v): Int64(v)
        case .uint8(let v): Int64(v)
        case .int16(let v): Int64(v)
        case .uint16(let v): Int64(v)
        case .int32(let v): Int64(v)
        case .uint32(let v): Int64(v)
        case .int64(let v): v
        case .uint64(let v): Int64(exactly: v)
        case .bool(let v): v ? 1 : 0
        default: nil
        }
    }

    /// `.float` and `.double` as a Double.
    public var doubleValue: Double? {
        switch self {
        case .float(let v): Double(v)
        case .double(let v): v
        default: nil
        }
    }

    /// Any pointer-shaped case as a raw pointer.
    public var rawPointerValue: UnsafeRawPointer? {
        switch self {
        case .pointer(let p), .object(let p), .classObject(let p): p.map { UnsafeRawPointer($0) }
        case .cString(let p): p.map { UnsafeRawPointer($0) }
        case .selector(let p): p
        default: nil
        }
    }

    /// The case name, for error messages.
    @usableFromInline
    var caseName: String {
        switch self {
        case .void: "void"
        case .int8: "int8"
        case .uint8: "uint8"
        case .int16: "int16"
        case .uint16: "uint16"
        case .int32: "int32"
        case .uint32: "uint32"
        case .int64: "int64"
        case .uint64: "uint64"
        case .bool: "bool"
        case .float: "float"
        case .double: "double"
        case .longDouble: "longDouble"
        case .pointer: "pointer"
        case .cString: "cString"
        case .object: "object"
        case .classObject: "classObject"
        case .selector: "selector"
        case .bytes(let b): "bytes(\(b.count))"
        }
    }
}

// An ObjCValue is plain data: pointers in it are addresses carried as values, never
// dereferenced by the value itself, so sending one to another thread shares nothing.
extension ObjCValue: @unchecked Sendable {}

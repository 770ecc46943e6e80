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

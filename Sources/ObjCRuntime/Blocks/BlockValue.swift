import ObjCEncoding

/// A Swift type a typed block IMP can take or return: a C scalar that travels in one
/// register — an integer, `Bool`, `Float`, `Double`, or a pointer / object
/// (`UnsafeMutableRawPointer?`). The conformances are MiniObjC's; the protocol is not meant
/// for other types.
public protocol BlockValue: BitwiseCopyable, SendableMetatype {
    /// The type's Objective-C encoding (`q`, `C`, `B`, `d`, `f`, `@` …): the signature the
    /// IMP is made with when no typed trampoline fits, and what `imp_getBlock` reports.
    static var blockEncoding: String { get }
}

// Each encoding comes from the type-code table: the code of the C type of the same size
// and signedness (`q` for `Int`, `C` for `UInt8`), `B`, `f`, `d`, `@`.
extension BlockValue where Self: FixedWidthInteger {
    /// The code of the C integer of this size and signedness (`q` for `Int`).
    public static var blockEncoding: String {
        String(ScalarTypeCode.integer(size: MemoryLayout<Self>.size, signed: isSigned)!.character)
    }
}
extension Int: BlockValue {}
extension Int8: BlockValue {}
extension Int16: BlockValue {}
extension Int32: BlockValue {}
extension Int64: BlockValue {}
extension UInt: BlockValue {}
extension UInt8: BlockValue {}
extension UInt16: BlockValue {}
extension UInt32: BlockValue {}
extension UInt64: BlockValue {}
extension Bool: BlockValue { public static var blockEncoding: String { ObjCType.bool.encoding } }
extension Float: BlockValue {
    public static var blockEncoding: String { String(ScalarTypeCode.floatingPoint(size: MemoryLayout<Float>.size)!.character) }
}
extension Double: BlockValue {
    public static var blockEncoding: String { String(ScalarTypeCode.floatingPoint(size: MemoryLayout<Double>.size)!.character) }
}
/// An object (`@`) or any other pointer.
extension Optional: BlockValue where Wrapped == UnsafeMutableRawPointer {
    public static var blockEncoding: String { ObjCType.object(className: nil, protocols: []).encoding }
}

/// How the C calling conventions pass a value: in an integer register, or in a
/// floating-point one as a double or a float. The trampolines' shapes are made of these.
@usableFromInline
enum BlockPassing {
    case word, double, float

    /// Floating-point codes travel in a floating-point register, by their size; the rest in
    /// an integer one.
    @inlinable
    init<T: BlockValue>(_: T.Type) {
        guard let row = ScalarTypeCode.leading(T.blockEncoding), row.kind == .floatingPoint else {
            self = .word
            return
        }
        self = row.size == MemoryLayout<Float>.size ? .float : .double
    }
}

// Register bits to and from values. A word argument arrives as the whole register, of which
// a narrower C type owns only the low bytes (the rest is unspecified, so it is never read);
// both ABIs MiniObjC runs on are little-endian, so those bytes come first in memory. These
// are inlinable so that a typed block's conversions specialize to plain moves in the caller.
extension BlockValue {
    @inlinable @inline(__always)
    init(word: Int) {
        // A C bool is 0 or 1 in the low byte; anything else there must still be a valid Bool.
        if Self.self == Bool.self {
            self = unsafeBitCast(word & 0xFF != 0, to: Self.self)
        } else {
            self = withUnsafeBytes(of: word) { $0.loadUnaligned(as: Self.self) }
        }
    }

    @inlinable @inline(__always)
    var word: Int {
        var w = 0
        withUnsafeMutableBytes(of: &w) { $0.storeBytes(of: self, as: Self.self) }
        return w
    }

    @inlinable @inline(__always)
    init(double: Double) { self = unsafeBitCast(double, to: Self.self) }

    @inlinable @inline(__always)
    init(float: Float) { self = unsafeBitCast(float, to: Self.self) }

    @inlinable @inline(__always)
    var double: Double { unsafeBitCast(self, to: Double.self) }

    @inlinable @inline(__always)
    var float: Float { unsafeBitCast(self, to: Float.self) }

    /// The value a libffi closure IMP boxed for this type's encoding, unboxed (zero when the
    /// box does not fit, which the closure's own encoding rules out).
    @usableFromInline
    init(boxed value: ObjCValue) {
        switch BlockPassing(Self.self) {
        case .double: self.init(double: value.doubleValue ?? 0)
        case .float:
            if case .float(let f) = value { self.init(float: f) } else { self.init(float: Float(value.doubleValue ?? 0)) }
        case .word:
            if let i = value.int64Value {
                self.init(word: Int(truncatingIfNeeded: i))
            } else if case .uint64(let u) = value {
                self.init(word: Int(bitPattern: UInt(u)))
            } else {
                self.init(word: Int(bitPattern: value.rawPointerValue))
            }
        }
    }

    /// The value boxed as a libffi closure IMP of this type's encoding returns it: read back
    /// from its register bits by the frame slot of that encoding.
    @usableFromInline
    var boxed: ObjCValue {
        let type = FFICallType(ScalarTypeCode.leading(Self.blockEncoding)?.type ?? .pointer(.void))
        return withUnsafeBytes(of: word) {
            FrameSlot(type: type, offset: 0, size: MemoryLayout<Self>.size).load(from: $0.baseAddress!)
        }
    }
}

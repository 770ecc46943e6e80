/// One letter of the type-encoding alphabet that is a whole type by itself (`q`, `d`, `#`, …),
/// with the facts every part of MiniObjC needs about it: its C name, its size and alignment
/// in the host ABI, and what kind of value it holds.
///
/// `ScalarTypeCode.all` is the one table of these facts. Everything else is derived from it:
/// the scanner's one-byte lookup (`HostABI`), the tree cases (`ObjCType.scalarCode`, `TreeBuilder`), the
/// C twin `CSupport/RuntimeCore/include/rt_type_codes.h` that the C layers read (generated;
/// `Scripts/generate-type-codes.sh`, checked by `TypeCodeTwinTests`), and the Swift modules
/// that box, unbox, call or override by type code. `Docs/TypeEncodings.md` shows the table.
public struct ScalarTypeCode: Hashable, Sendable, CustomStringConvertible {
    /// What a value of the type is, as the runtime moves it.
    public enum Kind: UInt8, Hashable, Sendable, CaseIterable {
        /// A two's-complement integer (`c s i l q t`).
        case signedInteger = 1
        /// An unsigned integer (`C S I L Q T`).
        case unsignedInteger = 2
        /// An IEEE floating-point number (`f d D`).
        case floatingPoint = 3
        /// `_Bool` (`B`): one byte, 0 or 1.
        case boolean = 4
        /// `void` (`v`): no value.
        case void = 5
        /// An object pointer (`@`; also the start of `@"Name"` and `@?`).
        case object = 6
        /// A `Class` (`#`).
        case classObject = 7
        /// A `SEL` (`:`).
        case selector = 8
        /// A C string, `char *` (`*`).
        case cString = 9
        /// A type the encoding cannot express (`?`); it has no layout.
        case unknown = 10
    }

    /// The C type a value of a code is passed and stored as: one case per distinct
    /// calling-convention type, derived from the row's kind and size (`ScalarTypeCode.cType`).
    /// Code that calls or reads by code — a typed send, an accessor, a libffi type — switches
    /// over this rather than over the letters.
    public enum CType: UInt8, Hashable, Sendable {
        case int8, uint8, int16, uint16, int32, uint32, int64, uint64, int128, uint128
        case float, double, longDouble
        case bool, void
        case object, classObject, selector, cString
        case unknown
    }

    /// The code as an ASCII byte.
    public let code: UInt8
    /// Size and alignment in the host ABI; nil for `?`. `void` is 0 bytes (what
    /// NSMethodSignature reports for a void return).
    public let layout: TypeLayout?
    /// What the value is.
    public let kind: Kind
    // Static strings keep a row a plain value: copying one, which the printers and layout
    // code do per type, then costs no reference counting.
    private let cNameText: StaticString
    private let numberGetterText: StaticString?

    /// The C type clang encodes with this code (`long long`; `long (32-bit)` for `l`, which
    /// clang writes only where `long` has 32 bits).
    public var cName: String { cNameText.description }
    /// The NSNumber getter that returns exactly this C type (`longLongValue` for `q`), for
    /// the codes an NSNumber can be made with (`c C s S i I l L q Q f d B`); nil otherwise.
    public var numberGetter: String? { numberGetterText?.description }
    /// The tree this code parses to on its own (`.longLong` for `q`).
    public var type: ObjCType { HostABI.oneLetterType(code) }
    /// The code as a `Character`.
    public var character: Character { Character(Unicode.Scalar(code)) }
    /// Whether the value is an integer of either sign or a `_Bool` (what a GNU bitfield may
    /// be declared as).
    public var isInteger: Bool { kind == .signedInteger || kind == .unsignedInteger || kind == .boolean }
    /// Whether the value reads as negative when its top bit is set (signed integers and
    /// floating point).
    public var isSigned: Bool { kind == .signedInteger || kind == .floatingPoint }
    /// Whether an NSNumber can be made with this code (`c C s S i I l L q Q f d B`).
    public var isNumber: Bool { numberGetterText != nil }
    /// Whether the code is a whole type with nothing after it. Only `@` may continue (a class
    /// name in quotes, or `?` for a block).
    public var standsAlone: Bool { kind != .object }
    /// Bytes of the value; nil for `?`.
    public var size: Int? { layout?.size }
    /// Alignment of the value; nil for `?`.
    public var alignment: Int? { layout?.alignment }

    /// The C type of the value, from its kind and size: `q` is `.int64`, `l` (32-bit) is
    /// `.int32`, `D` is `.longDouble` where `long double` is wider than `double`.
    public var cType: CType {
        let size = layout?.size ?? 0
        switch kind {
        case .signedInteger:
            switch size {
            case 1: return .int8
            case 2: return .int16
            case 4: return .int32
            case 8: return .int64
            default: return .int128
            }
        case .unsignedInteger:
            switch size {
            case 1: return .uint8
            case 2: return .uint16
            case 4: return .uint32
            case 8: return .uint64
            default: return .uint128
            }
        case .floatingPoint:
            return size == MemoryLayout<Float>.size ? .float : size == MemoryLayout<Double>.size ? .double : .longDouble
        case .boolean: return .bool
        case .void: return .void
        case .object: return .object
        case .classObject: return .classObject
        case .selector: return .selector
        case .cString: return .cString
        case .unknown: return .unknown
        }
    }

    /// `q long long 8/8`.
    public var description: String { "\(character) \(cName) \(layout.map(\.description) ?? "-")" }

    /// Rows are one per code.
    public static func == (a: ScalarTypeCode, b: ScalarTypeCode) -> Bool { a.code == b.code }
    /// Rows are one per code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    private init(_ code: Unicode.Scalar, _ cName: StaticString, _ layout: TypeLayout?, _ kind: Kind,
                 _ numberGetter: StaticString?) {
        self.code = UInt8(code.value)
        self.cNameText = cName
        self.layout = layout
        self.kind = kind
        self.numberGetterText = numberGetter
    }
}

extension ScalarTypeCode {
    /// The table: every one-letter type, one row each, in the order `Docs/TypeEncodings.md`
    /// lists them. Sizes are the host's (x86-64 System V and arm64 Linux agree on every row;
    /// Apple arm64 differs only in `long double`, `HostABI.longDouble`). `l` and `L` are
    /// 32-bit, so their NSNumber getter is `-intValue` (`-longValue` answers 64 bits on LP64).
    public static let all: [ScalarTypeCode] = ObjCType.oneLetterTypes.map { $0.scalarCode! }

    // The rows: code, C name, size and alignment, kind, NSNumber getter. `n(k)` is a
    // k-byte type aligned to k; `ptr` is every pointer. Reach a row through `all`,
    // `of(_:)` or `ObjCType.scalarCode`.
    static let char             = Self("c", "char",                   n(1),  .signedInteger,   "charValue")
    static let unsignedChar     = Self("C", "unsigned char",          n(1),  .unsignedInteger, "unsignedCharValue")
    static let short            = Self("s", "short",                  n(2),  .signedInteger,   "shortValue")
    static let unsignedShort    = Self("S", "unsigned short",         n(2),  .unsignedInteger, "unsignedShortValue")
    static let int              = Self("i", "int",                    n(4),  .signedInteger,   "intValue")
    static let unsignedInt      = Self("I", "unsigned int",           n(4),  .unsignedInteger, "unsignedIntValue")
    static let long             = Self("l", "long (32-bit)",          n(4),  .signedInteger,   "intValue")
    static let unsignedLong     = Self("L", "unsigned long (32-bit)", n(4),  .unsignedInteger, "unsignedIntValue")
    static let longLong         = Self("q", "long long",              n(8),  .signedInteger,   "longLongValue")
    static let unsignedLongLong = Self("Q", "unsigned long long",     n(8),  .unsignedInteger, "unsignedLongLongValue")
    static let int128           = Self("t", "__int128",               n(16), .signedInteger,   nil)
    static let unsignedInt128   = Self("T", "unsigned __int128",      n(16), .unsignedInteger, nil)
    static let float            = Self("f", "float",                  n(4),  .floatingPoint,   "floatValue")
    static let double           = Self("d", "double",                 n(8),  .floatingPoint,   "doubleValue")
    static let longDouble       = Self("D", "long double",            HostABI.longDouble, .floatingPoint, nil)
    static let bool             = Self("B", "_Bool",                  n(1),  .boolean,         "boolValue")
    static let void             = Self("v", "void",                   TypeLayout(size: 0, alignment: 1), .void, nil)
    static let cString          = Self("*", "char *",                 ptr,   .cString,         nil)
    static let object           = Self("@", "id", ptr,   .object,          nil)
    static let classObject      = Self("#", "Class",                  ptr,   .classObject,     nil)
    static let selector         = Self(":", "SEL",                    ptr,   .selector,        nil)
    static let unknown          = Self("?", "unknown type",           nil,   .unknown,         nil)

    private static func n(_ bytes: Int) -> TypeLayout { TypeLayout(size: bytes, alignment: bytes) }
    private static let ptr = HostABI.pointer

    /// The row of an ASCII code, or nil when the byte is not a one-letter type. A table
    /// lookup (`HostABI`), cheap enough for a scanner's inner loop.
    @inline(__always)
    public static func of(_ code: UInt8) -> ScalarTypeCode? {
        let i = HostABI.rowIndex(code)
        return i < 0 ? nil : all[i]
    }

    /// The kind of an ASCII code, or nil when it is not a one-letter type: one load, for code
    /// that only needs to know whether a number is signed, unsigned, floating or boolean.
    @inlinable @inline(__always)
    public static func kind(of code: UInt8) -> Kind? { HostABI.codes.kind(code) }

    /// The C type of an ASCII code (`ScalarTypeCode.cType`), or nil when it is not a
    /// one-letter type: one load, for a typed call or read chosen per call.
    @inlinable @inline(__always)
    public static func cType(of code: UInt8) -> CType? { HostABI.codes.cType(code) }

    /// `cType(of:)` of a character.
    @inlinable @inline(__always)
    public static func cType(of code: Character) -> CType? { code.asciiValue.flatMap { cType(of: $0) } }

    /// The row of a character, or nil.
    public static func of(_ code: Character) -> ScalarTypeCode? {
        guard let a = code.asciiValue else { return nil }
        return of(a)
    }

    /// The NSNumber code of a C integer of `size` bytes and the given signedness — the first
    /// row that fits, so `c s i q` and `C S I Q` (not the 32-bit `l` / `L`); nil for another
    /// size. What a Swift integer type is boxed as.
    public static func integer(size: Int, signed: Bool) -> ScalarTypeCode? {
        let kind: Kind = signed ? .signedInteger : .unsignedInteger
        return numberRows.first { $0.kind == kind && $0.size == size }
    }

    /// The NSNumber code of a floating-point number of `size` bytes (`f`, `d`), or nil.
    public static func floatingPoint(size: Int) -> ScalarTypeCode? {
        numberRows.first { $0.kind == .floatingPoint && $0.size == size }
    }

    /// The rows an NSNumber can hold, in table order.
    private static let numberRows = all.filter(\.isNumber)

    /// The row of the first code of a type encoding, method-type qualifiers and the atomic
    /// prefix (`A`, which changes no scalar's value) skipped: `r^v` has none, `Vv` is `v`,
    /// `Aq` is `q`, `@"NSString"` is `@`. What a caller needs that boxes or moves a value by
    /// its code (KVC, a setter override).
    public static func leading(_ encoding: some StringProtocol) -> ScalarTypeCode? {
        for b in encoding.utf8 where !(ObjCType.Qualifier.isQualifier(b) || b == ObjCType.atomicPrefix) {
            return of(b)
        }
        return nil
    }
}

extension ObjCType {
    /// The table row of a one-letter type (`.longLong` → `q`), or nil for a compound one.
    /// `.object` answers only without a class name or protocols (`@`). The switch only says
    /// which row; the facts are the row's.
    @inline(__always)
    public var scalarCode: ScalarTypeCode? {
        switch self {
        case .char: return .char
        case .unsignedChar: return .unsignedChar
        case .short: return .short
        case .unsignedShort: return .unsignedShort
        case .int: return .int
        case .unsignedInt: return .unsignedInt
        case .long: return .long
        case .unsignedLong: return .unsignedLong
        case .longLong: return .longLong
        case .unsignedLongLong: return .unsignedLongLong
        case .int128: return .int128
        case .unsignedInt128: return .unsignedInt128
        case .float: return .float
        case .double: return .double
        case .longDouble: return .longDouble
        case .bool: return .bool
        case .void: return .void
        case .cString: return .cString
        case .object(nil, let protocols): return protocols.isEmpty ? .object : nil
        case .classObject: return .classObject
        case .selector: return .selector
        case .unknown: return .unknown
        default: return nil
        }
    }

    /// Every one-letter type, in table order (a list of names: the rows are the facts).
    static let oneLetterTypes: [ObjCType] = [
        .char, .unsignedChar, .short, .unsignedShort, .int, .unsignedInt, .long, .unsignedLong,
        .longLong, .unsignedLongLong, .int128, .unsignedInt128, .float, .double, .longDouble, .bool,
        .void, .cString, .object(className: nil, protocols: []), .classObject, .selector, .unknown,
    ]

    /// `BOOL` on the host, as on Apple platforms: `signed char` (`c`) on x86-64, `_Bool`
    /// (`B`) on arm64. (The C layers' `RT_BOOL_ENC`, `rt_types.h`, says the same by
    /// preprocessor.)
    #if arch(arm64)
    public static let objCBool: ObjCType = .bool
    #else
    public static let objCBool: ObjCType = .char
    #endif

    /// The prefix of `_Atomic T` (`AT`). Not a qualifier in the grammar (it changes layout),
    /// but skipped like one by code that only needs the value's scalar code.
    public static let atomicPrefix = UInt8(ascii: "A")
    /// The prefix of `_Complex T` (`jT`).
    public static let complexPrefix = UInt8(ascii: "j")
}

extension ObjCType.Qualifier {
    /// Every qualifier's code in declaration order — `rnNoORV`, the one qualifier alphabet
    /// (the C twin's `RT_TYPE_QUALIFIERS`).
    public static let codes: String = String(allCases.map(\.rawValue))

    /// Whether an ASCII byte is a method-type qualifier code. A table lookup.
    @inline(__always)
    public static func isQualifier(_ byte: UInt8) -> Bool { HostABI.isQualifierCode(byte) }
}

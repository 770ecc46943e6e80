import ObjCEncoding

/// The property types a generated accessor can carry, one per type code, each with the exact
/// C width of its IMP (GVUserDefaults' `longLongGetter`, `boolSetter`, … — one IMP per code).
public enum AccessorType: String, Sendable, CaseIterable {
    /// `c`: `char`, which is `BOOL` on x86-64. Stored as a plist boolean for 0 and 1 (so a
    /// `BOOL` is `<true/>` on disk), as an integer otherwise, so every `char` round-trips.
    case char = "c"
    /// `C`: `unsigned char`.
    case unsignedChar = "C"
    /// `B`: `bool` / `_Bool` (`BOOL` on arm64).
    case bool = "B"
    /// `s`: `short`.
    case short = "s"
    /// `S`: `unsigned short`.
    case unsignedShort = "S"
    /// `i`: `int`.
    case int = "i"
    /// `I`: `unsigned int`.
    case unsignedInt = "I"
    /// `l`: a 32-bit `long` (clang writes `q` for `long` on LP64).
    case long = "l"
    /// `L`: a 32-bit `unsigned long`.
    case unsignedLong = "L"
    /// `q`: `long long`, and `long` / `NSInteger` on LP64.
    case longLong = "q"
    /// `Q`: stored as an unsigned plist integer, so values above `Int64.max` round-trip.
    case unsignedLongLong = "Q"
    /// `f`: `float`, stored as a plist real (exact: every float is a double).
    case float = "f"
    /// `d`: `double`.
    case double = "d"
    /// `@`: an object, converted to and from a property-list value; setting nil removes the key.
    case object = "@"

    /// The accessor type of a property type, or nil when no accessor can carry it (structs,
    /// pointers, C strings, `#`, `:`, `long double`, unions, arrays, bitfields, blocks…).
    public init?(_ type: ObjCType) {
        switch type {
        case .qualified(_, let inner): self.init(inner)
        // Any object (`@"NSString"` too); otherwise a one-letter type whose code is a case.
        case .object: self = .object
        default:
            guard let row = type.scalarCode else { return nil }
            self.init(rawValue: String(row.character))
        }
    }

    /// The getter's method type string, `<code>@:` as GVUserDefaults passes to `class_addMethod`.
    public var getterTypes: String { rawValue + "@:" }
    /// The setter's method type string, `v@:<code>`.
    public var setterTypes: String { "v@:" + rawValue }

    /// The name of the IMP pair, after GVUserDefaults' functions.
    public var impName: String {
        switch self {
        case .char: return "charGetter / charSetter (BOOL on x86-64)"
        case .unsignedChar: return "unsignedCharGetter / unsignedCharSetter"
        case .bool: return "boolGetter / boolSetter"
        case .short: return "shortGetter / shortSetter"
        case .unsignedShort: return "unsignedShortGetter / unsignedShortSetter"
        case .int: return "intGetter / intSetter"
        case .unsignedInt: return "unsignedIntGetter / unsignedIntSetter"
        case .long: return "longGetter / longSetter"
        case .unsignedLong: return "unsignedLongGetter / unsignedLongSetter"
        case .longLong: return "longLongGetter / longLongSetter"
        case .unsignedLongLong: return "unsignedLongLongGetter / unsignedLongLongSetter"
        case .float: return "floatGetter / floatSetter"
        case .double: return "doubleGetter / doubleSetter"
        case .object: return "objectGetter / objectSetter"
        }
    }
}

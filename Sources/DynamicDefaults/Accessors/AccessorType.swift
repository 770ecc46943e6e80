import ObjCEncoding

/// The property types a generated accessor can carry: the rows of the type-code table whose
/// C type has a forwarding getter and setter IMP of that exact type in the runtime's typed-IMP
/// facility (`TypedIMP`; after GVUserDefaults' `longLongGetter`, `boolSetter`, …) — the integers up to 64 bits,
/// `_Bool`, `float`, `double` and objects: `c C B s S i I l L q Q f d @`.
///
/// How each is stored: `c` (`char`, `BOOL` on x86-64) as a plist boolean for 0 and 1 (so a
/// `BOOL` is `<true/>` on disk) and as an integer otherwise, so every `char` round-trips;
/// `Q` as an unsigned plist integer, so values above `Int64.max` round-trip; `f` and `d` as
/// reals (a float exactly: every float is a double); `@` as the object's property-list value,
/// nil removing the key; every other integer as a plist integer.
public struct AccessorType: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The property type's row in the type-code table.
    public let code: ScalarTypeCode
    /// The C type the IMPs take and return, from the row: `l` is a 32-bit `long`, so its
    /// accessors are the `int` ones.
    let value: Value

    /// The C types an IMP pair exists for: the part of `ScalarTypeCode.CType` an accessor
    /// carries.
    enum Value: Hashable, Sendable {
        case int8, uint8, bool, int16, uint16, int32, uint32, int64, uint64, float, double, object
    }

    /// Every accessor type, in table order.
    public static let allCases: [AccessorType] = ScalarTypeCode.all.compactMap(AccessorType.init(row:))

    /// The accessor type of a table row, or nil when no IMP pair takes its C type.
    init?(row: ScalarTypeCode) {
        let value: Value
        switch row.cType {
        case .int8: value = .int8
        case .uint8: value = .uint8
        case .bool: value = .bool
        case .int16: value = .int16
        case .uint16: value = .uint16
        case .int32: value = .int32
        case .uint32: value = .uint32
        case .int64: value = .int64
        case .uint64: value = .uint64
        case .float: value = .float
        case .double: value = .double
        case .object: value = .object
        case .int128, .uint128, .longDouble, .void, .classObject, .selector, .cString, .unknown: return nil
        }
        self.code = row
        self.value = value
    }

    /// The accessor type of a property type, or nil when no accessor can carry it (structs,
    /// pointers, C strings, `#`, `:`, `long double`, unions, arrays, bitfields, blocks…).
    public init?(_ type: ObjCType) {
        switch type {
        case .qualified(_, let inner): self.init(inner)
        // Any object (`@"NSString"` too); otherwise a one-letter type with an IMP pair.
        case .object: self.init(row: .object)
        default:
            guard let row = type.scalarCode else { return nil }
            self.init(row: row)
        }
    }

    /// The getter's method type string, `<code>@:` as GVUserDefaults passes to `class_addMethod`.
    public var getterTypes: String { String(code.character) + "@:" }
    /// The setter's method type string, `v@:<code>`.
    public var setterTypes: String { "v@:" + String(code.character) }

    /// The names of the IMP pair (`longLongGetter / longLongSetter`), after GVUserDefaults'
    /// functions, with a note on the type that is `BOOL` on this host.
    public var impName: String {
        let names = AccessorIMPs.imps(for: self).names
        return code == ObjCType.objCBool.scalarCode ? names + " (BOOL on this host)" : names
    }

    /// The type code (`q`).
    public var description: String { String(code.character) }
}

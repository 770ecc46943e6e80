/// The architecture whose ABI the front-end reproduces (sizes, alignments, `BOOL`).
public enum TargetABI: String, Sendable, Hashable, CaseIterable {
    /// x86-64 macOS / Linux: `BOOL` is `signed char`, `long double` is 80-bit in 16 bytes.
    case x86_64
    /// arm64 macOS: `BOOL` is `bool`, `long double` is `double`.
    case arm64

    /// The machine this code runs on.
    public static var host: TargetABI {
        #if arch(arm64)
        return .arm64
        #else
        return .x86_64
        #endif
    }
}

/// The C arithmetic types, as clang distinguishes them for encodings.
package enum CBuiltin: String, Sendable, Hashable {
    /// The character and short / int types (`c c C s S i I`).
    case char, signedChar, unsignedChar, short, unsignedShort, int, unsignedInt
    /// The long and 128-bit integers (`q Q q Q t T` on LP64).
    case long, unsignedLong, longLong, unsignedLongLong, int128, unsignedInt128
    /// Floating point (`f d D`) and `_Bool` (`B`).
    case float, double, longDouble, bool

    /// True for the integer types (including `bool`), which method frames widen to `int`.
    package var isInteger: Bool {
        switch self {
        case .float, .double, .longDouble: return false
        default: return true
        }
    }

    /// True for the three character types (`char *` encodes as `*` for each).
    package var isCharacter: Bool { self == .char || self == .signedChar || self == .unsignedChar }
}

/// An Objective-C object pointer type: `id`, `id<P>`, `NSString *`, `NSObject<P> *`.
package struct ObjCObjectType: Sendable, Hashable {
    /// The class named, or nil for `id` / `instancetype`.
    package var className: String?
    /// The protocols in `<…>` qualifiers, in source order.
    package var protocols: [String]
    /// Lightweight-generic type arguments (`NSArray<Book *>` → `Book *`), in source order.
    /// clang drops them from every encoding and attribute string, and so does the encoder;
    /// they are kept for tools that want the element types (model mapping).
    package var typeArguments: [CType]

    /// Creates an object type.
    package init(className: String?, protocols: [String] = [], typeArguments: [CType] = []) {
        self.className = className
        self.protocols = protocols
        self.typeArguments = typeArguments
    }

    /// Each type argument as a name: its class (`Book`), or `id` for `id` / `id<P>`; nil for
    /// an argument that is not an object type.
    package var typeArgumentNames: [String?] {
        typeArguments.map { argument in
            guard case .object(let o) = argument.kind else { return nil }
            return o.className ?? "id"
        }
    }
}

/// A function signature (the pointee of a function pointer, or a block's signature).
package struct CFunctionType: Sendable, Hashable {
    /// The return type.
    package var result: CType
    /// The parameter types (empty for `(void)` and `()`).
    package var parameters: [CType]
    /// True when the parameter list ends in `...`.
    package var isVariadic: Bool
}

/// Objective-C ARC ownership written on a type (`__weak id`), which a property inherits.
package enum ObjCOwnership: String, Sendable, Hashable {
    /// `__strong`, `__weak`, `__unsafe_unretained`, `__autoreleasing`.
    case strong, weak, unsafeUnretained, autoreleasing
}

/// A C / Objective-C type as the front-end models it: the type's shape plus the sugar that
/// changes encodings (`const`, and the typedef name the type was spelled with).
package struct CType: Sendable, Hashable {
    /// The type's shape.
    package indirect enum Kind: Sendable, Hashable {
        /// `void`.
        case void
        /// An arithmetic type.
        case builtin(CBuiltin)
        /// `_Complex float` etc.
        case complex(CBuiltin)
        /// A C pointer to the given type.
        case pointer(CType)
        /// `T[n]`; nil count for `T[]`.
        case array(CType, count: Int?)
        /// A struct or union, by its index in the header's `TypeTable`.
        case record(Int)
        /// An enum, by its index in the header's `TypeTable`.
        case enumeration(Int)
        /// A function type (only behind a pointer, or as a parameter that decays).
        case function(CFunctionType)
        /// A block pointer `R (^)(P…)`.
        case block(CFunctionType)
        /// An object pointer (`id`, `NSString *`).
        case object(ObjCObjectType)
        /// `Class` (and `Class<P>`).
        case classType
        /// `SEL`.
        case selector
        /// A vector of `count` arithmetic elements (`ext_vector_type`, `vector_size`), which
        /// clang encodes as nothing at all.
        case vector(CBuiltin, count: Int)
    }

    /// The shape.
    package var kind: Kind
    /// `const` on this type itself (`char *const` has it on the pointer).
    package var isConst: Bool = false
    /// The typedef this type was spelled through, if any (clang treats a `const` typedef'd
    /// pointer differently from a spelled-out one).
    package var typedefName: String?
    /// ARC ownership written on the type.
    package var ownership: ObjCOwnership?

    /// Creates a type.
    package init(_ kind: Kind, isConst: Bool = false, typedefName: String? = nil) {
        self.kind = kind
        self.isConst = isConst
        self.typedefName = typedefName
    }

    static let void = CType(.void)
    static let id = CType(.object(ObjCObjectType(className: nil)))

    /// True for the types ARC manages: object pointers, blocks and `Class`.
    package var isRetainable: Bool {
        switch kind {
        case .object, .block, .classType: return true
        default: return false
        }
    }

    /// True for block pointers.
    package var isBlock: Bool {
        if case .block = kind { return true }
        return false
    }

    /// The same type without sugar (typedef name) and without `const` on the top level.
    var unqualified: CType {
        var t = self
        t.isConst = false
        t.typedefName = nil
        t.ownership = nil
        return t
    }
}

/// One field of a struct or union (`int x : 3;` has `bitWidth` 3; unnamed bitfields have no name).
package struct CField: Sendable, Hashable {
    /// The field name, or nil for an unnamed bitfield.
    package var name: String?
    /// The declared type.
    package var type: CType
    /// The width for a bitfield, nil for an ordinary field.
    package var bitWidth: Int?
    /// `__attribute__((packed))` on the field: it is placed at the next byte (bit, for a
    /// bitfield) whatever its type's alignment.
    package var isPacked = false
    /// The largest `__attribute__((aligned(N)))` / `_Alignas(N)` written on the field, in
    /// bytes. It can raise the field's alignment, never lower it.
    package var alignment: Int?
}

/// A struct or union declaration.
package struct CRecord: Sendable, Hashable {
    /// The tag (`CGRect` in `struct CGRect`), nil when anonymous.
    package var tag: String?
    /// True for a union.
    package var isUnion: Bool
    /// The fields, nil while the record is only forward-declared.
    package var fields: [CField]?
    /// `__attribute__((packed))` on the record: every field is packed.
    package var isPacked = false
    /// The largest `__attribute__((aligned(N)))` on the record, in bytes: its alignment is at
    /// least this.
    package var alignment: Int?
    /// The `#pragma pack(N)` in effect where the record was defined: no field is aligned
    /// more than this, not even one with an `aligned` attribute.
    package var maxFieldAlignment: Int?
}

/// An enum declaration and the integer type clang gives it.
package struct CEnum: Sendable, Hashable {
    /// The tag, nil when anonymous.
    package var tag: String?
    /// The fixed or deduced underlying integer type.
    package var underlying: CBuiltin
    /// True when the underlying type is written (`enum E : uint8_t`, `NS_ENUM`). clang
    /// encodes every other enum as `i`, whatever its size.
    package var isFixed: Bool = false
    /// False for `enum E;` before its enumerators (or a fixed type) are given: an incomplete
    /// type, which no field may have.
    package var isComplete: Bool = true
}

/// One Objective-C type encoding, as a tree: what clang's `@encode` writes, read back.
///
/// Both dialects share this tree. They differ only in bitfields: Apple writes `b3` (bit
/// count only), the GNU runtime writes `b<bit offset><base type><bits>` (`b128i3`). The
/// printer (`encoding`) writes each bitfield back in the form it was read, so parsing then
/// printing any string clang produces gives the same string.
///
/// Grammar, layout rules and the Apple / GNU differences: Docs/TypeEncodings.md.
public indirect enum ObjCType: Hashable, Sendable {
    /// `c` — `char` (also `BOOL` on x86-64 Apple platforms).
    case char
    /// `C` — `unsigned char`.
    case unsignedChar
    /// `s` — `short`.
    case short
    /// `S` — `unsigned short`.
    case unsignedShort
    /// `i` — `int`.
    case int
    /// `I` — `unsigned int`.
    case unsignedInt
    /// `l` — a 32-bit `long`. clang writes `l` only where `long` is 32 bits; on LP64 it writes `q`.
    case long
    /// `L` — a 32-bit `unsigned long`.
    case unsignedLong
    /// `q` — `long long` (and `long` on LP64).
    case longLong
    /// `Q` — `unsigned long long` (and `unsigned long` on LP64).
    case unsignedLongLong
    /// `t` — `__int128`.
    case int128
    /// `T` — `unsigned __int128`.
    case unsignedInt128
    /// `f` — `float`.
    case float
    /// `d` — `double`.
    case double
    /// `D` — `long double`.
    case longDouble
    /// `B` — `_Bool` / C++ `bool`.
    case bool
    /// `v` — `void`.
    case void
    /// `*` — `char *` (a C string).
    case cString
    /// `@`, `@"NSString"`, `@"<P>"`, `@"NSObject<P1><P2>"` — an object pointer.
    ///
    /// `className` is nil when the encoding has no quoted part or the quoted part names only
    /// protocols; `@""` keeps an empty class name so it prints back unchanged.
    case object(className: String?, protocols: [String])
    /// `@?` or the extended `@?<v@?i>` — a block pointer. `signature` is the text between
    /// `<` and `>` (already checked to be a valid sequence of types), or nil.
    case block(signature: String?)
    /// `#` — a `Class`.
    case classObject
    /// `:` — a `SEL`.
    case selector
    /// `?` — a type the encoding cannot express (a function type; `^?` is a function pointer).
    case unknown
    /// `^T` — a pointer.
    case pointer(ObjCType)
    /// `[12T]` — a C array.
    case array(count: Int, element: ObjCType)
    /// `{name=…}` — a struct. `name` is nil for `?` (anonymous); `fields` is nil for the
    /// opaque form `{name}` that clang writes behind a second level of pointers.
    case structure(name: String?, fields: [Field]?)
    /// `(name=…)` — a union, with the same conventions as `structure`.
    case union(name: String?, fields: [Field]?)
    /// A bitfield. Apple: `b3` — `bits` only (`offset` and `base` nil). GNU:
    /// `b<offset><base><bits>` — the bit offset within the enclosing struct and the
    /// declared integer type, which the GNU runtime needs for layout.
    case bitfield(bits: Int, offset: Int?, base: ObjCType?)
    /// `jT` — `_Complex T`.
    case complex(ObjCType)
    /// `AT` — `_Atomic T`.
    case atomic(ObjCType)
    /// A type preceded by method-type qualifiers (`r` const, `n` in, `N` inout, `o` out,
    /// `O` bycopy, `R` byref, `V` oneway). The qualifiers keep their written order.
    case qualified([Qualifier], ObjCType)

    /// One member of a struct or union. `name` is set in ivar-style encodings
    /// (`{S="x"i"y"f}`) and nil in `@encode` output.
    public struct Field: Hashable, Sendable {
        /// The member's name, as written between quotes, or nil.
        public var name: String?
        /// The member's type.
        public var type: ObjCType

        /// A member with an optional name.
        public init(name: String? = nil, type: ObjCType) {
            self.name = name
            self.type = type
        }
    }

    /// A method-type qualifier, written before the type it qualifies.
    public enum Qualifier: Character, Hashable, Sendable, CaseIterable {
        /// `r` — `const`.
        case const = "r"
        /// `n` — `in`.
        case `in` = "n"
        /// `N` — `inout`.
        case `inout` = "N"
        /// `o` — `out`.
        case out = "o"
        /// `O` — `bycopy`.
        case bycopy = "O"
        /// `R` — `byref`.
        case byref = "R"
        /// `V` — `oneway`.
        case oneway = "V"
    }

    /// Which bitfield form a parser accepts.
    public enum Dialect: Sendable, Hashable {
        /// Apple's `b<bits>` and GNU's `b<offset><type><bits>`, told apart by their shape.
        case automatic
        /// Only `b<bits>`.
        case apple
        /// Only `b<offset><type><bits>`.
        case gnu
    }

    /// The nesting limit every parser enforces: deeper input is an `EncodingError.Kind.tooDeep`
    /// error rather than a stack overflow. Each `^`, `[`, `{`, `(`, `j`, `A`, qualifier run
    /// and block signature counts as one level.
    public static let maximumNestingDepth = 256
}

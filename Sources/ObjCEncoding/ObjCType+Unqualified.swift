/// The one answer to "which type does this value have, prefixes aside": a type without its
/// method-type qualifiers (`r n N o O R V`) and without the `_Atomic` prefix (`A`).
///
/// Why `A` goes too: clang writes `A` before the value type wherever `_Atomic` is spelled
/// (`@encode(_Atomic int)` is `Ai`, a property's type `TAi`, a method's `Ai24@0:8Ad16`), and
/// for every one-letter type `_Atomic T` has `T`'s size and alignment (clang's `sizeof` and
/// `_Alignof` agree on x86-64 and arm64), so the value is passed, read and boxed as a `T`.
/// libobjc2's `objc_skip_type_qualifiers` skips the same eight letters, and so does the C
/// twin (`rt_type_unqualified`, `rt_type_codes.h`). Only an aggregate's layout can differ
/// (`_Atomic struct { char c[3]; }` is 4 bytes, and clang writes it `A{?}` with no fields),
/// which is why layout (`ObjCType.layout`) keeps `.atomic` and nothing that measures a
/// struct should measure the unqualified one instead.
extension ObjCType {
    /// Whether `byte` is skipped in front of a value's type: a method-type qualifier or the
    /// atomic prefix. A table lookup and a compare.
    @inline(__always)
    public static func isSkippedPrefix(_ byte: UInt8) -> Bool {
        Qualifier.isQualifier(byte) || byte == atomicPrefix
    }

    /// The type with every leading `.qualified` and `.atomic` layer removed, however they
    /// nest (`rAi`, `Ari`, `NAr@` …): what a value of the type is.
    public var unqualified: ObjCType {
        var type = self
        while true {
            switch type {
            case .qualified(_, let inner), .atomic(let inner): type = inner
            default: return type
            }
        }
    }

    /// Whether one of the layers `unqualified` drops is `_Atomic`: what the few rules that
    /// tell `_Atomic T` from `T` ask (clang widens a `char` argument's frame bytes to an
    /// `int`'s, but not an `_Atomic char`'s).
    public var isAtomic: Bool {
        var type = self
        while true {
            switch type {
            case .atomic: return true
            case .qualified(_, let inner): type = inner
            default: return false
            }
        }
    }

    /// `encoding` after its leading qualifiers and atomic prefixes (`rnAq` → `q`,
    /// `Vv` → `v`, `r^v` → `^v`): the text form of `unqualified`, for code that reads a
    /// type encoding by its first code without parsing it.
    public static func unqualified<S: StringProtocol>(_ encoding: S) -> S.SubSequence {
        let utf8 = encoding.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex, isSkippedPrefix(utf8[i]) { utf8.formIndex(after: &i) }
        return encoding[i...]
    }
}

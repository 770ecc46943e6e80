internal import CRuntimeCore

/// How an object ivar holds its value.
public enum IvarOwnership: Sendable, Equatable {
    /// Retained on write, released on overwrite and at dealloc.
    case strong
    /// A zeroing weak reference.
    case weak
    /// A plain pointer (`__unsafe_unretained`, `assign`).
    case unretained

    var cValue: rt_ivar_ownership {
        switch self {
        case .strong: return RT_IVAR_STRONG
        case .weak: return RT_IVAR_WEAK
        case .unretained: return RT_IVAR_UNRETAINED
        }
    }

    init(_ c: rt_ivar_ownership) {
        switch c {
        case RT_IVAR_WEAK: self = .weak
        case RT_IVAR_UNRETAINED: self = .unretained
        default: self = .strong
        }
    }
}

/// Cocoa's ownership families of method names (clang's `ObjCMethodFamily`, objc4's and ARC's
/// naming convention): a method of the `alloc`, `copy`, `mutableCopy`, `new` or `init` family
/// returns an object its caller owns (+1). The family comes from the selector's first word,
/// so it is known from the name alone; clang then drops it for a method that does not return
/// an object pointer (a block, a number), which callers check with ``ObjCType``.
///
/// The runtime's C twin is `compute_family` in `CSupport/RuntimeCore/selector.c`; the two read
/// a name the same way.
public enum MethodFamily: String, Sendable, CaseIterable {
    case alloc, copy, mutableCopy, new
    case `init`

    /// The family of a selector name, or nil when it has none. After any leading underscores
    /// the name must begin with the family's word, followed by the end of the first selector
    /// piece or a character that is not a lowercase ASCII letter: `copy`, `copyValue`,
    /// `new_x`, `copy2` and `_newItem` are in a family; `copying`, `newer` and `allocator` are
    /// not.
    public init?(selector: String) {
        let name = selector.utf8.drop { $0 == UInt8(ascii: "_") }
        for family in Self.allCases {
            let word = family.rawValue.utf8
            guard name.starts(with: word) else { continue }
            let next = name.dropFirst(word.count).first
            if let next, next >= UInt8(ascii: "a"), next <= UInt8(ascii: "z") { continue }
            self = family
            return
        }
        return nil
    }

    /// Whether clang's rule on synthesized properties covers the family: a getter in it would
    /// be expected to return a retained object, which a synthesized getter never does
    /// (`init` is left to clang's separate rule on init methods' result types).
    public var forbidsSynthesizedGetter: Bool { self != .`init` }
}

internal import CRuntimeCore

/// An interned selector: equal names give the same pointer, so equality and hashing are
/// pointer operations.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The runtime pointer, stored untyped so that inlinable code (the generic send) can
    /// read it; `raw` is the same pointer as the C runtime's `SEL`.
    @usableFromInline let address: UnsafeRawPointer

    var raw: SEL { address.assumingMemoryBound(to: rt_selector.self) }

    init(raw: SEL) { address = UnsafeRawPointer(raw) }

    /// Interns `name` (thread-safe; cheap when the name is already interned).
    // `borrowing`: an initializer's parameters are otherwise taken +1, so every call would
    // retain and release the string (two atomic operations, 7 % of an interning).
    public init(_ name: borrowing String) {
        // The string's own UTF-8 bytes when it has contiguous storage (native strings do):
        // no copy, no NUL needed. The implicit String → char * conversion would allocate.
        let interned = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.withMemoryRebound(to: CChar.self) { rt_sel_registerNameWithLength($0.baseAddress, $0.count) }
        }
        if let found = interned ?? nil {
            address = UnsafeRawPointer(found)
        } else if let other = name.withCString({ rt_sel_registerName($0) }) {
            // Bridged or empty strings, and names with an embedded NUL (cut there, as C sees them).
            address = UnsafeRawPointer(other)
        } else {
            fatalError("out of memory interning selector '\(name)'")
        }
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// Low level: a selector from its runtime pointer (e.g. the `_cmd` argument of an IMP).
    public init(rawValue: UnsafeRawPointer) {
        address = rawValue
    }

    /// Low level: the runtime pointer, to pass as the `SEL` argument of an IMP.
    public var rawValue: UnsafeRawPointer { address }

    /// The selector's name.
    public var name: String { String(cString: rt_sel_getName(raw)) }

    public var description: String { name }

    /// Whether `name` was ever interned, without interning it.
    public static func existing(_ name: String) -> Selector? {
        name.withCString { rt_sel_lookupExisting($0) }.map(Selector.init(raw:))
    }

    /// How many selectors are interned.
    package static var registeredCount: Int { Int(rt_sel_count()) }

    /// Cocoa's ownership family of the name (alloc / new / copy / mutableCopy / init return
    /// a retained object).
    var family: UInt32 { rt_sel_getFamily(raw) }
    /// Whether a method of this name returns an object the caller owns (+1): the alloc / new
    /// / copy / mutableCopy / init families of Cocoa's naming convention.
    public var returnsRetained: Bool { family != UInt32(RT_SEL_FAMILY_NONE) }
    var isInitFamily: Bool { family == UInt32(RT_SEL_FAMILY_INIT) }
}

/// Why an encoding, method signature or property attribute string could not be read.
///
/// `offset` is the index of the offending byte in the input's UTF-8 bytes (the input's length
/// when the input ended too early), so a tool can point at it.
public struct EncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of problem.
    public enum Kind: String, Sendable, Hashable {
        /// The input ended inside a type (`{S=i`, `^`, `[3`, `@"NSStr`).
        case truncated
        /// A byte that starts no type (`Z`, `!`), or an unknown attribute letter.
        case unknownCode
        /// A closing bracket or quote that does not match (`{S=i)`, `[3i}`).
        case unbalanced
        /// A number that is missing or malformed where one is required (`[i]`, `b`).
        case badNumber
        /// A number, or a size computed from numbers, that does not fit in `Int`.
        case overflow
        /// Nesting deeper than `ObjCType.maximumNestingDepth`.
        case tooDeep
        /// Bytes after a complete encoding (`ii`, `i}`).
        case trailingGarbage
        /// Something allowed by the lexer but not in that place (an empty input, a
        /// duplicated attribute, a bitfield of the other dialect when one was required).
        case invalid
    }

    /// The class of problem.
    public var kind: Kind
    /// The UTF-8 byte offset at which the problem was found.
    public var offset: Int
    /// A sentence a user can act on.
    public var message: String

    /// Makes an error.
    public init(_ kind: Kind, at offset: Int, _ message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// `message (at offset N)`.
    public var description: String { "\(message) (at offset \(offset))" }
}

/// Why bytes could not be read as a property list. Every case carries the byte offset where
/// reading stopped, so a user can look at the file at that place.
public struct PlistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The format being read when the error happened.
    public enum Format: String, Sendable {
        /// Apple's XML format.
        case xml = "XML"
        /// `bplist00`.
        case binary = "binary"
        /// The old-style text format.
        case openStep = "old-style (OpenStep)"
        /// Not known, or not a format question (a domain whose top level is not a dictionary).
        case unknown = "unknown"
    }

    /// The format being read.
    public let format: Format
    /// Byte offset into the input where the problem was found.
    public let offset: Int
    /// What was wrong, in words a user can act on.
    public let message: String

    /// An error in `format` at byte `offset`.
    public init(_ format: Format, offset: Int, _ message: String) {
        self.format = format
        self.offset = offset
        self.message = message
    }

    public var description: String {
        "\(format.rawValue) property list: \(message) (at byte \(offset))"
    }
}

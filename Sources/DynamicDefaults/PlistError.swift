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

/// Errors of the defaults store. Each message names what to fix.
public enum DefaultsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A value that is not a property-list value was given to the store; nothing was changed.
    case notPropertyList(String, key: String)
    /// The suite name cannot be used (the global domain, or a name that is not a file name).
    case invalidSuiteName(String, reason: String)
    /// A domain name cannot be used as a file name.
    case invalidDomainName(String, reason: String)
    /// A defaults file exists but its bytes are not a property list (or not a dictionary).
    case corruptFile(path: String, PlistError)
    /// A file operation failed; `errno` is the C error number.
    case io(path: String, operation: String, errno: Int32)

    public var description: String {
        switch self {
        case .notPropertyList(let what, let key):
            return "Attempt to insert non-property list object \(what) for key \(key)"
        case .invalidSuiteName(let name, let reason):
            return "cannot use '\(name)' as a suite name: \(reason)"
        case .invalidDomainName(let name, let reason):
            return "cannot use '\(name)' as a defaults domain: \(reason)"
        case .corruptFile(let path, let e):
            return "the defaults file \(path) is not a readable property list: \(e)"
        case .io(let path, let op, let code):
            return "\(op) \(path) failed: \(errnoDescription(code))"
        }
    }
}

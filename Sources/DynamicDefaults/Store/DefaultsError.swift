import PropertyLists

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
            // The same sentence as a property-list file's I/O error.
            return PlistFileError.io(path: path, operation: op, errno: code).description
        }
    }

    /// The store's form of a property-list file error: the same path, operation and cause.
    init(_ error: PlistFileError) {
        switch error {
        case .io(let path, let op, let code): self = .io(path: path, operation: op, errno: code)
        case .notPropertyList(let path, let e): self = .corruptFile(path: path, e)
        }
    }
}

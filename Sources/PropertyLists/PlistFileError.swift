/// Why a property-list file could not be read or written. Each message names the file.
public enum PlistFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file operation failed; `errno` is the C error number (`ENOENT` for a missing file).
    case io(path: String, operation: String, errno: Int32)
    /// The file was read, but its bytes are not a property list.
    case notPropertyList(path: String, PlistError)

    public var description: String {
        switch self {
        case .io(let path, let op, let code):
            return "\(op) \(path) failed: \(errnoDescription(code))"
        case .notPropertyList(let path, let e):
            return "\(path) is not a readable property list: \(e)"
        }
    }
}

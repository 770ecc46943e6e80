/// Why JSON text could not be read.
public enum JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON: what was wrong and the byte offset where the reader saw it.
    case invalid(message: String, offset: Int)
    /// Arrays and objects nest deeper than ``JSONValue/nestingLimit``.
    case nestingTooDeep(limit: Int)
    /// The builder could not make a value (only a builder of runtime objects can run out).
    case outOfMemory

    public var description: String {
        switch self {
        case .invalid(let message, let offset): return "invalid JSON at byte \(offset): \(message)"
        case .nestingTooDeep(let limit): return "JSON nests deeper than \(limit) levels"
        case .outOfMemory: return "out of memory reading JSON"
        }
    }
}

// The escaping is ModelMapping's, so every JSON the project prints escapes alike.
import ModelMapping

/// A minimal JSON writer for the CLI's one-object-per-line output. Keys keep their order,
/// so the output reads in the order the contract lists them.
indirect enum JSONLine: CustomStringConvertible, Sendable {
    case string(String)
    case number(Double)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONLine])
    case object([(String, JSONLine)])

    var description: String {
        switch self {
        case .string(let s): return JSONText.quoted(s)
        case .number(let d):
            if d.isNaN || d.isInfinite { return "null" }
            if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
            return String(d)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let xs): return "[" + xs.map(\.description).joined(separator: ",") + "]"
        case .object(let kvs):
            return "{" + kvs.map { JSONText.quoted($0.0) + ":" + $0.1.description }.joined(separator: ",") + "}"
        }
    }
}

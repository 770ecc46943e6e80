/// A JSON value, objects in their keys' order: what the JSON module reads
/// (``init(parsing:)``) and writes (``text(pretty:)``), and what MiniObjC's tools print, one
/// object per line (`objcrt encoding --json`, `declare --json`, `bench --json`) — so a tool's
/// report is the value it prints, with no second tree to copy it into.
///
/// Numbers keep their kind: ``int(_:)`` for integers, ``unsigned(_:)`` only above `Int.max`
/// (the reader never makes one that fits `int`), ``double(_:)`` for the rest. Equality is
/// structural and ordered: `{"a":1,"b":2}` is not `{"b":2,"a":1}`, as their texts differ.
public enum JSONValue: Hashable, Sendable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// An integer above `Int.max`.
    case unsigned(UInt64)
    /// Any other number. Written in Swift's shortest form; a non-finite double, which JSON
    /// cannot spell, is written as `null`.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members in order (a key may repeat, as in the text it was read from).
    case object([(key: String, value: JSONValue)])

    /// How deep arrays and objects may nest in text that is read.
    public static let nestingLimit = 512

    /// The value of the first member named `key` of an object; nil for a missing key or a
    /// value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A string, or `null` for nil.
    public static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }

    /// An integer, or `null` for nil.
    public static func optional(_ i: Int?) -> JSONValue { i.map(JSONValue.int) ?? .null }

    /// The compact text (``text(pretty:)``), for one line of output.
    public var description: String { text() }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.unsigned(let x), .unsigned(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(1); hasher.combine(b)
        case .int(let i): hasher.combine(2); hasher.combine(i)
        case .unsigned(let u): hasher.combine(3); hasher.combine(u)
        case .double(let d): hasher.combine(4); hasher.combine(d)
        case .string(let s): hasher.combine(5); hasher.combine(s)
        case .array(let a): hasher.combine(6); hasher.combine(a)
        case .object(let members):
            hasher.combine(7)
            hasher.combine(members.count)
            for m in members { hasher.combine(m.key); hasher.combine(m.value) }
        }
    }
}

/// The structured results behind `objcrt encoding`, `objcrt signature` and `objcrt attributes`:
/// one ordered object per input, with the keys of the CLI contract (Docs/CLI.md). They live in
/// the library so tests check exactly what the tools print.
public indirect enum ToolValue: Hashable, Sendable {
    /// A JSON string.
    case string(String)
    /// A JSON integer.
    case int(Int)
    /// `true` / `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// A JSON array.
    case array([ToolValue])
    /// A JSON object; keys keep their order.
    case object([ToolField])

    /// The value under `key` in an object, or nil.
    public subscript(key: String) -> ToolValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// An `Int?` as a number or null.
    static func optional(_ i: Int?) -> ToolValue { i.map(ToolValue.int) ?? .null }
    /// A `String?` as a string or null.
    static func optional(_ s: String?) -> ToolValue { s.map(ToolValue.string) ?? .null }
}

/// One key and its value.
public struct ToolField: Hashable, Sendable {
    /// The JSON key.
    public var key: String
    /// The value.
    public var value: ToolValue

    /// A field.
    public init(_ key: String, _ value: ToolValue) {
        self.key = key
        self.value = value
    }
}

/// What one input line produced: the object to print and whether the input was valid.
public struct ToolReport: Hashable, Sendable {
    /// The object, in the contract's key order.
    public var value: ToolValue
    /// False when the input was invalid (the tool then exits 1).
    public var ok: Bool
    /// A one-line human-readable summary, for output without `--json`.
    public var text: String

    static func failure(_ input: String, _ error: EncodingError) -> ToolReport {
        ToolReport(value: .object([
            ToolField("input", .string(input)), ToolField("ok", .bool(false)),
            ToolField("error", .string(error.message)), ToolField("offset", .int(error.offset)),
        ]), ok: false, text: "\(input): error at offset \(error.offset): \(error.message)")
    }

    /// `objcrt encoding`: `{input, ok, encoding, size, alignment, description}` or
    /// `{input, ok: false, error, offset}`.
    public static func encoding(_ input: String) -> ToolReport {
        let type: ObjCType
        do { type = try ObjCType.parse(input) } catch { return failure(input, error) }
        let layout = type.layout
        let text = "\(type.encoding)  size \(layout.map { String($0.size) } ?? "-")"
            + "  align \(layout.map { String($0.alignment) } ?? "-")  \(type.description)"
        return ToolReport(value: .object([
            ToolField("input", .string(input)), ToolField("ok", .bool(true)),
            ToolField("encoding", .string(type.encoding)),
            ToolField("size", .optional(layout?.size)), ToolField("alignment", .optional(layout?.alignment)),
            ToolField("description", .string(type.description)),
        ]), ok: true, text: text)
    }

    /// `objcrt signature`: `{input, ok, return: {type, size}, arguments: [{type, offset, size}…],
    /// frameSize}` (self and _cmd included), or the failure object.
    public static func signature(_ input: String) -> ToolReport {
        let s: MethodSignature
        do { s = try MethodSignature.parse(input) } catch { return failure(input, error) }
        let ret = s.returnValue
        let args = s.arguments.map { a in
            ToolValue.object([ToolField("type", .string(String(a.encoding))),
                              ToolField("offset", .optional(a.offset)), ToolField("size", .optional(a.size))])
        }
        var text = "returns \(ret.encoding) (size \(ret.size.map(String.init) ?? "-")), "
            + "\(s.numberOfArguments) arguments, frame \(s.frameSize.map(String.init) ?? "-"):"
        for (i, a) in s.arguments.enumerated() {
            text += " [\(i)] \(a.encoding) offset \(a.offset.map(String.init) ?? "-") size \(a.size.map(String.init) ?? "-");"
        }
        return ToolReport(value: .object([
            ToolField("input", .string(input)), ToolField("ok", .bool(true)),
            ToolField("return", .object([ToolField("type", .string(String(ret.encoding))), ToolField("size", .optional(ret.size))])),
            ToolField("arguments", .array(args)),
            ToolField("frameSize", .optional(s.frameSize)),
        ]), ok: true, text: text)
    }

    /// `objcrt attributes`: `{input, ok, type, readonly, copy, retain, weak, nonatomic, dynamic,
    /// getter, setter, ivar, canonical}` (getter, setter, ivar null when absent), or the failure object.
    public static func attributes(_ input: String) -> ToolReport {
        let a: PropertyAttributes
        do { a = try PropertyAttributes.parse(input) } catch { return failure(input, error) }
        var flags: [String] = []
        if a.isReadOnly { flags.append("readonly") }
        if a.isCopy { flags.append("copy") }
        if a.isRetain { flags.append("retain") }
        if a.isWeak { flags.append("weak") }
        if a.isNonatomic { flags.append("nonatomic") }
        if a.isDynamic { flags.append("dynamic") }
        if a.isOptional { flags.append("optional") }
        if let g = a.getter { flags.append("getter=\(g)") }
        if let s = a.setter { flags.append("setter=\(s)") }
        if let v = a.ivar { flags.append("ivar=\(v)") }
        let typeText = a.type.map { "\($0.description) (\(a.typeEncoding ?? ""))" } ?? "no type"
        return ToolReport(value: .object([
            ToolField("input", .string(input)), ToolField("ok", .bool(true)),
            ToolField("type", .optional(a.typeEncoding)),
            ToolField("readonly", .bool(a.isReadOnly)), ToolField("copy", .bool(a.isCopy)),
            ToolField("retain", .bool(a.isRetain)), ToolField("weak", .bool(a.isWeak)),
            ToolField("nonatomic", .bool(a.isNonatomic)), ToolField("dynamic", .bool(a.isDynamic)),
            ToolField("getter", .optional(a.getter)), ToolField("setter", .optional(a.setter)),
            ToolField("ivar", .optional(a.ivar)), ToolField("canonical", .string(a.canonical)),
        ]), ok: true, text: "\(typeText): \(flags.isEmpty ? "(no flags)" : flags.joined(separator: ", "))")
    }
}

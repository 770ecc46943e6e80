import JSON

/// The structured results behind `objcrt encoding`, `objcrt signature` and `objcrt attributes`:
/// one ordered JSON object per input (the JSON module's `JSONValue`, which the CLI prints as it
/// is), with the keys of the CLI contract (Docs/CLI.md). They live in the library so tests
/// check exactly what the tools print.
/// What one input line produced: the object to print and whether the input was valid.
public struct ToolReport: Hashable, Sendable {
    /// The object, in the contract's key order.
    public var value: JSONValue
    /// False when the input was invalid (the tool then exits 1).
    public var ok: Bool
    /// A one-line human-readable summary, for output without `--json`.
    public var text: String

    static func failure(_ input: String, _ error: EncodingError) -> ToolReport {
        ToolReport(value: .object([
            ("input", .string(input)), ("ok", .bool(false)),
            ("error", .string(error.message)), ("offset", .int(error.offset)),
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
            ("input", .string(input)), ("ok", .bool(true)),
            ("encoding", .string(type.encoding)),
            ("size", .optional(layout?.size)), ("alignment", .optional(layout?.alignment)),
            ("description", .string(type.description)),
        ]), ok: true, text: text)
    }

    /// `objcrt signature`: `{input, ok, return: {type, size}, arguments: [{type, offset, size}…],
    /// frameSize}` (self and _cmd included), or the failure object.
    public static func signature(_ input: String) -> ToolReport {
        let s: MethodSignature
        do { s = try MethodSignature.parse(input) } catch { return failure(input, error) }
        let ret = s.returnValue
        let args = s.arguments.map { a in
            JSONValue.object([("type", .string(String(a.encoding))),
                              ("offset", .optional(a.offset)), ("size", .optional(a.size))])
        }
        var text = "returns \(ret.encoding) (size \(ret.size.map(String.init) ?? "-")), "
            + "\(s.numberOfArguments) arguments, frame \(s.frameSize.map(String.init) ?? "-"):"
        for (i, a) in s.arguments.enumerated() {
            text += " [\(i)] \(a.encoding) offset \(a.offset.map(String.init) ?? "-") size \(a.size.map(String.init) ?? "-");"
        }
        return ToolReport(value: .object([
            ("input", .string(input)), ("ok", .bool(true)),
            ("return", .object([("type", .string(String(ret.encoding))), ("size", .optional(ret.size))])),
            ("arguments", .array(args)),
            ("frameSize", .optional(s.frameSize)),
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
            ("input", .string(input)), ("ok", .bool(true)),
            ("type", .optional(a.typeEncoding)),
            ("readonly", .bool(a.isReadOnly)), ("copy", .bool(a.isCopy)),
            ("retain", .bool(a.isRetain)), ("weak", .bool(a.isWeak)),
            ("nonatomic", .bool(a.isNonatomic)), ("dynamic", .bool(a.isDynamic)),
            ("getter", .optional(a.getter)), ("setter", .optional(a.setter)),
            ("ivar", .optional(a.ivar)), ("canonical", .string(a.canonical)),
        ]), ok: true, text: "\(typeText): \(flags.isEmpty ? "(no flags)" : flags.joined(separator: ", "))")
    }
}

import ObjCRuntime

/// YYModel's `-yy_modelDescription` (`ModelDescription`): a model as
/// `<Class: 0x…> {` then one `name = value` line per property, sorted by name, separated by
/// `;`, nested values indented four spaces per level, then `}`. Strings are quoted, arrays and
/// sets print as `[…]`, dictionaries as `{key = value}` (keys sorted here, so output is stable),
/// NSData and NSValue descriptions are cut at 100 characters with `...`. It never fails: a
/// getter that raises prints `<error: …>`, and a model met again inside itself prints only its
/// `<Class: 0x…>` head instead of recursing forever.
struct ModelDescription {
    private static let maxLength = 100
    private var visiting: Set<UnsafeMutableRawPointer> = []

    /// The description of any object (nil prints `<nil>`).
    mutating func describe(_ object: UnmanagedObject?, depth: Int = 0) -> String {
        guard let object else { return "<nil>" }
        switch object.valueKind {
        case .null: return "<null>"
        case .string, .mutableString: return "\"\(object.string ?? "")\""
        case .data, .mutableData, .value:
            let text = Self.objcDescription(object)
            return text.count > Self.maxLength ? String(text.prefix(Self.maxLength)) + "..." : text
        case .number, .decimalNumber, .date, .url:
            return Self.objcDescription(object)
        case .array, .mutableArray, .set, .mutableSet:
            let elements = object.copyElements()
            defer { for e in elements { e.release() } }
            guard !elements.isEmpty else { return "[]" }
            guard depth < ModelMapper.nestingLimit, visiting.insert(object.pointer).inserted else { return "[...]" }
            defer { visiting.remove(object.pointer) }
            let lines = elements.map { "    " + Self.indented(describe($0, depth: depth + 1)) }
            return "[\n" + lines.joined(separator: ";\n") + "\n]"
        case .dictionary, .mutableDictionary:
            let entries = object.copyEntries()
            defer { for e in entries { e.key.release(); e.value.release() } }
            guard !entries.isEmpty else { return "{}" }
            guard depth < ModelMapper.nestingLimit, visiting.insert(object.pointer).inserted else { return "{...}" }
            defer { visiting.remove(object.pointer) }
            let lines = entries.map { (key: Self.objcDescription($0.key), value: $0.value) }
                .sorted { $0.key < $1.key }
                .map { "    \($0.key) = " + Self.indented(describe($0.value, depth: depth + 1)) }
            return "{\n" + lines.joined(separator: ";\n") + "\n}"
        case .classObject:
            return ObjCClass(pointer: object.pointer).name
        case .attributedString, .block, .none:
            return Self.objcDescription(object)
        case .other:
            return describeModel(object, depth: depth)
        }
    }

    private mutating func describeModel(_ model: UnmanagedObject, depth: Int) -> String {
        let meta = ModelMeta.meta(for: model.objcClass)
        let head = "<\(model.objcClass.name): \(Self.address(model.pointer))>"
        guard !meta.properties.isEmpty else { return head }
        guard depth < ModelMapper.nestingLimit, visiting.insert(model.pointer).inserted else { return head }
        defer { visiting.remove(model.pointer) }
        let sorted = meta.steps.sorted { meta.properties[$0.index].name < meta.properties[$1.index].name }
        let lines = sorted.map { step in
            "    \(meta.properties[step.index].name) = " + Self.indented(describe(step, of: model, meta: meta, depth: depth))
        }
        return head + " {\n" + lines.joined(separator: ";\n") + "\n}"
    }

    private mutating func describe(_ step: PropertyStep, of model: UnmanagedObject, meta: ModelMeta, depth: Int) -> String {
        do {
            switch step.action {
            case .number(let code):
                guard let number = try PropertyAccess.number(of: model, code: code, getter: step.getter)?
                    .makeObject() else { return "nan" }
                defer { number.release() }
                return Self.objcDescription(number)
            case .classObject:
                return try PropertyAccess.classValue(of: model, getter: step.getter)?.name ?? "<nil>"
            case .selector:
                return try PropertyAccess.selectorValue(of: model, getter: step.getter)?.name ?? "<NULL>"
            case .pointer:
                return Self.address(try model.send(step.getter, as: UnsafeMutableRawPointer?.self))
            case .byValue:
                let boxed = try ModelCopying.box(step, of: model, meta: meta)
                defer { boxed?.release() }
                return boxed.map(Self.objcDescription) ?? "{unknown}"
            case .none:
                return "<unknown>"
            default:
                let value = try PropertyAccess.object(of: model, getter: step.getter)
                defer { value?.release() }
                return describe(value, depth: depth + 1)
            }
        } catch {
            return "<error: \(error)>"
        }
    }

    /// `-description`, or the class name and address when it raises.
    private static func objcDescription(_ object: UnmanagedObject) -> String {
        (try? object.object().objcDescription()) ?? "<\(object.objcClass.name): \(address(object.pointer))>"
    }

    /// `%p`: `0x` and lowercase hex, `0x0` for NULL.
    static func address(_ pointer: UnsafeMutableRawPointer?) -> String {
        "0x" + String(UInt(bitPattern: pointer), radix: 16)
    }

    /// YYModel's `ModelDescriptionAddIndent`: four spaces after every line break.
    private static func indented(_ text: String) -> String {
        text.replacingNewlines(with: "\n    ")
    }
}

private extension String {
    func replacingNewlines(with replacement: String) -> String {
        var out = ""
        for c in self { if c == "\n" { out += replacement } else { out.append(c) } }
        return out
    }
}

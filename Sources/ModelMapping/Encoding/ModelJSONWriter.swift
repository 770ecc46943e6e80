@_spi(JSONBuilding) import JSON
import ObjCEncoding
import ObjCRuntime

/// Model → JSON text without the intermediate dictionaries: each property is read and written
/// straight into the byte buffer, keys in sorted order, so `toJSONString` costs one pass. The
/// rules are ``ModelEncoder``'s, and the text is what ``JSONText`` writes for the encoder's
/// dictionary (a test holds the two paths to that). Models whose keys include a key path, or
/// that have a to-dictionary hook, are made into the encoder's dictionary first and written
/// from it, since key paths nest and a hook edits the dictionary.
///
/// A value that turns out to have no JSON form is taken back (`JSONWriter.truncate(to:)`)
/// together with its key; the next property mapped to that key gets its turn, as YYModel lets
/// the first non-nil value win.
struct ModelJSONWriter {
    var out: JSONWriter
    private var encoder = ModelEncoder()
    private var visiting: Set<UnsafeMutableRawPointer> = []

    init(pretty: Bool) { out = JSONWriter(pretty: pretty, capacity: 2048) }

    /// Writes the JSON of `object`; false (nothing written) when it has none.
    mutating func write(_ object: UnmanagedObject, depth: Int) throws -> Bool {
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        switch object.valueKind {
        case .string, .mutableString:
            object.withUTF8 { out.string($0) }
        case .number:
            return writeNumber(object)
        case .decimalNumber:
            guard !object.isNotANumber, let text = object.decimalString else { return false }
            out.numberText(text.utf8)
        case .null:
            out.null()
        case .date:
            guard let seconds = object.timeIntervalSinceReferenceDate, let text = ModelDate.format(seconds) else { return false }
            out.string(text)
        case .url:
            guard let text = object.urlString else { return false }
            text.withUTF8 { out.string($0) }
        case .attributedString:
            guard let text = object.attributedStringText else { return false }
            text.withUTF8 { out.string($0) }
        case .array, .mutableArray, .set, .mutableSet:
            try guarding(object) { writer in try writer.writeArray(object, depth: depth) }
        case .dictionary, .mutableDictionary:
            try guarding(object) { writer in try writer.writeDictionary(object, depth: depth) }
        case .data, .mutableData, .value, .block, .classObject, .none:
            return false
        case .other:
            let meta = try ModelMeta.checked(for: object.objcClass)
            guard !meta.properties.isEmpty else { return false }
            if let layout = meta.flatLayout {
                try guarding(object) { writer in try writer.writeFlat(object, meta: meta, layout: layout, depth: depth) }
            } else {
                guard let dictionary = try encoder.jsonObject(of: object, depth: depth) else { return false }
                defer { dictionary.release() }
                return try write(dictionary, depth: depth)
            }
        }
        return true
    }

    private mutating func writeNumber(_ number: UnmanagedObject) -> Bool {
        guard let n = number.numberValue else { out.int(0); return true }
        switch ScalarTypeCode.kind(of: n.type) {
        case .boolean: out.bool(n.int64 != 0)
        case .unsignedInteger: out.uint(n.uint64)
        case .floatingPoint:
            guard n.double.isFinite else { return false }
            out.double(n.double, isFloat: ScalarTypeCode.cType(of: n.type) == .float)
        default: out.int(n.int64)
        }
        return true
    }

    private mutating func writeArray(_ object: UnmanagedObject, depth: Int) throws {
        let elements = object.copyElements()
        defer { for e in elements { e.release() } }
        out.open(UInt8(ascii: "["))
        var first = true
        for e in elements {
            let mark = out.count
            out.separator(first: first)
            if try write(e, depth: depth + 1) { first = false } else { out.truncate(to: mark) }
        }
        out.close(UInt8(ascii: "]"), empty: first)
    }

    private mutating func writeDictionary(_ object: UnmanagedObject, depth: Int) throws {
        let entries = object.copyEntries()
        defer { for e in entries { e.key.release(); e.value.release() } }
        var keyed: [(key: String, value: UnmanagedObject)] = []
        keyed.reserveCapacity(entries.count)
        for entry in entries {
            guard let key = try JSONKey.text(of: entry.key) else { continue }
            keyed.append((key.string ?? "", entry.value))
            key.release()
        }
        keyed.sort { $0.key < $1.key }
        out.open(UInt8(ascii: "{"))
        for (n, pair) in keyed.enumerated() {
            out.separator(first: n == 0)
            out.key(pair.key)
            if try !write(pair.value, depth: depth + 1) { out.null() }  // nil → NSNull, as YYModel
        }
        out.close(UInt8(ascii: "}"), empty: keyed.isEmpty)
    }

    private mutating func writeFlat(_ model: UnmanagedObject, meta: ModelMeta, layout: ContiguousArray<ModelMeta.FlatKey>,
                                    depth: Int) throws {
        out.open(UInt8(ascii: "{"))
        var first = true
        for key in layout {
            for n in key.first..<(key.first + key.count) {
                let mark = out.count
                out.separator(first: first)
                out.key(UnsafeBufferPointer(start: key.quotedKey, count: key.quotedKeyCount))
                if try writeProperty(meta.steps[meta.flatSteps[n]], of: model, depth: depth) {
                    first = false
                    break
                }
                out.truncate(to: mark)
            }
        }
        out.close(UInt8(ascii: "}"), empty: first)
    }

    private mutating func writeProperty(_ step: PropertyStep, of model: UnmanagedObject, depth: Int) throws -> Bool {
        switch step.action {
        case .number(let code):
            let number = try PropertyAccess.number(of: model, code: code, getter: step.getter)
            guard let number else { return false }
            number.write(into: &out)
        case .classObject:
            guard let cls = try PropertyAccess.classValue(of: model, getter: step.getter) else { return false }
            out.string(cls.name)
        case .selector:
            guard let sel = try PropertyAccess.selectorValue(of: model, getter: step.getter) else { return false }
            out.string(sel.name)
        case .pointer, .byValue, .none:
            return false
        default:
            guard let object = try PropertyAccess.object(of: model, getter: step.getter) else { return false }
            defer { object.release() }
            // An `id` (or model-typed) property holding NSNull writes nothing, as in YYModel.
            if !step.isFoundationType, object.valueKind == .null { return false }
            return try write(object, depth: depth + 1)
        }
        return true
    }

    private mutating func guarding(_ object: UnmanagedObject, _ body: (inout ModelJSONWriter) throws -> Void) throws {
        guard visiting.insert(object.pointer).inserted else {
            throw ModelMappingError.cycle(className: object.objcClass.name)
        }
        defer { visiting.remove(object.pointer) }
        try body(&self)
    }
}

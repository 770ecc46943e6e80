import ObjCEncoding
import ObjCRuntime

/// Model → keyed archive: YYModel's `-yy_modelEncodeWithCoder:` under `NSKeyedArchiver`'s
/// `+archivedDataWithRootObject:`, producing the archive as a property-list value (see
/// ``ArchiveFormat``) — serialize it with any plist writer.
///
/// A model is encoded property by property: C numbers as NSNumbers, objects that can be
/// archived (Foundation values and models), selectors and classes by name. An NSValue object
/// property is left out, as YYModel leaves it out; a struct or union property is kept as the
/// raw bytes of its encoding when that encoding holds no pointer (YYModel keeps only a few
/// CoreGraphics structs, the ones `NSKeyedArchiver` can write). An object met twice is written
/// once and referred to twice, as `NSKeyedArchiver` does; a cycle is an error.
struct ModelArchiver {
    private var objects: [BridgedValue] = ["$null"]
    private var written: [UnsafeMutableRawPointer: Int] = [:]
    private var classes: [String: Int] = [:]
    private var inProgress: Set<UnsafeMutableRawPointer> = []
    /// Every object written, retained until the archive is done: `written` is keyed by address,
    /// and a temporary object freed early could lend its address to the next one.
    private var kept: [UnmanagedObject] = []

    /// The archive of `root`.
    static func archive(_ root: UnmanagedObject) throws -> BridgedValue {
        var archiver = ModelArchiver()
        defer { for k in archiver.kept { k.release() } }
        let top = try archiver.encode(root, depth: 0)
        return .dictionary([
            "$archiver": .string(ArchiveFormat.archiver), "$version": .int(Int(ArchiveFormat.version)),
            "$top": .dictionary(["root": top]), "$objects": .array(archiver.objects),
        ])
    }

    /// A UID for `object`, writing it first if it has not been written ($null for nil or an
    /// object that cannot be archived).
    private mutating func encode(_ object: UnmanagedObject?, depth: Int) throws -> BridgedValue {
        guard let object else { return ArchiveFormat.uid(0) }
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        if let done = written[object.pointer] { return ArchiveFormat.uid(done) }
        guard inProgress.insert(object.pointer).inserted else { throw ModelMappingError.cycle(className: object.objcClass.name) }
        defer { inProgress.remove(object.pointer) }
        guard let entry = try entry(for: object, depth: depth) else { return ArchiveFormat.uid(0) }
        objects.append(entry)
        written[object.pointer] = objects.count - 1
        kept.append(object.retain())
        return ArchiveFormat.uid(objects.count - 1)
    }

    /// The `$objects` entry of one object.
    private mutating func entry(for object: UnmanagedObject, depth: Int) throws -> BridgedValue? {
        func with(_ fields: [String: BridgedValue], _ className: String) -> BridgedValue {
            var fields = fields
            fields["$class"] = classUID(object.objcClass, named: className)
            return .dictionary(fields)
        }
        switch object.valueKind {
        case .string: return .string(object.string ?? "")
        case .number: return try runtime("reading an NSNumber") { try BridgedValue(object: object.object()) }
        case .data: return .data(object.withBytes { Array($0) } ?? [])
        case .mutableString: return with(["NS.string": .string(object.string ?? "")], "NSMutableString")
        case .mutableData: return with(["NS.data": .data(object.withBytes { Array($0) } ?? [])], "NSMutableData")
        case .decimalNumber:
            guard let fields = ArchiveFormat.decimalFields(object.decimalString ?? "NaN") else { return nil }
            return with(fields, "NSDecimalNumber")
        case .date: return with(["NS.time": .number(object.timeIntervalSinceReferenceDate ?? 0)], "NSDate")
        case .null: return with([:], "NSNull")
        case .url: return with(["NS.base": ArchiveFormat.uid(0), "NS.relative": try encode(object.urlString, depth: depth + 1)], "NSURL")
        case .attributedString:
            return with(["NSString": try encode(object.attributedStringText, depth: depth + 1)], "NSAttributedString")
        case .value:
            guard let type = object.valueObjCType, let bytes = object.withValueBytes({ Array($0) }) else { return nil }
            return with(["NS.objctype": .string(type), "NS.bytes": .data(bytes)], "NSValue")
        case .array, .mutableArray, .set, .mutableSet:
            let elements = object.copyElements()
            defer { for e in elements { e.release() } }
            var uids: [BridgedValue] = []
            for e in elements { uids.append(try encode(e, depth: depth + 1)) }
            return with(["NS.objects": .array(uids)], object.objcClass.name)
        case .dictionary, .mutableDictionary:
            let entries = object.copyEntries()
            defer { for e in entries { e.key.release(); e.value.release() } }
            var keys: [BridgedValue] = [], values: [BridgedValue] = []
            for e in entries {
                keys.append(try encode(e.key, depth: depth + 1))
                values.append(try encode(e.value, depth: depth + 1))
            }
            return with(["NS.keys": .array(keys), "NS.objects": .array(values)], object.objcClass.name)
        case .block, .classObject, .none:
            return nil
        case .other:
            return try modelEntry(object, depth: depth)
        }
    }

    /// `-yy_modelEncodeWithCoder:`: each property under its name.
    private mutating func modelEntry(_ model: UnmanagedObject, depth: Int) throws -> BridgedValue? {
        let meta = try ModelMeta.checked(for: model.objcClass)
        var fields: [String: BridgedValue] = [:]
        for step in meta.steps {
            let property = meta.properties[step.index]
            switch step.action {
            case .number(let code):
                guard let number = try PropertyAccess.number(of: model, code: code, getter: step.getter)?
                    .makeObject() else { continue }
                defer { number.release() }
                fields[property.name] = try encode(number, depth: depth + 1)
            case .selector:
                guard let sel = try PropertyAccess.selectorValue(of: model, getter: step.getter),
                      let name = UnmanagedObject.makeString(sel.name) else { continue }
                defer { name.release() }
                fields[property.name] = try encode(name, depth: depth + 1)
            case .classObject:
                guard let cls = try PropertyAccess.classValue(of: model, getter: step.getter),
                      let name = UnmanagedObject.makeString(cls.name) else { continue }
                defer { name.release() }
                fields[property.name] = try encode(name, depth: depth + 1)
            case .byValue:
                guard ModelArchiver.isPlainData(property.info.type),
                      case .bytes(let bytes) = try PropertyAccess.byValue(of: model, getter: step.getter) else { continue }
                fields[property.name] = try encodeValue(bytes, type: property.info.typeEncoding)
            case .pointer, .none:
                continue
            default:
                guard let value = try PropertyAccess.object(of: model, getter: step.getter) else { continue }
                defer { value.release() }
                // YYModel keeps NSNumbers but no other NSValue.
                if value.valueKind == .value { continue }
                let uid = try encode(value, depth: depth + 1)
                if ArchiveFormat.uidIndex(uid) != 0 { fields[property.name] = uid }
            }
        }
        fields["$class"] = classUID(model.objcClass, named: model.objcClass.name)
        return .dictionary(fields)
    }

    private mutating func encodeValue(_ bytes: [UInt8], type: String) throws -> BridgedValue {
        objects.append(.dictionary(["NS.objctype": .string(type), "NS.bytes": .data(bytes),
                                    "$class": classUID(.nsValue, named: "NSValue")]))
        return ArchiveFormat.uid(objects.count - 1)
    }

    /// A struct or union made only of numbers (and nested records and arrays of them): its
    /// bytes mean the same in another process.
    static func isPlainData(_ type: ObjCType?) -> Bool {
        guard let type else { return false }
        if let row = type.scalarCode { return row.isCNumber }
        switch type {
        case .qualified(_, let inner), .atomic(let inner), .complex(let inner): return isPlainData(inner)
        case .array(_, let element): return isPlainData(element)
        case .structure(_, let fields?), .union(_, let fields?): return !fields.isEmpty && fields.allSatisfy { isPlainData($0.type) }
        default: return false
        }
    }

    /// The UID of a class entry, written once per class.
    private mutating func classUID(_ cls: ObjCClass, named name: String) -> BridgedValue {
        if let done = classes[name] { return ArchiveFormat.uid(done) }
        var chain: [BridgedValue] = [.string(name)]
        var current = cls.name == name ? cls.superclass : ObjCClass.lookUp(name)?.superclass
        while let c = current {
            chain.append(.string(c.name))
            current = c.superclass
        }
        objects.append(.dictionary(["$classname": .string(name), "$classes": .array(chain)]))
        classes[name] = objects.count - 1
        return ArchiveFormat.uid(objects.count - 1)
    }
}

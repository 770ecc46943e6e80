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
struct ModelArchiver: ArchiveWriting {
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
        let top = try archiver.reference(root, depth: 0)
        return .dictionary([
            "$archiver": .string(ArchiveFormat.archiver), "$version": .int(Int(ArchiveFormat.version)),
            "$top": .dictionary(["root": top]), "$objects": .array(archiver.objects),
        ])
    }

    /// A UID for `object`, writing it first if it has not been written ($null for nil or an
    /// object that cannot be archived).
    mutating func reference(_ object: UnmanagedObject?, depth: Int) throws -> BridgedValue {
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

    /// The `$objects` entry of one object: a value class's by ``ArchiveFormat``, a model's
    /// property by property.
    private mutating func entry(for object: UnmanagedObject, depth: Int) throws -> BridgedValue? {
        switch try ArchiveFormat.valueEntry(for: object, depth: depth, &self) {
        case .entry(let entry): return entry
        case .unarchivable: return nil
        case .notAValue: return try modelEntry(object, depth: depth)
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
                fields[property.name] = try reference(number, depth: depth + 1)
            case .selector:
                guard let sel = try PropertyAccess.selectorValue(of: model, getter: step.getter),
                      let name = UnmanagedObject.makeString(sel.name) else { continue }
                defer { name.release() }
                fields[property.name] = try reference(name, depth: depth + 1)
            case .classObject:
                guard let cls = try PropertyAccess.classValue(of: model, getter: step.getter),
                      let name = UnmanagedObject.makeString(cls.name) else { continue }
                defer { name.release() }
                fields[property.name] = try reference(name, depth: depth + 1)
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
                let uid = try reference(value, depth: depth + 1)
                if ArchiveFormat.uidIndex(uid) != 0 { fields[property.name] = uid }
            }
        }
        fields["$class"] = classReference(model.objcClass, named: model.objcClass.name)
        return .dictionary(fields)
    }

    private mutating func encodeValue(_ bytes: [UInt8], type: String) throws -> BridgedValue {
        objects.append(.dictionary(["NS.objctype": .string(type), "NS.bytes": .data(bytes),
                                    "$class": classReference(.nsValue, named: "NSValue")]))
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
    mutating func classReference(_ cls: ObjCClass, named name: String) -> BridgedValue {
        if let done = classes[name] { return ArchiveFormat.uid(done) }
        objects.append(ArchiveFormat.classEntry(cls, named: name))
        classes[name] = objects.count - 1
        return ArchiveFormat.uid(objects.count - 1)
    }
}

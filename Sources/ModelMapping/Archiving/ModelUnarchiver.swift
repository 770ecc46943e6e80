import ObjCRuntime

/// Keyed archive → objects: `NSKeyedUnarchiver` with YYModel's `-yy_modelInitWithCoder:` for
/// models. It reads what ``ModelArchiver`` writes (and the same Foundation shapes from other
/// writers); anything else is a typed ``ModelMappingError/invalidArchive(_:)``, never a
/// crash: UIDs are range-checked, nesting is limited, an object that refers back to itself is
/// refused, and a `$classname` the runtime does not have — or that names a class which is
/// neither a Foundation value class nor a model with mapped properties — stops the read.
struct ModelUnarchiver: ArchiveReading {
    private let objects: [BridgedValue]
    private var decoded: [Int: UnmanagedObject] = [:]
    private var inProgress: Set<Int> = []

    private init(objects: [BridgedValue]) { self.objects = objects }

    /// The root object of an archive (+1).
    static func unarchive(_ archive: BridgedValue) throws -> UnmanagedObject {
        guard case .dictionary(let top) = archive, top["$archiver"] == .string(ArchiveFormat.archiver),
              case .array(let objects)? = top["$objects"], case .dictionary(let roots)? = top["$top"],
              let root = ArchiveFormat.uidIndex(roots["root"]) else {
            throw ModelMappingError.invalidArchive("not an NSKeyedArchiver archive ($archiver, $objects, $top.root)")
        }
        var reader = ModelUnarchiver(objects: objects)
        defer { for object in reader.decoded.values { object.release() } }
        guard let object = try reader.decode(root, depth: 0) else {
            throw ModelMappingError.invalidArchive("the root object is $null")
        }
        return object
    }

    /// The object a UID refers to (+1), nil for `$null`.
    mutating func decode(_ uid: Int, depth: Int) throws -> UnmanagedObject? {
        guard uid != 0 else { return nil }
        guard uid < objects.count else { throw ModelMappingError.invalidArchive("UID \(uid) is past the \(objects.count) objects") }
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        if let done = decoded[uid] { return done.retain() }
        guard inProgress.insert(uid).inserted else {
            throw ModelMappingError.invalidArchive("object \(uid) contains itself (cycles are not supported)")
        }
        defer { inProgress.remove(uid) }
        let made = try make(objects[uid], depth: depth)
        if let made { decoded[uid] = made.retain() }
        return made
    }

    private mutating func make(_ entry: BridgedValue, depth: Int) throws -> UnmanagedObject? {
        switch entry {
        case .string, .signed, .unsigned, .double, .bool, .data:
            return try ArchiveFormat.plainObject(entry)
        case .dictionary(let fields):
            guard let name = ArchiveFormat.className(of: fields, in: objects) else {
                throw ModelMappingError.invalidArchive("an object without a valid $class")
            }
            return try object(named: name, fields: fields, depth: depth)
        default:
            throw ModelMappingError.invalidArchive("an object entry that is \(ModelMapper.kindName(entry))")
        }
    }

    private mutating func object(named name: String, fields: [String: BridgedValue], depth: Int) throws -> UnmanagedObject? {
        switch try ArchiveFormat.valueObject(named: name, fields: fields, depth: depth, &self) {
        case .made(let object): return object
        case .notAValue: return try model(named: name, fields: fields, depth: depth)
        }
    }

    /// `-yy_modelInitWithCoder:` on a new instance: each property with a setter from the field of
    /// its name (a missing object field sets nil, as `-decodeObjectForKey:` answers nil).
    private mutating func model(named name: String, fields: [String: BridgedValue], depth: Int) throws -> UnmanagedObject {
        guard let cls = ObjCClass.lookUp(name) else { throw ModelMappingError.invalidArchive("no class named \(name)") }
        guard case .model = ObjectType(cls) else { throw ModelMappingError.invalidArchive("class \(name) cannot be read from an archive") }
        let meta = try ModelMeta.checked(for: cls)
        guard !meta.properties.isEmpty else { throw ModelMappingError.invalidArchive("class \(name) has no mapped properties") }
        let model = try ModelDecoder.instance(of: cls)
        do {
            for step in meta.steps {
                let property = meta.properties[step.index]
                let value = try object(in: fields, forKey: property.name, depth: depth)
                defer { value?.release() }
                switch step.action {
                case .number(let code):
                    guard let value, value.valueKind.isNumber else { continue }
                    try runtime("-[\(name) \(step.setter.name)]") {
                        try ScalarAccessors.setNumber(CNumber(number: value), code: code, setter: step.setter, on: model)
                    }
                case .selector, .classObject:
                    guard let value, value.valueKind.isString else { continue }
                    try ModelDecoder.set(value, into: step, of: meta, on: model, depth: depth)
                case .byValue:
                    guard let value, value.valueKind == .value, value.valueObjCType == property.info.typeEncoding,
                          let bytes = value.withValueBytes({ Array($0) }) else { continue }
                    try PropertyAccess.setByValue(.bytes(bytes), on: model, setter: step.setter)
                case .pointer, .none:
                    continue
                default:
                    try ModelDecoder.setObject(value, into: step, on: model)
                }
            }
        } catch {
            model.release()
            throw error
        }
        return model
    }
}

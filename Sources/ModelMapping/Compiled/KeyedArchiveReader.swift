import ObjCRuntime

/// What one `NSKeyedUnarchiver` reads from: the archive's `$objects` and `$top`, the objects
/// already made (by UID, retained for the unarchiver's life, so an object referred to twice is
/// one object), and the fields of the objects being decoded, innermost last — the first is
/// `$top`, what `-decodeObjectForKey:` reads outside any `-initWithCoder:`.
///
/// Value classes are made by ``ArchiveFormat`` from Foundation's fields. Any other class must
/// be loaded and implement `-initWithCoder:`: it is allocated, registered under its UID, then
/// sent `-initWithCoder:` with the unarchiver (through the catch barrier) — so a reference
/// back to it from inside, a cycle, gets the same object, as Foundation's unarchiver gives.
/// A cycle through a value class cannot be made that way (a collection is built from its
/// elements) and is refused. Every UID is range-checked and nesting is limited; a malformed
/// archive is an error, never a crash. One thread at a time, as Foundation's.
final class KeyedArchiveReader: ArchiveReading {
    private let objects: [BridgedValue]
    private var decoded: [Int: UnmanagedObject] = [:]
    private var inProgress: Set<Int> = []
    private var frames: [[String: BridgedValue]]
    private var depth = 0
    /// The NSKeyedUnarchiver this state belongs to (not retained: it owns this state).
    let coder: UnsafeMutableRawPointer

    /// Reads the archive in `bytes` (binary or XML property list).
    /// - Throws: ``KeyedCodingError/incomprehensible(_:)`` when it is not a keyed archive.
    init(bytes: [UInt8], coder: UnsafeMutableRawPointer) throws {
        let archive: BridgedValue
        do { archive = try ArchiveFormat.archive(fromBytes: bytes) } catch { throw KeyedCodingError.incomprehensible("\(error)") }
        guard case .dictionary(let top) = archive, top["$archiver"] == .string(ArchiveFormat.archiver),
              case .array(let objects)? = top["$objects"], case .dictionary(let roots)? = top["$top"] else {
            throw KeyedCodingError.incomprehensible("not an NSKeyedArchiver archive ($archiver, $objects, $top)")
        }
        self.objects = objects
        self.frames = [roots]
        self.coder = coder
    }

    deinit {
        for object in decoded.values { object.release() }
    }

    /// The innermost object's raw field at `key`.
    func field(_ key: String) -> BridgedValue? { frames[frames.count - 1][key] }

    /// `-decodeObjectForKey:`: the object the innermost object's field `key` refers to (+1);
    /// nil when there is no such key or it holds no object reference.
    func decodeObject(forKey key: String) throws -> UnmanagedObject? {
        guard let uid = ArchiveFormat.uidIndex(field(key)) else { return nil }
        return try decode(uid, depth: depth + 1)
    }

    /// The object a UID refers to (+1), nil for `$null`.
    func decode(_ uid: Int, depth: Int) throws -> UnmanagedObject? {
        guard uid != 0 else { return nil }
        guard uid < objects.count else { throw ModelMappingError.invalidArchive("UID \(uid) is past the \(objects.count) objects") }
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        if let done = decoded[uid] { return done.retain() }
        guard inProgress.insert(uid).inserted else {
            throw ModelMappingError.invalidArchive("object \(uid) contains itself through a collection or value object")
        }
        defer { inProgress.remove(uid) }
        let made: UnmanagedObject?
        switch objects[uid] {
        case .string, .signed, .unsigned, .double, .bool, .data:
            made = try ArchiveFormat.plainObject(objects[uid])
        case .dictionary(let fields):
            guard let name = ArchiveFormat.className(of: fields, in: objects) else {
                throw ModelMappingError.invalidArchive("object \(uid) has no valid $class")
            }
            var me = self
            switch try ArchiveFormat.valueObject(named: name, fields: fields, depth: depth, &me) {
            case .made(let object): made = object
            case .notAValue: return try decodeByCoder(name, fields: fields, uid: uid, depth: depth)
            }
        default:
            throw ModelMappingError.invalidArchive("object \(uid) is \(ModelMapper.kindName(objects[uid]))")
        }
        if let made { decoded[uid] = made.retain() }
        return made
    }

    /// A class of the program's: allocated, registered, then `-initWithCoder:` (+1 result).
    private func decodeByCoder(_ name: String, fields: [String: BridgedValue], uid: Int, depth: Int) throws -> UnmanagedObject? {
        guard let cls = ObjCClass.lookUp(name), !cls.isMetaClass, cls.instancesRespond(to: KeyedCoding.initWithCoder) else {
            throw KeyedCodingError.notDecodable(name)
        }
        let allocated = try cls.createInstance().retainedUnmanaged()
        decoded[uid] = allocated.retain()
        frames.append(fields)
        let outer = self.depth
        self.depth = depth
        // -initWithCoder: consumes `allocated` and answers +1 (ARC's init family).
        let result = KeyedCoding.sendObject(allocated.pointer, KeyedCoding.initWithCoder, coder).map(UnmanagedObject.init)
        self.depth = outer
        frames.removeLast()
        if let raised = ObjCException.takePending() {
            decoded.removeValue(forKey: uid)?.release()
            result?.release()
            throw raised
        }
        guard let result else {
            decoded.removeValue(forKey: uid)?.release()
            return nil
        }
        if result != allocated {
            decoded[uid]?.release()
            decoded[uid] = result.retain()
        }
        return result
    }
}

import ObjCRuntime

/// What one `NSKeyedArchiver` has written so far: the `$objects` table, the objects already
/// in it (by address), and the fields of the objects being encoded, innermost last — the
/// first is `$top`, what `-encodeObject:forKey:` writes outside any `-encodeWithCoder:`.
///
/// An object gets its UID *before* its fields are written, as Foundation's archiver does, so an
/// object met again — shared, or a cycle back to one still being encoded — is one more
/// reference to the same UID. Value classes are written by ``ArchiveFormat``; any other object
/// by sending it `-encodeWithCoder:` with the archiver (through the catch barrier: it is
/// compiled code). One archiver is used by one thread at a time, as Foundation's is.
final class KeyedArchiveWriter: ArchiveWriting {
    private var objects: [BridgedValue] = ["$null"]
    private var written: [UnsafeMutableRawPointer: Int] = [:]
    private var classes: [String: Int] = [:]
    /// Every object written, retained until the archive is done: `written` is keyed by
    /// address, and an object freed early could lend its address to the next one.
    private var kept: [UnmanagedObject] = []
    private var frames: [[String: BridgedValue]] = [[:]]
    private var depth = 0
    /// The archive's bytes once `-finishEncoding` has run; nothing more can be encoded then.
    private(set) var finished: [UInt8]?
    /// The NSMutableData of `-initForWritingWithMutableData:` (retained), which receives the bytes.
    var output: UnmanagedObject?
    /// The NSKeyedArchiver this state belongs to (not retained: it owns this state).
    let coder: UnsafeMutableRawPointer

    init(coder: UnsafeMutableRawPointer) { self.coder = coder }

    deinit {
        for k in kept { k.release() }
        output?.release()
    }

    /// `-encodeObject:forKey:` and its kin: `object`'s UID under `key` in the innermost object.
    func encode(_ object: UnmanagedObject?, forKey key: String) throws {
        guard finished == nil else { throw KeyedCodingError.afterFinish }
        let uid = try reference(object, depth: depth + 1)
        frames[frames.count - 1][key] = uid
    }

    /// `-encodeInt:forKey:` and the other scalars: the value itself under `key`.
    func encode(value: BridgedValue, forKey key: String) throws {
        guard finished == nil else { throw KeyedCodingError.afterFinish }
        frames[frames.count - 1][key] = value
    }

    /// `-encodeWithCoder:` of a value class: its entry's fields merged into the innermost object.
    func encodeFields(of object: UnmanagedObject) throws {
        guard finished == nil else { throw KeyedCodingError.afterFinish }
        var me = self
        switch try ArchiveFormat.valueEntry(for: object, depth: depth, &me, classed: false) {
        case .entry(.dictionary(let fields)):
            for (key, value) in fields { frames[frames.count - 1][key] = value }
        case .entry(let plain):
            let key = object.valueKind.isString ? "NS.string" : object.valueKind.isData ? "NS.data" : "NS.number"
            frames[frames.count - 1][key] = plain
        case .unarchivable, .notAValue:
            throw KeyedCodingError.notEncodable(object.objcClass.name)
        }
    }

    func reference(_ object: UnmanagedObject?, depth: Int) throws -> BridgedValue {
        guard let object else { return ArchiveFormat.uid(0) }
        if let done = written[object.pointer] { return ArchiveFormat.uid(done) }
        guard depth < ModelMapper.nestingLimit else { throw ModelMappingError.nestingTooDeep(limit: ModelMapper.nestingLimit) }
        let index = objects.count
        objects.append(ArchiveFormat.uid(0))
        written[object.pointer] = index
        kept.append(object.retain())
        var me = self
        switch try ArchiveFormat.valueEntry(for: object, depth: depth, &me) {
        case .entry(let entry): objects[index] = entry
        case .unarchivable: throw KeyedCodingError.notEncodable(object.objcClass.name)
        case .notAValue: objects[index] = try encodeByCoder(object, depth: depth)
        }
        return ArchiveFormat.uid(index)
    }

    /// Any other object: its own `-encodeWithCoder:` fills a new frame. Its class is what it
    /// answers to `-class` (Foundation's `-classForCoder`), so an object KVO has given a
    /// notifying subclass is archived under its own class.
    private func encodeByCoder(_ object: UnmanagedObject, depth: Int) throws -> BridgedValue {
        let cls = object.objcClass
        guard cls.instancesRespond(to: KeyedCoding.encodeWithCoder) else { throw KeyedCodingError.notEncodable(cls.name) }
        let answered = KeyedCoding.sendObject(object.pointer, KeyedCoding.classSelector, nil)
        if let raised = ObjCException.takePending() { throw raised }
        let archivedClass = answered.map { ObjCClass(pointer: $0) } ?? cls
        frames.append([:])
        let outer = self.depth
        self.depth = depth
        KeyedCoding.sendObject(object.pointer, KeyedCoding.encodeWithCoder, coder)
        self.depth = outer
        var fields = frames.removeLast()
        if let raised = ObjCException.takePending() { throw raised }
        fields["$class"] = classReference(archivedClass, named: archivedClass.name)
        return .dictionary(fields)
    }

    func classReference(_ cls: ObjCClass, named name: String) -> BridgedValue {
        if let done = classes[name] { return ArchiveFormat.uid(done) }
        objects.append(ArchiveFormat.classEntry(cls, named: name))
        classes[name] = objects.count - 1
        return ArchiveFormat.uid(objects.count - 1)
    }

    /// `-finishEncoding`: the archive's bytes (the same bytes when called again); the objects
    /// written are let go.
    func finish() throws -> [UInt8] {
        if let finished { return finished }
        let archive: BridgedValue = .dictionary([
            "$archiver": .string(ArchiveFormat.archiver), "$version": .int(Int(ArchiveFormat.version)),
            "$top": .dictionary(frames[0]), "$objects": .array(objects),
        ])
        let bytes = try ArchiveFormat.bytes(of: archive)
        finished = bytes
        for k in kept { k.release() }
        kept = []
        written = [:]
        return bytes
    }
}

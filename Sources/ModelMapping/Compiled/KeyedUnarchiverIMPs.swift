import ObjCRuntime

/// The IMPs of `NSKeyedUnarchiver`: `+unarchiveObjectWithData:`, `-initForReadingWithData:`,
/// `-decodeObjectForKey:`, the scalar `-decode…ForKey:` family and `-containsValueForKey:`,
/// over the ``KeyedArchiveReader`` an instance holds. Bytes that are not a keyed archive raise
/// NSInvalidArgumentException ("incomprehensible archive"), as Foundation's
/// `+unarchiveObjectWithData:` does, and answer nil; so does an object the archive describes
/// that cannot be made (a class that is not loaded or has no `-initWithCoder:`, a bad UID).
///
/// A scalar read of a key that is missing, or holds something else than a number, answers 0;
/// a number too wide for the type asked is truncated (Foundation raises NSRangeException there).
enum KeyedUnarchiverIMPs {
    typealias Receiver = KeyedCoding.Receiver
    typealias Cmd = KeyedCoding.Cmd
    typealias Object = KeyedCoding.Object

    @inline(__always)
    static func reader(_ obj: Receiver) -> KeyedArchiveReader? {
        KeyedCoding.state(obj, offset: KeyedArchiverClass.current?.unarchiverStateOffset, as: KeyedArchiveReader.self)
    }

    /// An NSData argument's bytes; nil for nil or any other object.
    private static func bytes(_ data: Object) -> [UInt8]? {
        guard let data, UnmanagedObject(data).valueKind.isData else { return nil }
        return UnmanagedObject(data).withBytes { Array($0) }
    }

    /// `-initForReadingWithData:`: nil after raising when the bytes are not a keyed archive.
    static let initForReadingWithData: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, cmd, data in
        guard let obj else { return nil }
        var failure: (any Error)?
        if let offset = KeyedArchiverClass.current?.unarchiverStateOffset {
            do {
                let r = try KeyedArchiveReader(bytes: bytes(data) ?? [], coder: obj)
                KeyedCoding.attach(r, to: obj, offset: offset)
                return obj
            } catch {
                failure = error
            }
        }
        ObjCObject.release(obj)
        if let failure { KeyedCoding.raise(failure, "NSKeyedUnarchiver", cmd) }
        return nil
    }

    static let dealloc: @convention(c) (Receiver, Cmd) -> Void = { obj, cmd in
        KeyedCoding.dealloc(obj, cmd, offset: KeyedArchiverClass.current?.unarchiverStateOffset)
    }

    /// `+unarchiveObjectWithData:`: the object under `$top`'s `root` (autoreleased); nil after
    /// raising for bytes that are not a keyed archive or an object that cannot be made.
    /// Runs one decoding step and answers the object it made (+1) autoreleased (+0); nil after
    /// raising what the step threw.
    private static func answer(_ cmd: Cmd, _ step: () throws -> UnmanagedObject?) -> Object {
        var result: Object = nil
        KeyedCoding.raising("NSKeyedUnarchiver", cmd) {
            guard let object = try step() else { return }
            object.autorelease()
            result = object.pointer
        }
        return result
    }

    static let unarchiveObjectWithData: @convention(c) (Receiver, Cmd, Object) -> Object = { cls, cmd, data in
        answer(cmd) {
            guard let built = KeyedArchiverClass.current else { return nil }
            let unarchiver = try built.unarchiver.createInstance()
            let r = try KeyedArchiveReader(bytes: bytes(data) ?? [], coder: unarchiver.pointer)
            KeyedCoding.attach(r, to: unarchiver.pointer, offset: built.unarchiverStateOffset)
            return try r.decodeObject(forKey: "root")
        }
    }

    /// `-decodeObjectForKey:` (autoreleased, +0); nil for a missing key.
    static let decodeObjectForKey: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, cmd, key in
        guard let k = KeyedCoding.text(key), let r = reader(obj) else { return nil }
        return answer(cmd) { try r.decodeObject(forKey: k) }
    }

    /// `-decodeObjectOfClass:forKey:`: as `-decodeObjectForKey:`, and an object that is not a
    /// `cls` raises and answers nil, as a secure unarchiver does.
    static let decodeObjectOfClassForKey: @convention(c) (Receiver, Cmd, UnsafeMutableRawPointer?, Object) -> Object = { obj, cmd, cls, key in
        guard let k = KeyedCoding.text(key), let r = reader(obj) else { return nil }
        return answer(cmd) {
            guard let object = try r.decodeObject(forKey: k) else { return nil }
            guard let cls, !object.isKind(of: ObjCClass(pointer: cls)) else { return object }
            object.autorelease()
            throw KeyedCodingError.notDecodable("\(object.objcClass.name), not a \(ObjCClass(pointer: cls).name), for key \(k)")
        }
    }

    static let containsValueForKey: @convention(c) (Receiver, Cmd, Object) -> Int8 = { obj, _, key in
        guard let k = KeyedCoding.text(key), let r = reader(obj) else { return 0 }
        return r.field(k) == nil ? 0 : 1
    }

    /// The field `key` as an integer and as a double (0 when missing or not a number).
    private static func scalar(_ obj: Receiver, _ key: Object) -> (integer: Int64, real: Double) {
        guard let k = KeyedCoding.text(key), let value = reader(obj)?.field(k) else { return (0, 0) }
        switch value {
        case .signed(let i, _): return (i, Double(i))
        case .unsigned(let u, _): return (Int64(truncatingIfNeeded: u), Double(u))
        case .double(let d, _):
            let whole = d.isFinite && d > -9.2e18 && d < 9.2e18 ? Int64(d) : 0
            return (whole, d)
        case .bool(let b): return b ? (1, 1) : (0, 0)
        default: return (0, 0)
        }
    }

    static let decodeBoolForKey: @convention(c) (Receiver, Cmd, Object) -> Int8 = { obj, _, key in
        scalar(obj, key).real != 0 ? 1 : 0
    }
    static let decodeInt32ForKey: @convention(c) (Receiver, Cmd, Object) -> Int32 = { obj, _, key in
        Int32(truncatingIfNeeded: scalar(obj, key).integer)
    }
    static let decodeInt64ForKey: @convention(c) (Receiver, Cmd, Object) -> Int64 = { obj, _, key in
        scalar(obj, key).integer
    }
    static let decodeFloatForKey: @convention(c) (Receiver, Cmd, Object) -> Float = { obj, _, key in
        Float(scalar(obj, key).real)
    }
    static let decodeDoubleForKey: @convention(c) (Receiver, Cmd, Object) -> Double = { obj, _, key in
        scalar(obj, key).real
    }

    /// `-decodeBytesForKey:returnedLength:`: the bytes of a data field, alive until the current
    /// autorelease pool is popped (they are an autoreleased NSData's); NULL and 0 otherwise.
    static let decodeBytesForKey: @convention(c) (Receiver, Cmd, Object, UnsafeMutablePointer<UInt>?) -> UnsafeRawPointer? = { obj, _, key, length in
        length?.pointee = 0
        guard let k = KeyedCoding.text(key), case .data(let bytes)? = reader(obj)?.field(k),
              let data = KeyedCoding.autoreleasedData(bytes) else { return nil }
        length?.pointee = UInt(bytes.count)
        return UnmanagedObject(data).withBytes { $0.baseAddress.map(UnsafeRawPointer.init) } ?? nil
    }

    static let finishDecoding: @convention(c) (Receiver, Cmd) -> Void = { _, _ in }

    /// The methods with their type strings (x86-64 LP64 offsets).
    static func addMethods(to b: ClassBuilder) throws {
        try b.addClassMethod("unarchiveObjectWithData:", types: "@24@0:8@16", function: unarchiveObjectWithData)
        try b.addMethod("initForReadingWithData:", types: "@24@0:8@16", function: initForReadingWithData)
        try b.addMethod("dealloc", types: "v16@0:8", function: dealloc)
        try b.addMethod("allowsKeyedCoding", types: "c16@0:8", function: KeyedArchiverIMPs.allowsKeyedCoding)
        try b.addMethod("decodeObjectForKey:", types: "@24@0:8@16", function: decodeObjectForKey)
        try b.addMethod("decodeObjectOfClass:forKey:", types: "@32@0:8#16@24", function: decodeObjectOfClassForKey)
        try b.addMethod("containsValueForKey:", types: "c24@0:8@16", function: containsValueForKey)
        try b.addMethod("decodeBoolForKey:", types: "c24@0:8@16", function: decodeBoolForKey)
        try b.addMethod("decodeIntForKey:", types: "i24@0:8@16", function: decodeInt32ForKey)
        try b.addMethod("decodeInt32ForKey:", types: "i24@0:8@16", function: decodeInt32ForKey)
        try b.addMethod("decodeIntegerForKey:", types: "q24@0:8@16", function: decodeInt64ForKey)
        try b.addMethod("decodeInt64ForKey:", types: "q24@0:8@16", function: decodeInt64ForKey)
        try b.addMethod("decodeFloatForKey:", types: "f24@0:8@16", function: decodeFloatForKey)
        try b.addMethod("decodeDoubleForKey:", types: "d24@0:8@16", function: decodeDoubleForKey)
        try b.addMethod("decodeBytesForKey:returnedLength:", types: "r*32@0:8@16^Q24", function: decodeBytesForKey)
        try b.addMethod("finishDecoding", types: "v16@0:8", function: finishDecoding)
    }
}

import ObjCRuntime

/// The IMPs of `NSKeyedArchiver`: its initialisers, `+archivedDataWithRootObject:`, the
/// `-encode…:forKey:` family and `-finishEncoding` / `-encodedData`, each a C function of the
/// width clang calls, over the ``KeyedArchiveWriter`` an instance holds. A failure — an object
/// that cannot be archived, an exception compiled `-encodeWithCoder:` threw — raises
/// NSInvalidArgumentException (``KeyedCoding/raise(_:_:_:)``) and the class methods answer nil.
enum KeyedArchiverIMPs {
    typealias Receiver = KeyedCoding.Receiver
    typealias Cmd = KeyedCoding.Cmd
    typealias Object = KeyedCoding.Object

    @inline(__always)
    static func writer(_ obj: Receiver) -> KeyedArchiveWriter? {
        KeyedCoding.state(obj, offset: KeyedArchiverClass.current?.archiverStateOffset, as: KeyedArchiveWriter.self)
    }

    /// Gives `instance` (+1, consumed) a new writer; nil when the class is not built.
    private static func initialise(_ instance: Receiver, output: Object) -> Object {
        guard let instance else { return nil }
        guard let offset = KeyedArchiverClass.current?.archiverStateOffset else {
            ObjCObject.release(instance)
            return nil
        }
        let writer = KeyedArchiveWriter(coder: instance)
        writer.output = output.map { UnmanagedObject($0).retain() }
        KeyedCoding.attach(writer, to: instance, offset: offset)
        return instance
    }

    /// `-init`, `-initRequiringSecureCoding:`: an archiver whose `-encodedData` gives the bytes.
    static let initIMP: @convention(c) (Receiver, Cmd) -> Object = { obj, _ in initialise(obj, output: nil) }
    static let initRequiringSecureCoding: @convention(c) (Receiver, Cmd, Int8) -> Object = { obj, _, _ in initialise(obj, output: nil) }

    /// `-initForWritingWithMutableData:`: `-finishEncoding` appends the archive to `data`.
    static let initForWritingWithMutableData: @convention(c) (Receiver, Cmd, Object) -> Object = { obj, _, data in
        initialise(obj, output: data)
    }

    static let dealloc: @convention(c) (Receiver, Cmd) -> Void = { obj, cmd in
        KeyedCoding.dealloc(obj, cmd, offset: KeyedArchiverClass.current?.archiverStateOffset)
    }

    /// `+archivedDataWithRootObject:`: the archive of `root` under `$top`'s `root`, a new
    /// autoreleased NSData; nil after raising when it cannot be archived.
    static let archivedDataWithRootObject: @convention(c) (Receiver, Cmd, Object) -> Object = { cls, cmd, root in
        var result: Object = nil
        KeyedCoding.raising("NSKeyedArchiver", cmd) {
            guard let built = KeyedArchiverClass.current else { return }
            // The archiver lives as long as this Swift reference: the objects encoded may keep it.
            let archiver = try built.archiver.createInstance()
            let w = KeyedArchiveWriter(coder: archiver.pointer)
            KeyedCoding.attach(w, to: archiver.pointer, offset: built.archiverStateOffset)
            try w.encode(root.map(UnmanagedObject.init), forKey: "root")
            result = KeyedCoding.autoreleasedData(try w.finish())
        }
        return result
    }

    /// Runs one encoding step of `obj`'s writer, raising what it throws.
    @inline(__always)
    private static func step(_ obj: Receiver, _ cmd: Cmd, _ body: (KeyedArchiveWriter) throws -> Void) {
        guard let w = writer(obj) else { return }
        KeyedCoding.raising("NSKeyedArchiver", cmd) { try body(w) }
    }

    /// `-encodeBool:forKey:` and the other scalars: `value` under `key` (nothing for a key
    /// that is not a string).
    private static func encode(_ obj: Receiver, _ cmd: Cmd, _ value: BridgedValue, forKey key: Object) {
        guard let k = KeyedCoding.text(key) else { return }
        step(obj, cmd) { try $0.encode(value: value, forKey: k) }
    }

    /// `-encodeObject:forKey:` (and `-encodeConditionalObject:forKey:`, which writes the object
    /// too: every object met is archived here).
    static let encodeObjectForKey: @convention(c) (Receiver, Cmd, Object, Object) -> Void = { obj, cmd, value, key in
        guard let k = KeyedCoding.text(key) else { return }
        step(obj, cmd) { try $0.encode(value.map(UnmanagedObject.init), forKey: k) }
    }

    /// `-encodeRootObject:`: the object under `root`, as `+archivedDataWithRootObject:` puts it.
    static let encodeRootObject: @convention(c) (Receiver, Cmd, Object) -> Void = { obj, cmd, value in
        step(obj, cmd) { try $0.encode(value.map(UnmanagedObject.init), forKey: "root") }
    }

    static let encodeBoolForKey: @convention(c) (Receiver, Cmd, Int8, Object) -> Void = { obj, cmd, v, key in
        encode(obj, cmd, .bool(v != 0), forKey: key)
    }
    static let encodeInt32ForKey: @convention(c) (Receiver, Cmd, Int32, Object) -> Void = { obj, cmd, v, key in
        encode(obj, cmd, .signed(Int64(v), objCType: "i"), forKey: key)
    }
    static let encodeInt64ForKey: @convention(c) (Receiver, Cmd, Int64, Object) -> Void = { obj, cmd, v, key in
        encode(obj, cmd, .signed(v, objCType: "q"), forKey: key)
    }
    static let encodeFloatForKey: @convention(c) (Receiver, Cmd, Float, Object) -> Void = { obj, cmd, v, key in
        encode(obj, cmd, .double(Double(v), objCType: "f"), forKey: key)
    }
    static let encodeDoubleForKey: @convention(c) (Receiver, Cmd, Double, Object) -> Void = { obj, cmd, v, key in
        encode(obj, cmd, .double(v, objCType: "d"), forKey: key)
    }
    /// `-encodeBytes:length:forKey:`: the bytes as data (NULL with length 0 is empty data).
    static let encodeBytesForKey: @convention(c) (Receiver, Cmd, UnsafeRawPointer?, UInt, Object) -> Void = { obj, cmd, bytes, length, key in
        encode(obj, cmd, .data(bytes.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(length))) } ?? []), forKey: key)
    }

    /// `-finishEncoding`: writes the archive (into the NSMutableData of
    /// `-initForWritingWithMutableData:`, when there is one). Later calls do nothing.
    static let finishEncoding: @convention(c) (Receiver, Cmd) -> Void = { obj, cmd in
        step(obj, cmd) { w in
            let first = w.finished == nil
            let bytes = try w.finish()
            guard first, let output = w.output, let data = bytes.withUnsafeBytes({ UnmanagedObject.makeData($0) }) else { return }
            defer { data.release() }
            try output.object().send("appendData:", data.object(), as: Void.self)
        }
    }

    /// `-encodedData`: finishes encoding and answers the archive (autoreleased NSData).
    static let encodedData: @convention(c) (Receiver, Cmd) -> Object = { obj, cmd in
        var result: Object = nil
        step(obj, cmd) { result = KeyedCoding.autoreleasedData(try $0.finish()) }
        return result
    }

    /// `-encodeWithCoder:` of the value classes (installed on them): the object's Foundation
    /// fields written into the coder's innermost object — what `-[NSArray encodeWithCoder:]`
    /// does when YYModel sends it for a collection.
    static let valueEncodeWithCoder: @convention(c) (Receiver, Cmd, Object) -> Void = { obj, cmd, coder in
        guard let obj else { return }
        let className = UnmanagedObject(obj).objcClass.name
        guard let w = writer(coder) else {
            KeyedCoding.raise(KeyedCodingError.notEncodable("\(className) with a coder that is not an NSKeyedArchiver"), className, cmd)
            return
        }
        KeyedCoding.raising(className, cmd) { try w.encodeFields(of: UnmanagedObject(obj)) }
    }

    static let allowsKeyedCoding: @convention(c) (Receiver, Cmd) -> Int8 = { _, _ in 1 }

    /// The methods with their type strings (x86-64 LP64 offsets).
    static func addMethods(to b: ClassBuilder) throws {
        try b.addClassMethod("archivedDataWithRootObject:", types: "@24@0:8@16", function: archivedDataWithRootObject)
        try b.addMethod("init", types: "@16@0:8", function: initIMP)
        try b.addMethod("initRequiringSecureCoding:", types: "@20@0:8c16", function: initRequiringSecureCoding)
        try b.addMethod("initForWritingWithMutableData:", types: "@24@0:8@16", function: initForWritingWithMutableData)
        try b.addMethod("dealloc", types: "v16@0:8", function: dealloc)
        try b.addMethod("allowsKeyedCoding", types: "c16@0:8", function: allowsKeyedCoding)
        try b.addMethod("encodeObject:forKey:", types: "v32@0:8@16@24", function: encodeObjectForKey)
        try b.addMethod("encodeConditionalObject:forKey:", types: "v32@0:8@16@24", function: encodeObjectForKey)
        try b.addMethod("encodeRootObject:", types: "v24@0:8@16", function: encodeRootObject)
        try b.addMethod("encodeBool:forKey:", types: "v28@0:8c16@20", function: encodeBoolForKey)
        try b.addMethod("encodeInt:forKey:", types: "v28@0:8i16@20", function: encodeInt32ForKey)
        try b.addMethod("encodeInt32:forKey:", types: "v28@0:8i16@20", function: encodeInt32ForKey)
        try b.addMethod("encodeInteger:forKey:", types: "v32@0:8q16@24", function: encodeInt64ForKey)
        try b.addMethod("encodeInt64:forKey:", types: "v32@0:8q16@24", function: encodeInt64ForKey)
        try b.addMethod("encodeFloat:forKey:", types: "v28@0:8f16@20", function: encodeFloatForKey)
        try b.addMethod("encodeDouble:forKey:", types: "v32@0:8d16@24", function: encodeDoubleForKey)
        try b.addMethod("encodeBytes:length:forKey:", types: "v40@0:8r*16Q24@32", function: encodeBytesForKey)
        try b.addMethod("finishEncoding", types: "v16@0:8", function: finishEncoding)
        try b.addMethod("encodedData", types: "@16@0:8", function: encodedData)
    }
}

import ObjCRuntime

/// What a keyed-archive writer lends the Foundation value classes' entries (``ArchiveFormat``):
/// the UID of a child object, written by the writer's own rules (order, sharing, cycles), and
/// the UID of a class entry.
protocol ArchiveWriting {
    /// The UID of `object` (`$null`'s for nil), writing it first when it is new.
    mutating func reference(_ object: UnmanagedObject?, depth: Int) throws -> BridgedValue
    /// The UID of the `$classname` / `$classes` entry of `name` (`cls` is its class).
    mutating func classReference(_ cls: ObjCClass, named name: String) -> BridgedValue
}

/// What a keyed-archive reader lends the value classes' entries: the objects UIDs refer to,
/// made by the reader's own rules (sharing, cycles, nesting).
protocol ArchiveReading {
    /// The object at index `uid` of `$objects` (+1), nil for `$null`.
    /// - Throws: for a UID past the objects, nesting too deep, or an object that cannot be read.
    mutating func decode(_ uid: Int, depth: Int) throws -> UnmanagedObject?
}

extension ArchiveReading {
    /// The object the UID at `key` refers to (+1); nil for `$null` or a missing key.
    /// - Throws: when the value at `key` is not a UID, or the object cannot be read.
    mutating func object(in fields: [String: BridgedValue], forKey key: String, depth: Int) throws -> UnmanagedObject? {
        guard let value = fields[key] else { return nil }
        guard let uid = ArchiveFormat.uidIndex(value) else { throw ModelMappingError.invalidArchive("\(key) is not a UID") }
        return try decode(uid, depth: depth + 1)
    }

    /// The objects a list of UIDs refers to (+1 each), `$null`s left out.
    mutating func objects(_ uids: [BridgedValue], depth: Int) throws -> [UnmanagedObject] {
        var out: [UnmanagedObject] = []
        do {
            for value in uids {
                guard let uid = ArchiveFormat.uidIndex(value) else { throw ModelMappingError.invalidArchive("a collection element that is not a UID") }
                if let object = try decode(uid, depth: depth + 1) { out.append(object) }
            }
        } catch {
            for o in out { o.release() }
            throw error
        }
        return out
    }
}

extension ArchiveFormat {
    /// How an object is archived, when it is one of the value classes.
    enum ValueEntry {
        /// Its `$objects` entry: a string, number or data as it is, else a dictionary of
        /// Foundation's fields with a `$class` UID.
        case entry(BridgedValue)
        /// A value class with no archived form here (a block, a class object, an NSValue
        /// whose bytes cannot be read).
        case unarchivable
        /// Not a value class: the writer archives it its own way.
        case notAValue
    }

    /// The entry of a Foundation value object, in Foundation's field names. Without
    /// `classed`, the fields alone (no `$class`, no class entry written): what the object's own
    /// `-encodeWithCoder:` puts into the coder's current object.
    static func valueEntry<W: ArchiveWriting>(for object: UnmanagedObject, depth: Int, _ writer: inout W,
                                              classed: Bool = true) throws -> ValueEntry {
        func with(_ fields: [String: BridgedValue], _ className: String, _ writer: inout W) -> ValueEntry {
            var fields = fields
            if classed { fields["$class"] = writer.classReference(object.objcClass, named: className) }
            return .entry(.dictionary(fields))
        }
        switch object.valueKind {
        case .string: return .entry(.string(object.string ?? ""))
        case .number: return .entry(try runtime("reading an NSNumber") { try BridgedValue(object: object.object()) })
        case .data: return .entry(.data(object.withBytes { Array($0) } ?? []))
        case .mutableString: return with(["NS.string": .string(object.string ?? "")], "NSMutableString", &writer)
        case .mutableData: return with(["NS.data": .data(object.withBytes { Array($0) } ?? [])], "NSMutableData", &writer)
        case .decimalNumber:
            guard let fields = decimalFields(object.decimalString ?? "NaN") else { return .unarchivable }
            return with(fields, "NSDecimalNumber", &writer)
        case .date: return with(["NS.time": .number(object.timeIntervalSinceReferenceDate ?? 0)], "NSDate", &writer)
        case .null: return with([:], "NSNull", &writer)
        case .url:
            let relative = try writer.reference(object.urlString, depth: depth + 1)
            return with(["NS.base": uid(0), "NS.relative": relative], "NSURL", &writer)
        case .attributedString:
            let text = try writer.reference(object.attributedStringText, depth: depth + 1)
            return with(["NSString": text], "NSAttributedString", &writer)
        case .value:
            guard let type = object.valueObjCType, let bytes = object.withValueBytes({ Array($0) }) else { return .unarchivable }
            return with(["NS.objctype": .string(type), "NS.bytes": .data(bytes)], "NSValue", &writer)
        case .array, .mutableArray, .set, .mutableSet:
            let elements = object.copyElements()
            defer { for e in elements { e.release() } }
            var uids: [BridgedValue] = []
            for e in elements { uids.append(try writer.reference(e, depth: depth + 1)) }
            return with(["NS.objects": .array(uids)], valueClassName(object.valueKind), &writer)
        case .dictionary, .mutableDictionary:
            let entries = object.copyEntries()
            defer { for e in entries { e.key.release(); e.value.release() } }
            var keys: [BridgedValue] = [], values: [BridgedValue] = []
            for e in entries {
                keys.append(try writer.reference(e.key, depth: depth + 1))
                values.append(try writer.reference(e.value, depth: depth + 1))
            }
            return with(["NS.keys": .array(keys), "NS.objects": .array(values)], valueClassName(object.valueKind), &writer)
        case .block, .classObject, .none:
            return .unarchivable
        case .other:
            return .notAValue
        }
    }

    /// The Foundation class a collection is archived as: the public class, whatever the
    /// object's own class (a subclass the runtime uses inside, say) is called.
    private static func valueClassName(_ kind: ValueKind) -> String {
        switch kind {
        case .mutableArray: "NSMutableArray"
        case .set: "NSSet"
        case .mutableSet: "NSMutableSet"
        case .dictionary: "NSDictionary"
        case .mutableDictionary: "NSMutableDictionary"
        default: "NSArray"
        }
    }

    /// The object of a string, number or data entry (+1).
    static func plainObject(_ entry: BridgedValue) throws -> UnmanagedObject {
        try runtime("making a value") { try entry.makeObject() }.retainedUnmanaged()
    }

    /// What the reader gets for a `$classname`.
    enum ValueObject {
        /// One of the value classes: the object (+1), or nil where Foundation would answer nil.
        case made(UnmanagedObject?)
        /// Not a value class's name: the reader makes it its own way.
        case notAValue
    }

    /// The value object of an entry whose class is `name`, from Foundation's fields.
    /// - Throws: ``ModelMappingError/invalidArchive(_:)`` for fields that do not fit the class.
    static func valueObject<R: ArchiveReading>(named name: String, fields: [String: BridgedValue], depth: Int,
                                               _ reader: inout R) throws -> ValueObject {
        func text(_ key: String) -> String? { if case .string(let s)? = fields[key] { return s } else { return nil } }
        func bytes(_ key: String) -> [UInt8]? { if case .data(let b)? = fields[key] { return b } else { return nil } }
        func made(_ value: BridgedValue) throws -> UnmanagedObject {
            try runtime("making a \(name)") { try value.makeObject() }.retainedUnmanaged()
        }
        switch name {
        case "NSString": return .made(try made(.string(text("NS.string") ?? "")))
        case "NSMutableString": return .made(UnmanagedObject.makeString(text("NS.string") ?? "", mutable: true))
        case "NSData": return .made(try made(.data(bytes("NS.data") ?? [])))
        case "NSMutableData": return .made((bytes("NS.data") ?? []).withUnsafeBytes { UnmanagedObject.makeData($0, mutable: true) })
        case "NSNull": return .made(UnmanagedObject.null)
        case "NSDate":
            guard case .double(let t, _)? = fields["NS.time"] else { throw ModelMappingError.invalidArchive("an NSDate without NS.time") }
            return .made(UnmanagedObject.makeDate(timeIntervalSinceReferenceDate: t))
        case "NSDecimalNumber":
            guard let text = decimalText(fields) else { throw ModelMappingError.invalidArchive("a malformed NSDecimalNumber") }
            var copy = text
            return .made(copy.withUTF8 { UnmanagedObject.makeDecimalNumber(UnsafeRawBufferPointer($0)) })
        case "NSURL":
            let string = try reader.object(in: fields, forKey: "NS.relative", depth: depth)
            defer { string?.release() }
            return .made(string?.withUTF8 { UnmanagedObject.makeURL(UnsafeRawBufferPointer($0)) } ?? nil)
        case "NSAttributedString":
            let string = try reader.object(in: fields, forKey: "NSString", depth: depth)
            defer { string?.release() }
            guard let string, let text = string.string else { return .made(nil) }
            return .made(try ObjCObject.attributedString(text).retainedUnmanaged())
        case "NSValue":
            guard let type = text("NS.objctype"), let b = bytes("NS.bytes") else { throw ModelMappingError.invalidArchive("a malformed NSValue") }
            return .made(try made(.value(bytes: b, objCType: type)))
        case "NSArray", "NSMutableArray", "NSSet", "NSMutableSet":
            guard case .array(let uids)? = fields["NS.objects"] else { throw ModelMappingError.invalidArchive("\(name) without NS.objects") }
            let elements = try reader.objects(uids, depth: depth)
            defer { for e in elements { e.release() } }
            let mutable = name.hasPrefix("NSMutable")
            return .made(elements.withUnsafeBufferPointer {
                name.hasSuffix("Set") ? UnmanagedObject.makeSet($0, mutable: mutable) : UnmanagedObject.makeArray($0, mutable: mutable)
            })
        case "NSDictionary", "NSMutableDictionary":
            guard case .array(let keyUIDs)? = fields["NS.keys"], case .array(let valueUIDs)? = fields["NS.objects"],
                  keyUIDs.count == valueUIDs.count else { throw ModelMappingError.invalidArchive("\(name) without matching NS.keys / NS.objects") }
            let keys = try reader.objects(keyUIDs, depth: depth)
            defer { for k in keys { k.release() } }
            let values = try reader.objects(valueUIDs, depth: depth)
            defer { for v in values { v.release() } }
            guard keys.count == values.count else { throw ModelMappingError.invalidArchive("\(name) with a $null key or value") }
            return .made(keys.withUnsafeBufferPointer { k in
                values.withUnsafeBufferPointer { UnmanagedObject.makeDictionary(keys: k, values: $0, mutable: name == "NSMutableDictionary") }
            })
        default:
            return .notAValue
        }
    }
}

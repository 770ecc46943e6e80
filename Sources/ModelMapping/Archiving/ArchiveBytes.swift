import ObjCRuntime
import PropertyLists

extension ArchiveFormat {
    /// The bytes of an archive: a binary property list whose references are UID objects, as
    /// `NSKeyedArchiver` writes it (`plutil -p` and Python's `plistlib` read it).
    /// - Throws: ``ModelMappingError/invalidArchive(_:)`` for a value with no property-list
    ///   form (an NSNull or NSValue *value* — archives hold those as objects, never as values).
    static func bytes(of archive: BridgedValue) throws -> [UInt8] {
        PropertyList.encodeKeyedArchive(try plist(archive))
    }

    /// The archive in `bytes` (binary or XML), its UIDs as `{"CF$UID": n}`.
    /// - Throws: ``ModelMappingError/invalidArchive(_:)`` when the bytes are not a property list.
    static func archive(fromBytes bytes: [UInt8]) throws -> BridgedValue {
        do {
            return bridged(try PropertyList.decodeKeyedArchive(bytes))
        } catch {
            throw ModelMappingError.invalidArchive("not a property list: \(error)")
        }
    }

    private static func plist(_ value: BridgedValue) throws -> PlistValue {
        switch value {
        case .string(let s): return .string(s)
        case .signed(let i, _): return .integer(i)
        case .unsigned(let u, _): return PlistValue(integer: u)
        case .double(let d, _): return .real(d)
        case .bool(let b): return .bool(b)
        case .data(let d): return .data(d)
        case .date(let t): return .date(PlistDate(secondsSinceReferenceDate: t))
        case .array(let a): return .array(try a.map(plist))
        case .dictionary(let d): return .dictionary(try d.mapValues(plist))
        case .null, .value: throw ModelMappingError.invalidArchive("\(value) has no property-list form")
        }
    }

    private static func bridged(_ value: PlistValue) -> BridgedValue {
        switch value {
        case .string(let s): return .string(s)
        case .integer(let i): return .signed(i, objCType: "q")
        case .unsignedInteger(let u): return .unsigned(u, objCType: "Q")
        case .real(let d): return .double(d, objCType: "d")
        case .bool(let b): return .bool(b)
        case .data(let d): return .data(d)
        case .date(let d): return .date(d.secondsSinceReferenceDate)
        case .array(let a): return .array(a.map(bridged))
        case .dictionary(let d): return .dictionary(d.mapValues(bridged))
        }
    }
}

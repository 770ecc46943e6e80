import ObjCRuntime
import PropertyLists

extension ArchiveFormat {
    /// The bytes of an archive: a binary property list whose references are UID objects, as
    /// `NSKeyedArchiver` writes it (`plutil -p` and Python's `plistlib` read it).
    /// - Throws: ``ModelMappingError/invalidArchive(_:)`` for a value with no property-list
    ///   form (an NSNull or NSValue *value* — archives hold those as objects, never as values).
    static func bytes(of archive: BridgedValue) throws -> [UInt8] {
        guard let plist = PlistValue(bridged: archive) else {
            throw ModelMappingError.invalidArchive("an NSNull or NSValue value has no property-list form")
        }
        return PropertyList.encodeKeyedArchive(plist)
    }

    /// The archive in `bytes` (binary or XML), its UIDs as `{"CF$UID": n}`.
    /// - Throws: ``ModelMappingError/invalidArchive(_:)`` when the bytes are not a property list.
    static func archive(fromBytes bytes: [UInt8]) throws -> BridgedValue {
        do {
            return BridgedValue(plist: try PropertyList.decodeKeyedArchive(bytes))
        } catch {
            throw ModelMappingError.invalidArchive("not a property list: \(error)")
        }
    }
}

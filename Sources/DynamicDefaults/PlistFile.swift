/// Property-list files outside the defaults directory (`objcrt defaults import` / `export`).
public enum PlistFile {
    /// Reads and decodes a file in any of the three formats.
    /// - Throws: ``DefaultsError/io(path:operation:errno:)`` when it cannot be read (a missing
    ///   file is `ENOENT`), ``DefaultsError/corruptFile(path:_:)`` when it is not a property list.
    public static func read(_ path: String) throws -> PlistValue {
        guard let bytes = try DomainFile.readBytes(path) else {
            throw DefaultsError.io(path: path, operation: "open", errno: 2)
        }
        do {
            return try PropertyList.decode(bytes)
        } catch let e as PlistError {
            throw DefaultsError.corruptFile(path: path, e)
        }
    }

    /// Encodes `value` and replaces `path` atomically (mode 0600).
    public static func write(_ value: PlistValue, to path: String, format: PlistFormat = .xml) throws {
        try DomainFile.atomicWrite(PropertyList.encode(value, format: format), to: path)
    }
}

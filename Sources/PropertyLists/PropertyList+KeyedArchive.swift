extension PropertyList {
    /// The key of the one-key dictionary `{"CF$UID": n}` that stands for a keyed archive's
    /// object reference (a UID object in the binary format, this dictionary in the XML one).
    public static let uidKey = "CF$UID"

    /// A keyed archive (`NSKeyedArchiver`'s `$archiver` / `$objects` / `$top` dictionary) as
    /// the binary property list Apple writes: every `{"CF$UID": n}` dictionary — the form the
    /// XML format gives an object reference — becomes a UID object (marker `0x8n`), which
    /// `plutil`, Python's `plistlib` (`plistlib.UID`) and Foundation read as such.
    public static func encodeKeyedArchive(_ archive: PlistValue) -> [UInt8] {
        PlistBinaryWriter.write(archive, uids: true)
    }

    /// Reads a keyed archive in the binary or the XML format; a binary UID object reads as
    /// `{"CF$UID": n}`, the XML format's spelling of it (so one reader serves both).
    /// - Throws: ``PlistError`` as ``decode(_:)`` does.
    public static func decodeKeyedArchive(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
        let format = detectFormat(bytes)
        return format == .binary ? try PlistBinaryReader.read(bytes, uids: true) : try decode(bytes, as: format)
    }
}

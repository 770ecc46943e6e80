import MiniObjCTestSupport
import Testing
@testable import PropertyLists

/// Keyed archives: `{"CF$UID": n}` dictionaries are written as binary UID objects (marker 0x8n,
/// 1, 2 or 4 bytes) and read back as such dictionaries; the plain reader still refuses UIDs,
/// and Python's plistlib reads them as `plistlib.UID`.
@Suite struct KeyedArchiveCodecTests {
    static func uid(_ n: Int64) -> PlistValue { ["CF$UID": .integer(n)] }

    static let archive: PlistValue = [
        "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": uid(1)],
        "$objects": ["$null", ["name": uid(2), "$class": uid(3), "next": uid(300), "far": uid(70_000)], "text",
                     ["$classname": "Thing", "$classes": ["Thing", "NSObject"]]],
    ]

    @Test func uidsAreUIDObjectsAndReadBack() throws {
        let bytes = PropertyList.encodeKeyedArchive(Self.archive)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        #expect(bytes.contains(0x80) && bytes.contains(0x81) && bytes.contains(0x83), "1-, 2- and 4-byte UIDs")
        #expect(try PropertyList.decodeKeyedArchive(bytes) == Self.archive)
        #expect(throws: PlistError.self) { try PropertyList.decode(bytes) }
        // The ordinary binary writer keeps them dictionaries; the XML form reads as it is.
        #expect(try PropertyList.decode(PropertyList.encode(Self.archive, format: .binary)) == Self.archive)
        #expect(try PropertyList.decodeKeyedArchive(PropertyList.encode(Self.archive, format: .xml)) == Self.archive)
    }

    /// Only a one-key dictionary of an integer in UInt32's range is a UID.
    @Test func lookalikesStayDictionaries() throws {
        let v: PlistValue = [Self.uid(-1), Self.uid(Int64(UInt32.max) + 1), ["CF$UID": "1"], ["CF$UID": 1, "other": 2]]
        let bytes = PropertyList.encodeKeyedArchive(v)
        #expect(!bytes.contains { $0 >> 4 == 0x8 })
        #expect(try PropertyList.decodeKeyedArchive(bytes) == v)
    }

    @Test func aUIDWiderThan32BitsIsRefused() throws {
        var bytes = PropertyList.encodeKeyedArchive([Self.uid(5)])
        let at = try #require(bytes.firstIndex(of: 0x80))
        bytes[at] = 0x87   // claims 8 bytes
        #expect(throws: PlistError.self) { try PropertyList.decodeKeyedArchive(bytes) }
    }

    @Test func plistlibReadsUIDs() throws {
        let python = try #require(python3Path(), "python3 is needed for the plistlib compatibility tests")
        let dir = makeTempDirectory("keyed-archive-codec")
        let path = dir + "/archive.plist"
        try PlistFile.replace(path, with: PropertyList.encodeKeyedArchive(Self.archive))
        let r = runPython(python, """
            import plistlib
            d = plistlib.load(open('\(path)', 'rb'))
            o = d['$objects'][1]
            print(type(d['$top']['root']).__name__, d['$top']['root'].data, o['name'].data, o['next'].data, o['far'].data)
            """, in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output == "UID 1 2 300 70000\n")
    }
}

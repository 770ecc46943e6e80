import Testing
import PlistTestSupport
@testable import PropertyLists
import MiniObjCTestSupport

/// Files written by Python's plistlib (XML and binary) read correctly, and files written here
/// load in plistlib with the same values. python3 is on the development machine and in CI.
@Suite struct PlistlibCompatibilityTests {
    private func python(_ script: String, in dir: String) throws -> PythonResult {
        let python = try #require(python3Path(), "python3 is needed for the plistlib compatibility tests")
        return runPython(python, "import plistlib, datetime, sys\n" + script, in: dir)
    }

    @Test(arguments: ["FMT_XML", "FMT_BINARY"])
    func readsPlistlibFiles(format: String) throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let path = dir + "/from-python.plist"
        let r = try python("plistlib.dump(\(PlistSamples.python), open('\(path)', 'wb'), fmt=plistlib.\(format))", in: dir)
        #expect(r.status == 0, "\(r.output)")
        let value = try PlistFile.read(path)
        #expect(value == PlistSamples.everything)
    }

    @Test(arguments: [PlistFormat.xml, PlistFormat.binary])
    func plistlibLoadsOurFiles(format: PlistFormat) throws {
        let dir = makeTempDirectory()
        defer { removeTree(dir) }
        let path = dir + "/from-swift.plist"
        try PlistFile.write(PlistSamples.everything, to: path, format: format)
        let r = try python("""
        got = plistlib.load(open('\(path)', 'rb'))
        want = \(PlistSamples.python)
        bad = [k for k in want if got.get(k) != want[k]]
        print('mismatch', bad, [got.get(k) for k in bad]) if bad or set(got) != set(want) else print('OK')
        """, in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.hasPrefix("OK"), "\(r.output)")
    }
}

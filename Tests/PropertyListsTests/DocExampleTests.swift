import PropertyLists
import Testing

/// The example of the DocC catalog (`Sources/PropertyLists/PropertyLists.docc`), run as written
/// there, so the documentation cannot drift from the API.
struct DocExampleTests {
    @Test func propertyListsLandingPageExample() throws {
        let settings: PlistValue = ["nickName": "Ada", "launchCount": 3, "ratios": [0.5, 2.0]]

        for format in [PlistFormat.xml, .binary] {
            let bytes = PropertyList.encode(settings, format: format)
            #expect(PropertyList.detectFormat(bytes) == format)
            #expect(try PropertyList.decode(bytes) == settings)
        }

        let text = PropertyList.encode(settings, format: .openStep)
        #expect(try PropertyList.decode(text) == ["nickName": "Ada", "launchCount": "3", "ratios": ["0.5", "2"]])

        do {
            _ = try PropertyList.decode(Array("<plist><dict><key>a</key></dict></plist>".utf8), as: .xml)
            Issue.record("a key without a value was read")
        } catch {
            #expect(error.format == .xml)
            #expect(error.offset == 25)  // the `</dict>` where the value should be
        }
    }
}

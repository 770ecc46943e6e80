// The property-list readers under the fuzzer: what the defaults store runs on a domain file
// and `objcrt defaults import` on any file.
import PropertyLists

/// `plist-xml`, `plist-binary`, `plist-openstep`: any bytes give a value or a `PlistError`
/// (decode's typed throws) whose offset lies inside the input. A value read from XML or binary must survive the
/// store's own round trip — written in that format and read back, it writes the same bytes
/// again — because that is what a domain file goes through on every save.
func fuzzPlist(_ bytes: [UInt8], as format: PlistFormat) {
    _ = PropertyList.detectFormat(bytes)
    let value: PlistValue
    do {
        value = try PropertyList.decode(bytes, as: format)
    } catch {
        // The type is PlistError (decode's typed throws); what is checked is its offset.
        fuzzCheck(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside \(bytes.count) bytes")
        _ = error.description
        return
    }
    _ = PropertyList.describe(value)
    for written in [PlistFormat.xml, .binary] {
        let once = PropertyList.encode(value, format: written)
        do {
            let again = try PropertyList.decode(once, as: written)
            fuzzCheck(PropertyList.encode(again, format: written) == once,
                      "\(written) round trip changed the value")
        } catch {
            fuzzCheck(false, "the \(written) writer made a file its reader refuses: \(error)")
        }
    }
}

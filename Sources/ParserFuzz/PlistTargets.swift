// The property-list readers under the fuzzer: what the defaults store runs on a domain file
// and `objcrt defaults import` on any file.
import PropertyLists

/// `plist-xml`, `plist-binary`, `plist-openstep`: any bytes give a value or a `PlistError`
/// whose offset lies inside the input. A value read from XML or binary must survive the
/// store's own round trip — written in that format and read back, it writes the same bytes
/// again — because that is what a domain file goes through on every save.
func fuzzPlist(_ bytes: [UInt8], as format: PlistFormat) {
    _ = PropertyList.detectFormat(bytes)
    let value: PlistValue
    do {
        value = try PropertyList.decode(bytes, as: format)
    } catch let e as PlistError {
        fuzzCheck(e.offset >= 0 && e.offset <= bytes.count, "error offset \(e.offset) outside \(bytes.count) bytes")
        _ = e.description
        return
    } catch {
        fuzzCheck(false, "decode threw \(type(of: error)), not PlistError: \(error)")
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

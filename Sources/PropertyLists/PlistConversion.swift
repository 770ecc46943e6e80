/// Converts Swift values to property-list values.
public enum PlistConversion {
    /// The property-list form of `value`, or `nil` when it is not a property-list value.
    /// Accepts `PlistValue`, `PlistDate`, `String`, every standard integer type, `Double`,
    /// `Float`, `Bool`, `[UInt8]` (data), arrays of those, and dictionaries with `String` keys.
    public static func plist(from value: Any) -> PlistValue? {
        switch value {
        case let v as PlistValue: return v
        case let v as PlistDate: return .date(v)
        case let v as String: return .string(v)
        case let v as Substring: return .string(String(v))
        case let v as Bool: return .bool(v)
        case let v as Int: return PlistValue(integer: v)
        case let v as Int8: return PlistValue(integer: v)
        case let v as Int16: return PlistValue(integer: v)
        case let v as Int32: return PlistValue(integer: v)
        case let v as Int64: return PlistValue(integer: v)
        case let v as UInt: return PlistValue(integer: v)
        case let v as UInt16: return PlistValue(integer: v)
        case let v as UInt32: return PlistValue(integer: v)
        case let v as UInt64: return PlistValue(integer: v)
        case let v as Double: return .real(v)
        case let v as Float: return .real(Double(v))
        // Checked by dynamic type: an empty `[Int]` would otherwise cast to `[UInt8]`.
        case let v as [UInt8] where type(of: value) == [UInt8].self: return .data(v)
        case let v as UInt8: return PlistValue(integer: v)
        case let v as [Any]:
            var out: [PlistValue] = []
            out.reserveCapacity(v.count)
            for e in v {
                guard let p = plist(from: e) else { return nil }
                out.append(p)
            }
            return .array(out)
        case let v as [String: Any]:
            var out: [String: PlistValue] = [:]
            for (k, e) in v {
                guard let p = plist(from: e) else { return nil }
                out[k] = p
            }
            return .dictionary(out)
        default:
            return nil
        }
    }

    /// A short, bounded description of a value that is not a property list, for error messages
    /// ("Attempt to insert non-property list object …").
    public static func describe(_ value: Any) -> String {
        let text = String(describing: value)
        let shown = text.count > 80 ? String(text.prefix(77)) + "..." : text
        return "\(shown) (type \(type(of: value)))"
    }
}

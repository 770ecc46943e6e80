import ObjCEncoding
import ObjCRuntime
import PropertyLists

/// Conversions between runtime objects and property-list values for `@` accessors, through
/// the runtime's value bridge (`BridgedValue`): NSString, NSNumber (integer, unsigned, real,
/// BOOL), NSData, NSDate, NSArray and NSDictionary map to the property-list kinds; NSNull,
/// NSValue and other classes have no property-list form and are refused.
enum ObjectValues {
    /// The object for a stored value, or nil when it cannot be made.
    static func object(for value: PlistValue) -> ObjCObject? {
        try? bridged(value).makeObject()
    }

    /// The property-list value of an object, or a description of it for the error message.
    /// The caller keeps `object` alive (an IMP's argument): no handle is made for it.
    static func plist(for object: UnmanagedObject) -> Result<PlistValue, NotConvertible> {
        // A number, the usual value of a setter, in one read (no BridgedValue on the way).
        if let n = object.numberValue { return .success(plist(n)) }
        guard let b = try? BridgedValue(unmanaged: object), let v = plist(b) else {
            return .failure(NotConvertible(description: "<\(object.objcClass.name)>"))
        }
        return .success(v)
    }

    /// A number's property-list value, as ``plist(_:)`` gives it for the number's
    /// ``BridgedValue``: BOOLs stay booleans, unsigned values stay unsigned, floats are reals.
    static func plist(_ n: NumberValue) -> PlistValue {
        switch ScalarTypeCode.kind(of: n.type) {
        case .boolean: return .bool(n.int64 != 0)
        case .unsignedInteger: return PlistValue(integer: n.uint64)
        case .floatingPoint: return .real(n.double)
        default: return .integer(n.int64)
        }
    }

    static func bridged(_ v: PlistValue) -> BridgedValue {
        switch v {
        case .string(let s): return .string(s)
        case .integer(let i): return .int(Int(i))
        case .unsignedInteger(let u): return .uint(UInt(u))
        case .real(let d): return .number(d)
        case .bool(let b): return .bool(b)
        case .data(let d): return .data(d)
        case .date(let d): return .date(d.secondsSinceReferenceDate)
        case .array(let a): return .array(a.map(bridged))
        case .dictionary(let d): return .dictionary(d.mapValues(bridged))
        }
    }

    static func plist(_ b: BridgedValue) -> PlistValue? {
        switch b {
        case .string(let s): return .string(s)
        case .signed(let i, _): return .integer(i)
        case .unsigned(let u, _): return PlistValue(integer: u)
        case .double(let d, _): return .real(d)
        case .bool(let v): return .bool(v)
        case .data(let d): return .data(d)
        case .date(let s): return .date(PlistDate(secondsSinceReferenceDate: s))
        case .array(let a):
            var out: [PlistValue] = []
            out.reserveCapacity(a.count)
            for e in a {
                guard let p = plist(e) else { return nil }
                out.append(p)
            }
            return .array(out)
        case .dictionary(let d):
            var out: [String: PlistValue] = [:]
            for (k, e) in d {
                guard let p = plist(e) else { return nil }
                out[k] = p
            }
            return .dictionary(out)
        case .null, .value:
            return nil
        }
    }

    struct NotConvertible: Error, CustomStringConvertible {
        let description: String
    }
}

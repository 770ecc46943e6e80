import ObjCEncoding
import ObjCRuntime
import PropertyLists

/// Conversions between runtime objects and property-list values for `@` accessors, through
/// the runtime's value bridge (`BridgedValue`, and its one bridge to property lists,
/// `BridgedValue(plist:)` / `PlistValue(bridged:)`): NSString, NSNumber (integer, unsigned, real,
/// BOOL), NSData, NSDate, NSArray and NSDictionary map to the property-list kinds; NSNull,
/// NSValue and other classes have no property-list form and are refused.
enum ObjectValues {
    /// The object for a stored value, or nil when it cannot be made.
    static func object(for value: PlistValue) -> ObjCObject? {
        try? BridgedValue(plist: value).makeObject()
    }

    /// The property-list value of an object, or a description of it for the error message.
    /// The caller keeps `object` alive (an IMP's argument): no handle is made for it.
    static func plist(for object: UnmanagedObject) -> Result<PlistValue, NotConvertible> {
        // A number, the usual value of a setter, in one read (no BridgedValue on the way).
        if let n = object.numberValue { return .success(plist(n)) }
        guard let b = try? BridgedValue(unmanaged: object), let v = PlistValue(bridged: b) else {
            return .failure(NotConvertible(description: "<\(object.objcClass.name)>"))
        }
        return .success(v)
    }

    /// A number's property-list value, as `PlistValue(bridged:)` gives it for the number's
    /// `BridgedValue`: BOOLs stay booleans, unsigned values stay unsigned, floats are reals.
    static func plist(_ n: NumberValue) -> PlistValue {
        switch ScalarTypeCode.kind(of: n.type) {
        case .boolean: return .bool(n.int64 != 0)
        case .unsignedInteger: return PlistValue(integer: n.uint64)
        case .floatingPoint: return .real(n.double)
        default: return .integer(n.int64)
        }
    }

    struct NotConvertible: Error, CustomStringConvertible {
        let description: String
    }
}

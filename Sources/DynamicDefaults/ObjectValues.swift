import ObjCRuntime

/// Conversions between runtime objects and property-list values for `@` accessors.
/// Strings travel as `NSString`. The other value classes (NSNumber, NSArray, NSDictionary,
/// NSData, NSDate) are not in the runtime yet; until they are, only string values convert, a
/// getter for another kind of value returns nil and a setter with another object is refused.
enum ObjectValues {
    /// The object for a stored value, or nil when there is no object form.
    static func object(for value: PlistValue) -> ObjCObject? {
        switch value {
        case .string(let s): return ObjCObject.string(s)
        default: return nil
        }
    }

    /// The property-list value of an object, or a description of it for the error message.
    static func plist(for object: ObjCObject) -> Result<PlistValue, NotConvertible> {
        if let s = object.stringValue { return .success(.string(s)) }
        return .failure(NotConvertible(description: "<\(object.className)>"))
    }

    struct NotConvertible: Error, CustomStringConvertible {
        let description: String
    }
}

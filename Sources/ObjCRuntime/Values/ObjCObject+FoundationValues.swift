internal import CRuntimeCore
internal import CValueClasses

/// The value classes `BridgedValue` has no case for — sets, URLs, decimal numbers, mutable
/// strings and data, attributed strings, blocks — made and read from Swift.
extension ObjCObject {
    /// A new NSSet (or NSMutableSet) of the distinct objects (by `-hash` / `-isEqual:`; the
    /// first of equal objects stays), in order.
    /// - Throws: `BridgedValueError.allocationFailed`.
    public static func set(_ elements: [ObjCObject], mutable: Bool = false) throws -> ObjCObject {
        let made = withExtendedLifetime(elements) {
            let raws: [id?] = elements.map { $0.raw }
            return raws.withUnsafeBufferPointer { rt_nsset_create($0.baseAddress, $0.count, mutable) }
        }
        try throwPendingException()
        guard let made else { throw BridgedValueError.allocationFailed("an NSSet of \(elements.count) objects") }
        return ObjCObject(adopting: made)
    }

    /// The members of an NSSet in order (a snapshot), or nil when this is not a set.
    public var setElements: [ObjCObject]? {
        guard rt_object_isNSSet(raw) else { return nil }
        return unmanaged.copyElements().map { $0.takeRetainedObject() }
    }

    /// A new NSURL, or nil when the text is not a URL: empty, or holding a character RFC 3986
    /// does not allow (a space, `"`, `<`, `>`, `\`, `^`, a backquote, `{`, `|`, `}`, a control or
    /// non-ASCII character, a `%` without two hex digits) — as `+URLWithString:` answered before
    /// it learned to percent-encode.
    public static func url(_ string: String) -> ObjCObject? {
        var text = string
        return text.withUTF8 { UnmanagedObject.makeURL(UnsafeRawBufferPointer($0)) }?.takeRetainedObject()
    }

    /// An NSURL's text (`-absoluteString`), or nil when this is not a URL.
    public var urlString: String? { unmanaged.urlString?.string }

    /// A new NSDecimalNumber read as `+decimalNumberWithString:` reads (the longest decimal
    /// prefix; NaN for text without digits; up to 38 significant digits).
    public static func decimalNumber(_ text: String) -> ObjCObject {
        var text = text
        guard let made = text.withUTF8({ UnmanagedObject.makeDecimalNumber(UnsafeRawBufferPointer($0)) }) else {
            fatalError("out of memory creating an NSDecimalNumber")
        }
        return made.takeRetainedObject()
    }

    /// An NSDecimalNumber's exact text (`"-3.2"`, `"NaN"`), or nil for anything else.
    public var decimalString: String? { unmanaged.decimalString }

    /// A new NSMutableString with the text.
    public static func mutableString(_ text: String) -> ObjCObject {
        guard let made = UnmanagedObject.makeString(text, mutable: true) else { fatalError("out of memory creating an NSMutableString") }
        return made.takeRetainedObject()
    }

    /// A new NSMutableData with a copy of the bytes.
    public static func mutableData(_ bytes: [UInt8]) -> ObjCObject {
        guard let made = bytes.withUnsafeBytes({ UnmanagedObject.makeData($0, mutable: true) }) else {
            fatalError("out of memory creating an NSMutableData")
        }
        return made.takeRetainedObject()
    }

    /// A new NSAttributedString of the text, with attributes for all of it (an NSDictionary).
    /// - Throws: `ObjCError.invalidArgument` when `attributes` is not a dictionary.
    public static func attributedString(_ text: String, attributes: ObjCObject? = nil) throws -> ObjCObject {
        let string = ObjCObject.string(text)
        let made = withExtendedLifetime((string, attributes)) { rt_nsattributedstring_create(string.raw, attributes?.raw) }
        guard let made else { throw ObjCError.invalidArgument("NSAttributedString attributes must be an NSDictionary") }
        return ObjCObject(adopting: made)
    }

    /// An NSAttributedString's plain text, or nil for anything else.
    public var attributedStringText: String? { unmanaged.attributedStringText?.string }
}

internal import CRuntimeCore
internal import CValueClasses

/// The value classes registered at start-up, next to `ObjCClass.nsObject` / `.nsString`.
extension ObjCClass {
    /// NSNumber: a scalar and its type code (`CSupport/ValueClasses/nsnumber.c`).
    public static var nsNumber: ObjCClass { ObjCClass(raw: rt_NSNumber()) }
    /// The immutable NSArray (`CSupport/ValueClasses/nsarray.c`).
    public static var nsArray: ObjCClass { ObjCClass(raw: rt_NSArray()) }
    /// NSMutableArray, a subclass of NSArray.
    public static var nsMutableArray: ObjCClass { ObjCClass(raw: rt_NSMutableArray()) }
    /// The immutable NSDictionary (`CSupport/ValueClasses/nsdictionary.c`).
    public static var nsDictionary: ObjCClass { ObjCClass(raw: rt_NSDictionary()) }
    /// NSMutableDictionary, a subclass of NSDictionary.
    public static var nsMutableDictionary: ObjCClass { ObjCClass(raw: rt_NSMutableDictionary()) }
    /// NSData: immutable bytes (`CSupport/ValueClasses/nsdata.c`).
    public static var nsData: ObjCClass { ObjCClass(raw: rt_NSData()) }
    /// NSDate: seconds since 2001-01-01 UTC (`CSupport/ValueClasses/nsdate.c`).
    public static var nsDate: ObjCClass { ObjCClass(raw: rt_NSDate()) }
    /// NSNull, whose one instance is `+null` (`CSupport/ValueClasses/nsnull.c`).
    public static var nsNull: ObjCClass { ObjCClass(raw: rt_NSNull()) }
    /// NSValue: bytes and their type encoding (`CSupport/ValueClasses/nsvalue.c`).
    public static var nsValue: ObjCClass { ObjCClass(raw: rt_NSValue()) }
    /// NSMutableString, a subclass of NSString (`CSupport/ValueClasses/nsmutablestring.c`).
    public static var nsMutableString: ObjCClass { ObjCClass(raw: rt_NSMutableString()) }
    /// NSMutableData, a subclass of NSData (`CSupport/ValueClasses/nsmutabledata.c`).
    public static var nsMutableData: ObjCClass { ObjCClass(raw: rt_NSMutableData()) }
    /// NSDecimalNumber, a subclass of NSNumber (`CSupport/ValueClasses/nsdecimalnumber.c`).
    public static var nsDecimalNumber: ObjCClass { ObjCClass(raw: rt_NSDecimalNumber()) }
    /// The immutable NSSet (`CSupport/ValueClasses/nsset.c`).
    public static var nsSet: ObjCClass { ObjCClass(raw: rt_NSSet()) }
    /// NSMutableSet, a subclass of NSSet.
    public static var nsMutableSet: ObjCClass { ObjCClass(raw: rt_NSMutableSet()) }
    /// NSURL (`CSupport/ValueClasses/nsurl.c`).
    public static var nsURL: ObjCClass { ObjCClass(raw: rt_NSURL()) }
    /// NSAttributedString (`CSupport/ValueClasses/nsattributedstring.c`).
    public static var nsAttributedString: ObjCClass { ObjCClass(raw: rt_NSAttributedString()) }
    /// NSBlock, the class of block objects (`CSupport/ValueClasses/nsblock.c`).
    public static var nsBlock: ObjCClass { ObjCClass(raw: rt_NSBlock()) }
}

/// Containers of arbitrary objects (values that `BridgedValue` cannot describe, such as
/// instances of your own classes or non-string keys).
extension ObjCObject {
    /// The `+[NSNull null]` singleton.
    public static var null: ObjCObject {
        // The singleton is made at start-up; the fallback only runs if that failed.
        rt_nsnull_null().map { ObjCObject(retaining: $0) } ?? ObjCObject.string("<null>")
    }

    /// A new NSArray (or NSMutableArray) retaining `elements`.
    /// - Throws: `BridgedValueError.allocationFailed`.
    public static func array(_ elements: [ObjCObject], mutable: Bool = false) throws -> ObjCObject {
        let made = withExtendedLifetime(elements) {
            let raws: [id?] = elements.map { $0.raw }
            return raws.withUnsafeBufferPointer { rt_nsarray_create($0.baseAddress, $0.count, mutable) }
        }
        let object = made.map { ObjCObject(adopting: $0) } // released if a key's method threw
        try throwPendingException()
        guard let object else { throw BridgedValueError.allocationFailed("an NSArray of \(elements.count) elements") }
        return object
    }

    /// A new NSDictionary (or NSMutableDictionary); keys are copied with `-copy`, values
    /// retained; a later duplicate key replaces the value.
    /// - Throws: an ``ObjCException`` (an unrecognized `-copy`) for a key that cannot be
    ///   copied, `BridgedValueError.allocationFailed`.
    public static func dictionary(_ pairs: [(key: ObjCObject, value: ObjCObject)],
                                  mutable: Bool = false) throws -> ObjCObject {
        let made = withExtendedLifetime(pairs.map { [$0.key, $0.value] }) {
            let keys: [id?] = pairs.map { $0.key.raw }, values: [id?] = pairs.map { $0.value.raw }
            return keys.withUnsafeBufferPointer { k in
                values.withUnsafeBufferPointer { rt_nsdictionary_create(k.baseAddress, $0.baseAddress, k.count, mutable) }
            }
        }
        let object = made.map { ObjCObject(adopting: $0) } // released if a key's method threw
        try throwPendingException()
        guard let object else { throw BridgedValueError.allocationFailed("an NSDictionary of \(pairs.count) pairs") }
        return object
    }

    /// The elements of an NSArray (a snapshot, each retained by its handle), or nil when
    /// this is not an array.
    public var arrayElements: [ObjCObject]? {
        rt_object_isNSArray(raw) ? BridgedValue.elements(of: raw) : nil
    }

    /// The pairs of an NSDictionary in its order (a snapshot), or nil when this is not a
    /// dictionary.
    public var dictionaryEntries: [(key: ObjCObject, value: ObjCObject)]? {
        guard rt_object_isNSDictionary(raw) else { return nil }
        return BridgedValue.entries(of: raw).map { (key: $0.0, value: $0.1) }
    }

    /// An NSDictionary's value for a string key (`-objectForKey:`), or nil — also when this
    /// is not a dictionary.
    public func dictionaryValue(forKey key: String) -> ObjCObject? {
        unmanaged.dictionaryValue(forKey: DictionaryKey(key))?.takeRetainedObject()
    }

    /// `-setObject:forKey:` on an NSMutableDictionary (nil removes the key).
    /// - Throws: `ObjCException` (`invalidArgument`) when this is not a mutable dictionary.
    public func setDictionaryValue(_ value: ObjCObject?, forKey key: String) throws {
        guard rt_object_isNSMutableDictionary(raw) else {
            throw ObjCException.invalidArgument(className: className, selector: "setObject:forKey:",
                                                 reason: "not a mutable dictionary")
        }
        let keyObject = ObjCObject.string(key)
        if let value {
            let stored = withExtendedLifetime((value, keyObject)) { rt_nsdictionary_setObject(raw, value.raw, keyObject.raw) }
            if !stored { try throwPendingException() }
        } else {
            try send("removeObjectForKey:", keyObject, as: Void.self)
        }
    }
}

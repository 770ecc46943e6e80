internal import CRuntimeCore
internal import CValueClasses

/// Low level: a runtime object pointer that owns nothing, the counterpart of Swift's
/// `Unmanaged` for runtime objects. Hot loops that touch thousands of values (model mapping,
/// JSON reading) use it to avoid an `ObjCObject` handle — a heap allocation and a retain —
/// per value; everything else should use `ObjCObject`.
///
/// You manage the retain count by hand, as in manual-retain-release Objective-C: functions
/// that make or copy objects say they return +1 (balance with `release()`), accessors say
/// +0 (valid while their owner is). Reading a value never raises; asking a string question of
/// a number answers nil.
public struct UnmanagedObject: Hashable, @unchecked Sendable {
    /// The object pointer.
    @usableFromInline package let pointer: UnsafeMutableRawPointer

    /// Wraps a pointer without retaining it.
    @inlinable package init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }

    init(raw: id) { pointer = rawPointer(raw) }

    var raw: id { pointer.asID }

    /// +1. Returns the same object.
    @discardableResult
    package func retain() -> UnmanagedObject {
        rt_objc_retain(raw)
        return self
    }

    /// -1 (the object deallocates at zero).
    package func release() { rt_objc_release(raw) }

    /// Hands a +1 reference to the current autorelease pool.
    package func autorelease() { rt_objc_autorelease(raw) }

    /// A handle that takes over a +1 reference you own.
    package func takeRetainedObject() -> ObjCObject { ObjCObject(adopting: raw) }

    /// A handle of its own (+1 for the handle; yours is untouched).
    package func object() -> ObjCObject { ObjCObject(retaining: raw) }

    /// The object's class (for a class object, its metaclass).
    package var objcClass: ObjCClass { ObjCClass(raw: rt_object_getClass(raw)) }

    /// Which value class the object is an instance of.
    package var valueKind: ValueKind { ValueKind(rt_value_getKind(raw)) }

    /// `-isKindOfClass:` without a message.
    package func isKind(of cls: ObjCClass) -> Bool {
        var c: Class? = rt_object_getClass(raw)
        while let k = c {
            if k == cls.raw { return true }
            c = rt_class_getSuperclass(k)
        }
        return false
    }

    // MARK: strings

    /// Calls `body` with an NSString's UTF-8 bytes (no NUL); nil for a non-string. The bytes
    /// are the string's own, valid while it lives.
    @inline(__always)
    package func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        var length = 0
        guard let bytes = rt_nsstring_getUTF8(raw, &length) else { return nil }
        return try body(UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self),
                                            count: length))
    }

    /// An NSString's text, or nil.
    package var string: String? { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    // MARK: numbers

    /// Every view of an NSNumber from one read: its type code (ASCII) and its value as
    /// `-longLongValue`, `-unsignedLongLongValue` and `-doubleValue` give it; nil for a
    /// non-number.
    package var numberValue: NumberValue? {
        var s: Int64 = 0, u: UInt64 = 0, d: Double = 0
        let type = rt_nsnumber_read(raw, &s, &u, &d)
        return type == 0 ? nil : NumberValue(type: UInt8(bitPattern: type), int64: s, uint64: u, double: d)
    }

    /// An NSNumber's type code (`c C s S i I l L q Q f d B`), or nil for a non-number.
    package var numberType: Character? {
        let t = rt_nsnumber_objCType(raw)
        return t == 0 ? nil : Character(Unicode.Scalar(UInt8(bitPattern: t)))
    }
    /// An NSNumber's value as `-longLongValue` reads it (0 for a non-number).
    package var int64Value: Int64 { rt_nsnumber_int64Value(raw) }
    /// An NSNumber's value as `-unsignedLongLongValue` reads it.
    package var uint64Value: UInt64 { rt_nsnumber_uint64Value(raw) }
    /// An NSNumber's value as `-doubleValue` reads it.
    package var doubleValue: Double { rt_nsnumber_doubleValue(raw) }
    /// An NSDecimalNumber's text (`"-3.2"`, `"NaN"`), or nil for anything else.
    package var decimalString: String? {
        guard rt_object_isNSDecimalNumber(raw) else { return nil }
        var buffer = [CChar](repeating: 0, count: 200)
        let n = rt_nsdecimalnumber_getString(raw, &buffer, buffer.count)
        return String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    /// Whether an NSDecimalNumber is NaN.
    package var isNotANumber: Bool { rt_nsdecimalnumber_isNaN(raw) }

    // MARK: other values

    /// An NSDate's seconds since 2001-01-01 UTC, or nil.
    package var timeIntervalSinceReferenceDate: Double? {
        rt_object_isNSDate(raw) ? rt_nsdate_timeIntervalSinceReferenceDate(raw) : nil
    }

    /// Calls `body` with an NSData's bytes; nil for a non-data object.
    package func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R? {
        var length = 0
        guard let bytes = rt_nsdata_getBytes(raw, &length) else { return nil }
        return try body(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    /// An NSValue's type encoding, or nil.
    package var valueObjCType: String? { rt_object_isNSValue(raw) ? cString(rt_nsvalue_objCType(raw)) : nil }

    /// Calls `body` with an NSValue's bytes; nil for anything else.
    package func withValueBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R? {
        guard rt_object_isNSValue(raw) else { return nil }
        return try body(UnsafeRawBufferPointer(start: rt_nsvalue_bytes(raw), count: rt_nsvalue_size(raw)))
    }

    /// An NSURL's text (+0, an NSString), or nil.
    package var urlString: UnmanagedObject? { rt_nsurl_absoluteString(raw).map(UnmanagedObject.init(raw:)) }

    /// An NSAttributedString's plain string (+0), or nil.
    package var attributedStringText: UnmanagedObject? {
        rt_nsattributedstring_string(raw).map(UnmanagedObject.init(raw:))
    }

    // MARK: containers

    /// The element count of an NSArray, NSSet or NSDictionary (0 for anything else).
    package var count: Int {
        switch rt_value_getKind(raw) {
        case RT_VALUE_ARRAY, RT_VALUE_MUTABLE_ARRAY: return rt_nsarray_count(raw)
        case RT_VALUE_SET, RT_VALUE_MUTABLE_SET: return rt_nsset_count(raw)
        case RT_VALUE_DICTIONARY, RT_VALUE_MUTABLE_DICTIONARY: return rt_nsdictionary_count(raw)
        default: return 0
        }
    }

    /// The elements of an NSArray (or the members of an NSSet), each retained (+1: release
    /// them), as a snapshot; empty for anything else.
    package func copyElements() -> [UnmanagedObject] {
        let isSet = rt_object_isNSSet(raw)
        let n = isSet ? rt_nsset_count(raw) : rt_nsarray_count(raw)
        guard n > 0 else { return [] }
        var buffer = [id?](repeating: nil, count: n)
        let got = buffer.withUnsafeMutableBufferPointer {
            isSet ? rt_nsset_copyObjects(raw, $0.baseAddress, n) : rt_nsarray_copyObjects(raw, $0.baseAddress, n)
        }
        return buffer.prefix(got).compactMap { $0.map(UnmanagedObject.init(raw:)) }
    }

    /// The pairs of an NSDictionary in its order, each key and value retained (+1: release
    /// them), as a snapshot; empty for anything else.
    package func copyEntries() -> [(key: UnmanagedObject, value: UnmanagedObject)] {
        let n = rt_nsdictionary_count(raw)
        guard n > 0 else { return [] }
        var keys = [id?](repeating: nil, count: n), values = [id?](repeating: nil, count: n)
        let got = keys.withUnsafeMutableBufferPointer { k in
            values.withUnsafeMutableBufferPointer { rt_nsdictionary_copyEntries(raw, k.baseAddress, $0.baseAddress, n) }
        }
        return (0..<got).compactMap { i in
            guard let k = keys[i], let v = values[i] else { return nil }
            return (UnmanagedObject(raw: k), UnmanagedObject(raw: v))
        }
    }

    /// An NSDictionary's value for an NSString key, retained (+1), or nil (also for a
    /// non-dictionary).
    package func dictionaryValue(forKey key: DictionaryKey) -> UnmanagedObject? {
        key.utf8.withUnsafeBufferPointer { dictionaryValue(forUTF8Key: $0, hash: key.hash) }
    }

    /// ``dictionaryValue(forKey:)`` with the key's bytes and hash given directly (`hash` must
    /// be ``DictionaryKey/hash(of:)`` of the bytes), for callers that keep keys in their own
    /// storage.
    package func dictionaryValue(forUTF8Key utf8: UnsafeBufferPointer<UInt8>, hash: UInt64) -> UnmanagedObject? {
        utf8.withMemoryRebound(to: CChar.self) {
            rt_nsdictionary_objectForUTF8Key(raw, $0.baseAddress, $0.count, hash)
        }.map(UnmanagedObject.init(raw:))
    }

    // MARK: making objects (+1)

    /// A new NSString (or NSMutableString) with a copy of the bytes (+1).
    package static func makeString(_ utf8: UnsafeRawBufferPointer, mutable: Bool = false) -> UnmanagedObject? {
        let bytes = utf8.baseAddress?.assumingMemoryBound(to: CChar.self)
        // An empty buffer has no address; the C side takes NULL with length 0.
        let made = mutable ? rt_nsmutablestring_create(bytes, utf8.count) : rt_nsstring_create(bytes, utf8.count)
        return made.map(UnmanagedObject.init(raw:))
    }

    /// A new NSString (or NSMutableString) with a Swift string's text (+1).
    package static func makeString(_ text: String, mutable: Bool = false) -> UnmanagedObject? {
        var text = text
        return text.withUTF8 { makeString(UnsafeRawBufferPointer($0), mutable: mutable) }
    }

    /// A new NSNumber of a signed type (`c s i l q`, or `B` for a bool) (+1); nil for another
    /// code. The value is narrowed to the type as a C cast does.
    package static func makeNumber(signed value: Int64, type: Character) -> UnmanagedObject? {
        rt_nsnumber_createSigned(type.asciiCChar, value).map(UnmanagedObject.init(raw:))
    }
    /// A new NSNumber of an unsigned type (`C S I L Q`) (+1); nil for another code.
    package static func makeNumber(unsigned value: UInt64, type: Character) -> UnmanagedObject? {
        rt_nsnumber_createUnsigned(type.asciiCChar, value).map(UnmanagedObject.init(raw:))
    }
    /// A new NSNumber of type `f` or `d` (+1); nil for another code.
    package static func makeNumber(double value: Double, type: Character) -> UnmanagedObject? {
        rt_nsnumber_createDouble(type.asciiCChar, value).map(UnmanagedObject.init(raw:))
    }
    /// A new NSDecimalNumber read from text (+1): `+decimalNumberWithString:` (NaN for text
    /// without digits).
    package static func makeDecimalNumber(_ text: UnsafeRawBufferPointer) -> UnmanagedObject? {
        rt_nsdecimalnumber_createWithString(text.baseAddress?.assumingMemoryBound(to: CChar.self), text.count)
            .map(UnmanagedObject.init(raw:))
    }
    /// A new NSDecimalNumber with an NSNumber's value (+1); nil for a non-number.
    package static func makeDecimalNumber(number: UnmanagedObject) -> UnmanagedObject? {
        rt_nsdecimalnumber_createWithNumber(number.raw).map(UnmanagedObject.init(raw:))
    }
    /// A new NSDate (+1).
    package static func makeDate(timeIntervalSinceReferenceDate seconds: Double) -> UnmanagedObject? {
        rt_nsdate_create(seconds).map(UnmanagedObject.init(raw:))
    }
    /// A new NSData (or NSMutableData) with a copy of the bytes (+1).
    package static func makeData(_ bytes: UnsafeRawBufferPointer, mutable: Bool = false) -> UnmanagedObject? {
        let made = mutable ? rt_nsmutabledata_create(bytes.baseAddress, bytes.count)
                           : rt_nsdata_create(bytes.baseAddress, bytes.count)
        return made.map(UnmanagedObject.init(raw:))
    }
    /// A new NSURL for the text (+1); nil when the text is not a URL (see `ObjCObject.url`).
    package static func makeURL(_ utf8: UnsafeRawBufferPointer) -> UnmanagedObject? {
        guard let base = utf8.baseAddress else { return nil }
        return rt_nsurl_create(base.assumingMemoryBound(to: CChar.self), utf8.count).map(UnmanagedObject.init(raw:))
    }
    /// The NSNull singleton (immortal: retain and release do nothing).
    package static var null: UnmanagedObject? { rt_nsnull_null().map(UnmanagedObject.init(raw:)) }

    /// A new NSArray (or NSMutableArray) retaining the elements (+1).
    package static func makeArray(_ elements: UnsafeBufferPointer<UnmanagedObject>, mutable: Bool = false) -> UnmanagedObject? {
        elements.withMemoryRebound(to: id?.self) {
            rt_nsarray_create($0.baseAddress, $0.count, mutable)
        }.map(UnmanagedObject.init(raw:))
    }
    /// A new NSSet (or NSMutableSet) of the distinct elements (+1).
    package static func makeSet(_ elements: UnsafeBufferPointer<UnmanagedObject>, mutable: Bool = false) -> UnmanagedObject? {
        elements.withMemoryRebound(to: id?.self) {
            rt_nsset_create($0.baseAddress, $0.count, mutable)
        }.map(UnmanagedObject.init(raw:))
    }
    /// A new NSDictionary (or NSMutableDictionary) of the pairs (+1); keys are copied, values
    /// retained, a later duplicate key replaces the value. Nil (and a pending exception, taken
    /// by the next send) for a key that cannot be copied.
    package static func makeDictionary(keys: UnsafeBufferPointer<UnmanagedObject>, values: UnsafeBufferPointer<UnmanagedObject>,
                                      mutable: Bool = false) -> UnmanagedObject? {
        precondition(keys.count == values.count, "as many keys as values")
        return keys.withMemoryRebound(to: id?.self) { k in
            values.withMemoryRebound(to: id?.self) { rt_nsdictionary_create(k.baseAddress, $0.baseAddress, k.count, mutable) }
        }.map(UnmanagedObject.init(raw:))
    }

    /// Adds a pair to an NSMutableDictionary (the key is copied); false for an immutable
    /// dictionary or an uncopyable key.
    @discardableResult
    package func setDictionaryValue(_ value: UnmanagedObject, forKey key: UnmanagedObject) -> Bool {
        let ok = rt_nsdictionary_setObject(raw, value.raw, key.raw)
        if !ok { rt_exception_clear() }
        return ok
    }
}

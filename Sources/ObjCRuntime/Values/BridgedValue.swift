internal import CRuntimeCore
internal import CValueClasses
import ObjCEncoding

/// A Swift value that crosses to and from the runtime's value classes, keeping what the
/// Objective-C side can tell apart: a number's type code (so unsigned values round-trip
/// unsigned and a `BOOL` stays a bool), data versus arrays of numbers, dates, and NSNull.
///
/// | case | runtime class |
/// | --- | --- |
/// | `string` | NSString |
/// | `signed` (c s i l q), `unsigned` (C S I L Q), `double` (f d), `bool` (B) | NSNumber |
/// | `data` | NSData |
/// | `date` (seconds since 2001-01-01 UTC) | NSDate |
/// | `array` | NSArray |
/// | `dictionary` | NSDictionary with NSString keys |
/// | `null` | NSNull |
/// | `value` (bytes + type encoding, e.g. a struct) | NSValue |
///
/// Type codes follow Apple's encodings: `l` / `L` are 32-bit, `q` / `Q` 64-bit.
public enum BridgedValue: Hashable, Sendable {
    /// An NSString.
    case string(String)
    /// An NSNumber of a signed type: `c s i l q` (the value must fit the type).
    case signed(Int64, objCType: Character)
    /// An NSNumber of an unsigned type: `C S I L Q` (the value must fit the type).
    case unsigned(UInt64, objCType: Character)
    /// An NSNumber of type `f` (rounded to float) or `d`.
    case double(Double, objCType: Character)
    /// An NSNumber made from a BOOL (type code `B`).
    case bool(Bool)
    /// An NSData.
    case data([UInt8])
    /// Seconds since the reference date, 2001-01-01 00:00:00 UTC (`NSDate`'s own measure).
    case date(Double)
    /// An NSArray.
    case array([BridgedValue])
    /// An NSDictionary with NSString keys.
    case dictionary([String: BridgedValue])
    /// The NSNull singleton.
    case null
    /// An NSValue: raw bytes and the type encoding describing them.
    case value(bytes: [UInt8], objCType: String)

    /// How deep containers may nest when converting (a collection that contains itself
    /// would otherwise recurse forever).
    public static let nestingLimit = 512

    /// A 64-bit signed number (`q`), what `NSInteger` / Swift `Int` bridge to.
    public static func int(_ value: Int) -> BridgedValue { .signed(Int64(value), objCType: Int.objCType) }
    /// A 64-bit unsigned number (`Q`).
    public static func uint(_ value: UInt) -> BridgedValue { .unsigned(UInt64(value), objCType: UInt.objCType) }
    /// A `double` number (`d`).
    public static func number(_ value: Double) -> BridgedValue { .double(value, objCType: Double.objCType) }

    /// Makes a new runtime object holding this value (containers recursively).
    /// - Throws: `BridgedValueError.invalidObjCType` / `.numberOutOfRange` for a number whose
    ///   type code does not fit, `.sizeMismatch` for an NSValue whose bytes do not match
    ///   its encoding, `.nestingTooDeep`, `.allocationFailed`.
    public func makeObject() throws -> ObjCObject {
        try makeObject(depth: 0)
    }

    /// Reads a runtime object (containers recursively).
    /// - Throws: `BridgedValueError.unsupportedClass` naming the class of any object that is
    ///   not a bridged value class, `.nonStringKey`, `.nestingTooDeep`.
    public init(object: ObjCObject) throws {
        self = try withExtendedLifetime(object) { try BridgedValue.read(object.raw, depth: 0) }
    }

    /// Reads a runtime object the caller keeps alive, without making a handle for it (the
    /// IMPs compiled code calls read their arguments this way).
    /// - Throws: as ``init(object:)``.
    public init(unmanaged object: UnmanagedObject) throws {
        self = try BridgedValue.read(object.raw, depth: 0)
    }

    private func makeObject(depth: Int) throws -> ObjCObject {
        guard depth < BridgedValue.nestingLimit else { throw BridgedValueError.nestingTooDeep(limit: BridgedValue.nestingLimit) }
        let made: id?
        switch self {
        case .string(let s):
            made = ObjCObject.makeNSString(s)
        case .signed(let v, let t):
            try BridgedValue.checkSigned(v, t)
            made = rt_nsnumber_createSigned(t.asciiCChar, v)
        case .unsigned(let v, let t):
            try BridgedValue.checkUnsigned(v, t)
            made = rt_nsnumber_createUnsigned(t.asciiCChar, v)
        case .double(let v, let t):
            guard let row = BridgedValue.numberCode(t, .floatingPoint) else {
                throw BridgedValueError.invalidObjCType(t, allowed: BridgedValue.numberCodes(.floatingPoint))
            }
            if row.size == MemoryLayout<Float>.size && v.isFinite && !Float(v).isFinite {
                throw BridgedValueError.numberOutOfRange(value: "\(v)", objCType: t)
            }
            made = rt_nsnumber_createDouble(t.asciiCChar, v)
        case .bool(let b):
            made = rt_nsnumber_createSigned(CChar(bitPattern: ObjCType.bool.scalarCode!.code), b ? 1 : 0)
        case .data(let bytes):
            made = bytes.withUnsafeBytes { rt_nsdata_create($0.baseAddress, $0.count) }
        case .date(let seconds):
            made = rt_nsdate_create(seconds)
        case .null:
            made = rt_nsnull_null().map { rt_objc_retain($0) }
        case .value(let bytes, let type):
            var size = 0, alignment = 0
            if type.withCString({ rt_encoding_sizeAndAlignment($0, &size, &alignment) }), size != bytes.count {
                throw BridgedValueError.sizeMismatch(objCType: type, expected: size, actual: bytes.count)
            }
            made = bytes.withUnsafeBytes { raw in type.withCString { rt_nsvalue_create(raw.baseAddress, raw.count, $0) } }
            if made == nil && type.isEmpty {
                throw ObjCException.invalidArgument(className: "NSValue", selector: "valueWithBytes:objCType:",
                                                     reason: "the type encoding is empty")
            }
        case .array(let elements):
            let objects = try elements.map { try $0.makeObject(depth: depth + 1) }
            made = withExtendedLifetime(objects) {
                let raws: [id?] = objects.map { $0.raw }
                return raws.withUnsafeBufferPointer { rt_nsarray_create($0.baseAddress, $0.count, false) }
            }
        case .dictionary(let pairs):
            // Sorted keys: the NSDictionary keeps insertion order, so its order is stable.
            let sorted = pairs.sorted { $0.key < $1.key }
            let keys = try sorted.map { try BridgedValue.string($0.key).makeObject(depth: depth + 1) }
            let values = try sorted.map { try $0.value.makeObject(depth: depth + 1) }
            made = withExtendedLifetime((keys, values)) {
                let k: [id?] = keys.map { $0.raw }, v: [id?] = values.map { $0.raw }
                return k.withUnsafeBufferPointer { kp in
                    v.withUnsafeBufferPointer { rt_nsdictionary_create(kp.baseAddress, $0.baseAddress, kp.count, false) }
                }
            }
        }
        try throwPendingException()
        guard let made else { throw BridgedValueError.allocationFailed("a runtime object for \(self)") }
        return ObjCObject(adopting: made)
    }

    /// The row of `t` when it is an NSNumber code of `kind`.
    private static func numberCode(_ t: Character, _ kind: ScalarTypeCode.Kind) -> ScalarTypeCode? {
        guard let row = ScalarTypeCode.of(t), row.isNumber, row.kind == kind else { return nil }
        return row
    }

    /// The NSNumber codes of `kind`, for messages: "c s i l q".
    private static func numberCodes(_ kind: ScalarTypeCode.Kind) -> String {
        ScalarTypeCode.all.filter { $0.isNumber && $0.kind == kind }.map { String($0.character) }.joined(separator: " ")
    }

    private static func checkSigned(_ v: Int64, _ t: Character) throws {
        guard let row = numberCode(t, .signedInteger), let size = row.size else {
            throw BridgedValueError.invalidObjCType(t, allowed: numberCodes(.signedInteger) + " (use .bool for B)")
        }
        let shift = Int64(size * 8 - 1)
        let range = size >= 8 ? Int64.min...Int64.max : -(1 << shift)...((1 << shift) - 1)
        if !range.contains(v) { throw BridgedValueError.numberOutOfRange(value: "\(v)", objCType: t) }
    }

    private static func checkUnsigned(_ v: UInt64, _ t: Character) throws {
        guard let row = numberCode(t, .unsignedInteger), let size = row.size else {
            throw BridgedValueError.invalidObjCType(t, allowed: numberCodes(.unsignedInteger))
        }
        let max = size >= 8 ? UInt64.max : (1 << UInt64(size * 8)) - 1
        if v > max { throw BridgedValueError.numberOutOfRange(value: "\(v)", objCType: t) }
    }

    /// Reads one object. Order matters: the most specific class checks come first.
    private static func read(_ obj: id, depth: Int) throws -> BridgedValue {
        guard depth < nestingLimit else { throw BridgedValueError.nestingTooDeep(limit: nestingLimit) }
        var length = 0
        if let utf8 = rt_nsstring_getUTF8(obj, &length) {
            return .string(String(decoding: UnsafeRawBufferPointer(start: utf8, count: length), as: UTF8.self))
        }
        if rt_object_isNSNumber(obj) {
            let code = UInt8(bitPattern: rt_nsnumber_objCType(obj))
            let t = Character(Unicode.Scalar(code))
            switch ScalarTypeCode.kind(of: code) {
            case .boolean: return .bool(rt_nsnumber_int64Value(obj) != 0)
            case .unsignedInteger: return .unsigned(rt_nsnumber_uint64Value(obj), objCType: t)
            case .floatingPoint: return .double(rt_nsnumber_doubleValue(obj), objCType: t)
            default: return .signed(rt_nsnumber_int64Value(obj), objCType: t)
            }
        }
        if rt_object_isNSNull(obj) { return .null }
        if let bytes = rt_nsdata_getBytes(obj, &length) {
            return .data(length == 0 ? [] : Array(UnsafeRawBufferPointer(start: bytes, count: length)))
        }
        if rt_object_isNSDate(obj) { return .date(rt_nsdate_timeIntervalSinceReferenceDate(obj)) }
        if rt_object_isNSArray(obj) {
            return .array(try elements(of: obj).map { try read($0.raw, depth: depth + 1) })
        }
        if rt_object_isNSDictionary(obj) {
            var result: [String: BridgedValue] = [:]
            for (key, value) in entries(of: obj) {
                var keyLength = 0
                guard let utf8 = rt_nsstring_getUTF8(key.raw, &keyLength) else {
                    throw BridgedValueError.nonStringKey(className: key.className)
                }
                let k = String(decoding: UnsafeRawBufferPointer(start: utf8, count: keyLength), as: UTF8.self)
                result[k] = try read(value.raw, depth: depth + 1)
            }
            return .dictionary(result)
        }
        if rt_object_isNSValue(obj) {
            let count = rt_nsvalue_size(obj)
            let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: rt_nsvalue_bytes(obj), count: count))
            return .value(bytes: bytes, objCType: cString(rt_nsvalue_objCType(obj)) ?? "")
        }
        throw BridgedValueError.unsupportedClass(className: String(cString: rt_object_getClassName(obj)))
    }

    /// The elements of an NSArray, each held by its own handle (a snapshot: later changes
    /// to a mutable array do not show).
    static func elements(of array: id) -> [ObjCObject] {
        UnmanagedObject(raw: array).copyElements().map { $0.takeRetainedObject() }
    }

    /// The pairs of an NSDictionary in its order, each held by its own handle (a snapshot).
    static func entries(of dictionary: id) -> [(ObjCObject, ObjCObject)] {
        UnmanagedObject(raw: dictionary).copyEntries().map { ($0.key.takeRetainedObject(), $0.value.takeRetainedObject()) }
    }
}

extension Character {
    /// The type code as a C char; a non-ASCII character becomes 0, which every factory rejects.
    var asciiCChar: CChar { CChar(bitPattern: asciiValue ?? 0) }
}

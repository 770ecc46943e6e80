import ObjCEncoding
import ObjCRuntime

/// What the decoder and the JSON writer do with one property, in a form that costs nothing to
/// copy: only pointers, selectors, classes and small enums, no strings or arrays. Iterating
/// ``PropertyMeta``s would retain and release each one's strings and arrays per property per
/// model — most of the mapping time, measured. Built once per ``ModelMeta``, which owns the
/// key bytes the steps point at.
struct PropertyStep: @unchecked Sendable {
    // @unchecked: `keyBytes` points into the meta's arena, written before the meta is shared
    // and never after.
    /// Index of the property in ``ModelMeta/properties`` (for the slow paths and messages).
    let index: Int
    let getter: Selector
    let setter: Selector
    let action: PropertyAction
    /// For containers, the element class; for nested models, the class to make.
    let genericClass: ObjCClass?
    let keepsValuesAlive: Bool
    /// YYModel's `_nsType != Unknown`: an NSNull from such a property is written as null;
    /// from an `id` or model-typed one it is left out.
    let isFoundationType: Bool
    /// A single key's bytes (in the meta's arena) and hash; nil for a key path, a candidate
    /// list (see `complexKey`) or an unmapped property.
    let keyBytes: UnsafePointer<UInt8>?
    let keyCount: Int
    let keyHash: UInt64
    /// Index into ``ModelMeta``'s complex keys, or -1.
    let complexKey: Int

    /// Whether the property is read from and written to JSON at all.
    var isMapped: Bool { keyBytes != nil || complexKey >= 0 }

    /// The value for this property in an NSDictionary (+1), or nil.
    @inline(__always)
    func value(in dictionary: UnmanagedObject, meta: ModelMeta) -> UnmanagedObject? {
        if let keyBytes {
            return dictionary.dictionaryValue(forUTF8Key: UnsafeBufferPointer(start: keyBytes, count: keyCount), hash: keyHash)
        }
        return complexKey >= 0 ? meta.complexKeys[complexKey].value(in: dictionary) : nil
    }
}

/// A C number property's type code (ASCII) and the C type it is read and written as, from
/// the type-code table — looked up once, when the property's step is made, not per value.
struct NumberCode: Sendable {
    let code: UInt8
    let type: ScalarTypeCode.CType

    init(_ code: UInt8) {
        self.code = code
        type = ScalarTypeCode.cType(of: code) ?? .unknown
    }

    /// The code as a `Character`.
    var character: Character { Character(Unicode.Scalar(code)) }
}

/// The branch of YYModel's `ModelSetValueForProperty` a property takes, decided once.
enum PropertyAction: Sendable {
    /// A C number of this type code.
    case number(NumberCode)
    case string(mutable: Bool)
    case numberObject
    case decimalNumber
    case value
    case data(mutable: Bool)
    case date
    case url
    case array(mutable: Bool)
    case dictionary(mutable: Bool)
    case set(mutable: Bool)
    /// Only values of this class are set (NSNull, NSAttributedString, NSBlock properties).
    case valueClass(ObjCClass)
    /// A value of the class (nil: any) is set as it is; a dictionary makes a nested model.
    case nested(ObjCClass?)
    case block
    case classObject
    case selector
    /// Pointers and C strings, from an NSValue of type `^v`.
    case pointer
    /// Structs, unions and C arrays, from an NSValue of exactly their encoding.
    case byValue
    case none

    init(_ meta: PropertyMeta) {
        switch meta.kind {
        case .number(let code): self = .number(NumberCode(code.asciiValue ?? 0))
        case .block: self = .block
        case .classObject: self = .classObject
        case .selector: self = .selector
        case .pointer, .cString: self = .pointer
        case .structure, .union, .cArray: self = .byValue
        case .void, .unsupported: self = .none
        case .object:
            switch meta.objectType ?? .any {
            case .string(let mutable): self = .string(mutable: mutable)
            case .number: self = .numberObject
            case .decimalNumber: self = .decimalNumber
            case .value: self = .value
            case .data(let mutable): self = .data(mutable: mutable)
            case .date: self = .date
            case .url: self = .url
            case .array(let mutable): self = .array(mutable: mutable)
            case .dictionary(let mutable): self = .dictionary(mutable: mutable)
            case .set(let mutable): self = .set(mutable: mutable)
            case .valueClass(let cls): self = .valueClass(cls)
            case .model(let cls): self = .nested(meta.genericClass ?? cls)
            case .any, .unknownClass: self = .nested(meta.genericClass)
            }
        }
    }
}

/// The bytes the steps of one meta point at: every single key's UTF-8, and the flat JSON
/// layout's `"key":` texts, in one allocation freed with the meta.
final class KeyArena: @unchecked Sendable {
    // @unchecked: written only while the meta is built, read-only after.
    let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var used = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Copies bytes in; returns where they are.
    func store(_ bytes: some Collection<UInt8>) -> UnsafePointer<UInt8> {
        precondition(used + bytes.count <= capacity, "key arena sized too small")
        let start = base + used
        _ = UnsafeMutableBufferPointer(start: start, count: bytes.count).initialize(from: bytes)
        used += bytes.count
        return UnsafePointer(start)
    }
}

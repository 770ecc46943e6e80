internal import CRuntimeCore
internal import CValueClasses

/// The value class an object is an instance of (the most derived one), from one walk up its
/// class chain.
package enum ValueKind: Sendable, Hashable {
    /// nil.
    case none
    /// Any object that is not an instance of a value class (a model, an NSObject, …).
    case other
    /// A class object.
    case classObject
    case string, mutableString, number, decimalNumber, null
    case array, mutableArray, dictionary, mutableDictionary, set, mutableSet
    case data, mutableData, date, url, value, attributedString, block

    init(_ kind: rt_value_kind) {
        switch kind {
        case RT_VALUE_NIL: self = .none
        case RT_VALUE_CLASS: self = .classObject
        case RT_VALUE_STRING: self = .string
        case RT_VALUE_MUTABLE_STRING: self = .mutableString
        case RT_VALUE_NUMBER: self = .number
        case RT_VALUE_DECIMAL_NUMBER: self = .decimalNumber
        case RT_VALUE_NULL: self = .null
        case RT_VALUE_ARRAY: self = .array
        case RT_VALUE_MUTABLE_ARRAY: self = .mutableArray
        case RT_VALUE_DICTIONARY: self = .dictionary
        case RT_VALUE_MUTABLE_DICTIONARY: self = .mutableDictionary
        case RT_VALUE_SET: self = .set
        case RT_VALUE_MUTABLE_SET: self = .mutableSet
        case RT_VALUE_DATA: self = .data
        case RT_VALUE_MUTABLE_DATA: self = .mutableData
        case RT_VALUE_DATE: self = .date
        case RT_VALUE_URL: self = .url
        case RT_VALUE_VALUE: self = .value
        case RT_VALUE_ATTRIBUTED_STRING: self = .attributedString
        case RT_VALUE_BLOCK: self = .block
        default: self = .other
        }
    }

    /// The kind of instances of `cls` (`.other` for a class that is not a value class).
    package init(instancesOf cls: ObjCClass) { self.init(rt_value_kindOfClass(cls.raw)) }

    /// NSString or NSMutableString.
    package var isString: Bool { self == .string || self == .mutableString }
    /// NSNumber or NSDecimalNumber.
    package var isNumber: Bool { self == .number || self == .decimalNumber }
    /// NSArray or NSMutableArray.
    package var isArray: Bool { self == .array || self == .mutableArray }
    /// NSDictionary or NSMutableDictionary.
    package var isDictionary: Bool { self == .dictionary || self == .mutableDictionary }
    /// NSSet or NSMutableSet.
    package var isSet: Bool { self == .set || self == .mutableSet }
    /// NSData or NSMutableData.
    package var isData: Bool { self == .data || self == .mutableData }
}

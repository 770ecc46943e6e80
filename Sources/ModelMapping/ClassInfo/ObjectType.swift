import ObjCRuntime

/// The Foundation type behind an object property (YYModel's `YYEncodingNSType`), or the
/// class it holds when it is not one YYModel converts to.
public enum ObjectType: Hashable, Sendable, CustomStringConvertible {
    /// `id` (or `id<Protocol>`): values are set as they come.
    case any
    /// NSString, or NSMutableString when `mutable`.
    case string(mutable: Bool)
    /// NSNumber.
    case number
    /// NSDecimalNumber.
    case decimalNumber
    /// NSValue (structs and pointers boxed).
    case value
    /// NSData, or NSMutableData when `mutable`.
    case data(mutable: Bool)
    /// NSDate.
    case date
    /// NSURL.
    case url
    /// NSArray, or NSMutableArray when `mutable`.
    case array(mutable: Bool)
    /// NSDictionary, or NSMutableDictionary when `mutable`.
    case dictionary(mutable: Bool)
    /// NSSet, or NSMutableSet when `mutable`.
    case set(mutable: Bool)
    /// Any other class: a value of that class (or a subclass) is set as it is, a dictionary
    /// becomes a new instance — a nested model (YYModel's "unknown" Foundation type).
    case model(ObjCClass)
    /// A value class YYModel has no conversion for (NSNull, NSAttributedString, NSBlock): only
    /// values of that class are set; nothing is made from a dictionary.
    case valueClass(ObjCClass)
    /// A class name the runtime does not know: the property is skipped.
    case unknownClass(String)

    /// Classifies the class named in an `@"Name"` encoding (nil name: `id`).
    init(className: String?) {
        guard let className else { self = .any; return }
        guard let cls = ObjCClass.lookUp(className) else { self = .unknownClass(className); return }
        self.init(cls)
    }

    /// Classifies a class: subclasses of a value class count as that value class, mutable
    /// ones first (YYModel's `YYClassGetNSType` tests `isSubclassOfClass:` in that order).
    init(_ cls: ObjCClass) {
        switch ValueKind(instancesOf: cls) {
        case .string: self = .string(mutable: false)
        case .mutableString: self = .string(mutable: true)
        case .number: self = .number
        case .decimalNumber: self = .decimalNumber
        case .value: self = .value
        case .data: self = .data(mutable: false)
        case .mutableData: self = .data(mutable: true)
        case .date: self = .date
        case .url: self = .url
        case .array: self = .array(mutable: false)
        case .mutableArray: self = .array(mutable: true)
        case .dictionary: self = .dictionary(mutable: false)
        case .mutableDictionary: self = .dictionary(mutable: true)
        case .set: self = .set(mutable: false)
        case .mutableSet: self = .set(mutable: true)
        case .null, .attributedString, .block: self = .valueClass(cls)
        default: self = .model(cls)
        }
    }

    /// Whether YYModel treats the type as a Foundation type (`_nsType != Unknown`): such
    /// objects are copied with `-copy`, hashed with `-hash`, and never read as models.
    public var isFoundationType: Bool {
        switch self {
        case .any, .model, .valueClass, .unknownClass: return false
        default: return true
        }
    }

    /// Whether the type is a container (its elements may have a generic class).
    public var isContainer: Bool {
        switch self {
        case .array, .dictionary, .set: return true
        default: return false
        }
    }

    /// The class name, as YYModel would print the type.
    public var description: String {
        switch self {
        case .any: return "id"
        case .string(let mutable): return mutable ? "NSMutableString" : "NSString"
        case .number: return "NSNumber"
        case .decimalNumber: return "NSDecimalNumber"
        case .value: return "NSValue"
        case .data(let mutable): return mutable ? "NSMutableData" : "NSData"
        case .date: return "NSDate"
        case .url: return "NSURL"
        case .array(let mutable): return mutable ? "NSMutableArray" : "NSArray"
        case .dictionary(let mutable): return mutable ? "NSMutableDictionary" : "NSDictionary"
        case .set(let mutable): return mutable ? "NSMutableSet" : "NSSet"
        case .model(let cls): return "model \(cls.name)"
        case .valueClass(let cls): return cls.name
        case .unknownClass(let name): return "unknown class \(name)"
        }
    }
}

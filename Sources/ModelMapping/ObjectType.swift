import ObjCRuntime

/// The Foundation type behind an object property (YYModel's `YYEncodingNSType`), or the
/// model class it holds.
public enum ObjectType: Hashable, Sendable, CustomStringConvertible {
    /// `id` (or `id<Protocol>`): values are set as they come.
    case any
    /// NSString.
    case string
    /// NSNumber.
    case number
    /// NSArray, or NSMutableArray when `mutable`.
    case array(mutable: Bool)
    /// NSDictionary, or NSMutableDictionary when `mutable`.
    case dictionary(mutable: Bool)
    /// NSDate.
    case date
    /// NSData.
    case data
    /// NSValue.
    case value
    /// NSNull (only ever set to nil or NSNull).
    case null
    /// Any other registered class: a nested model, filled from a dictionary.
    case model(ObjCClass)
    /// A class name the runtime does not know: the property is skipped.
    case unknownClass(String)

    /// Classifies the class named in an `@"Name"` encoding (nil name: `id`).
    init(className: String?) {
        guard let className else { self = .any; return }
        guard let cls = ObjCClass.lookUp(className) else { self = .unknownClass(className); return }
        self.init(cls)
    }

    /// Classifies a class: subclasses of a value class count as that value class (as
    /// YYModel's `YYClassGetNSType` tests `isSubclassOfClass:`), mutable ones first.
    init(_ cls: ObjCClass) {
        if cls.isSubclass(of: .nsMutableArray) { self = .array(mutable: true) }
        else if cls.isSubclass(of: .nsArray) { self = .array(mutable: false) }
        else if cls.isSubclass(of: .nsMutableDictionary) { self = .dictionary(mutable: true) }
        else if cls.isSubclass(of: .nsDictionary) { self = .dictionary(mutable: false) }
        else if cls.isSubclass(of: .nsString) { self = .string }
        else if cls.isSubclass(of: .nsNumber) { self = .number }
        else if cls.isSubclass(of: .nsDate) { self = .date }
        else if cls.isSubclass(of: .nsData) { self = .data }
        else if cls.isSubclass(of: .nsValue) { self = .value }
        else if cls.isSubclass(of: .nsNull) { self = .null }
        else { self = .model(cls) }
    }

    /// The class name, as YYModel would print the type.
    public var description: String {
        switch self {
        case .any: return "id"
        case .string: return "NSString"
        case .number: return "NSNumber"
        case .array(let mutable): return mutable ? "NSMutableArray" : "NSArray"
        case .dictionary(let mutable): return mutable ? "NSMutableDictionary" : "NSDictionary"
        case .date: return "NSDate"
        case .data: return "NSData"
        case .value: return "NSValue"
        case .null: return "NSNull"
        case .model(let cls): return "model \(cls.name)"
        case .unknownClass(let name): return "unknown class \(name)"
        }
    }
}

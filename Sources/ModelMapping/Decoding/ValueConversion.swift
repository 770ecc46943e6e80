@_spi(JSONBuilding) import JSON
import ObjCRuntime

/// The selectors the mapper sends, interned once.
enum Selectors {
    static let new = Selector("new")
    static let copy = Selector("copy")
    static let mutableCopy = Selector("mutableCopy")
    static let stringValue = Selector("stringValue")
    static let hash = Selector("hash")
    static let isEqual = Selector("isEqual:")
    static let description = Selector("description")
}

/// The object conversions of YYModel's `ModelSetValueForProperty`, one per target Foundation
/// type. Each takes the input value (+0) and answers a new reference (+1) to set, `.clear` to
/// set nil, or `.skip` to leave the property alone — the three outcomes YYModel has.
enum Converted {
    /// A new reference (+1) to set.
    case object(UnmanagedObject)
    /// The input value itself, set as it is (no new reference needed).
    case same
    case clear
    case skip

    static func made(_ object: UnmanagedObject?) -> Converted { object.map(Converted.object) ?? .clear }
}

enum ValueConversion {
    /// `-mutableCopy` (+1), or the object retained when it will not copy.
    static func mutableCopy(_ value: UnmanagedObject) throws -> UnmanagedObject {
        try value.send(Selectors.mutableCopy, as: UnmanagedObject?.self) ?? value.retain()
    }

    /// `value` itself, or its mutable copy.
    static func object(_ value: UnmanagedObject, mutable: Bool) throws -> UnmanagedObject {
        mutable ? try mutableCopy(value) : value.retain()
    }

    /// `value` as it is, or its mutable copy.
    static func sameOr(mutableCopyOf value: UnmanagedObject, mutable: Bool) throws -> Converted {
        mutable ? .object(try mutableCopy(value)) : .same
    }

    /// For NSString / NSMutableString properties: strings pass, numbers give `-stringValue`,
    /// data its UTF-8 text (nil when it is not UTF-8, as `-initWithData:encoding:` answers),
    /// URLs their `-absoluteString`, attributed strings their `-string`.
    static func string(from value: UnmanagedObject, kind: ValueKind, mutable: Bool) throws -> Converted {
        switch kind {
        case .string, .mutableString:
            return try sameOr(mutableCopyOf: value, mutable: mutable)
        case .number, .decimalNumber:
            guard let text = try value.send(Selectors.stringValue, as: UnmanagedObject?.self) else { return .clear }
            return .object(try object(text, mutable: mutable))
        case .data, .mutableData:
            let made = value.withBytes { bytes -> UnmanagedObject? in
                let valid = bytes.withMemoryRebound(to: UInt8.self) { JSONScan.isValidUTF8($0) }
                return valid ? UnmanagedObject.makeString(bytes, mutable: mutable) : nil
            }
            return .made(made ?? nil)
        case .url:
            guard let text = value.urlString else { return .clear }
            return .object(try object(text, mutable: mutable))
        case .attributedString:
            guard let text = value.attributedStringText else { return .clear }
            return .object(try object(text, mutable: mutable))
        default:
            return .skip
        }
    }

    /// For NSNumber properties: YYModel's `YYNSNumberCreateFromID` — a number passes, a string
    /// is read, anything else clears the property.
    static func number(from value: UnmanagedObject, kind: ValueKind) -> Converted {
        if kind.isNumber { return .same }
        return .made(CNumber(value, kind: kind)?.makeObject())
    }

    /// For NSDecimalNumber properties: decimals pass, numbers are converted, strings read
    /// (NaN clears); anything else is skipped.
    static func decimal(from value: UnmanagedObject, kind: ValueKind) -> Converted {
        switch kind {
        case .decimalNumber: return .same
        case .number: return .made(UnmanagedObject.makeDecimalNumber(number: value))
        case .string, .mutableString:
            guard let made = value.withUTF8({ UnmanagedObject.makeDecimalNumber(UnsafeRawBufferPointer($0)) }) ?? nil else {
                return .clear
            }
            if made.isNotANumber {
                made.release()
                return .clear
            }
            return .object(made)
        default: return .skip
        }
    }

    /// For NSData / NSMutableData properties: data passes (copied when mutable), strings give
    /// their UTF-8 bytes.
    static func data(from value: UnmanagedObject, kind: ValueKind, mutable: Bool) throws -> Converted {
        switch kind {
        case .data, .mutableData: return try sameOr(mutableCopyOf: value, mutable: mutable)
        case .string, .mutableString:
            return .made(value.withUTF8 { UnmanagedObject.makeData(UnsafeRawBufferPointer($0), mutable: mutable) } ?? nil)
        default: return .skip
        }
    }

    /// For NSDate properties: dates pass; strings are parsed (an unknown format clears).
    static func date(from value: UnmanagedObject, kind: ValueKind) -> Converted {
        switch kind {
        case .date: return .same
        case .string, .mutableString:
            guard let seconds = value.withUTF8({ ModelDate.parse($0) }) ?? nil else { return .clear }
            return .made(UnmanagedObject.makeDate(timeIntervalSinceReferenceDate: seconds))
        default: return .skip
        }
    }

    /// For NSURL properties: URLs pass; strings are trimmed of white space, empty clears,
    /// text that is not a URL clears (`-initWithString:` answers nil).
    static func url(from value: UnmanagedObject, kind: ValueKind) -> Converted {
        switch kind {
        case .url: return .same
        case .string, .mutableString:
            let made = value.withUTF8 { b -> UnmanagedObject? in
                var start = 0, end = b.count
                while start < end, isSpace(b[start]) { start += 1 }
                while end > start, isSpace(b[end - 1]) { end -= 1 }
                guard start < end else { return nil }
                return UnmanagedObject.makeURL(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(b)[start..<end]))
            }
            return .made(made ?? nil)
        default: return .skip
        }
    }

    /// NSCharacterSet's whitespaceAndNewlineCharacterSet, ASCII part.
    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || (c >= 0x09 && c <= 0x0D) }
}

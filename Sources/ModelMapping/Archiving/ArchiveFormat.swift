import ObjCRuntime
import PropertyLists

/// The shape of an `NSKeyedArchiver` archive as a property list, which ``ModelArchiver`` writes
/// and ``ModelUnarchiver`` reads:
///
/// ```
/// { "$archiver": "NSKeyedArchiver", "$version": 100000,
///   "$top": { "root": UID },
///   "$objects": [ "$null", <object>, …, { "$classname": "Book", "$classes": ["Book", "NSObject"] } ] }
/// ```
///
/// Objects refer to each other by UID — an index into `$objects` — written, as in the XML
/// form of an archive, as a one-key dictionary `{"CF$UID": n}`. Strings, numbers and data are
/// stored in `$objects` as they are; every other object is a dictionary of its fields and a
/// `$class` UID. Foundation's field names are used (`NS.string`, `NS.objects`, `NS.keys`,
/// `NS.time`, `NS.relative`, `NS.data`, `NS.mantissa` …); a model's fields are its property
/// names, as `-yy_modelEncodeWithCoder:` writes them.
///
/// Its parts: the value classes' entries, written and read for any writer or reader
/// (ArchiveValues.swift — ``ModelArchiver`` and the compiled-code `NSKeyedArchiver` share
/// them), and the archive's bytes, a binary property list with UID objects (ArchiveBytes.swift).
enum ArchiveFormat {
    static let archiver = "NSKeyedArchiver"
    static let version: Int64 = 100_000
    /// PropertyLists' spelling of a reference, so the bytes and the archive agree on it.
    static let uidKey = PropertyList.uidKey

    /// `{"CF$UID": n}`.
    static func uid(_ n: Int) -> BridgedValue { .dictionary([uidKey: .int(n)]) }

    /// The index a UID value holds, or nil when the value is not a UID.
    static func uidIndex(_ value: BridgedValue?) -> Int? {
        guard case .dictionary(let pairs)? = value, pairs.count == 1, let n = pairs[uidKey] else { return nil }
        switch n {
        case .signed(let v, _): return v >= 0 ? Int(v) : nil
        case .unsigned(let v, _): return Int(exactly: v)
        default: return nil
        }
    }

    /// The `$objects` entry of a class: its `$classname` and its `$classes` chain up to the
    /// root class — `cls`'s superclasses when `cls` is the class named, else those of the class
    /// the runtime has under `name` (a value object archived as its public class).
    static func classEntry(_ cls: ObjCClass, named name: String) -> BridgedValue {
        var chain: [BridgedValue] = [.string(name)]
        var current = cls.name == name ? cls.superclass : ObjCClass.lookUp(name)?.superclass
        while let c = current {
            chain.append(.string(c.name))
            current = c.superclass
        }
        return .dictionary(["$classname": .string(name), "$classes": .array(chain)])
    }

    /// The `$classname` of an object entry's `$class`, nil when `$class` is not a UID of a
    /// class entry in `objects`.
    static func className(of fields: [String: BridgedValue], in objects: [BridgedValue]) -> String? {
        guard let classUID = uidIndex(fields["$class"]), classUID < objects.count,
              case .dictionary(let classEntry) = objects[classUID], case .string(let name)? = classEntry["$classname"] else { return nil }
        return name
    }

    /// An NSDecimalNumber's text as NSDecimal's fields: mantissa (16 bytes, little-endian),
    /// exponent, sign, and the mantissa's length in 16-bit words.
    static func decimalFields(_ text: String) -> [String: BridgedValue]? {
        guard text != "NaN" else { return ["NS.length": 0, "NS.negative": true, "NS.exponent": 0, "NS.compact": true] }
        var mantissa: UInt128 = 0, exponent = 0, negative = false, afterPoint = false
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa * 10 + UInt128(c - UInt8(ascii: "0"))
                if afterPoint { exponent -= 1 }
            default: return nil
            }
        }
        while mantissa != 0 && mantissa % 10 == 0 { mantissa /= 10; exponent += 1 }
        var bytes: [UInt8] = [], rest = mantissa, length = 0
        for i in 0..<16 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
            if bytes[i] != 0 { length = i / 2 + 1 }
        }
        return ["NS.mantissa": .data(bytes), "NS.mantissa.bo": 1, "NS.exponent": .int(exponent),
                "NS.length": .int(length), "NS.negative": .bool(negative), "NS.compact": true]
    }

    /// The text of NSDecimal's fields (nil when they are not a decimal).
    static func decimalText(_ fields: [String: BridgedValue]) -> String? {
        guard case .signed(let length, _)? = fields["NS.length"] else { return nil }
        var negative = false
        if case .bool(let b)? = fields["NS.negative"] { negative = b }
        if length == 0 { return negative ? "NaN" : "0" }
        guard case .data(let bytes)? = fields["NS.mantissa"], bytes.count == 16,
              case .signed(let exponent, _)? = fields["NS.exponent"], (-128...127).contains(exponent) else { return nil }
        var mantissa: UInt128 = 0
        for b in bytes.reversed() { mantissa = mantissa << 8 | UInt128(b) }
        return (negative ? "-" : "") + String(mantissa) + "e" + String(exponent)
    }
}

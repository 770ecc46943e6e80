@_spi(JSONBuilding) import JSON
import ObjCEncoding
import ObjCRuntime

/// Runtime objects → JSON bytes by Apple's NSJSONSerialization rules, for
/// `+dataWithJSONObject:options:error:` and `+isValidJSONObject:`: strings, numbers (not NaN
/// or infinite), NSNull, arrays and dictionaries with string keys, nesting below
/// `JSONValue.nestingLimit`. The bytes come from the JSON module's one `JSONWriter`, in its
/// Foundation style (`" : "` when pretty, `\/` unless slashes are left alone, `\b` `\f`).
///
/// Numbers are spelled as Foundation spells them: booleans `true` / `false`, integers in
/// full, doubles in their shortest form without a trailing `.0` (`1.5`, `1`, `1e+100`), floats
/// in the float's own shortest form, decimal numbers with their digits.
struct FoundationJSONWriter {
    /// Why an object has no JSON form, in Foundation's words (the reason of the
    /// NSInvalidArgumentException `+dataWithJSONObject:` raises).
    struct Invalid: Error {
        let reason: String
    }

    /// `NSJSONWritingOptions`.
    struct Options {
        let pretty: Bool, sortedKeys: Bool, fragmentsAllowed: Bool, escapesSlashes: Bool

        init(_ raw: UInt) {
            pretty = raw & 1 != 0
            sortedKeys = raw & 2 != 0
            fragmentsAllowed = raw & 4 != 0
            escapesSlashes = raw & 8 == 0
        }
    }

    private var out: JSONWriter
    private let sortedKeys: Bool

    private init(_ options: Options) {
        out = JSONWriter(pretty: options.pretty, capacity: 1024)
        out.foundationStyle = true
        out.escapesSlashes = options.escapesSlashes
        sortedKeys = options.sortedKeys
    }

    /// The JSON bytes of `object`, or why it has none. Without `fragmentsAllowed` the top level
    /// must be an array or a dictionary.
    static func bytes(of object: UnmanagedObject?, options: Options) throws(Invalid) -> [UInt8] {
        guard let object else { throw Invalid(reason: "value parameter is nil") }
        if !options.fragmentsAllowed && !isContainer(object.valueKind) {
            throw Invalid(reason: "Invalid top-level type in JSON write")
        }
        var writer = FoundationJSONWriter(options)
        try writer.write(object, depth: 0)
        return writer.out.bytes
    }

    /// `+isValidJSONObject:`: an array or dictionary at the top, then Foundation's rules.
    static func isValid(_ object: UnmanagedObject) -> Bool {
        isContainer(object.valueKind) && valid(object, depth: 0)
    }

    private static func isContainer(_ kind: ValueKind) -> Bool {
        switch kind {
        case .array, .mutableArray, .dictionary, .mutableDictionary: return true
        default: return false
        }
    }

    private static func valid(_ object: UnmanagedObject, depth: Int) -> Bool {
        guard depth < JSONValue.nestingLimit else { return false }
        switch object.valueKind {
        case .string, .mutableString, .null: return true
        case .number: return numberProblem(object) == nil
        case .decimalNumber: return !object.isNotANumber
        case .array, .mutableArray:
            let elements = object.copyElements()
            defer { for e in elements { e.release() } }
            return elements.allSatisfy { valid($0, depth: depth + 1) }
        case .dictionary, .mutableDictionary:
            let entries = object.copyEntries()
            defer { for e in entries { e.key.release(); e.value.release() } }
            return entries.allSatisfy { isString($0.key) && valid($0.value, depth: depth + 1) }
        default: return false
        }
    }

    private static func isString(_ object: UnmanagedObject) -> Bool {
        let kind = object.valueKind
        return kind == .string || kind == .mutableString
    }

    /// Foundation's reason for a number JSON cannot hold (NaN, infinite), or nil.
    private static func numberProblem(_ number: UnmanagedObject) -> String? {
        guard let n = number.numberValue, ScalarTypeCode.kind(of: n.type) == .floatingPoint else { return nil }
        if n.double.isNaN { return "Invalid number value (NaN) in JSON write" }
        if n.double.isInfinite { return "Invalid number value (infinite) in JSON write" }
        return nil
    }

    private mutating func write(_ object: UnmanagedObject, depth: Int) throws(Invalid) {
        guard depth < JSONValue.nestingLimit else {
            throw Invalid(reason: "Too many nested arrays or dictionaries (more than \(JSONValue.nestingLimit)) in JSON write")
        }
        switch object.valueKind {
        case .string, .mutableString:
            _ = object.withUTF8 { out.string($0) }
        case .number:
            try number(object)
        case .decimalNumber:
            guard !object.isNotANumber, let text = object.decimalString else {
                throw Invalid(reason: "Invalid number value (NaN) in JSON write")
            }
            out.numberText(text.utf8)
        case .null:
            out.null()
        case .array, .mutableArray:
            let elements = object.copyElements()
            defer { for e in elements { e.release() } }
            out.open(UInt8(ascii: "["))
            for (n, element) in elements.enumerated() {
                out.separator(first: n == 0)
                try write(element, depth: depth + 1)
            }
            out.close(UInt8(ascii: "]"), empty: elements.isEmpty)
        case .dictionary, .mutableDictionary:
            try dictionary(object, depth: depth)
        default:
            throw Invalid(reason: "Invalid type in JSON write (\(object.objcClass.name))")
        }
    }

    private mutating func number(_ object: UnmanagedObject) throws(Invalid) {
        guard let n = object.numberValue else { throw Invalid(reason: "Invalid type in JSON write (\(object.objcClass.name))") }
        switch ScalarTypeCode.kind(of: n.type) {
        case .boolean: out.bool(n.int64 != 0)
        case .unsignedInteger: out.uint(n.uint64)
        case .floatingPoint:
            if let problem = FoundationJSONWriter.numberProblem(object) { throw Invalid(reason: problem) }
            var text = ScalarTypeCode.cType(of: n.type) == .float ? "\(Float(n.double))" : "\(n.double)"
            if text.hasSuffix(".0") { text.removeLast(2) }
            out.numberText(text.utf8)
        default: out.int(n.int64)
        }
    }

    private mutating func dictionary(_ object: UnmanagedObject, depth: Int) throws(Invalid) {
        var entries = object.copyEntries()
        defer { for e in entries { e.key.release(); e.value.release() } }
        for entry in entries where !FoundationJSONWriter.isString(entry.key) {
            throw Invalid(reason: "Invalid (non-string) key in JSON dictionary")
        }
        if sortedKeys {
            entries.sort { a, b in
                a.key.withUTF8 { x in b.key.withUTF8 { y in FoundationJSONWriter.ordered(x, y) } ?? false } ?? false
            }
        }
        out.open(UInt8(ascii: "{"))
        for (n, entry) in entries.enumerated() {
            out.separator(first: n == 0)
            _ = entry.key.withUTF8 { out.key(utf8: $0) }
            try write(entry.value, depth: depth + 1)
        }
        out.close(UInt8(ascii: "}"), empty: entries.isEmpty)
    }

    /// NSJSONWritingSortedKeys' order, as swift-corelibs-foundation documents Foundation's:
    /// case-insensitive (ASCII letters), runs of digits by their value, and ties broken by
    /// the plain byte order (UTF-8 order is code point order).
    static func ordered(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0, j = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            if isDigit(x) && isDigit(y) {
                let (ei, ej) = (digitRunEnd(a, i), digitRunEnd(b, j))
                let order = compareDigitRuns(a, i, ei, b, j, ej)
                if order != 0 { return order < 0 }
                (i, j) = (ei, ej)
                continue
            }
            let (fx, fy) = (folded(x), folded(y))
            if fx != fy { return fx < fy }
            i += 1
            j += 1
        }
        if (a.count - i) != (b.count - j) { return a.count - i < b.count - j }
        return a.lexicographicallyPrecedes(b)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func folded(_ c: UInt8) -> UInt8 { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") ? c + 32 : c }

    private static func digitRunEnd(_ s: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var k = start
        while k < s.count && isDigit(s[k]) { k += 1 }
        return k
    }

    /// Compares two digit runs by value (leading zeros ignored): -1, 0 or 1.
    private static func compareDigitRuns(_ a: UnsafeBufferPointer<UInt8>, _ ai: Int, _ ae: Int,
                                         _ b: UnsafeBufferPointer<UInt8>, _ bi: Int, _ be: Int) -> Int {
        var (i, j) = (ai, bi)
        while i < ae - 1 && a[i] == UInt8(ascii: "0") { i += 1 }
        while j < be - 1 && b[j] == UInt8(ascii: "0") { j += 1 }
        if ae - i != be - j { return ae - i < be - j ? -1 : 1 }
        while i < ae {
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        return 0
    }
}

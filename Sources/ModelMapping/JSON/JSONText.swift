@_spi(JSONBuilding) import JSON
import ObjCEncoding
import ObjCRuntime

/// JSON text to and from ``/ObjCRuntime/BridgedValue`` — runtime values, where the JSON
/// module's `JSONValue` is JSON's own — with the JSON module's one reader (building runtime
/// objects, `ObjectJSONReader`) and writer: integers that fit are `q` numbers (`Q` above
/// `Int64.max`), other numbers `d`, `true` / `false` bools; nesting is limited to
/// `JSONValue.nestingLimit`; errors carry the byte offset.
public enum JSONText {
    /// Parses one JSON value (surrounding white space allowed).
    /// - Throws: ``ModelMappingError/invalidJSON(message:offset:)``, `.nestingTooDeep`.
    public static func parse(_ text: String) throws(ModelMappingError) -> BridgedValue {
        try bridged(ObjectJSONReader.read(text))
    }

    /// Parses JSON bytes (UTF-8, checked).
    /// - Throws: as ``parse(_:)``.
    public static func parse(bytes: [UInt8]) throws(ModelMappingError) -> BridgedValue {
        let object: UnmanagedObject
        do {
            object = try bytes.withUnsafeBufferPointer { try ObjectJSONReader.read($0, trustedUTF8: false) }
        } catch let error as ModelMappingError {
            throw error
        } catch {
            throw .invalidJSON(message: "\(error)", offset: 0)
        }
        return try bridged(object)
    }

    /// Low level: parses JSON bytes (UTF-8, checked) straight into runtime objects — what
    /// `NSJSONSerialization` reads, with no BridgedValue in between — and returns the new
    /// object (+1: release it). The reader alone, as `json.reader_10k` measures it.
    /// - Throws: as ``parse(_:)``.
    public static func readObject(bytes: UnsafeBufferPointer<UInt8>) throws(ModelMappingError) -> UnmanagedObject {
        try ObjectJSONReader.read(bytes, trustedUTF8: false)
    }

    /// The BridgedValue of what the reader made (+1, released here).
    private static func bridged(_ object: UnmanagedObject) throws(ModelMappingError) -> BridgedValue {
        let handle = object.takeRetainedObject()
        do {
            return try BridgedValue(object: handle)
        } catch {
            throw .unsupportedValue("\(error)")
        }
    }

    /// Writes a value as JSON text, object keys sorted (so output is stable).
    /// - Throws: ``ModelMappingError/unsupportedValue(_:)`` for data, dates, NSValues and
    ///   non-finite numbers (JSON has none of them), `.nestingTooDeep`.
    public static func string(from value: BridgedValue, pretty: Bool = false) throws(ModelMappingError) -> String {
        var writer = JSONWriter(pretty: pretty)
        try write(value, into: &writer, depth: 0)
        return writer.text
    }

    private static func write(_ value: BridgedValue, into out: inout JSONWriter, depth: Int) throws(ModelMappingError) {
        guard depth < JSONValue.nestingLimit else { throw .nestingTooDeep(limit: JSONValue.nestingLimit) }
        switch value {
        case .string(let s): out.string(s)
        case .signed(let v, _): out.int(v)
        case .unsigned(let v, _): out.uint(v)
        case .double(let v, let code):
            guard v.isFinite else { throw .unsupportedValue("JSON has no \(v)") }
            out.double(v, isFloat: ScalarTypeCode.cType(of: code) == .float)
        case .bool(let b): out.bool(b)
        case .null: out.null()
        case .array(let elements):
            out.open(UInt8(ascii: "["))
            for (n, element) in elements.enumerated() {
                out.separator(first: n == 0)
                try write(element, into: &out, depth: depth + 1)
            }
            out.close(UInt8(ascii: "]"), empty: elements.isEmpty)
        case .dictionary(let pairs):
            out.open(UInt8(ascii: "{"))
            for (n, key) in pairs.keys.sorted().enumerated() {
                out.separator(first: n == 0)
                out.key(key)
                try write(pairs[key] ?? .null, into: &out, depth: depth + 1)
            }
            out.close(UInt8(ascii: "}"), empty: pairs.isEmpty)
        case .data: throw .unsupportedValue("JSON has no data values (NSData)")
        case .date: throw .unsupportedValue("JSON has no date values (NSDate); map dates to strings first")
        case .value(_, let type): throw .unsupportedValue("JSON has no NSValue (\(type))")
        }
    }
}

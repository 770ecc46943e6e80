extension JSONValue {
    /// Reads one JSON value (surrounding white space allowed).
    /// - Throws: ``JSONError/invalid(message:offset:)`` with the byte offset, `.nestingTooDeep`.
    public init(parsing text: String) throws(JSONError) {
        self = try JSONReader.read(text, builder: JSONValueBuilder())
    }

    /// Reads JSON bytes (UTF-8, checked).
    /// - Throws: as ``init(parsing:)-(String)``.
    public init(parsing bytes: [UInt8]) throws(JSONError) {
        do {
            self = try bytes.withUnsafeBufferPointer { try JSONReader.read($0, trustedUTF8: false, builder: JSONValueBuilder()) }
        } catch let error as JSONError {
            throw error
        } catch {
            throw .invalid(message: "\(error)", offset: 0)
        }
    }

    /// The value as JSON text, members in their order. Compact (`{"a":1}`), or with `pretty`
    /// one element per line indented by two spaces (`"a": 1`). Always valid JSON: control
    /// characters are `\u` escapes, non-finite doubles `null`.
    public func text(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(into: &writer)
        return writer.text
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String) -> String {
        var writer = JSONWriter()
        writer.string(s)
        return writer.text
    }

    private func write(into out: inout JSONWriter) {
        switch self {
        case .null: out.null()
        case .bool(let b): out.bool(b)
        case .int(let i): out.int(Int64(i))
        case .unsigned(let u): out.uint(u)
        case .double(let d):
            if d.isFinite { out.double(d, isFloat: false) } else { out.null() }
        case .string(let s): out.string(s)
        case .array(let elements):
            out.open(UInt8(ascii: "["))
            for (n, element) in elements.enumerated() {
                out.separator(first: n == 0)
                element.write(into: &out)
            }
            out.close(UInt8(ascii: "]"), empty: elements.isEmpty)
        case .object(let members):
            out.open(UInt8(ascii: "{"))
            for (n, member) in members.enumerated() {
                out.separator(first: n == 0)
                out.key(member.key)
                member.value.write(into: &out)
            }
            out.close(UInt8(ascii: "}"), empty: members.isEmpty)
        }
    }
}

/// The reader's builder of ``JSONValue``s: nothing to count, so nothing to release; a long
/// number is its nearest double.
struct JSONValueBuilder: JSONBuilder {
    func key(_ utf8: UnsafeBufferPointer<UInt8>) -> String? { String(decoding: utf8, as: UTF8.self) }
    func string(_ utf8: UnsafeBufferPointer<UInt8>) -> JSONValue? { .string(String(decoding: utf8, as: UTF8.self)) }
    func integer(_ value: Int64) -> JSONValue? { .int(Int(value)) }
    func unsignedInteger(_ value: UInt64) -> JSONValue? { .unsigned(value) }
    func double(_ value: Double) -> JSONValue? { .double(value) }
    func longNumber(_ literal: UnsafeBufferPointer<UInt8>, nearest: Double) -> JSONValue? { nil }
    func bool(_ value: Bool) -> JSONValue? { .bool(value) }
    func null() -> JSONValue? { .null }
    func array(_ elements: UnsafeBufferPointer<JSONValue>) -> JSONValue? { .array(Array(elements)) }
    func object(keys: UnsafeBufferPointer<String>, values: UnsafeBufferPointer<JSONValue>) -> JSONValue? {
        .object(zip(keys, values).map { (key: $0, value: $1) })
    }
    func release(_ key: String) {}
    func release(_ value: JSONValue) {}
}

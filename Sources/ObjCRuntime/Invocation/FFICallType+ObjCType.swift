import ObjCEncoding

extension FFICallType {
    /// The bridge's view of a parsed type encoding. Types no call frame can hold become
    /// `.uncallable` with a reason; the caller decides whether that is an error (as an
    /// argument or return value it is).
    init(_ type: ObjCType) {
        switch type {
        case .char, .unsignedChar, .short, .unsignedShort, .int, .unsignedInt, .long, .unsignedLong,
             .longLong, .unsignedLongLong, .int128, .unsignedInt128, .float, .double, .longDouble,
             .bool, .void, .cString, .classObject, .selector, .unknown:
            // The one-letter types: by their row in the type-code table (every one has a row).
            self.init(scalar: type.scalarCode!)
        case .object, .block: self = .scalar(.object)
        case .pointer: self = .pointer
        case .array(let count, let element): self = .array(count: count, element: FFICallType(element))
        case .structure(let name, let fields):
            guard let fields else {
                self = .uncallable(spelling: type.description, reason: "struct \(name ?? "?") is opaque (no field list in the encoding)")
                return
            }
            self = .structure(name: name ?? "", fields: fields.map { FFICallType($0.type) })
        case .union(let name, let fields):
            guard let fields else {
                self = .uncallable(spelling: type.description, reason: "union \(name ?? "?") is opaque (no field list in the encoding)")
                return
            }
            self = .union(name: name ?? "", fields: fields.map { FFICallType($0.type) })
        case .bitfield(let bits, _, _):
            self = .uncallable(spelling: type.description, reason: "a bitfield (b\(bits)) has no addressable layout libffi can pass")
        case .complex(let base):
            switch base {
            case .float: self = .complexFloat
            case .double: self = .complexDouble
            case .longDouble: self = .complexLongDouble
            default: self = .uncallable(spelling: type.description, reason: "only float, double and long double _Complex are supported")
            }
        case .atomic(let base), .qualified(_, let base): self = FFICallType(base)
        }
    }

    /// A one-letter type, by the C type of its row in the type-code table.
    init(scalar row: ScalarTypeCode) {
        switch row.cType {
        case .int128, .uint128:
            // Both signednesses of this width, for the message: "__int128 (t / T)".
            let width = ScalarTypeCode.all.filter { $0.cType == .int128 || $0.cType == .uint128 }
            let codes = width.map { String($0.character) }.joined(separator: " / ")
            self = .uncallable(spelling: row.cName,
                               reason: "\(width.first?.cName ?? row.cName) (\(codes)) is not supported by libffi")
        case .unknown:
            self = .uncallable(spelling: row.cName, reason: "'\(row.character)' is an unknown type (a function, say) with no layout")
        case let c: self = .scalar(c)
        }
    }
}

/// A type encoding read for calling: the signature, the cache key (the types without
/// offsets, so `q24@0:8q16` and `q@:q` share one prepared cif) and each type's own encoding.
struct ParsedTypes {
    var signature: FFISignature
    var key: String
    var returnEncoding: String
    var argumentEncodings: [String]
}

extension FFISignature {
    /// Parses a method (or function) type encoding — `q24@0:8q16` or `q@:q`.
    static func parse(_ encoding: String) throws(InvocationError) -> (signature: FFISignature, key: String) {
        let p = try parseTypes(encoding)
        return (p.signature, p.key)
    }

    static func parseTypes(_ encoding: String) throws(InvocationError) -> ParsedTypes {
        let parsed: MethodSignature
        do {
            parsed = try MethodSignature.parse(encoding)
        } catch {
            throw .malformedEncoding(encoding: encoding, message: error.description)
        }
        let returnEncoding = String(parsed.returnValue.encoding)
        var key = returnEncoding
        var arguments: [FFICallType] = []
        var encodings: [String] = []
        arguments.reserveCapacity(parsed.numberOfArguments)
        for a in parsed.arguments {
            key += a.encoding
            encodings.append(String(a.encoding))
            arguments.append(FFICallType(a.type))
        }
        return ParsedTypes(signature: FFISignature(returnType: FFICallType(parsed.returnType), arguments: arguments),
                           key: key, returnEncoding: returnEncoding, argumentEncodings: encodings)
    }
}

extension FFICallLayout {
    /// The prepared call for a type encoding. Thread-safe; parsed once per distinct string.
    static func make(encoding: String) throws(InvocationError) -> FFICallLayout {
        if let hit = byEncoding.withLock({ $0[encoding] }) { return hit }
        let (signature, key) = try FFISignature.parse(encoding)
        let layout = try make(key: key, signature: signature)
        byEncoding.withLock { $0[encoding] = layout }
        return layout
    }
}

extension Invocation {
    /// An invocation of `implementation` (an IMP or any C function) typed by `types`, a type
    /// encoding such as `q24@0:8q16` or `v@:@` (return type first; offsets optional). For a
    /// method, argument 0 is self and 1 is _cmd.
    public convenience init(implementation: IMP?, types: String) throws(InvocationError) {
        self.init(layout: try FFICallLayout.make(encoding: types), implementation: implementation)
    }
}

/// `imp_implementationWithBlock` for any type encoding: an IMP (a C function pointer of the
/// signature `types` describes) whose calls run `block` with every argument boxed — self
/// and _cmd first for a method encoding. It lives until ``imp_removeBlock(_:)``.
public func imp_implementationWithBlock(types: String, _ block: @escaping IMPBlock) throws(InvocationError)
    -> IMP {
    try ClosureIMP.make(layout: FFICallLayout.make(encoding: types), block: block)
}

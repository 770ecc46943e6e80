/// Writing encodings back (`encoding`) and C-like descriptions (`description`).
extension ObjCType: CustomStringConvertible {
    /// The canonical encoding, in the dialect it was read in: for every string clang
    /// produces, `try ObjCType.parse(s).encoding == s`.
    public var encoding: String {
        var out = ""
        appendEncoding(to: &out)
        return out
    }

    func appendEncoding(to out: inout String) {
        switch self {
        case .char, .unsignedChar, .short, .unsignedShort, .int, .unsignedInt, .long,
             .unsignedLong, .longLong, .unsignedLongLong, .int128, .unsignedInt128, .float,
             .double, .longDouble, .bool, .void, .cString, .classObject, .selector, .unknown:
            // The one-letter types: their code is the table's.
            if let row = scalarCode { out.unicodeScalars.append(Unicode.Scalar(row.code)) }
        case .object(let className, let protocols):
            out += "@"
            if className != nil || !protocols.isEmpty {
                out += "\""
                out += className ?? ""
                for p in protocols { out += "<\(p)>" }
                out += "\""
            }
        case .block(let signature):
            out += "@?"
            if let signature { out += "<\(signature)>" }
        case .pointer(let t):
            out += "^"
            t.appendEncoding(to: &out)
        case .array(let count, let element):
            out += "[\(count)"
            element.appendEncoding(to: &out)
            out += "]"
        case .structure(let name, let fields):
            Self.appendAggregate("{", "}", name, fields, to: &out)
        case .union(let name, let fields):
            Self.appendAggregate("(", ")", name, fields, to: &out)
        case .bitfield(let bits, let offset, let base):
            out += "b"
            if let offset, let base {
                out += "\(offset)"
                base.appendEncoding(to: &out)
            }
            out += "\(bits)"
        case .complex(let t):
            out += "j"
            t.appendEncoding(to: &out)
        case .atomic(let t):
            out += "A"
            t.appendEncoding(to: &out)
        case .qualified(let qs, let t):
            for q in qs { out.append(q.rawValue) }
            t.appendEncoding(to: &out)
        }
    }

    static func appendAggregate(_ open: String, _ close: String, _ name: String?, _ fields: [Field]?,
                                to out: inout String) {
        out += open
        out += name ?? "?"
        if let fields {
            out += "="
            for f in fields {
                if let n = f.name { out += "\"\(n)\"" }
                f.type.appendEncoding(to: &out)
            }
        }
        out += close
    }

    /// A C-like spelling of the type: `struct CGRect { struct CGPoint { double; double; }; … }`,
    /// `NSString *`, `int[3]`, `unsigned int : 3`.
    public var description: String {
        switch self {
        case .char, .unsignedChar, .short, .unsignedShort, .int, .unsignedInt, .long,
             .unsignedLong, .longLong, .unsignedLongLong, .int128, .unsignedInt128, .float,
             .double, .longDouble, .bool, .void, .cString, .classObject, .selector, .unknown:
            return scalarCode?.cName ?? "?"
        case .object(let className, let protocols):
            let list = protocols.isEmpty ? "" : "<" + protocols.joined(separator: ", ") + ">"
            if let className, !className.isEmpty { return "\(className)\(list) *" }
            return "id\(list)"
        case .block(let signature):
            return signature.map { "block <\($0)>" } ?? "block"
        case .pointer(.unknown): return "function pointer"
        case .pointer(let t):
            let inner = t.description
            return inner.hasSuffix("*") ? inner + "*" : inner + " *"
        case .array(let count, let element): return "\(element.description)[\(count)]"
        case .structure(let name, let fields): return Self.describeAggregate("struct", name, fields)
        case .union(let name, let fields): return Self.describeAggregate("union", name, fields)
        case .bitfield(let bits, _, let base):
            return "\(base?.description ?? "bitfield") : \(bits)"
        case .complex(let t): return "_Complex \(t.description)"
        case .atomic(let t): return "_Atomic(\(t.description))"
        case .qualified(let qs, let t):
            let words = qs.map { q -> String in
                switch q {
                case .const: return "const"
                case .in: return "in"
                case .inout: return "inout"
                case .out: return "out"
                case .bycopy: return "bycopy"
                case .byref: return "byref"
                case .oneway: return "oneway"
                }
            }
            return (words + [t.description]).joined(separator: " ")
        }
    }

    static func describeAggregate(_ keyword: String, _ name: String?, _ fields: [Field]?) -> String {
        var s = keyword
        if let name { s += " \(name)" }
        guard let fields else { return s }
        s += " { "
        for f in fields {
            s += f.type.description
            if let n = f.name { s += " \(n)" }
            s += "; "
        }
        return s + "}"
    }
}

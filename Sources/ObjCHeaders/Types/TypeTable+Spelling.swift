/// Types written back as C, the way clang names them in diagnostics (`struct S`, `int[]`,
/// `NSString *`).
extension TypeTable {
    /// `t` quoted for a message, with what a typedef stands for: `'Handle' (aka 'struct Opaque')`.
    package func quoted(_ t: CType) -> String {
        let written = "'" + spelling(of: t) + "'"
        guard t.typedefName != nil else { return written }
        var bare = t
        bare.typedefName = nil
        return written + " (aka '" + spelling(of: bare) + "')"
    }

    /// `t` in C syntax: its typedef name when it was spelled through one, else its shape.
    package func spelling(of t: CType) -> String {
        var s = t.typedefName ?? shape(of: t)
        if t.isConst { s = "const " + s }
        return s
    }

    /// The type without its typedef name (what clang prints after "aka").
    private func shape(of t: CType) -> String {
        switch t.kind {
        case .void: return "void"
        case .builtin(let b): return Self.name(of: b)
        case .complex(let b): return "_Complex " + Self.name(of: b)
        case .vector(let b, let count): return Self.name(of: b) + " __attribute__((ext_vector_type(\(count))))"
        case .pointer(let pointee):
            if case .function(let f) = pointee.kind { return signature(f, declarator: "(*)") }
            let inner = spelling(of: pointee)
            return inner.hasSuffix("*") ? inner + "*" : inner + " *"
        case .block(let f): return signature(f, declarator: "(^)")
        case .function(let f): return signature(f, declarator: "")
        case .array(let element, let count): return spelling(of: element) + "[" + (count.map(String.init) ?? "") + "]"
        case .record(let i):
            let r = record(i)
            return ((r?.isUnion ?? false) ? "union " : "struct ") + (r?.tag ?? "(unnamed)")
        case .enumeration(let i):
            return "enum " + ((enums.indices.contains(i) ? enums[i].tag : nil) ?? "(unnamed)")
        case .object(let o):
            let protocols = o.protocols.isEmpty ? "" : "<" + o.protocols.joined(separator: ", ") + ">"
            guard let name = o.className else { return "id" + protocols }
            return name + protocols + " *"
        case .classType: return "Class"
        case .selector: return "SEL"
        }
    }

    private func signature(_ f: CFunctionType, declarator: String) -> String {
        var parameters = f.parameters.map(spelling(of:))
        if f.isVariadic { parameters.append("...") }
        if parameters.isEmpty { parameters = ["void"] }
        return spelling(of: f.result) + " " + declarator + "(" + parameters.joined(separator: ", ") + ")"
    }

    private static func name(of b: CBuiltin) -> String {
        switch b {
        case .char: return "char"
        case .signedChar: return "signed char"
        case .unsignedChar: return "unsigned char"
        case .short: return "short"
        case .unsignedShort: return "unsigned short"
        case .int: return "int"
        case .unsignedInt: return "unsigned int"
        case .long: return "long"
        case .unsignedLong: return "unsigned long"
        case .longLong: return "long long"
        case .unsignedLongLong: return "unsigned long long"
        case .int128: return "__int128"
        case .unsignedInt128: return "unsigned __int128"
        case .float: return "float"
        case .double: return "double"
        case .longDouble: return "long double"
        case .bool: return "_Bool"
        }
    }
}

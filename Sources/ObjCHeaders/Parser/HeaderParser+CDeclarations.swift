/// C declaration specifiers, structs / unions / enums, and file-scope declarations.
extension HeaderParser {
    /// The result of reading declaration specifiers: the base type and what kind of
    /// declaration they start.
    struct DeclSpec {
        var type: CType
        var isTypedef = false
        /// True when the base is an Objective-C class name (`NSString`), which only makes sense
        /// behind a `*`: the first pointer declarator turns it into an object pointer.
        var isInterface = false
        var location: SourceLocation
        /// Attributes among the specifiers (`__attribute__((packed)) int x;`), which apply to
        /// every declarator.
        var attributes = LayoutAttributes()
    }

    static let qualifierWords: Set<String> = [
        "volatile", "restrict", "__restrict", "__restrict__", "register", "inline", "__inline", "__inline__",
        "static", "extern", "auto", "_Noreturn", "__nonnull", "__nullable", "__null_unspecified", "_Nullable",
        "_Nonnull", "_Null_unspecified", "_Nullable_result", "nullable", "nonnull", "null_unspecified",
        "null_resettable", "__kindof", "__covariant", "__contravariant", "__block", "_Thread_local", "__thread",
        "__const", "__signed", "__signed__", "__volatile__", "const",
    ]
    static let ownershipWords: [String: ObjCOwnership] = [
        "__strong": .strong, "__weak": .weak, "__unsafe_unretained": .unsafeUnretained, "__autoreleasing": .autoreleasing,
    ]
    static let basicTypeWords: Set<String> = [
        "void", "char", "short", "int", "long", "signed", "unsigned", "float", "double", "_Bool", "bool",
        "__int128", "_Complex", "__complex__",
    ]

    /// True when the current token can start a type name.
    func startsTypeName() -> Bool { namesType(current) }

    /// True when `t` can start a type name.
    func namesType(_ t: Token) -> Bool {
        guard t.kind == .identifier else { return false }
        let w = t.text
        return Self.basicTypeWords.contains(w) || Self.qualifierWords.contains(w) || Self.ownershipWords[w] != nil
            || ["struct", "union", "enum", "id", "Class", "SEL", "instancetype", "typedef", "__attribute__", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "CF_ENUM", "CF_OPTIONS", "__int128_t", "__uint128_t"].contains(w)
            || Self.typeofWords.contains(w)
            || file.types.typedefs[w] != nil || file.types.isClassName(w) || typeParameters[w] != nil
    }

    /// Reads declaration specifiers (`static const unsigned long`, `struct S {…}`,
    /// `NSArray<NSString *>`, `id<P>`, `NS_ENUM(NSInteger, E) {…}`).
    mutating func parseDeclSpecifiers() throws -> DeclSpec {
        try enterNesting()
        defer { nesting -= 1 }
        let start = current
        var words: [String: Int] = [:]
        var base: CType?
        var isConst = false
        var isTypedef = false
        var isInterface = false
        var ownership: ObjCOwnership?
        var attributes = LayoutAttributes()
        while true {
            attributes = attributes.merged(with: try parseAttributes())
            let t = current
            guard t.kind == .identifier else { break }
            let w = t.text
            if w == "typedef" { isTypedef = true; advance(); continue }
            if w == "const" || w == "__const" { isConst = true; advance(); continue }
            if let o = Self.ownershipWords[w] { ownership = o; advance(); continue }
            if Self.qualifierWords.contains(w) { advance(); continue }
            if Self.basicTypeWords.contains(w) {
                guard base == nil else { throw error("cannot combine '\(w)' with the type before it") }
                words[w == "__complex__" ? "_Complex" : (w == "bool" ? "_Bool" : w), default: 0] += 1
                advance()
                continue
            }
            if !words.isEmpty || base != nil {
                if w == "__int128_t" || w == "__uint128_t" { throw error("cannot combine '\(w)' with the type before it") }
                break
            }
            switch w {
            case "struct", "union": base = try parseRecordSpecifier()
            case "enum": base = try parseEnumSpecifier()
            case "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "CF_ENUM", "CF_OPTIONS", "NS_ERROR_ENUM": base = try parseNSEnum()
            case _ where Self.typeofWords.contains(w): base = try parseTypeof()
            case "__int128_t": advance(); base = CType(.builtin(.int128))
            case "__uint128_t": advance(); base = CType(.builtin(.unsignedInt128))
            case "id", "instancetype":
                advance()
                base = CType(.object(ObjCObjectType(className: nil, protocols: try parseProtocolQualifiers())))
            case "Class":
                advance()
                _ = try parseProtocolQualifiers()
                base = CType(.classType)
            case "SEL": advance(); base = CType(.selector)
            default:
                if let parameter = typeParameters[w] {
                    // A type parameter stands for its bound (`T : NSString *` is `NSString *`).
                    advance()
                    var object = ObjCObjectType(className: nil)
                    if case .object(let bound) = parameter.kind { object = bound }
                    object.protocols += try parseProtocolQualifiers()
                    base = CType(.object(object))
                } else if let td = file.types.typedefs[w] {
                    advance()
                    var t = td
                    t.typedefName = w
                    base = t
                    isInterface = file.types.interfaceTypedefs.contains(w)
                } else if file.types.isClassName(w) {
                    advance()
                    let name = file.types.className(w)
                    let protocols = try parseClassArguments(name)
                    base = CType(.object(ObjCObjectType(className: name, protocols: protocols, typeArguments: lastTypeArguments)))
                    isInterface = true
                } else {
                    throw error("unknown type name '\(w)'" + sdkHint(w))
                }
            }
        }
        if base == nil {
            if words.isEmpty {
                throw error(current.kind == .eof ? "expected a type" : "expected a type, found '\(current.text)'", at: current)
            }
            base = try builtinType(words, at: start)
        }
        guard var type = base else { throw error("expected a type", at: start) }
        if isConst { type.isConst = true }
        if let ownership { type.ownership = ownership }
        return DeclSpec(type: type, isTypedef: isTypedef, isInterface: isInterface, location: start.location,
                        attributes: attributes)
    }

    static let typeofWords: Set<String> = ["typeof", "__typeof__", "__typeof", "__typeof_unqual__"]

    /// `typeof(T)` / `__typeof__(T)`: the type itself, as clang encodes it (`typeof_unqual`
    /// drops `const`). Of an expression only an enumerator's type is known here.
    mutating func parseTypeof() throws -> CType {
        let keyword = take()
        try expect("(", "after '\(keyword.text)'")
        var t: CType
        if namesType(current), !enumConstants.keys.contains(current.text) {
            t = try parseTypeName()
        } else if current.kind == .identifier, enumConstants[current.text] != nil, peek().isPunct(")") {
            advance()
            t = CType(.builtin(.int))
        } else {
            throw error("MiniObjC takes \(keyword.text) of a type name only (\(keyword.text)(NSString *), "
                        + "\(keyword.text)(int)), not of an expression, whose type it does not know: write the type itself")
        }
        try expect(")", "to end \(keyword.text)(…)")
        if keyword.text.contains("unqual") {
            t.isConst = false
            t.ownership = nil
        }
        return t
    }

    /// The arithmetic type named by a multiset of type words (`unsigned long long`).
    func builtinType(_ w: [String: Int], at token: Token) throws -> CType {
        let signed = w["signed"] != nil, unsigned = w["unsigned"] != nil, longs = w["long"] ?? 0
        if signed && unsigned { throw error("cannot combine 'signed' and 'unsigned'", at: token) }
        if w["void"] != nil { return .void }
        let b: CBuiltin
        if w["_Bool"] != nil { b = .bool }
        else if w["char"] != nil { b = unsigned ? .unsignedChar : (signed ? .signedChar : .char) }
        else if w["short"] != nil { b = unsigned ? .unsignedShort : .short }
        else if w["__int128"] != nil { b = unsigned ? .unsignedInt128 : .int128 }
        else if w["float"] != nil { b = .float }
        else if w["double"] != nil { b = longs > 0 ? .longDouble : .double }
        else if longs >= 2 { b = unsigned ? .unsignedLongLong : .longLong }
        else if longs == 1 { b = unsigned ? .unsignedLong : .long }
        else if w["int"] != nil || signed || unsigned { b = unsigned ? .unsignedInt : .int }
        else if w["_Complex"] != nil { return CType(.complex(.double)) }
        else { throw error("expected a type", at: token) }
        if w["_Complex"] != nil { return CType(.complex(b)) }
        return CType(.builtin(b))
    }

    /// `<P, Q>` after `id`, `Class` or a type parameter; returns the protocol names.
    mutating func parseProtocolQualifiers() throws -> [String] {
        guard current.isPunct("<") else { return [] }
        advance()
        return try protocolNames(expecting: "in protocol qualifier list", closing: "to end the protocol qualifier list") {
            "cannot find protocol declaration for '\($0)'"
        }
    }

    /// The names of a `<P, Q>` list whose `<` was read, up to its `>`: each must name a
    /// declared protocol. The wording of the errors is clang's for the list's context.
    mutating func protocolNames(expecting: String, closing: String, unknown: (String) -> String) throws -> [String] {
        var names: [String] = []
        repeat {
            let n = try expectIdentifier(expecting)
            guard file.types.protocolNames.contains(n.text) else {
                throw error(unknown(n.text) + sdkHint(n.text, as: .protocolName), at: n)
            }
            names.append(n.text)
        } while accept(",")
        try expectClosingAngle(closing)
        return names
    }

    /// `<…>` after a class name: type arguments for a generic class (`NSArray<NSString *>`,
    /// which do not change the encoding) or protocol qualifiers (`NSObject<P>`).
    mutating func parseClassArguments(_ className: String) throws -> [String] {
        // The type arguments travel beside the returned protocols (`lastTypeArguments`), read
        // by the caller right after; nested arguments set and read it inside this call.
        lastTypeArguments = []
        guard current.isPunct("<") else { return [] }
        // Protocol qualifiers are identifiers naming protocols; anything else is type arguments.
        var j = pos + 1
        var allProtocols = true
        while true {
            let t = tokens[min(j, tokens.count - 1)]
            // As clang decides: when every name is a protocol, they are protocols, even for a
            // generic class and a name that is also a class (`NSArray<ImageModel>`).
            guard t.kind == .identifier, file.types.protocolNames.contains(t.text) else {
                allProtocols = false
                break
            }
            let next = tokens[min(j + 1, tokens.count - 1)]
            if next.isPunct(">") { break }
            guard next.isPunct(",") else { allProtocols = false; break }
            j += 2
        }
        if allProtocols { return try parseProtocolQualifiers() }
        advance()
        var arguments: [CType] = []
        repeat {
            arguments.append(try parseTypeName())
        } while accept(",")
        defer { lastTypeArguments = arguments }
        try expectClosingAngle("to end the type argument list")
        if current.isPunct("<") { return try parseProtocolQualifiers() }
        return []
    }

    /// A type name: specifiers and an abstract declarator (`const char *`, `void (^)(int)`).
    mutating func parseTypeName() throws -> CType {
        let spec = try parseDeclSpecifiers()
        let d = try parseDeclarator(abstract: true, allowsName: false)
        return try applyDeclarator(d, to: spec)
    }

    // MARK: struct / union / enum

    mutating func parseRecordSpecifier() throws -> CType {
        let kw = take()
        let isUnion = kw.text == "union"
        var attributes = try parseAttributes()
        var tag: String?
        if current.kind == .identifier { tag = take().text }
        attributes = attributes.merged(with: try parseAttributes())
        let index: Int
        if let tag, let existing = file.types.structTags[tag] {
            index = existing
            if file.types.records[existing].isUnion != isUnion {
                throw error("use of '\(tag)' with tag type that does not match previous declaration", at: kw)
            }
        } else {
            index = file.types.records.count
            file.types.records.append(CRecord(tag: tag, isUnion: isUnion, fields: nil))
            if let tag { file.types.structTags[tag] = index }
        }
        if current.isPunct("{") {
            if file.types.records[index].fields != nil, let tag {
                throw error("redefinition of '\(tag)'", at: kw)
            }
            // The `#pragma pack` in effect where the definition starts is the record's.
            let pack = packAlignmentHere
            advance()
            var fields: [CField] = []
            var flexible: (field: CField, at: Token)?
            while !current.isPunct("}") {
                if current.kind == .eof { throw error("expected '}' to end the \(kw.text)", at: kw) }
                if accept(";") { continue }
                for (field, at) in try parseFieldDeclaration(context: kw.text) {
                    // Only the last member of a struct may be an array of unknown size.
                    if let flexible, !isUnion {
                        throw error("flexible array member '\(flexible.field.name ?? "")' with type "
                                    + "'\(file.types.spelling(of: flexible.field.type))' is not at the end of struct", at: flexible.at)
                    }
                    if case .array(_, nil) = field.type.kind, field.bitWidth == nil { flexible = (field, at) }
                    fields.append(field)
                }
            }
            advance()
            attributes = attributes.merged(with: try parseAttributes())
            // An empty struct is a GNU extension with size 0; it is kept as such.
            let depth = 1 + fields.reduce(0) { max($0, file.types.depth(of: $1.type)) }
            if depth > TypeTable.maxTypeDepth {
                throw error("\(kw.text) is nested too deeply (over \(TypeTable.maxTypeDepth) levels of "
                            + "pointer, array, function, block or struct)", at: kw)
            }
            file.types.recordDepths[index] = depth - 1
            file.types.records[index].fields = fields
            file.types.records[index].isPacked = attributes.isPacked
            file.types.records[index].alignment = attributes.alignment
            file.types.records[index].maxFieldAlignment = pack
        } else if tag == nil {
            throw error("declaration of anonymous \(kw.text) must be a definition", at: kw)
        }
        return CType(.record(index))
    }

    /// One member declaration inside a struct, union or ivar block (several declarators,
    /// bitfields), each field with the token clang points at for it.
    mutating func parseFieldDeclaration(context: String) throws -> [(field: CField, at: Token)] {
        let start = current
        let spec = try parseDeclSpecifiers()
        var fields: [(field: CField, at: Token)] = []
        if current.isPunct(";") {
            // An anonymous struct / union member (C11).
            advance()
            if case .record = spec.type.kind { fields.append((CField(name: nil, type: spec.type, bitWidth: nil), start)) }
            return fields
        }
        repeat {
            var name: String?
            var type = spec.type
            var attributes = spec.attributes
            let nameTok: Token
            if !current.isPunct(":") {
                let d = try parseDeclarator(abstract: false)
                guard let n = d.name, let token = d.nameToken else {
                    throw error("expected member name or ';' after declaration specifiers")
                }
                name = n
                nameTok = token
                attributes = attributes.merged(with: d.attributes).merged(with: try parseAttributes())
                type = try applyingVector(attributes, to: applyDeclarator(d, to: spec))
                if let problem = memberTypeError(type, name: n) {
                    // clang points at the `[` when the element type is the problem.
                    let isArray: Bool
                    if case .array = type.kind { isArray = true } else { isArray = false }
                    throw error(problem, at: isArray ? (d.arrayToken ?? token) : token)
                }
            } else {
                nameTok = current
            }
            var width: Int?
            if accept(":") {
                let wTok = nameTok
                let w = try constantExpression(until: [",", ";"])
                guard w >= 0 else { throw error("bit-field has negative width (\(w))", at: wTok) }
                width = Int(w)
                var integer: CBuiltin?
                switch type.kind {
                case .builtin(let b) where b.isInteger: integer = b
                case .enumeration(let i): integer = file.types.enums[i].underlying
                default: integer = nil
                }
                guard let b = integer else { throw error("bit-field '\(name ?? "")' has non-integral type", at: wTok) }
                let bits = CTypeLayout(table: file.types, target: file.target).builtin(b).size * 8
                if w > bits || (b == .bool && w > 1) {
                    throw error("width of bit-field '\(name ?? "")' (\(w) bits) exceeds the width of its type (\(b == .bool ? 1 : bits) bit\(bits == 1 ? "" : "s"))", at: wTok)
                }
                if w == 0, let name { throw error("named bit-field '\(name)' has zero width", at: wTok) }
                attributes = attributes.merged(with: try parseAttributes())
            }
            var field = CField(name: name, type: type, bitWidth: width)
            field.isPacked = attributes.isPacked
            field.alignment = attributes.alignment
            fields.append((field, nameTok))
        } while accept(",")
        try expect(";", "at end of declaration list")
        return fields
    }

    /// clang's complaint about a member of type `t`, or nil when a member may have it: a
    /// member's type must be complete, so a struct cannot hold itself (nor an array of itself).
    func memberTypeError(_ t: CType, name: String) -> String? {
        switch t.kind {
        case .function: return "field '\(name)' declared as a function"
        case .array(let element, _):
            var e = element
            while case .array(let inner, _) = e.kind { e = inner }
            return isIncompleteType(e) ? "array has incomplete element type \(file.types.quoted(e))" : nil
        default:
            return isIncompleteType(t) ? "field has incomplete type \(file.types.quoted(t))" : nil
        }
    }

    /// `void`, a struct or union not yet defined (or still being defined), an `enum E;`.
    func isIncompleteType(_ t: CType) -> Bool {
        switch t.kind {
        case .void, .function: return true
        case .record(let i): return file.types.record(i)?.fields == nil
        case .enumeration(let i): return !(file.types.enums.indices.contains(i) && file.types.enums[i].isComplete)
        case .array(let element, _): return isIncompleteType(element)
        default: return false
        }
    }

    mutating func parseEnumSpecifier() throws -> CType {
        let kw = take()
        try skipAttributes()
        var tag: String?
        if current.kind == .identifier, !current.isPunct(":") { tag = take().text }
        var fixed: CBuiltin?
        if accept(":") {
            let start = current
            let underlying = try parseTypeName()
            fixed = try enumUnderlying(underlying, at: start)
        }
        return try finishEnum(tag: tag, fixed: fixed, at: kw)
    }

    /// `NS_ENUM(Type, Name)` / `NS_OPTIONS(Type, Name)`: an enum with a fixed underlying type
    /// and a typedef of the same name.
    mutating func parseNSEnum() throws -> CType {
        let kw = take()
        try expect("(", "after \(kw.text)")
        let start = current
        let underlying = try parseTypeName()
        let fixed = try enumUnderlying(underlying, at: start)
        var tag: String?
        if accept(",") { tag = try expectIdentifier("as the enum name in \(kw.text)").text }
        try expect(")", "to end \(kw.text)(…)")
        let t = try finishEnum(tag: tag, fixed: fixed, at: kw)
        if let tag { file.types.typedefs[tag] = t }
        return t
    }

    /// The integer type an enum's written underlying type names; as in clang, an enum type
    /// is not one.
    func enumUnderlying(_ t: CType, at token: Token) throws -> CBuiltin {
        guard case .builtin(let b) = t.kind, b.isInteger else {
            throw error("non-integral type \(file.types.quoted(t)) is an invalid underlying type", at: token)
        }
        return b
    }

    mutating func finishEnum(tag: String?, fixed: CBuiltin?, at kw: Token) throws -> CType {
        let index: Int
        if let tag, let existing = file.types.enumTags[tag] {
            index = existing
        } else {
            index = file.types.enums.count
            var e = CEnum(tag: tag, underlying: fixed ?? .int)
            // `enum E;` declares an incomplete type until its enumerators come.
            e.isComplete = fixed != nil
            file.types.enums.append(e)
            if let tag { file.types.enumTags[tag] = index }
        }
        if let fixed {
            file.types.enums[index].underlying = fixed
            file.types.enums[index].isFixed = true
            file.types.enums[index].isComplete = true
        }
        try skipAttributes()
        if current.isPunct("{") { file.types.enums[index].isComplete = true }
        guard current.isPunct("{") else {
            if tag == nil { throw error("expected '{' after enum", at: current) }
            return CType(.enumeration(index))
        }
        advance()
        var next: Int64 = 0
        var minV: Int64 = 0, maxV: Int64 = 0
        while !current.isPunct("}") {
            let name = try expectIdentifier("as an enumerator name")
            try skipAttributes()
            if accept("=") { next = try constantExpression(until: [",", "}"]) }
            enumConstants[name.text] = next
            // An enumerator of an enum with a fixed type has that type in later expressions.
            let e = file.types.enums[index]
            file.types.enumeratorTypes[name.text] = e.isFixed ? e.underlying : nil
            minV = min(minV, next)
            maxV = max(maxV, next)
            next &+= 1
            if !accept(",") { break }
        }
        try expect("}", "to end the enum")
        if fixed == nil {
            // C gives an enum without a fixed type `int` when every value fits, else the
            // smallest of unsigned int / long / unsigned long that holds them.
            let u: CBuiltin
            if minV >= Int64(Int32.min) && maxV <= Int64(Int32.max) { u = .int }
            else if minV >= 0 && maxV <= Int64(UInt32.max) { u = .unsignedInt }
            else if minV < 0 { u = .long } else { u = .unsignedLong }
            file.types.enums[index].underlying = u
        }
        return CType(.enumeration(index))
    }

    // MARK: file-scope declarations

    /// A C declaration at file scope (or inside `@interface`): typedefs are recorded, other
    /// declarations (functions, variables) are read and dropped; function bodies are skipped.
    mutating func parseExternalDeclaration() throws {
        if current.isIdent("_Static_assert") || current.isIdent("static_assert") {
            // A compile-time check declares nothing.
            advance()
            if current.isPunct("(") { try skipBalanced() }
            try expect(";", "after static_assert")
            return
        }
        let spec = try parseDeclSpecifiers()
        if accept(";") { return }
        while true {
            let d = try parseDeclarator(abstract: false)
            guard let name = d.name else { throw error("expected identifier or '('") }
            let attributes = spec.attributes.merged(with: d.attributes).merged(with: try parseAttributes())
            let type = try applyingVector(attributes, to: applyDeclarator(d, to: spec))
            if spec.isTypedef {
                if let existing = file.types.typedefs[name], existing.unqualified != type.unqualified || existing.isConst != type.isConst {
                    throw error("typedef redefinition with different types for '\(name)'", at: d.nameToken)
                }
                file.types.typedefs[name] = type
                if spec.isInterface, d.ops.isEmpty { file.types.interfaceTypedefs.insert(name) }
                // `typedef T name __attribute__((aligned(N)))` gives `name` its own alignment; a
                // typedef of such a typedef keeps it.
                if let alignment = attributes.alignment {
                    file.types.typedefAlignments[name] = alignment
                } else if d.ops.isEmpty, let inner = type.typedefName, let alignment = file.types.typedefAlignments[inner] {
                    file.types.typedefAlignments[name] = alignment
                }
            }
            if current.isPunct("{") {
                try skipBalanced()
                return
            }
            if accept("=") {
                if !spec.isTypedef { recordIntegerConstant(name, type: type) }
                while !current.isPunct(",") && !current.isPunct(";") {
                    if current.kind == .eof { throw error("expected ';' after declaration") }
                    if current.isPunct("{") || current.isPunct("(") || current.isPunct("[") { try skipBalanced() } else { advance() }
                }
            }
            if accept(",") { continue }
            try expect(";", "after top level declarator")
            return
        }
    }
}

/// The Objective-C constructs: `@interface`, `@protocol`, `@implementation`, `@property`,
/// method declarations and definitions, ivar blocks, `@synthesize` and `@dynamic`.
extension HeaderParser {
    // MARK: @interface

    mutating func parseInterface() throws {
        let at = take()
        let nameTok = try expectIdentifier("after @interface")
        var name = nameTok.text
        let prelude = SDK.isSDKFile(at.location.file)
        var params: [(name: String, bound: CType?, at: Token)] = []
        if current.isPunct("<") && !isProtocolListAhead() {
            // Generic parameters: `@interface NSArray<__covariant ObjectType>`, with bounds
            // (`<T : NSString *>`) that the parameters stand for.
            advance()
            repeat {
                while current.isIdent("__covariant") || current.isIdent("__contravariant") { advance() }
                let parameter = try expectIdentifier("as a type parameter name").text
                var bound: CType?
                let boundToken = peek()
                if accept(":") {
                    let t = try parseTypeName()
                    guard case .object = t.kind else {
                        throw error("type bound \(file.types.quoted(t)) for type parameter '\(parameter)' is not an "
                                    + "Objective-C pointer type", at: boundToken)
                    }
                    bound = t
                }
                params.append((parameter, bound, boundToken))
            } while accept(",")
            try expectClosingAngle("to end the type parameter list")
        }
        var decl = InterfaceDecl(name: name, superclass: nil, category: nil, protocols: [], ivars: [], properties: [],
                                 methods: [], location: at.location, fromPrelude: prelude)
        if accept("(") {
            var cat = ""
            if current.kind == .identifier { cat = take().text }
            try expect(")", "after the category name")
            name = file.types.className(name)
            guard file.types.classNames.contains(name), file.primaryInterface(name) != nil else {
                throw error("cannot find interface declaration for '\(nameTok.text)'" + sdkHint(nameTok.text, as: .interface), at: nameTok)
            }
            decl.name = name
            decl.category = cat
        } else {
            if file.primaryInterface(name) != nil {
                throw error("duplicate interface definition for class '\(name)'", at: nameTok)
            }
            if file.types.classAliases[name] != nil {
                throw error("redefinition of '\(name)' as a class: it is a @compatibility_alias", at: nameTok)
            }
            file.types.classNames.insert(name)
            if accept(":") {
                let supToken = try expectIdentifier("as the superclass name")
                let sup = file.types.className(supToken.text)
                guard file.primaryInterface(sup) != nil else {
                    if file.types.classNames.contains(sup) {
                        throw error("attempting to use the forward class '\(sup)' as superclass of '\(name)'", at: supToken)
                    }
                    throw error("cannot find interface declaration for '\(supToken.text)', superclass of '\(name)'"
                                + sdkHint(supToken.text, as: .interface), at: supToken)
                }
                decl.superclass = sup
                if current.isPunct("<") && genericClasses.contains(sup) && !isProtocolListAhead() { try skipAngles() }
            }
        }
        typeParameters = try typeParameterTypes(params, of: name, isCategory: decl.category != nil)
        if !params.isEmpty { genericClasses.insert(name) }
        decl.protocols = try parseProtocolReferenceList()
        defer { typeParameters = [:] }
        if current.isPunct("{") { decl.ivars = try parseIvarBlock() }
        try parseMembers(into: &decl.properties, &decl.methods, allowsOptional: false, what: "@interface")
        file.add(decl)
    }

    /// What each type parameter stands for inside the `@interface`: its bound, or `id`. A class
    /// records its bounds; a category, which may rename the parameters, takes the class's
    /// bound for each one it does not bound itself, and may not bound one differently.
    mutating func typeParameterTypes(_ params: [(name: String, bound: CType?, at: Token)], of className: String,
                                     isCategory: Bool) throws -> [String: CType] {
        let recorded = file.types.typeParameterBounds[className] ?? []
        let recordedNames = file.types.typeParameterNames[className] ?? []
        var types: [String: CType] = [:]
        var bounds: [CType] = []
        for (i, p) in params.enumerated() {
            var t = p.bound ?? .id
            if isCategory, i < recorded.count {
                if let written = p.bound, written.unqualified != recorded[i].unqualified {
                    // clang's words, spacing included.
                    let previous = i < recordedNames.count ? recordedNames[i] : p.name
                    throw error("type bound \(file.types.quoted(written)) for type parameter '\(p.name)' conflicts with "
                                + "previous bound \(file.types.quoted(recorded[i]))for type parameter '\(previous)'", at: p.at)
                }
                t = recorded[i]
            }
            types[p.name] = t
            bounds.append(t)
        }
        if !isCategory, !params.isEmpty {
            file.types.typeParameterBounds[className] = bounds
            file.types.typeParameterNames[className] = params.map(\.name)
        }
        return types
    }

    /// True when the `<` at the current position starts a protocol list (`<NSCopying>`).
    func isProtocolListAhead() -> Bool {
        let next = peek()
        return next.kind == .identifier && file.types.protocolNames.contains(next.text)
            && (peek(2).isPunct(",") || peek(2).isPunct(">"))
    }

    /// `<P, Q>` naming adopted protocols; each must be declared.
    mutating func parseProtocolReferenceList() throws -> [String] {
        guard accept("<") else { return [] }
        return try protocolNames(expecting: "in the protocol list", closing: "to end the protocol list") {
            "no type or protocol named '\($0)'"
        }
    }

    /// Properties, methods and C declarations up to `@end`.
    mutating func parseMembers(into properties: inout [PropertyDecl], _ methods: inout [MethodDecl], allowsOptional: Bool, what: String) throws {
        var optional = false
        let start = current
        while true {
            let t = current
            if t.kind == .eof { throw HeaderError("missing '@end' (the \(what) at \(start.location.line):\(start.location.column) is not closed)", at: endOfPreviousToken) }
            if t.isAt("end") { advance(); return }
            if t.isAt("property") {
                var props = try parseProperty()
                for k in props.indices { props[k].isOptional = optional }
                properties += props
            } else if t.isPunct("-") || t.isPunct("+") {
                var m = try parseMethodSignature()
                m.isOptional = optional
                try skipAttributes()
                try expect(";", "after method prototype")
                methods.append(m)
            } else if t.isAt("optional") || t.isAt("required") {
                guard allowsOptional else { throw error("'@\(t.text)' may only be used in @protocol") }
                optional = t.text == "optional"
                advance()
            } else if t.kind == .atKeyword {
                if ["interface", "protocol", "implementation"].contains(t.text) {
                    throw error("missing '@end' before '@\(t.text)'", at: t)
                }
                throw error("unexpected '@\(t.text)' in \(what)")
            } else if t.isPunct(";") || t.isIdent("NS_ASSUME_NONNULL_BEGIN") || t.isIdent("NS_ASSUME_NONNULL_END") {
                advance()
            } else {
                try parseExternalDeclaration()
            }
        }
    }

    /// `{ @public int a; id b : 1; … }` after `@interface` or `@implementation`.
    mutating func parseIvarBlock() throws -> [IvarDecl] {
        let open = take()
        var ivars: [IvarDecl] = []
        while !current.isPunct("}") {
            if current.kind == .eof { throw error("expected '}' to end the instance variable block", at: open) }
            if current.kind == .atKeyword, ["public", "private", "protected", "package"].contains(current.text) {
                advance()
                continue
            }
            if accept(";") { continue }
            let loc = current.location
            for (f, _) in try parseFieldDeclaration(context: "ivar block") {
                guard let name = f.name else { continue }
                if ivars.contains(where: { $0.name == name }) {
                    throw HeaderError("duplicate member '\(name)'", at: loc)
                }
                var ivar = IvarDecl(name: name, type: f.type, bitWidth: f.bitWidth, location: loc)
                ivar.isPacked = f.isPacked
                ivar.alignment = f.alignment
                ivars.append(ivar)
            }
        }
        advance()
        return ivars
    }

    // MARK: @property

    static let ownershipAttributes: Set<String> = ["copy", "strong", "retain", "weak", "assign", "unsafe_unretained"]

    mutating func parseProperty() throws -> [PropertyDecl] {
        let at = take()
        var attrs: [PropertyAttributeKeyword] = []
        if accept("(") {
            if !current.isPunct(")") {
                var first = true
                repeat {
                    // clang accepts a trailing comma, `(nonatomic, )`, but not a leading one.
                    if current.isPunct(")"), !first { break }
                    if current.isPunct(",") { throw error("expected ')'") }
                    first = false
                    let a = try expectIdentifier("as a property attribute")
                    switch a.text {
                    case "nonatomic": attrs.append(.nonatomic)
                    case "atomic": attrs.append(.atomic)
                    case "readonly": attrs.append(.readonly)
                    case "readwrite": attrs.append(.readwrite)
                    case "copy": attrs.append(.copy)
                    case "strong": attrs.append(.strong)
                    case "retain": attrs.append(.retain)
                    case "weak": attrs.append(.weak)
                    case "assign": attrs.append(.assign)
                    case "unsafe_unretained": attrs.append(.unsafeUnretained)
                    case "nullable": attrs.append(.nullable)
                    case "nonnull": attrs.append(.nonnull)
                    case "null_unspecified": attrs.append(.nullUnspecified)
                    case "null_resettable": attrs.append(.nullResettable)
                    case "class": attrs.append(.classProperty)
                    case "direct": break
                    case "getter", "setter":
                        try expect("=", "after '\(a.text)'")
                        var sel = try expectIdentifier("as the \(a.text) name").text
                        if a.text == "setter" {
                            guard accept(":") else { throw error("method name referenced in property setter attribute must end with ':'") }
                            sel += ":"
                        }
                        attrs.append(a.text == "getter" ? .getter(sel) : .setter(sel))
                    default:
                        throw error("unknown property attribute '\(a.text)'", at: a)
                    }
                } while accept(",")
            }
            try expect(")", "to end the property attribute list")
        }
        let spec = try parseDeclSpecifiers()
        var props: [PropertyDecl] = []
        repeat {
            let d = try parseDeclarator(abstract: false)
            guard let name = d.name else { throw error("expected a property name") }
            let type = try applyDeclarator(d, to: spec)
            switch type.kind {
            case .function: throw error("property cannot have a function type", at: d.nameToken)
            case .array: throw error("property cannot have array type", at: d.nameToken)
            case .void: throw error("property cannot have type 'void'", at: d.nameToken)
            default: break
            }
            try skipAttributes()
            props.append(PropertyDecl(name: name, type: type, attributes: attrs, location: at.location,
                                      nameLocation: d.nameToken?.location))
        } while accept(",")
        try expect(";", "at end of declaration list")
        return props
    }

    // MARK: methods

    /// `- (T)a:(T)x b:(T)y, ...` up to (not including) `;` or the body.
    mutating func parseMethodSignature() throws -> MethodDecl {
        let sign = take()
        var retQuals: MethodQualifiers = []
        var ret = CType.id
        if current.isPunct("(") {
            advance()
            retQuals = parseMethodQualifiers()
            // clang's words, then what MiniObjC knows of the name (a method's types are where most
            // unknown SDK classes first appear).
            if current.kind == .identifier, !startsTypeName() { throw error("expected a type" + sdkHint(current.text)) }
            ret = try parseTypeName()
            try expect(")", "after the return type")
        }
        try skipAttributes()
        var selector = ""
        var params: [ParameterDecl] = []
        var variadic = false
        if current.kind == .identifier && !peek().isPunct(":") {
            selector = take().text
        } else {
            while (current.kind == .identifier && peek().isPunct(":")) || current.isPunct(":") {
                if current.kind == .identifier { selector += take().text }
                advance()  // ':'
                selector += ":"
                var quals: MethodQualifiers = []
                var type = CType.id
                if accept("(") {
                    quals = parseMethodQualifiers()
                    if current.kind == .identifier, !startsTypeName() { throw error("expected a type" + sdkHint(current.text)) }
                    type = try parseTypeName()
                    try expect(")", "after the parameter type")
                }
                try skipAttributes()
                let pname = try expectIdentifier("as the parameter name").text
                try skipAttributes()
                params.append(ParameterDecl(type: type, qualifiers: quals, name: pname))
            }
            if selector.isEmpty { throw error("expected selector for Objective-C method") }
            while accept(",") {
                if accept("...") { variadic = true; break }
                // Old-style C parameters after the selector: read and drop.
                _ = try parseDeclSpecifiers()
                _ = try parseDeclarator(abstract: false)
            }
        }
        try skipAttributes()
        return MethodDecl(selector: selector, isClassMethod: sign.text == "+", returnType: ret, returnQualifiers: retQuals,
                          parameters: params, isVariadic: variadic, location: sign.location)
    }

    mutating func parseMethodQualifiers() -> MethodQualifiers {
        var q: MethodQualifiers = []
        while current.kind == .identifier {
            switch current.text {
            case "in": q.insert(.in)
            case "out": q.insert(.out)
            case "inout": q.insert(.inout)
            case "bycopy": q.insert(.bycopy)
            case "byref": q.insert(.byref)
            case "oneway": q.insert(.oneway)
            default: return q
            }
            advance()
        }
        return q
    }

    // MARK: @protocol

    mutating func parseProtocol() throws {
        let at = take()
        let nameTok = try expectIdentifier("after @protocol")
        if current.isPunct(",") || current.isPunct(";") {
            file.types.protocolNames.insert(nameTok.text)
            while accept(",") { file.types.protocolNames.insert(try expectIdentifier("in @protocol list").text) }
            try expect(";", "after forward protocol declaration")
            return
        }
        let inherited = try parseProtocolReferenceList()
        file.types.protocolNames.insert(nameTok.text)
        var decl = ProtocolDecl(name: nameTok.text, protocols: inherited, properties: [], methods: [], location: at.location,
                                fromPrelude: SDK.isSDKFile(at.location.file))
        try parseMembers(into: &decl.properties, &decl.methods, allowsOptional: true, what: "@protocol")
        file.add(decl)
    }

    // MARK: @implementation

    mutating func parseImplementation() throws {
        let at = take()
        let nameTok = try expectIdentifier("after @implementation")
        var category: String?
        if accept("(") {
            category = try expectIdentifier("as the category name").text
            try expect(")", "after the category name")
            guard file.primaryInterface(nameTok.text) != nil else {
                throw error("cannot find interface declaration for '\(nameTok.text)'" + sdkHint(nameTok.text, as: .interface), at: nameTok)
            }
        } else if accept(":") {
            _ = try expectIdentifier("as the superclass name")
        }
        if category == nil, file.primaryInterface(nameTok.text) == nil {
            throw error("cannot find interface declaration for '\(nameTok.text)'" + sdkHint(nameTok.text, as: .interface), at: nameTok)
        }
        var decl = ImplementationDecl(name: nameTok.text, category: category, ivars: [], propertyImpls: [], methods: [],
                                      location: at.location)
        if category == nil, current.isPunct("{") { decl.ivars = try parseIvarBlock() }
        while true {
            let t = current
            if t.kind == .eof { throw HeaderError("missing '@end' (the @implementation at \(at.location.line):\(at.location.column) is not closed)", at: endOfPreviousToken) }
            if t.isAt("end") { advance(); break }
            if t.isAt("synthesize") || t.isAt("dynamic") {
                advance()
                repeat {
                    let p = try expectIdentifier("as a property name in @\(t.text)")
                    var ivar: String?
                    if t.text == "synthesize", accept("=") { ivar = try expectIdentifier("as the ivar name").text }
                    decl.propertyImpls.append(PropertyImplDecl(property: p.text, ivar: ivar, isDynamic: t.text == "dynamic", location: p.location))
                } while accept(",")
                try expect(";", "after @\(t.text)")
            } else if t.isPunct("-") || t.isPunct("+") {
                let m = try parseMethodSignature()
                _ = accept(";")
                guard current.isPunct("{") else { throw error("expected '{' to start the method body") }
                try skipBalanced()
                decl.methods.append(m)
            } else if t.kind == .atKeyword {
                throw error("unexpected '@\(t.text)' in @implementation")
            } else if t.isPunct(";") {
                advance()
            } else {
                try parseExternalDeclaration()
            }
        }
        file.implementations.append(decl)
    }
}

/// Parses Objective-C header text into a `HeaderFile`.
///
/// The parser is recursive descent over the preprocessed token stream. C declarations
/// (typedefs, structs, unions, enums, function prototypes) are in
/// `HeaderParser+CDeclarations.swift`, declarators in `HeaderParser+Declarators.swift`,
/// layout attributes (`packed`, `aligned`, vectors) in `HeaderParser+Attributes.swift`,
/// constant expressions in `HeaderParser+ConstantExpressions.swift`, and the Objective-C
/// constructs in `HeaderParser+ObjC.swift`. The first error stops the parse
/// and is thrown as a `HeaderError` with its line and column.
package struct HeaderParser {
    var tokens: [Token]
    var pos = 0
    var file = HeaderFile()
    /// Generic parameters of the `@interface` being parsed (`ObjectType`) and the type each
    /// stands for: its bound, or `id`.
    var typeParameters: [String: CType] = [:]
    /// Names of classes declared with type parameters, whose `<…>` holds type arguments.
    var genericClasses: Set<String> = []
    /// Values of enum constants, for array sizes and bitfield widths that name them.
    var enumConstants: [String: Int64] = [:]
    /// The type arguments of the last `Class<…>` read by `parseClassArguments`.
    var lastTypeArguments: [CType] = []
    /// How deeply declarators and specifiers are nested, so hostile input cannot exhaust the stack.
    var nesting = 0

    /// The compiler environment, which keys the SDK caches.
    var environment = CompilerEnvironment(target: .host, platform: .macOS)
    /// The SDK modules the header imports before any token of its own, in order.
    var leadingModules: [String] = []
    /// Includes the preprocessor could not find, named in the hint of an unknown-type error.
    var skippedIncludes: [HeaderWarning] = []
    /// Aliases whose class was unknown, for the hint when one is used.
    var unresolvedAliases: [String: String] = [:]
    /// Where `#pragma pack` changed the largest field alignment, by token index, in order
    /// (nil: back to the default).
    var packChanges: [(at: Int, alignment: Int?)] = []

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    // MARK: Token cursor

    var current: Token { tokens[min(pos, tokens.count - 1)] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(pos + offset, tokens.count - 1)] }

    mutating func advance() { if pos < tokens.count - 1 { pos += 1 } }

    mutating func take() -> Token {
        let t = current
        advance()
        return t
    }

    mutating func accept(_ p: String) -> Bool {
        if current.isPunct(p) { advance(); return true }
        return false
    }

    mutating func expect(_ p: String, _ context: String) throws {
        guard accept(p) else {
            // Like clang, a missing ';' is reported just after the token it should follow.
            if p == ";" { throw HeaderError("expected ';' \(context)", at: endOfPreviousToken) }
            throw error("expected '\(p)' \(context)")
        }
    }

    /// Takes one `>`; of a `>>` (`NSArray<NSArray<id>>`, `KeyType <NSCopying>>`) it takes the
    /// first and leaves a `>` for the enclosing list.
    mutating func expectClosingAngle(_ context: String) throws {
        if current.isPunct(">>") {
            tokens[pos].text = ">"
            tokens[pos].location.column += 1
            return
        }
        try expect(">", context)
    }

    /// The position just after the previous token (where a forgotten `;` or `@end` belongs).
    var endOfPreviousToken: SourceLocation {
        guard pos > 0 else { return current.location }
        let t = tokens[pos - 1]
        var loc = t.location
        loc.column += t.text.unicodeScalars.count + (t.kind == .atKeyword ? 1 : 0)
        return loc
    }

    mutating func expectIdentifier(_ context: String) throws -> Token {
        guard current.kind == .identifier else { throw error("expected identifier \(context)") }
        return take()
    }

    /// Enters one level of nesting; throws past a depth no real header reaches.
    mutating func enterNesting() throws {
        nesting += 1
        if nesting > 150 { throw error("declaration is nested too deeply") }
    }

    func error(_ message: String, at token: Token? = nil) -> HeaderError {
        let t = token ?? current
        if t.kind == .eof, message.hasPrefix("expected") {
            return HeaderError(message + " (reached end of file)", at: t.location)
        }
        return HeaderError(message, at: t.location)
    }

    /// Skips a balanced `{…}`, `(…)` or `[…]` group starting at the current token.
    mutating func skipBalanced() throws {
        let open = current
        let closer: String
        switch open.text {
        case "{": closer = "}"
        case "(": closer = ")"
        default: closer = "]"
        }
        var depth = 0
        while true {
            let t = current
            if t.kind == .eof { throw error("expected '\(closer)' to match this '\(open.text)'", at: open) }
            if t.kind == .punct {
                if t.text == open.text { depth += 1 }
                if t.text == closer {
                    depth -= 1
                    if depth == 0 { advance(); return }
                }
            }
            advance()
        }
    }

    /// Skips `__attribute__((…))`, `__declspec(…)`, `_Alignas(…)` and `__asm__(…)` annotations
    /// where what they say about layout does not apply (`parseAttributes` reads them).
    mutating func skipAttributes() throws {
        _ = try parseAttributes()
    }

    // MARK: Translation unit

    mutating func parseTopLevel() throws {
        try skipAttributes()
        let t = current
        if t.kind == .atKeyword {
            switch t.text {
            case "interface": try parseInterface()
            case "protocol": try parseProtocol()
            case "implementation": try parseImplementation()
            case "class": try parseForwardClasses()
            case "end": throw error("'@end' must appear in an Objective-C context")
            case "compatibility_alias":
                try parseCompatibilityAlias()
            default: throw error("unexpected '@\(t.text)' at file scope")
            }
            return
        }
        if t.isPunct(";") { advance(); return }
        if t.isIdent("NS_ASSUME_NONNULL_BEGIN") || t.isIdent("NS_ASSUME_NONNULL_END") { advance(); return }
        try parseExternalDeclaration()
    }

    /// `@compatibility_alias Alias Class;`: `Alias` names `Class` from here on. As clang does,
    /// an alias of an unknown class is a warning and declares nothing.
    mutating func parseCompatibilityAlias() throws {
        advance()
        let alias = try expectIdentifier("after @compatibility_alias")
        let target = try expectIdentifier("after the alias name")
        try expect(";", "after @compatibility_alias")
        if file.types.isClassName(alias.text) {
            throw error("conflicting types for alias '\(alias.text)'", at: alias)
        }
        let real = file.types.className(target.text)
        guard file.types.classNames.contains(real) else {
            file.warnings.append(HeaderWarning(location: target.location, message: "cannot find interface declaration for "
                + "'\(target.text)'; the alias '\(alias.text)' is not declared"))
            unresolvedAliases[alias.text] = target.text
            return
        }
        file.types.classAliases[alias.text] = real
    }

    /// `@class A, B<T>;`
    mutating func parseForwardClasses() throws {
        advance()
        repeat {
            let name = try expectIdentifier("after @class")
            file.types.classNames.insert(name.text)
            if current.isPunct("<") {
                genericClasses.insert(name.text)
                try skipAngles()
            }
        } while accept(",")
        try expect(";", "after @class")
    }

    /// Skips a `<…>` group (generic parameters in a forward declaration).
    mutating func skipAngles() throws {
        let open = current
        var depth = 0
        repeat {
            if current.kind == .eof { throw error("expected '>'", at: open) }
            if current.isPunct("<") { depth += 1 }
            if current.isPunct(">") { depth -= 1 }
            if current.isPunct(">>") { depth -= 2 }
            advance()
        } while depth > 0
    }
}

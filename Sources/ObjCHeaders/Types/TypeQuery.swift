/// Answers "what is `@encode(T)`, `sizeof(T)`, `_Alignof(T)`" for a type name written in C,
/// in the context of a header's declarations.
public enum TypeQuery {
    /// The encoding, size and alignment of one type.
    public struct Description: Sendable, Hashable {
        /// `@encode(T)`.
        public var encoding: String
        /// `sizeof(T)`.
        public var size: Int
        /// `_Alignof(T)`.
        public var alignment: Int
    }

    /// Parses `typeName` (`CGRect`, `const char *`, `int (*)(int)`) after the declarations in
    /// `declarations` and describes it. Throws `HeaderError` for unknown or incomplete types.
    public static func describe(_ typeName: String, declarations: String = "#import <Foundation/Foundation.h>\n",
                                target: TargetABI = .host) throws -> Description {
        let file = try HeaderParser.parse(declarations, fileName: "declarations.h", target: target)
        let type = try HeaderParser.parseTypeName(typeName, in: file)
        let layout = CTypeLayout(table: file.types, target: target)
        guard let l = layout.layout(type) else {
            throw HeaderError("'\(typeName)' is an incomplete type", at: SourceLocation(file: "type", line: 1, column: 1))
        }
        let encoding = TypeEncoder(table: file.types, target: target).encode(type, .methodParameter)
        return Description(encoding: encoding, size: l.size, alignment: l.alignment)
    }
}

extension HeaderParser {
    /// Parses a standalone type name against the types `file` declares.
    package static func parseTypeName(_ text: String, in file: HeaderFile) throws -> CType {
        var lexer = Lexer(text, file: "type")
        let tokens = try lexer.tokenize()
        var parser = HeaderParser(tokens: tokens)
        parser.file = file
        let t = try parser.parseTypeName()
        guard parser.current.kind == .eof else { throw parser.error("unexpected '\(parser.current.text)' after the type name") }
        return t
    }
}

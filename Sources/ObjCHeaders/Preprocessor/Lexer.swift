/// One token of header text.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// An identifier or C keyword (`int`, `typedef`, `NSString`).
        case identifier
        /// An Objective-C `@` keyword; the text is without the `@` (`interface`, `end`).
        case atKeyword
        /// `@"..."` literal or a C string literal (text is the raw spelling).
        case string
        /// A number or character literal (text is the raw spelling).
        case number
        /// Punctuation: `(`, `*`, `<<`, `...`.
        case punct
        /// A preprocessor directive line, text without the `#` (consumed by the preprocessor).
        case directive
        /// End of input.
        case eof
    }

    var kind: Kind
    var text: String
    var location: SourceLocation
    /// True when the token is the first one on its line (directives start lines).
    var startsLine: Bool = false
    /// True when blanks or a comment come before the token: `#` (stringizing) keeps
    /// them as one space, and a `#define` name followed directly by `(` is function-like.
    var leadingSpace: Bool = false

    func isPunct(_ p: String) -> Bool { kind == .punct && text == p }
    func isIdent(_ s: String) -> Bool { kind == .identifier && text == s }
    func isAt(_ s: String) -> Bool { kind == .atKeyword && text == s }
}

/// Splits header text into tokens. Comments are dropped; a `#` that starts a line turns the
/// whole (backslash-continued) line into one `directive` token for the preprocessor.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    private var atLineStart = true
    /// Where NUL characters were skipped (clang warns and ignores them).
    private(set) var nullCharacters: [SourceLocation] = []

    init(_ text: String, file: String) {
        self.scalars = Array(text.unicodeScalars)
        self.file = file
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let i = index + offset
        return i < scalars.count ? scalars[i] : nil
    }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
            atLineStart = true
        } else {
            column += 1
        }
        index += 1
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private static func isIdentStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c == "$" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c.value > 0x7F
    }

    private static func isIdentBody(_ c: Unicode.Scalar) -> Bool {
        isIdentStart(c) || (c >= "0" && c <= "9")
    }

    /// Whether a backslash-newline (or backslash-CRLF) starts here: it joins two lines.
    private var atLineContinuation: Bool {
        peek() == "\\" && (peek(1) == "\n" || (peek(1) == "\r" && peek(2) == "\n"))
    }

    /// Skips a backslash-newline; only called when `atLineContinuation`.
    private mutating func skipLineContinuation() {
        advance()
        while peek() != "\n" { advance() }
        advance()
    }

    /// Skips a `/* … */` comment starting here (block comments do not nest in C).
    private mutating func skipBlockComment() throws {
        let start = here
        advance(); advance()
        while true {
            guard let d = peek() else { throw HeaderError("unterminated /* comment", at: start) }
            if d == "*" && peek(1) == "/" { advance(); advance(); return }
            advance()
        }
    }

    /// Skips blanks and comments. Throws on an unterminated block comment.
    private mutating func skipTrivia() throws {
        while let c = peek() {
            if c == " " || c == "\t" || c == "\r" || c == "\n" || c == "\u{0C}" || c == "\u{0B}" {
                advance()
            } else if c == "\0" {
                nullCharacters.append(here)
                advance()
            } else if atLineContinuation {
                skipLineContinuation()
                atLineStart = false
            } else if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n" { advance() }
            } else if c == "/" && peek(1) == "*" {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    /// All tokens, ending with one `eof` token.
    mutating func tokenize() throws -> [Token] {
        var out: [Token] = []
        while true {
            let before = index
            try skipTrivia()
            let spaced = index != before
            let startsLine = atLineStart
            atLineStart = false
            let loc = here
            guard let c = peek() else {
                out.append(Token(kind: .eof, text: "", location: loc, startsLine: true))
                return out
            }
            if c == "#" && startsLine {
                out.append(Token(kind: .directive, text: try directiveLine(), location: loc, startsLine: true))
                continue
            }
            var tok = try nextToken(c, at: loc)
            tok.startsLine = startsLine
            tok.leadingSpace = spaced
            out.append(tok)
        }
    }

    /// The rest of a directive line, continuations joined and comments removed.
    private mutating func directiveLine() throws -> String {
        advance()  // '#'
        var text = ""
        while let c = peek(), c != "\n" {
            if atLineContinuation {
                skipLineContinuation()
                text.append(" ")
                continue
            }
            if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n" { advance() }
                break
            }
            if c == "/" && peek(1) == "*" {
                try skipBlockComment()
                text.append(" ")
                continue
            }
            text.unicodeScalars.append(c)
            advance()
        }
        return text
    }

    private mutating func nextToken(_ c: Unicode.Scalar, at loc: SourceLocation) throws -> Token {
        if Self.isIdentStart(c) {
            let name = identifier()
            // Bytes that are not UTF-8 were read as U+FFFD (`objcrt declare`, included files):
            // in a comment or a string that is harmless, in code it is clang's error.
            if let bad = name.unicodeScalars.firstIndex(of: "\u{FFFD}") {
                var at = loc
                at.column += name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: bad)
                throw HeaderError("source file is not valid UTF-8 (MiniObjC read the bytes here as U+FFFD; save the file "
                                  + "as UTF-8)", at: at)
            }
            return Token(kind: .identifier, text: name, location: loc)
        }
        if c == "@" {
            advance()
            if let d = peek(), Self.isIdentStart(d) {
                return Token(kind: .atKeyword, text: identifier(), location: loc)
            }
            if peek() == "\"" {
                return Token(kind: .string, text: "@" + (try quoted("\"", at: loc)), location: loc)
            }
            return Token(kind: .punct, text: "@", location: loc)
        }
        if c == "\"" { return Token(kind: .string, text: try quoted("\"", at: loc), location: loc) }
        if c == "'" { return Token(kind: .number, text: try quoted("'", at: loc), location: loc) }
        if (c >= "0" && c <= "9") || (c == "." && (peek(1).map { $0 >= "0" && $0 <= "9" } ?? false)) {
            var s = ""
            while let d = peek(), Self.isIdentBody(d) || d == "." ||
                    ((d == "+" || d == "-") && (s.last == "e" || s.last == "E" || s.last == "p" || s.last == "P")) {
                s.unicodeScalars.append(d)
                advance()
            }
            return Token(kind: .number, text: s, location: loc)
        }
        // Most punctuation is one character; only these can start a longer punctuator.
        if Self.punctuatorStarts.contains(c) {
            for p in Self.punctuators where matches(p) {
                for _ in p.unicodeScalars { advance() }
                return Token(kind: .punct, text: p, location: loc)
            }
        }
        advance()
        return Token(kind: .punct, text: String(Character(c)), location: loc)
    }

    private static let punctuatorStarts: Set<Unicode.Scalar> = [".", "<", ">", "-", "+", "=", "!", "&", "|", "*", "/", "%", "^", "#"]

    private static let punctuators = ["...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
                                      "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##"]

    private func matches(_ p: String) -> Bool {
        var i = 0
        for u in p.unicodeScalars {
            guard peek(i) == u else { return false }
            i += 1
        }
        return true
    }

    private mutating func identifier() -> String {
        var s = ""
        while let d = peek(), Self.isIdentBody(d) {
            s.unicodeScalars.append(d)
            advance()
        }
        return s
    }

    private mutating func quoted(_ q: Unicode.Scalar, at loc: SourceLocation) throws -> String {
        var s = String(Character(q))
        advance()
        while true {
            guard let d = peek(), d != "\n" else {
                throw HeaderError(q == "\"" ? "missing terminating '\"' character" : "missing terminating ' character", at: loc)
            }
            s.unicodeScalars.append(d)
            advance()
            if d == "\\" {
                if let e = peek() { s.unicodeScalars.append(e); advance() }
                continue
            }
            if d == q { return s }
        }
    }
}

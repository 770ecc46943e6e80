/// The small part of the C preprocessor that headers need: `#import` / `#include` (the
/// Foundation umbrella selects the built-in prelude; anything else is skipped with a warning),
/// `#if` / `#ifdef` / `#ifndef` / `#elif` / `#else` / `#endif` with `defined` and integer
/// arithmetic, object-like `#define`s (expanded), and function-like `#define`s (their uses are
/// dropped, since in headers they are availability and attribute annotations). Macros the
/// parser understands natively (`NS_ENUM`, `NS_ASSUME_NONNULL_BEGIN`, …) are never expanded.
struct Preprocessor {
    private var objectMacros: [String: [Token]] = [:]
    private var functionMacros: Set<String> = []
    private var includedPrelude = false
    private var expansionBudget = 2_000_000
    private(set) var warnings: [HeaderWarning] = []
    private let target: TargetABI

    /// Names the parser handles itself; a `#define` of one of them is ignored.
    static let nativeNames: Set<String> = [
        "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "CF_ENUM", "CF_OPTIONS",
        "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END",
    ]

    init(target: TargetABI) {
        self.target = target
        var predefined = ["__OBJC__", "__OBJC2__", "__LP64__", "__APPLE__", "__MACH__", "__clang__", "__STDC__"]
        switch target {
        case .x86_64: predefined.append("__x86_64__")
        case .arm64: predefined += ["__arm64__", "__aarch64__"]
        }
        for name in predefined {
            objectMacros[name] = [Token(kind: .number, text: "1", location: SourceLocation(file: "<built-in>", line: 1, column: 1))]
        }
    }

    /// Preprocesses `text` (named `file` in locations) into the token stream the parser reads.
    mutating func run(_ text: String, file: String) throws -> [Token] {
        var lexer = Lexer(text, file: file)
        let tokens = try lexer.tokenize()
        var out: [Token] = []
        try process(tokens, into: &out)
        out.append(Token(kind: .eof, text: "", location: tokens.last?.location ?? SourceLocation(file: file, line: 1, column: 1)))
        return out
    }

    private struct Conditional {
        var active: Bool
        var anyTaken: Bool
        var parentActive: Bool
        var location: SourceLocation
    }

    private mutating func process(_ tokens: [Token], into out: inout [Token]) throws {
        var stack: [Conditional] = []
        var i = 0
        func active(_ s: [Conditional]) -> Bool { s.last?.active ?? true }
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .eof { break }
            if t.kind == .directive {
                try directive(t, stack: &stack, out: &out)
                i += 1
                continue
            }
            if !active(stack) { i += 1; continue }
            if t.isAt("import") {
                // `@import Foundation;` — the module form of the umbrella import.
                var j = i + 1
                var module = ""
                while j < tokens.count, !tokens[j].isPunct(";"), tokens[j].kind != .eof {
                    module += tokens[j].text
                    j += 1
                }
                i = j + 1
                try include(module.hasPrefix("Foundation") || module.hasPrefix("ObjectiveC") || module.hasPrefix("CoreGraphics")
                            ? "<Foundation/Foundation.h>" : module, at: t.location, out: &out)
                continue
            }
            if t.kind == .identifier, !Self.nativeNames.contains(t.text) {
                if functionMacros.contains(t.text), i + 1 < tokens.count, tokens[i + 1].isPunct("(") {
                    i = skipBalanced(tokens, from: i + 1)
                    continue
                }
                if objectMacros[t.text] != nil {
                    var expanding: Set<String> = []
                    try expand(t, expanding: &expanding, into: &out)
                    i += 1
                    continue
                }
            }
            out.append(t)
            i += 1
        }
        if let open = stack.last {
            throw HeaderError("unterminated conditional directive", at: open.location)
        }
    }

    /// Index just past the parenthesis group starting at `open`.
    private func skipBalanced(_ tokens: [Token], from open: Int) -> Int {
        var depth = 0
        var j = open
        while j < tokens.count, tokens[j].kind != .eof {
            if tokens[j].isPunct("(") { depth += 1 }
            if tokens[j].isPunct(")") {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return j
    }

    private mutating func expand(_ t: Token, expanding: inout Set<String>, into out: inout [Token]) throws {
        guard let body = objectMacros[t.text], !expanding.contains(t.text) else {
            out.append(t)
            return
        }
        // Macros that expand to several copies of each other grow exponentially; stop early.
        expansionBudget -= body.count
        guard expansionBudget > 0 else { throw HeaderError("macro expansion of '\(t.text)' is too large", at: t.location) }
        expanding.insert(t.text)
        for var b in body {
            b.location = t.location
            if b.kind == .identifier, objectMacros[b.text] != nil, !Self.nativeNames.contains(b.text) {
                try expand(b, expanding: &expanding, into: &out)
            } else {
                out.append(b)
            }
        }
        expanding.remove(t.text)
    }

    private mutating func directive(_ t: Token, stack: inout [Conditional], out: inout [Token]) throws {
        var lexer = Lexer(t.text, file: t.location.file)
        var words = try lexer.tokenize()
        words.removeLast()  // eof
        // Report positions on the directive's own line.
        for k in words.indices {
            words[k].location = SourceLocation(file: t.location.file, line: t.location.line,
                                               column: t.location.column + words[k].location.column)
        }
        guard let name = words.first?.text else { return }  // the null directive `#`
        let rest = Array(words.dropFirst())
        let isActive = stack.last?.active ?? true
        switch name {
        case "if":
            let value = isActive ? try evaluate(rest, at: t.location) : false
            stack.append(Conditional(active: isActive && value, anyTaken: value, parentActive: isActive, location: t.location))
        case "ifdef", "ifndef":
            let defined = rest.first.map { objectMacros[$0.text] != nil || functionMacros.contains($0.text) } ?? false
            let value = name == "ifdef" ? defined : !defined
            stack.append(Conditional(active: isActive && value, anyTaken: value, parentActive: isActive, location: t.location))
        case "elif":
            guard var top = stack.popLast() else { throw HeaderError("#elif without #if", at: t.location) }
            let value = (top.parentActive && !top.anyTaken) ? try evaluate(rest, at: t.location) : false
            top.active = top.parentActive && !top.anyTaken && value
            top.anyTaken = top.anyTaken || value
            stack.append(top)
        case "else":
            guard var top = stack.popLast() else { throw HeaderError("#else without #if", at: t.location) }
            top.active = top.parentActive && !top.anyTaken
            top.anyTaken = true
            stack.append(top)
        case "endif":
            guard stack.popLast() != nil else { throw HeaderError("#endif without #if", at: t.location) }
        default:
            guard isActive else { return }
            try activeDirective(name, rest, at: t.location, out: &out)
        }
    }

    private mutating func activeDirective(_ name: String, _ rest: [Token], at loc: SourceLocation, out: inout [Token]) throws {
        switch name {
        case "define":
            guard let macro = rest.first, macro.kind == .identifier else {
                throw HeaderError("macro name must be an identifier", at: loc)
            }
            if Self.nativeNames.contains(macro.text) { return }
            // A function-like macro has '(' immediately after its name (no space).
            if rest.count > 1, rest[1].isPunct("("), rest[1].location.column == macro.location.column + macro.text.unicodeScalars.count {
                functionMacros.insert(macro.text)
                objectMacros[macro.text] = nil
            } else {
                objectMacros[macro.text] = Array(rest.dropFirst())
                functionMacros.remove(macro.text)
            }
        case "undef":
            if let macro = rest.first {
                objectMacros[macro.text] = nil
                functionMacros.remove(macro.text)
            }
        case "import", "include", "include_next":
            try include(rest.map(\.text).joined(), at: loc, out: &out)
        case "error":
            throw HeaderError("#error " + rest.map(\.text).joined(separator: " "), at: loc)
        case "pragma", "warning", "line", "ident":
            return
        default:
            warnings.append(HeaderWarning(location: loc, message: "unknown directive '#\(name)' skipped"))
        }
    }

    /// The Foundation umbrella (and the C / objc headers it covers) selects the built-in
    /// prelude, once; any other header is skipped with a warning.
    private mutating func include(_ spelled: String, at loc: SourceLocation, out: inout [Token]) throws {
        if spelled.hasPrefix("<Foundation/") || spelled.hasPrefix("<objc/") || spelled.hasPrefix("<CoreGraphics/")
            || spelled == "<stdint.h>" || spelled == "<stdbool.h>" || spelled == "<stddef.h>" {
            if !includedPrelude {
                includedPrelude = true
                var lexer = Lexer(FoundationPrelude.text, file: "<Foundation/Foundation.h>")
                let tokens = try lexer.tokenize()
                try process(tokens, into: &out)
            }
        } else {
            warnings.append(HeaderWarning(location: loc, message: "'\(spelled)' is not available to MiniObjC; skipped"))
        }
    }

    // MARK: #if expressions

    private func evaluate(_ tokens: [Token], at loc: SourceLocation) throws -> Bool {
        var p = ConditionParser(tokens: tokens, macros: objectMacros, functionMacros: functionMacros, location: loc)
        let v = try p.expression(0)
        return v != 0
    }
}

/// Evaluates a `#if` condition (integers, `defined`, C operators with C precedence).
struct ConditionParser {
    var tokens: [Token]
    var macros: [String: [Token]]
    var functionMacros: Set<String>
    var location: SourceLocation
    var i = 0

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    mutating func expression(_ minPrec: Int) throws -> Int64 {
        var lhs = try unary()
        while i < tokens.count, tokens[i].kind == .punct, let prec = Self.precedence[tokens[i].text], prec > minPrec {
            let op = tokens[i].text
            i += 1
            let rhs = try expression(prec)
            switch op {
            case "||": lhs = (lhs != 0 || rhs != 0) ? 1 : 0
            case "&&": lhs = (lhs != 0 && rhs != 0) ? 1 : 0
            case "|": lhs |= rhs
            case "^": lhs ^= rhs
            case "&": lhs &= rhs
            case "==": lhs = lhs == rhs ? 1 : 0
            case "!=": lhs = lhs != rhs ? 1 : 0
            case "<": lhs = lhs < rhs ? 1 : 0
            case ">": lhs = lhs > rhs ? 1 : 0
            case "<=": lhs = lhs <= rhs ? 1 : 0
            case ">=": lhs = lhs >= rhs ? 1 : 0
            case "<<": lhs = rhs >= 0 && rhs < 64 ? lhs << rhs : 0
            case ">>": lhs = rhs >= 0 && rhs < 64 ? lhs >> rhs : 0
            case "+": lhs = lhs &+ rhs
            case "-": lhs = lhs &- rhs
            case "*": lhs = lhs &* rhs
            case "/": lhs = rhs == 0 ? 0 : lhs.dividedReportingOverflow(by: rhs).partialValue
            default: lhs = rhs == 0 ? 0 : lhs.remainderReportingOverflow(dividingBy: rhs).partialValue
            }
        }
        return lhs
    }

    var depth = 0

    private mutating func unary() throws -> Int64 {
        guard i < tokens.count else { throw HeaderError("expected value in expression", at: location) }
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw HeaderError("expression is nested too deeply", at: tokens[i].location) }
        let t = tokens[i]
        i += 1
        if t.isPunct("!") { return try unary() == 0 ? 1 : 0 }
        if t.isPunct("-") { return 0 &- (try unary()) }
        if t.isPunct("~") { return ~(try unary()) }
        if t.isPunct("(") {
            let v = try expression(0)
            guard i < tokens.count, tokens[i].isPunct(")") else { throw HeaderError("expected ')' in preprocessor expression", at: t.location) }
            i += 1
            return v
        }
        if t.kind == .number { return CLiteral.integer(t.text) ?? 0 }
        if t.kind == .identifier {
            if t.text == "defined" {
                let paren = i < tokens.count && tokens[i].isPunct("(")
                if paren { i += 1 }
                guard i < tokens.count else { throw HeaderError("macro name missing after 'defined'", at: t.location) }
                let name = tokens[i].text
                i += 1
                if paren { i += 1 }
                return (macros[name] != nil || functionMacros.contains(name)) ? 1 : 0
            }
            if i < tokens.count, tokens[i].isPunct("(") {  // __has_feature(x) and friends: unknown → 0
                var depth = 0
                while i < tokens.count {
                    if tokens[i].isPunct("(") { depth += 1 }
                    if tokens[i].isPunct(")") { depth -= 1; if depth == 0 { i += 1; break } }
                    i += 1
                }
                return 0
            }
            if let body = macros[t.text], body.count == 1, body[0].kind == .number {
                return CLiteral.integer(body[0].text) ?? 0
            }
            return 0
        }
        throw HeaderError("invalid token '\(t.text)' in preprocessor expression", at: t.location)
    }
}

/// C integer literal values (decimal, hex, octal, binary, with `u` / `l` suffixes, or a
/// simple character literal).
enum CLiteral {
    static func integer(_ spelling: String) -> Int64? {
        var s = Substring(spelling)
        if s.hasPrefix("'") {
            let inner = s.dropFirst().dropLast()
            if inner.count == 1, let v = inner.unicodeScalars.first?.value { return Int64(v) }
            if inner.hasPrefix("\\") {
                switch inner.dropFirst() {
                case "n": return 10
                case "t": return 9
                case "0": return 0
                case "\\": return 92
                case "'": return 39
                default: return nil
                }
            }
            return nil
        }
        while let last = s.last, "uUlL".contains(last) { s = s.dropLast() }
        if s.hasPrefix("0x") || s.hasPrefix("0X") { return Int64(s.dropFirst(2), radix: 16) }
        if s.hasPrefix("0b") || s.hasPrefix("0B") { return Int64(s.dropFirst(2), radix: 2) }
        if s.count > 1, s.hasPrefix("0") { return Int64(s.dropFirst(), radix: 8) }
        return Int64(s)
    }
}

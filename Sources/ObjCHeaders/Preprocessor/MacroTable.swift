/// A `#define`: object-like (`parameters` nil) or function-like.
struct Macro: Sendable, Equatable {
    /// Parameter names; the variadic one is last (`__VA_ARGS__` for `...`, or its own name
    /// for GNU `args...`). Nil for an object-like macro.
    var parameters: [String]?
    /// True when the last parameter takes the variable arguments.
    var isVariadic = false
    /// The replacement list.
    var body: [Token]
}

/// The macros in scope and their expansion, as C11 §6.10.3 describes it: arguments are
/// expanded before substitution except next to `#` and `##`, the result is rescanned, and a
/// macro is not expanded again inside its own expansion. That last rule is kept the way
/// Dave Prosser's algorithm keeps it — each token carries the set of macro names it came
/// out of (its "hide set") — because a recursion-depth rule gets `f(f)(1)`-style rescans
/// wrong, and real headers (extobjc's metamacros, `NS_ENUM`'s argument-count dispatch) rely
/// on the exact rule.
struct MacroTable {
    private(set) var definitions: [String: Macro] = [:]
    /// Tokens that expansion may still produce; macros that expand to copies of each other
    /// grow exponentially, and the budget turns that into an error instead of a hang.
    private var budget = 1_000_000

    /// A token on its way through expansion, with the macros it must not expand again.
    struct Item {
        var token: Token
        var hide: HideSet? = nil
    }

    init(definitions: [String: Macro] = [:]) {
        self.definitions = definitions
    }

    subscript(name: String) -> Macro? { definitions[name] }

    /// Replaces every definition at once (a cached table of the SDK's macros).
    mutating func replaceAll(with table: [String: Macro]) { definitions = table }

    mutating func define(_ name: String, _ macro: Macro) { definitions[name] = macro }
    mutating func undefine(_ name: String) { definitions[name] = nil }

    func isDefined(_ name: String) -> Bool { definitions[name] != nil }

    /// True when some token in `tokens` names a macro (the common case for declarations is
    /// that none does, and expansion is skipped).
    func mentionsMacro(_ tokens: ArraySlice<Token>) -> Bool {
        tokens.contains { $0.kind == .identifier && definitions[$0.text] != nil }
    }

    /// An invocation whose arguments ran past the tokens at hand (`#define h g(~` used as
    /// `h 5)`): more input may complete it.
    private struct IncompleteInvocation: Error {
        let name: Token
    }

    /// Fully expands `tokens`. Runs of tokens that name no macro are copied as they are; only
    /// each invocation (a name, and its parenthesized arguments) goes through the expander —
    /// unless its expansion needs the tokens after it (it ends in a function-like macro name
    /// whose `(` follows, or it opens an invocation they close), and is then rescanned with
    /// the rest.
    mutating func expand(_ tokens: [Token]) throws -> [Token] {
        do {
            return try expandRuns(tokens)
        } catch let e as IncompleteInvocation {
            throw HeaderError("unterminated function-like macro invocation '\(e.name.text)(' (no closing ')')", at: e.name.location)
        }
    }

    private mutating func expandRuns(_ tokens: [Token]) throws -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            guard t.kind == .identifier, let macro = definitions[t.text] else {
                out.append(t)
                i += 1
                continue
            }
            var end = i + 1
            if macro.parameters != nil {
                guard end < tokens.count, tokens[end].isPunct("(") else {
                    out.append(t)
                    i += 1
                    continue
                }
                var depth = 0
                while end < tokens.count {
                    if tokens[end].isPunct("(") { depth += 1 }
                    if tokens[end].isPunct(")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    end += 1
                }
                guard end < tokens.count else {
                    // Unterminated: the expander reports it.
                    return out + (try expand(tokens[i...].map { Item(token: $0) }, depth: 0).map(\.token))
                }
                end += 1
            }
            let rest = { tokens[end...].map { Item(token: $0) } }
            let expanded: [Item]
            do {
                expanded = try expand(tokens[i..<end].map { Item(token: $0) }, depth: 0)
            } catch is IncompleteInvocation {
                return out + (try expand(tokens[i..<end].map { Item(token: $0) } + rest(), depth: 0).map(\.token))
            }
            if let last = expanded.last, last.token.kind == .identifier, definitions[last.token.text]?.parameters != nil,
               !HideSet.contains(last.hide, last.token.text), end < tokens.count, tokens[end].isPunct("(") {
                return out + (try expand(expanded + rest(), depth: 0).map(\.token))
            }
            out += expanded.lazy.map(\.token)
            i = end
        }
        return out
    }

    private mutating func expand(_ input: [Item], depth: Int) throws -> [Item] {
        guard depth < 200 else {
            throw HeaderError("macro arguments are nested too deeply", at: input.first?.token.location ?? .builtin)
        }
        var stack = Array(input.reversed())  // the next token is the last element
        var out: [Item] = []
        out.reserveCapacity(input.count)
        while let item = stack.popLast() {
            let t = item.token
            guard t.kind == .identifier, let macro = definitions[t.text], !HideSet.contains(item.hide, t.text) else {
                out.append(item)
                continue
            }
            let replaced: [Item]
            if let parameters = macro.parameters {
                // A function-like macro name not followed by '(' is an ordinary identifier.
                guard let open = stack.last, open.token.isPunct("(") else {
                    out.append(item)
                    continue
                }
                stack.removeLast()
                let (arguments, close) = try collectArguments(&stack, for: macro, named: t)
                let hide = HideSet(t.text, HideSet.intersection(item.hide, close.hide))
                replaced = try substitute(macro, parameters: parameters, arguments: arguments, hide: hide,
                                          at: t, depth: depth)
            } else {
                replaced = try substitute(macro, parameters: [], arguments: [], hide: HideSet(t.text, item.hide),
                                          at: t, depth: depth)
            }
            budget -= replaced.count + 1
            guard budget > 0 else { throw HeaderError("macro expansion of '\(t.text)' is too large", at: t.location) }
            stack.append(contentsOf: replaced.reversed())
        }
        return out
    }

    /// The arguments of an invocation whose '(' was just taken, up to the matching ')'.
    private func collectArguments(_ stack: inout [Item], for macro: Macro, named name: Token) throws -> ([[Item]], Item) {
        let count = macro.parameters?.count ?? 0
        var arguments: [[Item]] = [[]]
        var depth = 0
        while let item = stack.popLast() {
            let t = item.token
            if t.isPunct("(") { depth += 1 }
            if t.isPunct(")") {
                if depth == 0 {
                    if count == 0, arguments.count == 1, arguments[0].isEmpty { arguments = [] }
                    if arguments.count == count - 1, macro.isVariadic { arguments.append([]) }
                    guard arguments.count == count else {
                        let which = arguments.count < count ? "too few" : "too many"
                        throw HeaderError("\(which) arguments provided to function-like macro invocation "
                                          + "'\(name.text)' (it takes \(count), \(arguments.count) given)", at: name.location)
                    }
                    return (arguments, item)
                }
                depth -= 1
            }
            // The variadic parameter keeps its commas.
            if t.isPunct(","), depth == 0, !(macro.isVariadic && arguments.count == count) {
                arguments.append([])
                continue
            }
            arguments[arguments.count - 1].append(item)
        }
        throw IncompleteInvocation(name: name)
    }

    /// The replacement list with parameters replaced, `#` and `##` applied, and the hide set added.
    private mutating func substitute(_ macro: Macro, parameters: [String], arguments: [[Item]], hide: HideSet?,
                                     at use: Token, depth: Int) throws -> [Item] {
        let body = macro.body
        var out: [Item] = []
        // The left operand of a pending '##' is an empty argument ("placemarker").
        var placemarker = false
        func parameter(_ t: Token) -> Int? {
            t.kind == .identifier ? parameters.firstIndex(of: t.text) : nil
        }
        var expandedArguments: [Int: [Item]] = [:]
        var i = 0
        while i < body.count {
            let b = body[i]
            let next = i + 1 < body.count ? body[i + 1] : nil
            if b.isPunct("#"), macro.parameters != nil, let n = next, let p = parameter(n) {
                out.append(Item(token: stringize(arguments[p], at: use)))
                placemarker = false
                i += 2
                continue
            }
            if b.isPunct("##"), let n = next {
                i += 2
                var right: [Item]
                if let p = parameter(n) {
                    right = arguments[p]
                    // GNU `, ## __VA_ARGS__`: an empty variable argument list swallows the comma.
                    if macro.isVariadic, p == parameters.count - 1, let last = out.last, last.token.isPunct(",") {
                        if right.isEmpty { out.removeLast() }
                        out += right
                        placemarker = false
                        continue
                    }
                } else if n.isPunct("#"), i < body.count, let p = parameter(body[i]) {
                    right = [Item(token: stringize(arguments[p], at: use))]
                    i += 1
                } else {
                    right = [Item(token: n)]
                }
                if right.isEmpty { continue }
                if placemarker || out.isEmpty {
                    out += right
                } else {
                    let left = out.removeLast()
                    out.append(Item(token: try paste(left.token, right[0].token, at: use), hide: left.hide))
                    out += right.dropFirst()
                }
                placemarker = false
                continue
            }
            if b.isIdent("__VA_OPT__"), macro.isVariadic, next?.isPunct("(") == true {
                let (content, end) = try vaOptContent(body, from: i + 1, at: use)
                let variable = arguments.last ?? []
                if !variable.isEmpty {
                    var inner = macro
                    inner.body = content
                    out += try substitute(inner, parameters: parameters, arguments: arguments, hide: nil, at: use, depth: depth)
                }
                i = end
                placemarker = false
                continue
            }
            if let p = parameter(b) {
                if next?.isPunct("##") == true {
                    out += arguments[p]
                    placemarker = arguments[p].isEmpty
                } else {
                    if expandedArguments[p] == nil { expandedArguments[p] = try expand(arguments[p], depth: depth + 1) }
                    out += expandedArguments[p] ?? []
                    placemarker = false
                }
                i += 1
                continue
            }
            var t = b
            // Errors in an expansion point at the macro's use, where the user can act on them.
            t.location = use.location
            t.leadingSpace = i == 0 ? use.leadingSpace : b.leadingSpace
            out.append(Item(token: t))
            placemarker = false
            i += 1
        }
        for k in out.indices { out[k].hide = HideSet.union(out[k].hide, hide) }
        return out
    }

    /// `__VA_OPT__( … )`: the tokens inside and the index after the ')'.
    private func vaOptContent(_ body: [Token], from open: Int, at use: Token) throws -> ([Token], Int) {
        var depth = 0
        var j = open
        while j < body.count {
            if body[j].isPunct("(") { depth += 1 }
            if body[j].isPunct(")") {
                depth -= 1
                if depth == 0 { return (Array(body[(open + 1)..<j]), j + 1) }
            }
            j += 1
        }
        throw HeaderError("unterminated '__VA_OPT__(' in the definition of a macro", at: use.location)
    }

    /// `#x`: the argument's spelling as a string literal.
    private func stringize(_ argument: [Item], at use: Token) -> Token {
        var s = "\""
        for (k, item) in argument.enumerated() {
            let t = item.token
            if k > 0, t.leadingSpace { s += " " }
            if t.kind == .string || (t.kind == .number && t.text.hasPrefix("'")) {
                for c in t.text.unicodeScalars {
                    if c == "\"" || c == "\\" { s += "\\" }
                    s.unicodeScalars.append(c)
                }
            } else {
                s += t.text
            }
        }
        s += "\""
        return Token(kind: .string, text: s, location: use.location, leadingSpace: use.leadingSpace)
    }

    /// `a ## b`: one token spelled as the two together.
    private func paste(_ a: Token, _ b: Token, at use: Token) throws -> Token {
        let text = a.text + b.text
        var lexer = Lexer(text, file: use.location.file)
        let tokens = (try? lexer.tokenize()) ?? []
        guard tokens.count == 2, var t = tokens.first else {
            throw HeaderError("pasting formed '\(text)', an invalid preprocessing token", at: use.location)
        }
        t.location = use.location
        t.leadingSpace = a.leadingSpace
        return t
    }
}

/// The names of the macros a token came out of: an immutable list whose tails are shared,
/// so that giving every token of an expansion the same set costs one reference, not a copy.
final class HideSet: Sendable {
    let name: String
    let next: HideSet?

    init(_ name: String, _ next: HideSet?) {
        self.name = name
        self.next = next
    }

    func contains(_ n: String) -> Bool {
        var node: HideSet? = self
        while let current = node {
            if current.name == n { return true }
            node = current.next
        }
        return false
    }

    static func contains(_ set: HideSet?, _ n: String) -> Bool { set?.contains(n) ?? false }

    static func union(_ a: HideSet?, _ b: HideSet?) -> HideSet? {
        guard let b else { return a }
        var result: HideSet = b
        var node = a
        while let current = node {
            if !result.contains(current.name) { result = HideSet(current.name, result) }
            node = current.next
        }
        return result
    }

    static func intersection(_ a: HideSet?, _ b: HideSet?) -> HideSet? {
        var result: HideSet?
        var node = a
        while let current = node {
            if contains(b, current.name) && !contains(result, current.name) { result = HideSet(current.name, result) }
            node = current.next
        }
        return result
    }
}

extension SourceLocation {
    /// The position of things that have no place in the text (predefined macros).
    static let builtin = SourceLocation(file: "<built-in>", line: 1, column: 1)
}

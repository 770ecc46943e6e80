/// The C preprocessor, as much of it as headers use: `#import` / `#include` (SDK headers load
/// modules of the built-in SDK, other headers are read through `HeaderOptions`), `@import`,
/// `#if` / `#ifdef` / `#elif` / `#else` / `#endif` with macro expansion, `defined` and clang's
/// `__has_include` / `__has_feature` family, object-like and function-like `#define`s
/// (`MacroTable.swift`), `#undef`, `#pragma once`, `#error`, and the `_Pragma` operator.
///
/// SDK headers behave as clang's modules do (`-fmodules`): a module is preprocessed once on
/// its own, from the predefined macros and the modules it imports, and importing it replays
/// its tokens and macros (`SDKModuleCache.swift`). So `#import <Foundation/Foundation.h>` costs
/// a copy, not a parse of the SDK text, and a macro the header defines first cannot change
/// what the SDK declares.
struct Preprocessor {
    var macros = MacroTable()
    private(set) var warnings: [HeaderWarning] = []
    let environment: CompilerEnvironment
    let options: HeaderOptions
    /// The SDK modules loaded, in order, each with the output position where its tokens
    /// belong. The tokens are not copied into the output: the parser restores its cached
    /// parse of the modules a header starts with, and splices in the tokens of any other.
    private(set) var moduleImports: [(name: String, at: Int)] = []
    private(set) var loadedModules: Set<String> = []
    /// Modules this run imported directly (what an SDK module being compiled depends on).
    private(set) var directImports: [String] = []
    /// The modules being compiled on the way here, to refuse an import cycle.
    var compiling: Set<String> = []
    private var onceFiles: Set<String> = []
    /// `#pragma pack` as it stands, and the output positions where it changed.
    private var pack = PragmaPack()
    private(set) var packChanges: [(at: Int, alignment: Int?)] = []
    private var includeDepth = 0
    /// The SDK modules, in load order, whose macros (with the predefined ones) make up the
    /// table, apart from the header's own additions in `headerMacros`: loading another module
    /// then takes the table from `SDKModuleCache` instead of replaying its definitions. Nil
    /// once the header redefines or undefines a predefined or SDK macro.
    private var sdkMacroKey: [String]? = []
    private var headerMacros: [(name: String, macro: Macro)] = []

    init(environment: CompilerEnvironment, options: HeaderOptions = .standard) {
        self.environment = environment
        self.options = options
        macros = MacroTable(definitions: SDKModuleCache.predefinedMacros(environment))
    }

    /// The predefined macros of `environment`, as `#define` would read them.
    static func predefinedDefinitions(_ environment: CompilerEnvironment) -> [String: Macro] {
        var bare = Preprocessor(bare: environment)
        for (name, value) in environment.predefinedMacros {
            var lexer = Lexer(name + " " + value, file: "<built-in>")
            let tokens = Array(((try? lexer.tokenize()) ?? []).dropLast())
            try? bare.define(tokens, at: .builtin)
        }
        return bare.macros.definitions
    }

    private init(bare environment: CompilerEnvironment) {
        self.environment = environment
        self.options = .standard
        sdkMacroKey = nil
    }

    /// Preprocesses `text` (named `file` in locations) into the token stream the parser reads.
    mutating func run(_ text: String, file: String) throws -> [Token] {
        var out: [Token] = []
        try processFile(text, file: file, into: &out)
        out.append(Token(kind: .eof, text: "", location: out.last?.location ?? SourceLocation(file: file, line: 1, column: 1)))
        return out
    }

    mutating func processFile(_ text: String, file: String, into out: inout [Token]) throws {
        var lexer = Lexer(text, file: file)
        let tokens = try lexer.tokenize()
        for at in lexer.nullCharacters { warnings.append(HeaderWarning(location: at, message: "null character ignored")) }
        try process(tokens, file: file, into: &out)
    }

    private struct Conditional {
        var active: Bool
        var anyTaken: Bool
        var parentActive: Bool
        var location: SourceLocation
    }

    private mutating func process(_ tokens: [Token], file: String, into out: inout [Token]) throws {
        var stack: [Conditional] = []
        var pending: [Token] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .eof { break }
            if t.kind == .directive {
                try flush(&pending, into: &out)
                try directive(t, file: file, stack: &stack, out: &out)
                i += 1
                continue
            }
            if !(stack.last?.active ?? true) { i += 1; continue }
            if t.isAt("import") {
                // `@import UIKit.UIView;` — the module form of an SDK import: a dotted name and
                // a `;`, which clang requires (without it the next line is not swallowed).
                try flush(&pending, into: &out)
                var j = i + 1
                guard j < tokens.count, tokens[j].kind == .identifier else {
                    throw HeaderError("expected a module name after 'import'", at: tokens[min(j, tokens.count - 1)].location)
                }
                var path = tokens[j].text
                j += 1
                while j + 1 < tokens.count, tokens[j].isPunct("."), tokens[j + 1].kind == .identifier {
                    path += "." + tokens[j + 1].text
                    j += 2
                }
                guard j < tokens.count, tokens[j].isPunct(";") else {
                    var end = tokens[j - 1].location
                    end.column += tokens[j - 1].text.unicodeScalars.count
                    throw HeaderError("expected ';' after module name", at: end)
                }
                i = j + 1
                let name = String(path.prefix { $0 != "." })
                if let module = SDK.module(named: name) {
                    try importModule(module, at: t.location, out: &out)
                } else {
                    warnings.append(HeaderWarning(location: t.location, message: "module '\(path)' is not part of MiniObjC's "
                        + "SDK (\(SDK.moduleList)); skipped"))
                }
                continue
            }
            pending.append(t)
            i += 1
        }
        try flush(&pending, into: &out)
        if let open = stack.last {
            throw HeaderError("unterminated conditional directive (#if without #endif)", at: open.location)
        }
    }

    /// Expands the run of ordinary tokens collected since the last directive.
    private mutating func flush(_ pending: inout [Token], into out: inout [Token]) throws {
        guard !pending.isEmpty else { return }
        if macros.mentionsMacro(pending[...]) || pending.contains(where: { $0.isIdent("_Pragma") }) {
            out += Self.droppingPragmaOperators(try macros.expand(pending))
        } else {
            out += pending
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// `_Pragma("clang assume_nonnull begin")` and friends say nothing about types.
    private static func droppingPragmaOperators(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.isIdent("_Pragma") }) else { return tokens }
        var out: [Token] = []
        var i = 0
        while i < tokens.count {
            if tokens[i].isIdent("_Pragma"), i + 3 < tokens.count, tokens[i + 1].isPunct("("), tokens[i + 3].isPunct(")") {
                i += 4
                continue
            }
            out.append(tokens[i])
            i += 1
        }
        return out
    }

    // MARK: directives

    private mutating func directive(_ t: Token, file: String, stack: inout [Conditional], out: inout [Token]) throws {
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
            let defined = rest.first.map { macros.isDefined($0.text) } ?? false
            let value = name == "ifdef" ? defined : !defined
            stack.append(Conditional(active: isActive && value, anyTaken: value, parentActive: isActive, location: t.location))
        case "elif", "elifdef", "elifndef":
            guard var top = stack.popLast() else { throw HeaderError("#\(name) without #if", at: t.location) }
            var value = false
            if top.parentActive && !top.anyTaken {
                switch name {
                case "elif": value = try evaluate(rest, at: t.location)
                case "elifdef": value = rest.first.map { macros.isDefined($0.text) } ?? false
                default: value = !(rest.first.map { macros.isDefined($0.text) } ?? false)
                }
            }
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
            try activeDirective(name, rest, raw: t.text, file: file, at: t.location, out: &out)
        }
    }

    private mutating func activeDirective(_ name: String, _ rest: [Token], raw: String, file: String, at loc: SourceLocation,
                                          out: inout [Token]) throws {
        switch name {
        case "define":
            try define(rest, at: loc)
        case "undef":
            guard let macro = rest.first, macro.kind == .identifier else {
                throw HeaderError("macro name must be an identifier", at: rest.first?.location ?? loc)
            }
            macros.undefine(macro.text)
            sdkMacroKey = nil
        case "import", "include", "include_next":
            try include(spelling(raw, rest), isImport: name == "import", from: file, at: loc, out: &out)
        case "error":
            throw HeaderError("#error " + rest.map(\.text).joined(separator: " "), at: loc)
        case "pragma":
            if rest.first?.text == "once" { onceFiles.insert(file) }
            if rest.first?.text == "pack" {
                let before = pack.current
                if let problem = pack.apply(Array(rest.dropFirst())) {
                    warnings.append(HeaderWarning(location: loc, message: problem))
                } else if pack.current != before {
                    packChanges.append((out.count, pack.current))
                }
            }
        case "warning", "line", "ident", "sccs", "assert", "unassert":
            return
        default:
            warnings.append(HeaderWarning(location: loc, message: "unknown directive '#\(name)' skipped"))
        }
    }

    /// `#define NAME body` / `#define NAME(a, b, ...) body`.
    private mutating func define(_ rest: [Token], at loc: SourceLocation) throws {
        guard let name = rest.first, name.kind == .identifier else {
            throw HeaderError("macro name must be an identifier", at: rest.first?.location ?? loc)
        }
        if name.text == "defined" { throw HeaderError("'defined' cannot be used as a macro name", at: name.location) }
        // A function-like macro has '(' immediately after its name (no space).
        guard rest.count > 1, rest[1].isPunct("("), !rest[1].leadingSpace else {
            defineFromHeader(name.text, Macro(parameters: nil, body: Array(rest.dropFirst())))
            return
        }
        var parameters: [String] = []
        var variadic = false
        var k = 2
        if k < rest.count, rest[k].isPunct(")") {
            k += 1
        } else {
            while true {
                guard k < rest.count else { throw HeaderError("missing ')' in macro parameter list", at: name.location) }
                let p = rest[k]
                if p.isPunct("...") {
                    parameters.append("__VA_ARGS__")
                    variadic = true
                    k += 1
                } else if p.kind == .identifier {
                    guard !parameters.contains(p.text) else {
                        throw HeaderError("duplicate macro parameter name '\(p.text)'", at: p.location)
                    }
                    parameters.append(p.text)
                    k += 1
                    if k < rest.count, rest[k].isPunct("...") { variadic = true; k += 1 }  // GNU `args...`
                } else {
                    throw HeaderError("invalid token '\(p.text)' in macro parameter list", at: p.location)
                }
                guard k < rest.count else { throw HeaderError("missing ')' in macro parameter list", at: name.location) }
                if rest[k].isPunct(")") { k += 1; break }
                guard rest[k].isPunct(","), !variadic else {
                    throw HeaderError("expected ',' or ')' in macro parameter list", at: rest[k].location)
                }
                k += 1
            }
        }
        defineFromHeader(name.text, Macro(parameters: parameters, isVariadic: variadic, body: Array(rest[k...])))
    }

    /// A `#define` the header wrote: kept aside while the table is otherwise the SDK's, so
    /// that a cached SDK table can be laid under it; redefining a predefined or SDK macro
    /// ends that.
    private mutating func defineFromHeader(_ name: String, _ macro: Macro) {
        if sdkMacroKey != nil, compiling.isEmpty {
            if macros.isDefined(name) && !headerMacros.contains(where: { $0.name == name }) {
                sdkMacroKey = nil
            } else {
                headerMacros.append((name, macro))
            }
        }
        macros.define(name, macro)
    }

    /// The header an `#import` names: `<A/B.h>` or `"B.h"` as written, or what a macro there
    /// expands to.
    private mutating func spelling(_ raw: String, _ rest: [Token]) throws -> String {
        // Past the directive's name and the blanks around it.
        var text = Substring(raw)
        while let c = text.first, c == " " || c == "\t" { text = text.dropFirst() }
        while let c = text.first, c.isLetter || c == "_" { text = text.dropFirst() }
        while let c = text.first, c == " " || c == "\t" { text = text.dropFirst() }
        if text.hasPrefix("<"), let close = text.firstIndex(of: ">") { return String(text[...close]) }
        if text.hasPrefix("\""), let close = text.dropFirst().firstIndex(of: "\"") { return String(text[...close]) }
        let expanded = try macros.expand(rest)
        if let s = expanded.first, s.kind == .string { return s.text }
        return expanded.map(\.text).joined()
    }

    // MARK: includes

    /// Where an include goes: an SDK module, a file `options` can read, or nowhere (a warning).
    private mutating func include(_ spelled: String, isImport: Bool, from file: String, at loc: SourceLocation,
                                  out: inout [Token]) throws {
        let quoted = spelled.hasPrefix("\"")
        guard spelled.count > 2, quoted || spelled.hasPrefix("<") else {
            throw HeaderError("expected \"FILENAME\" or <FILENAME> after #\(isImport ? "import" : "include")", at: loc)
        }
        let path = String(spelled.dropFirst().dropLast())
        let sdkFile = SDK.isSDKFile(file)
        if !sdkFile, let found = options.locate(path, quoted: quoted, includer: file) {
            if onceFiles.contains(found.path) { return }
            if isImport { onceFiles.insert(found.path) }
            includeDepth += 1
            defer { includeDepth -= 1 }
            guard includeDepth <= 200 else { throw HeaderError("#include nested too deeply (\(spelled) includes itself?)", at: loc) }
            try processFile(found.text, file: found.path, into: &out)
            return
        }
        if let module = SDK.module(forInclude: path) {
            try importModule(module, at: loc, out: &out)
            return
        }
        let reason = options.files == nil
            ? "MiniObjC reads no files here (objcrt declare reads them, with -I for their directories)"
            : "not found next to '\(file)'" + (options.includePaths.isEmpty ? "" : " or in the include paths")
                + "; add its directory with -I"
        warnings.append(HeaderWarning(location: loc, message: "'\(spelled)' is not part of MiniObjC's SDK and \(reason); "
                                      + "skipped, so what it declares stays unknown"))
    }

    /// Starts compiling SDK module `name` on its own: an import of itself is then a no-op,
    /// and one that comes back to it through another module is an error.
    mutating func beginCompiling(_ name: String, within outer: Set<String>) {
        compiling = outer.union([name])
        loadedModules.insert(name)
    }

    /// Loads an SDK module (and, first, the modules it imports), once per run.
    mutating func importModule(_ module: SDK.Module, at loc: SourceLocation, out: inout [Token]) throws {
        if !directImports.contains(module.name) { directImports.append(module.name) }
        try load(module, at: loc, out: &out)
    }

    private mutating func load(_ module: SDK.Module, at loc: SourceLocation, out: inout [Token]) throws {
        guard !loadedModules.contains(module.name) else { return }
        guard !compiling.contains(module.name) else {
            throw HeaderError("SDK module '\(module.name)' imports itself", at: loc)
        }
        loadedModules.insert(module.name)
        let unit = try SDKModuleCache.unit(module, environment: environment, compiling: compiling,
                                           alreadyLocked: !compiling.isEmpty)
        for name in unit.imports {
            if let dependency = SDK.module(named: name) { try load(dependency, at: loc, out: &out) }
        }
        moduleImports.append((module.name, out.count))
        if compiling.isEmpty, let key = sdkMacroKey,
           let table = SDKModuleCache.macros(after: key + [module.name], environment: environment, base: key, unit: unit) {
            // The SDK's macros come from the cache; the header's own, defined before this
            // import, stay unless the module defines the same name (its definition comes later).
            macros.replaceAll(with: table)
            for (name, macro) in headerMacros where table[name] == nil { macros.define(name, macro) }
            sdkMacroKey = key + [module.name]
        } else {
            for (name, macro) in unit.definitions { macros.define(name, macro) }
            for name in unit.undefinitions { macros.undefine(name) }
            sdkMacroKey = compiling.isEmpty ? nil : sdkMacroKey
        }
    }

    // MARK: #if

    private mutating func evaluate(_ tokens: [Token], at loc: SourceLocation) throws -> Bool {
        // `defined` and `__has_include` see their operands unexpanded; the rest is expanded,
        // then clang's other `__has_…` queries are answered.
        var operands: [Token] = []
        var i = 0
        func number(_ v: Bool, _ at: Token) -> Token { Token(kind: .number, text: v ? "1" : "0", location: at.location) }
        while i < tokens.count {
            let t = tokens[i]
            if t.isIdent("defined") {
                let paren = i + 1 < tokens.count && tokens[i + 1].isPunct("(")
                let k = paren ? i + 2 : i + 1
                guard k < tokens.count, tokens[k].kind == .identifier else {
                    throw HeaderError("macro name missing after 'defined'", at: t.location)
                }
                operands.append(number(macros.isDefined(tokens[k].text), t))
                i = paren ? k + 2 : k + 1
                continue
            }
            if t.isIdent("__has_include") || t.isIdent("__has_include_next") {
                guard let (spelled, end) = Self.parenthesized(tokens, after: i) else {
                    throw HeaderError("expected '(' and a header name after \(t.text)", at: t.location)
                }
                operands.append(number(canInclude(spelled, from: t.location.file), t))
                i = end
                continue
            }
            operands.append(t)
            i += 1
        }
        let expanded = try macros.expand(operands)
        var resolved: [Token] = []
        i = 0
        while i < expanded.count {
            let t = expanded[i]
            if t.kind == .identifier, i + 1 < expanded.count, expanded[i + 1].isPunct("("),
               let (argument, end) = Self.parenthesized(expanded, after: i),
               let v = environment.query(t.text, argument) {
                resolved.append(Token(kind: .number, text: String(v), location: t.location))
                i = end
                continue
            }
            resolved.append(t)
            i += 1
        }
        var parser = ConditionParser(tokens: resolved, location: loc)
        let v = try parser.expression()
        if parser.i < resolved.count {
            throw HeaderError("token '\(resolved[parser.i].text)' is not valid in a preprocessor expression", at: resolved[parser.i].location)
        }
        return v != 0
    }

    /// The text between `(` at `index + 1` and its `)`, and the index after the `)`.
    private static func parenthesized(_ tokens: [Token], after index: Int) -> (String, Int)? {
        guard index + 1 < tokens.count, tokens[index + 1].isPunct("(") else { return nil }
        var depth = 0
        var text = ""
        var j = index + 1
        while j < tokens.count {
            let t = tokens[j]
            if t.isPunct("(") { depth += 1; if depth == 1 { j += 1; continue } }
            if t.isPunct(")") {
                depth -= 1
                if depth == 0 { return (text, j + 1) }
            }
            text += t.text
            j += 1
        }
        return nil
    }

    /// `__has_include(<X/Y.h>)`: the SDK has it, or `options` can read it.
    private func canInclude(_ spelled: String, from file: String) -> Bool {
        guard spelled.count > 2 else { return false }
        let path = String(spelled.dropFirst().dropLast())
        if SDK.module(forInclude: path) != nil { return true }
        return options.locate(path, quoted: spelled.hasPrefix("\""), includer: file) != nil
    }
}

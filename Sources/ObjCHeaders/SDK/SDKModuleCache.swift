import ObjCRuntime

/// An SDK module preprocessed on its own: the modules it imports, its own tokens (fully
/// expanded), and the macros it leaves defined. Importing the module replays this.
struct SDKModuleUnit: Sendable {
    var imports: [String]
    var tokens: [Token]
    var definitions: [(String, Macro)]
    var undefinitions: [String]
}

/// The parser's state after reading a sequence of SDK modules from a fresh start.
struct ParserSnapshot: Sendable {
    var file: HeaderFile
    var genericClasses: Set<String>
    var enumConstants: [String: Int64]
}

/// The two caches that make a big SDK cheap to import: each module's preprocessed unit, and
/// the parser state after each sequence of modules a header started with. Both depend only
/// on the compiler environment (target and platform), never on the header: a module is
/// preprocessed in isolation (as clang builds a module), and a snapshot is only taken or
/// used while the parser has seen nothing but SDK modules.
enum SDKModuleCache {
    private struct UnitKey: Hashable {
        var environment: CompilerEnvironment
        var module: String
    }

    private struct SnapshotKey: Hashable {
        var environment: CompilerEnvironment
        var modules: [String]
    }

    private static let units = LockedValue<[UnitKey: SDKModuleUnit]>([:])
    private static let snapshots = LockedValue<[SnapshotKey: ParserSnapshot]>([:])
    /// Held while a unit or a snapshot is being made, so that the threads that all start on
    /// the same header at once (a test suite, a server) wait for one result instead of each
    /// preprocessing the SDK again. Not reentrant: the units a unit imports are made under
    /// the same hold (`alreadyLocked`).
    private static let makingLock = LockedValue<Void>(())
    /// More distinct import sequences than any set of real headers makes; past it, new
    /// sequences are parsed each time rather than remembered.
    private static let snapshotLimit = 256

    /// The unit of the module named `name` (already made: the preprocessor made it when the
    /// header imported the module).
    static func tokens(of name: String, environment: CompilerEnvironment) throws -> [Token] {
        guard let module = SDK.module(named: name) else { return [] }
        return try unit(module, environment: environment, compiling: [], alreadyLocked: false).tokens
    }

    /// The unit of `module`, preprocessed now if nobody has done it yet. `alreadyLocked` is
    /// true when called while another unit is being made (its imports).
    static func unit(_ module: SDK.Module, environment: CompilerEnvironment, compiling: Set<String>,
                     alreadyLocked: Bool) throws -> SDKModuleUnit {
        let key = UnitKey(environment: environment, module: module.name)
        if let cached = units.withLock({ $0[key] }) { return cached }
        func make() throws -> SDKModuleUnit {
            if let cached = units.withLock({ $0[key] }) { return cached }
            let unit = try compile(module, environment: environment, compiling: compiling)
            units.withLock { $0[key] = unit }
            return unit
        }
        return alreadyLocked ? try make() : try makingLock.withLock { _ in try make() }
    }

    private static func compile(_ module: SDK.Module, environment: CompilerEnvironment, compiling: Set<String>) throws -> SDKModuleUnit {
        var pre = Preprocessor(environment: environment)
        pre.beginCompiling(module.name, within: compiling)
        var own: [Token] = []
        try pre.processFile(module.text, file: module.fileName, into: &own)
        // What the module defines itself: the macros that differ from those its imports give.
        var base = Preprocessor(environment: environment)
        base.beginCompiling(module.name, within: compiling)
        var ignored: [Token] = []
        for name in pre.directImports {
            if let m = SDK.module(named: name) { try base.importModule(m, at: .builtin, out: &ignored) }
        }
        let before = base.macros.definitions
        let after = pre.macros.definitions
        let definitions = after.filter { before[$0.key] != $0.value }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let undefinitions = before.keys.filter { after[$0] == nil }.sorted()
        return SDKModuleUnit(imports: pre.directImports, tokens: own, definitions: definitions, undefinitions: undefinitions)
    }

    private struct MacroKey: Hashable {
        var environment: CompilerEnvironment
        var modules: [String]
    }
    private static let macroTables = LockedValue<[MacroKey: [String: Macro]]>([:])

    /// The predefined macros of `environment` (made once: lexing them for every header costs
    /// more than the rest of a small header).
    static func predefinedMacros(_ environment: CompilerEnvironment) -> [String: Macro] {
        let key = MacroKey(environment: environment, modules: [])
        if let cached = macroTables.withLock({ $0[key] }) { return cached }
        let table = Preprocessor.predefinedDefinitions(environment)
        macroTables.withLock { $0[key] = table }
        return table
    }

    /// The macro table after loading `modules` (in that order) from the predefined macros:
    /// the cached one, or the table after `base` with `unit`'s definitions applied. Nil when
    /// the table after `base` is not cached (past the limit) — the caller then replays.
    static func macros(after modules: [String], environment: CompilerEnvironment, base: [String], unit: SDKModuleUnit) -> [String: Macro]? {
        let key = MacroKey(environment: environment, modules: modules)
        if let cached = macroTables.withLock({ $0[key] }) { return cached }
        let baseKey = MacroKey(environment: environment, modules: base)
        guard var table = base.isEmpty ? predefinedMacros(environment) : macroTables.withLock({ $0[baseKey] }) else { return nil }
        for (name, macro) in unit.definitions { table[name] = macro }
        for name in unit.undefinitions { table[name] = nil }
        macroTables.withLock {
            if $0.count < snapshotLimit { $0[key] = table }
        }
        return table
    }

    /// The parser state after `modules`, made by `make` (from the state after all but the
    /// last of them) the first time it is asked for.
    static func snapshot(after modules: [String], environment: CompilerEnvironment,
                         make: () throws -> ParserSnapshot) throws -> ParserSnapshot {
        let key = SnapshotKey(environment: environment, modules: modules)
        if let cached = snapshots.withLock({ $0[key] }) { return cached }
        return try makingLock.withLock { _ in
            if let cached = snapshots.withLock({ $0[key] }) { return cached }
            let snapshot = try make()
            snapshots.withLock {
                if $0.count < snapshotLimit { $0[key] = snapshot }
            }
            return snapshot
        }
    }
}

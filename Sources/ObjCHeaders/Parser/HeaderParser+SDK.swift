import ObjCRuntime

/// Reading a header with the SDK: the entry point, the parse of SDK modules restored from
/// `SDKModuleCache` while the header has declared nothing yet, and the hints that name the
/// SDK import or the skipped include an unknown name probably needs.
extension HeaderParser {
    /// Parses `text`. `fileName` appears in error locations and is where `"X.h"` includes
    /// are looked up from (with `options.files`). Throws `HeaderError` on the first syntax
    /// error, unknown type name or malformed declaration.
    package static func parse(_ text: String, fileName: String = "input.h", target: TargetABI = .host,
                             options: HeaderOptions = .standard) throws -> HeaderFile {
        let environment = CompilerEnvironment(target: target, platform: options.platform)
        var pre = Preprocessor(environment: environment, options: options)
        let tokens = try pre.run(text, file: fileName)
        var parser = HeaderParser(tokens: tokens)
        parser.environment = environment
        parser.packChanges = pre.packChanges
        // Modules imported after the header's own tokens are parsed as text, in place.
        for (name, at) in pre.moduleImports.reversed() where at > 0 {
            let moduleTokens = try SDKModuleCache.tokens(of: name, environment: environment)
            parser.tokens.insert(contentsOf: moduleTokens, at: at)
            for k in parser.packChanges.indices where parser.packChanges[k].at >= at {
                parser.packChanges[k].at += moduleTokens.count
            }
        }
        parser.leadingModules = pre.moduleImports.filter { $0.at == 0 }.map(\.name)
        parser.file.target = target
        parser.declareBuiltins()
        parser.skippedIncludes = pre.warnings.filter { $0.message.contains("not part of MiniObjC's SDK") }
        try parser.parseTranslationUnit()
        parser.file.warnings = pre.warnings + parser.file.warnings
        parser.file.mainFile = fileName
        return parser.file
    }

    /// What the language itself declares: `Protocol`, and `__builtin_va_list` (the type
    /// behind `va_list`: a one-element array of `struct __va_list_tag` on x86-64, `char *`
    /// on arm64 Apple platforms).
    mutating func declareBuiltins() {
        file.types.classNames.insert("Protocol")
        switch file.target {
        case .x86_64:
            let unsigned = CType(.builtin(.unsignedInt)), pointer = CType(.pointer(.void))
            let fields = [
                CField(name: "gp_offset", type: unsigned, bitWidth: nil), CField(name: "fp_offset", type: unsigned, bitWidth: nil),
                CField(name: "overflow_arg_area", type: pointer, bitWidth: nil),
                CField(name: "reg_save_area", type: pointer, bitWidth: nil),
            ]
            let index = file.types.records.count
            file.types.records.append(CRecord(tag: "__va_list_tag", isUnion: false, fields: fields))
            file.types.structTags["__va_list_tag"] = index
            file.types.recordDepths[index] = 1
            file.types.typedefs["__builtin_va_list"] = CType(.array(CType(.record(index)), count: 1))
        case .arm64:
            file.types.typedefs["__builtin_va_list"] = CType(.pointer(CType(.builtin(.char))))
        }
    }

    /// Top-level declarations to the end. The SDK modules a header starts with are not parsed
    /// again: the state after them is restored from the cache (and parsed into it, from the
    /// module's tokens, the first time).
    mutating func parseTranslationUnit() throws {
        var prefix: [String] = []
        for name in leadingModules {
            prefix.append(name)
            // Fetched before the snapshot's lock is taken: making a unit takes it too.
            let moduleTokens = try SDKModuleCache.tokens(of: name, environment: environment)
            let snapshot = try SDKModuleCache.snapshot(after: prefix, environment: environment) {
                // The state so far is the snapshot after the modules before this one.
                var module = HeaderParser(tokens: moduleTokens + [Token(kind: .eof, text: "", location: .builtin)])
                module.environment = environment
                module.file = file
                module.genericClasses = genericClasses
                module.enumConstants = enumConstants
                while module.current.kind != .eof { try module.parseTopLevel() }
                return ParserSnapshot(file: module.file, genericClasses: module.genericClasses,
                                      enumConstants: module.enumConstants)
            }
            file = snapshot.file
            genericClasses = snapshot.genericClasses
            enumConstants = snapshot.enumConstants
        }
        while current.kind != .eof {
            try parseTopLevel()
        }
    }

    /// True when the current token comes from the SDK.
    var inSDK: Bool { SDK.isSDKFile(current.location.file) }

    /// How an unknown name was used, which decides what declaring it takes.
    enum NameUse {
        /// As a type (`NSTableView *`, `MyStruct`).
        case type
        /// As a class whose `@interface` is needed: a superclass, a category's class.
        case interface
        /// As a protocol (`<NSTableViewDataSource>`, `id<P>`).
        case protocolName
    }

    /// A hint for an unknown name: the SDK module that declares it, when the header did not
    /// import that module; otherwise the includes that were skipped, where it may live;
    /// otherwise how to declare it, and where MiniObjC's stand-in SDK can learn it.
    func sdkHint(_ name: String, as use: NameUse = .type) -> String {
        // Inside the SDK itself (a mistake in MiniObjC's texts) there is nothing to suggest.
        guard !inSDK else { return "" }
        if let target = unresolvedAliases[name] {
            return " ('\(name)' is a @compatibility_alias of '\(target)', which was not declared when the alias was: "
                + "declare '\(target)' (@interface or @class) before the alias)"
        }
        if Self.cxxKeywords.contains(name) {
            return " ('\(name)' is C++: MiniObjC reads Objective-C headers, not Objective-C++; keep C++ inside "
                + "#ifdef __cplusplus … #endif, which it skips)"
        }
        if let module = SDKIndex.module(declaring: name, environment: environment) {
            return " (MiniObjC's SDK declares it in <\(module.umbrella)>: add #import <\(module.umbrella)> or @import \(module.name);)"
        }
        let framework = SDKFrameworks.framework(of: name)
        if let skipped = skippedIncludes.first {
            let names = skippedIncludes.prefix(3).map { "'" + ($0.message.split(separator: "'").first.map(String.init) ?? "") + "'" }
            return " (it may be declared in \(names.joined(separator: ", "))\(skippedIncludes.count > 3 ? ", …" : ""), which "
                + "\(skippedIncludes.count == 1 ? "was" : "were") skipped at line \(skipped.location.line): give MiniObjC that "
                + "header (objcrt declare -I DIR), paste its declarations first, or declare '\(name)' yourself"
                + (framework.map { "; " + Self.addToSDK(name, as: use, framework: $0, orYourself: false) } ?? "") + ")"
        }
        // A known framework's name: the line to add to its text is the whole advice.
        if let framework {
            return " (no header read here declares '\(name)'; " + Self.addToSDK(name, as: use, framework: framework) + ")"
        }
        let declare: String
        switch use {
        case .type:
            declare = "declare it before this line: '@class \(name);' if it is a class, a typedef or struct if it is a C type"
        case .interface:
            declare = file.types.classNames.contains(name)
                ? "'@class \(name);' only names it: its @interface must come before this line"
                : "declare its @interface ('@interface \(name) : NSObject … @end') before this line"
        case .protocolName:
            declare = "declare it before this line: '@protocol \(name);', or its @protocol … @end"
        }
        let sdk: String
        if Self.looksLikeSDKName(name) {
            sdk = "; if it comes from Apple's SDK, MiniObjC's stand-in SDK lacks it: declare it yourself, or add it to "
                + "Sources/ObjCHeaders/SDK, in its framework's text: '\(SDKFrameworks.declaration(of: name, as: use))' "
                + "(see Docs/FromHeaderToLiveClass.md)"
        } else {
            sdk = "; or give MiniObjC the header that declares it (objcrt declare -I DIR)"
        }
        return " (no header read here declares '\(name)': " + declare + sdk + ")"
    }

    /// What to add to the stand-in SDK for a name of a known framework: the line, and the file
    /// (or, for a framework the SDK does not have, the module to create); `orYourself` adds
    /// the other way out, declaring it in the header.
    static func addToSDK(_ name: String, as use: NameUse, framework: SDKFrameworks.Framework, orYourself: Bool = true) -> String {
        let line = SDKFrameworks.declaration(of: name, as: use)
        // The framework is read from the prefix, which a project's own class may share: say so.
        let whose = "by its prefix, '\(name)' is \(framework.name)'s (<\(framework.umbrella)>)"
        let yourself = orYourself ? ", or declare it yourself before this line" : ""
        let chapter = " (see Docs/FromHeaderToLiveClass.md)"
        guard let file = framework.file else {
            return whose + ", a framework MiniObjC's stand-in SDK does not have: add Module(\"\(framework.name)\", "
                + "\"\(framework.umbrella)\", …) to SDK.modules in Sources/ObjCHeaders/SDK/SDK.swift, and to its text "
                + "the line '\(line)' as Apple's header declares it" + yourself + chapter
        }
        return whose + ", and MiniObjC's stand-in SDK lacks it: add the line '\(line)', as Apple's header declares it, "
            + "to the \(framework.name) text in \(file)" + yourself + chapter
    }

    /// Names with the prefixes of Apple's frameworks (`NSTableView`, `UICollectionViewCell`,
    /// `CGPoint`, `SecKeyRef`…): when unknown, the stand-in SDK probably lacks them.
    static func looksLikeSDKName(_ name: String) -> Bool {
        let prefixes = ["NS", "UI", "CG", "CF", "CA", "CI", "CL", "MK", "AV", "PH", "WK", "SK", "SC", "Sec", "MTL", "AS",
                        "UN", "CK", "CN", "HK", "GK", "CT", "CV", "CM", "LA", "ML", "VN", "AR", "EK", "MP", "GL", "dispatch_"]
        return prefixes.contains { p in
            guard name.hasPrefix(p), name.count > p.count else { return false }
            let next = name[name.index(name.startIndex, offsetBy: p.count)]
            return next.isUppercase || p.hasSuffix("_")
        }
    }
}

extension HeaderParser {
    /// Words that start C++ declarations, for the hint when one reaches the parser.
    static let cxxKeywords: Set<String> = [
        "class", "namespace", "template", "typename", "using", "public", "private", "protected", "virtual", "operator",
    ]
}

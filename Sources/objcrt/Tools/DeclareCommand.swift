import ArgumentParser
import JSON
import ObjCHeaders
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `objcrt declare [--json] FILE…`: reads Objective-C header text and prints what clang would
/// emit for it — per class, category and protocol the property attribute strings with their
/// accessors' encodings, the declared methods' encodings, and the ivar layout.
struct DeclareCommand: ParsableCommand, JSONOutputUnit {
    static let configuration = CommandConfiguration(
        commandName: "declare",
        abstract: "Show the attribute strings, method encodings and ivars clang emits for a header.",
        discussion: """
            `#import <Foundation/Foundation.h>`, `<UIKit/UIKit.h>`, `@import AppKit;` and the other \
            SDK imports load MiniObjC's built-in stand-in SDK. `#import "Other.h"` is read next to \
            FILE, then in each -I directory (as `#import <Lib/Other.h>` is); a header found nowhere \
            is skipped with a warning. A FILE of `-` reads the header from standard input. With --json, one object per \
            FILE: {"input", "ok", "classes": [{"name", "category", "superclass", "protocols", \
            "ivars", "properties", "methods"}], "protocols": [...]}, or {"input", "ok": false, \
            "error", "line", "column", "file"} ("file": where the error is — FILE itself, a header it \
            includes, or an SDK umbrella such as <Foundation/Foundation.h>). Exit status: 0 all valid, \
            1 any invalid, 2 usage error.
            """)

    static let jsonHelp = "One JSON object per file."

    @OptionGroup
    var output: JSONOutputOption<DeclareCommand>

    @Option(name: .long, help: "ABI to lay out types for: x86_64 or arm64 (default: this machine).")
    var target: String?

    @Option(name: .long, help: "Platform for TARGET_OS_* and the deployment target: macOS or iOS (default: macOS).")
    var platform: String?

    @Option(name: .customShort("I"), help: "A directory to search for included headers (repeatable).")
    var includePaths: [String] = []

    @Argument(help: "Header files, or - for standard input.")
    var files: [String] = []

    func run() throws {
        guard !files.isEmpty else {
            printError("usage: objcrt declare [--json] [--target x86_64|arm64] [--platform macOS|iOS] [-I DIR]… FILE…")
            throw ExitCode(2)
        }
        var abi = TargetABI.host
        if let target {
            guard let t = TargetABI(rawValue: target) else {
                printError("unknown target '\(target)'; use x86_64 or arm64")
                throw ExitCode(2)
            }
            abi = t
        }
        var options = HeaderOptions(includePaths: includePaths, files: .fileSystem)
        if let platform {
            guard let p = TargetPlatform.allCases.first(where: { $0.rawValue.lowercased() == platform.lowercased() }) else {
                printError("unknown platform '\(platform)'; use macOS or iOS")
                throw ExitCode(2)
            }
            options.platform = p
        }
        var allValid = true
        for path in files {
            let name = path == "-" ? "<stdin>" : path
            let result: Result<CompiledHeader, HeaderError>
            switch Self.read(path) {
            case .failure(let message):
                allValid = false
                if output.json {
                    print(JSONValue.object([("input", .string(name)), ("ok", .bool(false)), ("error", .string(message)),
                                           ("line", .null), ("column", .null), ("file", .string(name))]))
                } else {
                    printError("\(name): error: \(message)")
                }
                continue
            case .success(let text):
                do {
                    result = .success(try HeaderCompiler.compile(text, fileName: name, target: abi, options: options))
                } catch let e as HeaderError {
                    result = .failure(e)
                } catch {
                    result = .failure(HeaderError("\(error)", at: SourceLocation(file: name, line: 1, column: 1)))
                }
            }
            switch result {
            case .success(let header):
                if output.json {
                    print(Self.json(header, input: name))
                } else {
                    for w in header.warnings { printError(w.description) }
                    print(Self.text(header), terminator: "")
                }
            case .failure(let e):
                allValid = false
                if output.json {
                    print(JSONValue.object([("input", .string(name)), ("ok", .bool(false)), ("error", .string(e.message)),
                                           ("line", .int(e.line)), ("column", .int(e.column)),
                                           ("file", .string(e.location.file))]))
                } else {
                    printError(e.description)
                }
            }
        }
        if !allValid { throw ExitCode(1) }
    }

    /// The file's text, or a message; bytes that are not UTF-8 are repaired, not fatal.
    enum ReadResult {
        case success(String)
        case failure(String)
    }

    static func read(_ path: String) -> ReadResult {
        var bytes: [UInt8] = []
        if path == "-" {
            while let line = readLine(strippingNewline: false) { bytes += Array(line.utf8) }
            return .success(String(decoding: bytes, as: UTF8.self))
        }
        guard let f = fopen(path, "rb") else { return .failure("cannot open '\(path)': \(String(cString: strerror(errno)))") }
        defer { fclose(f) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n > 0 { bytes += buffer[0..<n] }
            if n < buffer.count { break }
        }
        // errno still holds fread's reason (EISDIR for a directory), the part a user acts on.
        if ferror(f) != 0 { return .failure("cannot read '\(path)': \(String(cString: strerror(errno)))") }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    // MARK: output

    static func json(_ h: CompiledHeader, input: String) -> JSONValue {
        func property(_ p: CompiledProperty, optional: Bool) -> JSONValue {
            var kvs: [(key: String, value: JSONValue)] = [
                ("name", .string(p.name)), ("attributes", .string(p.attributes)),
                ("getter", .string(p.getter)), ("getterTypes", .string(p.getterTypes)),
                ("setter", p.setter.map(JSONValue.string) ?? .null),
                ("setterTypes", p.setterTypes.map(JSONValue.string) ?? .null),
                ("classProperty", .bool(p.isClassProperty))]
            if optional { kvs.append(("optional", .bool(p.isOptional))) }
            return .object(kvs)
        }
        func method(_ m: CompiledMethod, optional: Bool) -> JSONValue {
            var kvs: [(key: String, value: JSONValue)] = [("selector", .string(m.selector)), ("types", .string(m.types)),
                                             ("classMethod", .bool(m.isClassMethod))]
            if optional { kvs.append(("optional", .bool(m.isOptional))) }
            return .object(kvs)
        }
        let classes = h.classes.map { c -> JSONValue in
            .object([
                ("name", .string(c.name)), ("category", c.category.map(JSONValue.string) ?? .null),
                ("superclass", c.superclass.map(JSONValue.string) ?? .null),
                ("protocols", .array(c.protocols.map(JSONValue.string))),
                ("ivars", .array(c.ivars.map { .object([("name", .string($0.name)), ("type", .string($0.type)), ("offset", .int($0.offset))]) })),
                ("properties", .array(c.properties.map { property($0, optional: false) })),
                ("methods", .array(c.methods.map { method($0, optional: false) })),
            ])
        }
        let protocols = h.protocols.map { p -> JSONValue in
            .object([
                ("name", .string(p.name)), ("protocols", .array(p.protocols.map(JSONValue.string))),
                ("properties", .array(p.properties.map { property($0, optional: true) })),
                ("methods", .array(p.methods.map { method($0, optional: true) })),
            ])
        }
        return .object([("input", .string(input)), ("ok", .bool(true)), ("classes", .array(classes)), ("protocols", .array(protocols))])
    }

    static func text(_ h: CompiledHeader) -> String {
        var out = ""
        func properties(_ ps: [CompiledProperty]) {
            for p in ps {
                out += "  @property \(p.isClassProperty ? "(class) " : "")\(p.name)  \(p.attributes)\n"
                out += "      \(p.isClassProperty ? "+" : "-")\(p.getter)  \(p.getterTypes)\n"
                if let s = p.setter, let t = p.setterTypes { out += "      \(p.isClassProperty ? "+" : "-")\(s)  \(t)\n" }
            }
        }
        for c in h.classes {
            var head = "@interface \(c.name)"
            if let cat = c.category { head += " (\(cat))" }
            if let sup = c.superclass { head += " : \(sup)" }
            if !c.protocols.isEmpty { head += " <\(c.protocols.joined(separator: ", "))>" }
            out += head + "\n"
            for i in c.ivars { out += "  ivar \(i.name)  \(i.type)  offset \(i.offset)\n" }
            properties(c.properties)
            for m in c.methods { out += "  \(m.isClassMethod ? "+" : "-")\(m.selector)  \(m.types)\n" }
            out += "@end\n\n"
        }
        for p in h.protocols {
            out += "@protocol \(p.name)" + (p.protocols.isEmpty ? "" : " <\(p.protocols.joined(separator: ", "))>") + "\n"
            properties(p.properties)
            for m in p.methods { out += "  \(m.isOptional ? "@optional " : "")\(m.isClassMethod ? "+" : "-")\(m.selector)  \(m.types)\n" }
            out += "@end\n\n"
        }
        return out
    }
}

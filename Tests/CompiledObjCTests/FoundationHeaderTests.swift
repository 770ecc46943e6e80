import DynamicDefaults
import ModelMapping
import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `<Foundation/Foundation.h>` for compiled code declares only what MiniObjC's value classes
/// implement, so a method it lacks is a compile-time warning, never a surprise at run time:
/// clang reads the header (its AST dump lists every declared method) and each method must be
/// found on the runtime class of that name (the NSObject protocol's on NSObject).
@Suite struct FoundationHeaderTests {
    /// (container, "-" or "+", selector) for every method the header declares.
    static func declaredMethods() -> [(String, String, String)]? {
        let dir = CompiledPrograms.temporaryDirectory()
        let source = dir + "/f.m"
        guard let f = fopen(source, "w") else { return nil }
        fputs("#import <Foundation/Foundation.h>\n", f)
        fclose(f)
        let headers = CompiledPrograms.programs + "/../../../CSupport/Headers"
        let dump = CompiledPrograms.run("/usr/bin/env", ["clang", "-fobjc-runtime=gnustep-2.0", "-fblocks", "-I", headers,
                                                         "-fsyntax-only", "-Xclang", "-ast-dump", source])
        guard dump.status == 0 else { return nil }
        var container: String?
        var methods: [(String, String, String)] = []
        for line in dump.stdout.split(separator: "\n") {
            if line.hasPrefix("|-ObjCInterfaceDecl") || line.hasPrefix("|-ObjCProtocolDecl") {
                // A forward declaration (@class) has no body; its name ends the line either way.
                container = line.split(separator: " ").last.map(String.init)
            } else if line.hasPrefix("|-") {
                container = nil
            } else if let c = container, line.hasPrefix("| |-ObjCMethodDecl") {
                let words = line.split(separator: " ")
                guard let kind = words.firstIndex(where: { $0 == "-" || $0 == "+" }), kind + 1 < words.count else { continue }
                methods.append((c, String(words[kind]), String(words[kind + 1])))
            }
        }
        return methods
    }

    @Test func everyDeclaredMethodExistsInTheRuntime() throws {
        // NSUserDefaults is built by DynamicDefaults' start-up, as a host of compiled code does.
        try UserDefaultsClass.install(directory: GVUserDefaultsCompiledTests.directory)
        try KeyedArchiverClass.install()  // NSCoder and the keyed archiver, ModelMapping's layer
        _ = try JSONSerializationClass.install()  // NSJSONSerialization, ModelMapping's layer too
        let methods = try #require(Self.declaredMethods())
        #expect(methods.count > 120, "the header declares the value classes' methods")
        var missing: [String] = []
        for (container, kind, selector) in methods {
            // Protocols other than NSObject are checked through the classes that adopt them.
            if ["NSCopying", "NSMutableCopying", "NSFastEnumeration", "NSLocking", "NSCoding", "NSSecureCoding"].contains(container) {
                continue
            }
            let className = container == "NSObject" ? "NSObject" : container
            guard let cls = ObjCClass.lookUp(className) else {
                missing.append("\(kind)[\(container) …]: no class")
                continue
            }
            let found = kind == "-" ? cls.instanceMethod(for: Selector(selector)) != nil
                                    : cls.classMethod(for: Selector(selector)) != nil
            if !found { missing.append("\(kind)[\(container) \(selector)]") }
        }
        #expect(missing.isEmpty, "declared but not implemented: \(missing)")
    }
}

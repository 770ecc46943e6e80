// The method tables of every C file in CSupport/ValueClasses (and nsobject.c): encodings match the C functions.
import Foundation
import ObjCEncoding
import ObjCRuntime
import Testing

/// Every method of every C value class and of NSObject, instance and class side, read from
/// the live runtime: its type encoding parses, its frame offsets are the ones clang would
/// write, and — for each method whose IMP is a C function in the value layer or nsobject.c —
/// the encoding describes the function the IMP really is: return type and every parameter,
/// self and _cmd included, have the same calling-convention shape as the C prototype in the
/// source. A hand-written encoding that drifts from its C function (a `q` where the function
/// takes `int`, a missing argument, a wrong offset) fails here.
@Suite struct ValueClassEncodingTests {
    /// Every entry of the C method tables: its encoding parses and has the shape of the C
    /// function it registers.
    @Test func everyMethodTableEntryDescribesItsCFunction() throws {
        let source = try CSource.load()
        #expect(source.entries.count > 250, "the tables were read")
        for e in source.entries {
            let what = "\(e.file): \(e.selector) \(e.types) → \(e.function)"
            let signature: MethodSignature
            do {
                signature = try MethodSignature.parse(e.types)
            } catch {
                Issue.record("\(what) does not parse: \(error)")
                continue
            }
            checkFrameOffsets(signature, what)
            let prototype = try #require(source.prototype(of: e.function, in: e.file), "\(what): the function is defined")
            let types = signature.arguments.map(\.type)
            // A variadic method's encoding lists the named arguments only (+stringWithFormat:).
            let parameters = prototype.parameters.filter { $0 != "..." }
            #expect(parameters.count == types.count,
                    "\(what): the function takes \(parameters.count) parameters, the encoding says \(types.count)")
            #expect(Shape(c: prototype.returnType) == Shape(signature.returnType), "\(what): returns \(prototype.returnType)")
            for (p, t) in zip(parameters, types) {
                #expect(Shape(c: p) == Shape(t), "\(what): parameter \(p) is not \(t.encoding)")
            }
        }
    }

    /// Every method of every value class and NSObject, instance and class side, as the live
    /// runtime has it: parses, has clang's offsets, and — when the C layers registered it — is
    /// one of the table entries checked above (so its IMP is a C function of that shape).
    @Test func everyLiveMethodEncodingParsesAndComesFromACheckedEntry() throws {
        let source = try CSource.load()
        #expect(source.classNames.count >= 20, "the install functions name the value classes")
        let entryKeys = Set(source.entries.map { $0.selector + " " + $0.types })
        let entrySelectors = Set(source.entries.map(\.selector))
        var methodCount = 0, fromTables = 0
        for name in source.classNames.sorted() {
            let cls = try #require(ObjCClass.lookUp(name), "\(name) is registered by the value layer")
            for (side, c) in [("-", cls), ("+", cls.metaclass)] {
                for method in c.methods {
                    methodCount += 1
                    let what = "\(side)[\(name) \(method.selector.name)] \(method.typeEncoding)"
                    guard let signature = try? MethodSignature.parse(method.typeEncoding) else {
                        Issue.record("\(what) does not parse")
                        continue
                    }
                    let types = signature.arguments.map(\.type)
                    #expect(types.count >= 2 && types[0].scalarCode?.kind == .object
                            && types[1].scalarCode?.kind == .selector, "\(what): self and _cmd come first")
                    checkFrameOffsets(signature, what)
                    // Methods other modules add at run time (KVO's, the forwarding bridge's)
                    // have selectors no C table has; a C selector must keep its table's types.
                    let isEntry = entryKeys.contains(method.selector.name + " " + method.typeEncoding)
                    #expect(isEntry || !entrySelectors.contains(method.selector.name),
                            "\(what) differs from its C method table entry")
                    if isEntry { fromTables += 1 }
                }
            }
        }
        #expect(fromTables > 250, "the value classes and NSObject have their C methods")
    }

    /// clang's frame layout for a method encoding: self at 0, each argument after the
    /// previous one's size promoted to at least an `int`, the frame size after the last. An
    /// array argument (a `va_list`, `[1{__va_list_tag=…}]`) is passed as a pointer and takes a
    /// pointer's room.
    func checkFrameOffsets(_ signature: MethodSignature, _ what: String) {
        var next = 0
        for a in signature.arguments {
            #expect(a.offset == next, "\(what): \(a.encoding) at \(a.offset.map(String.init) ?? "-"), clang writes \(next)")
            var size = a.size ?? 0
            if case .array = a.type { size = MemoryLayout<UnsafeRawPointer>.size }
            next = (a.offset ?? next) + max(size, MemoryLayout<Int32>.size)
        }
        #expect(signature.frameSize == next, "\(what): frame size \(signature.frameSize.map(String.init) ?? "-"), clang writes \(next)")
    }
}

/// How the C calling convention sees a value: its class, size and signedness. Two types
/// with the same shape are passed and returned the same way.
struct Shape: Equatable, CustomStringConvertible {
    enum Class { case void, integer, floating, pointer, aggregate }
    let cls: Class
    let size: Int
    let signed: Bool

    var description: String { "\(cls) \(size)\(signed ? " signed" : "")" }

    /// The shape of a parsed encoding.
    init(_ type: ObjCType) {
        if case .qualified(_, let inner) = type { self.init(inner); return }
        if let row = type.scalarCode {
            switch row.kind {
            case .signedInteger: self.init(.integer, row.size ?? 0, true)
            case .unsignedInteger, .boolean: self.init(.integer, row.size ?? 0, false)
            case .floatingPoint: self.init(.floating, row.size ?? 0, true)
            case .void: self.init(.void, 0, false)
            default: self.init(.pointer, 8, false)
            }
            return
        }
        switch type {
        case .object, .block, .pointer, .array: self.init(.pointer, 8, false)  // array parameters decay
        default: self.init(.aggregate, type.size ?? -1, false)
        }
    }

    /// The shape of a C parameter or return type as the value layer writes them.
    init(c spelled: String) {
        let t = spelled.replacingOccurrences(of: "const ", with: "").trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("*") || ["id", "SEL", "Class", "IMP"].contains(t) { self.init(.pointer, 8, false); return }
        switch t {
        case "void": self.init(.void, 0, false)
        case "rt_BOOL": self = Shape((try? ObjCType.parse(CSource.booleanCode)) ?? .unknown)
        case "bool", "_Bool": self.init(.integer, 1, false)
        case "signed char", "char": self.init(.integer, 1, true)
        case "unsigned char": self.init(.integer, 1, false)
        case "short": self.init(.integer, 2, true)
        case "unsigned short": self.init(.integer, 2, false)
        case "int": self.init(.integer, 4, true)
        case "unsigned int", "unsigned": self.init(.integer, 4, false)
        case "long", "long long", "intptr_t", "ptrdiff_t", "int64_t": self.init(.integer, 8, true)
        case "unsigned long", "unsigned long long", "uintptr_t", "size_t", "uint64_t": self.init(.integer, 8, false)
        case "float": self.init(.floating, 4, true)
        case "double": self.init(.floating, 8, true)
        case "struct rt_range": self.init(.aggregate, 16, false)  // { uintptr_t location, length }
        case "struct ns_decimal": self.init(.aggregate, 20, false)  // Foundation's NSDecimal (nsdecimalnumber.c)
        case "va_list": self.init(.pointer, 8, false)  // an array parameter: passed as a pointer
        default: self.init(.aggregate, -1, false)  // unknown: never equal to an encoding's shape
        }
    }

    init(_ cls: Class, _ size: Int, _ signed: Bool) {
        self.cls = cls
        self.size = size
        self.signed = signed
    }
}

/// The value layer's C source (and nsobject.c), read for the method tables, the classes the
/// install functions register and the prototypes of the functions the tables name.
struct CSource {
    /// `BOOL`'s code on this machine (what `RT_BOOL_ENC` expands to).
    #if arch(arm64)
    static let booleanCode = "B"
    #else
    static let booleanCode = "c"
    #endif

    struct Prototype {
        let returnType: String
        let parameters: [String]
    }

    /// One method registered from a table or an add/replace call.
    struct Entry {
        let file: String
        let selector: String
        let function: String
        let types: String
    }

    var classNames: Set<String> = ["NSObject"]
    var entries: [Entry] = []
    /// Function definitions per file (static functions share names across files).
    var prototypes: [String: [String: Prototype]] = [:]
    /// String macros (`#define ZONE "^{_NSZone=}"`), the BOOL encoding's included.
    var macros: [String: String] = ["B": booleanCode, "RT_BOOL_ENC": booleanCode]

    /// The definition of `function` in `file`, or in the file that defines the value layer's
    /// shared functions.
    func prototype(of function: String, in file: String) -> Prototype? {
        prototypes[file]?[function] ?? prototypes.values.first { $0[function] != nil && function.hasPrefix("rt_") }?[function]
    }

    static func load() throws -> CSource {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CSupport")
        let values = root.appendingPathComponent("ValueClasses")
        let files = try FileManager.default.contentsOfDirectory(at: values, includingPropertiesForKeys: nil)
            .filter { ["c", "h"].contains($0.pathExtension) }.sorted { $0.pathExtension == "h" && $1.pathExtension == "c" }
            + [root.appendingPathComponent("RuntimeCore/nsobject.c")]
        var s = CSource()
        for file in files { s.read(try String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent) }
        return s
    }

    static func matches(_ pattern: String, in text: String) -> [[String?]] {
        let ns = text as NSString
        let re = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return re.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (0..<m.numberOfRanges).map { i in
                let r = m.range(at: i)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
        }
    }

    mutating func read(_ text: String, file: String) {
        for m in Self.matches(#"^#define (\w+) "([^"]*)"$"#, in: text) { macros[m[1]!] = m[2]! }
        for m in Self.matches(#"(?:rt_values_makeClass|rt_objc_allocateClassPair)\([^,]+,\s*"(\w+)""#, in: text) {
            classNames.insert(m[1]!)
        }
        let literal = #"(?:"[^"]*"|\b[A-Z_]+\b|\s)+"#
        // {"selector", (IMP)function, "types" [MACRO "more"]…[, true|false]}
        for m in Self.matches(#"\{"([^"]+)",\s*\(IMP\)(\w+),\s*("# + literal + #")[,}]"#, in: text) {
            entries.append(Entry(file: file, selector: m[1]!, function: m[2]!, types: concatenated(m[3]!)))
        }
        // rt_class_addMethod / replaceMethod(cls, rt_sel_registerName("selector"), (IMP)function, "types")
        for m in Self.matches(#"rt_class_(?:add|replace)Method\([^;]*?rt_sel_registerName\("([^"]+)"\),\s*\(IMP\)(\w+),\s*("# + literal + #")\)"#, in: text) {
            entries.append(Entry(file: file, selector: m[1]!, function: m[2]!, types: concatenated(m[3]!)))
        }
        // Function definitions: return type, name, parameters (possibly over several lines).
        for m in Self.matches(#"^(?:static\s+)?([A-Za-z_][\w ]*?[\w*]\s*\**)\s*\b(\w+)\(([^)]*)\)\s*\{"#, in: text) {
            let ret = m[1]!.replacingOccurrences(of: "static", with: "").trimmingCharacters(in: .whitespaces)
            let params = m[3]!.split(separator: ",").map { p -> String in
                // Drop the parameter's name: the last identifier after a type.
                let t = p.trimmingCharacters(in: .whitespacesAndNewlines)
                guard let r = t.range(of: #"\w+$"#, options: .regularExpression),
                      t[..<r.lowerBound].contains(where: { $0 != " " }) else { return t }
                return String(t[..<r.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            prototypes[file, default: [:]][m[2]!] = Prototype(returnType: ret, parameters: params == ["void"] ? [] : params)
        }
    }

    /// Adjacent string literals and string macros, joined as the C compiler joins them.
    func concatenated(_ pieces: String) -> String {
        var out = ""
        for m in Self.matches(#""([^"]*)"|\b([A-Z_]+)\b"#, in: pieces) {
            out += m[1] ?? macros[m[2]!] ?? "<\(m[2]!)?>"
        }
        return out
    }
}

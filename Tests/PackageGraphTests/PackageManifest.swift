#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MiniObjCTestSupport

/// Package.swift read as text (the manifest is Swift; this reads only the shapes it uses):
/// each `.target` / `.testTarget` / `.executableTarget` call's name, folder, excluded paths
/// and declared dependencies, a `.product(name:package:)` dependency counted as its module.
struct PackageManifest {
    enum Kind: String { case target, testTarget, executableTarget }

    struct Target {
        let name: String
        let kind: Kind
        let path: String
        let exclude: [String]
        let dependencies: [String]
    }

    let targets: [Target]

    /// The repository this file is in (Tests/PackageGraphTests/<file>).
    static let repository = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

    static func load() throws -> PackageManifest {
        guard let bytes = readFile(repository + "/Package.swift") else { throw ReadError(path: "Package.swift") }
        return PackageManifest(text: String(decoding: bytes, as: UTF8.self))
    }

    struct ReadError: Error { let path: String }

    init(text: String) {
        let code = Array(Self.withoutLineComments(text))
        var targets: [Target] = []
        for kind in [Kind.target, .testTarget, .executableTarget] {
            let opener = Array("." + kind.rawValue + "(")
            var i = 0
            while i + opener.count <= code.count {
                guard Array(code[i..<i + opener.count]) == opener else { i += 1; continue }
                let open = i + opener.count - 1
                let args = String(code[(open + 1)..<Self.matching(code, open)])
                i = open + 1
                guard let name = Self.strings(after: "name:", in: args, bracketed: false).first else { continue }
                let folder = kind == .testTarget ? "Tests/" : "Sources/"
                targets.append(Target(name: name, kind: kind,
                                      path: Self.strings(after: "path:", in: args, bracketed: false).first ?? folder + name,
                                      exclude: Self.strings(after: "exclude:", in: args, bracketed: true),
                                      dependencies: Self.strings(after: "dependencies:", in: args, bracketed: true)))
            }
        }
        self.targets = targets
    }

    subscript(name: String) -> Target? { targets.first { $0.name == name } }

    /// Every module name the manifest can make importable: its targets' and the products of
    /// other packages it depends on.
    var moduleNames: Set<String> { Set(targets.map(\.name)).union(targets.flatMap(\.dependencies)) }

    /// The text with `// …` comments blanked (never inside a string literal in this manifest's
    /// shapes: a `//` within quotes is kept).
    static func withoutLineComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var inString = false
            var previous: Character = " "
            for (offset, c) in line.enumerated() {
                if c == "\"" { inString.toggle() }
                if !inString && c == "/" && previous == "/" { return line.prefix(offset - 1) }
                previous = c
            }
            return line
        }.joined(separator: "\n")
    }

    /// The index of the bracket closing the one at `open`, string literals skipped.
    static func matching(_ code: [Character], _ open: Int) -> Int {
        var depth = 0
        var inString = false
        for j in open..<code.count {
            let c = code[j]
            if c == "\"" { inString.toggle() }
            if inString { continue }
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" {
                depth -= 1
                if depth == 0 { return j }
            }
        }
        return code.count
    }

    /// The string literals of the argument labelled `label` at the top level of `args`: one
    /// literal, or (`bracketed`) those of the array that follows, where a product's
    /// `package: "…"` is not a module.
    static func strings(after label: String, in args: String, bracketed: Bool) -> [String] {
        let code = Array(args)
        let labelChars = Array(label)
        var depth = 0
        var inString = false
        var start: Int?
        for j in 0..<code.count {
            let c = code[j]
            if c == "\"" { inString.toggle() }
            if inString { continue }
            if c == "(" || c == "[" { depth += 1 }
            if c == ")" || c == "]" { depth -= 1 }
            if depth == 0, j + labelChars.count <= code.count, Array(code[j..<j + labelChars.count]) == labelChars,
               j == 0 || !(code[j - 1].isLetter || code[j - 1].isNumber) {
                start = j + labelChars.count
                break
            }
        }
        guard var k = start else { return [] }
        while k < code.count && code[k] == " " { k += 1 }
        let end: Int
        if bracketed {
            guard k < code.count, code[k] == "[" else { return [] }
            end = matching(code, k)
        } else {
            end = code.count
        }
        var out: [String] = []
        var j = k
        while j < end {
            guard code[j] == "\"" else { j += 1; continue }
            var close = j + 1
            while close < end && code[close] != "\"" { close += 1 }
            let before = String(code[max(k, j - 12)..<j]).replacingSpaces()
            if !before.hasSuffix("package:") { out.append(String(code[(j + 1)..<close])) }
            if !bracketed { break }
            j = close + 1
        }
        return out
    }
}

extension String {
    fileprivate func replacingSpaces() -> String { String(filter { $0 != " " && $0 != "\n" }) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MiniObjCTestSupport

/// The modules a target's Swift files import: every `import M` line (attributes such as
/// `@testable`, access levels and `import struct M.T` forms included, inside `#if` too),
/// never a line of a multi-line string literal (tests embed Python and Objective-C text).
enum SourceImports {
    /// Module name → the files (relative to the repository) that import it.
    static func of(_ target: PackageManifest.Target, repository: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        let excluded = Set(target.exclude.map { target.path + "/" + $0 })
        for file in swiftFiles(under: target.path, repository: repository, excluded: excluded) {
            guard let bytes = readFile(repository + "/" + file) else { continue }
            for module in imports(in: String(decoding: bytes, as: UTF8.self)) { found[module, default: []].append(file) }
        }
        return found
    }

    static func imports(in text: String) -> Set<String> {
        var modules: Set<String> = []
        var inMultilineString = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let delimiters = line.ranges(of: "\"\"\"").count
            defer { if delimiters % 2 == 1 { inMultilineString.toggle() } }
            if inMultilineString { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            var name = words[1]
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(name), words.count >= 3 { name = words[2] }
            modules.insert(String(name.prefix { $0 != "." && $0 != ";" }))
        }
        return modules
    }

    /// The `.swift` files under `folder`, relative to the repository, sorted.
    static func swiftFiles(under folder: String, repository: String, excluded: Set<String>) -> [String] {
        var out: [String] = []
        for name in directoryEntries(repository + "/" + folder) {
            let path = folder + "/" + name
            if excluded.contains(path) { continue }
            var st = stat()
            guard stat(repository + "/" + path, &st) == 0 else { continue }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                out += swiftFiles(under: path, repository: repository, excluded: excluded)
            } else if name.hasSuffix(".swift") {
                out.append(path)
            }
        }
        return out.sorted()
    }
}

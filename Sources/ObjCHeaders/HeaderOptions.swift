#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Apple platform a header is compiled for. It decides the `TARGET_OS_*` macros and the
/// deployment-target macros real headers test (`#if TARGET_OS_IPHONE` picks UIKit over
/// AppKit); type layout follows `TargetABI`.
public enum TargetPlatform: String, Sendable, Hashable, CaseIterable {
    /// macOS 12, as `-target x86_64-apple-macos12` / `arm64-apple-macos12`.
    case macOS
    /// iOS 15, as `-target arm64-apple-ios15` (a simulator on x86-64).
    case iOS
}

/// Where the front-end reads the files a header includes.
public enum HeaderFileSource: Sendable {
    /// The file system: `"X.h"` next to the including file, then the include paths.
    case fileSystem
    /// Files held in memory, by path (tests; headers pasted together).
    case virtual([String: String])

    /// The text of the file at `path`, or nil when there is none (or it is a directory).
    func read(_ path: String) -> String? {
        switch self {
        case .virtual(let files):
            return files[path]
        case .fileSystem:
            return Self.readFile(path)
        }
    }

    private static func readFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n > 0 { bytes += buffer[0..<n] }
            if n < buffer.count { break }
        }
        guard ferror(f) == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// How a header is read: the platform it targets and where its own `#import`s are found.
///
/// By default nothing but the built-in SDK is available: `#import "Other.h"` is skipped with
/// a warning. With `files` set, `#import "Other.h"` is looked up next to the including file
/// and then in `includePaths`, and `#import <Lib/Other.h>` in `includePaths` (before the
/// SDK, as `clang -I` does).
public struct HeaderOptions: Sendable {
    /// The platform (`TARGET_OS_*`); macOS unless set.
    public var platform: TargetPlatform
    /// Directories searched for included files, in order (`clang -I`).
    public var includePaths: [String]
    /// Where included files are read; nil reads none.
    public var files: HeaderFileSource?

    /// Options for `platform`, reading included files from `files` in `includePaths`.
    public init(platform: TargetPlatform = .macOS, includePaths: [String] = [], files: HeaderFileSource? = nil) {
        self.platform = platform
        self.includePaths = includePaths
        self.files = files
    }

    /// The built-in SDK only, for macOS.
    public static let standard = HeaderOptions()

    /// `"X.h"` resolved next to the including file, then in `includePaths`; `<X/Y.h>` in
    /// `includePaths`. Returns the path found and its text.
    func locate(_ path: String, quoted: Bool, includer: String) -> (path: String, text: String)? {
        guard let files else { return nil }
        var candidates: [String] = []
        if path.hasPrefix("/") {
            candidates.append(path)
        } else {
            if quoted {
                let dir = includer.lastIndex(of: "/").map { String(includer[...$0]) } ?? ""
                candidates.append(dir + path)
            }
            candidates += includePaths.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + path }
        }
        for c in candidates {
            let normalized = Self.normalize(c)
            if let text = files.read(normalized) { return (normalized, text) }
        }
        return nil
    }

    /// `a/./b/../c` → `a/c`, so one file included two ways is imported once.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for p in path.split(separator: "/", omittingEmptySubsequences: false) {
            if p == "." { continue }
            if p == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(p)
        }
        return parts.joined(separator: "/")
    }
}

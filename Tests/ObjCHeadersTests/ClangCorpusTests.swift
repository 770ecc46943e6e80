import Foundation
import Testing
@testable import ObjCHeaders

/// The real-world corpus (`Fixtures/Corpus`: 336 headers from 32 open-source libraries —
/// AFNetworking, SDWebImage, CocoaLumberjack, OCMock, IGListKit, FLEX, MagicalRecord and the rest
/// listed in its README — and written headers for the constructs the libraries do not show)
/// against what clang emitted for each header with the same stand-in SDK and include path
/// (`generate_corpus.py`), for macOS on x86-64 and iOS on arm64.
@Suite struct ClangCorpusTests {
    static let environments: [(suffix: String, target: TargetABI, platform: TargetPlatform)] = [
        ("x86_64-macos", .x86_64, .macOS), ("arm64-ios", .arm64, .iOS),
    ]

    /// `Library/Header.h` for every header with expected outputs.
    static func headers() throws -> [String] {
        let expected = try Fixtures.directory.appendingPathComponent("Corpus/Expected")
        var out: [String] = []
        for library in try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted() {
            let files = try FileManager.default.contentsOfDirectory(atPath: expected.appendingPathComponent(library).path)
            let names = files.compactMap { f in environments.lazy.map { "." + $0.suffix + ".json" }.first(where: f.hasSuffix)
                .map { String(f.dropLast($0.count)) } }
            out += Set(names).sorted().map { library + "/" + $0 + ".h" }
        }
        return out
    }

    @Test func everyCorpusHeaderLoadsAndMatchesClang() throws {
        let corpus = try Fixtures.directory.appendingPathComponent("Corpus")
        let headers = try Self.headers()
        #expect(headers.count >= 350)
        // The issue's floor: at least 100 headers from at least 25 public libraries (`Written/` is ours).
        let libraries = Set(headers.map { $0.prefix { $0 != "/" } }).subtracting(["Written"])
        #expect(libraries.count >= 25)
        #expect(headers.filter { !$0.hasPrefix("Written/") }.count >= 100)
        var total = Comparison()
        var failures: [String] = []
        for header in headers {
            let path = corpus.appendingPathComponent(header).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for env in Self.environments {
                // A header clang rejects in one environment has no expected file for it.
                let expectedName = "Corpus/Expected/" + header.dropLast(2) + "." + env.suffix + ".json"
                guard FileManager.default.fileExists(atPath: try Fixtures.directory.appendingPathComponent(expectedName).path) else {
                    continue
                }
                let options = HeaderOptions(platform: env.platform, includePaths: [corpus.path], files: .fileSystem)
                let compiled: CompiledHeader
                do {
                    compiled = try HeaderCompiler.compile(text, fileName: path, target: env.target, options: options)
                } catch {
                    failures.append("\(header) \(env.suffix): \(error)")
                    continue
                }
                let json = try #require(try Fixtures.json(expectedName) as? [String: Any])
                var c = Comparison()
                c.compare(compiled, expected: json)
                // Every protocol the header itself defines has clang's metadata to compare with.
                let expectedProtocols = json["protocols"] as? [String: Any] ?? [:]
                for p in compiled.protocols where compiled.file.protocolNamed(p.name)?.location.file == path
                    && expectedProtocols[p.name] == nil {
                    c.mismatches.append("protocol \(p.name) defined here has no expected output from clang")
                }
                failures += c.mismatches.prefix(20).map { "\(header) \(env.suffix): \($0)" }
                total.attributeStrings += c.attributeStrings
                total.methodEncodings += c.methodEncodings
                total.ivars += c.ivars
                total.protocols += c.protocols
                total.mismatches += c.mismatches
            }
        }
        for f in failures.prefix(80) { Issue.record(Comment(rawValue: f)) }
        #expect(failures.isEmpty)
        #expect(total.attributeStrings > 3000)
        #expect(total.methodEncodings > 9000)
        // Protocols defined in corpus headers, compared in each environment a header compiles in.
        #expect(total.protocols >= 170)
        print("clang corpus: \(headers.count) headers, \(total.attributeStrings) attribute strings, "
              + "\(total.methodEncodings) method encodings, \(total.ivars) ivars, \(total.protocols) protocols compared "
              + "(both environments); "
              + "\(total.mismatches.count) mismatches")
    }
}

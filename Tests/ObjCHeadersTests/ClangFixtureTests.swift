import Foundation
import Testing
@testable import ObjCHeaders

/// MiniObjC's output against what clang emitted for the generator's random headers: every
/// property attribute string, accessor and method encoding, and ivar name / type / offset.
@Suite struct ClangFixtureTests {
    @Test func randomHeadersMatchClang() throws {
        let names = try Fixtures.randomNames()
        #expect(names.count >= 6)
        var total = Comparison()
        for name in names {
            let text = try Fixtures.text(name + ".m")
            for (target, suffix) in [(TargetABI.x86_64, ".expected.json"), (.arm64, ".arm64.expected.json")] {
                let compiled = try HeaderCompiler.compile(text, fileName: name + ".m", target: target)
                let json = try #require(try Fixtures.json(name + suffix) as? [String: Any])
                var c = Comparison()
                c.compare(compiled, expected: json)
                for m in c.mismatches.prefix(40) { Issue.record(Comment(rawValue: "\(name) \(target): \(m)")) }
                if target == .x86_64 {
                    total.attributeStrings += c.attributeStrings
                    total.methodEncodings += c.methodEncodings
                    total.ivars += c.ivars
                }
                total.mismatches += c.mismatches
            }
        }
        #expect(total.mismatches.isEmpty)
        // At least 300 of each, so that every attribute and type shape is compared many times.
        #expect(total.attributeStrings >= 300)
        #expect(total.methodEncodings >= 300)
        print("clang fixtures: \(total.attributeStrings) attribute strings, \(total.methodEncodings) method encodings, \(total.ivars) ivars compared; \(total.mismatches.count) mismatches")
    }

    /// The hand-written header (NS_ENUM, bitfields, unions, blocks, function pointers,
    /// nullability, generics, `@synthesize a = b, c`, qualifiers, arrays…) for x86-64 and arm64,
    /// and the random headers' arm64 variants.
    @Test(arguments: [
        ("hand_features", TargetABI.x86_64, "expected"), ("hand_features", .arm64, "arm64.expected"),
    ])
    func fixtureMatchesClang(_ name: String, _ target: TargetABI, _ suffix: String) throws {
        let text = try Fixtures.text(name + ".m")
        let compiled = try HeaderCompiler.compile(text, fileName: name + ".m", target: target)
        let json = try #require(try Fixtures.json(name + "." + suffix + ".json") as? [String: Any])
        var c = Comparison()
        c.compare(compiled, expected: json)
        for m in c.mismatches.prefix(60) { Issue.record(Comment(rawValue: "\(name) \(target): \(m)")) }
        #expect(c.mismatches.isEmpty)
        #expect(c.attributeStrings > 20)
    }

    @Test func gvUserDefaultsCategoryMatchesClang() throws {
        let text = try Fixtures.text("GVUserDefaultsExample.m")
        let compiled = try HeaderCompiler.compile(text, fileName: "GVUserDefaultsExample.m", target: .x86_64)
        let json = try #require(try Fixtures.json("GVUserDefaultsExample.expected.json") as? [String: Any])
        var c = Comparison()
        c.compare(compiled, expected: json)
        #expect(c.mismatches == [])
        let category = try #require(compiled.class("GVUserDefaults", category: "Info"))
        #expect(category.properties.map(\.attributes) == Array(repeating: "T@\"NSString\",W,D,N", count: 3))
        #expect(category.properties.map(\.name) == ["nickName", "account", "password"])
        #expect(category.properties.first?.setter == "setNickName:")
        #expect(category.properties.first?.setterTypes == "v24@0:8@16")
        #expect(category.methods.first { $0.selector == "restore" }?.types == "v16@0:8")
    }

    @Test func preludeAndRandomTypesMatchClangEncodingsAndSizes() throws {
        let decls = try Fixtures.text("types.h")
        let entries = try #require(try Fixtures.json("types.expected.json") as? [[String: Any]])
        #expect(entries.count > 50)
        var failures: [String] = []
        for e in entries {
            guard let type = e["type"] as? String, let enc = e["encoding"] as? String,
                  let size = e["size"] as? Int, let align = e["alignment"] as? Int else { continue }
            let r = try TypeQuery.describe(type, declarations: decls, target: .x86_64)
            if r.encoding != enc || r.size != size || r.alignment != align {
                failures.append("\(type): clang \(enc) \(size)/\(align) vs MiniObjC \(r.encoding) \(r.size)/\(r.alignment)")
            }
        }
        for f in failures { Issue.record(Comment(rawValue: f)) }
        #expect(failures.isEmpty)
    }
}

import MiniObjCTestSupport
import Testing

/// Programs/json/: `NSJSONSerialization` (ModelMapping's Swift layer, Sources/ModelMapping/Compiled)
/// and `NSError` (C, CSupport/ValueClasses/nserror.c) as compiled code sees them. Expected
/// outputs were checked by reasoning against Apple's documented behaviour and
/// swift-corelibs-foundation's writer, which follows Darwin's (two-space indents, `" : "`,
/// an empty container over two lines, `\/`); where MiniObjC differs on purpose the headers
/// say so.
@Suite struct JSONSerializationHostedTests {
    static let folder = CompiledPrograms.programs + "/json"

    /// `objcrt run --host`: the class exists in the host. Round trips; `\u` escapes and
    /// surrogate pairs (lone halves are errors); integers to the ends of long long and
    /// unsigned long long, negatives, floats, exponents, a literal longer than a double
    /// (NSDecimalNumber); MutableContainers / MutableLeaves / FragmentsAllowed, SortedKeys
    /// (case-insensitive, numeric), PrettyPrinted as Foundation prints it,
    /// WithoutEscapingSlashes; bad JSON answers nil and an NSError (3840, NSDebugDescription
    /// with line and column, NSJSONSerializationErrorIndex) without raising, nesting past 512
    /// included; +isValidJSONObject:'s rules; invalid objects raise NSInvalidArgumentException
    /// with Foundation's reasons, caught by @catch. (Called without CI's sanitizer: a hosted
    /// program runs in objcrt, which has none.)
    @Test(arguments: [[], ["-fobjc-arc"]])
    func nsJSONSerializationReadsWritesAndValidatesAsFoundation(_ flags: [String]) throws {
        let tool = try #require(CompiledPrograms.objcrt)
        let result = CompiledPrograms.run(tool, ["run", "--host"] + flags + [Self.folder + "/json_serialization.m"])
        #expect(result.status == 0, "\(result.stderr)")
        let got = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let want = CompiledPrograms.read(Self.folder + "/json_serialization.expected").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in want.enumerated() {
            #expect(index < got.count && got[index] == line, "line \(index + 1): \(index < got.count ? String(got[index]) : "(none)")")
        }
        #expect(got.count == want.count)
    }

    /// A standalone program (no host): NSError's domain, code, userInfo (nil reads as empty),
    /// -localizedDescription from NSLocalizedDescriptionKey, a failure reason or the domain and
    /// code (Cocoa's 3840 sentence), -description with its UserInfo, -copy, a subclass, an
    /// `NSError **` out-parameter, the domain copied.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func nsErrorExistsInEveryProgram(_ flags: [String]) {
        let result = CompiledPrograms.objcrt(["run"] + flags + [Self.folder + "/nserror.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(Self.folder + "/nserror.expected"))
    }

    /// A standalone program has no NSJSONSerialization: the class reference is nil, and a
    /// message to it answers nil.
    @Test func aStandaloneProgramHasNoNSJSONSerialization() {
        let result = CompiledPrograms.objcrt(["run", Self.folder + "/json_standalone.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "class: nil\nread: nil\n")
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// `objcrt demo seeds`: a seed library from its own source. YYModel's NSObject+YYModel.m and
/// YYClassInfo.m (Tests/ThirdParty/YYModel, unmodified) are compiled by clang with
/// Docs/Examples/yymodel_demo.m and run inside objcrt (`objcrt run --host`), then YYModel's own
/// 27 tests run with `objcrt test` — each step through this same executable.
let seedsDemoTopic = DemoTopic(name: "seeds",
                               summary: "the seed libraries from their own source: YYModel.m compiled, with its own tests") {
    try runSeedsDemo()
}

private func runSeedsDemo() throws {
    let root = RuntimeLibrary.packageRoot()
    let yy = root + "/Tests/ThirdParty/YYModel", lib = yy + "/YYModel", tests = yy + "/YYModelTests"
    let support = yy + "/Support"
    let example = root + "/Docs/Examples/yymodel_demo.m"
    let library = [lib + "/NSObject+YYModel.m", lib + "/YYClassInfo.m"]

    print("1. YYModel's mapping, archiving and dates, from its own source (objcrt run --host):")
    print("   objcrt run --host --dispatch -fobjc-arc -I…/YYModel NSObject+YYModel.m YYClassInfo.m \(example)")
    fflush(nil) // Swift's buffered output first, then the program's
    guard Spawn.run(ownPath(), ["run", "--host", "--dispatch", "-fobjc-arc", "-I" + lib] + library + [example]) == 0 else {
        throw DemoFailure.compileFailed
    }

    print("\n2. YYModel's own test suite (YYModelTests/*.m, unmodified) with MiniObjC's XCTest (objcrt test);")
    print("   UIKit's few types come from a stand-in header (Support/UIKit). Each suite's verdict:")
    let files = ["YYTestAutoTypeConvert", "YYTestBlacklistWhitelist", "YYTestClassInfo", "YYTestCopyingAndCoding",
                 "YYTestCustomClass", "YYTestCustomTransform", "YYTestDescription", "YYTestHelper",
                 "YYTestModelMapper", "YYTestModelToJSON", "YYTestNestModel"].map { tests + "/" + $0 + ".m" }
    let log = "/tmp/objcrt-demo-seeds-\(getpid()).log"
    defer { unlink(log) }
    fflush(nil)
    // Both streams to the log (a test's NSLog goes to stderr), through sh for the redirection.
    let test = [ownPath(), "test", "--dispatch", "-I" + lib, "-I" + tests, "-I" + support,
                "-include", support + "/UIKit/UIKit.h"] + library + [support + "/UIKitStandIns.m"] + files
    let status = Spawn.run("/bin/sh", ["-c", "exec \"$@\" > \"$0\" 2>&1", log] + test)
    let lines = CompiledBenchmarks.readLines(log)
    for line in lines where line.hasPrefix("Test Suite 'YY") && !line.contains(" started at ") {
        // "Test Suite 'YYTestClassInfo' passed at …" → "YYTestClassInfo passed"
        let words = line.dropFirst("Test Suite '".count).split(separator: " ")
        print("   " + words.prefix(2).joined(separator: " ").filter { $0 != "'" })
    }
    if let total = lines.last(where: { $0.contains("Executed") }) { print("   " + total.drop { $0 == "\t" || $0 == " " }) }
    guard status == 0 else { throw DemoFailure.testsFailed }

    print("\nRead next: Docs/SeedLibrariesCompiled.md (GVUserDefaults.m and FBKVOController.m run the same way).")
}

/// This executable's path (a child shell's /proc/self/exe would be the shell).
private func ownPath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return n > 0 ? String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
}

import MiniObjCTestSupport
import ObjCRuntime
import Testing

/// ibireme/YYModel from its own source (Tests/ThirdParty/YYModel, commit 1230e60): what it
/// needs from MiniObjC in standalone programs (Programs/yymodel/: CoreFoundation's toll-free
/// functions, typed objc_msgSend casts, the Foundation headers it names), and its own XCTest
/// suite run by `objcrt test` inside objcrt.
@Suite struct YYModelCompiledTests {
    static let folder = CompiledPrograms.programs + "/yymodel"

    static func expect(_ program: String, _ flags: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        CompiledPrograms.expectOutput(folder + "/" + program + ".m", flags, sourceLocation: sourceLocation)
    }

    /// CoreFoundation on MiniObjC's collections (cf_base.c, cf_array.c, cf_dictionary.c):
    /// `(__bridge CFDictionaryRef)dict` and back are the same object; CFDictionaryApplyFunction
    /// and CFArrayApplyFunction visit every pair / the range in order with their context; a
    /// range past the end raises NSRangeException; CFArrayCreate and CFDictionaryCreateMutable
    /// with the kCFType callbacks make an NSArray / NSMutableDictionary (other callbacks:
    /// NULL); CFDictionarySetValue retains its key where -setObject:forKey: copies it, and
    /// takes class objects as keys; an applier that empties the mutable dictionary it walks is
    /// safe; a mutation of an immutable one raises; a subclass with storage of its own is read
    /// through its methods; NULL reads as empty; kCFNull is [NSNull null].
    @Test(arguments: [[], ["-fobjc-arc"]])
    func tollFreeBridging(_ flags: [String]) {
        Self.expect("cf_tollfree", flags)
    }

    /// A getter and a setter of every type YYModel sends through `((T (*)(id, SEL))(void *)
    /// objc_msgSend)` — bool, BOOL, the eight integer widths, float, double, long double, SEL,
    /// Class, id, a copy property, pointers, a C string, structs in memory (objc_msgSend_stret),
    /// in SSE and in mixed registers — plus KVC of struct properties (NSValue, as YYModel maps
    /// them; kvc_structs.c), nil receivers, and an unrecognized selector of a struct-returning
    /// send naming the real receiver (dispatch.c).
    @Test(arguments: [[], ["-fobjc-arc"]])
    func typedMessageSendCasts(_ flags: [String]) {
        Self.expect("typed_msgsend", flags)
    }

    /// NSURL, NSAttributedString, NSMutableData, NSDecimalNumber with Foundation's NSDecimal
    /// (-decimalValue, +decimalNumberWithDecimal:, -initWithDecimal:), the NSCoding protocol,
    /// and what Foundation.h brings as Apple's does (<math.h>, CGRect, kNilOptions).
    @Test(arguments: [[], ["-fobjc-arc"]])
    func foundationHeaders(_ flags: [String]) {
        Self.expect("foundation_headers", flags)
    }

    /// YYModel's own test suite (27 tests), unmodified, all of them. The library and the eleven
    /// .m files of YYModelTests are compiled as their Xcode targets build them (ARC,
    /// libdispatch), with the UIKit stand-in force-included (Support/UIKit/UIKit.h; a build
    /// setting, see UPSTREAM.md), and run by `objcrt test` in the host, where
    /// NSJSONSerialization and NSKeyedArchiver exist. YYTestAutoTypeConvert testString and
    /// YYTestEqualAndHash testCoding compare NSSelectorFromString's SEL with `@selector(…)` by
    /// `==`, which holds because NSSelectorFromString returns the image's `@selector` record
    /// (ObjCABI/api_selector.c's file comment).
    @Test func theOriginalTestSuitePasses() {
        let third = CompiledPrograms.programs + "/../../ThirdParty/YYModel"
        let support = third + "/Support"
        let tests = ["YYTestAutoTypeConvert", "YYTestBlacklistWhitelist", "YYTestClassInfo", "YYTestCopyingAndCoding",
                     "YYTestCustomClass", "YYTestCustomTransform", "YYTestDescription", "YYTestHelper",
                     "YYTestModelMapper", "YYTestModelToJSON", "YYTestNestModel"]
        let run = CompiledPrograms.xctest(["--dispatch",
                                           "-I", third + "/YYModel", "-I", third + "/YYModelTests", "-I", support,
                                           "-include", support + "/UIKit/UIKit.h",
                                           third + "/YYModel/NSObject+YYModel.m", third + "/YYModel/YYClassInfo.m",
                                           support + "/UIKitStandIns.m"]
                                          + tests.map { third + "/YYModelTests/" + $0 + ".m" })
        for failure in run.failures { Issue.record("\(failure)") }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.summary?.hasPrefix("Executed 27 tests, with 0 failures (0 unexpected)") == true,
                "\(run.summary ?? run.log)")
    }

    /// `objcrt demo seeds`: Docs/Examples/yymodel_demo.m on YYModel's own source in the host
    /// (JSON to a model, a date, toll-free CF, a keyed archive), then YYModel's own 27 tests.
    @Test func theSeedsDemoRunsYYModelsSourceAndItsTests() {
        let result = CompiledPrograms.objcrt(["demo", "seeds"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("name YYModel, stars 4300, topics json, model"))
        #expect(result.stdout.contains("parsed by YYModel's NSDateFormatter: Thursday 22 October 2015, 13:44"))
        #expect(result.stdout.contains("4 keys; CFDictionaryGetCount on the same object: 4"))
        #expect(result.stdout.contains("a binary property list (\"bplist00\"); unarchived equal: YES"))
        #expect(result.stdout.contains("YYTestEqualAndHash passed"))
        #expect(result.stdout.contains("Executed 27 tests, with 0 failures"))
    }
}

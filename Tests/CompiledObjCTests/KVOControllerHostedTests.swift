import KeyValueObserving
import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// facebook/KVOController's own FBKVOController.m and NSObject+FBKVOController.m
/// (Tests/ThirdParty/KVOController, unmodified), compiled by clang with ARC into a library
/// this Swift process loads — the host `objcrt test` also is — so that the
/// `-addObserver:forKeyPath:options:context:` it sends reach MiniObjC's Swift KVO, and its
/// NSMapTable / NSHashTable are the value layer's. The driver
/// (Programs/kvocontroller_hosted/driver.m) runs the library's forms and lifetimes, and the
/// OCMockito stand-in its tests verify with (Tests/ThirdParty/KVOController/Support); and the
/// original FBKVOControllerTests.m, run by `objcrt test` (MiniObjC's XCTest, hosted in objcrt).
@Suite(.serialized) struct KVOControllerHostedTests {
    static let pluginAddress: UInt = {
        KeyValueObserving.install()
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libkvocontroller.so"
        let third = CompiledPrograms.programs + "/../../ThirdParty/KVOController"
        let here = CompiledPrograms.programs + "/kvocontroller_hosted"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "--dispatch", "-fPIC", "-shared", "-fobjc-arc",
                                             // FBKVOController.m makes its NSHashTable only on iOS or macOS: build it as
                                             // its macOS target is built (a build setting, not an edit).
                                             "-D__MAC_OS_X_VERSION_MIN_REQUIRED=101300",
                                             "-I", third, "-I", third + "/FBKVOControllerTests",
                                             "-I", third + "/Support",
                                             third + "/FBKVOController/FBKVOController.m",
                                             third + "/FBKVOController/NSObject+FBKVOController.m",
                                             third + "/FBKVOControllerTests/FBKVOTesting.m",
                                             third + "/Support/MiniMockito.m", third + "/Support/MiniHamcrest.m",
                                             here + "/driver.m", "-o", library])
        guard built.status == 0 else {
            print("KVOControllerHostedTests: the library does not build: \(built.stderr)")
            return 0
        }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    /// The original FBKVOControllerTests.m with FBKVOTesting.m and the library, as its Xcode
    /// target builds them (ARC; the macOS deployment target, so FBKVOController makes its hash
    /// table; libdispatch for dispatch_once), run by `objcrt test`: all 29 tests pass, and any
    /// XCTest failure is this test's failure, line by line.
    @Test func theOriginalTestsPass() throws {
        let third = CompiledPrograms.programs + "/../../ThirdParty/KVOController"
        let run = CompiledPrograms.xctest(["--dispatch", "-D__MAC_OS_X_VERSION_MIN_REQUIRED=101300",
                                           "-I", third, "-I", third + "/FBKVOController",
                                           "-I", third + "/FBKVOControllerTests", "-I", third + "/Support",
                                           third + "/FBKVOController/FBKVOController.m",
                                           third + "/FBKVOController/NSObject+FBKVOController.m",
                                           third + "/FBKVOControllerTests/FBKVOTesting.m",
                                           third + "/Support/MiniMockito.m", third + "/Support/MiniHamcrest.m",
                                           third + "/FBKVOControllerTests/FBKVOControllerTests.m"])
        for failure in run.failures { Issue.record("\(failure)") }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.summary?.hasPrefix("Executed 29 tests, with 0 failures (0 unexpected)") == true,
                "\(run.summary ?? run.log)")
    }

    static func run(_ name: String) throws -> String {
        let plugin = try #require(UnsafeMutableRawPointer(bitPattern: pluginAddress), "the library builds and loads")
        let symbol = try #require(dlsym(plugin, name), "\(name) is exported")
        let scenario = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafePointer<CChar>).self)
        return String(cString: scenario())
    }

    /// Foundation's notifications for the same calls: the initial one has no old value; the
    /// block's change also holds FBKVONotificationKeyPathKey, the action's does not; the prior
    /// one holds only the kind and notificationIsPrior (no .old asked).
    @Test func blockActionAndContextFormsAndUnobserving() throws {
        #expect(try Self.run("kvoc_block_action_context") == """
            block observer=watcher object=circle kind=1 new=0 keyPath=radius (3 keys)
            isa NSKVONotifying_FBKVOTestCircle
            block observer=watcher object=circle kind=1 old=0 new=1.5 keyPath=radius (4 keys)
            action radius=1.5 kind=1 new=2 (2 keys)
            action radius=3 kind=1 new=4 (2 keys)
            context radius mine kind=1 prior (2 keys)
            context radius mine kind=1 new=6 (2 keys)
            end radius=7 borderWidth=5

            """)
    }

    @Test func controllerObserverAndObservedLifetimes() throws {
        #expect(try Self.run("kvoc_lifetimes") == """
            controller gone: heard 1, watcher deallocated 1
            observer gone: heard 2, observer nil, watchers deallocated 2
            non-retaining: heard 3
            KVOController: same each time 1, observer is the owner 1, non-retaining differs 1
            owner's controller: heard 13

            """)
    }

    /// Every verification holds but the last, which asks for two calls where there was one.
    @Test func theOCMockitoStandInRecordsAndVerifies() throws {
        let log = try Self.run("kvoc_mock")
        #expect(log.hasPrefix("FAILURE line "), "\(log)")
        #expect(log.hasSuffix(": -propertyDidChange:object:: expected 2 matching invocation(s), but received 1\nmock done\n"),
                "\(log)")
        #expect(log.split(separator: "\n").filter { $0.hasPrefix("FAILURE") }.count == 1, "one failure: \(log)")
    }
}

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
/// OCMockito stand-in its tests verify with (Tests/ThirdParty/KVOController/Support).
/// Until the rest of issue 20's Foundation is merged, pending_foundation.h fills in format
/// strings, NSAssert and fast enumeration of NSArray / NSSet (see that file).
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
                                             "-include", here + "/pending_foundation.h",
                                             "-I", here, "-I", third, "-I", third + "/FBKVOControllerTests",
                                             "-I", third + "/Support",
                                             third + "/FBKVOController/FBKVOController.m",
                                             third + "/FBKVOController/NSObject+FBKVOController.m",
                                             third + "/FBKVOControllerTests/FBKVOTesting.m",
                                             third + "/Support/MiniMockito.m", third + "/Support/MiniHamcrest.m",
                                             here + "/pending_foundation.m", here + "/driver.m",
                                             here + "/run_tests.m", third + "/FBKVOControllerTests/FBKVOControllerTests.m",
                                             "-o", library])
        guard built.status == 0 else {
            print("KVOControllerHostedTests: the library does not build: \(built.stderr)")
            return 0
        }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    /// The original FBKVOControllerTests.m, run by the minimal XCTest of
    /// Programs/kvocontroller_hosted/XCTest (until `objcrt test` is merged).
    @Test func theOriginalTestsPass() throws {
        let plugin = try #require(UnsafeMutableRawPointer(bitPattern: Self.pluginAddress), "the library builds and loads")
        let symbol = try #require(dlsym(plugin, "kvoc_run_tests"))
        let runTests = unsafeBitCast(symbol, to: (@convention(c) (UnsafePointer<CChar>) -> UnsafePointer<CChar>).self)
        let log = String(cString: runTests("FBKVOControllerTests"))
        let lines = log.split(separator: "\n")
        let names = lines.filter { !$0.hasPrefix(" ") }
        #expect(names.count == 29, "every -test… method of FBKVOControllerTests.m ran: \(log)")
        #expect(lines.filter { $0 == "  passed" }.count == 29, "\(log)")
        #expect(!log.contains("FAILED"), "\(log)")
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

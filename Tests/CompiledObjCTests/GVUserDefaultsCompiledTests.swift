import DynamicDefaults
import MiniObjCTestSupport
import ObjCRuntime
import PropertyLists
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// GVUserDefaults from its own source (Tests/ThirdParty/GVUserDefaults: GVUserDefaults.m and
/// the example's category, ARC, dispatch_once from the toolchain's libdispatch), compiled with
/// `objcrt cc` into a library this process dlopens — after DynamicDefaults has installed
/// `NSUserDefaults` — so the generated accessors' `NSUserDefaults` is MiniObjC's store. Each
/// check reads the values back both through the compiled accessors and from the store's
/// plist file.
@Suite(.serialized) struct GVUserDefaultsCompiledTests {
    /// The domain files' folder of this process's `NSUserDefaults` (never the user's).
    static let directory: String = makeTempDirectory("gvuserdefaults")

    /// Installs `NSUserDefaults`, builds the library and loads it, once per process.
    static let pluginAddress: UInt = {
        do { try UserDefaultsClass.install(directory: directory) } catch { print("install: \(error)"); return 0 }
        let out = CompiledPrograms.temporaryDirectory()
        let third = CompiledPrograms.programs + "/../../ThirdParty/GVUserDefaults"
        let here = CompiledPrograms.programs + "/gvuserdefaults"
        // The third-party files and the test's own under ARC, as the upstream project builds them.
        let library = out + "/libgvuserdefaults.so"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "--dispatch", "-fPIC", "-shared", "-fobjc-arc",
                                             "-I", third, "-I", here,
                                             third + "/GVUserDefaults.m", third + "/GVUserDefaults+Properties.m",
                                             here + "/gv_plugin.m", "-o", library])
        guard built.status == 0 else { print(built.stderr); return 0 }
        let handle = dlopen(library, RTLD_NOW | RTLD_GLOBAL)
        if handle == nil, let message = dlerror() { print("dlopen: " + String(cString: message)) }
        return UInt(bitPattern: handle)
    }()
    static var plugin: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: pluginAddress) }

    typealias Report = @convention(c) (UnsafeMutablePointer<CChar>?, Int) -> Void

    /// Calls one of the library's report functions and returns what it wrote.
    static func report(_ name: String) throws -> String {
        let symbol = try #require(dlsym(plugin, name), "\(name) is in the library")
        var buffer = [CChar](repeating: 0, count: 8192)
        unsafeBitCast(symbol, to: Report.self)(&buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The standard domain's plist file, as another process would read it.
    static func standardFile() throws -> [String: PlistValue] {
        let store = try #require(UserDefaultsClass.standardStore)
        let path = store.directory + "/" + store.domainName + ".plist"
        guard case .dictionary(let d) = try PlistFile.read(path) else { Issue.record("not a dictionary"); return [:] }
        return d
    }

    @Test func theGeneratedAccessorsOfEveryTypeReadAndWriteTheStore() throws {
        try #require(Self.plugin != nil, "GVUserDefaults.m builds and loads")
        // Whatever another test left in the program's domain goes first.
        let store = try #require(UserDefaultsClass.standardStore)
        try store.removePersistentDomain(forName: store.domainName)
        // The example's -setupDefaults, registered under its transformKey: (NSUserDefault…).
        #expect(try Self.report("gv_read_defaults") == """
            userName=default
            userId=1
            integerValue=123
            boolValue=1
            floatValue=12.3

            """)
        #expect(store.object(forKey: "NSUserDefaultUserName") == .string("default"))
        #expect(try store.persistentDomain(forName: store.domainName)?["NSUserDefaultUserName"] == nil, "registered, not stored")

        #expect(try Self.report("gv_set_and_read_all") == """
            userName=changed
            userId=2
            integerValue=456
            boolValue=0
            floatValue=2.50
            charValue=1
            cBoolValue=1
            shortValue=12345
            intValue=-2000000000
            longValue=-9000000000
            longLongValue=-9000000000000000000
            unsignedCharValue=200
            unsignedShortValue=60000
            unsignedIntValue=4000000000
            unsignedLongValue=9000000000
            unsignedLongLongValue=9000000000000000000
            doubleValue=3.25
            arrayValue=2 a
            dictionaryValue=v
            dataValue=2
            userName after nil=default
            synchronize=1

            """)
        // What the compiled accessors wrote is in the file, in the store's kinds: GVUserDefaults
        // stores every integer type through -setObject: of an NSNumber (long long) or
        // -setInteger:, BOOL and char through -setBool:, float and double as reals.
        let file = try Self.standardFile()
        #expect(file["NSUserDefaultUserName"] == nil, "nil removed it")
        #expect(file["NSUserDefaultUserId"] == .integer(2))
        #expect(file["NSUserDefaultIntegerValue"] == .integer(456))
        #expect(file["NSUserDefaultBoolValue"] == .bool(false))
        #expect(file["NSUserDefaultFloatValue"] == .real(2.5))
        #expect(file["NSUserDefaultCharValue"] == .bool(true))
        #expect(file["NSUserDefaultCBoolValue"] == .bool(true))
        #expect(file["NSUserDefaultShortValue"] == .integer(12345))
        #expect(file["NSUserDefaultIntValue"] == .integer(-2_000_000_000))
        #expect(file["NSUserDefaultLongValue"] == .integer(-9_000_000_000))
        #expect(file["NSUserDefaultLongLongValue"] == .integer(-9_000_000_000_000_000_000))
        #expect(file["NSUserDefaultUnsignedCharValue"] == .integer(200))
        #expect(file["NSUserDefaultUnsignedShortValue"] == .integer(60000))
        #expect(file["NSUserDefaultUnsignedIntValue"] == .integer(4_000_000_000))
        #expect(file["NSUserDefaultUnsignedLongValue"] == .integer(9_000_000_000))
        #expect(file["NSUserDefaultUnsignedLongLongValue"] == .integer(9_000_000_000_000_000_000))
        #expect(file["NSUserDefaultDoubleValue"] == .real(3.25))
        #expect(file["NSUserDefaultArrayValue"] == .array([.string("a"), .integer(1)]))
        #expect(file["NSUserDefaultDictionaryValue"] == .dictionary(["k": .string("v")]))
        #expect(file["NSUserDefaultDataValue"] == .data([1, 2]))
        // And the Swift store, the same object, sees them.
        #expect(store.integer(forKey: "NSUserDefaultIntegerValue") == 456)
    }

    @Test func nsUserDefaultsConvertsAsFoundationDoes() throws {
        try #require(Self.plugin != nil)
        #expect(try Self.report("gv_nsuserdefaults") == """
            integer("12")=12
            integer(missing)=0
            integer("  -34abc")=-34
            integer(2.67)=2
            bool("YES")=1
            bool(missing)=0
            double("12")=12.0
            string(2.67)=2.67
            object(missing)=nil
            typed=7 1.5 0.125 1
            string(i)=7
            stringArray=2 mixed=nil array(mixed)=2
            dictionary(i)=nil data(i)=nil
            registered=r i=7
            i after remove=99
            representation has registered=1 str12=12
            suite=in suite standard=nil second object=in suite
            suite synchronize=1
            global suite=nil
            persistent(suite)=in suite
            suite after remove=nil
            instance responds to initWithSuiteName:=1
            init reads the standard domain=12
            URL=https://example.com/a?b=1 stored=https://example.com/a?b=1 path as URL=file:///tmp/x

            """)
        #expect(access(Self.directory + "/gv.compiled.suite.plist", F_OK) != 0, "the suite's file is gone")
    }

    /// `-objectForKey:` finds a key object seen before by its address and hands out one object
    /// per unchanged value (how the original's accessors come within reach of the rebuild's
    /// speed): a change still shows at once, a mutable key is read by its text, and a key
    /// freed and another made at its address read their own values.
    @Test func readsRememberKeysAndValuesOnlyWhileThatIsRight() throws {
        try #require(Self.plugin != nil)
        #expect(try Self.report("gv_read_cache") == """
            same object while unchanged=1 value=5
            after set=6 new object=1 the first still=5
            mutable key=6
            the same mutable key with new text=7
            an equal key at another address=6
            a number as key=nil
            fresh keys read wrong=0
            after remove=nil

            """)
    }

    @Test func aValueThatIsNotAPropertyListRaisesAndChangesNothing() throws {
        try #require(Self.plugin != nil)
        _ = ObjCException.takePending()
        let call = unsafeBitCast(try #require(dlsym(Self.plugin, "gv_set_non_plist")), to: (@convention(c) () -> Void).self)
        call()
        let raised = try #require(ObjCException.takePending(), "the raise is pending for this Swift caller")
        #expect(raised.name == "NSInvalidArgumentException")
        #expect(raised.reason == "-[NSUserDefaults setObject:forKey:]: Attempt to insert non-property list object <NSObject> for key bad")
        #expect(UserDefaultsClass.standardStore?.object(forKey: "bad") == nil)
        let nilKey = unsafeBitCast(try #require(dlsym(Self.plugin, "gv_set_nil_key")), to: (@convention(c) () -> Void).self)
        nilKey()
        let raisedForKey = try #require(ObjCException.takePending())
        #expect(raisedForKey.reason == "-[NSUserDefaults setInteger:forKey:]: attempt to insert a value for a nil key")
    }

    /// Where the compiled original and DynamicDefaults' rebuild differ: GVUserDefaults.m has
    /// one IMP per group of types. A `short` setter is its `long long` setter, so the value
    /// arrives in a 64-bit register whose upper half clang leaves zero (`mov $0xffffcfc7,
    /// %edx`): -12345 is stored as 4294954951, and only the getter's truncation to `short`
    /// brings it back. A `char` goes through the `bool` pair (5 reads back 1). An `unsigned
    /// long long` above `LLONG_MAX` is stored through `-numberWithLongLong:` as a negative
    /// number. The rebuild stores each exactly
    /// (DynamicDefaultsTests: `AccessorRoundTripTests.everyTypeCodeRoundTripsItsExtremes`).
    @Test func theOriginalsAccessorGroupsShowInTheStore() throws {
        try #require(Self.plugin != nil)
        #expect(try Self.report("gv_differences") == """
            shortValue=-12345 stored=4294954951
            charValue=1 stored=1
            unsignedLongLongValue=18446744073709551615 stored=-1

            """)
        let store = try #require(UserDefaultsClass.standardStore)
        #expect(store.object(forKey: "NSUserDefaultShortValue") == .integer(4_294_954_951))
        #expect(store.object(forKey: "NSUserDefaultCharValue") == .bool(true))
        #expect(store.object(forKey: "NSUserDefaultUnsignedLongLongValue") == .integer(-1))
    }

    /// The upstream ExampleTests.m and NoPrefixTests.m, unmodified, with GVUserDefaults.m and
    /// the example's category, run by `objcrt test` (the host's NSUserDefaults is DynamicDefaults'
    /// store; its files go to a temporary `XDG_CONFIG_HOME`): the six tests pass, any XCTest
    /// failure is this test's. Their -setUp removes the persistent domain
    /// `[[NSBundle mainBundle] bundleIdentifier]` names — `objcrt`, the standard store's domain —
    /// and what NoPrefixTests' last test leaves is in that domain's file, as `objcrt defaults`
    /// reads it.
    @Test func upstreamExampleTestsPass() throws {
        let third = CompiledPrograms.programs + "/../../ThirdParty/GVUserDefaults"
        let config = makeTempDirectory("gvuserdefaults-xctest")
        let run = CompiledPrograms.xctest(["--dispatch", "-I", third,
                                           third + "/GVUserDefaults.m", third + "/GVUserDefaults+Properties.m",
                                           third + "/ExampleTests.m", third + "/NoPrefixTests.m"],
                                          environment: ["XDG_CONFIG_HOME": config])
        for failure in run.failures { Issue.record("\(failure)") }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.summary?.hasPrefix("Executed 6 tests, with 0 failures (0 unexpected)") == true, "\(run.summary ?? run.log)")
        guard case .dictionary(let file) = try PlistFile.read(config + "/objcrt.plist") else {
            Issue.record("objcrt.plist is not a dictionary")
            return
        }
        #expect(file["NSUserDefaultUserName"] == .string("changed"))
        #expect(file["userName"] == nil)
    }
}

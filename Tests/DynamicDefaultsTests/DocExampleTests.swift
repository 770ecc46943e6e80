import DynamicDefaults
import ObjCHeaders
import ObjCRuntime
import Testing
import MiniObjCTestSupport

/// The examples of the DocC catalog (`Sources/DynamicDefaults/DynamicDefaults.docc`), run as
/// written there, in a fresh directory. (No other test declares a `Settings` class.)
@Suite struct DocExampleTests {
    @Test func defaultsLandingPageExample() throws {
        let directory = makeTempDirectory("docexample")
        defer { flushStoresAndRemove(directory) }

        let store = try DefaultsStore(suiteName: "com.example.app", directory: directory, arguments: [])
        store.set(3, forKey: "launchCount")
        #expect(store.integer(forKey: "launchCount") == 3)
        store.register(defaults: ["nickName": "guest"])
        #expect(store.string(forKey: "nickName") == "guest")
        try store.synchronize()
        #expect(try DefaultsDirectory(path: directory).read("com.example.app") == ["launchCount": 3])

        try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface Settings : NSObject
            @property (nonatomic, copy) NSString *nickName;
            @property (nonatomic) NSInteger launchCount;
            @end
            @implementation Settings
            @dynamic nickName, launchCount;
            @end
            """, fileName: "Settings.h")

        let settings = try DefaultsAccessors(for: try ObjCClass.named("Settings"), store: store,
                                             transformKey: { "Settings." + $0 },
                                             setupDefaults: ["nickName": "guest"])
        let proxy = settings.proxy
        #expect(proxy.nickName as String == "guest")
        proxy.launchCount = 4
        #expect(store.integer(forKey: "Settings.launchCount") == 4)
        #expect(try settings.instance.send("launchCount", as: Int.self) == 4)
    }
}

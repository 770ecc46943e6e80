import ObjCHeaders
import ObjCRuntime
import Testing
@testable import DynamicDefaults
import MiniObjCTestSupport

/// A GVUserDefaults category, loaded from header text by ObjCHeaders, gets its accessors generated.
@Suite struct HeaderAccessorTests {
    @Test func aGVUserDefaultsCategoryFromAHeader() throws {
        let name = uniqueName("GVUserDefaults")
        let header = """
            #import <Foundation/Foundation.h>
            @interface \(name) : NSObject
            @end
            @interface \(name) (UserInfo)
            @property (nonatomic, copy) NSString *nickName;
            @property (nonatomic, assign, getter=isVIPUser) BOOL vip;
            @property (nonatomic, assign) NSInteger launchCount;
            @property (nonatomic, assign) unsigned long long bigCount;
            @property (nonatomic, assign) float ratio;
            @end
            @implementation \(name) (UserInfo)
            @dynamic nickName, vip, launchCount, bigCount, ratio;
            @end
            """
        let report = try RuntimeInstaller.install(header, fileName: "UserInfo.h")
        let cls = try #require((report.classes + report.reusedClasses).first { $0.name == name })
        let dir = makeTempDirectory("hdr")
        defer { flushStoresAndRemove(dir) }
        let store = try DefaultsStore(suiteName: "com.example.header", directory: dir, arguments: [])
        let acc = try DefaultsAccessors(for: cls, store: store, transformKey: { "UserInfo." + $0 },
                                        setupDefaults: ["launchCount": 1])
        #expect(Set(acc.accessors.map(\.property)) == ["nickName", "vip", "launchCount", "bigCount", "ratio"])
        #expect(acc.accessor(forProperty: "vip")?.getter == "isVIPUser")
        #expect(acc.accessor(forProperty: "bigCount")?.type.code == .unsignedLongLong)
        let user = acc.proxy
        user.nickName = "bob"
        user.vip = true
        user.bigCount = UInt64.max
        user.ratio = Float(0.25)
        #expect(user.launchCount == 1)
        #expect(try acc.instance.send("isVIPUser", as: Bool.self))
        #expect(store.object(forKey: "UserInfo.nickName") == "bob")
        #expect(store.object(forKey: "UserInfo.bigCount") == .unsignedInteger(UInt64.max))
        #expect(store.double(forKey: "UserInfo.ratio") == 0.25)
    }
}

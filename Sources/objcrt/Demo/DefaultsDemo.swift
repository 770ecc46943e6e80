import DynamicDefaults
import PropertyLists
import ObjCEncoding
import ObjCHeaders
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `objcrt demo defaults`: GVUserDefaults rebuilt on MiniObjC, step by step
/// (`Docs/GVUserDefaultsFromScratch.md` tells the same story).
let defaultsDemoTopic = DemoTopic(
    name: "defaults",
    summary: "GVUserDefaults from scratch: @dynamic properties → typed IMPs → a persistent defaults store",
    run: runDefaultsDemo)

/// A GVUserDefaults category as an app declares it, loaded into the runtime by ObjCHeaders'
/// `RuntimeInstaller`, which gives each property the attribute string clang emits for it.
private let categoryHeader = """
    #import <Foundation/Foundation.h>
    @interface GVUserDefaults : NSObject
    @end

    @interface GVUserDefaults (UserInfo)
    @property (nonatomic, copy) NSString *nickName;
    @property (nonatomic, copy) NSString *account;
    @property (nonatomic, copy) NSString *password;
    @property (nonatomic, assign, getter=isVIPUser) BOOL vip;
    @property (nonatomic, assign) NSInteger launchCount;
    @end

    @implementation GVUserDefaults (UserInfo)
    @dynamic nickName, account, password, vip, launchCount;
    @end
    """

/// The category's `-setupDefaults` and `-transformKey:` (GVUserDefaults' hooks), which MiniObjC
/// takes as Swift values.
private let setupDefaultsText = """
    - (NSDictionary *)setupDefaults { return @{@"nickName": @"guest", @"launchCount": @0, @"vip": @NO}; }
    - (NSString *)transformKey:(NSString *)key { return [@"UserInfo." stringByAppendingString:key]; }
    """

private func step(_ n: Int, _ title: String) {
    print("\n── \(n). \(title)")
}

private func hex(_ p: UnsafeRawPointer?) -> String {
    guard let p else { return "nil" }
    return "0x" + String(UInt(bitPattern: p), radix: 16)
}

@Sendable
private func runDefaultsDemo() throws {
    print("GVUserDefaults from scratch — declare properties, and typed getters and setters appear at run time.")

    step(1, "The category header, and its setupDefaults / transformKey:")
    print(categoryHeader.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
    print(setupDefaultsText.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))

    step(2, "The header loaded into the runtime (ObjCHeaders: RuntimeInstaller.install)")
    let report = try RuntimeInstaller.install(categoryHeader, fileName: "GVUserDefaults+UserInfo.h")
    guard let cls = (report.classes + report.reusedClasses).first(where: { $0.name == "GVUserDefaults" }) else {
        throw AccessorError.runtime("the header did not define GVUserDefaults")
    }
    let className = cls.name
    print("    class \(className) (superclass \(cls.superclass?.name ?? "none")), category UserInfo: \(cls.properties.count) properties, all @dynamic")
    print("    respondsToSelector:@selector(nickName) → \(cls.instancesRespond(to: "nickName") ? "YES" : "NO")")

    step(3, "class_copyPropertyList + property_getAttributes, read back")
    for p in cls.properties {
        let attrs = try PropertyAttributes.parse(p.attributes)
        let getter = attrs.getterName(forProperty: p.name)
        let setter = attrs.setterName(forProperty: p.name) ?? "(readonly)"
        let search = attrs.getter != nil ? "found ,G → \(getter)" : "no ,G → \(getter)"
        print("    \(p.name.padded(to: 12)) \(p.attributes.padded(to: 22)) type '\(attrs.typeEncoding ?? "?")'  \(search);  setter \(setter)")
    }

    let dir = "/tmp/objcrt-demo-defaults-\(getpid())"
    defer { removeDemoDirectory(dir) }
    let store = try DefaultsStore(suiteName: "com.example.userinfo", directory: dir, arguments: [])

    step(4, "setupDefaults → transformKey → registerDefaults, then class_addMethod for every @dynamic property")
    let accessors = try DefaultsAccessors(
        for: cls, store: store, transformKey: { "UserInfo." + $0 },
        setupDefaults: ["nickName": "guest", "launchCount": 0, "vip": false])
    for (k, v) in store.volatileDomain(forName: DefaultsStore.registrationDomainName).sorted(by: { $0.key < $1.key }) {
        print("    registered \(k) = \(v)")
    }
    for a in accessors.accessors {
        print("    type '\(a.type)' → \(a.type.impName)")
        print("        class_addMethod(\(className), @selector(\(a.getter)), \(hex(cls.methodImplementation(for: Selector(a.getter)))), \"\(a.getterTypes)\")")
        if let s = a.setter, let t = a.setterTypes {
            print("        class_addMethod(\(className), @selector(\(s)), \(hex(cls.methodImplementation(for: Selector(s)))), \"\(t)\")")
        }
    }
    print("    mapping (_cmd → key): " + accessors.mapping.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }.joined(separator: ", "))

    step(5, "UserInfo.nickName = \"bob\" — a message send to the generated setter")
    let userInfo = accessors.proxy
    print("    before: nickName = \(userInfo.nickName as String), launchCount = \(userInfo.launchCount as Int), vip = \(userInfo.vip as Bool)")
    userInfo.nickName = "bob"
    userInfo.account = "bob@example.com"
    userInfo.password = "s3cret"
    print("    [userInfo setNickName:@\"bob\"] → objectSetter → store[\"UserInfo.nickName\"] = \(store.object(forKey: "UserInfo.nickName").map { "\($0)" } ?? "nil")")
    let count: Int = userInfo.launchCount
    userInfo.launchCount = count + 1
    userInfo.vip = true
    let vip = try accessors.instance.send("isVIPUser", as: Bool.self)
    print("    [userInfo setLaunchCount:\(count + 1)]; [userInfo isVIPUser] (custom getter) → \(vip ? "YES" : "NO")")
    print("    after:  nickName = \(userInfo.nickName as String), launchCount = \(userInfo.launchCount as Int)")

    step(6, "The plist file on disk (synchronize; the background flush would land it within 100 ms anyway)")
    try accessors.synchronize()
    let path = DefaultsDirectory(path: dir).filePath(of: "com.example.userinfo")
    print("    \(path)")
    let onDisk = try PlistFile.read(path)
    print(String(decoding: PropertyList.encode(onDisk, format: .xml), as: UTF8.self)
        .split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))

    step(7, "restore() — every property back to its setupDefaults value, through the setters")
    try accessors.restore()
    print("    nickName = \(userInfo.nickName as String), launchCount = \(userInfo.launchCount as Int), vip = \(userInfo.vip as Bool)")
    print("    account (no default, untouched) = \(userInfo.account as String)")
    print("\nDone. The store chapter: Docs/DefaultsStore.md; this story: Docs/GVUserDefaultsFromScratch.md.")
}

private func removeDemoDirectory(_ dir: String) {
    for name in DefaultsDirectory(path: dir).domainNames() { _ = try? DefaultsDirectory(path: dir).delete(name) }
    if let d = opendir(dir) {
        var names: [String] = []
        while let e = readdir(d) {
            let n = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if n != "." && n != ".." { names.append(n) }
        }
        closedir(d)
        for n in names { unlink(dir + "/" + n) }
    }
    rmdir(dir)
}

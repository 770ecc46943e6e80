import ObjCRuntime
import Testing
@testable import DynamicDefaults
import MiniObjCTestSupport

/// Accessor generation from property attribute strings, on classes built by hand.
@Suite struct AccessorGenerationTests {
    /// The demo's `UserInfo` category: `nickName`, `account`, `password`, a BOOL with a custom
    /// getter, an integer.
    static func userInfoClass(extra: [(String, String)] = []) throws -> ObjCClass {
        let b = try ClassBuilder(name: uniqueName("UserInfo"))
        for (name, attrs) in [("nickName", "T@\"NSString\",C,N,D"), ("account", "T@\"NSString\",C,N,D"),
                              ("password", "T@\"NSString\",C,N,D"), ("isVip", "Tc,N,GisVIPUser,D"),
                              ("launchCount", "Tq,N,D"), ("synthesized", "Tq,N,V_synthesized")] + extra {
            try b.addProperty(name, attributes: attrs)
        }
        return try b.register()
    }

    static func store() throws -> (DefaultsStore, String) {
        let dir = makeTempDirectory("acc")
        return (try DefaultsStore(suiteName: "com.example.userinfo", directory: dir, arguments: []), dir)
    }

    @Test func installsGettersAndSettersForDynamicPropertiesOnly() throws {
        let cls = try Self.userInfoClass(extra: [("token", "T@\"NSString\",R,N,D"), ("custom", "Ti,N,SstoreCustom:,D")])
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        let acc = try DefaultsAccessors(for: cls, store: store)
        let byName = Dictionary(uniqueKeysWithValues: acc.accessors.map { ($0.property, $0) })
        #expect(byName["synthesized"] == nil)
        #expect(byName["isVip"]?.getter == "isVIPUser")
        #expect(byName["isVip"]?.setter == "setIsVip:")
        #expect(byName["isVip"]?.getterTypes == "c@:")
        #expect(byName["isVip"]?.setterTypes == "v@:c")
        #expect(byName["launchCount"]?.type.code == .longLong)
        #expect(byName["nickName"]?.type.code == .object)
        // The carried types come from the type-code table: every row with an IMP pair's C type.
        #expect(AccessorType.allCases.map(\.description).joined() == "cCsSiIlLqQfdB@")
        #expect(AccessorType(.long)?.impName == "intGetter / intSetter")
        #expect(byName["token"]?.setter == nil, "readonly: no setter")
        #expect(byName["custom"]?.setter == "storeCustom:")
        #expect(cls.instancesRespond(to: "isVIPUser"))
        #expect(cls.instancesRespond(to: "setLaunchCount:"))
        #expect(cls.instancesRespond(to: "storeCustom:"))
        #expect(!cls.instancesRespond(to: "setToken:"))
        #expect(cls.instanceMethod(for: "launchCount")?.typeEncoding == "q@:")
        #expect(acc.mapping["setNickName:"] == "nickName")
    }

    @Test func messagesGoThroughTheStore() throws {
        let cls = try Self.userInfoClass()
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        let acc = try DefaultsAccessors(for: cls, store: store)
        try acc.instance.send("setLaunchCount:", 41, as: Void.self)
        #expect(store.integer(forKey: "launchCount") == 41)
        store.set(42, forKey: "launchCount")
        #expect(try acc.instance.send("launchCount", as: Int.self) == 42)
        try acc.instance.send("setNickName:", ObjCObject.string("bob"), as: Void.self)
        #expect(store.string(forKey: "nickName") == "bob")
        #expect(try acc.instance.send("nickName")?.stringValue == "bob")
        try acc.instance.send("setNickName:", nil as ObjCObject?, as: Void.self)
        #expect(store.object(forKey: "nickName") == nil, "setting nil removes the key")
        store.set("YES", forKey: "isVip")
        #expect(try acc.get("isVip") == 1)
    }

    @Test func setupDefaultsTransformKeyRegisterAndRestore() throws {
        let cls = try Self.userInfoClass()
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        let acc = try DefaultsAccessors(for: cls, store: store, transformKey: { "UserInfo." + $0 },
                                        setupDefaults: ["nickName": "guest", "launchCount": 1, "isVip": false])
        #expect(store.volatileDomain(forName: DefaultsStore.registrationDomainName)["UserInfo.nickName"] == "guest")
        let user = acc.proxy
        #expect(user.nickName == "guest")
        user.nickName = "bob"
        user.launchCount = 5
        user.isVip = true
        #expect(store.string(forKey: "UserInfo.nickName") == "bob")
        #expect(store.integer(forKey: "UserInfo.launchCount") == 5)
        #expect(store.object(forKey: "UserInfo.isVip") == true, "a BOOL is stored as a plist boolean")
        let n: Int = user.launchCount
        #expect(n == 5)
        try acc.restore()
        #expect(store.string(forKey: "UserInfo.nickName") == "guest")
        #expect(store.integer(forKey: "UserInfo.launchCount") == 1)
        #expect(user.isVip == false)
        try acc.synchronize()
        #expect(try DefaultsDirectory(path: dir).read("com.example.userinfo")?["UserInfo.nickName"] == "guest")
    }

    @Test func restoreUsesKVCAndCustomSetters() throws {
        let cls = try Self.userInfoClass(extra: [("custom", "Ti,N,SstoreCustom:,D"), ("ratio", "Td,N,D")])
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        let acc = try DefaultsAccessors(for: cls, store: store,
                                        setupDefaults: ["custom": 5, "ratio": 0.5, "isVip": true, "nickName": "guest"])
        acc.proxy.custom = 9
        acc.proxy.ratio = 2.0
        acc.proxy.isVip = false
        acc.proxy.nickName = "bob"
        try acc.restore()
        #expect(store.integer(forKey: "custom") == 5)
        #expect(store.double(forKey: "ratio") == 0.5)
        #expect(store.bool(forKey: "isVip"))
        #expect(store.string(forKey: "nickName") == "guest")
    }

    @Test func unsupportedTypesAreReportedTogetherBeforeAnythingIsInstalled() throws {
        let cls = try Self.userInfoClass(extra: [
            ("frame", "T{CGRect={CGPoint=dd}{CGSize=dd}},N,D"), ("buffer", "T^v,N,D"), ("name", "T*,N,D"),
            ("cls", "T#,N,D"), ("action", "T:,N,D"), ("precise", "TD,N,D"), ("u", "T(U=iq),N,D"), ("arr", "T[4i],N,D"),
        ])
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        #expect {
            _ = try DefaultsAccessors(for: cls, store: store, setupDefaults: ["nickName": "x"])
        } throws: { e in
            guard case AccessorError.unsupportedProperties(_, let list) = e else { return false }
            return Set(list.map(\.name)) == ["frame", "buffer", "name", "cls", "action", "precise", "u", "arr"]
                && list.first { $0.name == "buffer" }?.typeEncoding == "^v"
        }
        #expect(!cls.instancesRespond(to: "nickName"), "nothing installed")
        #expect(store.object(forKey: "nickName") == nil, "nothing registered")
    }

    @Test func badAttributeStringsAreTypedErrors() throws {
        let cls = try Self.userInfoClass(extra: [("broken", "T{oops,D")])
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        #expect(throws: AccessorError.self) { _ = try DefaultsAccessors(for: cls, store: store) }
    }

    @Test func reloadSwitchesTheStoreAndKeys() throws {
        let cls = try Self.userInfoClass()
        let (first, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        let acc = try DefaultsAccessors(for: cls, store: first, transformKey: { "alice." + $0 })
        acc.proxy.launchCount = 3
        let second = try DefaultsStore(suiteName: "com.example.bob", directory: dir, arguments: [])
        try acc.reload(store: second, transformKey: .some({ "bob." + $0 }))
        acc.proxy.launchCount = 9
        #expect(first.integer(forKey: "alice.launchCount") == 3)
        #expect(second.integer(forKey: "bob.launchCount") == 9)
        #expect(first.object(forKey: "bob.launchCount") == nil)
        let n: Int = acc.proxy.launchCount
        #expect(n == 9)
    }

    @Test func oneInstancePerClass() throws {
        let a = try Self.userInfoClass(), b = try Self.userInfoClass()
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        let a1 = try DefaultsAccessors.standard(for: a, store: store)
        let a2 = try DefaultsAccessors.standard(for: a, store: store)
        let b1 = try DefaultsAccessors.standard(for: b, store: store, transformKey: { "b." + $0 })
        #expect(a1 === a2)
        #expect(a1 !== b1)
        a1.proxy.launchCount = 1
        b1.proxy.launchCount = 2
        #expect(store.integer(forKey: "launchCount") == 1)
        #expect(store.integer(forKey: "b.launchCount") == 2)
    }

    /// A standard instance is an instance of its class, so the class stays in use until the
    /// instance is discarded; then it can be disposed, and a class made afterwards gets a
    /// standard instance of its own on the same store.
    @Test func aStandardInstanceHoldsItsClassUntilDiscarded() throws {
        let cls = try Self.userInfoClass()
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        try DefaultsAccessors.standard(for: cls, store: store).proxy.launchCount = 4
        #expect(throws: ObjCError.classInUse(name: cls.name, liveInstances: 1, subclasses: 0)) { try cls.dispose() }
        #expect(DefaultsAccessors.discardStandard(for: cls) != nil)
        try cls.dispose()
        #expect(cls.isDisposed && DefaultsAccessors.discardStandard(for: cls) == nil)
        let again = try Self.userInfoClass()
        let n: Int = try DefaultsAccessors.standard(for: again, store: store).proxy.launchCount
        #expect(n == 4)
    }

    @Test func unknownPropertiesThroughTheProxyAreErrorsNotCrashes() throws {
        let cls = try Self.userInfoClass()
        let (store, dir) = try Self.store()
        defer { flushStoresAndRemove(dir) }
        let acc = try DefaultsAccessors(for: cls, store: store)
        let user = acc.proxy
        let reported = LockedValue<[String]>([])
        let token = acc.onProxyError { e in reported.withLock { $0.append("\(e)") } }
        let missing: Int = user.doesNotExist
        #expect(missing == 0)
        user.synthesized = 4
        #expect(store.object(forKey: "synthesized") == nil)
        let errors = reported.withLock { $0 }
        #expect(errors.count == 2)
        #expect(errors.first?.contains("doesNotExist") == true)
        // The throwing path says the same to its caller.
        #expect(throws: AccessorError.unknownProperty(className: cls.name, property: "doesNotExist")) {
            try acc.get("doesNotExist")
        }
        token.cancel()
        let _: Int = user.doesNotExist
        #expect(reported.withLock { $0.count } == 2, "a cancelled handler hears nothing")
    }
}

import KeyValueObserving
import ObjCHeaders
import ObjCRuntime
import Synchronization
import Testing

/// The examples of the DocC catalog (`Sources/KeyValueObserving/KeyValueObserving.docc`), run
/// as written there, with what the page's comments say checked. (No other test declares a
/// `BankAccount`.)
@Suite struct DocExampleTests {
    @Test func kvoLandingPageExample() throws {
        try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface BankAccount : NSObject
            @property (nonatomic) NSInteger balance;
            @end
            """, fileName: "BankAccount.h")
        let account = try ObjCClass.named("BankAccount").new()

        let seen = Mutex<[String]>([])
        let observation = try account.observe("balance", options: [.old, .new]) { change in
            let old = (try? change.oldValue?.objcDescription()) ?? "nil"
            let new = (try? change.newValue?.objcDescription()) ?? "nil"
            seen.withLock { $0.append("\(old) -> \(new)") }
        }
        try account.send("setBalance:", 100, as: Void.self)
        #expect(seen.withLock { $0 } == ["0 -> 100"])
        #expect(account.objcClass.name == "NSKVONotifying_BankAccount")
        #expect(try account.send("class", as: ObjCClass?.self)?.name == "BankAccount")
        observation.invalidate()
        try account.send("setBalance:", 150, as: Void.self)
        #expect(seen.withLock { $0 } == ["0 -> 100"])
        #expect(account.objcClass.name == "NSKVONotifying_BankAccount")

        let owner = try ObjCClass.nsObject.new()
        let controller = KVOController(observer: owner)
        let told = Mutex<[String]>([])
        try controller.observe(account, keyPath: "balance", options: [.new]) { observer, object, change in
            let new = (try? change.newValue?.objcDescription()) ?? "nil"
            told.withLock { $0.append("\(observer == owner) \(object == account) \(new)") }
        }
        try account.send("setBalance:", 250, as: Void.self)
        controller.unobserveAll()
        try account.send("setBalance:", 300, as: Void.self)
        #expect(told.withLock { $0 } == ["true true 250"])
    }
}

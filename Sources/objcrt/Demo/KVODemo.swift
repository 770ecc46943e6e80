import KeyValueObserving
import ObjCHeaders
import ObjCRuntime

/// `objcrt demo kvo`: KVO by isa-swizzling (seed 003) — the class an observed object
/// really has, the subclass made for it, a setter that notifies, and a KVOController block.
let kvoDemoTopic = DemoTopic(name: "kvo", summary: "KVO by isa-swizzling and KVOController") {
    try runKVODemo()
}

private typealias KVODemoObserveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                     UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
private typealias KVODemoSetInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Void

/// The demo observer's `-observeValueForKeyPath:ofObject:change:context:`: prints the change.
private let kvoDemoObserve: KVODemoObserveFn = { _, _, keyPath, _, change, _ in
    let path = keyPath.flatMap { ObjCObject(retaining: $0).stringValue } ?? "?"
    print("   observer: -observeValueForKeyPath:@\"\(path)\" change: \(kvoDemoDescribe(change.map { ObjCObject(retaining: $0) }))")
}

private func kvoDemoDescribe(_ change: ObjCObject?) -> String {
    guard let entries = change?.dictionaryEntries else { return "nil" }
    let parts = entries.map { entry in
        "\(entry.key.stringValue ?? "?") = \((try? entry.value.objcDescription()) ?? "?")"
    }
    return "{ " + parts.joined(separator: ", ") + " }"
}

private func runKVODemo() throws {
    let header = """
        #import <Foundation/Foundation.h>
        @interface KVODemoAccount : NSObject
        @property (nonatomic) NSInteger balance;
        @property (nonatomic, copy) NSString *owner;
        @end
        """
    if ObjCClass.lookUp("KVODemoAccount") == nil { _ = try RuntimeInstaller.install(header, fileName: "account.h") }
    let accountClass = try ObjCClass.named("KVODemoAccount")
    let observerClass: ObjCClass
    if let existing = ObjCClass.lookUp("KVODemoObserver") {
        observerClass = existing
    } else {
        let builder = try ClassBuilder(name: "KVODemoObserver")
        try builder.addMethod(ObserverCallback.selector, types: ObserverCallback.types, function: kvoDemoObserve)
        observerClass = try builder.register()
    }
    let account = try accountClass.new()
    let observer = try observerClass.new()

    print(header)
    print("1. Before observing:")
    print("   object_getClass(account) = \(account.objcClass.name)")
    print("   [account class]          = \(try account.sendClass("class")?.name ?? "nil")")

    try account.addObserver(observer, forKeyPath: "balance", options: [.old, .new])
    print("2. [account addObserver:observer forKeyPath:@\"balance\" options:Old|New context:NULL]")
    print("   object_getClass(account) = \(account.objcClass.name)   <- the isa was swizzled")
    print("   [account class]          = \(try account.sendClass("class")?.name ?? "nil")   <- -class hides it")

    let notifying = account.objcClass
    print("3. \(notifying.name) (superclass \(notifying.superclass?.name ?? "nil")) was made at run time:")
    for method in notifying.methods.sorted(by: { $0.selector.name < $1.selector.name }) {
        print("   -\(method.selector.name)  \(method.typeEncoding)")
    }

    print("4. [account setBalance:100]; [account setBalance:250];")
    for value in [100, 250] {
        try account.withIMP(for: "setBalance:", as: KVODemoSetInt.self) { f, r, s in f(r, s, value) }
    }

    print("5. A KVOController observing owner with a block:")
    let controller = KVOController(observer: observer)
    try controller.observe(account, keyPath: "owner", options: [.old, .new]) { _, object, change in
        let old = (try? change.oldValue?.objcDescription()) ?? "nil"
        let new = (try? change.newValue?.objcDescription()) ?? "nil"
        print("   block: \((try? object.sendClass("class"))??.name ?? "?") owner \(old) -> \(new)  (\(KVOController.keyPathKey) = \(change.keyPath))")
    }
    try account.setValue(.string("Ada"), forKey: "owner")
    controller.unobserveAll()
    try account.setValue(.string("Grace"), forKey: "owner")
    print("   after unobserveAll, setting owner again prints nothing; the isa stays \(account.objcClass.name)")
    try account.removeObserver(observer, forKeyPath: "balance")
}

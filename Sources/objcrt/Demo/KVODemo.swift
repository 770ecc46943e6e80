import KeyValueObserving
import ObjCHeaders
import ObjCRuntime

/// `objcrt demo kvo`: KVO by isa-swizzling (`Docs/KeyValueObserving.md`) — the class an observed object
/// really has, the subclass made for it, a setter that notifies, a KVOController block, and
/// a dependent key (`fullName` from `firstName` and `lastName`) firing.
let kvoDemoTopic = DemoTopic(name: "kvo", summary: "KVO by isa-swizzling, KVOController, dependent keys") {
    try runKVODemo()
    try runDependentKeyDemo()
}

private typealias KVODemoObserveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                     UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void

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
    print("   [account class]          = \(try account.send("class", as: ObjCClass?.self)?.name ?? "nil")")

    try account.addObserver(observer, forKeyPath: "balance", options: [.old, .new])
    print("2. [account addObserver:observer forKeyPath:@\"balance\" options:Old|New context:NULL]")
    print("   object_getClass(account) = \(account.objcClass.name)   <- the isa was swizzled")
    print("   [account class]          = \(try account.send("class", as: ObjCClass?.self)?.name ?? "nil")   <- -class hides it")

    let notifying = account.objcClass
    print("3. \(notifying.name) (superclass \(notifying.superclass?.name ?? "nil")) was made at run time:")
    for method in notifying.methods.sorted(by: { $0.selector.name < $1.selector.name }) {
        print("   -\(method.selector.name)  \(method.typeEncoding)")
    }

    print("4. [account setBalance:100]; [account setBalance:250];")
    for value in [100, 250] {
        try account.send("setBalance:", value, as: Void.self)
    }

    print("5. A KVOController observing owner with a block:")
    let controller = KVOController(observer: observer)
    try controller.observe(account, keyPath: "owner", options: [.old, .new]) { _, object, change in
        let old = (try? change.oldValue?.objcDescription()) ?? "nil"
        let new = (try? change.newValue?.objcDescription()) ?? "nil"
        print("   block: \((try? object.send("class", as: ObjCClass?.self))??.name ?? "?") owner \(old) -> \(new)  (\(KVOController.keyPathKey) = \(change.keyPath))")
    }
    try account.setValue(.string("Ada"), forKey: "owner")
    controller.unobserveAll()
    try account.setValue(.string("Grace"), forKey: "owner")
    print("   after unobserveAll, setting owner again prints nothing; the isa stays \(account.objcClass.name)")
    try account.removeObserver(observer, forKeyPath: "balance")
}

private typealias KVODemoGetter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?

/// An object result returned +0, as a getter returns it.
private func kvoDemoAutoreleased(_ object: ObjCObject?) -> UnsafeMutableRawPointer? {
    guard let object else { return nil }
    AutoreleasePool.add(object)
    return object.pointer
}

/// `- (NSString *)fullName { return [NSString stringWithFormat:@"%@ %@", firstName, lastName]; }`
private let kvoDemoFullName: KVODemoGetter = { receiver, _ in
    guard let receiver else { return nil }
    let me = ObjCObject(retaining: receiver)
    let first = (try? me.value(forKey: "firstName"))??.stringValue ?? ""
    let last = (try? me.value(forKey: "lastName"))??.stringValue ?? ""
    return kvoDemoAutoreleased(.string("\(first) \(last)"))
}

/// `+ (NSSet *)keyPathsForValuesAffectingFullName { return @[@"firstName", @"lastName"]; }`
private let kvoDemoAffectingFullName: KVODemoGetter = { _, _ in
    kvoDemoAutoreleased(try? ObjCObject.array([.string("firstName"), .string("lastName")]))
}

private func runDependentKeyDemo() throws {
    let header = """
        @interface KVODemoPerson : NSObject
        @property (nonatomic, copy) NSString *firstName;
        @property (nonatomic, copy) NSString *lastName;
        @property (nonatomic, readonly) NSString *fullName;   // computed below
        @end
        """
    if ObjCClass.lookUp("KVODemoPerson") == nil {
        _ = try RuntimeInstaller.install("#import <Foundation/Foundation.h>\n" + header, fileName: "person.h")
        let person = try ObjCClass.named("KVODemoPerson")
        _ = person.replaceMethod("fullName", types: "@16@0:8", imp: unsafeBitCast(kvoDemoFullName, to: IMP.self))
        try person.metaclass.addMethod("keyPathsForValuesAffectingFullName", types: "@16@0:8",
                                       imp: unsafeBitCast(kvoDemoAffectingFullName, to: IMP.self))
    }
    let person = try ObjCClass.named("KVODemoPerson").new()
    print("")
    print("6. A dependent key. fullName has no setter; the class declares what it is computed from:")
    print(header.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))
    print("   + (NSSet *)keyPathsForValuesAffectingFullName { return [NSSet setWithObjects:@\"firstName\", @\"lastName\", nil]; }")
    let token = try person.observe("fullName", options: [.old, .new]) { change in
        let old = change.oldValue?.stringValue ?? "nil", new = change.newValue?.stringValue ?? "nil"
        print("   observer of fullName: \"\(old)\" -> \"\(new)\"")
    }
    print("   Observing fullName made KVO override -setFirstName: and -setLastName: too.")
    print("   [person setFirstName:@\"Ada\"];")
    try person.setValue(.string("Ada"), forKey: "firstName")
    print("   [person setLastName:@\"Lovelace\"];")
    try person.setValue(.string("Lovelace"), forKey: "lastName")
    token.invalidate()
}

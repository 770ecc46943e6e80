import Foundation
import ObjCHeaders
import ObjCRuntime
@testable import KeyValueObserving

private typealias GetObject = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
private typealias GetInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int


/// `+keyPathsForValuesAffecting<Key>` answering `paths` as an NSArray.
private func affecting(_ paths: [String]) -> UnsafeMutableRawPointer? {
    autoreleased(try? ObjCObject.array(paths.map { .string($0) }))
}

private func string(_ receiver: UnsafeMutableRawPointer?, _ key: String) -> String {
    guard let receiver else { return "" }
    return (try? ObjCObject(retaining: receiver).value(forKey: key))??.stringValue ?? ""
}

private func integer(_ receiver: UnsafeMutableRawPointer?, _ key: String) -> Int {
    guard let receiver, let n = try? ObjCObject(retaining: receiver).value(forKey: key) else { return 0 }
    return Int(number(n) ?? 0)
}

/// `KVOTName`: stored `firstName`, `lastName`, `boss`, `leaf`; computed keys declaring what
/// affects them, as GNUstep's and Apple's dependent-key examples do:
/// - `fullName` ← `firstName`, `lastName` (`+keyPathsForValuesAffectingFullName`);
/// - `greeting` ← `fullName` (a chain: a first-name change reaches it through `fullName`);
/// - `bossName` ← `boss.firstName` (a dotted affecting path);
/// - `a` ↔ `b` (a cycle), `derived` ← `a`, `leaf` (GNUstep's cyclicalDependencies test);
/// - `x` → `y` → `z` → `x` (a three-key cycle), `derived3` ← `x`, `leaf`;
/// - `initials` declared through an override of `+keyPathsForValuesAffectingValueForKey:`.
enum DependentKeyFixture {
    static let header = """
        #import <Foundation/Foundation.h>
        @interface KVOTName : NSObject
        @property (nonatomic, copy) NSString *firstName;
        @property (nonatomic, copy) NSString *lastName;
        @property (nonatomic, strong) id boss;
        @property (nonatomic) NSInteger leaf;
        @end
        """

    private static let installed: Result<ObjCClass, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "dependent.h")
        let cls = try ObjCClass.named("KVOTName")
        let fullName: GetObject = { r, _ in
            autoreleased(.string("\(string(r, "firstName")) \(string(r, "lastName"))"))
        }
        let greeting: GetObject = { r, _ in autoreleased(.string("Hello, \(string(r, "fullName"))")) }
        let bossName: GetObject = { r, _ in
            guard let r, let boss = try? ObjCObject(retaining: r).value(forKey: "boss") else { return nil }
            return autoreleased(try? boss.value(forKey: "firstName"))
        }
        let initials: GetObject = { r, _ in
            autoreleased(.string("\(string(r, "firstName").prefix(1))\(string(r, "lastName").prefix(1))"))
        }
        let leafCopy: GetInt = { r, _ in integer(r, "leaf") }
        let derived: GetInt = { r, _ in integer(r, "a") + integer(r, "leaf") }
        let derived3: GetInt = { r, _ in integer(r, "x") + integer(r, "leaf") }
        for (name, imp) in [("fullName", fullName), ("greeting", greeting), ("bossName", bossName), ("initials", initials)] {
            try cls.addMethod(Selector(name), types: "@16@0:8", imp: unsafeBitCast(imp, to: IMP.self))
        }
        for (name, imp) in [("a", leafCopy), ("b", leafCopy), ("x", leafCopy), ("y", leafCopy), ("z", leafCopy),
                            ("derived", derived), ("derived3", derived3)] {
            try cls.addMethod(Selector(name), types: "q16@0:8", imp: unsafeBitCast(imp, to: IMP.self))
        }
        let classMethods: [(String, GetObject)] = [
            ("keyPathsForValuesAffectingFullName", { _, _ in affecting(["firstName", "lastName"]) }),
            ("keyPathsForValuesAffectingGreeting", { _, _ in affecting(["fullName"]) }),
            ("keyPathsForValuesAffectingBossName", { _, _ in affecting(["boss.firstName"]) }),
            ("keyPathsForValuesAffectingA", { _, _ in affecting(["b"]) }),
            ("keyPathsForValuesAffectingB", { _, _ in affecting(["a"]) }),
            ("keyPathsForValuesAffectingDerived", { _, _ in affecting(["a", "leaf"]) }),
            ("keyPathsForValuesAffectingX", { _, _ in affecting(["y"]) }),
            ("keyPathsForValuesAffectingY", { _, _ in affecting(["z"]) }),
            ("keyPathsForValuesAffectingZ", { _, _ in affecting(["x"]) }),
            ("keyPathsForValuesAffectingDerived3", { _, _ in affecting(["x", "leaf"]) }),
        ]
        for (name, imp) in classMethods {
            try cls.metaclass.addMethod(Selector(name), types: "@16@0:8", imp: unsafeBitCast(imp, to: IMP.self))
        }
        // + (NSSet *)keyPathsForValuesAffectingValueForKey:(NSString *)key — `initials` here,
        // everything else from NSObject's version (a [super …] send).
        let general: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { r, cmd, key in
            guard let r, let cmd, let key else { return nil }
            if ObjCObject(retaining: key).stringValue == "initials" { return affecting(["firstName", "lastName"]) }
            let sup = MessageSend.lookupSuper(r, from: ObjCClass.nsObject.metaclass, Selector(rawValue: cmd))
            typealias Fn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
            return unsafeBitCast(sup, to: Fn.self)(r, cmd, key)
        }
        KeyValueObserving.install()
        try cls.metaclass.addMethod("keyPathsForValuesAffectingValueForKey:", types: "@24@0:8@16",
                                    imp: unsafeBitCast(general, to: IMP.self))
        return cls
    }

    /// `KVOTName`, installed on first use.
    static func name() throws -> ObjCClass { try installed.get() }
}

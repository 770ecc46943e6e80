import ObjCHeaders
import ObjCRuntime
@testable import KeyValueObserving

private typealias R = UnsafeMutableRawPointer?
private typealias C = UnsafeRawPointer?
private typealias GetObject = @convention(c) (R, C) -> R
private typealias GetBool = @convention(c) (R, C) -> Bool
private typealias SetObject = @convention(c) (R, C, R) -> Void
private typealias Action = @convention(c) (R, C) -> Void

/// `+keyPathsForValuesAffecting<Key>` answering `paths` as an NSArray.
private func affecting(_ paths: [String]) -> R {
    autoreleased(try? ObjCObject.array(paths.map { .string($0) }))
}

private func ivar(_ receiver: UnsafeMutableRawPointer, _ name: String) -> Ivar? {
    ObjCClass(ofObject: receiver).ivar(named: name)
}

/// The object in ivar `name` of `receiver`, +0 (as a getter returns it).
private func ivarObject(_ receiver: R, _ name: String) -> R {
    guard let receiver, let ivar = ivar(receiver, name) else { return nil }
    return autoreleased(try? ivar.object(in: ObjCObject(retaining: receiver)))
}

private func isSet(_ object: ObjCObject?, _ key: String) -> Bool {
    guard let value = try? object?.value(forKey: key) else { return false }
    return value != ObjCObject.null
}

/// The test class of GNUstep's `general.m` (its `TestKVOObject` and `TestKVOObject2`),
/// rebuilt from header text plus the hand-written methods that class has:
/// - `-setBasicObjectProperty:` also stores `!!!value!!!` as `derivedObjectProperty` and
///   `---derived---` as `keyDerivedTwoTimes` (both nil until the first set);
/// - dependent keys: `derivedObjectProperty` ← `basicObjectProperty`, `keyDerivedTwoTimes` ←
///   `derivedObjectProperty`, `derivedCascadableKey` ← `cascadableKey`, `recursiveDependent1`
///   ↔ `recursiveDependent2`, `dependsOnTwoKeys` ← `boolTrigger1`, `boolTrigger2`,
///   `dependsOnTwoSubKeys` ← `cascadableKey.boolTrigger1`, `cascadableKey.boolTrigger2`;
/// - no automatic notifications for `manuallyNotifyingIntegerProperty` (an ivar changed by
///   `-incrementManualIntegerProperty` inside a manual will/did pair) and
///   `nonNotifyingObjectProperty`;
/// - `ivarWithoutSetter`: an ivar only, written through KVC;
/// - `structProperty`: a `{GSTStruct=iii}` by value, its accessors closure IMPs.
enum GNUstepGeneralFixture {
    static let header = """
        #import <Foundation/Foundation.h>
        typedef struct GSTStruct { int a, b, c; } GSTStruct;
        @interface GSTKVOObject : NSObject {
            NSString *_internal_derivedObjectProperty;
            NSString *_internal_keyDerivedTwoTimes;
            int _manuallyNotifyingIntegerProperty;
            int _ivarWithoutSetter;
        }
        @property (nonatomic, strong) NSString *nonNotifyingObjectProperty;
        @property (nonatomic, strong) NSString *basicObjectProperty;
        @property (nonatomic) uint32_t basicPodProperty;
        @property (nonatomic) GSTStruct structProperty;
        @property (nonatomic, strong) GSTKVOObject *cascadableKey;
        @property (nonatomic, strong) id recursiveDependent1;
        @property (nonatomic, strong) id recursiveDependent2;
        @property (nonatomic, strong) NSMutableDictionary *dictionaryProperty;
        @property (nonatomic, strong) id boolTrigger1;
        @property (nonatomic, strong) id boolTrigger2;
        @end
        @interface GSTKVOObject2 : NSObject
        @property (nonatomic) float someFloat;
        @end
        """

    /// `@encode(GSTStruct)`.
    static let structEncoding = "{GSTStruct=iii}"

    private static let installed: Result<ObjCClass, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "gnustep-general.h")
        let cls = try ObjCClass.named("GSTKVOObject")
        let setBasic: SetObject = { r, _, v in
            guard let r, let basicIvar = ivar(r, "_basicObjectProperty"), let derivedIvar = ivar(r, "_internal_derivedObjectProperty"),
                  let twiceIvar = ivar(r, "_internal_keyDerivedTwoTimes") else { return }
            let me = ObjCObject(retaining: r)
            let value = v.map { ObjCObject(retaining: $0) }
            let text = value.map { $0.stringValue ?? $0.description } ?? "(null)"
            try? basicIvar.setObject(value, in: me)
            try? derivedIvar.setObject(.string("!!!\(text)!!!"), in: me)
            try? twiceIvar.setObject(.string("---!!!\(text)!!!---"), in: me)
        }
        _ = cls.replaceMethod("setBasicObjectProperty:", types: "v24@0:8@16", imp: unsafeBitCast(setBasic, to: IMP.self))
        let getters: [(String, GetObject)] = [
            ("derivedObjectProperty", { r, _ in ivarObject(r, "_internal_derivedObjectProperty") }),
            ("keyDerivedTwoTimes", { r, _ in ivarObject(r, "_internal_keyDerivedTwoTimes") }),
            ("derivedCascadableKey", { r, _ in ivarObject(r, "_cascadableKey") }),
        ]
        for (name, imp) in getters { _ = cls.replaceMethod(Selector(name), types: "@16@0:8", imp: unsafeBitCast(imp, to: IMP.self)) }
        let bools: [(String, GetBool)] = [
            ("dependsOnTwoKeys", { r, _ in
                guard let r else { return false }
                let me = ObjCObject(retaining: r)
                return isSet(me, "boolTrigger1") && isSet(me, "boolTrigger2")
            }),
            ("dependsOnTwoSubKeys", { r, _ in
                guard let r, let child = try? ObjCObject(retaining: r).value(forKey: "cascadableKey"),
                      child != ObjCObject.null else { return false }
                return isSet(child, "boolTrigger1") && isSet(child, "boolTrigger2")
            }),
        ]
        for (name, imp) in bools { _ = cls.replaceMethod(Selector(name), types: "B16@0:8", imp: unsafeBitCast(imp, to: IMP.self)) }
        let increment: Action = { r, _ in
            guard let r, let counter = ivar(r, "_manuallyNotifyingIntegerProperty") else { return }
            let me = ObjCObject(retaining: r)
            try? me.willChangeValue(forKey: "manuallyNotifyingIntegerProperty")
            let value: Int32 = (try? counter.value(in: me)) ?? 0
            try? counter.setValue(value + 1, in: me)
            try? me.didChangeValue(forKey: "manuallyNotifyingIntegerProperty")
        }
        _ = cls.replaceMethod("incrementManualIntegerProperty", types: "v16@0:8", imp: unsafeBitCast(increment, to: IMP.self))
        let classMethods: [(String, GetObject)] = [
            ("keyPathsForValuesAffectingDerivedObjectProperty", { _, _ in affecting(["basicObjectProperty"]) }),
            ("keyPathsForValuesAffectingKeyDerivedTwoTimes", { _, _ in affecting(["derivedObjectProperty"]) }),
            ("keyPathsForValuesAffectingDerivedCascadableKey", { _, _ in affecting(["cascadableKey"]) }),
            ("keyPathsForValuesAffectingRecursiveDependent1", { _, _ in affecting(["recursiveDependent2"]) }),
            ("keyPathsForValuesAffectingRecursiveDependent2", { _, _ in affecting(["recursiveDependent1"]) }),
            ("keyPathsForValuesAffectingDependsOnTwoKeys", { _, _ in affecting(["boolTrigger1", "boolTrigger2"]) }),
            ("keyPathsForValuesAffectingDependsOnTwoSubKeys", { _, _ in
                affecting(["cascadableKey.boolTrigger1", "cascadableKey.boolTrigger2"])
            }),
        ]
        for (name, imp) in classMethods {
            _ = cls.metaclass.replaceMethod(Selector(name), types: "@16@0:8", imp: unsafeBitCast(imp, to: IMP.self))
        }
        let no: GetBool = { _, _ in false }
        for name in ["automaticallyNotifiesObserversOfManuallyNotifyingIntegerProperty",
                     "automaticallyNotifiesObserversOfNonNotifyingObjectProperty"] {
            _ = cls.metaclass.replaceMethod(Selector(name), types: "B16@0:8", imp: unsafeBitCast(no, to: IMP.self))
        }
        try addStructAccessors(to: cls)
        return cls
    }

    /// The header front-end installs no accessors for a struct property (no C function can
    /// take a struct without libffi): closure IMPs over the ivar, as `general.m`'s plain ones.
    private static func addStructAccessors(to cls: ObjCClass) throws {
        guard let ivar = cls.ivar(named: "_structProperty") else { return }
        let offset = ivar.offset, size = ivar.size
        let getter = try imp_implementationWithBlock(types: "\(structEncoding)16@0:8") { args in
            guard case .object(let p)? = args.first, let p else { return .bytes(Array(repeating: 0, count: size)) }
            return .bytes(Array(UnsafeRawBufferPointer(start: p + offset, count: size)))
        }
        let setter = try imp_implementationWithBlock(types: "v28@0:8\(structEncoding)16") { args in
            guard case .object(let p)? = args.first, let p, case .bytes(let b)? = args.last, b.count == size else { return .void }
            b.withUnsafeBytes { (p + offset).copyMemory(from: $0.baseAddress!, byteCount: size) }
            return .void
        }
        _ = cls.replaceMethod("structProperty", types: "\(structEncoding)16@0:8", imp: getter)
        _ = cls.replaceMethod("setStructProperty:", types: "v28@0:8\(structEncoding)16", imp: setter)
    }

    /// `GSTKVOObject`, installed on first use.
    static func object() throws -> ObjCClass { try installed.get() }

    /// `GSTKVOObject2` (a `float someFloat`).
    static func floatHolder() throws -> ObjCClass {
        _ = try installed.get()
        return try ObjCClass.named("GSTKVOObject2")
    }
}

/// `{GSTStruct=iii}`.
struct GSTStruct: Equatable, BitwiseCopyable {
    var a, b, c: Int32
}

extension Recorder {
    /// The notifications received for `keyPath` (`general.m`'s `-changesForKeypath:`).
    func changes(for keyPath: String) -> [Received] { received.filter { $0.keyPath == keyPath } }
}

import Testing
import ObjCEncoding
import ObjCHeaders
import ObjCRuntime
@testable import ModelMapping

/// Object getters named into an owned-result family (`copy`, `newTitle`, `copyValue`,
/// `mutableCopyItems`): the header front-end refuses to synthesize them, as clang does under
/// ARC, and the mapper never calls one, however the class was made — so no operation can
/// over-release (or leak) what such a getter returns.
extension NeverCrashTests {
    static let ownedNames: [(name: String, family: MethodFamily)] =
        [("copy", .copy), ("newTitle", .new), ("copyValue", .copy), ("mutableCopyItems", .mutableCopy)]
    static let ownedGetterNames = ["copy", "newTitle", "copyValue", "mutableCopyItems"]

    @Test(arguments: ownedGetterNames) func ownedResultGettersFromAHeaderAreClangsError(_ name: String) throws {
        let cls = "MMOwnedHeader_\(name)_\(UUIDish.next())"
        let header = """
            #import <Foundation/Foundation.h>
            @interface \(cls) : NSObject
            @property (nonatomic) int v;
            @property (nonatomic, strong) NSString *\(name);
            @end

            """
        let error = #expect(throws: HeaderError.self) { try RuntimeInstaller.install(header, fileName: "owned.h") }
        #expect(error?.message.hasPrefix("property follows Cocoa naming convention for returning 'owned' objects") == true)
        #expect(error?.line == 4)
        #expect(ObjCClass.lookUp(cls) == nil)   // refused before anything was registered
    }

    /// What clang accepts with such names maps, and every operation runs: a `getter=` outside
    /// the families (the remedy both errors name), a block named into a family (blocks have no
    /// family), an `init`-family getter of the class's own type (clang synthesizes it; the mapper
    /// leaves it out), a `Class` and a number.
    @Test func ownedLookingPropertiesClangAcceptsNeverCrash() throws {
        let name = "MMOwnedAccepted\(UUIDish.next())"
        _ = try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface \(name) : NSObject
            @property (nonatomic, copy, getter=theCopy) NSString *copy;
            @property (nonatomic, copy) void (^copyHandler)(void);
            @property (nonatomic, strong) \(name) *initChild;
            @property (nonatomic) NSInteger newCount;
            @property (nonatomic, strong) NSString *title;
            @end

            """, fileName: "owned-accepted.h")
        let cls = try ObjCClass.named(name)
        let meta = ModelMeta.meta(for: cls)
        #expect(meta.properties.map(\.name) == ["copy", "copyHandler", "newCount", "title"])
        #expect(meta.unsupportedProperties == ["initChild": .ownedResultGetter(getter: "initChild", family: .`init`)])
        let ran = LockedValue(0)
        let weakTitle = WeakReference()
        try autoreleasepool {
            let block = ObjCObject.block { ran.withLock { $0 += 1 } }
            let model = try cls.model(with: try ObjCObject.dictionary([
                (.string("copy"), .string("c")), (.string("copyHandler"), block), (.string("newCount"), .bridging(3)),
                (.string("title"), .string("t \(UUIDish.next())")), (.string("initChild"), .string("ignored")),
            ]))
            weakTitle.object = try model.send("title")
            for _ in 0..<3 {
                #expect(try model.toJSONString() == #"{"copy":"c","newCount":3,"title":"\#(weakTitle.object?.stringValue ?? "")"}"#)
                let copy = try model.modelCopy()
                #expect(try model.modelIsEqual(copy))
                #expect(try model.modelHash() == copy.modelHash())
                #expect(model.modelDescription().contains("copy = \"c\""))
                let back = try cls.model(fromArchive: model.modelArchive())
                #expect(try back.string("theCopy") == "c")
                // Not `send`: ObjCRuntime's sends take a result's ownership from the selector
                // alone, and this getter returns its block unretained, as clang's would.
                let handler = try copy.send(Selector("copyHandler"), as: UnmanagedObject?.self)?.object()
                try handler?.invokeBlock()
            }
        }
        #expect(ran.withLock { $0 } == 3)
        #expect(weakTitle.object == nil)   // nothing kept the values alive: no leak either
    }

    /// Classes built with `ClassBuilder` can have such getters: half follow Cocoa's convention
    /// (+1), half return +0 as a synthesized getter would. The mapper refuses all of them with
    /// a typed reason and never sends them; the class's other property maps, and every
    /// operation runs.
    @Test func ownedResultGettersOfBuiltClassesAreRefusedUncalled() throws {
        let name = "MMOwnedBuilt\(UUIDish.next())"
        let builder = try ClassBuilder(name: name)
        let calls = LockedValue(0)
        for (index, property) in (Self.ownedGetterNames + ["title"]).enumerated() {
            let key = AssociationKey()
            let returnsRetained = property != "title" && index % 2 == 0
            let getter = try imp_implementationWithBlock(types: "@16@0:8") { args in
                guard case .object(let receiver?) = args[0] else { return .object(nil) }
                if property != "title" { calls.withLock { $0 += 1 } }
                let value = ObjCObject(retaining: receiver).associatedObject(forKey: key)
                return .object(returnsRetained ? value?.retainedUnmanaged().pointer : HookMethods.autoreleased(value))
            }
            let setter = try imp_implementationWithBlock(types: "v24@0:8@16") { args in
                guard case .object(let receiver?) = args[0], case .object(let value) = args[2] else { return .void }
                try? ObjCObject(retaining: receiver).setAssociatedObject(value.map { ObjCObject(retaining: $0) }, forKey: key,
                                                                        policy: .retainNonatomic)
                return .void
            }
            try builder.addMethod(Selector(property), types: "@16@0:8", imp: getter)
            try builder.addMethod(Selector("set" + property.prefix(1).uppercased() + property.dropFirst() + ":"),
                                  types: "v24@0:8@16", imp: setter)
            try builder.addProperty(property, attributes: "T@\"NSString\",&,N")
        }
        let cls = try builder.register()
        let meta = ModelMeta.meta(for: cls)
        #expect(meta.properties.map(\.name) == ["title"])
        for (property, family) in Self.ownedNames {
            #expect(meta.unsupportedProperties[property] == .ownedResultGetter(getter: property, family: family))
            #expect("\(meta.unsupportedProperties[property].map { "\($0)" } ?? "")".contains("getter= name outside"))
        }
        let json = #"{"copy":"a","newTitle":"b","copyValue":"c","mutableCopyItems":"d","title":"t"}"#
        try autoreleasepool {
            for _ in 0..<3 {
                let model = try cls.model(withJSON: json)
                #expect(try model.toJSONString() == #"{"title":"t"}"#)
                let copy = try model.modelCopy()
                #expect(try model.modelIsEqual(copy))
                _ = try model.modelHash()
                #expect(!model.modelDescription().contains("newTitle"))
                #expect(try cls.model(fromArchive: model.modelArchive()).string("title") == "t")
                try model.setModel(withJSON: json)
            }
        }
        #expect(calls.withLock { $0 } == 0)
        #expect(cls.liveInstanceCount == 0)
    }
}

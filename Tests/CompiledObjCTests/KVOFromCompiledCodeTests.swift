import KeyValueObserving
import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Compiled Objective-C (ARC) observing with MiniObjC's KVO, hosted in this Swift process as
/// `objcrt test` hosts a test bundle: the plugin (Programs/kvo_hosted/plugin.m) sends
/// `-addObserver:forKeyPath:options:context:` to compiled classes, whose synthesized setters
/// then notify through the isa-swizzled `NSKVONotifying_` class, and reads each change
/// dictionary through the exported `NSKeyValueChange…Key` constants. The expected logs are
/// the notifications Foundation sends for the same calls (Apple's KVO guide: the prior
/// notification carries the old value and no new one; an indexed mutation carries its kind,
/// the inserted or removed objects and their indexes; a set mutation, the objects it added
/// or removed).
@Suite(.serialized) struct KVOFromCompiledCodeTests {
    static let pluginAddress: UInt = {
        KeyValueObserving.install()
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libkvohosted.so"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fPIC", "-shared", "-fobjc-arc",
                                             CompiledPrograms.programs + "/kvo_hosted/plugin.m", "-o", library])
        guard built.status == 0 else { return 0 }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    /// Runs one of the plugin's scenarios and returns its log.
    static func run(_ name: String) throws -> String {
        let plugin = try #require(UnsafeMutableRawPointer(bitPattern: pluginAddress), "the plugin builds and loads")
        let symbol = try #require(dlsym(plugin, name), "\(name) is exported")
        let scenario = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafePointer<CChar>).self)
        return String(cString: scenario())
    }

    @Test func aSynthesizedSetterNotifiesWithEveryOption() throws {
        #expect(try Self.run("kvo_hosted_setter_and_options") == """
            base radius kind=1 new=0
            class Shape -> NSKVONotifying_Shape (class says Shape)
            base radius kind=1 old=0 prior
            base radius kind=1 old=0 new=2.5
            sub name new=disc
            removed

            """)
    }

    @Test func dependentKeysFromBothClassMethods() throws {
        #expect(try Self.run("kvo_hosted_dependent_keys") == """
            base label kind=1 new=disc
            base label kind=1 new=disc
            base area kind=1

            """)
    }

    @Test func manualNotificationsAndIndexedToManyChanges() throws {
        let log = try Self.run("kvo_hosted_manual_and_to_many")
        #expect(log == """
            base manual kind=1 old=0 new=7
            base items kind=2 new=[a] indexes=1@0
            base items kind=2 new=[b] indexes=1@0
            base items kind=3 old=[a] indexes=1@1
            items 1 first b
            base tags kind=2 new=[red]
            base tags kind=2 new=[]
            base tags kind=3 old=[red]
            tags 0

            """, "\(log)")
    }

    @Test func aContextNobodyOwnsReachesNSObjectWhichRaises() throws {
        _ = DeliveryFailures.take()
        #expect(try Self.run("kvo_hosted_unowned_context") == "radius 4\n")
        let failures = DeliveryFailures.take()
        #expect(failures.count == 1)
        #expect(failures.first.map { "\($0)" }?.contains("NSInternalInconsistencyException") == true)
    }

    @Test func theChangeKeysAreTheSwiftLayersStrings() throws {
        let keys = [KeyValueChangeKey.kind, KeyValueChangeKey.new, KeyValueChangeKey.old, KeyValueChangeKey.indexes,
                    KeyValueChangeKey.notificationIsPrior]
        #expect(try Self.run("kvo_hosted_change_keys") == keys.joined(separator: " "))
    }

    @Test func nsObjectHasTheKVOMethodsTheHeaderDeclares() throws {
        KeyValueObserving.install()
        for name in ["addObserver:forKeyPath:options:context:", "removeObserver:forKeyPath:context:",
                     "removeObserver:forKeyPath:", "willChangeValueForKey:", "didChangeValueForKey:",
                     "willChange:valuesAtIndexes:forKey:", "didChange:valuesAtIndexes:forKey:",
                     "willChangeValueForKey:withSetMutation:usingObjects:",
                     "didChangeValueForKey:withSetMutation:usingObjects:", "mutableArrayValueForKey:",
                     "mutableSetValueForKey:", "observeValueForKeyPath:ofObject:change:context:"] {
            #expect(ObjCClass.nsObject.instanceMethod(for: Selector(name)) != nil, "-\(name)")
        }
        for name in ["keyPathsForValuesAffectingValueForKey:", "automaticallyNotifiesObserversForKey:"] {
            #expect(ObjCClass.nsObject.classMethod(for: Selector(name)) != nil, "+\(name)")
        }
    }

    @Test func anObserverWithOnlyNSObjectsCallbackIsRefused() throws {
        KeyValueObserving.install()
        let object = try ObjCClass.nsObject.new()
        let observer = try ObjCClass.nsObject.new()
        #expect(throws: KeyValueObservingError.observerDoesNotRespond(className: "NSObject")) {
            try object.addObserver(observer, forKeyPath: "description")
        }
    }
}

// Behaviour of CSupport/RuntimeCore/nsobject.c: the root class NSObject's methods.
import ObjCRuntime
import Testing

@Suite struct NSObjectTests {
    @Test func registeredAtStartUpWithItsMethods() throws {
        let ns = try ObjCClass.named("NSObject")
        #expect(ns == .nsObject)
        #expect(ns.superclass == nil)
        let instance = ["init", "class", "superclass", "isEqual:", "hash", "description",
                        "respondsToSelector:", "isKindOfClass:", "isMemberOfClass:", "conformsToProtocol:",
                        "performSelector:", "performSelector:withObject:", "performSelector:withObject:withObject:",
                        "retain", "release", "autorelease", "dealloc", "copy", "forwardingTargetForSelector:",
                        "methodSignatureForSelector:", "forwardInvocation:", "doesNotRecognizeSelector:"]
        for name in instance { #expect(ns.instanceMethod(for: Selector(name)) != nil, "-\(name)") }
        for name in ["alloc", "new", "class", "resolveInstanceMethod:", "resolveClassMethod:"] {
            #expect(ns.classMethod(for: Selector(name)) != nil, "+\(name)")
        }
        #expect(ns.instanceMethod(for: "isEqual:")?.typeEncoding.hasSuffix("24@0:8@16") == true)
    }

    @Test func allocInitNewClassSuperclass() throws {
        let a = try makeClass("NSA")
        let b = try makeClass("NSB", superclass: a)
        let allocated = try #require(try b.send("alloc"))
        let initialized = try #require(try allocated.send("init"))
        #expect(initialized == allocated)
        #expect(initialized.retainCount == 2, "alloc's and init's references, one per handle")
        let obj = try b.new()
        #expect(try obj.send("class", as: ObjCClass?.self) == b)
        #expect(try obj.send("superclass", as: ObjCClass?.self) == a)
        #expect(try b.send("class", as: ObjCClass?.self) == b, "+class returns the class itself")
        #expect(try b.send("superclass", as: ObjCClass?.self) == a)
    }

    @Test func equalityHashDescription() throws {
        let cls = try makeClass("NSEq")
        let x = try cls.new(), y = try cls.new()
        #expect(try x.send("isEqual:", x, as: Bool.self))
        #expect(try !x.send("isEqual:", y, as: Bool.self))
        #expect(try x.send("hash", as: Int.self) == Int(bitPattern: UInt(bitPattern: x.pointer)))
        let d = try x.objcDescription()
        #expect(d.hasPrefix("<\(cls.name): 0x"))
        #expect(try cls.send("description")?.stringValue == cls.name)
    }

    @Test func kindMemberAndClassObjects() throws {
        let a = try makeClass("KindA")
        let b = try makeClass("KindB", superclass: a)
        let obj = try b.new()
        #expect(try obj.send("isKindOfClass:", a, as: Bool.self))
        #expect(try obj.send("isKindOfClass:", ObjCClass.nsObject, as: Bool.self))
        #expect(try !obj.send("isMemberOfClass:", a, as: Bool.self))
        #expect(try obj.send("isMemberOfClass:", b, as: Bool.self))
        #expect(obj.isKind(of: a))
        // As in objc4: a class is a kind of NSObject (root metaclass → NSObject) but not of itself.
        #expect(try b.send("isKindOfClass:", ObjCClass.nsObject, as: Bool.self))
        #expect(try !b.send("isKindOfClass:", b, as: Bool.self))
        #expect(try b.send("isKindOfClass:", b.metaclass, as: Bool.self))
    }

    @Test func performSelectorWithArguments() throws {
        let echoFirst: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { _, _, a in a }
        let pickSecond: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { _, _, _, b in b }
        let cls = try makeClass("Perf", methods: [("echo:", "@24@0:8@16", imp(echoFirst)),
                                                  ("second:and:", "@32@0:8@16@24", imp(pickSecond)),
                                                  ("me", "@16@0:8", imp({ s, _ in s } as IdSelToObj))])
        let obj = try cls.new()
        let s1 = ObjCObject.string("one"), s2 = ObjCObject.string("two")
        #expect(try obj.send("performSelector:", Selector("me")) == obj)
        #expect(try obj.send("performSelector:withObject:", Selector("echo:"), s1) == s1)
        #expect(try obj.send("performSelector:withObject:withObject:", Selector("second:and:"), s1, s2) == s2)
    }

    @Test func copyGoesThroughCopyWithZone() throws {
        let s = ObjCObject.string("immutable")
        let c = try #require(try s.send("copy"))
        #expect(c == s)
        #expect(s.retainCount == 2)
        let plain = try makeClass("NoCopy").new()
        #expect(throws: ObjCException.unrecognizedSelector(className: plain.className, selector: "copyWithZone:")) {
            try plain.send("copy")
        }
        #expect(try ObjCClass.nsObject.send("copy") == ObjCClass.nsObject.asObject, "+copy of a class is the class")
    }

    /// A message to a class that no class method answers reaches NSObject's *instance* method
    /// through the root metaclass, whose superclass is NSObject: `[Dog hash]` works.
    @Test func classObjectsAnswerNSObjectsInstanceMethods() throws {
        let a = try makeClass("ClsHashA")
        let b = try makeClass("ClsHashB", superclass: a)
        #expect(b.metaclass.instanceMethod(for: "hash") == ObjCClass.nsObject.instanceMethod(for: "hash"))
        #expect(try b.send("hash", as: Int.self) == Int(bitPattern: UInt(bitPattern: b.pointer)))
        #expect(try b.send("isEqual:", b, as: Bool.self))
        #expect(try b.send("respondsToSelector:", Selector("hash"), as: Bool.self))
    }
}

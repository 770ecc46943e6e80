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
        #expect(try obj.sendClass("class") == b)
        #expect(try obj.sendClass("superclass") == a)
        #expect(try b.sendClass("class") == b, "+class returns the class itself")
        #expect(try b.sendClass("superclass") == a)
    }

    @Test func equalityHashDescription() throws {
        let cls = try makeClass("NSEq")
        let x = try cls.new(), y = try cls.new()
        #expect(try x.sendBool("isEqual:", x))
        #expect(try !x.sendBool("isEqual:", y))
        #expect(try x.sendInt("hash") == Int(bitPattern: UInt(bitPattern: x.pointer)))
        let d = try x.objcDescription()
        #expect(d.hasPrefix("<\(cls.name): 0x"))
        #expect(try cls.send("description")?.stringValue == cls.name)
    }

    @Test func kindMemberAndClassObjects() throws {
        let a = try makeClass("KindA")
        let b = try makeClass("KindB", superclass: a)
        let obj = try b.new()
        #expect(try obj.sendBool("isKindOfClass:", a))
        #expect(try obj.sendBool("isKindOfClass:", ObjCClass.nsObject))
        #expect(try !obj.sendBool("isMemberOfClass:", a))
        #expect(try obj.sendBool("isMemberOfClass:", b))
        #expect(obj.isKind(of: a))
        // As in objc4: a class is a kind of NSObject (root metaclass → NSObject) but not of itself.
        #expect(try b.sendBool("isKindOfClass:", ObjCClass.nsObject))
        #expect(try !b.sendBool("isKindOfClass:", b))
        #expect(try b.sendBool("isKindOfClass:", b.metaclass))
    }

    @Test func performSelectorWithArguments() throws {
        let echoFirst: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { _, _, a in a }
        let pickSecond: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { _, _, _, b in b }
        let cls = try makeClass("Perf", methods: [("echo:", "@24@0:8@16", imp(echoFirst)),
                                                  ("second:and:", "@32@0:8@16@24", imp(pickSecond)),
                                                  ("me", "@16@0:8", imp({ s, _ in s } as IdSelToObj))])
        let obj = try cls.new()
        let s1 = ObjCObject.string("one"), s2 = ObjCObject.string("two")
        typealias P1 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        typealias P2 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        let r0 = try obj.withIMP(for: "performSelector:", as: IdSelSelToObj.self) { f, r, s in f(r, s, Selector("me").rawValue) }
        #expect(r0 == obj.pointer)
        let r1 = try obj.withIMP(for: "performSelector:withObject:", as: P1.self) { f, r, s in f(r, s, Selector("echo:").rawValue, s1.pointer) }
        #expect(r1 == s1.pointer)
        let r2 = try obj.withIMP(for: "performSelector:withObject:withObject:", as: P2.self) { f, r, s in
            f(r, s, Selector("second:and:").rawValue, s1.pointer, s2.pointer)
        }
        #expect(r2 == s2.pointer)
    }

    @Test func copyGoesThroughCopyWithZone() throws {
        let s = ObjCObject.string("immutable")
        let c = try #require(try s.send("copy"))
        #expect(c == s)
        #expect(s.retainCount == 2)
        let plain = try makeClass("NoCopy").new()
        #expect(throws: ObjCError.doesNotRecognizeSelector(className: plain.className, selector: "copyWithZone:")) {
            try plain.send("copy")
        }
        #expect(try ObjCClass.nsObject.send("copy") == ObjCClass.nsObject.asObject, "+copy of a class is the class")
    }

    @Test func nsStringBasics() throws {
        let s = ObjCObject.string("héllo 👋")
        #expect(s.stringValue == "héllo 👋")
        #expect(try s.sendInt("length") == 8, "UTF-16 units, as Foundation counts (👋 is two)")
        let t = ObjCObject.string("héllo 👋")
        #expect(try s.sendBool("isEqual:", t))
        #expect(try s.sendInt("hash") == t.sendInt("hash"))
        #expect(try !s.sendBool("isEqual:", ObjCObject.string("other")))
        #expect(try s.send("description") == s)
        #expect(ObjCClass.nsString.superclass == .nsObject)
        let empty = ObjCObject.string("")
        #expect(empty.stringValue == "")
        #expect(try makeClass("NotAString").new().stringValue == nil)
    }

    /// A message to a class that no class method answers reaches NSObject's *instance* method
    /// through the root metaclass, whose superclass is NSObject: `[Dog hash]` works.
    @Test func classObjectsAnswerNSObjectsInstanceMethods() throws {
        let a = try makeClass("ClsHashA")
        let b = try makeClass("ClsHashB", superclass: a)
        #expect(b.metaclass.instanceMethod(for: "hash") == ObjCClass.nsObject.instanceMethod(for: "hash"))
        #expect(try b.sendInt("hash") == Int(bitPattern: UInt(bitPattern: b.pointer)))
        #expect(try b.sendBool("isEqual:", b))
        #expect(try b.sendBool("respondsToSelector:", selector: "hash"))
    }
}

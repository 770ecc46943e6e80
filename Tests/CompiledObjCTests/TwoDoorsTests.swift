import KeyValueObserving
import ModelMapping
import ObjCHeaders
import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// One runtime, two doors: a class compiled by clang and loaded into this Swift process (a
/// dlopened library built with `objcrt cc --no-link-runtime`; the test executable exports the
/// runtime's symbols) is an `ObjCClass` to the Swift API — sent to, subclassed, observed with
/// KVO, mapped from JSON — and a class built from Swift is a class to compiled code.
@Suite(.serialized) struct TwoDoorsTests {
    /// Loads the plugin once per process (dlopen keeps one copy however often it is asked);
    /// kept as an address so the constant is Sendable.
    static let pluginAddress: UInt = {
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libtwodoors.so"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fPIC", "-shared",
                                             CompiledPrograms.programs + "/two_doors/plugin.m", "-o", library])
        guard built.status == 0 else { return 0 }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()
    static var plugin: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: pluginAddress) }

    @Test func aCompiledClassIsAnObjCClass() throws {
        try #require(Self.plugin != nil, "the plugin builds and loads")
        let cls = try ObjCClass.named("CompiledCounter")
        #expect(cls.superclass == .nsObject)
        #expect(cls.property(named: "name")?.attributes == "T@\"NSString\",C,N,V_name")
        let counter = try cls.new()
        try counter.send("increment", as: Void.self)
        try counter.send("increment", as: Void.self)
        #expect(try counter.send("count", as: Int32.self) == 2)
        #expect(try counter.send("twice:", Int32(21), as: Int32.self) == 42)
    }

    @Test func aSwiftSubclassOfACompiledClassInheritsItsMethods() throws {
        try #require(Self.plugin != nil)
        let base = try ObjCClass.named("CompiledCounter")
        let sub = try ClassBuilder(name: "SwiftCounter\(getpid())", superclass: base).register()
        let object = try sub.new()
        try object.send("setCount:", Int32(41), as: Void.self)
        try object.send("increment", as: Void.self)
        #expect(try object.send("count", as: Int32.self) == 42)
    }

    @Test func kvoHearsACompiledSetterCalledFromCompiledCode() throws {
        try #require(Self.plugin != nil)
        let counter = try ObjCClass.named("CompiledCounter").new()
        let seen = LockedValue<[String]>([])
        let token = try counter.observe("count", options: [.new]) { change in
            seen.withLock { $0.append(change.dictionary.description) }
        }
        try counter.send("increment", as: Void.self)   // compiled code sends setCount: to itself
        try counter.send("increment", as: Void.self)
        token.invalidate()
        #expect(seen.withLock { $0.count } == 2)
        #expect(try counter.send("count", as: Int32.self) == 2)
    }

    @Test func modelMappingFillsACompiledClass() throws {
        try #require(Self.plugin != nil)
        let cls = try ObjCClass.named("CompiledCounter")
        let model = try cls.model(withJSON: #"{"count": 7, "name": "seven"}"#)
        #expect(try model.send("count", as: Int32.self) == 7)
        let name = try model.send("name")
        #expect(name?.stringValue == "seven")
    }

    @Test func compiledCodeAndSwiftForwardThroughTheOneNSInvocation() throws {
        try #require(Self.plugin != nil)
        ObjCForwarding.install()
        // From compiled code: objc_msgSend's slow path ends at the forwarding hook's closure.
        let forwarded = unsafeBitCast(dlsym(Self.plugin, "two_doors_forwarded_twice"), to: (@convention(c) (Int32) -> Int32).self)
        #expect(forwarded(21) == 42)
        // From Swift, to the compiled proxy.
        let counter = try ObjCClass.named("CompiledCounter").new()
        let proxy = try ObjCClass.named("CompiledProxy").send("alloc")
        let ready = try proxy?.send("initWithTarget:", counter)
        #expect(try ready?.send("twice:", Int32(50), as: Int32.self) == 100)
        // Eighteen arguments (every integer and vector argument register, and the stack)
        // through objc_msgSend's slow path and the libffi forwarding closure.
        let sum = unsafeBitCast(dlsym(Self.plugin, "two_doors_forwarded_sum"), to: (@convention(c) () -> Double).self)
        #expect(sum() == 453.875)
    }

    @Test func compiledCodeReachesSynthesizedAccessorsOfAHeaderClassAlsoThroughSuper() throws {
        try #require(Self.plugin != nil)
        let name = "HeaderLevel\(getpid())"
        if ObjCClass.lookUp(name) == nil {
            _ = try RuntimeInstaller.install("#import <Foundation/Foundation.h>\n@interface \(name) : NSObject\n@property (nonatomic) long level;\n@end\n")
        }
        let cls = try ObjCClass.named(name)
        let object = try cls.new()
        typealias Through = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int
        let through = unsafeBitCast(dlsym(Self.plugin, "two_doors_level_through_super"), to: Through.self)
        // The super send starts at the class itself (its accessor is the class's own method).
        #expect(through(object.pointer, cls.pointer) == 77)
    }

    @Test func compiledCodeSendsToAClassMadeFromSwift() throws {
        try #require(Self.plugin != nil)
        let name = "SwiftMade\(getpid())"
        let b = try ClassBuilder(name: name, superclass: .nsObject)
        let returns42: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int = { _, _ in 42 }
        try b.addMethod(Selector("value"), types: "q16@0:8", function: returns42)
        _ = try b.register()
        let send = unsafeBitCast(dlsym(Self.plugin, "two_doors_send_value"), to: (@convention(c) (UnsafePointer<CChar>) -> Int).self)
        #expect(name.withCString { send($0) } == 42)
    }
}

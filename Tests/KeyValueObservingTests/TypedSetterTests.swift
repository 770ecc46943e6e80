import Foundation
import Testing
import ObjCHeaders
import ObjCRuntime
@testable import KeyValueObserving
import MiniObjCTestSupport

/// The notifying setters: one typed C function per argument type code (Foundation's
/// `_NSSetIntValueAndNotify` family), a closure IMP only for by-value types; old and new
/// values read through the typed getter and boxed with the right type code.
@Suite struct TypedSetterTests {
    static let header = """
        #import <Foundation/Foundation.h>
        @interface KVOTTypes : NSObject
        @property (nonatomic) char c;
        @property (nonatomic) unsigned char uc;
        @property (nonatomic) bool b;
        @property (nonatomic) short s;
        @property (nonatomic) unsigned short us;
        @property (nonatomic) int i;
        @property (nonatomic) unsigned int ui;
        @property (nonatomic) long long q;
        @property (nonatomic) unsigned long long uq;
        @property (nonatomic) float f;
        @property (nonatomic) double d;
        @property (nonatomic, strong) id obj;
        @property (nonatomic, strong) Class cls;
        @property (nonatomic) SEL sel;
        @property (nonatomic) char *cstr;
        @property (nonatomic) int *ptr;
        @end
        """

    private static let types: Result<ObjCClass, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "types.h")
        return try ObjCClass.named("KVOTTypes")
    }

    private typealias Set<T> = (ObjCObject, Selector, T) throws -> Void

    /// Observes `key` (old + new), sets `a` then `b`, returns the two changes.
    private func twoChanges(_ key: String, _ set: (ObjCObject, Int) throws -> Void) throws -> [ObservedChange] {
        let object = try Self.types.get().new()
        let changes = Collected<ObservedChange>()
        let token = try object.observe(key, options: [.old, .new]) { changes.append($0) }
        try set(object, 0)
        try set(object, 1)
        withExtendedLifetime(token) {}
        let all = changes.all
        #expect(all.count == 2)
        return all
    }

    private func bridged(_ o: ObjCObject?) -> BridgedValue? { o.flatMap { try? BridgedValue(object: $0) } }

    @Test func everyScalarTypeCodeNotifiesWithItsOwnNumberType() throws {
        typealias B = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Bool) -> Void
        let c = try twoChanges("c") { o, n in try o.send("setC:", Int8(n == 0 ? -5 : 120), as: Void.self) }
        #expect(bridged(c[1].oldValue) == .signed(-5, objCType: "c") && bridged(c[1].newValue) == .signed(120, objCType: "c"))
        let uc = try twoChanges("uc") { o, n in try o.send("setUc:", UInt8(n == 0 ? 7 : 250), as: Void.self) }
        #expect(bridged(uc[1].newValue) == .unsigned(250, objCType: "C"))
        let b = try twoChanges("b") { o, n in try o.send("setB:", n == 0, as: Void.self) }
        #expect(bridged(b[0].newValue) == .bool(true) && bridged(b[1].newValue) == .bool(false))
        let s = try twoChanges("s") { o, n in try o.send("setS:", Int16(n == 0 ? -300 : 300), as: Void.self) }
        #expect(bridged(s[1].oldValue) == .signed(-300, objCType: "s"))
        let us = try twoChanges("us") { o, n in try o.send("setUs:", UInt16(65000 + UInt16(n)), as: Void.self) }
        #expect(bridged(us[1].newValue) == .unsigned(65001, objCType: "S"))
        let i = try twoChanges("i") { o, n in try o.send("setI:", Int32(n == 0 ? Int32.min : Int32.max), as: Void.self) }
        #expect(bridged(i[1].oldValue) == .signed(Int64(Int32.min), objCType: "i") && bridged(i[1].newValue) == .signed(Int64(Int32.max), objCType: "i"))
        let ui = try twoChanges("ui") { o, n in try o.send("setUi:", UInt32(UInt32.max - UInt32(n)), as: Void.self) }
        #expect(bridged(ui[0].newValue) == .unsigned(UInt64(UInt32.max), objCType: "I"))
        let q = try twoChanges("q") { o, n in try o.send("setQ:", Int64(n == 0 ? Int64.min : -1), as: Void.self) }
        #expect(bridged(q[0].newValue) == .signed(Int64.min, objCType: "q"))
        let uq = try twoChanges("uq") { o, n in try o.send("setUq:", UInt64.max - UInt64(n), as: Void.self) }
        #expect(bridged(uq[0].newValue) == .unsigned(UInt64.max, objCType: "Q"))
        let f = try twoChanges("f") { o, n in try o.send("setF:", Float(n) + 0.25, as: Void.self) }
        #expect(bridged(f[1].newValue) == .double(1.25, objCType: "f"))
        let d = try twoChanges("d") { o, n in try o.send("setD:", Double(n) / 3, as: Void.self) }
        #expect(bridged(d[1].newValue) == .double(1.0 / 3, objCType: "d"))
    }

    @Test func objectClassSelectorAndPointerTypeCodesNotify() throws {
        let o1 = ObjCObject.string("one")
        let obj = try twoChanges("obj") { o, n in try o.send("setObj:", n == 0 ? o1 : nil, as: Void.self) }
        #expect(obj[0].newValue == o1 && obj[1].oldValue == o1 && obj[1].newValue == ObjCObject.null)
        let cls = try twoChanges("cls") { o, n in try o.send("setCls:", (n == 0 ? ObjCClass.nsString : ObjCClass.nsObject).asObject, as: Void.self) }
        #expect(cls[1].oldValue == ObjCClass.nsString.asObject && cls[1].newValue == ObjCClass.nsObject.asObject)
        let word = UnsafeMutableRawPointer(bitPattern: 0xBEEF0)
        for (key, setter, encoding) in [("sel", "setSel:", ":"), ("cstr", "setCstr:", "*"), ("ptr", "setPtr:", "^v")] {
            let changes = try twoChanges(key) { o, n in
                try o.send(Selector(setter), n == 0 ? nil : word, as: Void.self)
            }
            guard case .value(let bytes, let type)? = bridged(changes[1].newValue) else {
                Issue.record("\(key): no NSValue")
                continue
            }
            #expect(type == encoding && ObjCValue.bytes(bytes).load(as: UInt.self) == 0xBEEF0)
        }
    }

    @Test func typedSettersAreCFunctionsAndOnlyStructsGetClosures() throws {
        let object = try Self.types.get().new()
        let keys = ["c", "uc", "b", "s", "us", "i", "ui", "q", "uq", "f", "d", "obj", "cls", "sel", "cstr", "ptr"]
        let tokens = try keys.map { key in try object.observe(key) { _ in } }
        let notifying = object.objcClass
        for key in keys {
            let sel = Selector("set\(key.prefix(1).uppercased())\(key.dropFirst()):")
            let own = try #require(notifying.methods.first { $0.selector == sel }, "\(key) has no override")
            #expect(!ClosureIMP.contains(own.implementation), "\(key)'s notifying setter is a closure IMP")
        }
        // One shared C function per type code: two int setters share theirs.
        let i = notifying.methods.first { $0.selector.name == "setI:" }?.implementation
        let person = try KVOFixture.person().new()
        let personToken = try person.observe("count") { _ in }
        #expect(person.objcClass.methods.first { $0.selector.name == "setCount:" }?.implementation == i)
        // A struct setter cannot be a plain C function without knowing the struct: a closure.
        let frameToken = try person.observe("frame") { _ in }
        let frame = try #require(person.objcClass.methods.first { $0.selector.name == "setFrame:" })
        #expect(ClosureIMP.contains(frame.implementation))
        withExtendedLifetime((tokens, personToken, frameToken)) {}
    }

    @Test func aLongTypeCodeSetterGetsItsOwnTypedIMP() throws {
        // `l` (a 32-bit long in Apple's encodings) never comes from clang on LP64, so build it.
        typealias SetL = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void
        typealias GetL = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32
        let set: SetL = { r, _, v in
            guard let r, let ivar = ObjCClass(ofObject: r).ivar(named: "_legacy") else { return }
            (r + ivar.offset).storeBytes(of: v, as: Int32.self)
        }
        let get: GetL = { r, _ in
            guard let r, let ivar = ObjCClass(ofObject: r).ivar(named: "_legacy") else { return 0 }
            return (r + ivar.offset).load(as: Int32.self)
        }
        let b = try ClassBuilder(name: uniqueName("KVOTLong"))
        try b.addIvar("_legacy", size: 4, log2Alignment: 2, types: "l")
        try b.addMethod("setLegacy:", types: "v20@0:8l16", function: set)
        try b.addMethod("legacy", types: "l16@0:8", function: get)
        let object = try b.register().new()
        let values = Collected<BridgedValue>()
        let token = try object.observe("legacy") { if let v = self.bridged($0.newValue) { values.append(v) } }
        try object.send("setLegacy:", Int32(-42), as: Void.self)
        #expect(values.all == [.signed(-42, objCType: "l")])
        #expect(!ClosureIMP.contains(try #require(object.objcClass.methods.first { $0.selector.name == "setLegacy:" }).implementation))
        withExtendedLifetime(token) {}
    }

    private typealias KeyFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void

    /// Keys the override of `-willChangeValueForKey:` / `-didChangeValueForKey:` saw.
    enum Overridden {
        static let seen = LockedValue<[String]>([])
    }

    @Test func aClassOverridingWillAndDidChangeGetsRealMessages() throws {
        let cls = try KVOFixture.freshClass("KVOTOverride")
        for name in ["willChangeValueForKey:", "didChangeValueForKey:"] {
            let imp: KeyFn = { r, cmd, key in
                guard let r, let cmd else { return }
                let sel = Selector(rawValue: cmd)
                Overridden.seen.withLock { $0.append("\(sel.name)\(key.flatMap { ObjCObject(retaining: $0).stringValue } ?? "")") }
                // [super willChangeValueForKey:key]
                let sup = MessageSend.lookupSuper(r, from: .nsObject, sel)
                unsafeBitCast(sup, to: KeyFn.self)(r, cmd, key)
            }
            try cls.addMethod(Selector(name), types: "v24@0:8@16", imp: unsafeBitCast(imp, to: IMP.self))
        }
        let object = try cls.new()
        let values = Collected<Double>()
        let token = try object.observe("value", options: [.old, .new]) { values.append(number($0.newValue) ?? -1) }
        try object.send("setValue:", Int32(9), as: Void.self)
        #expect(Overridden.seen.withLock { $0 }.suffix(2) == ["willChangeValueForKey:value", "didChangeValueForKey:value"])
        #expect(values.all == [9])
        withExtendedLifetime(token) {}
    }

    @Test func aSetterThatRaisesNotifiesNobodyAndItsSenderGetsTheException() throws {
        typealias SetI = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void
        let raising: SetI = { r, cmd, _ in
            guard let r, let cmd else { return }
            ObjCException.raise(ObjCException.invalidArgument(className: "KVOTRaise", selector: "setValue:", reason: "refused"),
                                receiver: ObjCObject(retaining: r), selector: Selector(rawValue: cmd))
        }
        let cls = try KVOFixture.freshClass("KVOTRaise")
        _ = cls.replaceMethod("setValue:", types: "v20@0:8i16", imp: unsafeBitCast(raising, to: IMP.self))
        let object = try cls.new()
        let values = Collected<Double>()
        let token = try object.observe("value", options: [.new, .prior]) { values.append($0.isPrior ? -1 : number($0.newValue) ?? -2) }
        #expect(throws: ObjCException.self) { try object.send("setValue:", Int32(1), as: Void.self) }
        #expect(values.all == [-1])          // the prior notification went out; the final one did not
        #expect(!ObjCException.isPending)
        withExtendedLifetime(token) {}
    }
}

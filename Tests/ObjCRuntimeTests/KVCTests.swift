// Behaviour of CSupport/ValueClasses/kvc.c: key-value coding over accessors and ivars.
import ObjCRuntime
import Testing
import MiniObjCTestSupport

// Accessor IMPs for every scalar width. Each reads or writes the ivar "store_<code>", where
// <code> is the last letter of the selector's key ("p_q" / "setP_q:" → store_q), so one
// closure per C type serves every type code of that width.
func vtStore(_ obj: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?) -> (ObjCObject, Ivar)? {
    guard let obj, let cmd else { return nil }
    let name = Selector(rawValue: cmd).name
    guard let code = name.hasSuffix(":") ? name.dropLast().last : name.last else { return nil }
    let object = ObjCObject(retaining: obj)
    guard let ivar = object.objcClass.ivar(named: "store_\(code)") else { return nil }
    return (object, ivar)
}
func vtLoad<T: BitwiseCopyable>(_ obj: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ zero: T) -> T {
    guard let (object, ivar) = vtStore(obj, cmd) else { return zero }
    return (try? ivar.value(in: object, as: T.self)) ?? zero
}
func vtSave<T: BitwiseCopyable>(_ obj: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ value: T) {
    guard let (object, ivar) = vtStore(obj, cmd) else { return }
    try? ivar.setValue(value, in: object)
}

let vtGetI8: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int8 = { vtLoad($0, $1, Int8(0)) }
let vtSetI8: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int8) -> Void = { vtSave($0, $1, $2) }
let vtGetU8: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt8 = { vtLoad($0, $1, UInt8(0)) }
let vtSetU8: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt8) -> Void = { vtSave($0, $1, $2) }
let vtGetI16: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int16 = { vtLoad($0, $1, Int16(0)) }
let vtSetI16: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int16) -> Void = { vtSave($0, $1, $2) }
let vtGetU16: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt16 = { vtLoad($0, $1, UInt16(0)) }
let vtSetU16: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt16) -> Void = { vtSave($0, $1, $2) }
let vtGetI32: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32 = { vtLoad($0, $1, Int32(0)) }
let vtSetI32: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void = { vtSave($0, $1, $2) }
let vtGetU32: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt32 = { vtLoad($0, $1, UInt32(0)) }
let vtSetU32: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt32) -> Void = { vtSave($0, $1, $2) }
let vtGetI64: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int64 = { vtLoad($0, $1, Int64(0)) }
let vtSetI64: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int64) -> Void = { vtSave($0, $1, $2) }
let vtGetU64: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt64 = { vtLoad($0, $1, UInt64(0)) }
let vtSetU64: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt64) -> Void = { vtSave($0, $1, $2) }
let vtGetF: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Float = { vtLoad($0, $1, Float(0)) }
let vtSetF: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Float) -> Void = { vtSave($0, $1, $2) }
let vtGetD: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Double = { vtLoad($0, $1, Double(0)) }
let vtSetD: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double) -> Void = { vtSave($0, $1, $2) }
let vtGetB: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Bool = { vtLoad($0, $1, false) }
let vtSetB: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Bool) -> Void = { vtSave($0, $1, $2) }

/// One scalar type code: its size, getter / setter IMPs, and the extreme values to try.
struct VTScalar: @unchecked Sendable {
    let code: Character
    let size: Int
    let getter: IMP
    let setter: IMP
    let extremes: [BridgedValue]
}

func vtIMP<F>(_ f: F) -> IMP { unsafeIMP(f)! }

let vtScalars: [VTScalar] = [
    VTScalar(code: "c", size: 1, getter: vtIMP(vtGetI8), setter: vtIMP(vtSetI8),
             extremes: [.signed(-128, objCType: "c"), .signed(127, objCType: "c")]),
    VTScalar(code: "C", size: 1, getter: vtIMP(vtGetU8), setter: vtIMP(vtSetU8),
             extremes: [.unsigned(0, objCType: "C"), .unsigned(255, objCType: "C")]),
    VTScalar(code: "s", size: 2, getter: vtIMP(vtGetI16), setter: vtIMP(vtSetI16),
             extremes: [.signed(-32768, objCType: "s"), .signed(32767, objCType: "s")]),
    VTScalar(code: "S", size: 2, getter: vtIMP(vtGetU16), setter: vtIMP(vtSetU16),
             extremes: [.unsigned(65535, objCType: "S")]),
    VTScalar(code: "i", size: 4, getter: vtIMP(vtGetI32), setter: vtIMP(vtSetI32),
             extremes: [.signed(Int64(Int32.min), objCType: "i"), .signed(Int64(Int32.max), objCType: "i")]),
    VTScalar(code: "I", size: 4, getter: vtIMP(vtGetU32), setter: vtIMP(vtSetU32),
             extremes: [.unsigned(UInt64(UInt32.max), objCType: "I")]),
    VTScalar(code: "l", size: 4, getter: vtIMP(vtGetI32), setter: vtIMP(vtSetI32),
             extremes: [.signed(Int64(Int32.min), objCType: "l"), .signed(-1, objCType: "l")]),
    VTScalar(code: "L", size: 4, getter: vtIMP(vtGetU32), setter: vtIMP(vtSetU32),
             extremes: [.unsigned(UInt64(UInt32.max), objCType: "L")]),
    VTScalar(code: "q", size: 8, getter: vtIMP(vtGetI64), setter: vtIMP(vtSetI64),
             extremes: [.signed(.min, objCType: "q"), .signed(.max, objCType: "q")]),
    VTScalar(code: "Q", size: 8, getter: vtIMP(vtGetU64), setter: vtIMP(vtSetU64),
             extremes: [.unsigned(.max, objCType: "Q"), .unsigned(1 << 63, objCType: "Q")]),
    VTScalar(code: "f", size: 4, getter: vtIMP(vtGetF), setter: vtIMP(vtSetF),
             extremes: [.double(Double(Float.greatestFiniteMagnitude), objCType: "f"),
                        .double(Double(-Float.leastNonzeroMagnitude), objCType: "f")]),
    VTScalar(code: "d", size: 8, getter: vtIMP(vtGetD), setter: vtIMP(vtSetD),
             extremes: [.double(.greatestFiniteMagnitude, objCType: "d"), .double(-.infinity, objCType: "d"),
                        .double(.leastNonzeroMagnitude, objCType: "d")]),
    VTScalar(code: "B", size: 1, getter: vtIMP(vtGetB), setter: vtIMP(vtSetB),
             extremes: [.bool(true), .bool(false)]),
]

let vtLog2: [Int: Int] = [1: 0, 2: 1, 4: 2, 8: 3]

/// A class with, for every scalar code X: an ivar `_i_X` (the ivar path of key "i_X"), and
/// accessors `p_X` / `setP_X:` backed by the ivar `store_X` (the accessor path of key "p_X").
/// Plus object ivars and accessors.
func vtMakeKVCClass(_ base: String, configure: (ClassBuilder) throws -> Void = { _ in }) throws -> ObjCClass {
    let b = try ClassBuilder(name: uniqueName(base))
    for s in vtScalars {
        let log2 = vtLog2[s.size] ?? 0
        try b.addIvar("_i_\(s.code)", size: s.size, log2Alignment: log2, types: String(s.code))
        try b.addIvar("store_\(s.code)", size: s.size, log2Alignment: log2, types: String(s.code))
        try b.addMethod(Selector("p_\(s.code)"), types: "\(s.code)16@0:8", imp: s.getter)
        try b.addMethod(Selector("setP_\(s.code):"), types: "v24@0:8\(s.code)16", imp: s.setter)
    }
    try b.addIvar("_name", size: 8, log2Alignment: 3, types: "@\"NSString\"")
    try b.addIvar("_weakFriend", size: 8, log2Alignment: 3, types: "@", ownership: .weak)
    try b.addIvar("_origin", size: 16, log2Alignment: 3, types: "{P=dd}")
    try b.addIvar("_cString", size: 8, log2Alignment: 3, types: "*")
    try configure(b)
    return try b.register()
}

@Suite struct KVCTests {
    @Test func everyScalarThroughIvarsRoundTripsItsExtremes() throws {
        let obj = try vtMakeKVCClass("KVCIvar").new()
        for s in vtScalars {
            for value in s.extremes {
                let key = "i_\(s.code)"
                try obj.setValue(value.makeObject(), forKey: key)
                let back = try #require(try obj.value(forKey: key))
                #expect(try vtObjCType(back) == String(s.code), "boxed with the ivar's type: \(key)")
                #expect(try BridgedValue(object: back) == value, "\(key) = \(value)")
            }
        }
        // The ivar holds the C value itself.
        let cls = obj.objcClass
        try obj.setValue(BridgedValue.unsigned(.max, objCType: "Q").makeObject(), forKey: "i_Q")
        #expect(try cls.ivar(named: "_i_Q")?.value(in: obj, as: UInt64.self) == .max)
        try obj.setValue(BridgedValue.signed(-2, objCType: "c").makeObject(), forKey: "i_c")
        #expect(try cls.ivar(named: "_i_c")?.value(in: obj, as: Int8.self) == -2)
    }

    @Test func everyScalarThroughAccessorsRoundTripsItsExtremes() throws {
        let obj = try vtMakeKVCClass("KVCAcc").new()
        for s in vtScalars {
            for value in s.extremes {
                let key = "p_\(s.code)"
                try obj.setValue(value.makeObject(), forKey: key)
                let stored = try #require(try obj.value(forKey: "store_\(s.code)"), "the setter wrote its backing ivar")
                #expect(try BridgedValue(object: stored) == value)
                let back = try #require(try obj.value(forKey: key))
                #expect(try vtObjCType(back) == String(s.code), "boxed by the getter's return type")
                #expect(try BridgedValue(object: back) == value)
            }
        }
    }

    @Test func numbersOfAnotherTypeAreConvertedByTheTargetType() throws {
        let obj = try vtMakeKVCClass("KVCConv").new()
        try obj.setValue(bridging: 3.9, forKey: "i_i")
        #expect(try obj.value(forKey: "i_i", as: Int.self) == 3, "-intValue truncates")
        try obj.setValue(bridging: 300, forKey: "p_c")
        #expect(try obj.value(forKey: "p_c", as: Int.self) == 44, "-charValue keeps 8 bits")
        try obj.setValue(bridging: -1, forKey: "i_Q")
        #expect(try obj.value(forKey: "i_Q", as: UInt64.self) == .max)
        try obj.setValue(bridging: 2, forKey: "i_B")
        #expect(try obj.value(forKey: "i_B", as: Bool.self))
        try obj.setValue(bridging: true, forKey: "i_d")
        #expect(try obj.value(forKey: "i_d", as: Double.self) == 1)
    }

    @Test func objectsThroughIvarsAreRetainedByOwnership() throws {
        let obj = try vtMakeKVCClass("KVCObj").new()
        let name = try vtObject("Ada")
        try obj.setValue(name, forKey: "name")
        #expect(name.retainCount == 2, "a strong ivar retains")
        #expect(try obj.value(forKey: "name") == name)
        try obj.setValue(nil, forKey: "name")
        #expect(name.retainCount == 1, "nil releases the old value")
        #expect(try obj.value(forKey: "name") == nil)
        var friend: ObjCObject? = try vtPlainObject()
        try obj.setValue(friend, forKey: "weakFriend")
        #expect(friend?.retainCount == 1, "a weak ivar does not retain")
        #expect(try obj.value(forKey: "weakFriend") == friend)
        friend = nil
        #expect(try obj.value(forKey: "weakFriend") == nil, "and reads nil once its object is gone")
    }

    @Test func structIvarsBoxAsNSValue() throws {
        let obj = try vtMakeKVCClass("KVCStruct").new()
        let point: [UInt8] = withUnsafeBytes(of: (1.5, -2.5)) { Array($0) }
        try obj.setValue(BridgedValue.value(bytes: point, objCType: "{P=dd}").makeObject(), forKey: "origin")
        #expect(try obj.bridgedValue(forKey: "origin") == .value(bytes: point, objCType: "{P=dd}"))
        #expect(throws: ObjCException.self, "another struct type is refused") {
            try obj.setValue(BridgedValue.value(bytes: point, objCType: "{Q=dd}").makeObject(), forKey: "origin")
        }
        #expect(throws: ObjCException.nilValueForKey(className: obj.className, key: "origin")) {
            try obj.setValue(nil, forKey: "origin")
        }
        #expect(throws: ObjCException.unsupportedKVCType(className: obj.className, key: "cString", encoding: "*")) {
            try obj.value(forKey: "cString")
        }
    }

    @Test func undefinedKeysAreTypedErrors() throws {
        let obj = try vtMakeKVCClass("KVCUndef").new()
        #expect(throws: ObjCException.undefinedKey(className: obj.className, key: "missing", setting: false)) {
            try obj.value(forKey: "missing")
        }
        #expect(throws: ObjCException.undefinedKey(className: obj.className, key: "missing", setting: true)) {
            try obj.setValue(vtObject(1), forKey: "missing")
        }
        #expect(throws: ObjCException.undefinedKey(className: obj.className, key: "", setting: false)) {
            try obj.value(forKey: "")
        }
        let error = ObjCException.undefinedKey(className: "Thing", key: "size", setting: true)
        #expect(error.description.contains("-setSize:") && error.description.contains("_isSize"))
        #expect(ObjCException.takePending() == nil, "nothing left pending")
    }

    @Test func keysThatAreNotStringsAreErrors() throws {
        let obj = try vtMakeKVCClass("KVCKeyType").new()
        let number = try vtObject(1)
        #expect(throws: ObjCException.invalidArgument(className: obj.className, selector: "valueForKey:",
                                                       reason: "the key is not an NSString")) {
            try obj.send("valueForKey:", number)
        }
        #expect(throws: ObjCException.invalidArgument(className: obj.className, selector: "valueForKey:",
                                                       reason: "the key is nil")) {
            try obj.send("valueForKey:", nil as ObjCObject?)
        }
        let long = String(repeating: "k", count: 100_000)
        #expect(throws: ObjCException.self) { try obj.value(forKey: long) }
        #expect(throws: ObjCException.undefinedKey(className: obj.className, key: "ключ", setting: false)) {
            try obj.value(forKey: "ключ")
        }
    }

    @Test func nilForAScalarSendsSetNilValueForKey() throws {
        let obj = try vtMakeKVCClass("KVCNil").new()
        #expect(throws: ObjCException.nilValueForKey(className: obj.className, key: "i_q")) {
            try obj.setValue(nil, forKey: "i_q")
        }
        #expect(throws: ObjCException.nilValueForKey(className: obj.className, key: "p_d")) {
            try obj.setValue(nil, forKey: "p_d")
        }
        // A class may choose a value for nil, as Foundation allows.
        typealias SetNil = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
        let zeroIt: SetNil = { obj, _, key in
            guard let obj, let key else { return }
            let object = ObjCObject(retaining: obj)
            try? object.setValue(ObjCObject.bridging(0), forKey: ObjCObject(retaining: key).stringValue ?? "")
        }
        let lenient = try vtMakeKVCClass("KVCLenient") { b in
            try b.addMethod("setNilValueForKey:", types: "v24@0:8@16", function: zeroIt)
        }.new()
        try lenient.setValue(bridging: 9, forKey: "i_q")
        try lenient.setValue(nil, forKey: "i_q")
        #expect(try lenient.value(forKey: "i_q", as: Int.self) == 0)
    }

    @Test func valuesThatCannotBeUnboxedAreErrors() throws {
        let obj = try vtMakeKVCClass("KVCUnbox").new()
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSObject", selector: "longLongValue")) {
            try obj.setValue(vtPlainObject(), forKey: "i_q")
        }
        #expect(try obj.value(forKey: "i_q", as: Int.self) == 0, "nothing was written")
        // An NSString answers -doubleValue (as Foundation's does), so it unboxes.
        try obj.setValue(vtObject("1.5"), forKey: "p_d")
        #expect(try obj.value(forKey: "p_d", as: Double.self) == 1.5)
    }

    @Test func searchOrderFollowsFoundation() throws {
        typealias Getter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
        // Each getter returns its own selector's name as a (leaked-free, autoreleased) string.
        let nameGetter: Getter = { _, cmd in
            guard let cmd else { return nil }
            let s = ObjCObject.string(Selector(rawValue: cmd).name)
            AutoreleasePool.add(s)
            return s.pointer
        }
        let all = try vtMakeKVCClass("KVCOrder") { b in
            for sel in ["getColor", "color", "isColor", "_color"] {
                try b.addMethod(Selector(sel), types: "@16@0:8", function: nameGetter)
            }
            for sel in ["shade", "isShade", "_shade"] { try b.addMethod(Selector(sel), types: "@16@0:8", function: nameGetter) }
            for sel in ["isHue", "_hue"] { try b.addMethod(Selector(sel), types: "@16@0:8", function: nameGetter) }
            try b.addMethod("_tint", types: "@16@0:8", function: nameGetter)
            try b.addIvar("_isWidth", size: 8, log2Alignment: 3, types: "@")
            try b.addIvar("width", size: 8, log2Alignment: 3, types: "@")
            try b.addIvar("isHeight", size: 8, log2Alignment: 3, types: "@")
        }.new()
        #expect(try all.value(forKey: "color")?.stringValue == "getColor")
        #expect(try all.value(forKey: "shade")?.stringValue == "shade")
        #expect(try all.value(forKey: "hue")?.stringValue == "isHue")
        #expect(try all.value(forKey: "tint")?.stringValue == "_tint")
        // Ivars: _key, _isKey, key, isKey.
        try all.setValue(vtObject("w"), forKey: "width")
        #expect(try all.objcClass.ivar(named: "_isWidth")?.object(in: all)?.stringValue == "w", "_isKey before key")
        #expect(try all.objcClass.ivar(named: "width")?.object(in: all) == nil)
        try all.setValue(vtObject("h"), forKey: "height")
        #expect(try all.value(forKey: "height")?.stringValue == "h", "isKey last")
    }

    @Test func accessInstanceVariablesDirectlyNOHidesIvars() throws {
        typealias ClassBool = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> ObjCBool
        let no: ClassBool = { _, _ in 0 }
        let obj = try vtMakeKVCClass("KVCNoIvars") { b in
            try b.addClassMethod("accessInstanceVariablesDirectly", types: "c16@0:8", function: no)
        }.new()
        #expect(throws: ObjCException.undefinedKey(className: obj.className, key: "i_q", setting: false)) {
            try obj.value(forKey: "i_q")
        }
        try obj.setValue(bridging: 5, forKey: "p_q")
        #expect(try obj.value(forKey: "p_q", as: Int.self) == 5, "accessors still work")
    }

    @Test func undefinedKeyHandlersCanBeOverridden() throws {
        typealias Undefined = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
        let fallback: Undefined = { _, _, key in key }  // answers the key itself (+0)
        let obj = try vtMakeKVCClass("KVCFallback") { b in
            try b.addMethod("valueForUndefinedKey:", types: "@24@0:8@16", function: fallback)
        }.new()
        #expect(try obj.value(forKey: "anything")?.stringValue == "anything")
    }

    @Test func batchOperationsAndKeyPaths() throws {
        let obj = try vtMakeKVCClass("KVCBatch").new()
        try obj.setValuesForKeys(["i_q": 7, "name": "Grace", "p_d": 2.5, "i_B": true])
        #expect(try obj.value(forKey: "i_q", as: Int.self) == 7)
        #expect(try obj.value(forKey: "name", as: String.self) == "Grace")
        try obj.setValuesForKeys(["name": nil])
        #expect(try obj.value(forKey: "name") == nil, "NSNull sets nil")
        // Keys are applied in order; the first failure stops the rest.
        #expect(throws: ObjCException.undefinedKey(className: obj.className, key: "aaa", setting: true)) {
            try obj.setValuesForKeys(["aaa": 1, "i_q": 99])
        }
        #expect(try obj.value(forKey: "i_q", as: Int.self) == 7)
        let snapshot = try obj.dictionaryWithValues(forKeys: ["i_q", "name", "p_d"])
        #expect(try BridgedValue(object: snapshot) == ["i_q": 7, "name": nil, "p_d": 2.5])
        #expect(throws: ObjCException.self) { try obj.dictionaryWithValues(forKeys: ["nope"]) }

        let owner = try vtMakeKVCClass("KVCOwner").new()
        try owner.setValue(obj, forKey: "name")  // an object in the object ivar
        try owner.setValue(ObjCObject.bridging(11), forKeyPath: "name.i_q")
        #expect(try owner.value(forKeyPath: "name.i_q").map { try BridgedValue(object: $0) } == 11)
        #expect(try owner.value(forKeyPath: "name.name") == nil)
        #expect(throws: ObjCException.undefinedKey(className: obj.className, key: "zzz", setting: false)) {
            try owner.value(forKeyPath: "name.zzz")
        }
    }

    @Test func kvcFromManyThreads() async throws {
        let cls = try vtMakeKVCClass("KVCThreads")
        await withTaskGroup(of: Bool.self) { group in
            for t in 0..<8 {
                group.addTask {
                    guard let obj = try? cls.new() else { return false }
                    return (0..<200).allSatisfy { i in
                        let v = t * 1000 + i
                        return (try? obj.setValue(bridging: v, forKey: "p_q")) != nil
                            && (try? obj.value(forKey: "p_q", as: Int.self)) == v
                            && (try? obj.setValue(bridging: Double(v), forKey: "i_d")) != nil
                            && (try? obj.value(forKey: "i_d", as: Double.self)) == Double(v)
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}

import Dispatch
import MiniObjCTestSupport
import ObjCEncoding
import ObjCRuntime
import Synchronization
import Testing

/// The one typed-IMP facility (`TypedIMP`, `CSupport/RuntimeCore/rt_typed_imp.h`): an IMP per
/// role and type code, each finding its context from (class, `_cmd`) in the record table.
@Suite struct TypedIMPTests {
    /// The codes with typed IMPs: every type-code table row a C function passes without a
    /// layout, and `^`.
    static let scalarCodes: [Character] = ["c", "C", "B", "s", "S", "i", "I", "l", "L", "q", "Q", "f", "d"]
    static let wordCodes: [Character] = ["@", "#", ":", "*", "^"]

    private static func byte(_ c: Character) -> UInt8 { c.asciiValue! }
    /// The box handlers' context: the value's size.
    private static func size(_ c: Character) -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: TypedIMP.valueSize(code: byte(c)))
    }
    private static func size(_ c: UInt8) -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: TypedIMP.valueSize(code: c))
    }

    /// Each code's IMP passes the C type the type-code table gives the code (its size); codes
    /// the table has no C-callable type for (`t T D v ?`, structs) get none, in any role.
    @Test func everyRoleHasAnIMPPerCodeOfTheTable() {
        for c in Self.scalarCodes + Self.wordCodes {
            let size = TypedIMP.valueSize(code: Self.byte(c))
            if let row = ScalarTypeCode.of(c) { #expect(size == row.size, "\(c)") } else { #expect(size == 8, "\(c)") }
            for role in TypedIMP.Role.allCases {
                let imp = TypedIMP.imp(role, code: Self.byte(c))
                if c == "@" && (role == .getter || role == .setter) {
                    #expect(imp == nil, "object ivars keep their ownership in Swift")
                } else {
                    #expect(imp != nil, "\(role) \(c)")
                }
            }
        }
        for c: Character in ["t", "T", "D", "v", "?", "{", "b", "j"] {
            #expect(TypedIMP.valueSize(code: Self.byte(c)) == 0)
            for role in TypedIMP.Role.allCases { #expect(TypedIMP.imp(role, code: Self.byte(c)) == nil, "\(role) \(c)") }
        }
        // One IMP per (role, code): roles and codes never share one.
        var seen = Set<UInt>()
        for role in TypedIMP.Role.allCases {
            for c in Self.scalarCodes + Self.wordCodes {
                if let imp = TypedIMP.imp(role, code: Self.byte(c)) { #expect(seen.insert(UInt(bitPattern: imp)).inserted) }
            }
        }
    }

    /// A class with `get` / `set:` of type `code` served by `role`'s IMPs, and (for the ivar
    /// roles) an 8-byte ivar `v` recorded for both.
    private func makeClass(_ code: Character, ivar: Bool) throws -> (ObjCClass, Selector, Selector) {
        let b = try ClassBuilder(name: uniqueName("TypedIMP_\(code.asciiValue!)"))
        if ivar { try b.addIvar("v", size: 8, log2Alignment: 3, types: "q") }
        let getter = Selector("get"), setter = Selector("set:")
        let c = Self.byte(code)
        let (g, s): (TypedIMP.Role, TypedIMP.Role) = ivar ? (.getter, .setter) : (.forwardingGetter, .forwardingSetter)
        try b.addMethod(getter, types: "\(code)@:", imp: TypedIMP.imp(g, code: c)!)
        try b.addMethod(setter, types: "v@:\(code)", imp: TypedIMP.imp(s, code: c)!)
        let cls = try b.register()
        if ivar {
            let offset = try #require(cls.ivar(named: "v")).offset
            try TypedIMP.recordIvar(cls, getter, offset: offset, atomic: code == "q", context: nil)
            try TypedIMP.recordIvar(cls, setter, offset: offset, atomic: code == "q", context: nil)
        }
        return (cls, getter, setter)
    }

    /// A new instance with no box left by an earlier object at its address.
    private func fresh(_ cls: ObjCClass) throws -> ObjCObject {
        let o = try cls.new()
        _ = boxes.withLock { $0.removeValue(forKey: UInt(bitPattern: o.pointer)) }
        return o
    }

    private func roundTrip<T: MessageArgument & MessageResult & Equatable>(_ code: Character, _ values: [T], ivar: Bool) throws {
        let (cls, getter, setter) = try makeClass(code, ivar: ivar)
        if !ivar {
            // The forwarding handler keeps the value's bytes in the receiver's box.
            try TypedIMP.record(cls, getter, role: .forwarding, code: Self.byte(code), context: Self.size(code), handler: boxGetter)
            try TypedIMP.record(cls, setter, role: .forwarding, code: Self.byte(code), context: Self.size(code), handler: boxSetter)
        }
        let o = try fresh(cls)
        #expect(try o.send(getter, as: T.self) == values[0], "\(code): zero before any set")
        for v in values {
            try o.send(setter, v, as: Void.self)
            #expect(try o.send(getter, as: T.self) == v, "\(code) \(v)")
        }
    }

    private func everyScalarCode(ivar: Bool) throws {
        try roundTrip("c", [Int8(0), -128, 127, 5], ivar: ivar)
        try roundTrip("C", [UInt8(0), 255, 7], ivar: ivar)
        try roundTrip("B", [false, true, false], ivar: ivar)
        try roundTrip("s", [Int16(0), -32768, 32767], ivar: ivar)
        try roundTrip("S", [UInt16(0), 65535, 9], ivar: ivar)
        try roundTrip("i", [Int32(0), .min, .max], ivar: ivar)
        try roundTrip("I", [UInt32(0), .max, 11], ivar: ivar)
        try roundTrip("l", [Int32(0), .min, -3], ivar: ivar)
        try roundTrip("L", [UInt32(0), .max, 3], ivar: ivar)
        try roundTrip("q", [Int64(0), .min, .max], ivar: ivar)
        try roundTrip("Q", [UInt64(0), .max, 1 << 63], ivar: ivar)
        try roundTrip("f", [Float(0), -1.5, .greatestFiniteMagnitude], ivar: ivar)
        try roundTrip("d", [Double(0), -2.25, .leastNonzeroMagnitude], ivar: ivar)
    }

    /// The ivar getter and setter of each scalar code load and store the recorded ivar.
    @Test func ivarGetterAndSetterOfEachScalarCode() throws { try everyScalarCode(ivar: true) }

    /// The forwarding getter and setter of each scalar code hand the value's bytes to and from
    /// the record's handler, of the code's C type.
    @Test func forwardingGetterAndSetterOfEachScalarCode() throws { try everyScalarCode(ivar: false) }

    /// The word codes (objects, classes, selectors, C strings, pointers) pass one word, in
    /// every role that takes them.
    @Test func wordCodesPassAWord() throws {
        typealias Get = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
        typealias Set = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
        let word = UnsafeMutableRawPointer(bitPattern: 0xDEAD_BEE0)
        for code in Self.wordCodes {
            for ivar in code == "@" ? [false] : [false, true] {
                let (cls, getter, setter) = try makeClass(code, ivar: ivar)
                if !ivar {
                    try TypedIMP.record(cls, getter, role: .forwarding, code: Self.byte(code), context: Self.size(code), handler: boxGetter)
                    try TypedIMP.record(cls, setter, role: .forwarding, code: Self.byte(code), context: Self.size(code), handler: boxSetter)
                }
                let o = try fresh(cls)
                let get = unsafeBitCast(try #require(cls.methodImplementation(for: getter)), to: Get.self)
                let set = unsafeBitCast(try #require(cls.methodImplementation(for: setter)), to: Set.self)
                #expect(get(o.pointer, getter.rawValue) == nil)
                set(o.pointer, setter.rawValue, word)
                #expect(get(o.pointer, getter.rawValue) == word, "\(code) ivar: \(ivar)")
            }
        }
    }

    /// The notifying setter of each code hands its handler the argument and a caller that
    /// passes it on, typed, to the original setter (here the ivar setter of the superclass);
    /// the handler runs around it.
    @Test func notifyingSetterOfEachCodeCallsTheOriginalThroughItsCaller() throws {
        func check<T: MessageArgument & MessageResult & Equatable>(_ code: Character, _ value: T) throws {
            let (base, getter, setter) = try makeClass(code, ivar: true)
            let b = try ClassBuilder(name: uniqueName("TypedIMPNotify"), superclass: base)
            try b.addMethod(setter, types: "v@:\(code)", imp: TypedIMP.imp(.notifyingSetter, code: Self.byte(code))!)
            let sub = try b.register()
            let original = try #require(base.methodImplementation(for: setter))
            try TypedIMP.record(sub, setter, role: .notifying, code: Self.byte(code),
                                context: UnsafeMutableRawPointer(mutating: original), handler: notifyingHandler)
            let o = try sub.new()
            let before = notifications.load(ordering: .relaxed)
            try o.send(setter, value, as: Void.self)
            #expect(try o.send(getter, as: T.self) == value, "\(code): the original setter stored the value")
            #expect(notifications.load(ordering: .relaxed) == before + 1)
        }
        try check("c", Int8(-7)); try check("C", UInt8(200)); try check("B", true)
        try check("s", Int16(-300)); try check("S", UInt16(60000))
        try check("i", Int32(-70000)); try check("I", UInt32(4_000_000_000))
        try check("l", Int32(-5)); try check("L", UInt32(5))
        try check("q", Int64.min); try check("Q", UInt64.max)
        try check("f", Float(3.5)); try check("d", Double(-1e300))
    }

    /// Replacing a record changes what the IMP finds from the next call on; removing it leaves
    /// the IMP answering zero (or the superclass's record); re-adding brings it back.
    @Test func replacedAndRemovedRecords() throws {
        let (cls, getter, _) = try makeClass("q", ivar: false)
        try TypedIMP.record(cls, getter, role: .forwarding, code: Self.byte("q"),
                            context: UnsafeMutableRawPointer(bitPattern: 41), handler: contextGetter)
        let o = try cls.new()
        #expect(try o.send(getter, as: Int64.self) == 41)
        try TypedIMP.record(cls, getter, role: .forwarding, code: Self.byte("q"),
                            context: UnsafeMutableRawPointer(bitPattern: 42), handler: contextGetter)
        #expect(try o.send(getter, as: Int64.self) == 42)
        #expect(TypedIMP.removeRecord(cls, getter, role: .forwarding))
        #expect(!TypedIMP.removeRecord(cls, getter, role: .forwarding), "already gone")
        #expect(try o.send(getter, as: Int64.self) == 0)
        try TypedIMP.record(cls, getter, role: .forwarding, code: Self.byte("q"),
                            context: UnsafeMutableRawPointer(bitPattern: 43), handler: contextGetter)
        #expect(try o.send(getter, as: Int64.self) == 43)
        // Roles are apart: a notifying record of the pair is another record.
        try TypedIMP.record(cls, getter, role: .notifying, code: Self.byte("q"),
                            context: UnsafeMutableRawPointer(bitPattern: 99), handler: contextGetter)
        #expect(try o.send(getter, as: Int64.self) == 43)
        #expect(TypedIMP.removeRecord(cls, getter, role: .notifying))
    }

    /// Getters and setters on many threads while another thread replaces and removes the
    /// records: no lock on the read side, every answer one of the records' (TSan: no race).
    @Test func concurrentGetAndSetWithoutALock() throws {
        let (cls, getter, setter) = try makeClass("q", ivar: false)
        let code = Self.byte("q")
        try TypedIMP.record(cls, getter, role: .forwarding, code: code, context: Self.size(code), handler: boxGetter)
        try TypedIMP.record(cls, setter, role: .forwarding, code: code, context: Self.size(code), handler: boxSetter)
        let objects = try (0..<4).map { _ in try fresh(cls) }
        let failures = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 5) { t in
            if t == 4 {
                for i in 0..<2000 {
                    // Replace the getter's record with an equal one, and the setter's with one
                    // that briefly goes away.
                    try? TypedIMP.record(cls, getter, role: .forwarding, code: code, context: Self.size(code), handler: boxGetter)
                    if i % 2 == 0 { TypedIMP.removeRecord(cls, setter, role: .forwarding) }
                    try? TypedIMP.record(cls, setter, role: .forwarding, code: code, context: Self.size(code), handler: boxSetter)
                }
                return
            }
            let o = objects[t]
            for i in 0..<2000 {
                let v = Int64(t * 1_000_000 + i)
                _ = try? o.send(setter, v, as: Void.self)
                let got = (try? o.send(getter, as: Int64.self)) ?? -1
                // A set that found no record wrote nothing: the value is this one or an earlier one of this thread.
                if got > v || (got != 0 && got / 1_000_000 != Int64(t)) { failures.add(1, ordering: .relaxed) }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
    }
}

/// Each test object's value, by object address: the forwarding handlers' storage.
private let boxes = LockedValue<[UInt: [UInt8]]>([:])
private let notifications = Atomic<Int>(0)

private let boxGetter: TypedIMP.Handler = { receiver, _, _, value, _ in
    guard let receiver, let value else { return }
    guard let bytes = boxes.withLock({ $0[UInt(bitPattern: receiver)] }) else { return }
    bytes.withUnsafeBytes { value.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
}

private let boxSetter: TypedIMP.Handler = { receiver, _, context, value, _ in
    guard let receiver, let value else { return }
    // The record's context is the value's size.
    let bytes = Array(UnsafeRawBufferPointer(start: value, count: Int(bitPattern: context)))
    boxes.withLock { $0[UInt(bitPattern: receiver)] = bytes }
}

private let contextGetter: TypedIMP.Handler = { _, _, context, value, _ in
    value?.storeBytes(of: Int64(Int(bitPattern: context)), as: Int64.self)
}

/// Counts, then calls the original setter (the record's context) through the caller.
private let notifyingHandler: TypedIMP.Handler = { receiver, cmd, context, value, caller in
    guard let receiver, let cmd, let context, let value, let caller else { return }
    notifications.add(1, ordering: .relaxed)
    TypedIMP.callOriginal(caller, UnsafeRawPointer(context), receiver, cmd, value)
}

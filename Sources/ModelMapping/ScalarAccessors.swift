import ObjCRuntime

// The seed's `((void (*)(id, SEL, int8_t))(void *) objc_msgSend)(model, setter, v)` casts:
// each C type gets its own `@convention(c)` shape, and `withIMP(for:as:)` looks up the IMP
// (cache, resolution, forwarding) and calls it with exactly that C signature — no libffi.
private typealias Obj = UnsafeMutableRawPointer?
private typealias Sel = UnsafeRawPointer?
private typealias SetI8 = @convention(c) (Obj, Sel, Int8) -> Void
private typealias SetU8 = @convention(c) (Obj, Sel, UInt8) -> Void
private typealias SetI16 = @convention(c) (Obj, Sel, Int16) -> Void
private typealias SetU16 = @convention(c) (Obj, Sel, UInt16) -> Void
private typealias SetI32 = @convention(c) (Obj, Sel, Int32) -> Void
private typealias SetU32 = @convention(c) (Obj, Sel, UInt32) -> Void
private typealias SetI64 = @convention(c) (Obj, Sel, Int64) -> Void
private typealias SetU64 = @convention(c) (Obj, Sel, UInt64) -> Void
private typealias SetF = @convention(c) (Obj, Sel, Float) -> Void
private typealias SetD = @convention(c) (Obj, Sel, Double) -> Void
private typealias SetB = @convention(c) (Obj, Sel, Bool) -> Void
private typealias SetPtr = @convention(c) (Obj, Sel, UnsafeMutableRawPointer?) -> Void
private typealias SetSel = @convention(c) (Obj, Sel, UnsafeRawPointer?) -> Void
private typealias GetI8 = @convention(c) (Obj, Sel) -> Int8
private typealias GetU8 = @convention(c) (Obj, Sel) -> UInt8
private typealias GetI16 = @convention(c) (Obj, Sel) -> Int16
private typealias GetU16 = @convention(c) (Obj, Sel) -> UInt16
private typealias GetI32 = @convention(c) (Obj, Sel) -> Int32
private typealias GetU32 = @convention(c) (Obj, Sel) -> UInt32
private typealias GetI64 = @convention(c) (Obj, Sel) -> Int64
private typealias GetU64 = @convention(c) (Obj, Sel) -> UInt64
private typealias GetF = @convention(c) (Obj, Sel) -> Float
private typealias GetD = @convention(c) (Obj, Sel) -> Double
private typealias GetB = @convention(c) (Obj, Sel) -> Bool
private typealias GetPtr = @convention(c) (Obj, Sel) -> UnsafeMutableRawPointer?
private typealias GetSel = @convention(c) (Obj, Sel) -> UnsafeRawPointer?

enum ScalarAccessors {
    /// Sends `setter` with `number` converted to the C type `code` (YYModel's
    /// `ModelSetNumberToProperty`); nil sets zero, as a message to a nil NSNumber answers 0.
    static func setNumber(_ number: CNumber?, code: Character, setter: Selector, on model: ObjCObject) throws {
        let n = number ?? .signed(0)
        switch code {
        case "c": try model.withIMP(for: setter, as: SetI8.self) { f, r, s in f(r, s, Int8(truncatingIfNeeded: n.int64)) }
        case "C": try model.withIMP(for: setter, as: SetU8.self) { f, r, s in f(r, s, UInt8(truncatingIfNeeded: n.uint64)) }
        case "s": try model.withIMP(for: setter, as: SetI16.self) { f, r, s in f(r, s, Int16(truncatingIfNeeded: n.int64)) }
        case "S": try model.withIMP(for: setter, as: SetU16.self) { f, r, s in f(r, s, UInt16(truncatingIfNeeded: n.uint64)) }
        case "i", "l": try model.withIMP(for: setter, as: SetI32.self) { f, r, s in f(r, s, Int32(truncatingIfNeeded: n.int64)) }
        case "I", "L": try model.withIMP(for: setter, as: SetU32.self) { f, r, s in f(r, s, UInt32(truncatingIfNeeded: n.uint64)) }
        case "q": try model.withIMP(for: setter, as: SetI64.self) { f, r, s in f(r, s, n.int64) }
        case "Q": try model.withIMP(for: setter, as: SetU64.self) { f, r, s in f(r, s, n.uint64) }
        case "f":
            // A double beyond float's range would become infinity: store 0, as for NaN.
            let v = Float(n.double)
            try model.withIMP(for: setter, as: SetF.self) { f, r, s in f(r, s, v.isFinite ? v : 0) }
        case "d": try model.withIMP(for: setter, as: SetD.self) { f, r, s in f(r, s, n.double) }
        case "B": try model.withIMP(for: setter, as: SetB.self) { f, r, s in f(r, s, n.bool) }
        default: break
        }
    }

    /// Sends `getter` and boxes the C value of type `code` as an NSNumber-shaped value
    /// (YYModel's `ModelCreateNumberFromProperty`); NaN and infinities answer nil (JSON has
    /// neither).
    static func number(code: Character, getter: Selector, of model: ObjCObject) throws -> BridgedValue? {
        switch code {
        case "c": return .signed(Int64(try model.withIMP(for: getter, as: GetI8.self) { f, r, s in f(r, s) }), objCType: "c")
        case "C": return .unsigned(UInt64(try model.withIMP(for: getter, as: GetU8.self) { f, r, s in f(r, s) }), objCType: "C")
        case "s": return .signed(Int64(try model.withIMP(for: getter, as: GetI16.self) { f, r, s in f(r, s) }), objCType: "s")
        case "S": return .unsigned(UInt64(try model.withIMP(for: getter, as: GetU16.self) { f, r, s in f(r, s) }), objCType: "S")
        case "i", "l":
            return .signed(Int64(try model.withIMP(for: getter, as: GetI32.self) { f, r, s in f(r, s) }), objCType: code)
        case "I", "L":
            return .unsigned(UInt64(try model.withIMP(for: getter, as: GetU32.self) { f, r, s in f(r, s) }), objCType: code)
        case "q": return .signed(try model.withIMP(for: getter, as: GetI64.self) { f, r, s in f(r, s) }, objCType: "q")
        case "Q": return .unsigned(try model.withIMP(for: getter, as: GetU64.self) { f, r, s in f(r, s) }, objCType: "Q")
        case "f":
            let v = try model.withIMP(for: getter, as: GetF.self) { f, r, s in f(r, s) }
            return v.isFinite ? .double(Double(v), objCType: "f") : nil
        case "d":
            let v = try model.withIMP(for: getter, as: GetD.self) { f, r, s in f(r, s) }
            return v.isFinite ? .double(v, objCType: "d") : nil
        case "B": return .bool(try model.withIMP(for: getter, as: GetB.self) { f, r, s in f(r, s) })
        default: return nil
        }
    }

    /// `- (void)setX:(Class)c`; nil sets Nil.
    static func setClass(_ cls: ObjCClass?, setter: Selector, on model: ObjCObject) throws {
        try model.withIMP(for: setter, as: SetPtr.self) { f, r, s in f(r, s, cls?.pointer) }
    }

    /// `- (Class)x`.
    static func classValue(getter: Selector, of model: ObjCObject) throws -> ObjCClass? {
        try model.withIMP(for: getter, as: GetPtr.self) { f, r, s in f(r, s) }.map { ObjCClass(pointer: $0) }
    }

    /// `- (void)setX:(SEL)sel`; nil sets NULL.
    static func setSelector(_ sel: Selector?, setter: Selector, on model: ObjCObject) throws {
        try model.withIMP(for: setter, as: SetSel.self) { f, r, s in f(r, s, sel?.rawValue) }
    }

    /// `- (SEL)x`.
    static func selectorValue(getter: Selector, of model: ObjCObject) throws -> Selector? {
        try model.withIMP(for: getter, as: GetSel.self) { f, r, s in f(r, s) }.map { Selector(rawValue: $0) }
    }
}

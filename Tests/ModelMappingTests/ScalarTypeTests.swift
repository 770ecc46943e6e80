import Testing
import ObjCRuntime
@testable import ModelMapping

/// Every C number type code, set through the typed setter casts and read back through KVC.
@Suite struct ScalarTypeTests {
    @Test func everyTypeCodeIsSetThroughItsOwnCast() throws {
        let cls = try Fixture.cls("MMScalars")
        let model = try cls.model(with: [
            "c": -5, "uc": 250, "s": -30000, "us": 65000, "i": -2_000_000_000, "ui": 4_000_000_000,
            "q": .int(Int.min), "uq": .unsigned(UInt64.max, objCType: "Q"), "f": 1.5, "d": 2.25,
            "b": true, "flag": true, "on": true,
        ])
        #expect(try model.kvc("c") == .signed(-5, objCType: "c"))
        #expect(try model.kvc("uc") == .unsigned(250, objCType: "C"))
        #expect(try model.kvc("s") == .signed(-30000, objCType: "s"))
        #expect(try model.kvc("us") == .unsigned(65000, objCType: "S"))
        #expect(try model.kvc("i") == .signed(-2_000_000_000, objCType: "i"))
        #expect(try model.kvc("ui") == .unsigned(4_000_000_000, objCType: "I"))
        #expect(try model.kvc("q") == .signed(Int64.min, objCType: "q"))
        #expect(try model.kvc("uq") == .unsigned(UInt64.max, objCType: "Q"))
        #expect(try model.kvc("f") == .double(1.5, objCType: "f"))
        #expect(try model.kvc("d") == .double(2.25, objCType: "d"))
        #expect(try model.kvc("b") == .bool(true))
        #expect(try model.kvc("flag") == .signed(1, objCType: "c"))
        // Custom getter / setter names are used (`isOn` / `turn:`).
        #expect(try model.send("isOn", as: Bool.self))
    }

    @Test func valuesConvertAsCCastsDo() throws {
        let model = try Fixture.cls("MMScalars").model(with: [
            "c": 300, "uc": -1, "i": 3.99, "ui": -2.5, "q": 1e300, "b": 0.5, "f": 1e300,
        ])
        #expect(try model.kvc("c") == .signed(44, objCType: "c"))        // 300 wraps in 8 bits
        #expect(try model.kvc("uc") == .unsigned(255, objCType: "C"))    // -1 wraps
        #expect(try model.kvc("i") == .signed(3, objCType: "i"))         // truncation toward zero
        #expect(try model.kvc("ui") == .unsigned(UInt64(UInt32.max - 1), objCType: "I"))
        #expect(try model.kvc("q") == .signed(Int64.max, objCType: "q")) // clamped
        #expect(try model.kvc("b") == .bool(true))                       // nonzero
        #expect(try model.kvc("f") == .double(0, objCType: "f"))         // beyond float: 0
    }

    @Test func nullAndNonNumbersZeroACNumber() throws {
        let model = try Fixture.cls("MMScalars").model(with: ["i": 9, "q": 9, "d": 9])
        try model.setModel(with: ["i": nil, "q": ["nested": 1], "d": "nan"])
        #expect(try model.kvc("i") == .signed(0, objCType: "i"))
        #expect(try model.kvc("q") == .signed(0, objCType: "q"))
        // "nan" has no dot: atoll reads 0 (YYModel's rule), not NaN.
        #expect(try model.kvc("d") == .double(0, objCType: "d"))
    }

    @Test func numbersComeBackWithTheirTypeCodes() throws {
        let model = try Fixture.cls("MMScalars").model(with: [
            "c": 1, "uc": 2, "s": 3, "us": 4, "i": 5, "ui": 6, "q": 7, "uq": 8, "f": 0.5, "d": 0.25, "b": true,
        ])
        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["c"] == .signed(1, objCType: "c"))
        #expect(json["uc"] == .unsigned(2, objCType: "C"))
        #expect(json["s"] == .signed(3, objCType: "s"))
        #expect(json["us"] == .unsigned(4, objCType: "S"))
        #expect(json["i"] == .signed(5, objCType: "i"))
        #expect(json["ui"] == .unsigned(6, objCType: "I"))
        #expect(json["q"] == .signed(7, objCType: "q"))
        #expect(json["uq"] == .unsigned(8, objCType: "Q"))
        #expect(json["f"] == .double(0.5, objCType: "f"))
        #expect(json["d"] == .double(0.25, objCType: "d"))
        #expect(json["b"] == .bool(true))
        // Unset objects are left out (not null); unsupported types (char *) never appear.
        #expect(json["string"] == nil)
        #expect(json["cString"] == nil)
    }

    @Test func classSelectorAndStructProperties() throws {
        let cls = try Fixture.cls("MMScalars")
        let point: [UInt8] = withUnsafeBytes(of: (3.5, -1.0)) { Array($0) }
        let model = try cls.model(with: [
            "kind": "MMAuthor", "action": "mapWith:", "point": .value(bytes: point, objCType: "{CGPoint=dd}"),
        ])
        #expect(try PropertyAccess.classValue(of: model.unmanaged, getter: "kind")?.name == "MMAuthor")
        #expect(try PropertyAccess.selectorValue(of: model.unmanaged, getter: "action")?.name == "mapWith:")
        let stored = try Invocation(target: model, selector: "point")
        try stored.send()
        #expect(stored.returnValue == .bytes(point))

        // An NSValue of another encoding, an unknown class name: skipped.
        try model.setModel(with: ["point": .value(bytes: [1, 2, 3, 4], objCType: "i"), "kind": "NoSuchClassHere"])
        let again = try Invocation(target: model, selector: "point")
        try again.send()
        #expect(again.returnValue == .bytes(point))
        #expect(try PropertyAccess.classValue(of: model.unmanaged, getter: "kind")?.name == "MMAuthor")

        guard case .dictionary(let json) = try model.toJSONObject() else { Issue.record("not a dictionary"); return }
        #expect(json["kind"] == .string("MMAuthor"))
        #expect(json["action"] == .string("mapWith:"))
        #expect(json["point"] == nil) // YYModel writes no structs

        try model.setModel(with: ["kind": nil, "action": nil])
        #expect(try PropertyAccess.classValue(of: model.unmanaged, getter: "kind") == nil)
        #expect(try PropertyAccess.selectorValue(of: model.unmanaged, getter: "action") == nil)
    }

    /// clang never writes `l` / `L` on LP64 (a `long` is `q`), so a header cannot declare
    /// them; a class built by hand can. Apple's `l` is 32 bits.
    @Test func thirtyTwoBitLongCodes() throws {
        let cls = try LongFixture.cls.get()
        let model = try cls.model(with: ["l": -5, "ul": 4_000_000_000])
        #expect(try model.kvc("l") == .signed(-5, objCType: "l"))
        #expect(try model.kvc("ul") == .unsigned(4_000_000_000, objCType: "L"))
        #expect(try model.toJSONObject() == ["l": .signed(-5, objCType: "l"), "ul": .unsigned(4_000_000_000, objCType: "L")])
    }
}

/// A class with `l` and `L` properties over 4-byte ivars, accessors written in Swift.
private enum LongFixture {
    typealias Get = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32
    typealias Set = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void

    static func offset(_ receiver: UnsafeMutableRawPointer, _ ivar: String) -> Int? {
        ObjCClass(ofObject: receiver).ivar(named: ivar)?.offset
    }

    static let cls: Result<ObjCClass, any Error> = Result {
        let getL: Get = { r, _ in r.flatMap { r in offset(r, "_l").map { (r + $0).load(as: Int32.self) } } ?? 0 }
        let setL: Set = { r, _, v in if let r, let o = offset(r, "_l") { (r + o).storeBytes(of: v, as: Int32.self) } }
        let getUL: Get = { r, _ in r.flatMap { r in offset(r, "_ul").map { (r + $0).load(as: Int32.self) } } ?? 0 }
        let setUL: Set = { r, _, v in if let r, let o = offset(r, "_ul") { (r + o).storeBytes(of: v, as: Int32.self) } }
        let builder = try ClassBuilder(name: "MMLongCodes")
        try builder.addIvar("_l", size: 4, log2Alignment: 2, types: "l")
        try builder.addIvar("_ul", size: 4, log2Alignment: 2, types: "L")
        try builder.addMethod("l", types: "l16@0:8", function: getL)
        try builder.addMethod("setL:", types: "v20@0:8l16", function: setL)
        try builder.addMethod("ul", types: "L16@0:8", function: getUL)
        try builder.addMethod("setUl:", types: "v20@0:8L16", function: setUL)
        try builder.addProperty("l", attributes: "Tl,N,V_l")
        try builder.addProperty("ul", attributes: "TL,N,V_ul")
        return try builder.register()
    }
}

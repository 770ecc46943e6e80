import Testing
import ObjCRuntime
@testable import ModelMapping

/// YYTestDescription: `modelDescription` in YYModel's layout — sorted properties, quoted
/// strings, nested values indented, long data cut — and never a failure.
@Suite struct DescriptionTests {
    @Test func aSmallModelInYYModelsLayout() throws {
        let user = try YYFixture.cls("YYTestNestUser").model(with: ["uid": 7, "name": "ibireme"])
        let text = user.modelDescription()
        let address = "0x" + String(UInt(bitPattern: user.pointer), radix: 16)
        #expect(text == """
            <YYTestNestUser: \(address)> {
                name = "ibireme";
                uid = 7
            }
            """)
    }

    @Test func everyKindNestedAndTruncated() throws {
        let model = try YYFixture.cls("YYTestDescriptionModel").new()
        try model.send("setString:", ObjCObject.string("test"), as: Void.self)
        try model.send("setIntValue:", Int32(100), as: Void.self)
        try model.send("setNumber:", ObjCObject.bridging(123), as: Void.self)
        try model.send("setDecimal:", ObjCObject.decimalNumber("456"), as: Void.self)
        try model.send("setDate:", try BridgedValue.date(0).makeObject(), as: Void.self)
        try model.send("setUrl:", try require(ObjCObject.url("https://github.com"), "a URL"), as: Void.self)
        try model.send("setBlockValue:", ObjCObject.block {}, as: Void.self)
        try model.send("setSelectorValue:", Selector("copy").rawValue, as: Void.self)
        try model.send("setClassValue:", ObjCClass.nsURL, as: Void.self)
        try model.send("setMData:", ObjCObject.mutableData(Array(repeating: 0xAB, count: 1024)), as: Void.self)
        try model.send("setArray:", try ObjCObject.array([]), as: Void.self)
        try model.send("setDict:", try BridgedValue.dictionary([:]).makeObject(), as: Void.self)
        try model.send("setSet:", try ObjCObject.set([]), as: Void.self)
        var subs: [ObjCObject] = []
        for i in 0..<2 {
            let sub = try YYFixture.cls("YYTestDescriptionModel").new()
            try sub.send("setIntValue:", Int32(i), as: Void.self)
            subs.append(sub)
        }
        try model.send("setMArray:", try ObjCObject.array(subs, mutable: true), as: Void.self)
        try model.send("setMDict:", try ObjCObject.dictionary([(.string("1"), subs[1]), (ObjCObject.string("0"), subs[0])], mutable: true), as: Void.self)
        let text = model.modelDescription()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("<YYTestDescriptionModel: 0x") == true && lines.first?.hasSuffix("> {") == true)
        #expect(lines.last == "}")
        // Sorted by name, one per line, ";" between.
        let names = lines.dropFirst().filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") && $0.contains(" = ") }.map { $0.dropFirst(4).prefix { $0 != " " } }
        #expect(names == names.sorted())
        #expect(text.contains("    string = \"test\";"))
        #expect(text.contains("    intValue = 100;"))
        #expect(text.contains("    BOOLValue = 0;"))
        #expect(text.contains("    decimal = 456;"))
        #expect(text.contains("    date = 2001-01-01 00:00:00 +0000;"))
        #expect(text.contains("    url = https://github.com;"))
        #expect(text.hasSuffix("    value = <nil>\n}"))  // the last line has no ";"
        #expect(text.contains("    selectorValue = copy;"))
        #expect(text.contains("    classValue = NSURL;"))
        #expect(text.contains("    pointerValue = 0x0;"))
        #expect(text.contains("    array = [];") && text.contains("    dict = {};") && text.contains("    set = [];"))
        #expect(text.contains("    blockValue = <_NSConcreteMallocBlock: 0x"))
        #expect(text.contains("    number = 123;"))
        #expect(text.contains("    pointValue = <{CGPoint=dd}:"))
        // Data is cut at 100 characters, then "...".
        let dataLine = try #require(lines.first { $0.hasPrefix("    mData = ") })
        #expect(dataLine.hasSuffix("...;") && dataLine.count == "    mData = ".count + 100 + 4)
        // Nested models are indented four more spaces per level; dictionary keys sorted.
        #expect(text.contains("    mArray = [\n        <YYTestDescriptionModel: 0x"))
        #expect(text.contains("\n            intValue = 0;\n"))
        #expect(text.contains("    mDict = {\n        0 = <YYTestDescriptionModel: 0x"))
    }

    /// The kinds YYModel's description test sets besides: a union and a C string (by value and
    /// as an address, as YYModel prints them), an NSValue holding a range, an NSMutableSet of
    /// models — and an NSValue whose description is cut at 100 characters.
    @Test func unionsCStringsValuesAndMutableSets() throws {
        let cls = try YYFixture.cls("YYTestDescriptionModel")
        let model = try cls.new()
        let union: (Int32) = 0x41
        try PropertyAccess.setByValue(.bytes(withUnsafeBytes(of: union) { Array($0) }), on: model.unmanaged, setter: "setUnionValue:")
        let cString = UnsafeMutablePointer<CChar>.allocate(capacity: 4)
        defer { cString.deallocate() }
        try model.send("setCString:", UnsafeMutableRawPointer(cString), as: Void.self)
        let range: (UInt64, UInt64) = (10, 5)
        try model.send("setValue:", try BridgedValue.value(bytes: withUnsafeBytes(of: range) { Array($0) },
                                                               objCType: "{_NSRange=QQ}").makeObject(), as: Void.self)
        var subs: [ObjCObject] = []
        for i in 0..<2 {
            let sub = try cls.new()
            try sub.send("setIntValue:", Int32(i), as: Void.self)
            subs.append(sub)
        }
        try model.send("setMSet:", try ObjCObject.set(subs, mutable: true), as: Void.self)
        let text = model.modelDescription()
        #expect(text.contains("\n    cString = \(ModelDescription.address(UnsafeMutableRawPointer(cString)));\n"))   // %p, as YYModel
        #expect(text.contains("\n    unionValue = <(yy_union=ci): 41000000>;\n"))
        #expect(text.hasSuffix("\n    value = <{_NSRange=QQ}: 0a000000 00000000 05000000 00000000>\n}"))
        // The set's models, each indented one more level (a set has no order: both are there).
        #expect(text.contains("\n    mSet = [\n        <YYTestDescriptionModel: 0x"))
        #expect(text.contains("\n            intValue = 0;\n") && text.contains("\n            intValue = 1;\n"))
        #expect(text.contains("\n    ];\n    number = <nil>;"))

        // An NSValue's description past 100 characters is cut there and marked, as YYModel
        // cuts NSValue and NSData (a struct property's own value is printed whole).
        let transform = try BridgedValue.value(bytes: Array(repeating: 0x3F, count: 128),
                                               objCType: "{CATransform3D=dddddddddddddddd}").makeObject()
        try model.send("setValue:", transform, as: Void.self)
        let full = try transform.objcDescription()
        #expect(full.count > 100)
        #expect(model.modelDescription().hasSuffix("\n    value = \(full.prefix(100))...\n}"))
    }

    @Test func itNeverFailsOrLoops() throws {
        let a = try Fixture.cls("MMNode").model(with: ["value": 1])
        let b = try Fixture.cls("MMNode").model(with: ["value": 2])
        try a.send("setNext:", b, as: Void.self)
        try b.send("setNext:", a, as: Void.self)
        defer { try? b.send("setNext:", nil as ObjCObject?, as: Void.self) }
        let text = a.modelDescription()
        #expect(text.contains("value = 2"))
        #expect(text.components(separatedBy: "<MMNode: 0x").count == 4) // a, b, then a's head only
        #expect(ObjCObject.string("x").modelDescription() == "\"x\"")
        #expect(ObjCObject.null.modelDescription() == "<null>")
        #expect(try ObjCObject.array([.string("x"), .bridging(2)]).modelDescription() == "[\n    \"x\";\n    2\n]")
    }

    @Test func installedDescriptionIsAMessage() throws {
        let cls = try YYFixture.cls("YYTestModelHashModel")
        let model = try cls.new()
        try model.send("setIntValue:", Int32(5), as: Void.self)
        #expect(try model.objcDescription() == model.modelDescription())
        #expect(try model.objcDescription().contains("intValue = 5;"))
    }
}

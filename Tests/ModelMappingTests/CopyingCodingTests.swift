import Testing
@testable import DynamicDefaults
import ObjCRuntime
@testable import ModelMapping
import PropertyLists

/// YYTestCopyingAndCoding: hash and equality by properties, copies, and keyed archives —
/// through messages, since YYTestModelHashModel has the model methods installed, as YYModel's
/// README has a class implement them.
@Suite struct CopyingCodingTests {
    private func model() throws -> ObjCObject { try YYFixture.cls("YYTestModelHashModel").new() }

    private struct MyStruct { var a: Int32 = 0; var b: Double = 0; var c: Float80 = 0 }

    /// my_struct { int a; double b; long double c; } with only `b` set — as bytes made from
    /// zeros, since the padding after `a` and inside `c` would otherwise hold whatever the
    /// stack held, and NSValues (here and in Foundation) compare every byte.
    private func setMyStruct(_ m: ObjCObject, b: Double) throws {
        let invocation = try Invocation(target: m, selector: "setMyStructValue:")
        var bytes = [UInt8](repeating: 0, count: MemoryLayout<MyStruct>.size)
        withUnsafeBytes(of: b) { bytes.replaceSubrange(8..<16, with: $0) }
        try invocation.setArgument(.bytes(bytes), at: 2)
        try invocation.send()
    }

    private func myStructB(_ m: ObjCObject) throws -> Double {
        let invocation = try Invocation(target: m, selector: "myStructValue")
        try invocation.send()
        return invocation.returnValue.load(as: MyStruct.self)?.b ?? .nan
    }

    @Test func hashAndEqualityByProperties() throws {
        let model1 = try model(), model2 = try model()
        #expect(try model1.sendBool("isEqual:", model2))
        try model1.sendVoid("setIntValue:", int32: 1)
        #expect(try !model1.sendBool("isEqual:", model2))
        try model2.sendVoid("setIntValue:", int32: 1)
        #expect(try model1.sendBool("isEqual:", model2))
        try model1.sendVoid("setString:", .string("Apple"))
        #expect(try !model1.sendBool("isEqual:", model2))
        try model2.sendVoid("setString:", .string("Apple"))
        #expect(try model1.sendBool("isEqual:", model2))
        try setMyStruct(model1, b: 12.34)
        #expect(try !model1.sendBool("isEqual:", model2))
        try setMyStruct(model2, b: 12.34)
        #expect(try model1.sendBool("isEqual:", model2))
        // The hash XORs the properties' hashes: the same string twice cancels out.
        try model1.sendVoid("setString:", .string("Apple"))
        try model1.sendVoid("setString2:", .string("Apple"))
        try model2.sendVoid("setString:", .string("Steve Jobs"))
        try model2.sendVoid("setString2:", .string("Steve Jobs"))
        #expect(try model1.sendInt("hash") == model2.sendInt("hash"))
        #expect(try !model1.sendBool("isEqual:", model2))
        #expect(try model1.modelHash() == model1.sendInt("hash"))
        #expect(try !model1.modelIsEqual(nil))
        #expect(try !model1.modelIsEqual(.string("Apple")))
    }

    @Test func copiesThroughTheAccessors() throws {
        let model1 = try model()
        try model1.sendVoid("setIntValue:", int32: 1)
        try model1.sendVoid("setFloatValue:", float: 12.34)
        try model1.sendVoid("setLongDoubleValue:", longDouble: 0.125)
        try setMyStruct(model1, b: 56.78)
        try model1.sendVoid("setString:", .string("Apple"))
        try model1.sendVoid("setSelectorValue:", pointer: Selector("copy").rawValue)
        let model2 = try #require(try model1.send("copy"))   // -copy → -copyWithZone: → modelCopy
        #expect(model2 != model1)
        #expect(try model2.sendInt32("intValue") == 1)
        #expect(try model2.sendFloat("floatValue") == 12.34)
        #expect(try model2.sendLongDouble("longDoubleValue") == 0.125)
        #expect(try myStructB(model2) == 56.78)
        #expect(try model2.string("string") == "Apple")
        #expect(try model2.sendPointer("selectorValue") == UnsafeMutableRawPointer(mutating: Selector("copy").rawValue))
        #expect(try model1.sendBool("isEqual:", model2))
        // Foundation values copy themselves; NSNull is itself.
        let s = ObjCObject.mutableString("m")
        #expect(try s.modelCopy().className == "NSString")
        #expect(try ObjCObject.null.modelCopy() == .null)
    }

    @Test func keyedArchiveRoundTripsThroughAPropertyListFile() throws {
        let model1 = try model()
        try model1.sendVoid("setIntValue:", int32: 1)
        try model1.sendVoid("setFloatValue:", float: 12.34)
        try model1.sendVoid("setNumber:", .bridging(1234))
        try model1.sendVoid("setString:", .string("Apple"))
        try model1.sendVoid("setMString:", .mutableString("mutable"))
        try model1.sendVoid("setDecimal:", .decimalNumber("3.14159265358979323846264338327950288"))
        try model1.sendVoid("setDate:", try BridgedValue.date(12.5).makeObject())
        try model1.sendVoid("setUrl:", try require(ObjCObject.url("https://github.com/ibireme/YYModel"), "a URL"))
        try model1.sendVoid("setSelectorValue:", pointer: Selector("stringWithFormat:").rawValue)
        try model1.sendVoid("setClassValue:", pointer: ObjCClass.nsURL.pointer)
        let size: (Double, Double) = (12, 34)
        let sizeInvocation = try Invocation(target: model1, selector: "setSizeValue:")
        try sizeInvocation.setArgument(.bytes(of: size), at: 2)
        try sizeInvocation.send()
        try setMyStruct(model1, b: 56.78)
        try model1.sendVoid("setValueValue:", try BridgedValue.value(bytes: [1, 2, 3, 4], objCType: "i").makeObject())
        let inner = try YYFixture.cls("YYTestNestUser").model(with: ["uid": 9, "name": "nested"])
        try model1.sendVoid("setArray:", try ObjCObject.array([inner, inner, .string("s"), .bridging(true)]))
        try model1.sendVoid("setDict:", try BridgedValue.dictionary(["k": [1, "two"]]).makeObject())
        try model1.sendVoid("setSet:", try ObjCObject.set([.string("x")]))
        try model1.sendVoid("setMData:", .mutableData([9, 8]))

        let archive = try model1.modelArchive()
        guard case .dictionary(let top) = archive else { Issue.record("not a dictionary"); return }
        #expect(top["$archiver"] == "NSKeyedArchiver")
        #expect(top["$version"] == .int(100_000))
        // Through a real XML property list and back.
        let xml = PropertyList.encode(try PlistBridge.plist(archive), format: .xml)
        #expect(String(decoding: xml, as: UTF8.self).contains("<key>CF$UID</key>"))
        let reread = PlistBridge.bridged(try PropertyList.decode(xml))
        let model2 = try YYFixture.cls("YYTestModelHashModel").model(fromArchive: reread)

        #expect(try model2.sendInt32("intValue") == 1)
        #expect(try model2.sendFloat("floatValue") == 12.34)
        #expect(try model2.kvc("number") == .int(1234))
        #expect(try model2.string("string") == "Apple")
        #expect(try model2.send("mString")?.className == "NSMutableString")
        #expect(try model2.send("decimal")?.decimalString == "3.14159265358979323846264338327950288")
        #expect(try model2.kvc("date") == .date(12.5))
        #expect(try model2.send("url")?.urlString == "https://github.com/ibireme/YYModel")
        #expect(try model2.sendPointer("selectorValue") == UnsafeMutableRawPointer(mutating: Selector("stringWithFormat:").rawValue))
        #expect(try model2.sendPointer("classValue") == ObjCClass.nsURL.pointer)
        let sizeBack = try Invocation(target: model2, selector: "sizeValue")
        try sizeBack.send()
        #expect(sizeBack.returnValue == .bytes(of: size))
        #expect(try myStructB(model2) == 56.78)        // plain-data structs are kept (YYModel drops them)
        #expect(try model2.send("valueValue") == nil)   // NSValue objects are not (as in YYModel)
        let array = try #require(try model2.send("array")?.arrayElements)
        #expect(array.count == 4)
        #expect(array[0] == array[1])                   // one object written once, shared again
        #expect(try array[0].string("name") == "nested")
        #expect(try model2.kvc("dict") == ["k": [1, "two"]])
        #expect(try model2.send("set")?.setElements?.count == 1)
        #expect(try model2.kvc("mData") == .data([9, 8]))
        #expect(try model2.send("mData")?.className == "NSMutableData")
        #expect(try model1.sendBool("isEqual:", model2) == false) // NSValue and pointer properties differ
        // Archives of Foundation objects and NSNull work too (YYModel's coverage checks).
        #expect(try ModelMapper.unarchive(try ObjCObject.array([model1, model2]).modelArchive()).arrayElements?.count == 2)
        #expect(try ModelMapper.unarchive(ObjCObject.null.modelArchive()) == .null)
    }

    /// The struct properties YYModel's hash model declares — CGAffineTransform, UIEdgeInsets,
    /// UIOffset, CATransform3D (the last three laid out alike) — are copied, compared and
    /// archived: their encodings hold only numbers, so their bytes mean the same in another
    /// process. A struct holding a pointer is copied and compared but not archived.
    @Test func numberOnlyStructsAreArchived() throws {
        let model1 = try model()
        func setter(_ name: String) -> String { "set" + name.prefix(1).uppercased() + name.dropFirst() + ":" }
        func set(_ m: ObjCObject, _ name: String, _ bytes: [UInt8]) throws {
            let invocation = try Invocation(target: m, selector: Selector(setter(name)))
            try invocation.setArgument(.bytes(bytes), at: 2)
            try invocation.send()
        }
        func get(_ m: ObjCObject, _ name: String) throws -> ObjCValue {
            let invocation = try Invocation(target: m, selector: Selector(name))
            try invocation.send()
            return invocation.returnValue
        }
        let numberOnly: [(String, Int)] = [("transformValue", 6), ("insetsValue", 4), ("offsetValue", 2), ("transform3DValue", 16)]
        var expected: [String: [UInt8]] = [:]
        for (i, (name, count)) in numberOnly.enumerated() {
            expected[name] = (0..<count).flatMap { k in withUnsafeBytes(of: Double(i * 100 + k) + 0.5) { Array($0) } }
            try set(model1, name, try #require(expected[name]))
        }
        let label = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        defer { label.deallocate() }
        let namedPoint = withUnsafeBytes(of: UInt(bitPattern: label)) { Array($0) } + withUnsafeBytes(of: 7.5) { Array($0) }
        try set(model1, "namedPointValue", namedPoint)

        let copy = try model1.modelCopy()
        for (name, _) in numberOnly { #expect(try get(copy, name) == .bytes(try #require(expected[name])), "\(name)") }
        #expect(try get(copy, "namedPointValue") == .bytes(namedPoint))
        #expect(try model1.modelIsEqual(copy) && model1.modelHash() == copy.modelHash())
        try set(copy, "transform3DValue", Array(repeating: 0, count: 128))
        #expect(try !model1.modelIsEqual(copy))

        let xml = PropertyList.encode(try PlistBridge.plist(try model1.modelArchive()), format: .xml)
        let back = try YYFixture.cls("YYTestModelHashModel").model(fromArchive: PlistBridge.bridged(try PropertyList.decode(xml)))
        for (name, _) in numberOnly { #expect(try get(back, name) == .bytes(try #require(expected[name])), "\(name)") }
        #expect(try get(back, "namedPointValue") == .bytes(Array(repeating: 0, count: 16)))   // left out of the archive
    }

    /// The keep-alive rule of `assign` properties holds for unarchived models too: the values
    /// unarchiving sets live as long as the model, after the archive and every pool are gone.
    @Test func unarchivedAssignValuesLiveWithTheModel() throws {
        let cls = try YYFixture.cls("YYTestPropertyMapperModelAuto")   // assign NSString *name, NSNumber *count
        let weak = WeakReference()
        var back: ObjCObject? = try autoreleasepool {
            let archive = try cls.model(withJSON: #"{"name": "archived \#(UUIDish.next())", "count": 3}"#).modelArchive()
            let model = try cls.model(fromArchive: archive)
            weak.object = try model.send("name")
            return model
        }
        for _ in 0..<3 { _ = try cls.model(withJSON: #"{"name": "reuse the freed memory \#(UUIDish.next())"}"#) }
        #expect(weak.object != nil)
        #expect(try back?.string("name")?.hasPrefix("archived ") == true)
        #expect(try back?.send("count")?.unmanaged.int64Value == 3)
        back = nil
        #expect(weak.object == nil)   // released with the model
    }

    @Test func installedHashAndEqualityStopOnAGraphThatContainsItself() throws {
        let cls = try YYFixture.cls("YYCycleNode")
        let a = try cls.model(with: ["value": 1]), b = try cls.model(with: ["value": 1])
        try a.sendVoid("setNext:", a)                                       // a → a
        try b.sendVoid("setChildren:", try ObjCObject.array([b]))           // b → [b]
        defer { try? a.sendVoid("setNext:", nil); try? b.sendVoid("setChildren:", nil) }
        _ = try a.sendInt("hash")                                           // answers: no endless recursion
        _ = try b.sendInt("hash")
        #expect(try a.sendBool("isEqual:", a))
        #expect(try !a.sendBool("isEqual:", b))
        #expect(try b.sendBool("isEqual:", b))
    }

    @Test func malformedArchivesAreErrors() throws {
        let good = try YYFixture.cls("YYTestNestUser").model(with: ["uid": 1]).modelArchive()
        let cls = try YYFixture.cls("YYTestNestUser")
        #expect(throws: ModelMappingError.self) { try cls.model(fromArchive: "not an archive") }
        #expect(throws: ModelMappingError.invalidArchive("the root object is a YYTestNestUser, not a YYTestNestRepo")) {
            try YYFixture.cls("YYTestNestRepo").model(fromArchive: good)
        }
        guard case .dictionary(var top) = good, case .array(var objects)? = top["$objects"] else { return }
        top["$top"] = ["root": ["CF$UID": 999]]
        #expect(throws: ModelMappingError.invalidArchive("UID 999 is past the \(objects.count) objects")) {
            try cls.model(fromArchive: .dictionary(top))
        }
        // A class the archive names that is not a model: refused, never instantiated.
        top["$top"] = ["root": ["CF$UID": 1]]
        objects.append(["$classname": "NSObject", "$classes": ["NSObject"]])
        objects[1] = ["$class": ["CF$UID": .int(objects.count - 1)]]
        top["$objects"] = .array(objects)
        #expect(throws: ModelMappingError.invalidArchive("class NSObject has no mapped properties")) {
            try ModelMapper.unarchive(.dictionary(top))
        }
        // An object that contains itself.
        objects[1] = ["$class": ["CF$UID": .int(objects.count - 1)], "NS.objects": [["CF$UID": 1]]]
        objects[objects.count - 1] = ["$classname": "NSArray", "$classes": ["NSArray", "NSObject"]]
        top["$objects"] = .array(objects)
        #expect(throws: ModelMappingError.invalidArchive("object 1 contains itself (cycles are not supported)")) {
            try ModelMapper.unarchive(.dictionary(top))
        }
    }
}

/// BridgedValue ↔ DynamicDefaults' PlistValue (its own conversion), for writing archives as
/// real plist files.
enum PlistBridge {
    static func plist(_ value: BridgedValue) throws -> PlistValue {
        guard let converted = ObjectValues.plist(value) else { throw ModelMappingError.unsupportedValue("no plist form for \(value)") }
        return converted
    }

    static func bridged(_ value: PlistValue) -> BridgedValue { ObjectValues.bridged(value) }
}

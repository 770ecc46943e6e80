import Testing
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
        #expect(try model1.send("isEqual:", model2, as: Bool.self))
        try model1.send("setIntValue:", Int32(1), as: Void.self)
        #expect(try !model1.send("isEqual:", model2, as: Bool.self))
        try model2.send("setIntValue:", Int32(1), as: Void.self)
        #expect(try model1.send("isEqual:", model2, as: Bool.self))
        try model1.send("setString:", ObjCObject.string("Apple"), as: Void.self)
        #expect(try !model1.send("isEqual:", model2, as: Bool.self))
        try model2.send("setString:", ObjCObject.string("Apple"), as: Void.self)
        #expect(try model1.send("isEqual:", model2, as: Bool.self))
        try setMyStruct(model1, b: 12.34)
        #expect(try !model1.send("isEqual:", model2, as: Bool.self))
        try setMyStruct(model2, b: 12.34)
        #expect(try model1.send("isEqual:", model2, as: Bool.self))
        // The hash XORs the properties' hashes: the same string twice cancels out.
        try model1.send("setString:", ObjCObject.string("Apple"), as: Void.self)
        try model1.send("setString2:", ObjCObject.string("Apple"), as: Void.self)
        try model2.send("setString:", ObjCObject.string("Steve Jobs"), as: Void.self)
        try model2.send("setString2:", ObjCObject.string("Steve Jobs"), as: Void.self)
        #expect(try model1.send("hash", as: Int.self) == model2.send("hash", as: Int.self))
        #expect(try !model1.send("isEqual:", model2, as: Bool.self))
        #expect(try model1.modelHash() == model1.send("hash", as: Int.self))
        #expect(try !model1.modelIsEqual(nil))
        #expect(try !model1.modelIsEqual(.string("Apple")))
    }

    @Test func copiesThroughTheAccessors() throws {
        let model1 = try model()
        try model1.send("setIntValue:", Int32(1), as: Void.self)
        try model1.send("setFloatValue:", Float(12.34), as: Void.self)
        try model1.send("setLongDoubleValue:", LongDouble(0.125), as: Void.self)
        try setMyStruct(model1, b: 56.78)
        try model1.send("setString:", ObjCObject.string("Apple"), as: Void.self)
        try model1.send("setSelectorValue:", Selector("copy").rawValue, as: Void.self)
        let model2 = try #require(try model1.send("copy"))   // -copy → -copyWithZone: → modelCopy
        #expect(model2 != model1)
        #expect(try model2.send("intValue", as: Int32.self) == 1)
        #expect(try model2.send("floatValue", as: Float.self) == 12.34)
        #expect(try model2.send("longDoubleValue", as: LongDouble.self).doubleValue == 0.125)
        #expect(try myStructB(model2) == 56.78)
        #expect(try model2.string("string") == "Apple")
        #expect(try model2.send("selectorValue", as: UnsafeMutableRawPointer?.self) == UnsafeMutableRawPointer(mutating: Selector("copy").rawValue))
        #expect(try model1.send("isEqual:", model2, as: Bool.self))
        // Foundation values copy themselves; NSNull is itself.
        let s = ObjCObject.mutableString("m")
        #expect(try s.modelCopy().className == "NSString")
        #expect(try ObjCObject.null.modelCopy() == .null)
    }

    @Test func keyedArchiveRoundTripsThroughAPropertyListFile() throws {
        let model1 = try model()
        try model1.send("setIntValue:", Int32(1), as: Void.self)
        try model1.send("setFloatValue:", Float(12.34), as: Void.self)
        try model1.send("setNumber:", ObjCObject.bridging(1234), as: Void.self)
        try model1.send("setString:", ObjCObject.string("Apple"), as: Void.self)
        try model1.send("setMString:", ObjCObject.mutableString("mutable"), as: Void.self)
        try model1.send("setDecimal:", ObjCObject.decimalNumber("3.14159265358979323846264338327950288"), as: Void.self)
        try model1.send("setDate:", try BridgedValue.date(12.5).makeObject(), as: Void.self)
        try model1.send("setUrl:", try require(ObjCObject.url("https://github.com/ibireme/YYModel"), "a URL"), as: Void.self)
        try model1.send("setSelectorValue:", Selector("stringWithFormat:").rawValue, as: Void.self)
        try model1.send("setClassValue:", ObjCClass.nsURL, as: Void.self)
        let size: (Double, Double) = (12, 34)
        let sizeInvocation = try Invocation(target: model1, selector: "setSizeValue:")
        try sizeInvocation.setArgument(.bytes(of: size), at: 2)
        try sizeInvocation.send()
        try setMyStruct(model1, b: 56.78)
        try model1.send("setValueValue:", try BridgedValue.value(bytes: [1, 2, 3, 4], objCType: "i").makeObject(), as: Void.self)
        let inner = try YYFixture.cls("YYTestNestUser").model(with: ["uid": 9, "name": "nested"])
        try model1.send("setArray:", try ObjCObject.array([inner, inner, .string("s"), ObjCObject.bridging(true)]), as: Void.self)
        try model1.send("setDict:", try BridgedValue.dictionary(["k": [1, "two"]]).makeObject(), as: Void.self)
        try model1.send("setSet:", try ObjCObject.set([.string("x")]), as: Void.self)
        try model1.send("setMData:", ObjCObject.mutableData([9, 8]), as: Void.self)

        let archive = try model1.modelArchive()
        guard case .dictionary(let top) = archive else { Issue.record("not a dictionary"); return }
        #expect(top["$archiver"] == "NSKeyedArchiver")
        #expect(top["$version"] == .int(100_000))
        // Through a real XML property list and back.
        let xml = PropertyList.encode(try PlistBridge.plist(archive), format: .xml)
        #expect(String(decoding: xml, as: UTF8.self).contains("<key>CF$UID</key>"))
        let reread = PlistBridge.bridged(try PropertyList.decode(xml))
        let model2 = try YYFixture.cls("YYTestModelHashModel").model(fromArchive: reread)

        #expect(try model2.send("intValue", as: Int32.self) == 1)
        #expect(try model2.send("floatValue", as: Float.self) == 12.34)
        #expect(try model2.kvc("number") == .int(1234))
        #expect(try model2.string("string") == "Apple")
        #expect(try model2.send("mString")?.className == "NSMutableString")
        #expect(try model2.send("decimal")?.decimalString == "3.14159265358979323846264338327950288")
        #expect(try model2.kvc("date") == .date(12.5))
        #expect(try model2.send("url")?.urlString == "https://github.com/ibireme/YYModel")
        #expect(try model2.send("selectorValue", as: UnsafeMutableRawPointer?.self) == UnsafeMutableRawPointer(mutating: Selector("stringWithFormat:").rawValue))
        #expect(try model2.send("classValue", as: ObjCClass?.self) == .nsURL)
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
        #expect(try model1.send("isEqual:", model2, as: Bool.self) == false) // NSValue and pointer properties differ
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
        try a.send("setNext:", a, as: Void.self)                                       // a → a
        try b.send("setChildren:", try ObjCObject.array([b]), as: Void.self)           // b → [b]
        defer { try? a.send("setNext:", nil as ObjCObject?, as: Void.self); try? b.send("setChildren:", nil as ObjCObject?, as: Void.self) }
        _ = try a.send("hash", as: Int.self)                                           // answers: no endless recursion
        _ = try b.send("hash", as: Int.self)
        #expect(try a.send("isEqual:", a, as: Bool.self))
        #expect(try !a.send("isEqual:", b, as: Bool.self))
        #expect(try b.send("isEqual:", b, as: Bool.self))
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

/// BridgedValue ↔ PlistValue through the runtime's one bridge, for writing archives as real
/// plist files.
enum PlistBridge {
    static func plist(_ value: BridgedValue) throws -> PlistValue {
        guard let converted = PlistValue(bridged: value) else { throw ModelMappingError.unsupportedValue("no plist form for \(value)") }
        return converted
    }

    static func bridged(_ value: PlistValue) -> BridgedValue { BridgedValue(plist: value) }
}

import Testing
import ObjCRuntime
@testable import ModelMapping
import MiniObjCTestSupport

/// No input dictionary, JSON text, archive or model class crashes the process: each either
/// maps, or is a typed error. The random inputs are seeded, so a failure repeats.
@Suite struct NeverCrashTests {
    @Test func assignPropertiesKeepTheValueTheMapperSet() throws {
        let cls = try YYFixture.cls("YYTestPropertyMapperModelAuto")
        let weak = WeakReference()
        var model: ObjCObject? = try autoreleasepool {
            let name = ObjCObject.string("kept \(UUIDish.next())")
            weak.object = name
            return try cls.model(with: try ObjCObject.dictionary([(.string("name"), name)]))
        }
        // The input dictionary and every other reference are gone; the model keeps the value.
        #expect(weak.object != nil)
        #expect(try model?.send("name")?.isKind(of: .nsString) == true)
        #expect(try model?.toJSONObject() == ["name": .string(weak.object?.stringValue ?? "")])
        // The copy keeps it too, then both let go with the models.
        let copy = try model?.modelCopy()
        model = nil
        #expect(weak.object != nil)
        #expect(try copy?.string("name")?.hasPrefix("kept ") == true)
        _ = copy
    }

    @Test func theValueGoesWithTheModel() throws {
        let cls = try YYFixture.cls("YYTestPropertyMapperModelAuto")
        let weak = WeakReference()
        autoreleasepool {
            let name = ObjCObject.string("transient \(UUIDish.next())")
            weak.object = name
            _ = try? cls.model(with: try ObjCObject.dictionary([(.string("name"), name)]))
        }
        #expect(weak.object == nil)   // associated with the model, released with it: no leak
    }

    @Test func everyOperationGivesBackWhatItMade() throws {
        // YYLeakProbe and YYLeakChild are mapped by this test only: their live-instance counts
        // must come back to zero once the handles are gone, whatever the operations did.
        let probe = try YYFixture.cls("YYLeakProbe"), child = try YYFixture.cls("YYLeakChild")
        let json = #"{"title":"t","child":{"name":"c"},"children":[{"name":"a"},{"name":"b"},7],"unretained":{"name":"u"}}"#
        try autoreleasepool {
            for _ in 0..<20 {
                let model = try probe.model(withJSON: json)
                _ = try model.toJSONString()
                _ = try model.toJSONObject()
                _ = try model.modelCopy()
                _ = try model.modelHash()
                _ = model.modelDescription()
                _ = try probe.model(fromArchive: model.modelArchive())
                try model.setModel(withJSON: json)
                _ = try probe.modelArray(withJSON: "[\(json), \(json)]")
                _ = try? probe.model(withJSON: #"{"child": {"name": 1}, "children": "#)
            }
        }
        #expect(probe.liveInstanceCount == 0)
        #expect(child.liveInstanceCount == 0)
    }

    @Test func accessorsThatDisagreeWithTheAttributesAreRefused() throws {
        // Built by hand (clang never does this): the attribute says `q`, the setter takes an
        // object and the getter returns one. Sending them as `q` would be a wrong C call.
        let name = "MMLyingAccessors\(UUIDish.next())"
        let builder = try ClassBuilder(name: name)
        try builder.addIvar("_count", size: 8, log2Alignment: 3, types: "@", ownership: .strong)
        let getter: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer? = { _, _ in nil }
        let setter: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, _ in }
        try builder.addMethod("count", types: "@16@0:8", imp: try #require(unsafeIMP(getter)))
        try builder.addMethod("setCount:", types: "v24@0:8@16", imp: try #require(unsafeIMP(setter)))
        try builder.addMethod("label", types: "@16@0:8", imp: try #require(unsafeIMP(getter)))
        try builder.addMethod("setLabel:", types: "v24@0:8@16", imp: try #require(unsafeIMP(setter)))
        try builder.addProperty("count", attributes: "Tq,N")
        try builder.addProperty("label", attributes: "T@\"NSString\",N")
        let cls = try builder.register()
        let meta = ModelMeta.meta(for: cls)
        #expect(meta.properties.map(\.name) == ["label"])
        #expect(meta.unsupportedProperties["count"] == .accessorMismatch("getter count returns @, the property is q"))
        #expect(try cls.model(withJSON: #"{"count": 5, "label": "x"}"#).className == name)
    }

    /// A random JSON value: every kind, nested a few levels.
    private static func randomJSON(_ random: inout SplitMix64, depth: Int = 0) -> String {
        switch random.next(depth > 3 ? 7 : 10) {
        case 0: return "null"
        case 1: return random.next(2) == 0 ? "true" : "false"
        case 2: return String(Int64(bitPattern: random.next()) >> Int64(random.next(64)))
        case 3: return ["1.5", "-0.0", "1e308", "-2.5e-300", "3.14159", "18446744073709551615", "-9223372036854775808"][random.next(7)]
        case 4: return ["\"\"", "\"2014-01-20T12:24:48Z\"", "\"Fri Sep 04 00:12:21 +0800 2015\"", "\"NSURL\"", "\"copy\"",
                        "\" github.com \"", "\"12abc\"", "\"true\"", "\"<null>\"", "\"\\u0000\\ud83d\\ude00\""][random.next(10)]
        case 5, 6: return "\"s\(random.next(1000))\""
        case 7: return "[" + (0..<random.next(4)).map { _ in randomJSON(&random, depth: depth + 1) }.joined(separator: ",") + "]"
        default:
            let keys = ["v", "name", "count", "uid", "user", "array", "dict", "set", "ext", "id", "n", "localName", "time"]
            return "{" + (0..<random.next(5)).map { _ in
                "\"\(keys[random.next(keys.count)])\":" + randomJSON(&random, depth: depth + 1)
            }.joined(separator: ",") + "}"
        }
    }

    /// Every operation of the module on one input; only typed errors may come out.
    private static func exercise(_ cls: ObjCClass, _ json: String) {
        do {
            let model = try cls.model(withJSON: json)
            _ = try? model.toJSONObject()
            _ = try? model.toJSONString(pretty: true)
            _ = try? model.modelCopy()
            _ = try? model.modelHash()
            _ = try? model.modelIsEqual(model.modelCopy())
            _ = model.modelDescription()
            if let archive = try? model.modelArchive() { _ = try? ModelMapper.unarchive(archive) }
            try model.setModel(withJSON: json)
        } catch is ModelMappingError {
        } catch {
            Issue.record("\(cls.name) ← \(json): untyped error \(error)")
        }
    }

    static let classes = ["YYTestAutoTypeModel", "YYTestPropertyModel", "YYTestModelHashModel",
                          "YYTestPropertyMapperModelContainerGeneric", "YYTestPropertyMapperModelCustom",
                          "YYTestCustomClassModel", "YYTestKeyPathModelToJSONModel", "YYGenericShelf", "YYTestNestRepo",
                          // hooks as runtime methods
                          "YYMTestPropertyMapperModelContainerGeneric", "YYMTestPropertyMapperModelCustom",
                          "YYMTestCustomClassModel", "YYMTestCustomTransformModel"]

    @Test(arguments: classes) func randomJSONIntoEveryPropertyKind(_ name: String) throws {
        let cls = try YYMethodFixture.cls(name)
        var random = SplitMix64(seed: UInt64(name.utf8.count) &* 7919)
        for _ in 0..<150 {
            // Every property of the class gets a random value (the auto-type model reads "v").
            let meta = ModelMeta.meta(for: cls)
            let keys = meta.properties.compactMap { $0.mappedKey?.candidates.first } + ["v"]
            let json = "{" + keys.map { "\"\($0)\":" + Self.randomJSON(&random) }.joined(separator: ",") + "}"
            Self.exercise(cls, json)
            Self.exercise(cls, Self.randomJSON(&random))
        }
    }

    @Test func objectsJSONCannotHoldIntoEveryPropertyKind() throws {
        let oddities: [ObjCObject] = [
            .block {}, ObjCClass.nsURL.asObject, try BridgedValue.value(bytes: [1, 2, 3], objCType: "[3c]").makeObject(),
            try BridgedValue.value(bytes: Array(repeating: 0, count: 8), objCType: "^v").makeObject(),
            try ObjCObject.set([.string("a")]), try #require(ObjCObject.url("x:y")), .null, .decimalNumber("nope"),
            try ObjCObject.attributedString("a"), .mutableString("m"), .mutableData([1]), try YYFixture.cls("YYBook").new(),
            try ObjCObject.dictionary([(.bridging(1), .string("number key"))]), try BridgedValue.date(.nan).makeObject(),
            try BridgedValue.double(.infinity, objCType: "d").makeObject(),
        ]
        for name in Self.classes {
            let cls = try YYMethodFixture.cls(name)
            for value in oddities {
                let keys = ModelMeta.meta(for: cls).properties.compactMap { $0.mappedKey?.candidates.first } + ["v"]
                let dictionary = try ObjCObject.dictionary(keys.map { (key: ObjCObject.string($0), value: value) })
                do {
                    let model = try cls.model(with: dictionary)
                    _ = try? model.toJSONString()
                    _ = try? model.toJSONObject()
                    _ = model.modelDescription()
                    _ = try? model.modelHash()
                    if let archive = try? model.modelArchive() { _ = try? ModelMapper.unarchive(archive) }
                } catch is ModelMappingError {
                } catch {
                    Issue.record("\(name) ← \(value): untyped error \(error)")
                }
            }
        }
    }

    @Test func randomBytesAsJSON() throws {
        let cls = try YYFixture.cls("YYTestAutoTypeModel")
        var random = SplitMix64(seed: 42)
        let seed = Array(#"{"v": [1, "two", {"three": 3.0}, null, true], "w": "\u00e9\ud83d\ude00"}"#.utf8)
        for _ in 0..<2000 {
            var bytes = seed
            for _ in 0..<(1 + random.next(4)) {
                let at = random.next(bytes.count)
                switch random.next(3) {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: at)
                default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
                }
            }
            do { _ = try cls.model(withJSONData: bytes) } catch is ModelMappingError {} catch { Issue.record("untyped \(error)") }
            do {
                _ = try JSONText.parse(bytes: bytes)
            } catch {
                // A syntax error points inside the input (or at its end), never past it.
                if case .invalidJSON(_, let offset) = error { #expect((0...bytes.count).contains(offset)) }
            }
        }
    }

    @Test func damagedArchives() throws {
        let model = try YYFixture.cls("YYTestModelHashModel").new()
        try model.send("setString:", ObjCObject.string("s"), as: Void.self)
        try model.send("setArray:", try ObjCObject.array([.string("a"), ObjCObject.bridging(2)]), as: Void.self)
        try model.send("setDecimal:", ObjCObject.decimalNumber("1.5"), as: Void.self)
        guard case .dictionary(let top) = try model.modelArchive(), case .array(let objects)? = top["$objects"] else {
            Issue.record("no archive"); return
        }
        var random = SplitMix64(seed: 7)
        let replacements: [BridgedValue] = [["CF$UID": 999], ["CF$UID": -1], ["CF$UID": 0], ["CF$UID": 1], "text", 5, .null,
                                            [["CF$UID": 2]], ["$classname": "NoSuchClass"], [:], .data([1]),
                                            ["$class": ["CF$UID": 1]], ["NS.length": 9, "NS.mantissa": .data([1])]]
        for _ in 0..<500 {
            var damaged = objects
            let at = random.next(damaged.count)
            if case .dictionary(var fields) = damaged[at], !fields.isEmpty, random.next(2) == 0 {
                let key = fields.keys.sorted()[random.next(fields.count)]
                fields[key] = replacements[random.next(replacements.count)]
                damaged[at] = .dictionary(fields)
            } else {
                damaged[at] = replacements[random.next(replacements.count)]
            }
            var broken = top
            broken["$objects"] = .array(damaged)
            do { _ = try ModelMapper.unarchive(.dictionary(broken)) } catch is ModelMappingError {} catch {
                Issue.record("untyped \(error)")
            }
        }
    }
}

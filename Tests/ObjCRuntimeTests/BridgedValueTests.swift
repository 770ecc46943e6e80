// Behaviour of BridgedValue (Values/BridgedValue.swift): Swift values to runtime objects and back.
import ObjCRuntime
import Testing
import MiniObjCTestSupport

@Suite struct BridgedValueTests {
    /// Swift value → runtime object → Swift value.
    func roundTrip(_ value: BridgedValue) throws -> BridgedValue {
        try BridgedValue(object: value.makeObject())
    }

    @Test func integerExtremesKeepTheirTypeCode() throws {
        let signed: [(Character, [Int64])] = [
            ("c", [Int64(Int8.min), -1, 0, Int64(Int8.max)]),
            ("s", [Int64(Int16.min), Int64(Int16.max)]),
            ("i", [Int64(Int32.min), Int64(Int32.max)]),
            ("l", [Int64(Int32.min), Int64(Int32.max)]),
            ("q", [Int64.min, -1, 0, Int64.max]),
        ]
        for (code, values) in signed {
            for v in values {
                let object = try BridgedValue.signed(v, objCType: code).makeObject()
                #expect(try vtObjCType(object) == String(code))
                #expect(try BridgedValue(object: object) == .signed(v, objCType: code))
            }
        }
        let unsigned: [(Character, [UInt64])] = [
            ("C", [0, UInt64(UInt8.max)]), ("S", [UInt64(UInt16.max)]), ("I", [UInt64(UInt32.max)]),
            ("L", [UInt64(UInt32.max)]), ("Q", [0, UInt64(Int64.max) + 1, UInt64.max]),
        ]
        for (code, values) in unsigned {
            for v in values {
                #expect(try roundTrip(.unsigned(v, objCType: code)) == .unsigned(v, objCType: code),
                        "unsigned stays unsigned: \(v) as \(code)")
            }
        }
        #expect(try roundTrip(.bool(true)) == .bool(true))
        #expect(try roundTrip(.bool(false)) == .bool(false))
    }

    @Test func floatingExtremesRoundTripBitForBit() throws {
        let doubles: [Double] = [0, -0.0, 1.0 / 3, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                 .leastNonzeroMagnitude, .leastNormalMagnitude, .infinity, -.infinity, .pi]
        for d in doubles {
            guard case .double(let back, let code) = try roundTrip(.double(d, objCType: "d")) else {
                Issue.record("not a double"); continue
            }
            #expect(back.bitPattern == d.bitPattern && code == "d", "\(d)")
        }
        guard case .double(let nan, _) = try roundTrip(.double(.nan, objCType: "d")) else { Issue.record("nan"); return }
        #expect(nan.isNaN)
        let floats: [Float] = [.greatestFiniteMagnitude, .leastNonzeroMagnitude, -1.5, .infinity]
        for f in floats {
            let back = try roundTrip(.double(Double(f), objCType: "f"))
            #expect(back == .double(Double(f), objCType: "f"), "\(f)")
            #expect(try Float(bridgedValue: back) == f)
        }
    }

    @Test func numbersThatDoNotFitAreTypedErrors() throws {
        #expect(throws: BridgedValueError.numberOutOfRange(value: "300", objCType: "c")) {
            try BridgedValue.signed(300, objCType: "c").makeObject()
        }
        #expect(throws: BridgedValueError.numberOutOfRange(value: "4294967296", objCType: "L")) {
            try BridgedValue.unsigned(1 << 32, objCType: "L").makeObject()
        }
        #expect(throws: BridgedValueError.self) { try BridgedValue.signed(1, objCType: "Q").makeObject() }
        #expect(throws: BridgedValueError.self) { try BridgedValue.unsigned(1, objCType: "d").makeObject() }
        #expect(throws: BridgedValueError.self) { try BridgedValue.double(1, objCType: "q").makeObject() }
        #expect(throws: BridgedValueError.self) { try BridgedValue.signed(1, objCType: "é").makeObject() }
        #expect(throws: BridgedValueError.numberOutOfRange(value: "1e+300", objCType: "f")) {
            try BridgedValue.double(1e300, objCType: "f").makeObject()
        }
    }

    @Test func stringsDataAndDates() throws {
        for s in ["", "plain", "ünïcödé 漢字 🙂", "nul\u{0}inside", String(repeating: "x", count: 100_000)] {
            #expect(try roundTrip(.string(s)) == .string(s))
        }
        let bytes = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(try roundTrip(.data(bytes)) == .data(bytes))
        #expect(try roundTrip(.data([])) == .data([]))
        for t: Double in [0, -1e12, 1e12, 123.456, -Double.greatestFiniteMagnitude] {
            #expect(try roundTrip(.date(t)) == .date(t))
        }
        let date = ObjCDate(timeIntervalSince1970: 0)
        #expect(date.timeIntervalSinceReferenceDate == -978_307_200)
        #expect(try ObjCObject.bridging(date).objcDescription() == "1970-01-01 00:00:00 +0000")
        #expect(try ObjCObject.bridging(date).bridged(as: ObjCDate.self) == date)
    }

    @Test func nestedContainersAndNull() throws {
        let value: BridgedValue = [
            "name": "widget",
            "sizes": [1, 2.5, .unsigned(.max, objCType: "Q")],
            "flags": ["on": true, "off": false],
            "nothing": nil,
            "blob": .data([1, 2, 3]),
            "when": .date(42),
            "empty": [:],
            "deep": [[[["bottom"]]]],
        ]
        let object = try value.makeObject()
        #expect(object.className == "NSDictionary")
        #expect(try BridgedValue(object: object) == value)
        #expect(try object.value(forKey: "nothing") == ObjCObject.null)
    }

    @Test func containersHoldTheirElementsExactlyOnce() throws {
        let array = try BridgedValue.array(["a", "b", 3]).makeObject()
        let elements = try #require(array.arrayElements)
        #expect(elements.count == 3)
        #expect(elements.allSatisfy { $0.retainCount == 2 }, "one retain by the array, one by the handle")
        #expect(array.retainCount == 1)
    }

    @Test func unsupportedObjectsNameTheirClass() throws {
        let plain = try vtPlainObject()
        #expect(throws: BridgedValueError.unsupportedClass(className: "NSObject")) { try BridgedValue(object: plain) }
        let mixed = try ObjCObject.array([vtObject(1), plain])
        #expect(throws: BridgedValueError.unsupportedClass(className: "NSObject")) { try BridgedValue(object: mixed) }
        let numberKeyed = try ObjCObject.dictionary([(vtObject(1), vtObject("one"))])
        #expect(throws: BridgedValueError.nonStringKey(className: "NSNumber")) { try BridgedValue(object: numberKeyed) }
        let cls = try ClassBuilder(name: uniqueName("BridgeOdd")).register()
        #expect(throws: BridgedValueError.unsupportedClass(className: cls.name)) { try BridgedValue(object: cls.new()) }
    }

    @Test func aCollectionContainingItselfIsAnErrorNotARecursion() throws {
        let m = try ObjCClass.nsMutableArray.new()
        try m.send("addObject:", m, as: Void.self)
        #expect(throws: BridgedValueError.nestingTooDeep(limit: BridgedValue.nestingLimit)) { try BridgedValue(object: m) }
        try m.send("removeAllObjects", as: Void.self)  // break the cycle so the array can deallocate
        #expect(m.retainCount == 1)
    }

    @Test func swiftTypesConvertExactly() throws {
        #expect(try ObjCObject.bridging(42).bridged(as: Int.self) == 42)
        #expect(try ObjCObject.bridging(UInt64.max).bridged(as: UInt64.self) == .max)
        #expect(try vtObjCType(ObjCObject.bridging(UInt64.max)) == "Q")
        #expect(try vtObjCType(ObjCObject.bridging(Int8(-3))) == "c")
        #expect(try vtObjCType(ObjCObject.bridging(Float(1.5))) == "f")
        #expect(try vtObjCType(ObjCObject.bridging(true)) == "B")
        #expect(try ObjCObject.bridging(3.0).bridged(as: Int.self) == 3, "an integral double fits")
        #expect(throws: BridgedValueError.self) { try ObjCObject.bridging(3.5).bridged(as: Int.self) }
        #expect(throws: BridgedValueError.self) { try ObjCObject.bridging(UInt64.max).bridged(as: Int.self) }
        #expect(throws: BridgedValueError.self) { try ObjCObject.bridging(-1).bridged(as: UInt8.self) }
        #expect(throws: BridgedValueError.self) { try ObjCObject.bridging("7").bridged(as: Int.self) }
        #expect(throws: BridgedValueError.self) { try ObjCObject.bridging(2).bridged(as: Bool.self) }
        #expect(try ObjCObject.bridging(1).bridged(as: Bool.self))
        #expect(try ObjCObject.bridging(["a": [1.5, 2]]).bridged(as: [String: [Double]].self) == ["a": [1.5, 2]])
        #expect(try ObjCObject.bridging([Int?.none, 3]).bridged(as: [Int?].self) == [nil, 3])
        #expect(try ObjCObject.bridging("s").bridged(as: String.self) == "s")
    }

    @Test func bridgingFromManyThreads() async throws {
        let value: BridgedValue = ["k": [1, "two", 3.0, nil], "n": .unsigned(.max, objCType: "Q")]
        let shared = try value.makeObject()
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<200).allSatisfy { _ in
                        (try? value.makeObject()).flatMap { try? BridgedValue(object: $0) } == value
                            && (try? BridgedValue(object: shared)) == value
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}

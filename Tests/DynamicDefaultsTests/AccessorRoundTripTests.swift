import ObjCRuntime
import Testing
@testable import DynamicDefaults
import PlistTestSupport
import PropertyLists
import MiniObjCTestSupport

/// Every type code's generated accessor round-trips its extreme values through a real message
/// send, the store and the file.
@Suite struct AccessorRoundTripTests {
    static let properties: [(String, String)] = [
        ("c", "Tc,N,D"), ("uc", "TC,N,D"), ("b", "TB,N,D"), ("s", "Ts,N,D"), ("us", "TS,N,D"), ("i", "Ti,N,D"),
        ("ui", "TI,N,D"), ("l", "Tl,N,D"), ("ul", "TL,N,D"), ("q", "Tq,N,D"), ("uq", "TQ,N,D"), ("f", "Tf,N,D"),
        ("d", "Td,N,D"), ("o", "T@\"NSString\",C,N,D"), ("any", "T@,&,N,D"),
    ]

    static let extremes: [String: [PlistValue]] = [
        "c": [.integer(-128), .integer(127), .bool(true), .bool(false), .integer(65)],
        "uc": [0, 255],
        "b": [true, false],
        "s": [.integer(Int64(Int16.min)), .integer(Int64(Int16.max))],
        "us": [0, .integer(Int64(UInt16.max))],
        "i": [.integer(Int64(Int32.min)), .integer(Int64(Int32.max))],
        "ui": [0, .integer(Int64(UInt32.max))],
        "l": [.integer(Int64(Int32.min)), .integer(Int64(Int32.max))],
        "ul": [0, .integer(Int64(UInt32.max))],
        "q": [.integer(Int64.min), .integer(Int64.max)],
        "uq": [0, .unsignedInteger(UInt64.max), .unsignedInteger(UInt64(Int64.max) + 1)],
        "f": [.real(Double(Float.greatestFiniteMagnitude)), .real(Double(-Float.leastNonzeroMagnitude)), .real(Double(Float.infinity))],
        "d": [.real(Double.greatestFiniteMagnitude), .real(-Double.leastNonzeroMagnitude), .real(-Double.infinity)],
        "o": ["", "héllo 🎉"],
        "any": [.integer(Int64.min), .unsignedInteger(UInt64.max), .real(-0.5), true, .data([0, 255]),
                .date(PlistSamples.date), ["a", 1, [2.5]], ["k": ["nested": false]], PlistSamples.everything],
    ]

    @Test func everyTypeCodeRoundTripsItsExtremes() throws {
        let b = try ClassBuilder(name: uniqueName("Extremes"))
        for (name, attrs) in Self.properties { try b.addProperty(name, attributes: attrs) }
        let cls = try b.register()
        let dir = makeTempDirectory("extremes")
        defer { flushStoresAndRemove(dir) }
        let store = try DefaultsStore(suiteName: "com.example.extremes", directory: dir, arguments: [])
        let acc = try DefaultsAccessors(for: cls, store: store)
        #expect(Set(acc.accessors.map(\.type)) == Set(AccessorType.allCases))
        for (name, values) in Self.extremes {
            for v in values {
                try acc.set(name, v)
                #expect(try acc.get(name) == (name == "c" && v == true ? 1 : name == "c" && v == false ? 0 : v), "\(name) = \(v)")
                try store.synchronize()
                let reopened = try DefaultsStore(suiteName: "com.example.extremes", directory: dir, arguments: [])
                let again = try DefaultsAccessors(for: cls, store: reopened)
                #expect(try again.get(name) == (name == "c" && v == true ? 1 : name == "c" && v == false ? 0 : v),
                        "\(name) = \(v) after a round trip through the file")
            }
        }
        // C widths: the typed sends see exactly the C values.
        try acc.set("uq", .unsignedInteger(UInt64.max))
        let u = try acc.instance.send("uq", as: UInt64.self)
        #expect(u == UInt64.max)
        try acc.set("c", .bool(true))
        #expect(store.object(forKey: "c") == true, "BOOL YES is a plist boolean on disk")
    }

    @Test func objectsWithoutAPropertyListFormAreRefused() throws {
        let b = try ClassBuilder(name: uniqueName("Objects"))
        try b.addProperty("any", attributes: "T@,&,N,D")
        let cls = try b.register()
        let dir = makeTempDirectory("objects")
        defer { flushStoresAndRemove(dir) }
        let store = try DefaultsStore(suiteName: "com.example.objects", directory: dir, arguments: [])
        let acc = try DefaultsAccessors(for: cls, store: store)
        try acc.set("any", "kept")
        // The generated setter is a C IMP and cannot throw: its refusal goes to onError.
        let reported = LockedValue<[DefaultsError]>([])
        let token = store.onError { e in reported.withLock { $0.append(e) } }
        let plain = try ObjCClass.nsObject.new()
        try acc.instance.send("setAny:", plain, as: Void.self)
        #expect(store.object(forKey: "any") == "kept", "the store is unchanged")
        let errors = reported.withLock { $0 }
        withExtendedLifetime(token) {}
        guard errors.count == 1, case .notPropertyList(let what, let key) = errors[0] else {
            Issue.record("expected one non-property-list error, got \(errors)")
            return
        }
        #expect(what.contains("NSObject"))
        #expect(key == "any")
        #expect(errors[0].description.hasPrefix("Attempt to insert non-property list object"))
    }
}

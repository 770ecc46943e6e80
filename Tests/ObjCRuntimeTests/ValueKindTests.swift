// Behaviour of CSupport/ValueClasses/valuekind.c: an object's value kind in one class walk.
import ObjCRuntime
import Testing

@Suite struct ValueKindTests {
    @Test func valueKindsInOneWalk() throws {
        let cases: [(ObjCObject, ValueKind)] = [
            (.string("s"), .string), (.mutableString("m"), .mutableString), (try .bridging(1), .number),
            (.decimalNumber("1"), .decimalNumber), (.null, .null), (try ObjCObject.array([]), .array),
            (try ObjCObject.array([], mutable: true), .mutableArray), (try ObjCObject.set([]), .set),
            (try BridgedValue.dictionary([:]).makeObject(), .dictionary), (.mutableData([]), .mutableData),
            (try BridgedValue.date(0).makeObject(), .date), (try #require(ObjCObject.url("a:b")), .url),
            (.block {}, .block), (ObjCClass.nsURL.asObject, .classObject), (try ObjCClass.nsObject.new(), .other),
        ]
        for (object, kind) in cases { #expect(object.valueKind == kind, "\(object.className)") }
        #expect(ValueKind(instancesOf: .nsMutableSet) == .mutableSet)
    }
}

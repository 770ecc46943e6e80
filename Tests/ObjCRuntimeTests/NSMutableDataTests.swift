// Behaviour of CSupport/ValueClasses/nsmutabledata.c: NSMutableData.
import ObjCRuntime
import Testing

@Suite struct NSMutableDataTests {
    @Test func mutableDataChangesAndCopies() throws {
        let d = ObjCObject.mutableData([1, 2])
        try d.send("appendData:", try BridgedValue.data([3]).makeObject(), as: Void.self)
        #expect(try BridgedValue(object: d) == .data([1, 2, 3]))
        try d.send("setLength:", 5, as: Void.self)
        #expect(try BridgedValue(object: d) == .data([1, 2, 3, 0, 0]))
        try d.send("setLength:", 1, as: Void.self)
        #expect(try BridgedValue(object: d) == .data([1]))
        #expect(try d.send("copy")?.className == "NSData")
        #expect(try BridgedValue.data([7]).makeObject().send("mutableCopy")?.className == "NSMutableData")
        #expect(try d.send("isEqual:", try BridgedValue.data([1]).makeObject(), as: Bool.self))
    }
}

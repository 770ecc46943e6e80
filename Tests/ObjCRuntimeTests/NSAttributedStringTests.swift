// Behaviour of CSupport/ValueClasses/nsattributedstring.c: NSAttributedString.
import ObjCRuntime
import Testing

@Suite struct NSAttributedStringTests {
    @Test func textAttributesAndEquality() throws {
        let attributes = try BridgedValue.dictionary(["bold": true]).makeObject()
        let text = try ObjCObject.attributedString("héllo", attributes: attributes)
        #expect(text.attributedStringText == "héllo")
        #expect(try text.send("length", as: Int.self) == 5)
        #expect(try text.send("isEqual:", try ObjCObject.attributedString("héllo", attributes: attributes), as: Bool.self))
        #expect(try !text.send("isEqual:", try ObjCObject.attributedString("héllo"), as: Bool.self))
        #expect(throws: ObjCError.self) { try ObjCObject.attributedString("x", attributes: .string("not a dictionary")) }
    }
}

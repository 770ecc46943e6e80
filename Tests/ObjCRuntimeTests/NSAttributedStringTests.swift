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

    /// -initWithString: takes only a string (a non-string gives nil); -attributes is nil
    /// without attributes, and -description is the text followed by the attributes.
    @Test func initAttributesAndDescription() throws {
        let plain = try #require(try ObjCClass.nsAttributedString.send("alloc")?.send("initWithString:", ObjCObject.string("hi")))
        #expect(try plain.send("string")?.stringValue == "hi")
        #expect(try plain.send("attributes") == nil)
        #expect(try plain.objcDescription() == "hi{}")
        #expect(try ObjCClass.nsAttributedString.send("alloc")?.send("initWithString:", ObjCObject.bridging(1)) == nil)
        let attributes = try BridgedValue.dictionary(["k": "v"]).makeObject()
        let styled = try ObjCObject.attributedString("hi", attributes: attributes)
        #expect(try styled.send("attributes") == attributes)
        #expect(try styled.objcDescription() == "hi{k = v;}")
        #expect(try !styled.send("isEqualToAttributedString:", plain, as: Bool.self), "attributes count in equality")
        #expect(try styled.send("hash", as: Int.self) == ObjCObject.attributedString("hi", attributes: attributes).send("hash", as: Int.self))
    }
}

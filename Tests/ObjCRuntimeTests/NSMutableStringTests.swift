// Behaviour of CSupport/ValueClasses/nsmutablestring.c: NSMutableString.
import ObjCRuntime
import Testing

@Suite struct NSMutableStringTests {
    @Test func mutableStringsChangeAndCopy() throws {
        let s = ObjCObject.mutableString("ab")
        #expect(s.isKind(of: .nsMutableString) && s.isKind(of: .nsString))
        let before = try #require(s.unmanaged.withUTF8 { $0.baseAddress } ?? nil)   // a reader's pointer …
        try s.send("appendString:", ObjCObject.string("cd"), as: Void.self)
        #expect(s.stringValue == "abcd")
        #expect(before.pointee == UInt8(ascii: "a"))                        // … stays readable
        try s.send("setString:", ObjCObject.string("x"), as: Void.self)
        #expect(s.stringValue == "x")
        #expect(try s.send("isEqual:", ObjCObject.string("x"), as: Bool.self))
        #expect(try s.send("hash", as: Int.self) == ObjCObject.string("x").send("hash", as: Int.self))
        #expect(try s.send("copy")?.className == "NSString")
        #expect(try ObjCObject.string("y").send("mutableCopy")?.className == "NSMutableString")
        #expect(throws: ObjCException.self) { try ObjCObject.string("immutable").send("appendString:", ObjCObject.string("no"), as: Void.self) }
        #expect(throws: ObjCException.self) { try s.send("appendString:", nil as ObjCObject?, as: Void.self) }
        #expect(try BridgedValue(object: s) == "x")
    }
}

// Behaviour of CSupport/ValueClasses/nsnull.c: the NSNull singleton.
import ObjCRuntime
import Testing

@Suite struct NSNullTests {
    @Test func nullIsOneImmortalObject() throws {
        let a = try #require(try ObjCClass.nsNull.send("null"))
        let b = try vtObject(nil)
        let c = try #require(try ObjCClass.nsNull.send("new"))
        #expect(a == b && b == c && a == ObjCObject.null)
        #expect(try a.objcDescription() == "<null>")
        let count = a.retainCount
        try a.send("release", as: Void.self)
        #expect(a.retainCount == count, "retain / release do nothing")
    }
}

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

    /// Every way to make an NSNull — +alloc, +allocWithZone:, -copy — answers the singleton,
    /// and containers and the bridge use that same object for "no value".
    @Test func everyWayToMakeOneIsTheSingleton() throws {
        let null = ObjCObject.null
        #expect(try ObjCClass.nsNull.send("alloc") == null)
        #expect(try ObjCClass.nsNull.send("allocWithZone:", nil as UnsafeMutableRawPointer?) == null)
        #expect(try null.send("copy") == null)
        #expect(null.className == "NSNull" && null.valueKind == .null)
        let array = try vtObject([nil, 1])
        #expect(try array.send("objectAtIndex:", UInt(0)) == null)
        #expect(try BridgedValue(object: null) == nil)
        #expect(try null.send("isEqual:", null, as: Bool.self))
        #expect(try !null.send("isEqual:", ObjCObject.string("<null>"), as: Bool.self))
    }
}

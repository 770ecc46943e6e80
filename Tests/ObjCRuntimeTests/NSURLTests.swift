// Behaviour of CSupport/ValueClasses/nsurl.c: NSURL.
import ObjCRuntime
import Testing

@Suite struct NSURLTests {
    @Test func urlsAreCheckedAndTakenApart() throws {
        let url = try #require(ObjCObject.url("https://user@example.com:8080/a/b?q=1#f"))
        #expect(url.urlString == "https://user@example.com:8080/a/b?q=1#f")
        #expect(try url.send("scheme")?.stringValue == "https")
        #expect(try url.send("host")?.stringValue == "example.com")
        #expect(try url.send("path")?.stringValue == "/a/b")
        #expect(ObjCObject.url("github.com")?.urlString == "github.com")
        for bad in ["", "has space", "quote\"", "brace{", "caf\u{e9}", "%zz", "%4"] {
            #expect(ObjCObject.url(bad) == nil, "\(bad)")
        }
        let same: ObjCObject = try #require(ObjCObject.url("https://user@example.com:8080/a/b?q=1#f"))
        #expect(try url.send("isEqual:", same, as: Bool.self))
        #expect(try ObjCClass.nsURL.send("URLWithString:", ObjCObject.string("x y")) == nil)
    }
}

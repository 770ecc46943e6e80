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

    /// The parts are cut out of the text by RFC 3986's outline: no "//" means no host, no
    /// scheme means none is reported, the path stops at "?" or "#", and a port or user
    /// never shows in the host.
    @Test func partsFollowTheGenericSyntax() throws {
        func parts(_ text: String) throws -> [String?] {
            let url = try #require(ObjCObject.url(text), "\(text)")
            return try ["scheme", "host", "path"].map { try url.send(Selector($0))?.stringValue }
        }
        #expect(try parts("mailto:someone@example.com") == ["mailto", nil, "someone@example.com"])
        #expect(try parts("file:///tmp/x") == ["file", "", "/tmp/x"])
        #expect(try parts("http://a:b@host:80") == ["http", "host", ""])
        #expect(try parts("/relative/path?q#f") == [nil, nil, "/relative/path"])
        #expect(try parts("//cdn.example.com/lib.js") == [nil, "cdn.example.com", "/lib.js"])
        #expect(try parts("https://h/a%20b") == ["https", "h", "/a%20b"], "escapes are kept as written")
    }

    /// -initWithString: and +URLWithString: check the text alike; -description is the text;
    /// equal URLs hash alike and a URL is never equal to its own text as a string.
    @Test func initDescriptionAndEquality() throws {
        let placeholder = try #require(try ObjCClass.nsURL.send("alloc"))
        let made = try #require(try placeholder.send("initWithString:", ObjCObject.string("https://x.org/p")))
        #expect(made.urlString == "https://x.org/p")
        #expect(try made.objcDescription() == "https://x.org/p")
        #expect(try ObjCClass.nsURL.send("alloc")?.send("initWithString:", ObjCObject.string("bad url")) == nil)
        #expect(try ObjCClass.nsURL.send("URLWithString:", nil as ObjCObject?) == nil)
        let same = try #require(try ObjCClass.nsURL.send("URLWithString:", ObjCObject.string("https://x.org/p")))
        #expect(try made.send("hash", as: Int.self) == same.send("hash", as: Int.self))
        #expect(try !made.send("isEqual:", ObjCObject.string("https://x.org/p"), as: Bool.self))
        #expect(try made.send("copy") == made)
    }
}

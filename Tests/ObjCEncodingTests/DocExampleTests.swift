import Testing
import ObjCEncoding

/// The examples of the DocC catalog (`Sources/ObjCEncoding/ObjCEncoding.docc`), run as
/// written there, so the documentation cannot drift from the API.
struct DocExampleTests {
    @Test func encodingLandingPageExample() throws {
        let rect = try ObjCType.parse("{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(rect.encoding == "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(rect.size == 32)
        #expect(rect.description == "struct CGRect { struct CGPoint { double; double; }; struct CGSize { double; double; }; }")

        #expect(try ObjCType.layout(ofEncoding: "[4{?=ff}]") == TypeLayout(size: 32, alignment: 4))

        let setter = try MethodSignature.parse("v24@0:8@16")
        #expect(setter.numberOfArguments == 3)
        #expect(setter.arguments.map(\.offset) == [0, 8, 16])

        let name = try PropertyAttributes.parse(#"T@"NSString",C,N,V_name"#)
        #expect(name.isCopy)
        #expect(name.setterName(forProperty: "name") == "setName:")

        do {
            _ = try ObjCType.parse("{S=i")
            Issue.record("a truncated struct parsed")
        } catch {
            #expect(error.kind == .truncated)
            #expect(error.offset == 4)
        }
    }
}

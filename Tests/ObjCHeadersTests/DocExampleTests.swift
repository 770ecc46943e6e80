import ObjCHeaders
import ObjCRuntime
import Testing

/// The example of the DocC catalog (`Sources/ObjCHeaders/ObjCHeaders.docc`), run as written
/// there. (No other test declares a `Person`.)
@Suite struct DocExampleTests {
    @Test func headersLandingPageExample() throws {
        let header = """
            #import <Foundation/Foundation.h>
            @interface Person : NSObject
            @property (nonatomic, copy) NSString *name;
            @property (nonatomic) NSInteger age;
            @end
            """

        let compiled = try HeaderCompiler.compile(header, fileName: "Person.h")
        let person = try #require(compiled.class("Person"))
        #expect(person.properties.map(\.attributes) == [#"T@"NSString",C,N,V_name"#, "Tq,N,V_age"])
        #expect(person.properties[1].setterTypes == "v24@0:8q16")
        #expect(person.ivars.map(\.name) == ["_name", "_age"])

        try RuntimeInstaller.install(header, fileName: "Person.h")
        let someone = try ObjCClass.named("Person").new()
        try someone.send("setAge:", 36, as: Void.self)
        #expect(try someone.send("age", as: Int.self) == 36)
    }
}

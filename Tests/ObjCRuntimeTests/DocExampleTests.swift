// The examples of Sources/ObjCRuntime/ObjCRuntime.docc, run as written.
import ObjCRuntime
import Testing

/// The examples of the DocC catalog (`Sources/ObjCRuntime/ObjCRuntime.docc`), run as written
/// there, so the documentation cannot drift from the API. (The class name is the page's own:
/// no other test registers an `Animal`.)
@Suite struct DocExampleTests {
    @Test func runtimeLandingPageExample() throws {
        let legs: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int = { _, _ in 4 }

        let builder = try ClassBuilder(name: "Animal")
        try builder.addIvar("_name", size: 8, log2Alignment: 3, types: "@")
        try builder.addMethod("legs", types: "q16@0:8", function: legs)
        let animal = try builder.register()

        let cat = try animal.new()
        #expect(try cat.send("legs", as: Int.self) == 4)
        #expect(animal.metaclass.isMetaClass)

        #expect(throws: ObjCException.unrecognizedSelector(className: "Animal", selector: "fly")) {
            try cat.send("fly", as: Int.self)
        }

        let twice = try imp_implementationWithBlock { (_: UnsafeMutableRawPointer?, x: Int) in x * 2 }
        try animal.addMethod("twice:", types: "q24@0:8q16", imp: twice)
        #expect(try cat.send("twice:", 21, as: Int.self) == 42)

        let echo = try imp_implementationWithBlock { (_: UnsafeMutableRawPointer?, x: UnsafeMutableRawPointer?) in x }
        try animal.addMethod("echo:", types: "@24@0:8@16", imp: echo)
        let word = ObjCObject.string("woof")
        #expect(try cat.send("echo:", word) == word)
    }
}

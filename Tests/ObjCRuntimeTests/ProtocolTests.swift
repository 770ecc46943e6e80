import ObjCRuntime
import Testing

@Suite struct ProtocolTests {
    @Test func buildRegisterAndDescribe() throws {
        let name = uniqueName("Proto")
        let b = try ObjCProtocol.Builder(name: name)
        try b.addMethod("required:", types: "v24@0:8@16")
        try b.addMethod("optional", types: "q16@0:8", required: false)
        try b.addMethod("make", types: "@16@0:8", required: true, instance: false)
        try b.addProperty("title", attributes: "T@\"NSString\",C,N")
        #expect(throws: ObjCError.unknownProtocol(name: name)) { try ObjCProtocol.named(name) }
        let p = try b.register()
        #expect(try ObjCProtocol.named(name) == p)
        #expect(p.isRegistered)
        #expect(p.methodDescriptions(required: true, instance: true).map(\.selector) == [Selector("required:")])
        #expect(p.methodDescriptions(required: false, instance: true).map(\.types) == ["q16@0:8"])
        #expect(p.methodDescriptions(required: true, instance: false).map(\.selector) == [Selector("make")])
        #expect(p.methodDescriptions(required: false, instance: false).isEmpty)
        #expect(p.properties().map(\.name) == ["title"])
        #expect(p.properties().first?.value(forAttribute: "T") == "@\"NSString\"")
        #expect(throws: ObjCError.protocolAlreadyRegistered(name: name)) { try b.addMethod("late", types: "v16@0:8") }
        #expect(throws: ObjCError.duplicateProtocol(name: name)) { try ObjCProtocol.Builder(name: name) }
        #expect(ObjCProtocol.all.contains(p))
    }

    @Test func conformanceThroughSuperclassesAndProtocolInheritance() throws {
        let base = try ObjCProtocol.Builder(name: uniqueName("Base")).register()
        let derivedBuilder = try ObjCProtocol.Builder(name: uniqueName("Derived"))
        try derivedBuilder.addProtocol(base)
        try derivedBuilder.addMethod("baseless", types: "v16@0:8")
        let derived = try derivedBuilder.register()
        let unrelated = try ObjCProtocol.Builder(name: uniqueName("Unrelated")).register()
        #expect(derived.conforms(to: base))
        #expect(!base.conforms(to: derived))
        #expect(derived.inheritedProtocols == [base])

        let cb = try ClassBuilder(name: uniqueName("Conformer"))
        try cb.addProtocol(derived)
        let cls = try cb.register()
        let sub = try makeClass("ConformerSub", superclass: cls)
        #expect(cls.protocols == [derived])
        #expect(cls.conforms(to: derived) && cls.conforms(to: base))
        #expect(sub.conforms(to: base), "inherited through the superclass")
        #expect(!sub.conforms(to: unrelated))
        #expect(throws: ObjCError.duplicateProtocol(name: derived.name)) { try cls.addProtocol(derived) }

        // -conformsToProtocol: answers the same, for instances and classes.
        let obj = try sub.new()
        #expect(try obj.send("conformsToProtocol:", base, as: Bool.self))
        #expect(try !obj.send("conformsToProtocol:", unrelated, as: Bool.self))
        #expect(try sub.send("conformsToProtocol:", derived, as: Bool.self))
    }

    @Test func methodDescriptionSearchesInheritedProtocols() throws {
        let base = try ObjCProtocol.Builder(name: uniqueName("PB")).addMethod("ping", types: "v16@0:8").register()
        let derived = try ObjCProtocol.Builder(name: uniqueName("PD")).addProtocol(base).register()
        #expect(derived.methodDescription(for: "ping", required: true, instance: true)?.types == "v16@0:8")
        #expect(derived.methodDescription(for: "pong", required: true, instance: true) == nil)
    }
}

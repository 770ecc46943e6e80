// Behaviour of CSupport/RuntimeCore/protocol.c: protocols, conformance and method descriptions.
import ObjCRuntime
import Testing
import CRuntimeCore
import MiniObjCTestSupport

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

    /// Protocols that share ancestors (here each one lists its parent twice) are searched
    /// once per protocol, not once per path (2^48 visits for a negative answer here).
    @Test func sharedProtocolAncestorsAreSearchedOnce() throws {
        _ = try ObjCClass.named("NSObject")
        let tag = uniqueName("Diamond")
        var previous = try #require(rt_objc_allocateProtocol("\(tag)_0"))
        rt_protocol_addMethodDescription(previous, rt_sel_registerName("diamondRoot"), "v16@0:8", true, true)
        rt_objc_registerProtocol(previous)
        let root = previous
        for level in 1...48 {
            let p = try #require(rt_objc_allocateProtocol("\(tag)_\(level)"))
            #expect(rt_protocol_addProtocol(p, previous) == RT_OK)
            #expect(rt_protocol_addProtocol(p, previous) == RT_OK)
            rt_objc_registerProtocol(p)
            previous = p
        }
        let unrelated = try #require(rt_objc_allocateProtocol("\(tag)_unrelated"))
        rt_objc_registerProtocol(unrelated)
        #expect(!rt_protocol_conformsToProtocol(previous, unrelated))
        #expect(rt_protocol_conformsToProtocol(previous, root))
        let found = rt_protocol_getMethodDescription(previous, rt_sel_registerName("diamondRoot"), true, true)
        #expect(found.name == rt_sel_registerName("diamondRoot"))
        let missing = rt_protocol_getMethodDescription(previous, rt_sel_registerName("diamondNope"), true, true)
        #expect(missing.name == nil)
    }

    @Test func unknownOrUnnamedProtocolsAreTypedErrors() {
        #expect(throws: ObjCError.unknownProtocol(name: "NoSuchProtocol")) { try ObjCProtocol.named("NoSuchProtocol") }
        #expect(throws: ObjCError.self) { try ObjCProtocol.Builder(name: "") }
    }
}

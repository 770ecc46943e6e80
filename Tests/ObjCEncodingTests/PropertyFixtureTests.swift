import Testing
@testable import ObjCEncoding

/// Every property attribute string clang wrote for a declared property reads back as declared.
struct PropertyFixtureTests {
    @Test func corpusIsLargeEnough() {
        #expect(Fixtures.properties.count >= 300)
    }

    @Test func everyAttributeStringAgreesWithItsDeclaration() throws {
        for p in Fixtures.properties {
            let a = try PropertyAttributes.parse(p.attributes)
            let e = p.expect
            #expect(a.canonical == p.attributes, "\(p.decl)")
            #expect(a.isReadOnly == e.readonly, "\(p.decl)")
            if let copy = e.copy { #expect(a.isCopy == copy, "\(p.decl)") }
            if let retain = e.retain { #expect(a.isRetain == retain, "\(p.decl)") }
            #expect(a.isWeak == e.weak, "\(p.decl)")
            #expect(a.isNonatomic == e.nonatomic, "\(p.decl)")
            #expect(a.isDynamic == e.dynamic, "\(p.decl)")
            #expect(a.isOptional == e.optional, "\(p.decl)")
            #expect(a.getter == e.getter, "\(p.decl)")
            #expect(a.setter == e.setter, "\(p.decl)")
            #expect(a.ivar == e.ivar, "\(p.decl)")
            #expect(a.getterName(forProperty: p.name) == (e.getter ?? p.name))
            if let setter = e.setter {
                #expect(a.setterName(forProperty: p.name) == setter)
            } else if !e.readonly {
                #expect(a.setterName(forProperty: p.name) == "set" + p.name.prefix(1).uppercased() + p.name.dropFirst() + ":")
            }
            let type = try #require(a.type, "\(p.decl)")
            #expect(type.encoding == a.typeEncoding)
            #expect(a.value(forAttribute: "T") == a.typeEncoding)
            #expect(a.value(forAttribute: "V") == e.ivar)
            #expect((a.value(forAttribute: "R") != nil) == e.readonly)
        }
    }

    @Test func objectPropertiesNameTheirClassAndProtocols() throws {
        for p in Fixtures.properties where p.ctype.hasSuffix("*") && p.ctype.first?.isUppercase == true {
            let a = try PropertyAttributes.parse(p.attributes)
            guard case .object(let className, let protocols)? = a.type else {
                Issue.record("\(p.decl) is not an object: \(p.attributes)")
                continue
            }
            #expect(p.ctype.hasPrefix(className ?? "<none>"), "\(p.decl)")
            for proto in protocols { #expect(p.ctype.contains(proto)) }
        }
    }
}

import Testing
import ObjCEncoding
@testable import ObjCHeaders

/// What the header compiler writes, the encoding module reads back: every attribute string
/// parses and prints back identically, with the same accessors and ivar, and every method
/// type parses with one argument per selector part (plus self and _cmd).
@Suite struct EncodingAgreementTests {
    @Test func compiledStringsParseWithObjCEncoding() throws {
        var checked = 0
        for name in try Fixtures.randomNames() + ["hand_features", "GVUserDefaultsExample"] {
            let h = try HeaderCompiler.compile(try Fixtures.text(name + ".m"), fileName: name, target: .host)
            let properties = h.classes.flatMap(\.properties) + h.protocols.flatMap(\.properties)
            for p in properties {
                let parsed = try PropertyAttributes.parse(p.attributes)
                #expect(parsed.canonical == p.attributes)
                #expect(parsed.getterName(forProperty: p.name) == p.getter)
                #expect(parsed.setterName(forProperty: p.name) == p.setter)
                #expect(parsed.ivar == p.ivar)
                #expect(parsed.isDynamic == p.isDynamic)
                #expect(parsed.isNonatomic == !p.isAtomic)
                for types in [p.getterTypes, p.setterTypes].compactMap({ $0 }) {
                    #expect(try MethodSignature.parse(types).arguments.count >= 2)
                }
                checked += 1
            }
            let methods = h.classes.flatMap(\.methods) + h.protocols.flatMap(\.methods)
            for m in methods {
                let sig = try MethodSignature.parse(m.types)
                #expect(sig.arguments.count == m.selector.filter { $0 == ":" }.count + 2, "\(m.selector) \(m.types)")
                checked += 1
            }
            for c in h.classes {
                for i in c.ivars { #expect(throws: Never.self) { try ObjCType.parse(i.type) } }
            }
        }
        #expect(checked > 1000)
    }
}

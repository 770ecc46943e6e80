import Foundation
import Testing
import ObjCRuntime
@testable import ModelMapping

@Suite struct ClassInfoTests {
    @Test func readsIvarsMethodsAndPropertiesWithParsedTypes() throws {
        let book = try Fixture.cls("MMBook")
        let info = ClassInfo.info(for: book)
        #expect(info.name == "MMBook")
        #expect(info.cls == book)
        #expect(!info.isMeta)
        #expect(info.metaclass == book.metaclass)
        #expect(info.superclass == .nsObject)
        #expect(info.superclassInfo === ClassInfo.info(for: .nsObject))
        #expect(info.superclassInfo?.superclassInfo == nil)

        let name = try #require(info.property(named: "name"))
        #expect(name.attributeString == "T@\"NSString\",C,N,V_name")
        #expect(name.kind == .object(className: "NSString"))
        #expect(name.getter == "name")
        #expect(name.setter == "setName:")
        #expect(name.ivarName == "_name")
        #expect(!name.isReadOnly)
        let page = try #require(info.property(named: "page"))
        #expect(page.kind == .number("q"))
        #expect(page.typeEncoding == "q")
        let readOnly = try #require(info.property(named: "readOnlyCount"))
        #expect(readOnly.isReadOnly)
        #expect(readOnly.setter == "setReadOnlyCount:")
        #expect(info.propertyInfos.map(\.name).prefix(3) == ["name", "title", "page"])

        let ivar = try #require(info.ivar(named: "_page"))
        #expect(ivar.typeEncoding == "q")
        #expect(ivar.type == .longLong)
        #expect(ivar.offset == book.ivar(named: "_page")?.offset)
        #expect(ivar.offset > 0)

        let setter = try #require(info.method(named: "setName:"))
        #expect(setter.selector == "setName:")
        #expect(setter.returnTypeEncoding == "v")
        #expect(setter.argumentTypeEncodings == ["@", ":", "@"])
        #expect(setter.implementation == book.methodImplementation(for: "setName:"))
    }

    @Test func scalarAndSpecialKindsComeFromTheEncoding() throws {
        let info = ClassInfo.info(for: try Fixture.cls("MMScalars"))
        let kinds = Dictionary(uniqueKeysWithValues: info.propertyInfos.map { ($0.name, $0.kind) })
        #expect(kinds["c"] == .number("c"))
        #expect(kinds["uc"] == .number("C"))
        #expect(kinds["s"] == .number("s"))
        #expect(kinds["us"] == .number("S"))
        #expect(kinds["i"] == .number("i"))
        #expect(kinds["ui"] == .number("I"))
        #expect(kinds["q"] == .number("q"))
        #expect(kinds["uq"] == .number("Q"))
        #expect(kinds["f"] == .number("f"))
        #expect(kinds["d"] == .number("d"))
        #expect(kinds["b"] == .number("B"))
        #expect(kinds["anything"] == .object(className: nil))
        #expect(kinds["kind"] == .classObject)
        #expect(kinds["action"] == .selector)
        #expect(kinds["point"] == .structure(encoding: "{CGPoint=dd}"))
        #expect(kinds["cString"] == .cString)
        let on = try #require(info.property(named: "on"))
        #expect(on.getter == "isOn")
        #expect(on.setter == "turn:")
    }

    @Test func metaclassInfoListsClassMethods() throws {
        let meta = ClassInfo.info(for: ObjCClass.nsObject.metaclass)
        #expect(meta.isMeta)
        #expect(meta.method(named: "alloc") != nil)
        #expect(meta.method(named: "new") != nil)
    }

    @Test func infoIsCachedUntilMarkedStale() throws {
        let cls = try Fixture.cls("MMMutable")
        let first = ClassInfo.info(for: cls)
        #expect(ClassInfo.info(for: cls) === first)
        #expect(ClassInfo.isCached(cls))
        #expect(first.method(named: "mmAdded") == nil)

        let imp: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int = { _, _ in 7 }
        try cls.addMethod("mmAdded", types: "q16@0:8", imp: try #require(unsafeIMP(imp)))
        // Not seen yet: the cache does not watch the class (neither does YYModel's).
        #expect(ClassInfo.info(for: cls).method(named: "mmAdded") == nil)
        ClassInfo.setNeedsUpdate(for: cls)
        #expect(!ClassInfo.isCached(cls))
        #expect(first.needsUpdate)
        // YYModel's -setNeedUpdate: the next lookup re-reads the class into the same object.
        let second = ClassInfo.info(for: cls)
        #expect(second === first)
        #expect(!first.needsUpdate)
        #expect(first.method(named: "mmAdded")?.typeEncoding == "q16@0:8")
    }

    @Test func aStaleSuperclassMakesSubclassInfoRebuild() throws {
        let base = try Fixture.cls("MMBase")
        let derived = try Fixture.cls("MMDerived")
        let before = ClassInfo.info(for: derived)
        #expect(before.superclassInfo === ClassInfo.info(for: base))
        ClassInfo.setNeedsUpdate(for: base)
        #expect(before.superclassInfo?.needsUpdate == true)
        // Looking the subclass up brings its superclass's info up to date, in place.
        let after = ClassInfo.info(for: derived)
        #expect(after === before)
        #expect(after.superclassInfo?.needsUpdate == false)
        #expect(after.superclassInfo === ClassInfo.info(for: base))
    }

    @Test func concurrentLookupsAgreeOnOneSnapshot() throws {
        let cls = try Fixture.cls("MMAuthor")
        let results = LockedValue<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<50 {
                let info = ClassInfo.info(for: cls)
                results.withLock { $0.append(ObjectIdentifier(info)) }
            }
        }
        #expect(Set(results.withLock { $0 }).count == 1)
    }
}

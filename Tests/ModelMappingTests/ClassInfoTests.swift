import Foundation
import Testing
import ObjCRuntime
import ObjCEncoding
import ObjCHeaders
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
        // Classes no other test maps: a concurrent mapping of a subclass would bring the
        // stale superclass info up to date between the two expectations below.
        let base = try Fixture.cls("MMStaleBase")
        let derived = try Fixture.cls("MMStaleDerived")
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

/// YYTestClassInfo: the class info of YYTestPropertyModel — every encoding kind, the
/// attribute flags, and the metaclass's info as YYModel reports it.
@Suite struct YYClassInfoTests {
    @Test func kindsOfEveryProperty() throws {
        let info = ClassInfo.info(for: try YYFixture.cls("YYTestPropertyModel"))
        func kind(_ name: String) -> PropertyKind? { info.property(named: name)?.kind }
        #expect(kind("boolValue") == .number("B"))
        #expect(kind("BOOLValue") == .number(ObjCBool.self == Bool.self ? "B" : "c"))
        #expect(kind("charValue") == .number("c") && kind("unsignedCharValue") == .number("C"))
        #expect(kind("shortValue") == .number("s") && kind("unsignedShortValue") == .number("S"))
        #expect(kind("intValue") == .number("i") && kind("unsignedIntValue") == .number("I"))
        #expect(kind("longValue") == .number("q") && kind("unsignedLongValue") == .number("Q"))   // LP64
        #expect(kind("longLongValue") == .number("q") && kind("unsignedLongLongValue") == .number("Q"))
        #expect(kind("floatValue") == .number("f") && kind("doubleValue") == .number("d"))
        #expect(kind("longDoubleValue") == .number("D"))
        #expect(kind("objectValue") == .object(className: "NSObject"))
        #expect(kind("arrayValue") == .object(className: "NSArray"))
        #expect(kind("classValue") == .classObject && kind("selectorValue") == .selector)
        #expect(kind("blockValue") == .block)
        #expect(kind("pointerValue") == .pointer(encoding: "^v"))
        #expect(kind("functionPointerValue") == .pointer(encoding: "^?"))
        #expect(kind("structValue") == .structure(encoding: "{CGRect={CGPoint=dd}{CGSize=dd}}"))
        #expect(kind("unionValue") == .union(encoding: "(yy_union=ci)"))
        #expect(kind("cStringValue") == .cString)
        #expect(PropertyKind(type: try? ObjCType.parse("v"), encoding: "v") == .void)
        #expect(PropertyKind(type: try? ObjCType.parse("[10i]"), encoding: "[10i]") == .cArray(encoding: "[10i]"))
        #expect(PropertyKind(type: nil, encoding: "") == .unsupported(encoding: ""))
        #expect(PropertyKind(type: try? ObjCType.parse("."), encoding: ".") == .unsupported(encoding: "."))
        #expect(PropertyKind(type: try? ObjCType.parse("ri"), encoding: "ri") == .number("i"))  // const looked through
    }

    @Test func attributeFlags() throws {
        let info = ClassInfo.info(for: try YYFixture.cls("YYTestPropertyModel"))
        func attributes(_ name: String) throws -> PropertyAttributes { try #require(info.property(named: name)?.attributes) }
        #expect(try attributes("nonatomicValue").isNonatomic)
        #expect(try attributes("aCopyValue").isCopy)
        #expect(try attributes("strongValue").isRetain && attributes("retainValue").isRetain)
        #expect(try attributes("weakValue").isWeak)
        #expect(try attributes("readonlyValue").isReadOnly)
        #expect(try attributes("dynamicValue").isDynamic)
        #expect(try attributes("getterValue").getter == "getValue")
        #expect(try attributes("setterValue").setter == "setValue:")
        #expect(info.property(named: "getterValue")?.getter == "getValue")
        #expect(info.property(named: "setterValue")?.setter == "setValue:")
        #expect(info.property(named: "assignValue")?.isUnretainedObject == true)
        #expect(info.property(named: "unsafeValue")?.isUnretainedObject == true)
        #expect(info.property(named: "weakValue")?.isUnretainedObject == false)
        #expect(info.property(named: "strongValue")?.isUnretainedObject == false)
        #expect(info.property(named: "objectValue")?.cls == .nsObject)
        // The meta maps what has both accessors: not readonlyValue, not the @dynamic one.
        let names = Set(ModelMeta.meta(for: try YYFixture.cls("YYTestPropertyModel")).properties.map(\.name))
        #expect(!names.contains("readonlyValue") && !names.contains("dynamicValue") && names.contains("weakValue"))
    }

    /// YYTestClassInfo's `-testIn:` … `-testOneway:`: each parameter's method-type qualifier
    /// (and `const`, which clang writes for C pointers only) as the method info reports it.
    @Test func methodArgumentQualifiers() throws {
        let info = ClassInfo.info(for: try YYFixture.cls("YYTestPropertyModel"))
        func method(_ name: String) throws -> MethodInfo { try #require(info.method(named: name), "\(name)") }
        let expected: [(String, ObjCType.Qualifier, String)] = [
            ("testIn:", .in, "n@"), ("testOut:", .out, "o@"), ("testInout:", .inout, "N@"),
            ("testBycopy:", .bycopy, "O@"), ("testByref:", .byref, "R@"), ("testOneway:", .oneway, "V@"),
            ("testConstString:", .const, "r*"),
        ]
        for (name, qualifier, encoding) in expected {
            let m = try method(name)
            #expect(m.qualifiers(ofArgument: 2) == [qualifier], "\(name)")
            #expect(m.argumentTypeEncodings[2] == encoding, "\(name)")
            #expect(m.argumentTypes[2].unqualified == (encoding == "r*" ? .cString : .object(className: nil, protocols: [])))
            #expect(m.qualifiers(ofArgument: 0).isEmpty && m.qualifiers(ofArgument: 9).isEmpty)
        }
        // `const NSObject *`: clang keeps `const` only on C pointers, so the object has none.
        #expect(try method("testConst:").argumentTypeEncodings[2] == "@")
        #expect(try method("testConst:").qualifiers(ofArgument: 2).isEmpty)
        // `oneway` on the result, the form distributed objects use.
        #expect(try method("testOnewayResult").returnType == .qualified([.oneway], .void))
        #expect(try method("testOnewayResult").returnType?.qualifiers == [.oneway])
        #expect(try method("testIn:").returnType == .void)
    }

    @Test func theSameInfoObjectIsUpdatedInPlace() throws {
        let cls = try YYFixture.cls("YYTestPropertyModel")
        let info1 = ClassInfo.info(for: cls)
        info1.setNeedsUpdate()
        #expect(info1.needsUpdate)
        let info2 = try #require(ClassInfo.info(forClassNamed: "YYTestPropertyModel"))
        #expect(info1 === info2)
        #expect(!info1.needsUpdate)
        #expect(ClassInfo.info(forClassNamed: "NoSuchClassAnywhere") == nil)
    }

    @Test func classAndMetaclassInfo() throws {
        let cls = try YYFixture.cls("YYTestPropertyModel")
        let info = ClassInfo.info(for: cls)
        #expect(info.cls == cls && info.superclass == .nsObject && info.metaclass == cls.metaclass && !info.isMeta)
        #expect(info.name == "YYTestPropertyModel")
        let metaInfo = ClassInfo.info(for: cls.metaclass)
        #expect(metaInfo.cls == cls.metaclass)
        #expect(metaInfo.superclass == ObjCClass.nsObject.metaclass)   // object_getClass([NSObject class])
        #expect(metaInfo.metaclass == nil)                             // YYModel: nil for a metaclass
        #expect(metaInfo.isMeta)
        #expect(metaInfo.superclassInfo === ClassInfo.info(for: ObjCClass.nsObject.metaclass))
        // The root metaclass's superclass is the root class itself.
        #expect(ClassInfo.info(for: ObjCClass.nsObject.metaclass).superclass == .nsObject)
    }

    /// Disposing a model class drops it from every cache (class info, the mapping plan, the
    /// registered customization); a class of the same name made afterwards maps by its own
    /// properties.
    @Test func aDisposedClassLeavesTheCaches() throws {
        let name = "MMDisposed\(UInt32.random(in: 0...UInt32.max))"
        try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface \(name) : NSObject
            @property (nonatomic) NSInteger pages;
            @end
            """, fileName: "disposed.h")
        let first = try ObjCClass.named(name)
        ModelMapper.register(ModelCustomization(propertyMapper: ["pages": "count"]), for: first)
        #expect(try first.model(with: ["count": 3]).send("pages", as: Int.self) == 3)
        // Another test's registration may invalidate every plan meanwhile: ask until cached.
        for _ in 0..<100 where !ModelMeta.isCached(first) || !ClassInfo.isCached(first) {
            _ = ModelMeta.meta(for: first)
        }
        #expect(ClassInfo.isCached(first) && ModelMeta.isCached(first))
        #expect(CustomizationRegistry.registration(for: first) != nil)

        try first.dispose()
        #expect(!ClassInfo.isCached(first) && !ClassInfo.isCached(first.metaclass) && !ModelMeta.isCached(first))
        #expect(CustomizationRegistry.registration(for: first) == nil)

        try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface \(name) : NSObject
            @property (nonatomic, copy) NSString *title;
            @end
            """, fileName: "again.h")
        let second = try ObjCClass.named(name)
        let model = try second.model(with: ["title": "Dune", "count": 3])
        #expect(try model.value(forKey: "title")?.stringValue == "Dune")
        #expect(ClassInfo.info(for: second).propertyInfos.map(\.name) == ["title"])
    }
}

import Foundation
import Testing
import ObjCRuntime
@testable import ObjCHeaders

private typealias GetD = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Double
private typealias SetD = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double) -> Void

/// `-copyWithZone:` for the test's copyable class: a fresh instance of the receiver's class.
private func copyWithZone(_ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ zone: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let receiver, let copy = try? ObjCClass(ofObject: receiver).createInstance() else { return nil }
    return retainedPointer(copy)
}

/// Hands out a +1 pointer (a copy method's result is owned by the caller): `[o retain]`, whose
/// +1 outlives the handle `o`. (Keeping an extra handle alive instead leaked the handle; the
/// ASan pass of CI reports that.)
private func retainedPointer(_ o: ObjCObject) -> UnsafeMutableRawPointer {
    _ = try? o.send("retain", as: UnsafeMutableRawPointer?.self)
    return o.pointer
}

@Suite(.serialized) struct RuntimeInstallerTests {
    static let header = """
        #import <Foundation/Foundation.h>
        @protocol HdrNamed <NSObject>
        @property (nonatomic, copy) NSString *name;
        - (void)greet;
        @end
        @interface HdrCopyable : NSObject <NSCopying>
        @end
        @interface HdrPerson : NSObject <HdrNamed> {
            int _legacy;
        }
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic, strong) id strongObj;
        @property (nonatomic, copy) HdrCopyable *copied;
        @property (nonatomic, weak) id weakObj;
        @property (nonatomic, assign) id assignObj;
        @property (atomic, strong) id atomicObj;
        @property (readonly) NSInteger count;
        @property (nonatomic) BOOL flag;
        @property (nonatomic) short s;
        @property (nonatomic) int i;
        @property (nonatomic) long long q;
        @property (nonatomic) float f;
        @property double d;
        @property (nonatomic, getter=isEnabled, setter=turnOn:) BOOL enabled;
        @property (nonatomic) CGRect frame;
        @property (nonatomic) const char *cString;
        @property (nonatomic, strong) id dyn;
        @property (class, nonatomic) int shared;
        @end
        @implementation HdrPerson
        @synthesize count = _count;
        @dynamic dyn;
        @end
        @interface HdrPerson (HdrExtras)
        @property (nonatomic, copy) NSString *nickname;
        @end
        @implementation HdrPerson (HdrExtras)
        @dynamic nickname;
        @end
        @interface HdrStudent : HdrPerson
        @property (nonatomic) int grade;
        @end
        """

    static func installed() throws -> (RuntimeInstaller.Report, ObjCClass) {
        if let cls = ObjCClass.lookUp("HdrPerson") { return (RuntimeInstaller.Report(), cls) }
        let report = try RuntimeInstaller.install(header, fileName: "person.h")
        let copyable = try ObjCClass.named("HdrCopyable")
        try copyable.addMethod("copyWithZone:", types: "@24@0:8^v16",
                               imp: try #require(unsafeIMP(copyWithZone as @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?)))
        return (report, try ObjCClass.named("HdrPerson"))
    }

    @Test func classesProtocolsCategoriesAndIvarsAreCreated() throws {
        let (report, person) = try Self.installed()
        if !report.classes.isEmpty {
            #expect(report.classes.map(\.name) == ["HdrCopyable", "HdrPerson", "HdrStudent"])
            #expect(report.categories == ["HdrPerson(HdrExtras)"])
            #expect(report.byValueAccessors == ["HdrPerson.frame"])
            #expect(report.propertiesWithoutAccessors.isEmpty)
        }
        let compiled = try HeaderCompiler.compile(Self.header, target: .host)
        let expected = try #require(compiled.class("HdrPerson"))
        for p in expected.properties where !p.isClassProperty {
            #expect(person.property(named: p.name)?.attributes == p.attributes, "\(p.name)")
        }
        #expect(person.property(named: "nickname")?.attributes == "T@\"NSString\",C,D,N")
        #expect(person.metaclass.property(named: "shared")?.attributes == "Ti,N")
        #expect(person.ivar(named: "_legacy") != nil)
        #expect(person.ivar(named: "_count") != nil)
        #expect(person.ivar(named: "_name")?.typeEncoding == "@\"NSString\"")
        #expect(person.ivar(named: "_dyn") == nil)
        #expect(person.conforms(to: try ObjCProtocol.named("HdrNamed")))
        let named = try ObjCProtocol.named("HdrNamed")
        #expect(named.methodDescription(for: "greet", required: true, instance: true)?.types == "v16@0:8")
        #expect(try ObjCClass.named("HdrStudent").superclass == person)
    }

    @Test func strongRetainsAndReleases() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        let value = try ObjCClass.nsObject.new()
        let before = value.retainCount
        try p.send("setStrongObj:", value, as: Void.self)
        #expect(value.retainCount == before + 1)
        #expect(try p.send("strongObj", as: UnsafeMutableRawPointer?.self) == value.pointer)
        try p.send("setStrongObj:", nil as ObjCObject?, as: Void.self)
        #expect(value.retainCount == before)
        #expect(try p.send("strongObj", as: UnsafeMutableRawPointer?.self) == nil)
    }

    @Test func copySendsCopy() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        let original = try ObjCClass.named("HdrCopyable").new()
        let before = original.retainCount
        try p.send("setCopied:", original, as: Void.self)
        let stored = try #require(try p.send("copied", as: UnsafeMutableRawPointer?.self))
        #expect(stored != original.pointer)
        #expect(ObjCClass(ofObject: stored).name == "HdrCopyable")
        #expect(original.retainCount == before)
        let s = ObjCObject.string("hello")
        try p.send("setName:", s, as: Void.self)
        #expect(try p.send("name", as: UnsafeMutableRawPointer?.self).map { ObjCObject(retaining: $0).stringValue } == "hello")
    }

    @Test func aFailingCopyReachesTheSetterCaller() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        let kept = try ObjCClass.named("HdrCopyable").new()
        try p.send("setCopied:", kept, as: Void.self)
        let stored = try p.send("copied", as: UnsafeMutableRawPointer?.self)
        // NSObject does not implement -copyWithZone:, so its -copy raises.
        let uncopyable = try ObjCClass.nsObject.new()
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSObject", selector: "copyWithZone:")) {
            try p.send("setCopied:", uncopyable, as: Void.self)
        }
        #expect(try p.send("copied", as: UnsafeMutableRawPointer?.self) == stored, "the ivar keeps its value")
        #expect(!ObjCException.isPending)
    }

    @Test func weakZeroesWhenTheObjectGoes() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        var value: ObjCObject? = try ObjCClass.nsObject.new()
        let before = value!.retainCount
        try p.send("setWeakObj:", value, as: Void.self)
        #expect(value!.retainCount == before)
        #expect(WeakReference.count(for: value!) == 1)
        let seen = try autoreleasepool { try p.send("weakObj", as: UnsafeMutableRawPointer?.self) }
        #expect(seen == value!.pointer)
        value = nil
        let after = try autoreleasepool { try p.send("weakObj", as: UnsafeMutableRawPointer?.self) }
        #expect(after == nil)
    }

    @Test func assignStoresWithoutRetaining() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        let value = try ObjCClass.nsObject.new()
        let before = value.retainCount
        try p.send("setAssignObj:", value, as: Void.self)
        #expect(value.retainCount == before)
        #expect(try p.send("assignObj", as: UnsafeMutableRawPointer?.self) == value.pointer)
        try p.send("setAssignObj:", nil as ObjCObject?, as: Void.self)
    }

    @Test func atomicAccessorsAreSafeUnderContention() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        let values = try (0..<4).map { _ in try ObjCClass.nsObject.new() }
        let counts = values.map(\.retainCount)
        DispatchQueue.concurrentPerform(iterations: 4) { t in
            for k in 0..<300 {
                autoreleasepool {
                    if (k + t) % 2 == 0 {
                        try? p.send("setAtomicObj:", values[(k + t) % values.count], as: Void.self)
                    } else if let got = try? p.send("atomicObj", as: UnsafeMutableRawPointer?.self) {
                        #expect(values.contains { $0.pointer == got })
                    }
                }
            }
        }
        try p.send("setAtomicObj:", nil as ObjCObject?, as: Void.self)
        #expect(values.map(\.retainCount) == counts)
        try p.send("setD:", Double(2.5), as: Void.self)
        #expect(try p.send("d", as: Double.self) == 2.5)
    }

    @Test func readonlyHasNoSetterAndCustomNamesAreUsed() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        #expect(p.responds(to: "count"))
        #expect(!p.responds(to: "setCount:"))
        #expect(try p.send("count", as: Int64.self) == 0)
        #expect(p.responds(to: "isEnabled") && p.responds(to: "turnOn:"))
        #expect(!p.responds(to: "enabled") && !p.responds(to: "setEnabled:"))
        try p.send("turnOn:", Int8(1), as: Void.self)
        #expect(try p.send("isEnabled", as: Int8.self) == 1)
        #expect(person.instanceMethod(for: "isEnabled").map { $0.typeEncoding } == "c16@0:8")
    }

    @Test func dynamicPropertiesGetNoAccessors() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        #expect(!p.responds(to: "dyn") && !p.responds(to: "setDyn:"))
        #expect(!p.responds(to: "nickname") && !p.responds(to: "setNickname:"))
        #expect(p.responds(to: "frame") && p.responds(to: "setFrame:"))  // by-value: a closure IMP
    }

    @Test func bitfieldStructAndWeakIvarsInstall() throws {
        let report = try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface HdrShapes : NSObject {
                unsigned int visible : 1;
                unsigned int level : 3;
                CGRect bounds;
                __weak id observer;
                char name[5];
            }
            @property (nonatomic) NSRange range;
            @end
            """, fileName: "shapes.h")
        let cls = try ObjCClass.named("HdrShapes")
        #expect(report.classes == [cls])
        #expect(report.byValueAccessors == ["HdrShapes.range"])
        #expect(report.unsupportedAccessors.isEmpty)
        #expect(cls.ivar(named: "visible")?.typeEncoding == "b1")
        #expect(cls.ivar(named: "bounds")?.size == 32)
        #expect(cls.ivar(named: "observer")?.ownership == .weak)
        #expect(cls.ivar(named: "name")?.typeEncoding == "[5c]")
        #expect(cls.ivar(named: "_range")?.typeEncoding == "{_NSRange=\"location\"Q\"length\"Q}")
        let obj = try cls.new()
        let target = try ObjCClass.nsObject.new()
        let observer = try #require(cls.ivar(named: "observer"))
        try observer.setObject(target, in: obj)
        #expect(WeakReference.count(for: target) == 1)
        // Installing the same header again reuses the class instead of failing.
        let again = try RuntimeInstaller.install("#import <Foundation/Foundation.h>\n@interface HdrShapes : NSObject\n@end\n")
        #expect(again.reusedClasses == [cls])
        if ObjCClass.lookUp("NSURL") == nil {  // declared by the prelude, not (yet) a runtime class
            // Checked before anything is created, so the error names the module, not the runtime call.
            #expect(throws: RuntimeInstaller.InstallError.missingSuperclass(className: "HdrOrphan", superclass: "NSURL", sdkModule: "Foundation")) {
                try RuntimeInstaller.install("#import <Foundation/Foundation.h>\n@interface HdrOrphan : NSURL\n@end\n")
            }
        }
    }

    /// A packed struct ivar is as small as clang makes it; a property whose value holds a
    /// vector (no encoding describes it) keeps its ivar and attribute string but gets no
    /// accessor, with the reason in the report, instead of an accessor that misreads it.
    @Test func packedIvarsAndVectorPropertiesInstall() throws {
        let report = try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            typedef float HdrFloat3 __attribute__((ext_vector_type(3)));
            struct HdrWire { char tag; int length; } __attribute__((packed));
            struct HdrVertex { HdrFloat3 position; char flag; };
            @interface HdrPacked : NSObject {
                char kind;
                struct HdrWire wire;
                int wide __attribute__((aligned(16)));
            }
            @property (nonatomic) HdrFloat3 position;
            @property (nonatomic) struct HdrVertex vertex;
            @property (nonatomic) struct HdrWire header;
            @end
            """, fileName: "packed.h")
        let cls = try ObjCClass.named("HdrPacked")
        // The runtime places ivars after its own object header; what the header decides is
        // that the packed struct follows `kind` directly and is 5 bytes long.
        let kind = try #require(cls.ivar(named: "kind")?.offset)
        #expect(cls.ivar(named: "wire")?.offset == kind + 1)
        #expect(cls.ivar(named: "wire")?.size == 5)
        #expect(try #require(cls.ivar(named: "wide")?.offset) >= kind + 6)
        #expect(cls.ivar(named: "_position")?.typeEncoding == "")
        #expect(cls.ivar(named: "_position")?.size == 16)
        #expect(report.propertiesWithoutAccessors.sorted() == ["HdrPacked.position", "HdrPacked.vertex"])
        #expect(report.byValueAccessors == ["HdrPacked.header"])
        let obj = try cls.new()
        #expect(!obj.responds(to: "position") && !obj.responds(to: "setVertex:"))
        #expect(obj.responds(to: "header") && obj.responds(to: "setHeader:"))
    }

    @Test func scalarAccessorsRoundTripAndSubclassesInherit() throws {
        let (_, person) = try Self.installed()
        let p = try person.new()
        try p.send("setFlag:", Int8(1), as: Void.self); #expect(try p.send("flag", as: Int8.self) == 1)
        try p.send("setS:", Int16(-7), as: Void.self); #expect(try p.send("s", as: Int16.self) == -7)
        try p.send("setI:", Int32(123456), as: Void.self); #expect(try p.send("i", as: Int32.self) == 123456)
        try p.send("setQ:", Int64.min, as: Void.self); #expect(try p.send("q", as: Int64.self) == Int64.min)
        try p.send("setF:", Float(1.5), as: Void.self); #expect(try p.send("f", as: Float.self) == 1.5)
        try p.send("setD:", Double(-0.25), as: Void.self); #expect(try p.send("d", as: Double.self) == -0.25)
        try p.send("setCString:", Int64(0x1234), as: Void.self); #expect(try p.send("cString", as: Int64.self) == 0x1234)
        let student = try ObjCClass.named("HdrStudent").new()
        try student.send("setGrade:", Int32(9), as: Void.self); #expect(try student.send("grade", as: Int32.self) == 9)
        try student.send("setName:", ObjCObject.string("Ada"), as: Void.self)
        #expect(try student.send("name", as: UnsafeMutableRawPointer?.self).map { ObjCObject(retaining: $0).stringValue } == "Ada")
    }
}

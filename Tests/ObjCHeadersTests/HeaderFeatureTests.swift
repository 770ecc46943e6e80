import Testing
@testable import ObjCHeaders

/// Front-end behaviour that clang fixtures cannot show: imports, targets, headers without an
/// `@implementation`, and the public query API.
@Suite struct HeaderFeatureTests {
    @Test func moduleImportSelectsThePreludeAndOtherImportsWarn() throws {
        let h = try HeaderCompiler.compile("@import Foundation;\n#import \"Other.h\"\n@interface A : NSObject\n@property (nonatomic, copy) NSString *name;\n@end\n")
        #expect(h.class("A")?.properties.first?.attributes == "T@\"NSString\",C,N,V_name")
        #expect(h.warnings.count == 1)
        #expect(h.warnings.first?.location.line == 2)
        #expect(h.warnings.first?.message.contains("Other.h") == true)
    }

    @Test func preludeFollowsTheTarget() throws {
        let x86 = try TypeQuery.describe("BOOL", target: .x86_64)
        let arm = try TypeQuery.describe("BOOL", target: .arm64)
        #expect(x86 == TypeQuery.Description(encoding: "c", size: 1, alignment: 1))
        #expect(arm == TypeQuery.Description(encoding: "B", size: 1, alignment: 1))
        #expect(try TypeQuery.describe("long double", target: .x86_64).size == 16)
        #expect(try TypeQuery.describe("long double", target: .arm64).size == 8)
        #expect(try TypeQuery.describe("NSRange").encoding == "{_NSRange=QQ}")
        #expect(try TypeQuery.describe("CGRect").encoding == "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(try TypeQuery.describe("NSInteger").encoding == "q")
        #expect(try TypeQuery.describe("CGFloat").encoding == "d")
        #expect(try TypeQuery.describe("NSTimeInterval").encoding == "d")
        #expect(try TypeQuery.describe("uint64_t").encoding == "Q")
        #expect(throws: HeaderError.self) { try TypeQuery.describe("NoSuchType") }
        #expect(throws: HeaderError.self) { try TypeQuery.describe("struct Incomplete") }
    }

    @Test func conditionalsPickTheTargetsBranch() throws {
        let src = "#if defined(__arm64__)\ntypedef int Word;\n#elif __x86_64__ && !defined(FOO)\ntypedef long Word;\n#else\n#error no\n#endif\n"
        #expect(try TypeQuery.describe("Word", declarations: src, target: .x86_64).encoding == "q")
        #expect(try TypeQuery.describe("Word", declarations: src, target: .arm64).encoding == "i")
        let macros = "#define N 3\n#define TWICE (N * 2)\nstruct S { char c[TWICE]; };\n"
        #expect(try TypeQuery.describe("struct S", declarations: macros).size == 6)
    }

    @Test func aHeaderWithoutImplementationShowsAutoSynthesis() throws {
        let h = try HeaderCompiler.compile("""
            #import <Foundation/Foundation.h>
            @protocol HasID
            @property (nonatomic, readonly) NSInteger identifier;
            @end
            @interface Item : NSObject <HasID>
            @property (nonatomic, weak) id owner;
            @property (class, nonatomic, copy) NSString *kind;
            - (void)touch;
            @end
            @interface Item (Tags)
            @property (nonatomic, copy) NSArray<NSString *> *tags;
            @end
            """)
        let item = try #require(h.class("Item"))
        #expect(item.properties.map(\.attributes) == ["T@,W,N,V_owner", "T@\"NSString\",C,N", "Tq,R,N"])
        #expect(item.ivars.map(\.name) == ["_owner"])
        #expect(item.ivars.first?.offset == 8)
        #expect(item.instanceSize == 16)
        #expect(item.methods.map(\.types) == ["v16@0:8"])
        let tags = try #require(h.class("Item", category: "Tags"))
        #expect(tags.properties.first?.attributes == "T@\"NSArray\",C,N")
        #expect(tags.properties.first?.getterTypes == "@16@0:8")
        #expect(h.protocol("HasID")?.properties.first?.setter == nil)
    }

    @Test func protocolPropertiesAreSynthesizedOnlyWhenAsked() throws {
        let h = try HeaderCompiler.compile("""
            #import <Foundation/Foundation.h>
            @protocol Named
            @property (nonatomic, copy) NSString *name;
            @end
            @interface A : NSObject <Named>
            @end
            @implementation A
            @synthesize name = _theName;
            @end
            @interface B : NSObject <Named>
            @end
            """)
        #expect(h.class("A")?.properties.first?.attributes == "T@\"NSString\",C,N,V_theName")
        #expect(h.class("A")?.ivars.map(\.name) == ["_theName"])
        #expect(h.class("B")?.properties.first?.attributes == "T@\"NSString\",C,N")
        #expect(h.class("B")?.ivars.isEmpty == true)
    }

    @Test func superclassDataIsContinuedNotPadded() throws {
        let h = try HeaderCompiler.compile("""
            #import <Foundation/Foundation.h>
            @interface Base : NSObject { char tag; }
            @end
            @interface Derived : Base { char more; int n; }
            @end
            """)
        #expect(h.class("Base")?.ivars.map(\.offset) == [8])
        #expect(h.class("Base")?.instanceSize == 16)
        #expect(h.class("Derived")?.ivars.map(\.offset) == [9, 12])
    }
}

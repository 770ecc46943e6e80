import Testing
@testable import ObjCHeaders

/// The clang rules real headers exposed, each on a minimal header (the corpus checks them
/// against clang's own output; these say what each rule is).
@Suite struct RealWorldRuleTests {
    func compile(_ body: String, fileName: String = "rules.h", options: HeaderOptions = .standard) throws -> CompiledHeader {
        try HeaderCompiler.compile("#import <Foundation/Foundation.h>\n" + body, fileName: fileName, target: .x86_64, options: options)
    }

    @Test func aNameThatIsAClassAndAProtocolReadsAsTheProtocolInAngles() throws {
        let h = try compile("""
            @protocol ImageModel @end
            @interface ImageModel : NSObject @end
            @interface Gallery : NSObject
            @property (nonatomic) NSArray<ImageModel> *images;
            @property (nonatomic) NSArray<ImageModel *> *typed;
            @property (nonatomic) NSDictionary<ImageModel, NSCopying> *both;
            @end
            """)
        #expect(h.class("Gallery")?.properties.map(\.typeEncoding) == ["@\"NSArray<ImageModel>\"", "@\"NSArray\"", "@\"NSDictionary<ImageModel><NSCopying>\""])
    }

    @Test func pointersToDeclaredOnlyStructuresKeepTheEquals() throws {
        let h = try compile("""
            #import <objc/runtime.h>
            struct Hidden;
            @interface Info : NSObject
            @property (nonatomic) Ivar ivar;
            @property (nonatomic) struct Hidden *hidden;
            @property (nonatomic) struct Hidden **handle;
            - (void)read:(Method)m;
            @end
            """)
        let info = try #require(h.class("Info"))
        #expect(info.properties.map(\.typeEncoding) == ["^{objc_ivar=}", "^{Hidden=}", "^^{Hidden}"])
        #expect(info.methods.first?.types == "v24@0:8^{objc_method=}16")
        #expect(info.ivars.first?.type == "^{objc_ivar=}")
    }

    @Test func propertiesASuperclassDeclaresAreNotSynthesized() throws {
        let h = try compile("""
            @protocol Named <NSObject>
            @property (nonatomic, readonly) NSString *name;
            @end
            @interface Base : NSObject <Named>
            @property (nonatomic, readonly) id first;
            @end
            @interface Sub : Base <Named>
            @property (nonatomic, readonly) id first;
            @property (nonatomic, readonly) NSString *name;
            @property (nonatomic, strong) NSString *description;
            @property (nonatomic) int own;
            @end
            """)
        let sub = try #require(h.class("Sub"))
        #expect(sub.properties.prefix(4).map(\.attributes) == ["T@,R,N", "T@\"NSString\",R,N", "T@\"NSString\",&,N", "Ti,N,V_own"])
        #expect(sub.ivars.map(\.name) == ["_own"])
        #expect(sub.ivars.first?.offset == 16)
    }

    @Test func aClassExtensionKeepsTheOwnershipOfTheReadonlyItRefines() throws {
        let h = try compile("""
            @protocol Titled
            @property (readonly, copy) NSString *title;
            @end
            @interface Card : NSObject <Titled>
            @property (readonly, strong, nonatomic) NSString *subtitle;
            @property (readonly) NSString *note;
            @end
            @interface Card ()
            @property (nonatomic, strong) NSString *title;
            @property (copy) NSString *subtitle;
            @property (nonatomic, copy) NSString *note;
            @end
            """)
        #expect(h.class("Card")?.properties.prefix(3).map(\.attributes) == [
            "T@\"NSString\",C,N,V_title", "T@\"NSString\",&,N,V_subtitle", "T@\"NSString\",C,N,V_note",
        ])
    }

    @Test func enumsWithoutAWrittenTypeEncodeAsIntWhateverTheirSize() throws {
        let h = try compile("""
            typedef enum { Small = 1 } SmallEnum;
            typedef enum { Big = 0x100000000 } BigEnum;
            typedef NS_ENUM(uint8_t, Fixed) { FixedA };
            @interface E : NSObject
            - (BigEnum)big:(BigEnum)b small:(SmallEnum)s fixed:(Fixed)f;
            @end
            """)
        #expect(h.class("E")?.methods.first?.types == "i32@0:8i16i24C28")
        #expect(try TypeQuery.describe("BigEnum", declarations: "typedef enum { Big = 0x100000000 } BigEnum;\n").size == 8)
    }

    @Test func aTypedefOfAClassTypeActsAsTheClass() throws {
        let h = try compile("""
            typedef NSString *Option NS_TYPED_EXTENSIBLE_ENUM;
            typedef NSDictionary<Option, id> Context;
            typedef Context Context2;
            @interface Loader : NSObject
            @property (nonatomic, copy) Context *context;
            @property (nonatomic, copy) Context2 *other;
            @end
            """)
        #expect(h.class("Loader")?.properties.map(\.attributes) == ["T@\"NSDictionary\",C,N,V_context", "T@\"NSDictionary\",C,N,V_other"])
    }

    @Test func sizeofAlignofAndStaticAssertInDeclarations() throws {
        let h = try compile("""
            _Static_assert(sizeof(long) == 8, "LP64");
            struct Slot { char name[sizeof(void *) * 2]; int align[_Alignof(double)]; unsigned bits : sizeof(short) * 4; };
            @interface S : NSObject { struct Slot slot; }
            @end
            """)
        #expect(h.class("S")?.ivars.first?.type == "{Slot=\"name\"[16c]\"align\"[8i]\"bits\"b8}")
        #expect {
            _ = try compile("int n;\nstruct T { char c[sizeof n]; };\n")
        } throws: { e in (e as? HeaderError)?.message.contains("write sizeof(type)") == true }
    }

    /// clang folds a `const` integer variable with a constant initializer where a constant is
    /// needed; its value is converted to its type.
    @Test func constIntegerVariablesAreConstants() throws {
        let header = try HeaderCompiler.compile("""
            #import <Foundation/Foundation.h>
            static const NSInteger Limit = 64;
            static const unsigned char Wrapped = 300;
            static const int Half = (int)sizeof(CGRect) / 2;
            enum Sizes { Big = NSNotFound, Small = Limit };
            @interface Buffers : NSObject { char a[Limit]; char b[Wrapped]; char c[Half]; enum Sizes s; }
            @end
            """, fileName: "consts.h", target: .x86_64)
        let ivars = try #require(header.class("Buffers")).ivars
        #expect(ivars.map(\.type) == ["[64c]", "[44c]", "[16c]", "i"])
        #expect(ivars.map(\.offset) == [8, 72, 116, 136])
        // `YES` and `NO` are clang's `__objc_yes` / `__objc_no` behind a cast.
        let flags = try HeaderCompiler.compile("#import <Foundation/Foundation.h>\nstatic const BOOL On = YES;\n"
                                               + "@interface Flags : NSObject { char a[On + YES + NO]; }\n@end\n",
                                               fileName: "yes.h", target: .x86_64)
        #expect(flags.class("Flags")?.ivars.first?.type == "[2c]")
    }

    @Test func cPlusPlusIsNamedAsSuch() throws {
        #expect {
            _ = try compile("class Engine;\n")
        } throws: { e in
            let message = (e as? HeaderError)?.message ?? ""
            return message.hasPrefix("unknown type name 'class'") && message.contains("#ifdef __cplusplus")
        }
        // Guarded C++ is skipped, as in clang's Objective-C mode.
        _ = try compile("#ifdef __cplusplus\nclass Engine;\nextern \"C\" {\n#endif\nint f(void);\n#ifdef __cplusplus\n}\n#endif\n")
    }

    /// A superclass from an included header is implemented elsewhere: the subclass's ivars start
    /// after the superclass's declared ivars only. The included class itself still shows the
    /// ivars it would synthesize, so that it can be installed.
    @Test func includedSuperclassesCountTheirDeclaredIvarsOnly() throws {
        let files = [
            "/p/Base.h": "#import <Foundation/Foundation.h>\n@interface Base : NSObject { int declared; }\n@property (nonatomic, copy) NSString *name;\n@end\n",
            "/p/Sub.h": "#import \"Base.h\"\n@interface Sub : Base\n@property (nonatomic) double score;\n@end\n",
        ]
        let options = HeaderOptions(files: .virtual(files))
        let h = try HeaderCompiler.compile(files["/p/Sub.h"]!, fileName: "/p/Sub.h", target: .x86_64, options: options)
        #expect(h.class("Sub")?.ivars.map(\.offset) == [16])
        #expect(h.class("Base")?.ivars.map(\.name) == ["declared", "_name"])
        #expect(h.class("Base")?.properties.first?.attributes == "T@\"NSString\",C,N,V_name")
        #expect(h.warnings.isEmpty)
    }
}

import Testing
@testable import ObjCHeaders

/// Input clang rejects is rejected here with clang's message and position; input clang
/// accepts with a warning (a NUL byte, a trailing comma in a property's attributes) is
/// accepted; constant expressions are computed in C's types, as clang computes them.
@Suite struct InvalidInputTests {
    func compile(_ text: String) throws -> CompiledHeader {
        try HeaderCompiler.compile(text, fileName: "bad.h", target: .x86_64)
    }

    func error(_ text: String) -> HeaderError? {
        do {
            _ = try compile(text)
            return nil
        } catch {
            return error as? HeaderError
        }
    }

    @Test func kindofAfterTheStarIsRefused() {
        let e = error("#import <Foundation/Foundation.h>\n@interface A : NSObject\n@property NSString * __kindof x;\n@end\n")
        #expect(e?.message == "'__kindof' type specifier must precede the declarator")
        #expect(e?.line == 3 && e?.column == 22)
    }

    @Test func divisionByZeroAndUndeclaredNamesAreErrors() {
        let division = error("enum { A = 4 + (2/0) };\n")
        #expect(division?.message.hasPrefix("expression is not an integer constant expression") == true)
        #expect(division?.line == 1 && division?.column == 12)
        #expect(error("struct S { int b : 1 % 0; };\n")?.message.hasPrefix("expression is not an integer constant expression") == true)
        let undeclared = error("enum { A = 1, C = A + Z };\n")
        #expect(undeclared?.message == "use of undeclared identifier 'Z'")
        #expect(undeclared?.column == 23)
        let preprocessor = error("#if 1 / 0\n#endif\n")
        #expect(preprocessor?.message == "division by zero in preprocessor expression")
        #expect(preprocessor?.column == 9)
        // An operand that is not evaluated may divide by zero, in both.
        #expect(error("#if 0 && (1 / 0)\n#endif\nenum { B = 1 ? 2 : 1 / 0 };\n") == nil)
    }

    /// `1 << 40` is an `int` (clang folds the overflow); `1L << 40`, a cast to an unsigned
    /// long or an `NS_OPTIONS` enumerator make the enum 8 bytes.
    @Test func enumValuesHaveCTypes() throws {
        let header = try compile("""
            #import <Foundation/Foundation.h>
            enum IntShift { IA = 1 << 40 };
            enum LongShift { LA = 1L << 40 };
            enum CastShift { CA = (NSUInteger)1 << 40 };
            typedef NS_OPTIONS(NSUInteger, Opts) { OptA = 1 << 3 };
            enum OptionShift { OA = OptA << 40 };
            enum Wraps { WA = 0xFFFFFFFFu + 1, WB = -1 };
            @interface E : NSObject {
                char a; enum IntShift i; char b; enum LongShift l; char c; enum CastShift s;
                char d; enum OptionShift o; char e; enum Wraps w; int narrowed[(unsigned char)300];
            }
            @end
            """)
        let ivars = try #require(header.class("E")).ivars
        #expect(ivars.map(\.offset) == [8, 12, 16, 24, 32, 40, 48, 56, 64, 68, 72])
        #expect(ivars.last?.type == "[44i]")
    }

    @Test func propertyAttributeListsAcceptATrailingCommaOnly() throws {
        let header = try compile("@interface A\n@property (nonatomic, ) int x;\n@property () int z;\n@end\n")
        #expect(header.class("A")?.properties.map(\.attributes) == ["Ti,N,V_x", "Ti,V_z"])
        let leading = error("@interface A\n@property (, nonatomic) int y;\n@end\n")
        #expect(leading?.message == "expected ')'")
        #expect(leading?.line == 2 && leading?.column == 12)
    }

    @Test func nulCharactersAreIgnoredWithAWarning() throws {
        let header = try compile("@interface A\n@property int x\u{0};\n@end\n")
        #expect(header.class("A")?.properties.first?.attributes == "Ti,V_x")
        let warning = try #require(header.warnings.first { $0.message == "null character ignored" })
        #expect(warning.location.line == 2 && warning.location.column == 16)
    }

    /// Bytes that are not UTF-8 reach the front-end as U+FFFD (`objcrt declare` and included
    /// files decode that way): in code that is clang's error, in a comment nothing.
    @Test func invalidUTF8InCodeIsAnError() throws {
        let e = error("@interface A\n@property int x\u{FFFD}\u{FFFD};\n@end\n")
        #expect(e?.message.hasPrefix("source file is not valid UTF-8") == true)
        #expect(e?.line == 2 && e?.column == 16)
        _ = try compile("// caf\u{FFFD}\n@interface A\n@property int caf\u{E9};\n@end\n")
    }

    @Test func malformedPragmaPackWarnsAndChangesNothing() throws {
        let header = try compile("#pragma pack(3)\n#pragma pack 2\n#pragma pack(pop)\nstruct S { char c; int i; };\n"
                                 + "@interface A { struct S s; char after; }\n@end\n")
        let messages = header.warnings.map(\.message)
        #expect(messages.contains("expected #pragma pack parameter to be '1', '2', '4', '8', or '16'"))
        #expect(messages.contains("missing '(' after '#pragma pack' - ignoring"))
        #expect(messages.contains { $0.contains("stack empty") })
        #expect(header.class("A")?.ivars.map(\.offset) == [0, 8])
    }
}

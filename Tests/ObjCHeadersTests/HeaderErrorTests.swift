import Foundation
import Testing
@testable import ObjCHeaders
import MiniObjCTestSupport

/// Headers clang rejects are rejected here too, at the line and column clang reports, with
/// clang's message (MiniObjC may append a hint after it).
@Suite struct HeaderErrorTests {
    @Test func errorsMatchClangPositionsAndMessages() throws {
        let cases = try #require(try Fixtures.json("errors.expected.json") as? [[String: Any]])
        #expect(cases.count >= 20)
        for c in cases {
            let name = try #require(c["name"] as? String)
            let source = try #require(c["source"] as? String)
            let line = try #require(c["line"] as? Int)
            let column = try #require(c["column"] as? Int)
            let message = try #require(c["message"] as? String)
            do {
                _ = try HeaderCompiler.compile(source, fileName: name + ".m", target: .x86_64)
                Issue.record(Comment(rawValue: "\(name): accepted, clang says \(line):\(column): \(message)"))
            } catch let e as HeaderError {
                #expect(e.line == line && e.column == column, Comment(rawValue: "\(name): \(e) vs clang \(line):\(column)"))
                #expect(e.message.hasPrefix(message), Comment(rawValue: "\(name): '\(e.message)' vs clang '\(message)'"))
                #expect(e.location.file == name + ".m")
            }
        }
    }

    @Test func readonlyWithSetterIsRejectedAlthoughClangOnlyWarns() {
        let src = "#import <Foundation/Foundation.h>\n@interface A : NSObject\n@property (readonly, setter=put:) int a;\n@end\n"
        #expect(throws: HeaderError.self) { try HeaderCompiler.compile(src) }
    }

    /// clang's owned-getter rule (cases in `errors.expected.json`) covers only implemented
    /// properties whose getter returns an object pointer and is in the alloc / copy /
    /// mutableCopy / new family: clang compiles every property of this header, and so does
    /// the front-end.
    @Test func ownedLookingNamesClangAccepts() throws {
        let src = """
            #import <Foundation/Foundation.h>
            @protocol P
            @property (nonatomic, strong) NSString *newInProtocol;
            @end
            @interface A : NSObject <P>
            @property (nonatomic, copy) void (^copyHandler)(void);
            @property (nonatomic) NSInteger newCount;
            @property (nonatomic, strong) NSString *newer;
            @property (nonatomic, strong) NSString *copying;
            @property (nonatomic, strong) NSString *newWritten;
            @property (class, nonatomic, strong) NSString *newShared;
            @property (nonatomic, strong) A *initialA;
            @property (nonatomic, strong) A *initA;
            @property (nonatomic, copy, getter=theCopy) NSString *copy;
            @property (nonatomic) SEL newAction;
            @property (nonatomic) char *copyBytes;
            @end
            @interface A (Cat)
            @property (nonatomic, strong) NSString *newInCategory;
            @end
            @implementation A
            - (NSString *)newWritten { return nil; }
            + (NSString *)newShared { return nil; }
            + (void)setNewShared:(NSString *)s {}
            @end

            """
        let header = try HeaderCompiler.compile(src, fileName: "accepted.m", target: .x86_64)
        let a = try #require(header.classes.first { $0.name == "A" && $0.category == nil })
        #expect(a.properties.first { $0.name == "copy" }?.getter == "theCopy")
        #expect(a.properties.contains { $0.name == "copyHandler" })
    }

    /// clang also accepts an owned-family getter declared `objc_method_family(none)`; MiniObjC
    /// refuses it, because its callers take ownership from the selector alone (the message
    /// says so and names the way that works in both).
    @Test func objcMethodFamilyNoneIsRefusedAlthoughClangAcceptsIt() {
        let src = """
            #import <Foundation/Foundation.h>
            @interface A : NSObject
            @property (nonatomic, strong) NSString *newTitle;
            - (NSString *)newTitle __attribute__((objc_method_family(none)));
            @end

            """
        let error = #expect(throws: HeaderError.self) { try HeaderCompiler.compile(src) }
        #expect(error?.line == 3 && error?.column == 41)
        #expect(error?.message.contains("getter= name outside the alloc, copy, mutableCopy and new families") == true)
    }

    @Test func preprocessorErrorsCarryPositions() {
        let cases: [(String, Int, Int)] = [
            ("#if 1\n@class A;\n", 1, 1),
            ("#endif\n", 1, 1),
            ("@class A;\n#error stop here\n", 2, 1),
            ("typedef int T[-1];\n", 1, 15),
            ("@interface A\n- (void)f:(int)x\n", 2, 17),
        ]
        for (src, line, column) in cases {
            do {
                _ = try HeaderCompiler.compile(src, fileName: "p.h")
                Issue.record(Comment(rawValue: "accepted: \(src)"))
            } catch let e as HeaderError {
                #expect(e.line == line && e.column == column, Comment(rawValue: "\(src.debugDescription): \(e)"))
            } catch {
                Issue.record(Comment(rawValue: "unexpected error type \(error)"))
            }
        }
    }

    /// Types nested past any real header (a long run of `*`, a chain of typedefs or of
    /// structs each holding the previous one) are refused with a message, not a stack
    /// overflow; a depth real code uses still compiles and encodes.
    @Test func absurdlyDeepTypesAreRefused() throws {
        let stars = "typedef int " + String(repeating: "*", count: 20_000) + "p;\n"
        let typedefs = "typedef int T0;\n" + (1..<2_000).map { "typedef T\($0 - 1) *T\($0);\n" }.joined()
        let structs = "struct S0 { int x; };\n"
            + (1..<2_000).map { "struct S\($0) { struct S\($0 - 1) a; };\n" }.joined()
        for src in [stars, typedefs, structs] {
            #expect {
                _ = try HeaderCompiler.compile(src, fileName: "deep.h")
            } throws: { e in
                (e as? HeaderError)?.message.contains("nested too deeply") == true
            }
        }
        let fine = "struct P { int x; };\n@interface A\n@property struct P " + String(repeating: "*", count: 30)
            + "deep;\n@end\n"
        let header = try HeaderCompiler.compile(fine, fileName: "fine.h")
        let property = try #require(header.classes.first?.properties.first)
        #expect(property.typeEncoding == String(repeating: "^", count: 30) + "{P}")
    }

    @Test func oversizedIvarsAreNotCalledIncomplete() throws {
        let n = Int.max / 16
        let huge = "@interface X { " + (0..<5).map { "char a\($0)[\(n)]; " }.joined() + "}\n@end\n"
        #expect {
            _ = try HeaderCompiler.compile(huge, fileName: "huge.h")
        } throws: { e in
            (e as? HeaderError)?.message.contains("too large") == true
        }
        #expect {
            _ = try HeaderCompiler.compile("struct F;\n@interface X { struct F f; }\n@end\n", fileName: "inc.h")
        } throws: { e in
            (e as? HeaderError)?.message == "field has incomplete type 'struct F'"
        }
    }

    /// A struct or union that holds itself by value (directly, as an array, or through
    /// another record) is refused where clang refuses it — the field's type is incomplete
    /// inside its own braces — before anything lays it out or encodes it.
    @Test func recordsHoldingThemselvesAreRefused() {
        let sources = [
            "struct S { struct S s; };\n@interface A\n- (struct S *)p;\n@end\n",
            "struct S { int n; struct S s; };\n@interface A { struct S s; }\n@end\n",
            "struct T { struct T t[2]; };\n@interface A\n@property struct T t;\n@end\n",
            "struct A; struct B { struct A a; }; struct A { struct B b; };\n@interface X { struct A a; }\n@end\n",
            "union V { union V v; };\n@interface A\n- (void)f:(union V)v;\n@end\n",
            "typedef struct N N;\nstruct N { int x; N next[1]; };\n",
        ]
        for src in sources {
            #expect(Comment(rawValue: src)) {
                _ = try HeaderCompiler.compile(src, fileName: "self.h", target: .x86_64)
            } throws: { e in
                let message = (e as? HeaderError)?.message ?? ""
                return message.hasPrefix("field has incomplete type") || message.hasPrefix("array has incomplete element type")
            }
        }
    }

    /// Should a type table ever hold a record that contains itself, layout calls it
    /// incomplete and the encoder writes the inner occurrence unexpanded: neither recurses.
    @Test func layoutAndEncodingStopAtARecordInsideItself() {
        var table = TypeTable()
        table.records = [CRecord(tag: "S", isUnion: false, fields: [
            CField(name: "s", type: CType(.record(0)), bitWidth: nil), CField(name: "n", type: CType(.builtin(.int)), bitWidth: nil),
        ])]
        let layout = CTypeLayout(table: table, target: .x86_64)
        #expect(layout.layout(CType(.record(0))) == nil)
        #expect(layout.layout(CType(.array(CType(.record(0)), count: 2))) == nil)
        let encoder = TypeEncoder(table: table, target: .x86_64)
        #expect(encoder.encode(CType(.record(0)), .methodParameter) == "{S={S}i}")
        #expect(encoder.encode(CType(.record(0)), .ivar) == "{S=\"s\"{S}\"n\"i}")
        #expect(encoder.encode(CType(.pointer(CType(.record(0)))), .methodParameter) == "^{S={S}i}")
    }

    /// Inputs the crash hunt (mutated corpus headers through `objcrt declare`) found
    /// trapping: an enum defined as another enum's underlying type (the definition was read
    /// into a copy of the parser the check did not see), and — before `@import` required its
    /// `;` — an import left open at the end of thousands of lines.
    @Test func crashHuntFindingsAreErrors() {
        let cases: [(String, String)] = [
            ("NS_ENUM(\nenum { A = 1, C = A };\n", "non-integral type 'enum (unnamed)' is an invalid underlying type"),
            ("typedef NS_ENUM(enum { A = 1 }, E) { X };\n", "non-integral type 'enum (unnamed)' is an invalid underlying type"),
            ("enum : enum { B } { Q };\n", "non-integral type 'enum (unnamed)' is an invalid underlying type"),
            ("enum E1 { E1A };\nenum F : enum E1 { FA };\n", "non-integral type 'enum E1' is an invalid underlying type"),
            (String(repeating: "#if 1\n", count: 3000) + "@import Foundation\n" + String(repeating: "#endif\n", count: 3000),
             "expected ';' after module name"),
        ]
        for (src, message) in cases {
            #expect(Comment(rawValue: String(src.prefix(60)))) {
                _ = try HeaderCompiler.compile(src, fileName: "hunt.h", target: .arm64, options: HeaderOptions(platform: .iOS))
            } throws: { e in
                (e as? HeaderError)?.message == message
            }
        }
    }

    /// Truncations and mutations of real headers only ever produce a `HeaderError` or a
    /// result: nothing traps, nothing hangs. The headers include the written corpus headers
    /// for packing, vectors, bounded generics, aliases and enum values.
    @Test func mutatedHeadersNeverCrash() throws {
        let base = try Fixtures.text("random_00.m") + Fixtures.text("GVUserDefaultsExample.m")
            + Fixtures.text("Corpus/Written/LayoutAttributes.h") + Fixtures.text("Corpus/Written/GenericBoundsAndAliases.h")
            + Fixtures.text("Corpus/Written/ErrorsAndEnums.h")
        let scalars = Array(base.unicodeScalars)
        var rng = SplitMix64(seed: 0x5EED)
        let junk: [String] = ["(", ")", "{", "}", "[", "]", "<", ">", "*", "^", ":", ";", ",", "@end", "@interface X",
                              "#if", "#endif", "struct", "int", "unsigned", "/*", "\"", "'", "@property", "- (", "typedef",
                              "enum", "NS_ENUM(", "999999999999999999999", "-1", "__attribute__((", "@synthesize", "\\\n",
                              "struct S { struct S s; };\n@interface Z\n- (struct S *)z;\n@end\n", "#pragma pack(push, 1)\n",
                              "__attribute__((aligned(", "typeof(", "@compatibility_alias A NSObject;\n", "enum : enum { B } { Q };\n",
                              "1 << 100", "/ 0", "\u{0}", "\u{FFFD}", "@import Foundation\n", "_Alignas("]
        var outcomes = (ok: 0, errors: 0)
        for round in 0..<600 {
            var s = scalars
            switch round % 3 {
            case 0:
                s = Array(s.prefix(Int(rng.next() % UInt64(s.count))))
            case 1:
                for _ in 0..<5 {
                    let at = Int(rng.next() % UInt64(s.count))
                    s.insert(contentsOf: junk[Int(rng.next() % UInt64(junk.count))].unicodeScalars, at: at)
                }
            default:
                for _ in 0..<5 where s.count > 10 {
                    let at = Int(rng.next() % UInt64(s.count - 10))
                    s.removeSubrange(at..<(at + Int(rng.next() % 10)))
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: s)
            do {
                _ = try HeaderCompiler.compile(text, fileName: "fuzz.m", target: .x86_64)
                outcomes.ok += 1
            } catch is HeaderError {
                outcomes.errors += 1
            }
        }
        #expect(outcomes.ok + outcomes.errors == 600)
        #expect(outcomes.errors > 200)
    }

    @Test func hostileNestingAndMacrosAreErrors() {
        let deep = String(repeating: "(", count: 5000) + "x" + String(repeating: ")", count: 5000)
        #expect(throws: HeaderError.self) { try HeaderCompiler.compile("int \(deep);") }
        #expect(throws: HeaderError.self) { try HeaderCompiler.compile("#if \(deep)\n#endif\n") }
        var bomb = "#define M0 x x\n"
        for i in 1..<40 { bomb += "#define M\(i) M\(i - 1) M\(i - 1)\n" }
        bomb += "M39\n"
        #expect(throws: HeaderError.self) { try HeaderCompiler.compile(bomb) }
        #expect(throws: HeaderError.self) { try HeaderCompiler.compile("@interface A : NSObject { char big[4611686018427387904][4]; }\n@end\n#import <Foundation/Foundation.h>\n") }
    }
}

import Testing
@testable import ObjCHeaders

/// The preprocessor on its own: macro expansion as C11 §6.10.3 specifies it (the examples of
/// the standard's §6.10.3.5 among them), `#if` with clang's queries, includes and imports.
@Suite struct PreprocessorTests {
    static let macOS = CompilerEnvironment(target: .x86_64, platform: .macOS)

    /// The tokens `text` preprocesses to, spelled and joined by spaces.
    func expand(_ text: String, _ environment: CompilerEnvironment = macOS, options: HeaderOptions = .standard) throws -> String {
        var pre = Preprocessor(environment: environment, options: options)
        return try pre.run(text, file: "t.h").dropLast().map(\.text).joined(separator: " ")
    }

    @Test func functionLikeMacrosExpandTheirArguments() throws {
        #expect(try expand("#define SQ(x) ((x) * (x))\nSQ(a + 1)") == "( ( a + 1 ) * ( a + 1 ) )")
        #expect(try expand("#define F(a, b) a b\nF((1, 2), [3])") == "( 1 , 2 ) [ 3 ]")
        #expect(try expand("#define F(x) x\nF()") == "")
        #expect(try expand("#define F() 1\nF ( )") == "1")
        // A function-like name without '(' is an ordinary identifier.
        #expect(try expand("#define F(x) x\nF ; F") == "F ; F")
        // `#define F (x)` (with a space) is object-like.
        #expect(try expand("#define F (x)\nF(1)") == "( x ) ( 1 )")
    }

    @Test func stringizingAndPasting() throws {
        #expect(try expand("#define S(x) #x\nS(a  +  \"b\\n\")") == "\"a + \\\"b\\\\n\\\"\"")
        #expect(try expand("#define CAT(a, b) a ## b\nCAT(OS_, queue) CAT(x, ) CAT(, y) CAT(1, 2)") == "OS_queue x y 12")
        #expect(try expand("#define T(n) n##_t\nT(dispatch_queue)") == "dispatch_queue_t")
        #expect(throws: HeaderError.self) { try expand("#define P(a, b) a ## b\nP(+, /)") }
    }

    @Test func variadicMacros() throws {
        #expect(try expand("#define V(f, ...) f(__VA_ARGS__)\nV(g, 1, 2)") == "g ( 1 , 2 )")
        #expect(try expand("#define L(fmt, ...) log(fmt, ## __VA_ARGS__)\nL(\"a\") L(\"b\", 1)") == "log ( \"a\" ) log ( \"b\" , 1 )")
        #expect(try expand("#define O(x, ...) x __VA_OPT__(: __VA_ARGS__)\nO(a) O(a, b)") == "a a : b")
        #expect(try expand("#define N(args...) f(args)\nN(1, 2)") == "f ( 1 , 2 )")
        // Argument counting by position, as extobjc's metamacros and NS_ENUM's dispatch do.
        let count = "#define COUNT(...) PICK(__VA_ARGS__, 3, 2, 1)\n#define PICK(_1, _2, _3, N, ...) N\n"
        #expect(try expand(count + "COUNT(a) COUNT(a, b) COUNT(a, b, c)") == "1 2 3")
    }

    @Test func rescanningFollowsTheStandardsExamples() throws {
        // C11 §6.10.3.5 example 3, the declarations that matter for the hide-set rule.
        let defs = """
            #define x 3
            #define f(a) f(x * (a))
            #undef x
            #define x 2
            #define g f
            #define z z[0]
            #define h g(~
            #define m(a) a(w)
            #define w 0,1
            #define t(a) a
            #define p() int
            #define q(x) x
            #define r(x,y) x ## y
            #define str(x) # x

            """
        #expect(try expand(defs + "f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);")
                == "f ( 2 * ( y + 1 ) ) + f ( 2 * ( f ( 2 * ( z [ 0 ] ) ) ) ) % f ( 2 * ( 0 ) ) + t ( 1 ) ;")
        #expect(try expand(defs + "g(x+(3,4)-w) | h 5) & m\n(f)^m(m);")
                == "f ( 2 * ( 2 + ( 3 , 4 ) - 0 , 1 ) ) | f ( 2 * ( ~ 5 ) ) & f ( 2 * ( 0 , 1 ) ) ^ m ( 0 , 1 ) ;")
        #expect(try expand(defs + "p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };")
                == "int i [ ] = { 1 , 23 , 4 , 5 , } ;")
        #expect(try expand(defs + "char c[2][6] = { str(hello), str() };") == "char c [ 2 ] [ 6 ] = { \"hello\" , \"\" } ;")
        // A macro is not expanded inside its own expansion.
        #expect(try expand("#define foo foo bar\nfoo") == "foo bar")
        // An object-like macro may expand to a function-like macro's name whose '(' follows.
        #expect(try expand("#define F(x) [x]\n#define G F\nG(1)") == "[ 1 ]")
    }

    @Test func badInvocationsAreErrorsNamingTheMacro() throws {
        #expect {
            try expand("#define F(a, b) a\nF(1)")
        } throws: { e in (e as? HeaderError)?.message.contains("too few arguments provided to function-like macro invocation 'F'") == true }
        #expect {
            try expand("#define F(a) a\nF(1, 2)")
        } throws: { e in (e as? HeaderError)?.message.contains("too many arguments") == true }
        #expect {
            try expand("#define F(a) a\nF(1")
        } throws: { e in (e as? HeaderError)?.message.contains("unterminated function-like macro invocation 'F('") == true }
        #expect(throws: HeaderError.self) { try expand("#define F(a, a) a\n") }
        #expect(throws: HeaderError.self) { try expand("#define defined 1\n") }
    }

    @Test func conditionsExpandMacrosAndAnswerClangsQueries() throws {
        let src = """
            #define SD_UIKIT (TARGET_OS_IOS || TARGET_OS_TV)
            #if SD_UIKIT
            ios
            #elif TARGET_OS_OSX && __has_feature(objc_arc) && !__has_feature(no_such_feature)
            mac
            #endif
            #if __has_attribute(objc_subclassing_restricted) && __has_include(<UIKit/UIKit.h>) && !__has_include(<Nope/Nope.h>)
            attrs
            #endif
            #if defined(__x86_64__) ? 1 : 0
            x86
            #endif
            #ifdef __IPHONE_OS_VERSION_MIN_REQUIRED
            deployment_ios
            #endif
            #if __has_warning("-Wunguarded-availability-new") && __is_target_os(macos)
            warning
            #endif
            """
        #expect(try expand(src) == "mac attrs x86 warning")
        let iOS = CompilerEnvironment(target: .arm64, platform: .iOS)
        #expect(try expand("#import <TargetConditionals.h>\n" + src, iOS) == "ios attrs deployment_ios")
        #expect(try expand("#define A\n#ifdef B\nb\n#elifdef A\na\n#endif\n") == "a")
        #expect(throws: HeaderError.self) { try expand("#if 1 +\n#endif\n") }
    }

    @Test func includesResolveNextToTheIncluderThenInIncludePaths() throws {
        let files: [String: String] = [
            "/src/Main.h": "#import \"Local.h\"\n#import <Lib/Lib.h>\n#include \"Twice.h\"\n#include \"Twice.h\"\n#import \"Local.h\"\nmain",
            "/src/Local.h": "local",
            "/inc/Lib/Lib.h": "#pragma once\n#import \"Lib/Inner.h\"\nlib",
            "/inc/Lib/Inner.h": "inner",
            "/src/Twice.h": "twice",
        ]
        let options = HeaderOptions(includePaths: ["/inc"], files: .virtual(files))
        var pre = Preprocessor(environment: Self.macOS, options: options)
        let tokens = try pre.run(files["/src/Main.h"]!, file: "/src/Main.h").dropLast()
        #expect(tokens.map(\.text) == ["local", "inner", "lib", "twice", "twice", "main"])
        #expect(tokens.first?.location.file == "/src/Local.h")
        #expect(pre.warnings.isEmpty)
        // An include that finds nothing is a warning naming the file, and the rest goes on.
        var missing = Preprocessor(environment: Self.macOS, options: options)
        #expect(try missing.run("#import \"Nowhere.h\"\nafter", file: "/src/Main.h").dropLast().map(\.text) == ["after"])
        #expect(missing.warnings.first?.message.contains("'\"Nowhere.h\"' is not part of MiniObjC's SDK") == true)
        // A file that includes itself without a guard stops at a depth limit.
        let loop = HeaderOptions(files: .virtual(["/a.h": "#include \"a.h\"\n"]))
        var looping = Preprocessor(environment: Self.macOS, options: loop)
        #expect(throws: HeaderError.self) { try looping.run("#include \"a.h\"\n", file: "/a.h") }
    }

    @Test func sdkImportsLoadModulesOnceInDependencyOrder() throws {
        var pre = Preprocessor(environment: Self.macOS)
        _ = try pre.run("#import <UIKit/UIView.h>\n@import Foundation.NSString;\n#include <stdint.h>\n@import UIKit;\n", file: "t.h")
        let names = pre.moduleImports.map(\.name)
        #expect(names.first == "Darwin")
        #expect(names.last == "UIKit")
        #expect(Set(names).count == names.count)
        for (dependency, user) in [("Foundation", "UIKit"), ("CoreGraphics", "Foundation"), ("ObjectiveC", "Dispatch"), ("QuartzCore", "UIKit")] {
            #expect(names.firstIndex(of: dependency)! < names.firstIndex(of: user)!)
        }
        #expect(pre.warnings.isEmpty)
        // The module's macros are defined after the import.
        #expect(pre.macros.isDefined("NS_ENUM") && pre.macros.isDefined("UIKIT_EXTERN") && pre.macros.isDefined("INT32_MAX"))
        var unknown = Preprocessor(environment: Self.macOS)
        _ = try unknown.run("@import MapKit;\n#import <ARKit/ARKit.h>\n", file: "t.h")
        #expect(unknown.warnings.count == 2)
        #expect(unknown.warnings.first?.message.contains("module 'MapKit' is not part of MiniObjC's SDK") == true)
    }

    @Test func predefinedMacrosFollowTheTarget() throws {
        #expect(try expand("__OBJC_BOOL_IS_BOOL TARGET_OS_IPHONE __LP64__") == "0 0 1")
        #expect(try expand("__OBJC_BOOL_IS_BOOL TARGET_OS_IPHONE", CompilerEnvironment(target: .arm64, platform: .iOS)) == "1 1")
        #expect(try expand("IBOutletCollection(UIView) IBOutlet") == "__attribute__ ( ( iboutletcollection ( UIView ) ) ) __attribute__ ( ( iboutlet ) )")
        #expect(try expand("#define P _Pragma(\"clang assume_nonnull begin\") x\nP") == "x")
    }
}

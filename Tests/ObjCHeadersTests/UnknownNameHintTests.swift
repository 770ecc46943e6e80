import Testing
@testable import ObjCHeaders

/// What a user sees when a header does not load: one error, at the line and column clang
/// reports, naming the construct and saying what to do — including when the name is one the
/// stand-in SDK lacks, and when the error is inside an included header.
@Suite struct UnknownNameHintTests {
    func failure(_ text: String, fileName: String = "hint.h", options: HeaderOptions = .standard) throws -> HeaderError {
        do {
            _ = try HeaderCompiler.compile(text, fileName: fileName, target: .x86_64, options: options)
        } catch let e as HeaderError {
            return e
        }
        throw FixtureError.missing("an error for \(text.debugDescription)")
    }

    @Test func anUnknownSDKLookingNameSaysHowToDeclareItOrAddItToTheSDK() throws {
        let type = try failure("#import <AppKit/AppKit.h>\n@interface A : NSObject\n@property NSRulerViewX *ruler;\n@end\n")
        #expect(type.line == 3 && type.column == 11)
        #expect(type.message.hasPrefix("unknown type name 'NSRulerViewX' (no header read here declares 'NSRulerViewX'"))
        #expect(type.message.contains("'@class NSRulerViewX;'"))
        #expect(type.message.contains("add it to Sources/ObjCHeaders/SDK"))

        let superclass = try failure("#import <UIKit/UIKit.h>\n@interface Cell : UIPrinterPickerCellX\n@end\n")
        #expect(superclass.message.hasPrefix("cannot find interface declaration for 'UIPrinterPickerCellX', superclass of 'Cell'"))
        // UIKit's by its prefix: the hint is the @interface line for the framework's text in the SDK
        // (RealWorldSDKTests), or the same declaration in the header.
        #expect(superclass.message.contains("add the line '@interface UIPrinterPickerCellX : <its superclass> … @end'"))
        #expect(superclass.message.contains("to the UIKit text in Sources/ObjCHeaders/SDK/SDK+UIKit*.swift, or declare it yourself"))

        let forward = try failure("#import <Foundation/Foundation.h>\n@class Cell;\n@interface Cell (Extra)\n@end\n")
        #expect(forward.message.contains("'@class Cell;' only names it: its @interface must come before this line"))

        let proto = try failure("#import <Foundation/Foundation.h>\n@interface A : NSObject <NSTextLayoutOrchestratorX>\n@end\n")
        #expect(proto.message.contains("'@protocol NSTextLayoutOrchestratorX;'"))
    }

    @Test func aProjectNameSuggestsItsHeaderNotTheSDK() throws {
        let e = try failure("#import <Foundation/Foundation.h>\n@interface A : NSObject\n@property (nonatomic) MyWidget *w;\n@end\n")
        #expect(e.message.contains("'@class MyWidget;'"))
        #expect(e.message.contains("-I DIR"))
        #expect(!e.message.contains("Sources/ObjCHeaders/SDK"))
    }

    @Test func anAliasOfAnUnknownClassWarnsAndItsUseIsExplained() throws {
        let warned = try HeaderCompiler.compile("@compatibility_alias Old Missing;\n", fileName: "alias.h")
        #expect(warned.warnings.contains { $0.message.hasPrefix("cannot find interface declaration for 'Missing'") })
        let e = try failure("@compatibility_alias Old Missing;\n@interface A\n@property Old *o;\n@end\n")
        #expect(e.message.hasPrefix("unknown type name 'Old' ('Old' is a @compatibility_alias of 'Missing'"))
    }

    /// clang requires the `;` after `@import Module`; without it the error is on that line,
    /// just after the name, and the next line is not swallowed.
    @Test func moduleImportWithoutSemicolon() throws {
        let e = try failure("@import Foundation\n@interface A : NSObject\n@end\n")
        #expect(e.message == "expected ';' after module name")
        #expect(e.line == 1 && e.column == 19)
        let dotted = try failure("@import UIKit.UIView\n")
        #expect(dotted.line == 1 && dotted.column == 21)
        let header = try HeaderCompiler.compile("@import Foundation.NSString;\n@interface A : NSObject\n@end\n", target: .x86_64)
        #expect(header.class("A")?.superclass == "NSObject")
    }

    /// `typeof` of a type name is that type; of an expression, a clear refusal.
    @Test func typeofOfATypeNameIsTheType() throws {
        let header = try HeaderCompiler.compile("""
            #import <Foundation/Foundation.h>
            typedef __typeof__(NSInteger) Count;
            @interface A : NSObject
            @property (nonatomic, copy) typeof(NSString *) name;
            @property (nonatomic) Count count;
            @property (nonatomic) __typeof_unqual__(const int) plain;
            - (__typeof(CGRect))frame;
            @end
            """, fileName: "typeof.h", target: .x86_64)
        let a = try #require(header.class("A"))
        #expect(a.properties.map(\.attributes) == ["T@\"NSString\",C,N,V_name", "Tq,N,V_count", "Ti,N,V_plain"])
        #expect(a.methods.first?.types == "{CGRect={CGPoint=dd}{CGSize=dd}}16@0:8")
        let e = try failure("#import <Foundation/Foundation.h>\n@interface A : NSObject\n@property typeof(self) me;\n@end\n")
        #expect(e.message.hasPrefix("MiniObjC takes typeof of a type name only"))
        #expect(e.line == 3 && e.column == 18)
    }

    /// An error in an included header names that file (`objcrt declare --json` prints it:
    /// ToolCommandTests).
    @Test func errorsInIncludedHeadersNameTheirFile() throws {
        let files: [String: String] = [
            "/p/Main.h": "#import \"Model.h\"\n@interface Main : NSObject\n@end\n",
            "/p/Model.h": "#import <Foundation/Foundation.h>\n@interface Model : NSObject\n@property Missing *m;\n@end\n",
        ]
        let e = try failure(files["/p/Main.h"]!, fileName: "/p/Main.h", options: HeaderOptions(files: .virtual(files)))
        #expect(e.location.file == "/p/Model.h" && e.line == 3 && e.column == 11)
    }
}

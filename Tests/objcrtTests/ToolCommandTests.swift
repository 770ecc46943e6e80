import Testing
import MiniObjCTestSupport

/// The contract of `objcrt encoding` / `signature` / `attributes` / `declare` (Docs/CLI.md),
/// and the CLI examples of Docs/TypeEncodings.md, run as processes.
@Suite struct ToolCommandTests {
    private func objcrt() throws -> String {
        try #require(objcrtPath(), "the objcrt executable is built beside the tests")
    }

    /// Docs/TypeEncodings.md, "The CLI", line by line.
    @Test func theTypeEncodingChaptersExamples() throws {
        let tool = try objcrt()
        #expect(run(tool, ["encoding", "{S=cdb128i3(?=if)[3s]^{S}}"]).output == """
            {S=cdb128i3(?=if)[3s]^{S}}  size 40  align 8  struct S { char; double; int : 3; union { int; float; }; short[3]; struct S *; }

            """)
        let json = run(tool, ["encoding", "--json", "[4{?=ff}]", "x"])
        #expect(json.output == """
            {"input":"[4{?=ff}]","ok":true,"encoding":"[4{?=ff}]","size":32,"alignment":4,"description":"struct { float; float; }[4]"}
            {"input":"x","ok":false,"error":"'x' is not a type encoding code","offset":0}

            """)
        #expect(json.status == 1, "one input was not valid; the other still printed")
        let signature = run(tool, ["signature", "--json", "v24@0:8@16"])
        #expect(signature.status == 0)
        #expect(signature.output == #"""
            {"input":"v24@0:8@16","ok":true,"return":{"type":"v","size":0},"arguments":[{"type":"@","offset":0,"size":8},{"type":":","offset":8,"size":8},{"type":"@","offset":16,"size":8}],"frameSize":24}

            """#)
    }

    /// Exit status 0 when every input was valid, 1 when any was not, 2 for usage errors; `-`
    /// reads one input per line from standard input; a hostile input is an error line.
    @Test func exitStatusesStandardInputAndHostileInput() throws {
        let tool = try objcrt()
        for command in ["encoding", "signature", "attributes"] {
            #expect(run(tool, [command]).status == 2, "\(command) with no input")
            #expect(run(tool, [command, "--frobnicate", "x"]).status == 2, "\(command) with an unknown option")
        }
        #expect(run(tool, ["attributes", #"T@"NSString",C,N,V_name"#]).status == 0)
        #expect(run(tool, ["attributes", "Tq,N", "T"]).status == 1)

        let dir = makeTempDirectory("tools")
        defer { removeTree(dir) }
        writeFile(dir + "/inputs", Array("i\nq\n{S=i\n".utf8))
        let piped = run(tool, ["encoding", "--json", "-"], inputPath: dir + "/inputs")
        #expect(piped.status == 1)
        let lines = piped.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix(#"{"input":"i","ok":true,"#) == true)
        #expect(lines.last?.hasPrefix(#"{"input":"{S=i","ok":false,"#) == true)

        // 100,000 nested structs (through standard input: too long for one argument): an error
        // at the nesting limit, not a stack overflow.
        writeFile(dir + "/deep", Array((String(repeating: "{S=", count: 100_000) + "\n").utf8))
        let deep = run(tool, ["encoding", "--json", "-"], inputPath: dir + "/deep")
        #expect(deep.status == 1)
        #expect(deep.output.contains(#""ok":false"#) && deep.output.contains(#""offset":768"#), "\(deep.output.prefix(300))")
    }

    /// Docs/CLI.md's `declare --json` example, byte for byte, and a file that does not parse
    /// or cannot be read.
    @Test func declareJSONKeepsTheContractsKeysAndAddsItsOwn() throws {
        let tool = try objcrt()
        let dir = makeTempDirectory("declare")
        defer { removeTree(dir) }
        writeFile(dir + "/A.h", Array("""
            #import <Foundation/Foundation.h>
            @protocol P
            @optional
            @property int o;
            - (void)x;
            @end
            @interface A : NSObject <P>
            @property (class) int n;
            @end
            @interface A (Cat)
            @end

            """.utf8))
        let r = run(tool, ["declare", "--json", dir + "/A.h"])
        #expect(r.status == 0, "\(r.output)")
        let expected = #"{"input":"\#(dir)/A.h","ok":true,"classes":[{"name":"A","category":null,"superclass":"NSObject","protocols":["P"],"ivars":[],"properties":[{"name":"n","attributes":"Ti","getter":"n","getterTypes":"i16@0:8","setter":"setN:","setterTypes":"v20@0:8i16","classProperty":true},{"name":"o","attributes":"Ti,?","getter":"o","getterTypes":"i16@0:8","setter":"setO:","setterTypes":"v20@0:8i16","classProperty":false}],"methods":[]},{"name":"A","category":"Cat","superclass":null,"protocols":[],"ivars":[],"properties":[],"methods":[]}],"protocols":[{"name":"P","protocols":[],"properties":[{"name":"o","attributes":"Ti,?","getter":"o","getterTypes":"i16@0:8","setter":"setO:","setterTypes":"v20@0:8i16","classProperty":false,"optional":true}],"methods":[{"selector":"x","types":"v16@0:8","classMethod":false,"optional":true}]}]}"#
        #expect(r.output == expected + "\n")

        writeFile(dir + "/bad.h", Array("#import <Foundation/Foundation.h>\n@interface B : NSObject\n@property (nonatomic) int;\n@end\n".utf8))
        let bad = run(tool, ["declare", "--json", dir + "/bad.h", dir + "/missing.h"])
        #expect(bad.status == 1)
        let lines = bad.output.split(separator: "\n")
        #expect(lines.count == 2, "\(bad.output)")
        #expect(lines.first?.hasPrefix(#"{"input":"\#(dir)/bad.h","ok":false,"error":"#) == true)
        #expect(lines.first?.contains(#""line":3,"column":"#) == true, "\(bad.output)")
        #expect(lines.last?.hasSuffix(#""line":null,"column":null,"file":"\#(dir)/missing.h"}"#) == true, "\(bad.output)")
    }

    /// An error in an included header names that file: `file` is the header it is in, `input`
    /// the file asked for (UnknownNameHintTests has the same error from the library).
    @Test func declareJSONNamesTheIncludedHeaderAnErrorIsIn() throws {
        let tool = try objcrt()
        let dir = makeTempDirectory("declare-include")
        defer { removeTree(dir) }
        writeFile(dir + "/Main.h", Array("#import \"Model.h\"\n@interface Main : NSObject\n@end\n".utf8))
        writeFile(dir + "/Model.h", Array("""
            #import <Foundation/Foundation.h>
            @interface Model : NSObject
            @property Missing *m;
            @end

            """.utf8))
        let r = run(tool, ["declare", "--json", "--target", "x86_64", dir + "/Main.h"])
        #expect(r.status == 1, "\(r.output)")
        let lines = r.output.split(separator: "\n")
        #expect(lines.count == 1, "\(r.output)")
        #expect(lines.first?.hasPrefix(#"{"input":"\#(dir)/Main.h","ok":false,"error":"#) == true, "\(r.output)")
        #expect(lines.first?.hasSuffix(#""line":3,"column":11,"file":"\#(dir)/Model.h"}"#) == true, "\(r.output)")
    }
}

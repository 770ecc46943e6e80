import Testing
@testable import ObjCEncoding

/// Every method type encoding clang wrote reads back consistently: argument count as
/// declared, and offsets that follow clang's own frame rule.
struct MethodFixtureTests {
    @Test func corpusIsLargeEnough() {
        #expect(Fixtures.methods.count >= 300)
        #expect(Set(Fixtures.methods.map(\.types)).count >= 300)
    }

    /// clang's frame rule (ASTContext::getObjCEncodingForMethodDecl): self at 0, _cmd at 8,
    /// each next argument after the previous one's size, integers widened to `int`, arrays
    /// counted as pointers.
    static func frameBytes(_ arg: MethodSignature.Argument) -> Int? {
        switch arg.type.unqualified {
        case .char, .unsignedChar, .short, .unsignedShort, .bool: return 4
        // Arrays are passed as pointers.
        case .array: return 8
        default: return arg.size
        }
    }

    @Test func everySignatureIsConsistent() throws {
        for m in Fixtures.methods {
            let s = try MethodSignature.parse(m.types)
            #expect(s.numberOfArguments == m.arguments, "\(m.decl): \(m.types)")
            #expect(s.arguments.count == m.arguments)
            #expect(s.arguments[0].offset == 0)
            #expect(s.arguments[1].offset == 8)
            #expect(s.arguments[1].type == .selector)
            var expected = 0
            for arg in s.arguments {
                #expect(arg.offset == expected, "\(m.decl): \(m.types)")
                #expect(arg.size == arg.type.size)
                #expect(try ObjCType.parse(String(arg.encoding)).encoding == String(arg.encoding))
                expected = (arg.offset ?? 0) + (Self.frameBytes(arg) ?? 0)
            }
            #expect(s.frameSize == expected, "\(m.decl): \(m.types)")
            // The printed pieces rebuild the string.
            var rebuilt = String(s.returnValue.encoding) + (s.frameSize.map(String.init) ?? "")
            for arg in s.arguments { rebuilt += String(arg.encoding) + (arg.offset.map(String.init) ?? "") }
            #expect(rebuilt == m.types)
        }
    }

    /// Writing a signature from its types reproduces clang's string for the whole corpus.
    @Test func clangEncodingRebuildsEverySignature() throws {
        for m in Fixtures.methods {
            let s = try MethodSignature.parse(m.types)
            let parameters = s.arguments.dropFirst(2).map(\.type)
            #expect(MethodSignature.clangEncoding(returning: s.returnType, parameters: Array(parameters)) == m.types,
                    "\(m.decl)")
        }
        #expect(MethodSignature.clangEncoding(returning: .void, parameters: [.object(className: nil, protocols: [])]) == "v24@0:8@16")
        #expect(MethodSignature.clangEncoding(returning: .void, parameters: [.char]) == "v20@0:8c16")
    }

    @Test func extendedTypesNameClassesAndBlocks() throws {
        let extended = Fixtures.methods.filter(\.extended)
        #expect(extended.count >= 40)
        for m in extended {
            let s = try MethodSignature.parse(m.types)
            #expect(s.numberOfArguments == m.arguments, "\(m.decl)")
        }
    }
}

import Testing
@testable import ObjCEncoding

/// Hand-written bad inputs, each with the error kind and byte offset it must report.
struct MalformedInputTests {
    struct Case: Sendable, CustomStringConvertible {
        let input: String
        let kind: EncodingError.Kind
        let offset: Int
        var description: String { "\(input.prefix(40)) → \(kind)@\(offset)" }
    }

    static let typeCases: [Case] = [
        Case(input: "", kind: .truncated, offset: 0),
        Case(input: "{", kind: .truncated, offset: 1),
        Case(input: "{S", kind: .truncated, offset: 2),
        Case(input: "{S=i", kind: .truncated, offset: 4),
        Case(input: "{S=i)", kind: .unbalanced, offset: 4),
        Case(input: "(U=i", kind: .truncated, offset: 4),
        Case(input: "(U=i}", kind: .unbalanced, offset: 4),
        Case(input: "[3i}", kind: .unbalanced, offset: 3),
        Case(input: "[3ii]", kind: .unbalanced, offset: 3),
        Case(input: "[i]", kind: .badNumber, offset: 1),
        Case(input: "[", kind: .truncated, offset: 1),
        Case(input: "[3", kind: .truncated, offset: 2),
        Case(input: "^", kind: .truncated, offset: 1),
        Case(input: "^^", kind: .truncated, offset: 2),
        Case(input: "j", kind: .truncated, offset: 1),
        Case(input: "A", kind: .truncated, offset: 1),
        Case(input: "r", kind: .truncated, offset: 1),
        Case(input: "Z", kind: .unknownCode, offset: 0),
        Case(input: "{S=iZ}", kind: .unknownCode, offset: 4),
        Case(input: "}", kind: .unbalanced, offset: 0),
        Case(input: "ii", kind: .trailingGarbage, offset: 1),
        Case(input: "i}", kind: .trailingGarbage, offset: 1),
        Case(input: "{S=i}}", kind: .trailingGarbage, offset: 5),
        Case(input: #"@"NSString"#, kind: .truncated, offset: 10),
        Case(input: #"@"NSObject<P""#, kind: .unbalanced, offset: 10),
        Case(input: #"@"NSObject<P>x""#, kind: .invalid, offset: 13),
        Case(input: "@?<", kind: .truncated, offset: 3),
        Case(input: "@?<>", kind: .invalid, offset: 3),
        Case(input: "@?<v@?i", kind: .truncated, offset: 7),
        Case(input: "@?<v->", kind: .badNumber, offset: 5),
        Case(input: "[99999999999999999999i]", kind: .overflow, offset: 1),
        Case(input: "[9223372036854775807q]", kind: .overflow, offset: 0),
        Case(input: "[4611686018427387904[4c]]", kind: .overflow, offset: 0),
        Case(input: "{S=[1152921504606846976c][1152921504606846976c]}", kind: .overflow, offset: 3),
        Case(input: String(repeating: "^", count: 300) + "i", kind: .tooDeep, offset: 256),
        Case(input: String(repeating: "[1", count: 300), kind: .tooDeep, offset: 512),
        Case(input: String(repeating: "{S=", count: 100_000), kind: .tooDeep, offset: 768),
        Case(input: "b", kind: .truncated, offset: 1),
        Case(input: "bx", kind: .badNumber, offset: 1),
        Case(input: #"{S="x"}"#, kind: .invalid, offset: 6),
        Case(input: #"{S="x"#, kind: .truncated, offset: 5),
    ]

    @Test(arguments: typeCases)
    func typeErrors(_ c: Case) {
        #expect(throws: EncodingError.self) { try ObjCType.parse(c.input) }
        do {
            _ = try ObjCType.parse(c.input)
        } catch {
            #expect(error.kind == c.kind, "\(error)")
            #expect(error.offset == c.offset, "\(error)")
            #expect(!error.message.isEmpty)
        }
        // The fast path reports the same error.
        do {
            _ = try ObjCType.layout(ofEncoding: c.input)
            Issue.record("the fast path accepted \(c.input.prefix(40))")
        } catch {
            #expect(error.kind == c.kind && error.offset == c.offset, "\(error)")
        }
    }

    @Test func dialectIsEnforcedWhenAsked() throws {
        #expect(try ObjCType.parse("{S=b3i5}") == .structure(name: "S", fields: [.init(type: .bitfield(bits: 5, offset: 3, base: .int))]))
        #expect(try ObjCType.parse("{S=b3i}") == .structure(name: "S", fields: [.init(type: .bitfield(bits: 3, offset: nil, base: nil)), .init(type: .int)]))
        for (input, dialect) in [("{S=b3i5}", ObjCType.Dialect.apple), ("{S=b3i}", .gnu)] {
            do {
                _ = try ObjCType.parse(input, dialect: dialect)
                Issue.record("accepted \(input) as \(dialect)")
            } catch {
                #expect(error.kind == .invalid && error.offset == 3, "\(error)")
            }
        }
    }

    static let signatureCases: [Case] = [
        Case(input: "", kind: .truncated, offset: 0),
        Case(input: "v@:+", kind: .truncated, offset: 4),
        Case(input: "v@:-x", kind: .badNumber, offset: 4),
        Case(input: "v24@0:8+", kind: .unknownCode, offset: 7),
        Case(input: "v24@0:8{S=i", kind: .truncated, offset: 11),
        Case(input: "v99999999999999999999@0:8", kind: .overflow, offset: 1),
        Case(input: "v@:}", kind: .unbalanced, offset: 3),
    ]

    @Test(arguments: signatureCases)
    func signatureErrors(_ c: Case) {
        do {
            _ = try MethodSignature.parse(c.input)
            Issue.record("accepted \(c.input)")
        } catch {
            #expect(error.kind == c.kind && error.offset == c.offset, "\(error)")
        }
    }

    static let attributeCases: [Case] = [
        Case(input: "", kind: .truncated, offset: 0),
        Case(input: "T", kind: .truncated, offset: 1),
        Case(input: "Ti,X", kind: .unknownCode, offset: 3),
        Case(input: "Ti,,N", kind: .invalid, offset: 3),
        Case(input: ",Ti", kind: .invalid, offset: 0),
        Case(input: "Ti,N,", kind: .truncated, offset: 5),
        Case(input: "Ti,R,R", kind: .invalid, offset: 5),
        Case(input: "Ti,Rx", kind: .trailingGarbage, offset: 4),
        Case(input: "Ti,G", kind: .truncated, offset: 4),
        Case(input: "Tii", kind: .trailingGarbage, offset: 2),
        Case(input: "T{S=i,N", kind: .unknownCode, offset: 5),
        Case(input: "T@\"NSString,C", kind: .truncated, offset: 13),
    ]

    @Test(arguments: attributeCases)
    func attributeErrors(_ c: Case) {
        do {
            _ = try PropertyAttributes.parse(c.input)
            Issue.record("accepted \(c.input)")
        } catch {
            #expect(error.kind == c.kind && error.offset == c.offset, "\(error)")
        }
    }
}

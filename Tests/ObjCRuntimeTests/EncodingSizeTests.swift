// Behaviour of CSupport/ValueClasses/encoding_size.c: sizes and alignments of type encodings.
import CValueClasses
import ObjCEncoding
import ObjCRuntime
import Testing

@Suite struct EncodingSizeTests {
    @Test func encodingSizesMatchTheHostABI() throws {
        // Sizes as clang reports them for x86-64 / arm64 (checked with @encode + sizeof).
        let cases: [(String, Int)] = [
            ("{CGPoint=dd}", 16), ("{S=ci}", 8), ("{S=cdc}", 24), ("(U=cq)", 8), ("[3s]", 6),
            ("{R=\"origin\"{P=ff}\"size\"{P=ff}}", 16), ("^{Opaque}", 8), ("r*", 8), ("@\"NSString\"", 8),
            ("{N={I=i}c}", 8), ("[2{P=cs}]", 8), ("B", 1), ("D", 16),
        ]
        for (type, size) in cases {
            let value = BridgedValue.value(bytes: [UInt8](repeating: 7, count: size), objCType: type)
            #expect(throws: Never.self, "\(type)") { _ = try value.makeObject() }
            #expect(throws: BridgedValueError.sizeMismatch(objCType: type, expected: size, actual: size + 1)) {
                try BridgedValue.value(bytes: [UInt8](repeating: 7, count: size + 1), objCType: type).makeObject()
            }
        }
    }

    /// The C measure of one encoding, or nil when it refuses it.
    private func measure(_ type: String) -> (size: Int, alignment: Int)? {
        var size = 0, alignment = 0
        guard rt_encoding_sizeAndAlignment(type, &size, &alignment) else { return nil }
        return (size, alignment)
    }

    /// Size and alignment together, for scalars, pointers, qualified types, nested
    /// aggregates and a trailing frame offset.
    @Test func sizesAndAlignments() {
        let cases: [(String, Int, Int)] = [
            ("c", 1, 1), ("s", 2, 2), ("i", 4, 4), ("q", 8, 8), ("f", 4, 4), ("d", 8, 8), ("D", 16, 16),
            ("B", 1, 1), ("*", 8, 8), ("#", 8, 8), (":", 8, 8), ("@?", 8, 8), ("^v", 8, 8), ("^?", 8, 8),
            ("ri", 4, 4), ("Ai", 4, 4), ("nO@", 8, 8), ("i16", 4, 4), ("{CGPoint=dd}16", 16, 8),
            ("{S=cd}", 16, 8), ("{S=dc}", 16, 8), ("{S=c[3s]}", 8, 2), ("[0i]", 0, 4),
            ("(U=c[5c])", 5, 1), ("(U=cd)", 8, 8), ("{O={I=cs}c}", 6, 2),
        ]
        for (type, size, alignment) in cases {
            let m = measure(type)
            #expect(m?.size == size && m?.alignment == alignment, "\(type): \(String(describing: m))")
        }
    }

    /// What has no size, or is not one well-formed type, is refused; a refusal writes
    /// nothing, and the out-parameters may be NULL.
    @Test func unmeasurableEncodingsAreRefused() {
        let refused = ["", "v", "?", "b3", "{Opaque}", "(Opaque)", "{S=}", "ii", "i x", "[i]", "[3i", "{S=i",
                       "[18446744073709551615q]", "[2305843009213693952q]", "@\"Unterminated", "{S=\"name\"}",
                       String(repeating: "[1", count: 70) + "i" + String(repeating: "]", count: 70)]
        for type in refused {
            var size = -1, alignment = -1
            #expect(!rt_encoding_sizeAndAlignment(type, &size, &alignment), "\(type.prefix(30))")
            #expect(size == -1 && alignment == -1, "\(type.prefix(30)): nothing written")
        }
        #expect(!rt_encoding_sizeAndAlignment(nil, nil, nil))
        #expect(rt_encoding_sizeAndAlignment("{P=ff}", nil, nil), "the out-parameters are optional")
    }

    /// The C reader and ObjCEncoding's Swift grammar agree on every encoding both measure.
    @Test func agreesWithObjCEncoding() throws {
        let types = ["{CGRect={CGPoint=dd}{CGSize=dd}}", "{S=c^v[3s]Q}", "(U=i{P=ff}d)", "[4{S=ci}]", "{B=BcB}",
                     "{N=\"a\"i\"b\"{M=\"c\"s}}", "^{Opaque}", "{L=Dc}", "[2[3c]]"]
        for type in types {
            let swift = try? ObjCType.parse(type)
            let c = measure(type)
            #expect(c?.size == swift?.size && c?.alignment == swift?.alignment,
                    "\(type): C \(String(describing: c)), Swift \(String(describing: swift?.size)) / \(String(describing: swift?.alignment))")
        }
    }
}

// Behaviour of CSupport/ValueClasses/encoding_size.c: sizes and alignments of type encodings.
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
            #expect(throws: ObjCValueError.sizeMismatch(objCType: type, expected: size, actual: size + 1)) {
                try BridgedValue.value(bytes: [UInt8](repeating: 7, count: size + 1), objCType: type).makeObject()
            }
        }
    }
}

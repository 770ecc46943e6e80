import ObjCEncoding
import Testing

/// `ScalarTypeCode.CType`, the one scalar type every classification switches over: each code
/// reaches its C type and back, and each C type's size and alignment are clang's.
@Suite struct ScalarCTypeTests {
    typealias CType = ScalarTypeCode.CType

    @Test func everyCodeRoundTripsThroughItsCType() throws {
        for row in ScalarTypeCode.all {
            let c = row.cType
            #expect(ScalarTypeCode.cType(of: row.code) == c, "\(row)")
            #expect(ScalarTypeCode.cType(of: row.character) == c, "\(row)")
            // The C type's own code is a row with the same C type and layout (`l` → .int32 → `i`).
            let back = try #require(c.row, "\(row): \(c) has a row")
            #expect(back.cType == c && back.layout == row.layout && back.kind == row.kind, "\(row) → \(back)")
            #expect(c.size == row.size && c.alignment == row.alignment && c.isSigned == row.isSigned, "\(row)")
            let code = try #require(c.code)
            #expect(code == back.code && ScalarTypeCode.of(code) == back)
        }
    }

    @Test func everyCTypeHasOneCanonicalCode() {
        let codes = CType.allCases.map { $0.code.map { Character(Unicode.Scalar($0)) } ?? "-" }
        #expect(String(codes) == "cCsSiIqQtTfdDBv@#:*?", "declaration order: void, then object, Class, SEL, char *")
        #expect(Set(ScalarTypeCode.all.map(\.cType)) == Set(CType.allCases), "every C type is some row's")
        #expect(ScalarTypeCode.long.cType == .int32 && ScalarTypeCode.unsignedLong.cType == .uint32)
    }

    /// clang's `sizeof` / `_Alignof` on x86-64 Linux (`clang -o sz sz.c`, 2026-11-29), and
    /// Swift's own C types where it has one.
    @Test func sizesAndAlignmentsAreClangs() {
        let clang: [CType: Int] = [
            .int8: 1, .uint8: 1, .int16: 2, .uint16: 2, .int32: 4, .uint32: 4, .int64: 8, .uint64: 8,
            .int128: 16, .uint128: 16, .float: 4, .double: 8, .bool: 1,
            .object: 8, .classObject: 8, .selector: 8, .cString: 8,
        ]
        for (c, bytes) in clang {
            #expect(c.size == bytes && c.alignment == bytes, "\(c)")
        }
        #expect(CType.void.size == 0 && CType.unknown.size == nil && CType.unknown.alignment == nil)
        #expect(CType.int8.size == MemoryLayout<CSignedChar>.size && CType.int16.size == MemoryLayout<CShort>.size)
        #expect(CType.int32.size == MemoryLayout<CInt>.size && CType.int64.size == MemoryLayout<CLongLong>.size)
        #expect(CType.bool.size == MemoryLayout<CBool>.size && CType.double.alignment == MemoryLayout<CDouble>.alignment)
        #expect(CType.cString.size == MemoryLayout<UnsafePointer<CChar>>.size)
        #if arch(x86_64)
        #expect(CType.longDouble.size == 16 && CType.longDouble.alignment == 16, "x87 long double, padded")
        #endif
    }

    @Test func signednessAndKindFollowTheRow() {
        let signed = CType.allCases.filter(\.isSigned)
        #expect(signed == [.int8, .int16, .int32, .int64, .int128, .float, .double, .longDouble])
        #expect(CType.bool.kind == .boolean && CType.object.kind == .object && CType.uint16.kind == .unsignedInteger)
    }
}

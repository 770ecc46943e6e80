import Testing
@testable import ObjCEncoding

/// Every random C type clang encoded agrees: parse, print, size, alignment, both dialects.
struct TypeFixtureTests {
    @Test func corpusIsLargeEnough() {
        #expect(Fixtures.types.count >= 500)
        #expect(Fixtures.types.filter { $0.gnu.contains("b") }.count >= 50, "the corpus should exercise bitfields")
    }

    @Test func gnuDialectRoundTripsWithClangLayout() throws {
        for t in Fixtures.types {
            let parsed = try ObjCType.parse(t.gnu)
            #expect(parsed.encoding == t.gnu, "\(t.c)")
            #expect(parsed.size == t.size, "\(t.c): \(t.gnu)")
            #expect(parsed.alignment == t.alignment, "\(t.c): \(t.gnu)")
            #expect(try ObjCType.layout(ofEncoding: t.gnu) == TypeLayout(size: t.size, alignment: t.alignment), "\(t.c)")
            #expect(try ObjCType.parse(t.gnu, dialect: .gnu) == parsed)
        }
    }

    @Test func appleDialectRoundTrips() throws {
        for t in Fixtures.types {
            let parsed = try ObjCType.parse(t.apple)
            #expect(parsed.encoding == t.apple, "\(t.c)")
            #expect(try ObjCType.parse(t.apple, dialect: .apple) == parsed)
            #expect(try ObjCType.layout(ofEncoding: t.apple) == parsed.layout)
        }
    }

    /// Apple bitfields carry no declared type, so their layout follows the documented rule
    /// (an `unsigned int` unit); every type without bitfields must match clang exactly.
    @Test func appleDialectLayoutMatchesClangWithoutBitfields() throws {
        var checked = 0
        for t in Fixtures.types where !t.apple.contains("b") {
            let parsed = try ObjCType.parse(t.apple)
            #expect(parsed.layout == TypeLayout(size: t.size, alignment: t.alignment), "\(t.c): \(t.apple)")
            checked += 1
        }
        #expect(checked >= 300)
    }

    /// The Apple bitfield rule (an `unsigned int` unit unless wider) is a guess by design, but
    /// it must stay right for the great majority of real structs: at least 90% of the corpus.
    @Test func appleBitfieldRuleMatchesClangForMostTypes() throws {
        let withBitfields = Fixtures.types.filter { $0.apple.contains("b") }
        let matching = try withBitfields.filter {
            try ObjCType.parse($0.apple).layout == TypeLayout(size: $0.size, alignment: $0.alignment)
        }
        #expect(withBitfields.count >= 100)
        #expect(matching.count * 10 >= withBitfields.count * 9, "\(matching.count) of \(withBitfields.count)")
    }

    /// The two dialects describe the same C type: the trees agree once bitfields are reduced
    /// to their width.
    @Test func dialectsAgreeApartFromBitfields() throws {
        func stripped(_ t: ObjCType) -> ObjCType {
            switch t {
            case .bitfield(let bits, _, _): return .bitfield(bits: bits, offset: nil, base: nil)
            case .pointer(let p): return .pointer(stripped(p))
            case .array(let n, let e): return .array(count: n, element: stripped(e))
            case .structure(let n, let f): return .structure(name: n, fields: f?.map { .init(name: $0.name, type: stripped($0.type)) })
            case .union(let n, let f): return .union(name: n, fields: f?.map { .init(name: $0.name, type: stripped($0.type)) })
            case .complex(let x): return .complex(stripped(x))
            case .atomic(let x): return .atomic(stripped(x))
            case .qualified(let q, let x): return .qualified(q, stripped(x))
            default: return t
            }
        }
        for t in Fixtures.types {
            #expect(stripped(try ObjCType.parse(t.gnu)) == (try ObjCType.parse(t.apple)), "\(t.c)")
        }
    }
}

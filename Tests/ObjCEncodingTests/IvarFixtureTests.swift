import Testing
@testable import ObjCEncoding

/// Instance variable type strings from clang's ivar lists: struct members carry names there,
/// and clang records each ivar's size and alignment beside the string.
struct IvarFixtureTests {
    @Test func corpusIsLargeEnough() {
        #expect(Fixtures.ivars.count >= 250)
        #expect(Fixtures.ivars.filter { $0.ivar.contains("\"f0\"") }.count >= 100, "member names must be exercised")
    }

    @Test func everyIvarTypeRoundTrips() throws {
        for v in Fixtures.ivars {
            let t = try ObjCType.parse(v.ivar)
            #expect(t.encoding == v.ivar, "\(v.c)")
            #expect(try ObjCType.layout(ofEncoding: v.ivar) == t.layout, "\(v.c)")
        }
    }

    /// Exact wherever the string determines the layout (no Apple bitfields).
    @Test func ivarLayoutMatchesClang() throws {
        var checked = 0
        for v in Fixtures.ivars where !Self.hasBitfield(try ObjCType.parse(v.ivar)) {
            #expect(try ObjCType.parse(v.ivar).layout == TypeLayout(size: v.size, alignment: v.alignment), "\(v.c): \(v.ivar)")
            checked += 1
        }
        #expect(checked >= 150)
    }

    /// Member names are the declared ones, in order.
    @Test func memberNamesAreRead() throws {
        for v in Fixtures.ivars {
            guard case .structure(_, let fields?) = try ObjCType.parse(v.ivar), !fields.isEmpty else { continue }
            #expect(fields.map(\.name) == fields.indices.map { "f\($0)" }, "\(v.ivar)")
        }
    }

    static func hasBitfield(_ t: ObjCType) -> Bool {
        switch t {
        case .bitfield: return true
        case .pointer: return false
        case .array(_, let e): return hasBitfield(e)
        case .structure(_, let f), .union(_, let f): return f?.contains { hasBitfield($0.type) } ?? false
        case .complex(let x), .atomic(let x), .qualified(_, let x): return hasBitfield(x)
        default: return false
        }
    }
}

import JSON
import Testing
@testable import ObjCEncoding

/// What `objcrt encoding | signature | attributes` print: the contract's keys, in order.
struct ToolReportTests {
    static func keys(_ v: JSONValue) -> [String] {
        guard case .object(let fields) = v else { return [] }
        return fields.map(\.key)
    }

    @Test func encodingReport() {
        let r = ToolReport.encoding("{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(r.ok)
        #expect(Self.keys(r.value) == ["input", "ok", "encoding", "size", "alignment", "description"])
        #expect(r.value["size"] == .int(32))
        #expect(r.value["alignment"] == .int(8))
        #expect(r.value["encoding"] == .string("{CGRect={CGPoint=dd}{CGSize=dd}}"))
        #expect(r.value["description"] == .string("struct CGRect { struct CGPoint { double; double; }; struct CGSize { double; double; }; }"))

        let opaque = ToolReport.encoding("{S}")
        #expect(opaque.ok && opaque.value["size"] == .null)

        let bad = ToolReport.encoding("{S=i")
        #expect(!bad.ok)
        #expect(Self.keys(bad.value) == ["input", "ok", "error", "offset"])
        #expect(bad.value["offset"] == .int(4))
        #expect(bad.value["ok"] == .bool(false))
    }

    @Test func signatureReport() {
        let r = ToolReport.signature("v24@0:8@16")
        #expect(r.ok)
        #expect(Self.keys(r.value) == ["input", "ok", "return", "arguments", "frameSize"])
        #expect(r.value["return"] == .object([("type", .string("v")), ("size", .int(0))]))
        #expect(r.value["frameSize"] == .int(24))
        #expect(r.value["arguments"] == .array([
            .object([("type", .string("@")), ("offset", .int(0)), ("size", .int(8))]),
            .object([("type", .string(":")), ("offset", .int(8)), ("size", .int(8))]),
            .object([("type", .string("@")), ("offset", .int(16)), ("size", .int(8))]),
        ]))
        let noOffsets = ToolReport.signature("v@:c")
        #expect(noOffsets.value["frameSize"] == .null)
        #expect(!ToolReport.signature("v@:+").ok)
    }

    @Test func attributesReport() {
        let r = ToolReport.attributes(#"T@"NSString",C,N,V_teacher"#)
        #expect(r.ok)
        #expect(Self.keys(r.value) == ["input", "ok", "type", "readonly", "copy", "retain", "weak", "nonatomic",
                                       "dynamic", "getter", "setter", "ivar", "canonical"])
        #expect(r.value["type"] == .string(#"@"NSString""#))
        #expect(r.value["copy"] == .bool(true) && r.value["nonatomic"] == .bool(true))
        #expect(r.value["readonly"] == .bool(false))
        #expect(r.value["getter"] == .null && r.value["setter"] == .null)
        #expect(r.value["ivar"] == .string("_teacher"))
        #expect(r.value["canonical"] == .string(#"T@"NSString",C,N,V_teacher"#))
        let custom = ToolReport.attributes("Tc,N,GisOn,SsetOn:")
        #expect(custom.value["getter"] == .string("isOn") && custom.value["setter"] == .string("setOn:"))
        #expect(!ToolReport.attributes("Ti,Q").ok)
    }

    /// Every fixture line reports ok, and malformed lines report their offset.
    @Test func reportsOverTheCorpus() {
        for t in Fixtures.types { #expect(ToolReport.encoding(t.gnu).ok) }
        for m in Fixtures.methods { #expect(ToolReport.signature(m.types).ok) }
        for p in Fixtures.properties { #expect(ToolReport.attributes(p.attributes).value["canonical"] == .string(p.attributes)) }
    }
}

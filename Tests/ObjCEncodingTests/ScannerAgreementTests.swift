import Testing
@testable import ObjCEncoding
import MiniObjCTestSupport

/// The tree parser and the non-allocating fast path must agree on every input: the same
/// layout when valid, the same error kind and offset when not. Inputs are the fixtures
/// with random bytes inserted, deleted or replaced.
struct ScannerAgreementTests {
    static let alphabet = Array("cCsSiIlLqQtTfdDBv*@#:?^[]{}()=\"<>bjArnNoORV0123456789xS,+-".utf8)

    static func mutate(_ s: String, _ rng: inout SplitMix64) -> String {
        var bytes = Array(s.utf8)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let i = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
            let b = alphabet.randomElement(using: &rng) ?? UInt8(ascii: "i")
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: bytes.insert(b, at: i)
            case 1: if !bytes.isEmpty { bytes.remove(at: i) }
            default: if !bytes.isEmpty { bytes[i] = b }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func treeParserAndFastPathAgree() {
        var rng = SplitMix64(seed: 0x5EED)
        var valid = 0, invalid = 0
        for t in Fixtures.types {
            for base in [t.gnu, t.apple] {
                for _ in 0..<6 {
                    let input = Self.mutate(base, &rng)
                    let tree = Result { () throws(EncodingError) -> ObjCType in try ObjCType.parse(input) }
                    let fast = Result { () throws(EncodingError) -> TypeLayout? in try ObjCType.layout(ofEncoding: input) }
                    switch (tree, fast) {
                    case (.success(let type), .success(let layout)):
                        valid += 1
                        #expect(type.layout == layout, "\(input)")
                        // Printing is canonical: it parses back to the same tree.
                        #expect((try? ObjCType.parse(type.encoding)) == type, "\(input)")
                    case (.failure(let a), .failure(let b)):
                        invalid += 1
                        #expect(a.kind == b.kind && a.offset == b.offset, "\(input)")
                        #expect(a.offset >= 0 && a.offset <= input.utf8.count)
                    default:
                        Issue.record("tree and fast path disagree on \(input)")
                    }
                }
            }
        }
        #expect(valid > 100 && invalid > 100)
    }

    @Test func randomBytesNeverCrashAnyParser() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            let n = Int.random(in: 0..<24, using: &rng)
            let bytes = (0..<n).map { _ in Self.alphabet.randomElement(using: &rng) ?? 0 }
            let input = String(decoding: bytes, as: UTF8.self)
            if let t = try? ObjCType.parse(input) { #expect(t.encoding == input || (try? ObjCType.parse(t.encoding)) == t) }
            if let s = try? MethodSignature.parse(input) {
                // Every slot the signature scanner accepted is a whole type the tree parser
                // accepts too, with the size and alignment the scanner recorded.
                for slot in [s.returnValue] + Array(s.arguments) {
                    let type = try? ObjCType.parse(String(slot.encoding))
                    #expect(type != nil && type?.size == slot.size && type?.alignment == slot.alignment,
                            "\(input): slot \(slot.encoding)")
                }
            }
            if let a = try? PropertyAttributes.parse(input) { #expect((try? PropertyAttributes.parse(a.canonical)) == a) }
        }
    }
}

import Testing
import PlistTestSupport
@testable import PropertyLists
import MiniObjCTestSupport

/// Randomised bytes through every reader: each input must give a value or a typed
/// `PlistError` whose offset lies inside the input — never a crash or a hang. Seeds are fixed
/// so a failure reproduces.
@Suite struct CodecFuzzTests {
    private func check(_ bytes: [UInt8], _ format: PlistFormat) {
        do {
            _ = try PropertyList.decode(bytes, as: format)
        } catch {
            #expect(error.offset >= 0 && error.offset <= bytes.count, "offset \(error.offset) outside \(bytes.count) bytes")
        }
    }

    /// Flips, inserts, deletes and overwrites bytes of a valid file.
    private func mutate(_ base: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var b = base
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            guard !b.isEmpty else { break }
            let k = Int.random(in: 0..<b.count, using: &rng)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: b[k] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
            case 1: b[k] = UInt8.random(in: 0...255, using: &rng)
            case 2: b.insert(UInt8.random(in: 0...255, using: &rng), at: k)
            case 3: b.remove(at: k)
            default: b = Array(b[0..<k])
            }
        }
        return b
    }

    @Test(arguments: [PlistFormat.xml, PlistFormat.binary, PlistFormat.openStep])
    func mutatedFilesNeverCrash(format: PlistFormat) {
        var rng = SplitMix64(seed: 0xD1CE + UInt64(format.rawValue.count))
        let base: [UInt8]
        switch format {
        case .openStep: base = Array(#"{ a = (1, "two", <0aff>, { b = c; }); d = <*I12>; }"#.utf8)
        default: base = PropertyList.encode(PlistSamples.everything, format: format)
        }
        for _ in 0..<3000 { check(mutate(base, &rng), format) }
    }

    @Test(arguments: [PlistFormat.xml, PlistFormat.binary, PlistFormat.openStep])
    func randomBytesNeverCrash(format: PlistFormat) {
        var rng = SplitMix64(seed: 0xBEEF + UInt64(format.rawValue.count))
        let prefix: [UInt8] = format == .binary ? Array("bplist00".utf8) : format == .xml ? Array("<plist>".utf8) : []
        for _ in 0..<3000 {
            let n = Int.random(in: 0..<200, using: &rng)
            check(prefix + (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }, format)
        }
    }

    /// Random binary plists with a valid trailer but random tables and references.
    @Test func randomBinaryStructureNeverCrashes() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            var b = Array("bplist00".utf8)
            let n = Int.random(in: 1..<64, using: &rng)
            b += (0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let table = b.count
            let objects = Int.random(in: 1...6, using: &rng)
            for _ in 0..<objects { b.append(UInt8.random(in: 8..<UInt8(table), using: &rng)) }
            b += [0, 0, 0, 0, 0, 0, 1, 1]
            b += [0, 0, 0, 0, 0, 0, 0, UInt8(objects)]
            b += [0, 0, 0, 0, 0, 0, 0, UInt8.random(in: 0..<UInt8(objects), using: &rng)]
            b += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
            check(b, .binary)
        }
    }
}

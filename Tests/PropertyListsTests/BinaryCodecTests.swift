import Testing
import PlistTestSupport
@testable import PropertyLists

@Suite struct BinaryCodecTests {
    @Test func roundTripsEveryKind() throws {
        let bytes = PropertyList.encode(PlistSamples.everything, format: .binary)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        #expect(PropertyList.detectFormat(bytes) == .binary)
        #expect(try PropertyList.decode(bytes) == PlistSamples.everything)
    }

    @Test func integerExtremesUseTheRightWidths() throws {
        for v: PlistValue in [0, 255, 256, 65_535, 65_536, .integer(Int64(UInt32.max)), .integer(Int64(UInt32.max) + 1),
                              .integer(Int64.max), .integer(-1), .integer(Int64.min), .unsignedInteger(UInt64.max)] {
            #expect(try PropertyList.decode(PropertyList.encode([v], format: .binary)) == [v])
        }
    }

    @Test func largeCollectionsUseExtendedLengths() throws {
        var d: [String: PlistValue] = [:]
        for i in 0..<1000 { d["key\(i)"] = .array(Array(repeating: .integer(Int64(i)), count: i % 20)) }
        let v = PlistValue.dictionary(d)
        #expect(try PropertyList.decode(PropertyList.encode(v, format: .binary)) == v)
    }

    @Test func sharesEqualScalars() {
        let shared = PropertyList.encode(.array(Array(repeating: "same string value", count: 100)), format: .binary)
        #expect(shared.count < 400)
    }

    /// Builds a bplist whose top object is an array holding itself.
    @Test func reportsCycles() {
        var b = Array("bplist00".utf8)
        b += [0xA1, 0x00]  // object 0: array of one ref, ref 0 (itself)
        let table = b.count
        b += [8]
        b += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        #expect {
            try PropertyList.decode(b)
        } throws: { e in
            (e as? PlistError)?.message.contains("contains itself") == true
        }
    }

    @Test func reportsBadTrailers() {
        var good = PropertyList.encode(["a": 1], format: .binary)
        good[good.count - 1] = 0xFF  // offset table past the end
        #expect(throws: PlistError.self) { try PropertyList.decode(good) }
        #expect(throws: PlistError.self) { try PropertyList.decode(Array("bplist00".utf8)) }
    }
}

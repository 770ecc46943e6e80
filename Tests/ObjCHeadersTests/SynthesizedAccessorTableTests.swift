import Testing
@testable import ObjCHeaders
import ObjCRuntime

/// The record table the shared accessor IMPs search on every call.
@Suite struct SynthesizedAccessorTableTests {
    /// A record whose offset tells entries apart (the ivar itself is not read here).
    func info(_ offset: Int) throws -> SynthesizedAccessors.Info {
        let ivar = try #require(ObjCClass.nsNumber.ivars.first)
        return SynthesizedAccessors.Info(ivar: ivar, offset: offset, semantics: .assign, atomic: false)
    }

    @Test func insertsFindsReplacesAndGrowsPastItsFirstCapacity() throws {
        var t = SynthesizedAccessorTable(capacity: 4)
        // Addresses like real ones: 16-byte aligned classes, selectors close together.
        let keys = (0..<500).map { SynthesizedAccessorTable.Key(cls: 0x5555_0000 + UInt($0 % 7) * 0x400, sel: 0x7000_0000 + UInt($0) * 48) }
        for (i, k) in keys.enumerated() { t[k] = try info(i) }
        #expect(t.count == 500)
        for (i, k) in keys.enumerated() { #expect(t[k]?.offset == i) }
        t[keys[3]] = try info(-1)
        #expect(t[keys[3]]?.offset == -1 && t.count == 500)
        #expect(t[SynthesizedAccessorTable.Key(cls: 1, sel: 2)] == nil)
    }

    @Test func removalKeepsTheOthersReachable() throws {
        var t = SynthesizedAccessorTable()
        let keys = (0..<200).map { SynthesizedAccessorTable.Key(cls: UInt($0 % 4) * 0x1000 + 0x10, sel: UInt($0) * 16 + 0x20) }
        for (i, k) in keys.enumerated() { t[k] = try info(i) }
        t.removeAll { $0.cls == 0x10 }          // every fourth key's class goes away
        t[keys[1]] = nil
        for (i, k) in keys.enumerated() {
            let expected: Int? = (i % 4 == 0 || i == 1) ? nil : i
            #expect(t[k]?.offset == expected)
        }
        #expect(t.count == 149)
    }
}

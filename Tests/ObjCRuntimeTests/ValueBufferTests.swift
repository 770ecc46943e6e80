// Behaviour of CSupport/ValueClasses/valuebuffer.c: the replace-and-retire buffers behind
// NSMutableString and NSMutableData.
import ObjCRuntime
import Testing

@Suite struct ValueBufferTests {
    /// A pointer a reader got stays valid, with the bytes it had, however often the owner
    /// changes afterwards: a change publishes a new buffer and retires the old one.
    @Test func aReadersPointerOutlivesLaterChanges() throws {
        let s = ObjCObject.mutableString("ab")
        let first = try #require(try s.send("UTF8String", as: UnsafePointer<CChar>?.self))
        for _ in 0..<100 { try s.send("appendString:", ObjCObject.string("cd"), as: Void.self) }
        try s.send("setString:", ObjCObject.string("z"), as: Void.self)
        #expect(String(cString: first) == "ab", "the retired buffer still holds the old string")
        #expect(s.stringValue == "z")

        let d = ObjCObject.mutableData([9, 8, 7])
        let bytes = try #require(d.unmanaged.withBytes { $0.baseAddress } ?? nil)
        for _ in 0..<50 { try d.send("appendData:", BridgedValue.data([1]).makeObject(), as: Void.self) }
        try d.send("setLength:", UInt(1), as: Void.self)
        #expect(bytes.load(fromByteOffset: 0, as: UInt8.self) == 9)
        #expect(bytes.load(fromByteOffset: 2, as: UInt8.self) == 7)
        #expect(try BridgedValue(object: d) == .data([9]))
    }

    /// Writers serialise, readers never lock: while several tasks append whole "xyz" units,
    /// every read sees a whole number of units, and no append is lost.
    @Test func concurrentReadersSeeOnlyWholeStates() async throws {
        let s = ObjCObject.mutableString("")
        let unit = ObjCObject.string("xyz")
        let torn = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<250 { try? s.send("appendString:", unit, as: Void.self) }
                    return 0
                }
                group.addTask {
                    var bad = 0
                    for _ in 0..<250 {
                        let text = s.stringValue ?? "?"
                        let whole = text.utf8.count % 3 == 0
                            && text.utf8.enumerated().allSatisfy { i, c in c == Array("xyz".utf8)[i % 3] }
                        if !whole { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(torn == 0)
        #expect(s.stringValue?.utf8.count == 4 * 250 * 3)
    }

    /// A size the buffer cannot hold is refused as a whole: the old bytes stay published.
    @Test func anImpossibleSizeLeavesTheBytesAlone() throws {
        let d = ObjCObject.mutableData([1, 2, 3])
        try d.send("setLength:", UInt.max, as: Void.self)
        #expect(try BridgedValue(object: d) == .data([1, 2, 3]))
        #expect(try d.send("length", as: Int.self) == 3)
    }

    /// An empty buffer is a real, NUL-terminated one: readers get "" and a zero length.
    @Test func emptyBuffersReadAsEmpty() throws {
        let s = ObjCObject.mutableString("")
        #expect(s.stringValue == "")
        let utf8 = try #require(try s.send("UTF8String", as: UnsafePointer<CChar>?.self))
        #expect(utf8.pointee == 0)
        #expect(try s.send("length", as: Int.self) == 0)
        let d = ObjCObject.mutableData([])
        #expect(try d.send("length", as: Int.self) == 0)
        try d.send("appendData:", BridgedValue.data([]).makeObject(), as: Void.self)
        #expect(try BridgedValue(object: d) == .data([]))
    }
}
